/**
 * Builds what the author copies into the repository: the rules with every GID quoted and in the
 * target's names (the real action's unless the file is for the spec), and a workflow step (or a
 * whole workflow file) passing them, with block strings GitHub accepts. exportProblems says what
 * to ask before exporting a file that still has errors.
 */
import { Document, Scalar, YAMLSeq, isMap, isSeq, type YAMLMap } from 'yaml';

import type { Analysis } from './analyze';
import { LineIndex } from './line-index';
import { identityMap } from './offset-map';
import {
  applyEdits,
  mappingGidEdits,
  quoteMappingGids,
  ruleGidEdits,
  type Edit,
} from './quote-gids';
import { Reporter } from './reporter';
import { parseSource, parseYaml, type EmbeddedText } from './source';
import { resolveTarget, type RulesTarget } from './target';
import { targetNameEdits } from './target-names';
import { CREATE_TASK_EVENTS } from './vocabulary';

export const DEFAULT_ACTION = 'planningcenter/asana-github-sync@v1';

export interface ExportOptions {
  /** The action reference for `uses:`. */
  readonly uses?: string;
  /**
   * The action the rules are for when nothing else says: a step or workflow that uses the real
   * action is always exported in its names, a workflow text follows its `uses:` line. Default
   * the real action.
   */
  readonly target?: RulesTarget;
}

/** The target of an exported step: its `uses:` decides, then options.target. */
function stepTarget(options: ExportOptions): RulesTarget {
  return resolveTarget(`uses: ${options.uses ?? DEFAULT_ACTION}`, options.target);
}

/** The edits that quote every GID of a rules text and put it in the target's names. */
function rulesEdits(rulesText: string, target: RulesTarget): Edit[] {
  const doc = parseYaml(rulesText);
  return [...ruleGidEdits(rulesText), ...targetNameEdits(rulesText, target, doc)];
}

function block(text: string): Scalar {
  const scalar = new Scalar(text.endsWith('\n') ? text : `${text}\n`);
  scalar.type = 'BLOCK_LITERAL';
  return scalar;
}

function stepMap(rulesText: string, userMappingsText: string, options: ExportOptions): YAMLMap {
  const target = stepTarget(options);
  const doc = new Document();
  const step = doc.createNode({
    name: 'Sync pull requests and issues with tasks',
    uses: options.uses ?? DEFAULT_ACTION,
    with: {
      asana_token: '${{ secrets.ASANA_TOKEN }}',
      github_token: '${{ secrets.GITHUB_TOKEN }}',
    },
  }) as YAMLMap;
  const inputs = step.get('with') as YAMLMap;
  if (userMappingsText.trim() !== '')
    inputs.set('user_mappings', block(quoteMappingGids(userMappingsText)));
  inputs.set('rules', block(exportRules(rulesText, { target })));
  return step;
}

/** One step (as a list item) to paste under a job's `steps:`. */
export function exportWorkflowStep(
  rulesText: string,
  userMappingsText: string,
  options: ExportOptions = {},
): string {
  const doc = new Document(new YAMLSeq());
  (doc.contents as YAMLSeq).add(stepMap(rulesText, userMappingsText, options));
  return doc.toString({ lineWidth: 0 });
}

/** Events and activity types the rules listen to, for `on:`. */
function triggersOf(rulesText: string): Record<string, { types: string[] }> {
  const doc = parseYaml(rulesText);
  const value = doc.errors.length > 0 ? undefined : (doc.toJS() as unknown);
  const rules: unknown[] = Array.isArray(value)
    ? value
    : Array.isArray((value as { rules?: unknown } | undefined)?.rules)
      ? (value as { rules: unknown[] }).rules
      : [];
  const triggers: Record<string, Set<string>> = {};
  for (const rule of rules) {
    const when = (rule as { when?: { event?: unknown; action?: unknown } } | null)?.when;
    if (typeof when?.event !== 'string') continue;
    const types = (triggers[when.event] ??= new Set());
    const actions =
      typeof when.action === 'string'
        ? [when.action]
        : Array.isArray(when.action)
          ? when.action
          : [];
    for (const action of actions) if (typeof action === 'string') types.add(action);
  }
  if (Object.keys(triggers).length === 0) {
    for (const event of CREATE_TASK_EVENTS) triggers[event] = new Set(['opened']);
  }
  return Object.fromEntries(
    Object.entries(triggers).map(([event, types]) => [event, { types: [...types].sort() }]),
  );
}

/** A complete workflow file: triggers from the rules, the permissions the link-back needs. */
export function exportWorkflowFile(
  rulesText: string,
  userMappingsText: string,
  options: ExportOptions = {},
): string {
  const doc = new Document();
  const root = doc.createNode({
    name: 'Task sync',
    on: triggersOf(rulesText),
    permissions: { contents: 'read', 'pull-requests': 'write', issues: 'write' },
    jobs: { sync: { 'runs-on': 'ubuntu-latest', steps: [] } },
  }) as YAMLMap;
  const steps = ((root.get('jobs') as YAMLMap).get('sync') as YAMLMap).get('steps');
  if (isSeq(steps)) steps.add(stepMap(rulesText, userMappingsText, options));
  for (const item of (root.get('on') as YAMLMap).items) {
    const types = isMap(item.value) ? item.value.get('types') : undefined;
    if (isSeq(types)) types.flow = true;
  }
  doc.contents = root;
  return doc.toString({ lineWidth: 0 });
}

