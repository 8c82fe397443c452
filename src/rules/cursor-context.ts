/**
 * Where the cursor is in a (possibly half-typed) rules text, worked out from indentation so it
 * works while the YAML does not parse: the enclosing keys, whether a key or a value is being
 * typed, and whether the cursor is inside a {{ … }} template.
 */

export type CursorContext =
  | {
      readonly kind: 'key';
      readonly parents: readonly string[];
      readonly from: number;
      readonly prefix: string;
    }
  | {
      readonly kind: 'value';
      readonly key: string;
      readonly parents: readonly string[];
      readonly from: number;
      readonly prefix: string;
      /** The rule's `event:` value, if it is written. */
      readonly event?: string;
    }
  | {
      readonly kind: 'template';
      readonly from: number;
      readonly prefix: string;
      readonly parents: readonly string[];
    }
  | { readonly kind: 'none' };

const KEY_LINE = /^(\s*)(?:-\s+)?(['"]?)([\w[\]-]+)\2\s*:(.*)$/;

function indentOf(line: string): number {
  const dash = /^(\s*)-\s+/.exec(line);
  if (dash) return (dash[1] ?? '').length + 2;
  return /^\s*/.exec(line)?.[0].length ?? 0;
}

/** Keys of the mappings that enclose a line, innermost last. */
function parentKeys(lines: readonly string[], lineIndex: number, indent: number): string[] {
  const parents: string[] = [];
  let limit = indent;
  for (let i = lineIndex - 1; i >= 0 && limit > 0; i--) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const raw = /^\s*/.exec(line)?.[0].length ?? 0;
    const keyIndent = indentOf(line);
    const match = KEY_LINE.exec(line);
    if (match && keyIndent < limit) {
      parents.unshift(match[3] ?? '');
      limit = keyIndent;
    }
    // A list item: what encloses it is less indented than its dash.
    if (/^\s*-(\s|$)/.test(line) && raw < limit) limit = raw;
  }
  return parents;
}

/** The `event:` written in the rule around line `lineIndex` (searching upwards). */
export function siblingEvent(lines: readonly string[], lineIndex: number): string | undefined {
  for (let i = lineIndex; i >= 0 && i > lineIndex - 40; i--) {
    const match = /^\s*(?:-\s+)?event\s*:\s*['"]?([\w-]+)/.exec(lines[i] ?? '');
    if (match) return match[1];
    if (/^\s*-\s+when\s*:/.test(lines[i] ?? '')) break;
  }
  return undefined;
}

export function cursorContext(text: string, offset: number): CursorContext {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  const lines = text.slice(0, lineStart).split('\n');
  lines.pop();
  const lineIndex = lines.length;

  const open = before.lastIndexOf('{{');
  if (open >= 0 && before.indexOf('}}', open) < 0) {
    const inner = before.slice(open + 2);
    const word = /[#/]?[\w.@]*$/.exec(inner)?.[0] ?? '';
    const prefix = word.replace(/^[#/]/, '');
    return {
      kind: 'template',
      from: offset - prefix.length,
      prefix,
      parents: parentKeys(lines, lineIndex, indentOf(before)),
    };
  }

  const keyTyping = /^(\s*)(-\s+)?([\w-]*)$/.exec(before);
  if (keyTyping) {
    const indent = (keyTyping[1] ?? '').length + (keyTyping[2] ? keyTyping[2].length : 0);
    const prefix = keyTyping[3] ?? '';
    return {
      kind: 'key',
      parents: parentKeys(lines, lineIndex, indent),
      from: offset - prefix.length,
      prefix,
    };
  }

  const valueTyping =
    /^(\s*)(?:-\s+)?([\w-]+)\s*:\s*(?:\[\s*(?:[\w'"-]+\s*,\s*)*)?['"]?([\w-]*)$/.exec(before);
  if (valueTyping) {
    const indent = indentOf(before);
    const prefix = valueTyping[3] ?? '';
    const event = siblingEvent([...lines, before], lineIndex);
    return {
      kind: 'value',
      key: valueTyping[2] ?? '',
      parents: parentKeys(lines, lineIndex, indent),
      from: offset - prefix.length,
      prefix,
      ...(event ? { event } : {}),
    };
  }
  const listValue = /^(\s*)-\s+['"]?([\w-]*)$/.exec(before);
  if (listValue) {
    const prefix = listValue[2] ?? '';
    const parents = parentKeys(lines, lineIndex, indentOf(before));
    const key = parents[parents.length - 1] ?? '';
    return {
      kind: 'value',
      key,
      parents: parents.slice(0, -1),
      from: offset - prefix.length,
      prefix,
    };
  }
  return { kind: 'none' };
}
