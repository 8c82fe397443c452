/**
 * What the rules engine reports: one finding with its severity, the rule it belongs to and
 * where it is in the source the author edits (a rules file or a whole workflow file).
 */
export type Severity = 'error' | 'warning' | 'info';

export type PathSegment = string | number;

export interface SourceRange {
  /** Offsets into the edited text, end exclusive. */
  readonly from: number;
  readonly to: number;
  /** 1-based line and column of `from`. */
  readonly line: number;
  readonly column: number;
  /** 1-based line and column of `to`. */
  readonly endLine: number;
  readonly endColumn: number;
}

export interface Diagnostic extends SourceRange {
  readonly severity: Severity;
  /** Stable identifier of the check, e.g. `unknown-key` or `gid-unquoted`. */
  readonly code: string;
  readonly message: string;
  /** Zero-based index of the rule, or null for file-level findings. */
  readonly rule: number | null;
  /** Where in the rules structure, e.g. `rules[0].then.create_task.project`. */
  readonly path: string;
  /** A replacement that fixes the finding, when there is an obvious one. */
  readonly fix?: DiagnosticFix;
}

export interface DiagnosticFix {
  readonly label: string;
  readonly from: number;
  readonly to: number;
  readonly insert: string;
}

/** A file is valid when nothing in it is an error; warnings never make it invalid. */
export function isValid(diagnostics: readonly Diagnostic[]): boolean {
  return !diagnostics.some((d) => d.severity === 'error');
}

const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `['rules', 0, 'when', 'event']` → `rules[0].when.event`. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (PLAIN_KEY.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Source order, then errors before warnings before infos. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      a.from - b.from ||
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      a.message.localeCompare(b.message),
  );
}

/**
 * Codes of the findings the action itself rejects (its validator, its YAML and user_mappings
 * parsing): with any of them it stops before running a single rule. Every other error is
 * stricter than the action, which would run and silently misbehave.
 */
const ACTION_REJECTS: ReadonlySet<string> = new Set([
  'yaml-syntax',
  'yaml-flow-bot',
  'structure',
  'rules-empty',
  'rule-empty',
  'rule-type',
  'when-missing',
  'when-type',
  'when-empty-list',
  'event-required',
  'then-missing',
  'then-type',
  'tracker-false-needs-create',
  'tracker-false-update',
  'create-needs-tracker-false',
  'no-action',
  'update-fields-type',
  'field-gid',
  'comment-empty',
  'required',
  'gid-type',
  'gid-unquoted',
  'gid-format',
  'title-type',
  'notes-both',
  'notes-type',
  'assignee-type',
  'initial-fields-type',
  'create-task-type',
  'user-mappings-type',
  'user-mappings-value',
  'workflow-dry-run',
]);

/** Whether the action itself would refuse the file (and run no rule) because of this finding. */
export function actionRejects(diagnostic: Pick<Diagnostic, 'code' | 'severity'>): boolean {
  return diagnostic.severity === 'error' && ACTION_REJECTS.has(diagnostic.code);
}
