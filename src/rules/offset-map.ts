/**
 * Maps offsets inside a YAML scalar's value back to the source it came from, so that a finding
 * inside a template (or inside a `rules: |` block of a workflow file) points at the right place.
 */
import type { Scalar } from 'yaml';

/** Offset in some inner text → offset in the text around it. */
export type OffsetMap = (inner: number) => number;

export const identityMap: OffsetMap = (offset) => offset;

export function composeMaps(outer: OffsetMap, inner: OffsetMap): OffsetMap {
  return (offset) => outer(inner(offset));
}

/** How far a node's source text reaches: [start, end). */
export function nodeSpan(node: { range?: [number, number, number] | null }): [number, number] {
  const range = node.range;
  return range ? [range[0], range[1]] : [0, 0];
}

function escapeLength(source: string, at: number): number {
  const next = source[at + 1];
  if (next === 'x') return 4;
  if (next === 'u') return 6;
  if (next === 'U') return 10;
  return 2;
}

/** Walks value and source together; exact for single-line scalars, close for folded ones. */
function greedyMap(
  source: string,
  start: number,
  end: number,
  value: string,
  quote: 'single' | 'double' | null,
): OffsetMap {
  const map = new Int32Array(value.length + 1);
  let p = start;
  for (let i = 0; i < value.length; i++) {
    if (quote === 'double' && source[p] === '\\') {
      map[i] = p;
      p += escapeLength(source, p);
      continue;
    }
    const c = value[i];
    let q = p;
    while (q < end && source[q] !== c) q++;
    if (q < end) {
      map[i] = q;
      p = q + 1;
      if (quote === 'single' && c === "'" && source[p] === "'") p++;
    } else {
      map[i] = p;
    }
  }
  map[value.length] = Math.min(p, end);
  return (offset) => map[Math.max(0, Math.min(offset, value.length))] ?? start;
}

/** Literal block (`|`): value line k is source line k after the header, shifted by the indent. */
function literalBlockMap(source: string, start: number, end: number, value: string): OffsetMap {
  const headerEnd = source.indexOf('\n', start);
  if (headerEnd < 0 || headerEnd >= end) return () => start;
  const sourceLines: number[] = [];
  for (let at = headerEnd + 1; at < end;) {
    sourceLines.push(at);
    const nl = source.indexOf('\n', at);
    if (nl < 0 || nl >= end) break;
    at = nl + 1;
  }
  let indent = 0;
  for (const lineStart of sourceLines) {
    let i = lineStart;
    while (i < end && source[i] === ' ') i++;
    if (i < end && source[i] !== '\n' && source[i] !== '\r') {
      indent = i - lineStart;
      break;
    }
  }
  const valueLines: number[] = [0];
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) === 10) valueLines.push(i + 1);
  return (offset) => {
    let line = 0;
    let high = valueLines.length - 1;
    while (line < high) {
      const mid = (line + high + 1) >> 1;
      if ((valueLines[mid] ?? Infinity) <= offset) line = mid;
      else high = mid - 1;
    }
    const lineStart = sourceLines[line];
    if (lineStart === undefined) return end;
    const nl = source.indexOf('\n', lineStart);
    const lineEnd = nl < 0 || nl > end ? end : nl;
    return Math.min(lineStart + indent + (offset - (valueLines[line] ?? 0)), lineEnd);
  };
}

/** Value offset → source offset for a scalar node of `source`. */
export function scalarOffsetMap(source: string, node: Scalar): OffsetMap {
  const [start, end] = nodeSpan(node);
  const value = typeof node.value === 'string' ? node.value : String(node.value);
  switch (node.type) {
    case 'QUOTE_SINGLE':
      return greedyMap(source, start + 1, end - 1, value, 'single');
    case 'QUOTE_DOUBLE':
      return greedyMap(source, start + 1, end - 1, value, 'double');
    case 'BLOCK_LITERAL':
      return literalBlockMap(source, start, end, value);
    case 'BLOCK_FOLDED': {
      const headerEnd = source.indexOf('\n', start);
      return greedyMap(source, headerEnd < 0 ? start : headerEnd + 1, end, value, null);
    }
    default:
      return greedyMap(source, start, end, value, null);
  }
}
