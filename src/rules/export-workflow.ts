/**
 * Builds what the author copies into the repository: the rules with every GID quoted, and a
 * workflow step (or a whole workflow file) passing them, with block strings GitHub accepts.
 */
import { Document, Scalar, YAMLSeq, isMap, isSeq, type YAMLMap } from 'yaml';

import { LineIndex } from './line-index';
import { identityMap, type OffsetMap } from './offset-map';
import {
  applyEdits,
  mappingGidEdits,
  quoteMappingGids,
  quoteRuleGids,
  ruleGidEdits,
  type Edit,
} from './quote-gids';
import { Reporter } from './reporter';
import { parseSource, parseYaml, type EmbeddedText } from './source';
import { CREATE_TASK_EVENTS } from './vocabulary';

export const DEFAULT_ACTION = 'planningcenter/asana-github-sync@v1';

export interface ExportOptions {
  /** The action reference for `uses:`. */
  readonly uses?: string;
}

function block(text: string): Scalar {
  const scalar = new Scalar(text.endsWith('\n') ? text : `${text}\n`);
  scalar.type = 'BLOCK_LITERAL';
  return scalar;
}

function stepMap(rulesText: string, userMappingsText: string, options: ExportOptions): YAMLMap {
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
  inputs.set('rules', block(quoteRuleGids(rulesText)));
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

/** The rules file itself with GIDs quoted. */
export function exportRules(rulesText: string): string {
  return quoteRuleGids(rulesText);
}

function outerEdits(inner: EmbeddedText, edits: readonly Edit[]): Edit[] {
  if (!inner.verbatim) return [];
  const map: OffsetMap = inner.toOuter;
  return edits.map((e) => ({ from: map(e.from), to: map(e.to), insert: e.insert }));
}

/**
 * A workflow file as written, with the GIDs in the rules and user_mappings inputs of its steps
 * quoted (inputs written as block scalars, `rules: |`; others are left as they are).
 */
export function exportWorkflowText(workflowText: string): string {
  const source = parseSource(
    workflowText,
    new Reporter(new LineIndex(workflowText)).scoped(identityMap),
  );
  const edits = source.units.flatMap((unit) => [
    ...outerEdits(unit, ruleGidEdits(unit.text)),
    ...(unit.userMappings
      ? outerEdits(unit.userMappings, mappingGidEdits(unit.userMappings.text))
      : []),
  ]);
  return applyEdits(workflowText, edits);
}
