/** What the checks of one rule share: its index, its document, spelling and a reporter. */
import type { Document } from 'yaml';

import type { DiagnosticFix, PathSegment, Severity } from './diagnostic';
import type { ScopedReporter } from './reporter';

export type TrackerTasksKey = 'has_tracker_tasks' | 'has_asana_tasks';
export type MapHelperName = 'map_host_to_tracker' | 'map_github_to_asana';

/** The file's spelling, used in messages when a rule does not spell a key itself. */
export interface Spelling {
  readonly trackerTasks: TrackerTasksKey;
  readonly mapHelper: MapHelperName;
}

export function fileSpelling(text: string): Spelling {
  return {
    trackerTasks: text.includes('has_asana_tasks') ? 'has_asana_tasks' : 'has_tracker_tasks',
    mapHelper: text.includes('map_github_to_asana') ? 'map_github_to_asana' : 'map_host_to_tracker',
  };
}

/** Facts about the whole rules document that single rules need. */
export interface FileFacts {
  /** Whether the action fetches comments (an update_fields value calls extract_from_comments directly). */
  readonly commentsFetched: boolean;
}

export interface RuleFacts {
  readonly event: string | undefined;
  readonly actions: readonly string[] | undefined;
  readonly trackerTasks: unknown;
  readonly trackerKey: TrackerTasksKey;
  readonly createsTask: boolean;
}

export class RuleCheck {
  constructor(
    readonly index: number,
    readonly doc: Document.Parsed,
    /** The rules document's own text (spans are offsets into it). */
    readonly text: string,
    readonly report: ScopedReporter,
    readonly spelling: Spelling,
    readonly file: FileFacts,
    readonly facts: RuleFacts,
  ) {}

  get prefix(): string {
    return `Rule ${this.index}:`;
  }

  path(...segments: PathSegment[]): PathSegment[] {
    return ['rules', this.index, ...segments];
  }

  add(
    severity: Severity,
    code: string,
    message: string,
    path: readonly PathSegment[],
    span: readonly [number, number],
    fix?: DiagnosticFix,
  ): void {
    this.report.add({
      severity,
      code,
      message: `${this.prefix} ${message}`,
      rule: this.index,
      path,
      span,
      ...(fix ? { fix } : {}),
    });
  }
}
