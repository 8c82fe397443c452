/**
 * Small readers over the `yaml` package's nodes: map entries, values and source spans. Aliases
 * (`*name`) read as the node they stand for and merge keys (`<<: *defaults`, `<<: [*a, *b]`) as
 * the entries they bring in, the way js-yaml (the action's parser) reads them; spans then point
 * at the anchored node, where the value is written.
 */
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  type Document,
  type Node,
  type Pair,
  type Alias,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

export type YamlNode = Node | null | undefined;

export interface Entry {
  readonly key: string;
  readonly keyNode: Node | null;
  /** The value, an alias read as the node it stands for. */
  readonly value: YamlNode;
  readonly pair: Pair;
  /** The entry comes from a merge key (`<<: *anchor`): its nodes are the anchor's. */
  readonly merged?: boolean;
}

/** What each alias of a parsed document stands for (filled in by parseYaml). */
const aliasTargets = new WeakMap<Alias, YamlNode>();

export function registerAlias(alias: Alias, target: YamlNode): void {
  aliasTargets.set(alias, target);
}

/** The node an alias stands for (followed through aliases of aliases); other nodes as they are. */
export function deref(node: YamlNode): YamlNode {
  let current = node;
  for (let hops = 0; isAlias(current) && hops < 100; hops++) current = aliasTargets.get(current);
  return isAlias(current) ? undefined : current;
}

/** A `<<` key that YAML 1.1 (and js-yaml) reads as a merge, not a quoted '<<'. */
export function isMergeKey(node: unknown): boolean {
  if (!isScalar(node)) return false;
  const value: unknown = node.value;
  return typeof value === 'symbol' && value.description === '<<';
}

/** The mappings a merge key's value brings in, in priority order. */
function mergeSources(value: YamlNode): YAMLMap[] {
  const node = deref(value);
  if (isMap(node)) return [node];
  if (!isSeq(node)) return [];
  return node.items.map((item) => deref(item as YamlNode)).filter((item) => isMap(item));
}

function ownEntry(pair: Pair): Entry {
  const keyNode = (pair.key ?? null) as Node | null;
  const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode ?? '');
  return { key, keyNode, value: deref(pair.value as YamlNode), pair };
}

function collectEntries(map: YAMLMap, visiting: Set<YAMLMap>): Entry[] {
  const own: Entry[] = [];
  const sources: YAMLMap[] = [];
  for (const pair of map.items) {
    if (isMergeKey(pair.key)) sources.push(...mergeSources(pair.value as YamlNode));
    else own.push(ownEntry(pair));
  }
  if (sources.length === 0) return own;
  visiting.add(map);
  // Keys written in the mapping win over merged ones; among merged mappings the first wins.
  const seen = new Set(own.map((e) => e.key));
  const all = [...own];
  for (const source of sources) {
    if (visiting.has(source)) continue;
    for (const e of collectEntries(source, visiting)) {
      if (seen.has(e.key)) continue;
      seen.add(e.key);
      all.push({ ...e, merged: true });
    }
  }
  visiting.delete(map);
  return all;
}

/** The entries of a mapping as YAML 1.1 merge reads them: its own keys, then merged ones. */
export function entries(map: YAMLMap): Entry[] {
  return collectEntries(map, new Set());
}

export function entry(map: YAMLMap, key: string): Entry | undefined {
  // A key written in the mapping wins over a merged one, so the first written match is it.
  for (const pair of map.items) {
    if (isMergeKey(pair.key)) return entries(map).find((e) => e.key === key);
    const found = ownEntry(pair);
    if (found.key === key) return found;
  }
  return undefined;
}

export function asMap(node: YamlNode): YAMLMap | undefined {
  const target = deref(node);
  return isMap(target) ? target : undefined;
}

export function asSeq(node: YamlNode): YAMLSeq | undefined {
  const target = deref(node);
  return isSeq(target) ? target : undefined;
}

export function asScalar(node: YamlNode): Scalar | undefined {
  const target = deref(node);
  return isScalar(target) ? target : undefined;
}

/** A collection whose reader already built its plain value (js-yaml's own result), read-only. */
export interface KnownPlainValue {
  readonly plainValue: unknown;
}

/** A collection's value as plain JS: the reader's when it kept one, else built by `yaml`. */
export function plainValue(node: Node, doc: Document): unknown {
  return 'plainValue' in node ? (node as KnownPlainValue).plainValue : node.toJS(doc);
}

/** The node's value as plain JS (undefined for a missing node), merges applied. */
export function jsValue(node: YamlNode, doc: Document): unknown {
  const target = deref(node);
  if (target === null || target === undefined) return undefined;
  if (isScalar(target)) return target.value;
  return plainValue(target, doc);
}

/** A scalar written as a bare number (not quoted): `project: 123`. */
export function isUnquotedNumber(node: YamlNode): node is Scalar {
  return isScalar(node) && typeof node.value === 'number';
}

/** A scalar the action's YAML reader makes a date: `title: 2024-01-01` (not quoted). */
export function isUnquotedDate(node: YamlNode): node is Scalar {
  return isScalar(node) && node.value instanceof Date;
}

/** A null value: `key:` with nothing after it, `~` or `null`. */
export function isNullNode(node: YamlNode): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === null);
}

/** [start, end) of a node in its document's text. */
export function spanOf(node: YamlNode): [number, number] {
  const range = node?.range;
  return range ? [range[0], range[1]] : [0, 0];
}

/** The span to underline for an entry: its value, or its key when the value is empty. */
export function entrySpan(e: Entry): [number, number] {
  const [from, to] = spanOf(e.value);
  if (e.value && to > from) return [from, to];
  return spanOf(e.keyNode);
}

/** The text a scalar was written as (keeps digits a number would lose). */
export function sourceText(node: Scalar, text: string): string {
  if (typeof node.source === 'string') return node.source;
  const [from, to] = spanOf(node);
  return text.slice(from, to);
}

export const DIGITS = /^\d+$/;

export function typeName(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  return 'a string';
}

/** The value under `key` when `node` is a mapping. */
export function child(node: YamlNode, key: string): YamlNode {
  const map = asMap(node);
  return map ? entry(map, key)?.value : undefined;
}
