/** Collects diagnostics, turning spans of some inner text into ranges of the edited text. */
import {
  formatPath,
  type Diagnostic,
  type DiagnosticFix,
  type PathSegment,
  type Severity,
} from './diagnostic';
import type { LineIndex } from './line-index';
import { identityMap, type OffsetMap } from './offset-map';

export interface Finding {
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  readonly rule: number | null;
  readonly path: readonly PathSegment[];
  /** Span in the inner text. */
  readonly span: readonly [number, number];
  /** A fix in inner-text offsets. */
  readonly fix?: DiagnosticFix;
}

export class Reporter {
  readonly diagnostics: Diagnostic[] = [];

  constructor(private readonly lines: LineIndex) {}

  /** A reporter for text nested inside the edited text (a workflow's `rules: |` block). */
  scoped(toOuter: OffsetMap): ScopedReporter {
    return new ScopedReporter(this, toOuter);
  }

  addOuter(finding: Finding): void {
    const [from, to] = finding.span;
    const start = this.lines.position(from);
    const end = this.lines.position(Math.max(from, to));
    this.diagnostics.push({
      severity: finding.severity,
      code: finding.code,
      message: finding.message,
      rule: finding.rule,
      path: formatPath(finding.path),
      from,
      to: Math.max(from, to),
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
      ...(finding.fix ? { fix: finding.fix } : {}),
    });
  }
}

export class ScopedReporter {
  constructor(
    private readonly root: Reporter,
    readonly toOuter: OffsetMap = identityMap,
  ) {}

  /** A reporter for text nested inside this one (e.g. one rule at `offset`). */
  nested(toThis: OffsetMap): ScopedReporter {
    return new ScopedReporter(this.root, (offset) => this.toOuter(toThis(offset)));
  }

  add(finding: Finding): void {
    const from = this.toOuter(finding.span[0]);
    const to = finding.span[1] > finding.span[0] ? this.toOuter(finding.span[1]) : from;
    const fix = finding.fix
      ? {
          ...finding.fix,
          from: this.toOuter(finding.fix.from),
          to:
            finding.fix.to > finding.fix.from
              ? this.toOuter(finding.fix.to)
              : this.toOuter(finding.fix.from),
        }
      : undefined;
    this.root.addOuter({ ...finding, span: [from, Math.max(from, to)], ...(fix ? { fix } : {}) });
  }
}
