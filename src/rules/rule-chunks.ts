/**
 * Splits a plain rules file into its rules (one YAML document each) so that each rule's parse
 * can be cached: while typing, only the rule being edited is parsed again. Used only when the
 * split cannot change the meaning: a block list of rules, no anchors or aliases, no document
 * markers, no tabs in indentation; anything else is parsed whole.
 */
import type { Document } from 'yaml';

import { parseYaml } from './source';

export interface RuleChunk {
  /** Offset of the chunk in the rules text. */
  readonly start: number;
  readonly text: string;
}

export interface RuleChunks {
  /** The text with the rule list replaced by `[]`, for the file-level checks. */
  readonly skeleton: string;
  /** Skeleton offset → rules-text offset. */
  readonly skeletonToText: (offset: number) => number;
  readonly chunks: readonly RuleChunk[];
}

const UNSAFE = /(^|[\s,[{:-])[&*!][^\s*]|^(---|\.\.\.)(\s|$)|^\t|^ *\t|%YAML|<<\s*:/m;

function lineIndent(line: string): number {
  return line.length - line.trimStart().length;
}

export function splitRules(text: string): RuleChunks | undefined {
  if (UNSAFE.test(text)) return undefined;
  const lines = text.split('\n');
  let offset = 0;
  let lineIndex = 0;
  let bare = false;
  // Find `rules:` at column 0 (nothing after it), or a bare list starting at column 0.
  for (; lineIndex < lines.length; lineIndex++) {
    const line = lines[lineIndex] ?? '';
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) {
      offset += line.length + 1;
      continue;
    }
    if (/^rules:\s*(#.*)?$/.test(line)) {
      offset += line.length + 1;
      lineIndex++;
      break;
    }
    if (/^-(\s|$)/.test(line)) {
      bare = true;
      break;
    }
    return undefined;
  }
  const regionStart = offset;
  let indent = -1;
  const starts: number[] = [];
  let regionEnd = text.length;
  for (; lineIndex < lines.length; lineIndex++) {
    const line = lines[lineIndex] ?? '';
    const lineStart = offset;
    offset += line.length + 1;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const at = lineIndent(line);
    const isItem = /^-(\s|$)/.test(trimmed);
    if (indent < 0) {
      if (!isItem || (at === 0 && !bare)) return undefined;
      indent = at;
    }
    if (at === indent && isItem) starts.push(lineStart);
    else if (at <= indent) {
      regionEnd = lineStart;
      break;
    }
  }
  if (starts.length < 2) return undefined;
  const chunks = starts.map((start, i) => ({ start, end: starts[i + 1] ?? regionEnd }));
  const placeholder = bare ? '[]\n' : `${' '.repeat(indent)}[]\n`;
  const skeleton = text.slice(0, regionStart) + placeholder + text.slice(regionEnd);
  const shift = regionEnd - regionStart - placeholder.length;
  const placeholderEnd = regionStart + placeholder.length;
  return {
    skeleton,
    skeletonToText: (o) => (o >= placeholderEnd ? o + shift : Math.min(o, regionStart)),
    chunks: chunks.map((c) => ({ start: c.start, text: text.slice(c.start, c.end) })),
  };
}

const CACHE_LIMIT = 5000;
const cache = new Map<string, Document.Parsed>();

/** Parses one rule's text, reusing the document parsed for the same text before. */
export function parseChunk(text: string): Document.Parsed {
  let doc = cache.get(text);
  if (!doc) {
    doc = parseYaml(text);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(text, doc);
  }
  return doc;
}

export function clearChunkCache(): void {
  cache.clear();
}
