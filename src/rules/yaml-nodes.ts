/** Small readers over the `yaml` package's nodes: map entries, values and source spans. */
import {
  isMap,
  isScalar,
  isSeq,
  type Document,
  type Node,
  type Pair,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

export type YamlNode = Node | null | undefined;

export interface Entry {
  readonly key: string;
  readonly keyNode: Node | null;
  readonly value: YamlNode;
  readonly pair: Pair;
}

export function entries(map: YAMLMap): Entry[] {
  return map.items.map((pair) => {
    const keyNode = (pair.key ?? null) as Node | null;
    const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode ?? '');
    return { key, keyNode, value: pair.value as YamlNode, pair };
  });
}

export function entry(map: YAMLMap, key: string): Entry | undefined {
  return entries(map).find((e) => e.key === key);
}

export function asMap(node: YamlNode): YAMLMap | undefined {
  return isMap(node) ? node : undefined;
}

export function asSeq(node: YamlNode): YAMLSeq | undefined {
  return isSeq(node) ? node : undefined;
}

export function asScalar(node: YamlNode): Scalar | undefined {
  return isScalar(node) ? node : undefined;
}

/** The node's value as plain JS (undefined for a missing node). */
export function jsValue(node: YamlNode, doc: Document): unknown {
  if (node === null || node === undefined) return undefined;
  if (isScalar(node)) return node.value;
  return node.toJS(doc);
}

/** A scalar written as a bare number (not quoted): `project: 123`. */
export function isUnquotedNumber(node: YamlNode): node is Scalar {
  return isScalar(node) && typeof node.value === 'number';
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
