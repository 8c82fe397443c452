/** What the checks of one rule share: its index, its document, spelling and a reporter. */
import type { Document } from 'yaml';

import type { DiagnosticFix, PathSegment, Severity } from './diagnostic';
import type { ScopedReporter } from './reporter';
import { TARGET_NAMES, type RulesTarget } from './target';

export type TrackerTasksKey = 'has_tracker_tasks' | 'has_asana_tasks';
export type MapHelperName = 'map_host_to_tracker' | 'map_github_to_asana';

/** The file's spelling, used in messages when a rule does not spell a key itself. */
export interface Spelling {
  readonly trackerTasks: TrackerTasksKey;
  readonly mapHelper: MapHelperName;
}

/**
 * The names to use in messages and suggestions: the target's when there is one (advice in the
 * other target's names would not work), else the names the file itself writes.
 */
export function fileSpelling(text: string, target?: RulesTarget): Spelling {
  if (target) return { ...TARGET_NAMES[target] };
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
    /** The action the file is for: names it does not know are reported. */
    readonly target: RulesTarget = 'action',
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
