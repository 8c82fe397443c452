/**
 * The engine's entry point: parse what the author edits (rules file or workflow), validate the
 * rules and the user mappings, and hand back diagnostics plus the rules as plain values for
 * matching and preview.
 */
import { isValid, sortDiagnostics, type Diagnostic } from './diagnostic';
import { LineIndex } from './line-index';
import { composeMaps, identityMap } from './offset-map';
import { Reporter } from './reporter';
import { fileSpelling, type RuleFacts, type Spelling } from './rule-check';
import { parseSource } from './source';
import { resolveTarget, type RulesTarget } from './target';
import { checkUserMappings } from './user-mappings';
import { ruleFacts, validateRulesDocument } from './validate-rules';

export interface RuleEntry {
  readonly index: number;
  /** The rule as plain values ({ when, then }). */
  readonly value: unknown;
  /** Span in the edited text. */
  readonly from: number;
  readonly to: number;
  readonly facts: RuleFacts;
  /** Whether any error diagnostic belongs to this rule. */
  readonly hasErrors: boolean;
}

export interface Analysis {
  readonly kind: 'rules' | 'workflow';
  /** Findings in the edited text, in source order. */
  readonly diagnostics: readonly Diagnostic[];
  /** Findings in the separately given user_mappings text, in its own coordinates. */
  readonly userMappingsDiagnostics: readonly Diagnostic[];
  /** No errors anywhere (warnings allowed). */
  readonly valid: boolean;
  /** Rules of the (first) rules document. */
  readonly rules: readonly RuleEntry[];
  readonly userMappings: Readonly<Record<string, string>>;
  /** Whether the action would accept the user mappings (otherwise it stops before any rule). */
  readonly userMappingsAccepted: boolean;
  /** The names used in messages: the target's (has_asana_tasks, map_github_to_asana for `action`). */
  readonly spelling: Spelling;
  /**
   * The action the file was checked for: a workflow's `uses:` line, else options.target, else
   * the real action. Names the target does not know are warned about (`spec-name`, `action-name`).
   */
  readonly target: RulesTarget;
  /** The workflow step sets dry_run: true, so the action creates and changes nothing. */
  readonly dryRun: boolean;
}

export interface AnalyzeOptions {
  /** user_mappings given apart from the rules (the editor's pane, --user-mappings). */
  readonly userMappings?: string;
  /** The action the file is for when its text does not say (target.ts); default the real one. */
  readonly target?: RulesTarget;
}

export function analyzeRules(text: string, options: AnalyzeOptions = {}): Analysis {
  const reporter = new Reporter(new LineIndex(text));
  const outer = reporter.scoped(identityMap);
  const source = parseSource(text, outer);
  const target = resolveTarget(text, options.target);
  const spelling = fileSpelling(text, target);

  let rules: RuleEntry[] = [];
  let mappingsOutcome: ReturnType<typeof checkUserMappings> | undefined;
  source.units.forEach((unit, unitIndex) => {
    const scoped = reporter.scoped(unit.toOuter);
    const before = reporter.diagnostics.length;
    const result = validateRulesDocument({
      parse: unit.parse,
      text: unit.text,
      report: scoped,
      spelling,
      target,
      ...(unit.triggers ? { triggers: unit.triggers } : {}),
    });
    if (unit.userMappings && options.userMappings === undefined) {
      const outcome = checkUserMappings(
        unit.userMappings.text,
        reporter.scoped(composeMaps(identityMap, unit.userMappings.toOuter)),
      );
      mappingsOutcome ??= outcome;
    }
    if (unitIndex > 0 || !result.rules) return;
    const added = reporter.diagnostics.slice(before);
    rules = result.rules.map((value, index) => {
      const [from, to] = result.spans[index] ?? [0, 0];
      return {
        index,
        value,
        from: unit.toOuter(from),
        to: unit.toOuter(to),
        facts: ruleFacts(value, spelling),
        hasErrors: added.some((d) => d.rule === index && d.severity === 'error'),
      };
    });
  });

  let userMappingsDiagnostics: Diagnostic[] = [];
  if (options.userMappings !== undefined) {
    const separate = new Reporter(new LineIndex(options.userMappings));
    mappingsOutcome = checkUserMappings(options.userMappings, separate.scoped(identityMap));
    userMappingsDiagnostics = sortDiagnostics(separate.diagnostics);
  }

  const diagnostics = sortDiagnostics(reporter.diagnostics);
  return {
    kind: source.kind,
    diagnostics,
    userMappingsDiagnostics,
    valid: isValid(diagnostics) && isValid(userMappingsDiagnostics),
    rules,
    userMappings: mappingsOutcome?.mappings ?? {},
    userMappingsAccepted: mappingsOutcome?.accepted ?? true,
    spelling,
    target,
    dryRun: source.units[0]?.dryRun === true,
  };
}
