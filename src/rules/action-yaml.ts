/**
 * Reads plain YAML with js-yaml, the parser the action itself runs (pinned to its version), and
 * builds the `yaml` package's nodes, with source ranges, from js-yaml's open/close events. The
 * `yaml` package stays the reader for everything else (anchors, aliases, merge keys, tags,
 * several documents, syntax errors): it keeps what those need and words errors better, but
 * costs several times as much per byte, which a 500-rule file feels on every open.
 */
import { DEFAULT_SCHEMA, load, type State } from 'js-yaml';
import { Document, Pair, Scalar, YAMLMap, YAMLSeq, type Node } from 'yaml';

import type { KnownPlainValue } from './yaml-nodes';

/**
 * Text this reader leaves to the `yaml` package: anchors, aliases and tags (`&a`, `*a`, `!t`
 * after a space or an opening bracket), merge keys, directives and document markers.
 */
const NOT_PLAIN = /(^|[\s,[{:-])[&*!][^\s*]|<<\s*:|^%|^(---|\.\.\.)(\s|$)/m;

interface Frame {
  readonly open: number;
  readonly children: Node[];
}

/** The events did not describe the value js-yaml returned: leave the text to the `yaml` package. */
class Unreadable extends Error {}

const SCALAR_TYPES: Readonly<Record<string, Scalar.Type>> = {
  "'": 'QUOTE_SINGLE',
  '"': 'QUOTE_DOUBLE',
  '|': 'BLOCK_LITERAL',
  '>': 'BLOCK_FOLDED',
};

/** Skips separation space and comments from an open event's position to the node's first character. */
function contentStart(text: string, from: number, to: number): number {
  let at = from;
  while (at < to) {
    const c = text.charCodeAt(at);
    if (isSpace(c)) at++;
    else if (c === 0x23 /* # */) {
      const nl = text.indexOf('\n', at);
      at = nl < 0 ? to : nl + 1;
    } else break;
  }
  return at;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * The end of a plain scalar: js-yaml's position can be past the space (and line breaks) after
 * it, never past a comment, since a comment ends a plain scalar.
 */
function plainEnd(text: string, start: number, close: number): number {
  let end = close;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return end;
}

/**
 * A block scalar ends after its last written line's break; blank lines after it are not its.
 * An empty one, or one that keeps its trailing blank lines (`|+`), is left to the `yaml` package.
 */
function blockScalarEnd(text: string, start: number, close: number, value: unknown): number {
  if (value === '' || /^.[1-9]?\+/.test(text.slice(start, start + 3))) throw new Unreadable();
  let end = close;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  const nl = text.indexOf('\n', end);
  return nl < 0 || nl >= close ? close : nl + 1;
}

function scalarNode(text: string, start: number, close: number, value: unknown): Scalar {
  const type = SCALAR_TYPES[text[start] ?? ''] ?? 'PLAIN';
  const end =
    type === 'PLAIN'
      ? plainEnd(text, start, close)
      : type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED'
        ? blockScalarEnd(text, start, close, value)
        : close;
  const scalar = new Scalar(value);
  scalar.type = type;
  scalar.range = [start, end, end];
  scalar.source = typeof value === 'string' ? value : text.slice(start, end);
  return scalar;
}

function emptyNode(at: number): Scalar {
  const scalar = new Scalar(null);
  scalar.type = 'PLAIN';
  scalar.range = [at, at, at];
  scalar.source = '';
  return scalar;
}

function collectionRange(
  text: string,
  start: number,
  close: number,
  children: readonly (Node | null)[],
): [number, number, number] {
  if (text[start] === '[' || text[start] === '{') return [start, close, close];
  // A block collection ends after the line break (and comment) that ends its last value, as in `yaml`.
  let end = children.at(-1)?.range?.[1] ?? start;
  if (text[end - 1] !== '\n') {
    const nl = text.indexOf('\n', end);
    const rest = text.slice(end, nl < 0 ? text.length : nl);
    if (nl >= 0 && /^\s*(#.*)?$/.test(rest)) end = nl + 1;
  }
  return [start, end, end];
}

class ReadMap extends YAMLMap implements KnownPlainValue {
  constructor(readonly plainValue: unknown) {
    super();
  }
}

class ReadSeq extends YAMLSeq implements KnownPlainValue {
  constructor(readonly plainValue: unknown) {
    super();
  }
}

function mappingNode(text: string, frame: Frame, start: number, close: number, value: unknown) {
  const { children } = frame;
  if (children.length % 2 !== 0 || children.length / 2 !== Object.keys(value ?? {}).length)
    throw new Unreadable();
  const map = new ReadMap(value);
  for (let i = 0; i < children.length; i += 2)
    map.items.push(new Pair(children[i], children[i + 1]));
  map.range = collectionRange(text, start, close, children);
  map.flow = text[start] === '{';
  return map;
}

function sequenceNode(text: string, frame: Frame, start: number, close: number, value: unknown) {
  const { children } = frame;
  if (!Array.isArray(value) || children.length !== value.length) throw new Unreadable();
  const seq = new ReadSeq(value);
  seq.items.push(...children);
  seq.range = collectionRange(text, start, close, children);
  seq.flow = text[start] === '[';
  return seq;
}

function buildNode(text: string, frame: Frame, state: State): Node {
  // A compact sequence item (`- {}`, `- [a]`) is first read as a would-be mapping key, then
  // kept as the item: the one child is the node itself.
  const only = frame.children.length === 1 ? frame.children[0] : undefined;
  if (only && 'plainValue' in only && only.plainValue === state.result) return only;
  const close = state.position;
  const start = contentStart(text, frame.open, close);
  switch (state.kind) {
    case 'mapping':
      return mappingNode(text, frame, start, close, state.result);
    case 'sequence':
      return sequenceNode(text, frame, start, close, state.result);
    case 'scalar':
      return scalarNode(text, start, close, state.result);
    default:
      if (state.result !== null && state.result !== undefined) throw new Unreadable();
      return emptyNode(frame.open);
  }
}

/**
 * The document js-yaml reads from `text`, as `yaml` nodes, or undefined when the text is not
 * plain (see NOT_PLAIN) or js-yaml refuses it: the caller then parses it with the `yaml` package.
 */
export function readPlainYaml(text: string): Document.Parsed | undefined {
  if (NOT_PLAIN.test(text)) return undefined;
  const stack: Frame[] = [];
  let root: Node | null = null;
  try {
    load(text, {
      // The action's own call, yaml.load(text): YAML 1.2's core types plus timestamps.
      schema: DEFAULT_SCHEMA,
      listener(event, state) {
        if (event === 'open') {
          stack.push({ open: state.position, children: [] });
          return;
        }
        const frame = stack.pop();
        if (!frame) throw new Unreadable();
        const node = buildNode(text, frame, state);
        const parent = stack.at(-1);
        if (parent) parent.children.push(node);
        else root = node;
      },
    });
  } catch {
    return undefined;
  }
  const doc = new Document() as Document.Parsed;
  doc.contents = root;
  doc.range = [0, text.length, text.length];
  return doc;
}
