/**
 * Rewrites rules (or user mappings) so that every GID is a quoted string, keeping each number
 * exactly as written (YAML would drop a leading zero or round a long one), comments and layout.
 * A GID that comes from an anchor (`<<: *defaults`, `workspace: *ws`) is quoted where the
 * anchor is written, once.
 */
import { isMap, isScalar, isSeq, type Node, type Scalar } from 'yaml';

import { parseYaml } from './source';
import { child, deref, entries, sourceText, type YamlNode } from './yaml-nodes';

export interface Edit {
  readonly from: number;
  readonly to: number;
  readonly insert: string;
}

function quoteIfNumber(written: YamlNode, text: string, edits: Edit[]): void {
  const node = deref(written);
  if (!isScalar(node) || typeof node.value !== 'number' || !node.range) return;
  if (node.type !== 'PLAIN') return;
  const digits = sourceText(node as Scalar, text);
  if (!/^\d+$/.test(digits)) return;
  if (edits.some((e) => e.from === node.range?.[0])) return;
  edits.push({ from: node.range[0], to: node.range[1], insert: `'${digits}'` });
}

function quoteMapKeysAndValues(written: YamlNode, text: string, edits: Edit[]): void {
  const node = deref(written);
  if (!isMap(node)) return;
  for (const e of entries(node)) {
    quoteIfNumber(e.keyNode, text, edits);
    quoteIfNumber(e.value, text, edits);
  }
}

export function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.from - a.from)) {
    out = out.slice(0, edit.from) + edit.insert + out.slice(edit.to);
  }
  return out;
}

/** The edits that quote project, workspace, section, assignee and field GIDs. */
export function ruleGidEdits(text: string): Edit[] {
  const doc = parseYaml(text);
  if (doc.errors.length > 0) return [];
  const root = doc.contents as YamlNode;
  const list = deref(isSeq(root) ? root : child(root, 'rules'));
  if (!isSeq(list)) return [];
  const edits: Edit[] = [];
  for (const rule of list.items as Node[]) {
    const then = child(rule, 'then');
    const task = child(then, 'create_task');
    for (const key of ['project', 'workspace', 'section', 'assignee']) {
      quoteIfNumber(child(task, key), text, edits);
    }
    quoteMapKeysAndValues(child(task, 'initial_fields'), text, edits);
    quoteMapKeysAndValues(child(then, 'update_fields'), text, edits);
  }
  return edits;
}

/** The edits that quote every numeric user GID of a user_mappings text. */
export function mappingGidEdits(text: string): Edit[] {
  const doc = parseYaml(text);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return [];
  const edits: Edit[] = [];
  for (const e of entries(doc.contents)) quoteIfNumber(e.value, text, edits);
  return edits;
}

/** Quotes project, workspace, section, assignee, initial_fields and update_fields GIDs. */
export function quoteRuleGids(text: string): string {
  return applyEdits(text, ruleGidEdits(text));
}

/** Quotes every numeric user GID of a user_mappings text. */
export function quoteMappingGids(text: string): string {
  return applyEdits(text, mappingGidEdits(text));
}
