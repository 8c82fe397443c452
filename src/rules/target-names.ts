/**
 * Puts a rules file (or the rules inputs of a workflow) in a target's names: has_tracker_tasks ↔
 * has_asana_tasks as a `when` key (also in a mapping merged into `when`), map_host_to_tracker ↔
 * map_github_to_asana as a helper called in a template. Only real occurrences: not the same
 * words in plain text, string arguments, comments or other keys.
 */
import { isMap, isScalar, isSeq, type Document, type Node, type YAMLMap } from 'yaml';

import { LineIndex } from './line-index';
import { identityMap, scalarOffsetMap } from './offset-map';
import { applyEdits, type Edit } from './quote-gids';
import { Reporter } from './reporter';
import { parseSource, parseYaml } from './source';
import { TARGET_NAMES, otherTarget, type RulesTarget } from './target';
import {
  callName,
  isSimpleId,
  type BlockStatement,
  type Call,
  type Expression,
  type Program,
  type Statement,
} from './template-ast';
import { offsetOf, parseTemplate } from './template-parse';
import { asMap, asSeq, child, deref, isMergeKey, type YamlNode } from './yaml-nodes';

/** An edit that renames one occurrence, with the name it replaces. */
export interface NameEdit extends Edit {
  readonly name: string;
  readonly kind: 'key' | 'helper';
}

function rulesOf(doc: Document.Parsed): YamlNode[] {
  const root = deref(doc.contents as YamlNode);
  const list = isSeq(root) ? root : asSeq(child(root, 'rules'));
  return list ? (list.items as YamlNode[]) : [];
}

function keyEdits(
  map: YAMLMap,
  target: RulesTarget,
  edits: NameEdit[],
  visited: Set<YAMLMap>,
): void {
  if (visited.has(map)) return;
  visited.add(map);
  const foreign = TARGET_NAMES[otherTarget(target)].trackerTasks;
  const own = TARGET_NAMES[target].trackerTasks;
  // Renaming next to the target's own key would write a duplicate key: leave that to the author.
  if (map.items.some((pair) => isScalar(pair.key) && pair.key.value === own)) return;
  for (const pair of map.items) {
    const key = pair.key as Node | null;
    if (isMergeKey(key)) {
      const value = deref(pair.value as YamlNode);
      const sources = isSeq(value) ? value.items.map((i) => deref(i as YamlNode)) : [value];
      for (const source of sources) if (isMap(source)) keyEdits(source, target, edits, visited);
      continue;
    }
    if (isScalar(key) && key.value === foreign && key.range) {
      edits.push({
        from: key.range[0],
        to: key.range[1],
        insert: own,
        name: foreign,
        kind: 'key',
      });
    }
  }
}

function callsIn(program: Program | undefined, out: Call[]): void {
  for (const statement of program?.body ?? []) statementCalls(statement, out);
}

function expressionCalls(expression: Expression, out: Call[]): void {
  if (expression.type !== 'SubExpression') return;
  out.push(expression);
  argumentCalls(expression, out);
}

function argumentCalls(call: Call, out: Call[]): void {
  for (const param of call.params) expressionCalls(param, out);
  for (const pair of call.hash?.pairs ?? []) expressionCalls(pair.value, out);
}

function statementCalls(statement: Statement, out: Call[]): void {
  if (statement.type === 'MustacheStatement' || statement.type === 'BlockStatement') {
    out.push(statement);
    argumentCalls(statement, out);
    if (statement.type === 'BlockStatement') {
      callsIn((statement as BlockStatement).program, out);
      callsIn((statement as BlockStatement).inverse, out);
    }
  }
}

function helperEdits(
  node: YamlNode,
  text: string,
  target: RulesTarget,
  edits: NameEdit[],
  visited: Set<Node>,
): void {
  const value = deref(node);
  if (!value || visited.has(value)) return;
  visited.add(value);
  if (isMap(value)) {
    for (const pair of value.items)
      helperEdits(pair.value as YamlNode, text, target, edits, visited);
    return;
  }
  if (isSeq(value)) {
    for (const item of value.items) helperEdits(item as YamlNode, text, target, edits, visited);
    return;
  }
  if (!isScalar(value) || typeof value.value !== 'string' || !value.value.includes('{{')) return;
  const template = value.value;
  const parsed = parseTemplate(template);
  if (!parsed.ok) return;
  const foreign = TARGET_NAMES[otherTarget(target)].mapHelper;
  const calls: Call[] = [];
  callsIn(parsed.program, calls);
  const map = scalarOffsetMap(text, value);
  for (const call of calls) {
    const path = callName(call);
    if (call.path.type !== 'PathExpression' || !isSimpleId(path) || path.original !== foreign)
      continue;
    const from = map(offsetOf(template, path.loc.start.line, path.loc.start.column));
    const to = map(offsetOf(template, path.loc.end.line, path.loc.end.column));
    if (text.slice(from, to) !== foreign) continue;
    edits.push({
      from,
      to,
      insert: TARGET_NAMES[target].mapHelper,
      name: foreign,
      kind: 'helper',
    });
  }
}

/**
 * The edits that put one rules document in the target's names (offsets into `text`), or none
 * when it does not parse. Each occurrence once, even when an anchor is used twice.
 */
export function targetNameEdits(
  text: string,
  target: RulesTarget,
  doc: Document.Parsed = parseYaml(text),
): NameEdit[] {
  if (doc.errors.length > 0) return [];
  const edits: NameEdit[] = [];
  const maps = new Set<YAMLMap>();
  const nodes = new Set<Node>();
  for (const rule of rulesOf(doc)) {
    const when = asMap(child(rule, 'when'));
    if (when) keyEdits(when, target, edits, maps);
    helperEdits(child(rule, 'then'), text, target, edits, nodes);
  }
  const seen = new Set<number>();
  return edits
    .filter((e) => (seen.has(e.from) ? false : (seen.add(e.from), true)))
    .sort((a, b) => a.from - b.from);
}

/**
 * The edits that put a rules file, or every rules input of a workflow file, in the target's
 * names, in offsets of `text`.
 */
export function renameEdits(text: string, target: RulesTarget): NameEdit[] {
  const source = parseSource(text, new Reporter(new LineIndex(text)).scoped(identityMap));
  return source.units.flatMap((unit) =>
    targetNameEdits(unit.text, target, unit.parse()).flatMap((edit) => {
      const from = unit.toOuter(edit.from);
      const to = unit.toOuter(edit.to);
      // Only where the inner text is written as is in the outer one.
      return text.slice(from, to) === edit.name ? [{ ...edit, from, to }] : [];
    }),
  );
}

/** A rules file or workflow file in the target's names (what Export writes). */
export function renameToTarget(text: string, target: RulesTarget): string {
  return applyEdits(text, renameEdits(text, target));
}