/** The rules file itself with every GID quoted, in the target's names (default the real action's). */
export function exportRules(rulesText: string, options: ExportOptions = {}): string {
  const target = options.target ?? resolveTarget(rulesText, undefined);
  return applyEdits(rulesText, rulesEdits(rulesText, target));
}

/** `|` block text for an input whose key is at `keyColumn`. */
function blockScalar(text: string, keyColumn: number): string {
  const indent = ' '.repeat(keyColumn + 2);
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const header = /^\s/.test(firstLine) ? '|2' : '|';
  const body = text
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => (line === '' ? '' : `${indent}${line}`))
    .join('\n');
  return `${header}\n${body}`;
}

/**
 * Edits of an input in outer offsets: edit in place when the input is a block scalar, else
 * (a quoted or plain one-line input) rewrite the whole input as a `|` block with the edits made.
 */
function outerEdits(inner: EmbeddedText, edits: readonly Edit[], outerText: string): Edit[] {
  if (edits.length === 0) return [];
  if (inner.verbatim) {
    return edits.flatMap((e) => {
      const edit = { from: inner.toOuter(e.from), to: inner.toOuter(e.to), insert: e.insert };
      const name = (e as { name?: string }).name;
      return name === undefined || outerText.slice(edit.from, edit.to) === name ? [edit] : [];
    });
  }
  if (!inner.span || inner.keyColumn === undefined || inner.span[1] <= inner.span[0]) return [];
  const [from, to] = inner.span;
  return [{ from, to, insert: blockScalar(applyEdits(inner.text, edits), inner.keyColumn) }];
}

/**
 * A workflow file as written, with every GID in the rules and user_mappings inputs of its steps
 * quoted and the rules in the target's names (the `uses:` line decides; then options.target).
 * Block inputs (`rules: |`) are edited in place; a quoted one-line input becomes a `|` block.
 */
export function exportWorkflowText(workflowText: string, options: ExportOptions = {}): string {
  const target = resolveTarget(workflowText, options.target);
  const source = parseSource(
    workflowText,
    new Reporter(new LineIndex(workflowText)).scoped(identityMap),
  );
  const edits = source.units.flatMap((unit) => [
    ...outerEdits(unit, rulesEdits(unit.text, target), workflowText),
    ...(unit.userMappings
      ? outerEdits(unit.userMappings, mappingGidEdits(unit.userMappings.text), workflowText)
      : []),
  ]);
  return applyEdits(workflowText, edits);
}

/** What to tell the author before exporting (the editor asks in the interface's words). */
export interface ExportProblems {
  /** Errors in the rules and the user mappings. */
  readonly errors: number;
  readonly warnings: number;
  /** Of those, the ones export itself fixes: unquoted numeric GIDs, names the target does not know. */
  readonly fixedByExport: number;
  /** The errors export fixes, and how: by quoting GIDs, by renaming to the action's names. */
  readonly fixedErrors: {
    readonly count: number;
    readonly quotes: boolean;
    readonly renames: boolean;
  };
  /** Errors the exported file still has: the editor asks before exporting when there are any. */
  readonly remainingErrors: number;
}

/** Whether exporting renames a finding's name to the target's (has_tracker_tasks → has_asana_tasks). */
const renamedByExport = (d: Analysis['diagnostics'][number]): boolean =>
  (d.code === 'spec-name' || d.code === 'action-name') && d.fix !== undefined;

/** Whether exporting fixes a finding: it quotes digit GIDs and renames to the target's names. */
function fixedByExport(d: Analysis['diagnostics'][number]): boolean {
  return renamedByExport(d) || (/^'\d+'$/.test(d.fix?.insert ?? '') && /unquoted/.test(d.code));
}

/** The counts the editor shows before exporting an analysed file. */
export function exportProblems(analysis: Analysis): ExportProblems {
  const all = [...analysis.diagnostics, ...analysis.userMappingsDiagnostics];
  const errors = all.filter((d) => d.severity === 'error');
  const warnings = all.filter((d) => d.severity === 'warning').length;
  const fixed = all.filter(fixedByExport);
  const fixedErrors = errors.filter(fixedByExport);
  return {
    errors: errors.length,
    warnings,
    fixedByExport: fixed.length,
    fixedErrors: {
      count: fixedErrors.length,
      quotes: fixedErrors.some((d) => !renamedByExport(d)),
      renames: fixedErrors.some(renamedByExport),
    },
    remainingErrors: errors.length - fixedErrors.length,
  };
}
