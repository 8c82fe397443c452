/**
 * A reader for the markdown API specification: generic markdown tables, the spec's small
 * notations (`name:type`, `name->Type`, grouped `a, b (string); c (integer)` lists, allowed
 * value lists, `P1/...` path abbreviations) and a model of the resources and endpoints the spec
 * documents. Pure functions with no test framework and no catalog dependency, so the
 * spec-coverage test and anything else can reuse them.
 */
import type { AppName, ScalarType, WriteMethod } from '../schema';

/** Raised for text the spec notations cannot read; callers report it with its source line. */
export class SpecSyntaxError extends Error {
  override name = 'SpecSyntaxError';
}

// ---------------------------------------------------------------------------------------------
// Markdown

export interface MarkdownTable {
  /** Enclosing headings, outermost first. */
  readonly headings: readonly string[];
  readonly header: readonly string[];
  /** Body rows, each padded (or cut) to the header's cell count. */
  readonly rows: readonly (readonly string[])[];
  /** 1-based line number of the header row. */
  readonly line: number;
}

/** A line of prose or a list item (marker removed), outside tables and code fences. */
export interface MarkdownLine {
  readonly headings: readonly string[];
  readonly text: string;
  readonly line: number;
}

export interface MarkdownDocument {
  readonly tables: readonly MarkdownTable[];
  readonly lines: readonly MarkdownLine[];
}

/** Length of the run of `ch` starting at `start`. */
function runLength(text: string, start: number, ch: string): number {
  let end = start;
  while (text[end] === ch) end++;
  return end - start;
}

/** Index just past the closing backtick run of a code span opened at `start`, if it closes. */
function codeSpanEnd(text: string, start: number): number | undefined {
  const n = runLength(text, start, '`');
  let i = start + n;
  while (i < text.length) {
    if (text[i] === '`') {
      const m = runLength(text, i, '`');
      if (m === n) return i + m;
      i += m;
    } else {
      i++;
    }
  }
  return undefined;
}

/**
 * The cells of a table row. Cells are split on `|` except inside backtick code spans and
 * except an escaped `\|` (which yields a literal `|`); the optional leading and trailing pipes
 * are dropped and cells are trimmed. Backticks are kept in the cell text.
 */
export function splitTableRow(line: string): string[] {
  const text = line.trim();
  const cells: string[] = [];
  let current = '';
  let endedOnPipe = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    endedOnPipe = false;
    if (ch === '\\' && text[i + 1] === '|') {
      current += '|';
      i += 2;
    } else if (ch === '`') {
      const end = codeSpanEnd(text, i);
      const stop = end ?? i + runLength(text, i, '`');
      current += text.slice(i, stop);
      i = stop;
    } else if (ch === '|') {
      cells.push(current);
      current = '';
      endedOnPipe = true;
      i++;
    } else {
      current += ch;
      i++;
    }
  }
  if (!endedOnPipe) cells.push(current);
  if (text.startsWith('|')) cells.shift();
  return cells.map((c) => c.trim());
}

/** True for a delimiter row such as `|---|:--:|`. */
export function isSeparatorRow(cells: readonly string[]): boolean {
  return cells.length > 0 && cells.every((c) => /^:?-+:?$/.test(c));
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;
const LIST_MARKER = /^\s*(?:[-*+]|\d+[.)])\s+/;

/**
 * Tables and prose lines of a markdown document, each with its enclosing headings. A table is
 * a header row containing `|`, a separator row with the same cell count, and the body rows
 * that follow until a blank line or a line without `|`. Fenced code blocks are skipped.
 */
export function parseMarkdown(markdown: string): MarkdownDocument {
  const lines = markdown.split(/\r?\n/);
  const tables: MarkdownTable[] = [];
  const prose: MarkdownLine[] = [];
  const headingStack: { level: number; text: string }[] = [];
  let inFence = false;
  let i = 0;
  while (i < lines.length) {
    const raw = lines[i] ?? '';
    if (FENCE.test(raw)) {
      inFence = !inFence;
      i++;
      continue;
    }
    if (inFence || raw.trim() === '') {
      i++;
      continue;
    }
    const heading = HEADING.exec(raw);
    if (heading) {
      const level = (heading[1] ?? '').length;
      while (headingStack.length > 0 && (headingStack.at(-1)?.level ?? 0) >= level) {
        headingStack.pop();
      }
      headingStack.push({ level, text: heading[2] ?? '' });
      i++;
      continue;
    }
    const headings = headingStack.map((h) => h.text);
    const next = lines[i + 1];
    if (raw.includes('|') && next !== undefined) {
      const header = splitTableRow(raw);
      const separator = splitTableRow(next);
      if (isSeparatorRow(separator) && separator.length === header.length) {
        const rows: string[][] = [];
        let j = i + 2;
        while (j < lines.length) {
          const body = lines[j] ?? '';
          if (body.trim() === '' || !body.includes('|')) break;
          const cells = splitTableRow(body);
          rows.push(header.map((_, k) => cells[k] ?? ''));
          j++;
        }
        tables.push({ headings, header, rows, line: i + 1 });
        i = j;
        continue;
      }
    }
    prose.push({ headings, text: raw.replace(LIST_MARKER, '').trim(), line: i + 1 });
    i++;
  }
  return { tables, lines: prose };
}

/** Index of a header cell, compared case-insensitively; -1 when absent. */
export function columnIndex(table: MarkdownTable, name: string): number {
  const wanted = name.toLowerCase();
  return table.header.findIndex((h) => h.toLowerCase() === wanted);
}

/** The cell of a row under a header name, or undefined when the table has no such column. */
export function cellAt(table: MarkdownTable, row: readonly string[], name: string) {
  const index = columnIndex(table, name);
  return index < 0 ? undefined : (row[index] ?? '');
}

// ---------------------------------------------------------------------------------------------
// Spec notations

const OPENERS: Readonly<Record<string, string>> = { '(': ')', '{': '}', '[': ']' };
const CLOSERS = new Set(Object.values(OPENERS));

/**
 * Splits on `separator` outside brackets `() {} []` and backtick code spans; trims the parts
 * and drops empty ones.
 */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (ch === '`') {
      const stop = codeSpanEnd(text, i) ?? i + runLength(text, i, '`');
      current += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch in OPENERS) depth++;
    else if (CLOSERS.has(ch)) depth = Math.max(0, depth - 1);
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
    i++;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** Comma-separated names of a cell; an empty cell is an empty list. */
export function splitList(cell: string): string[] {
  return splitTopLevel(cell, ',');
}

/**
 * Removes the parenthesised notes at the end of a text: `integer (may be negative)` gives
 * core `integer` and notes `['may be negative']`. Notes are returned in reading order.
 */
export function stripTrailingNotes(text: string): { core: string; notes: string[] } {
  let core = text.trim();
  const notes: string[] = [];
  while (core.endsWith(')')) {
    let depth = 0;
    let open = -1;
    for (let i = core.length - 1; i >= 0; i--) {
      if (core[i] === ')') depth++;
      else if (core[i] === '(') {
        depth--;
        if (depth === 0) {
          open = i;
          break;
        }
      }
    }
    if (open <= 0) break;
    notes.unshift(core.slice(open + 1, -1).trim());
    core = core.slice(0, open).trim();
  }
  return { core, notes };
}

export interface SpecType {
  readonly type: ScalarType | 'array' | 'object';
  /** The spec says "or null". */
  readonly nullable: boolean;
  /** Members of an `array of {...}`. */
  readonly items?: readonly SpecField[];
  /** Parenthesised annotations, e.g. 'may be negative', 'hex color code'. */
  readonly notes: readonly string[];
}

export interface SpecField {
  readonly name: string;
  readonly type: SpecType;
}

const SCALAR_NAMES: Readonly<Record<string, ScalarType>> = {
  string: 'string',
  integer: 'integer',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  date_time: 'datetime',
  unspecified: 'unspecified',
};

/** The default type of the people read table's where names. */
const STRING: SpecType = { type: 'string', nullable: false, notes: [] };

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A spec type: `string`, `datetime`, `date_time`, `unspecified type`, `X or null`,
 * `object (...)`, `array of {a:string, b:string or null}`; trailing `(notes)` are kept apart.
 */
export function parseSpecType(text: string): SpecType {
  const { core: stripped, notes } = stripTrailingNotes(text);
  let core = stripped;
  let nullable = false;
  const orNull = /^([\s\S]*?)\s+or\s+null$/i.exec(core);
  if (orNull) {
    nullable = true;
    core = (orNull[1] ?? '').trim();
  }
  const arrayOf = /^array of\s*\{([\s\S]*)\}$/i.exec(core);
  if (arrayOf) {
    return { type: 'array', nullable, items: parseNameTypeList(arrayOf[1] ?? ''), notes };
  }
  if (/^array(?: of .*)?$/i.test(core)) return { type: 'array', nullable, notes };
  if (/^object$/i.test(core)) return { type: 'object', nullable, notes };
  const scalar = SCALAR_NAMES[core.toLowerCase().replace(/\s+type$/, '')];
  if (scalar === undefined) throw new SpecSyntaxError(`unknown type '${text.trim()}'`);
  return { type: scalar, nullable, notes };
}

/** `name:type` (the type may hold further colons, braces and notes). */
export function parseNameType(text: string): SpecField {
  const colon = text.indexOf(':');
  const name = colon < 0 ? '' : text.slice(0, colon).trim();
  if (!IDENTIFIER.test(name)) throw new SpecSyntaxError(`expected name:type, got '${text}'`);
  return { name, type: parseSpecType(text.slice(colon + 1)) };
}

/** `a:string, b:array of {c:string, d:integer}, ...` */
export function parseNameTypeList(text: string): SpecField[] {
  return splitList(text).map(parseNameType);
}

export type AttributeCell =
  | { readonly kind: 'none' }
  | { readonly kind: 'notShown'; readonly text: string }
  | { readonly kind: 'list'; readonly fields: readonly SpecField[] };

/** An Attributes cell of a resource table: a name:type list, `none`, `attributes: not shown` or `(see note below)`. */
export function parseAttributeCell(cell: string): AttributeCell {
  const text = cell.trim();
  if (/^none(?: listed)?$/i.test(text)) return { kind: 'none' };
  if (/^(?:attributes:\s*)?not shown\.?$/i.test(text) || /^\(see note[^()]*\)$/i.test(text)) {
    return { kind: 'notShown', text };
  }
  return { kind: 'list', fields: parseNameTypeList(text) };
}

export interface SpecAssociation {
  readonly name: string;
  readonly target: string;
}

/** An Associations cell: `a->A, b->B` or `none listed`. */
export function parseAssociationCell(cell: string): SpecAssociation[] {
  const text = cell.trim();
  if (text === '' || /^none(?: listed)?$/i.test(text)) return [];
  return splitList(text).map((item) => {
    const m = /^(\w+)\s*->\s*(\w+)$/.exec(item);
    if (!m) throw new SpecSyntaxError(`expected name->Type, got '${item}'`);
    return { name: m[1] ?? '', target: m[2] ?? '' };
  });
}

/** A resource name cell: `Label (giving)` is type `Label` qualified `giving`. */
export function parseResourceName(cell: string): { type: string; qualifier?: string } {
  const { core, notes } = stripTrailingNotes(cell);
  if (!IDENTIFIER.test(core)) throw new SpecSyntaxError(`expected a resource name, got '${cell}'`);
  return notes[0] === undefined ? { type: core } : { type: core, qualifier: notes[0] };
}

/** A name whose type the spec may leave unstated (write tables without a type). */
export interface SpecName {
  readonly name: string;
  readonly type?: SpecType;
}

/**
 * Grouped names of the people tables: `a, b (string); c (integer); filter=x`. A `(type)` after
 * a name applies to it and to the untyped names before it within the same `;` group; names
 * with no type take `defaultType`. `key=value` items are returned as parameters.
 */
export function parseNameGroups(
  cell: string,
  defaultType: SpecType | undefined,
): { names: SpecName[]; params: { name: string; value: string }[] } {
  const names: SpecName[] = [];
  const params: { name: string; value: string }[] = [];
  for (const group of splitTopLevel(cell, ';')) {
    const groupNames: SpecName[] = [];
    let carried = defaultType;
    const items = splitList(group);
    for (let i = items.length - 1; i >= 0; i--) {
      const item = items[i] ?? '';
      const param = /^(\w+)\s*=\s*(.+)$/.exec(item);
      if (param) {
        params.unshift({ name: param[1] ?? '', value: (param[2] ?? '').trim() });
        continue;
      }
      const { core, notes } = stripTrailingNotes(item);
      const typeNote = notes.at(-1);
      if (typeNote !== undefined) carried = parseSpecType(typeNote);
      if (!IDENTIFIER.test(core)) throw new SpecSyntaxError(`expected a name, got '${item}'`);
      groupNames.unshift(carried === undefined ? { name: core } : { name: core, type: carried });
    }
    names.push(...groupNames);
  }
  return { names, params };
}

/** `where[code]: string, match on code`: the where parameters; other prose is ignored. */
export function parseWhereParameters(cell: string): SpecField[] {
  const fields: SpecField[] = [];
  for (const item of splitList(cell)) {
    const m = /^where\[(\w+)\]\s*:\s*(.+)$/.exec(item);
    if (m) fields.push({ name: m[1] ?? '', type: parseSpecType(m[2] ?? '') });
  }
  return fields;
}

export type WritableCell =
  | { readonly kind: 'none' }
  | { readonly kind: 'sameAsCreate' }
  | { readonly kind: 'list'; readonly names: readonly SpecName[] };

/** A payload / writable attributes cell: `a:string, b:integer`, grouped names, none, same as create. */
export function parseWritableCell(cell: string): WritableCell {
  const text = cell.trim();
  if (/^none\b/i.test(text)) return { kind: 'none' };
  if (/^same as create$/i.test(text)) return { kind: 'sameAsCreate' };
  const items = splitList(text);
  if (items.length > 0 && items.every((i) => /^\w+\s*:/.test(i))) {
    return { kind: 'list', names: items.map(parseNameType) };
  }
  const { names, params } = parseNameGroups(text, undefined);
  if (params.length > 0) throw new SpecSyntaxError(`unexpected parameter in '${text}'`);
  return { kind: 'list', names };
}

export interface AllowedValues {
  /** Plain values. */
  readonly values: readonly string[];
  /** Fixed beginnings of values that end in a date: `'on hold until {date}'` gives 'on hold until '. */
  readonly datedPrefixes: readonly string[];
  /** The text says the value may be null. */
  readonly nullable: boolean;
}

/**
 * An allowed-values text: `a, b, c`, `cards: a, b; bank accounts: c`, `x, or null`,
 * `'quoted value'`, `'prefix {date}'`, `a, b (note; null for others)`. Items that are prose
 * (containing spaces and not quoted) are not values; a mention of `null` makes it nullable.
 */
export function parseAllowedValues(text: string): AllowedValues {
  const nullable = /\bnull\b/i.test(text);
  let plain = text;
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(/\([^()]*\)/g, ' ');
  }
  const values: string[] = [];
  const datedPrefixes: string[] = [];
  for (const segment of plain.split(';')) {
    const body = segment.trim().replace(/^[^:'"]+:\s*/, '');
    for (const item of body.split(',')) {
      let value = item.trim().replace(/^or\s+/i, '');
      const quoted = /^'(.*)'$|^"(.*)"$/.exec(value);
      if (quoted) value = quoted[1] ?? quoted[2] ?? '';
      else if (!/^[A-Za-z0-9_]+$/.test(value) || value.toLowerCase() === 'null') continue;
      const brace = value.indexOf('{');
      if (brace >= 0) datedPrefixes.push(value.slice(0, brace));
      else values.push(value);
    }
  }
  return { values, datedPrefixes, nullable };
}

/** Path abbreviations defined in prose: `P1 = {base_url}/check_ins/v2` gives P1 -> /check_ins/v2. */
export function parsePathPrefixes(markdown: string): Map<string, string> {
  const prefixes = new Map<string, string>();
  for (const m of markdown.matchAll(/\b(P\d*)\s*=\s*\{base_url\}((?:\/[A-Za-z0-9_]+)+)/g)) {
    prefixes.set(m[1] ?? '', m[2] ?? '');
  }
  return prefixes;
}

/** `P1/events/{event_id}` with P1 -> /check_ins/v2 gives /check_ins/v2/events/{event_id}. */
export function expandPath(token: string, prefixes: ReadonlyMap<string, string>): string {
  const m = /^(P\d*)((?:\/[A-Za-z0-9_{}]+)*)$/.exec(token.trim());
  const base = m ? prefixes.get(m[1] ?? '') : undefined;
  if (!m || base === undefined) throw new SpecSyntaxError(`unknown path '${token}'`);
  return `${base}${m[2] ?? ''}`;
}

const WRITE_METHODS: readonly WriteMethod[] = ['POST', 'PATCH', 'DELETE'];

/** `POST / PATCH (/{id}) / DELETE (/{id})`: methods with the path suffix each adds. */
export function parseMethodCell(cell: string): { method: WriteMethod; suffix: string }[] {
  return cell.split(/\s+\/\s+/).map((part) => {
    const { core, notes } = stripTrailingNotes(part);
    const method = WRITE_METHODS.find((m) => m === core.toUpperCase());
    if (method === undefined) throw new SpecSyntaxError(`unknown method '${part}'`);
    return { method, suffix: notes.join('') };
  });
}

// ---------------------------------------------------------------------------------------------
// The spec model

export const APP_NAMES: readonly AppName[] = ['check_ins', 'giving', 'people'];

export interface SpecDoc {
  /** File name, used in source references. */
  readonly name: string;
  readonly markdown: string;
}

export interface SpecResource {
  readonly app: AppName;
  readonly type: string;
  /** The name as the spec writes it, e.g. 'Person (giving)'. */
  readonly label: string;
  readonly attributes: AttributeCell;
  readonly associations: readonly SpecAssociation[];
  readonly source: string;
}

export interface SpecReadEndpoint {
  readonly app: AppName;
  readonly path: string;
  /** The resource reached from the app's Organization by the path's association names. */
  readonly resource?: string;
  /** The app root (single Organization record). */
  readonly root: boolean;
  readonly listOnly: boolean;
  readonly filter: readonly string[];
  readonly include: readonly string[];
  readonly order: readonly string[];
  readonly where: readonly SpecField[];
  readonly source: string;
}

export interface SpecWriteEndpoint {
  readonly app: AppName;
  readonly method: WriteMethod;
  readonly path: string;
  readonly resource?: string;
  readonly writable: readonly SpecName[];
  readonly source: string;
}

export interface SpecAction {
  readonly app: AppName;
  readonly method: string;
  readonly path: string;
  readonly resource?: string;
  readonly meaning: string;
  readonly source: string;
}

export interface SpecAllowedValues extends AllowedValues {
  readonly app: AppName;
  readonly resource: string;
  readonly attribute: string;
  readonly source: string;
}

/** `Pass writable attributes: code (string), kind (string).` */
export interface SpecWritableRule {
  readonly app: AppName;
  readonly resource: string;
  readonly names: readonly SpecName[];
  readonly source: string;
}

/** `Household creation rule: the payload must also carry relationships, ...` */
export interface SpecCreationRule {
  readonly app: AppName;
  readonly resource: string;
  readonly relationships: readonly {
    readonly name: string;
    readonly target: string;
    readonly cardinality: 'one' | 'many';
  }[];
  readonly source: string;
}

export interface SpecModel {
  readonly resources: readonly SpecResource[];
  readonly readEndpoints: readonly SpecReadEndpoint[];
  readonly writeEndpoints: readonly SpecWriteEndpoint[];
  readonly actions: readonly SpecAction[];
  readonly allowedValues: readonly SpecAllowedValues[];
  readonly writableRules: readonly SpecWritableRule[];
  readonly creationRules: readonly SpecCreationRule[];
  /** Rows the notations could not read. */
  readonly problems: readonly string[];
}

const APP_KEYWORDS: readonly (readonly [AppName, RegExp])[] = [
  ['check_ins', /\bcheck[-_ ]ins?\b/i],
  ['giving', /\bgiving\b/i],
  ['people', /\bpeople\b/i],
];

/** The app a section is about: the innermost heading naming exactly one app. */
export function appOfHeadings(headings: readonly string[]): AppName | undefined {
  for (let i = headings.length - 1; i >= 0; i--) {
    const heading = headings[i] ?? '';
    const found = APP_KEYWORDS.filter(([, re]) => re.test(heading)).map(([app]) => app);
    if (found.length === 1) return found[0];
    if (found.length > 1) return undefined;
  }
  return undefined;
}

/** The app of an expanded path such as /giving/v2/funds. */
export function appOfPath(path: string): AppName | undefined {
  const first = /^\/(\w+)\/v\d+(?:\/|$)/.exec(path)?.[1];
  return APP_NAMES.find((a) => a === first);
}

/** Association names of a path after the app base, `{params}` left out. */
export function pathAssociations(path: string): string[] {
  return path
    .split('/')
    .slice(3)
    .filter((s) => s !== '' && !s.startsWith('{'));
}

type TableKind = 'resources' | 'allowedValues' | 'read' | 'write' | 'action';

function tableKind(table: MarkdownTable): TableKind | undefined {
  const h = table.header.map((c) => c.toLowerCase());
  if (h[0] === 'resource' && h.includes('attributes') && h.includes('associations')) {
    return 'resources';
  }
  if (h.length === 2 && h[0] === 'attribute' && h[1] === 'values') return 'allowedValues';
  if (h[0] === 'list path') return 'read';
  if (h[0] === 'method' && h[1] === 'path' && /attributes/.test(h[2] ?? '')) return 'write';
  if (h[0] === 'method' && h[1] === 'path' && h[2] === 'meaning') return 'action';
  return undefined;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads the resources, endpoints, allowed values and rules out of the spec documents. Tables
 * are recognised by their header row; the app of a resource or values table is the innermost
 * heading naming one app, the app of an endpoint is its path's. Unreadable rows are collected
 * in `problems` (with file:line), never thrown.
 */
export function extractSpecModel(docs: readonly SpecDoc[]): SpecModel {
  const resources: SpecResource[] = [];
  const readEndpoints: SpecReadEndpoint[] = [];
  const writeEndpoints: SpecWriteEndpoint[] = [];
  const actions: SpecAction[] = [];
  const allowedValues: SpecAllowedValues[] = [];
  const writableRules: SpecWritableRule[] = [];
  const creationRules: SpecCreationRule[] = [];
  const problems: string[] = [];

  for (const doc of docs) {
    const parsed = parseMarkdown(doc.markdown);
    const prefixes = parsePathPrefixes(doc.markdown);
    const at = (line: number) => `${doc.name}:${line}`;
    const guard = (line: number, read: () => void) => {
      try {
        read();
      } catch (error) {
        problems.push(`${at(line)}: ${errorText(error)}`);
      }
    };

    for (const table of parsed.tables) {
      const kind = tableKind(table);
      if (kind === undefined) continue;
      const headingApp = appOfHeadings(table.headings);
      let lastCreate: readonly SpecName[] | undefined;
      table.rows.forEach((row, index) => {
        const line = table.line + 2 + index;
        const source = at(line);
        const cell = (name: string) => cellAt(table, row, name) ?? '';
        guard(line, () => {
          switch (kind) {
            case 'resources': {
              if (headingApp === undefined) throw new SpecSyntaxError('resource table of no app');
              const label = row[0] ?? '';
              resources.push({
                app: headingApp,
                type: parseResourceName(label).type,
                label,
                attributes: parseAttributeCell(cell('attributes')),
                associations: parseAssociationCell(cell('associations')),
                source,
              });
              break;
            }
            case 'allowedValues': {
              if (headingApp === undefined) throw new SpecSyntaxError('values table of no app');
              const name = row[0] ?? '';
              const dot = name.lastIndexOf('.');
              if (dot < 0) throw new SpecSyntaxError(`expected Resource.attribute, got '${name}'`);
              allowedValues.push({
                app: headingApp,
                resource: parseResourceName(name.slice(0, dot)).type,
                attribute: name.slice(dot + 1),
                ...parseAllowedValues(row[1] ?? ''),
                source,
              });
              break;
            }
            case 'read': {
              const { core, notes } = stripTrailingNotes(row[0] ?? '');
              const path = expandPath(core, prefixes);
              const app = appOfPath(path);
              if (app === undefined) throw new SpecSyntaxError(`path of no app '${path}'`);
              const root = pathAssociations(path).length === 0;
              const whereCell = cellAt(table, row, 'where');
              const grouped =
                whereCell === undefined
                  ? { names: [], params: [] }
                  : parseNameGroups(whereCell, STRING);
              const where: SpecField[] = [
                ...grouped.names.map((n) => ({ name: n.name, type: n.type ?? STRING })),
                ...parseWhereParameters(cellAt(table, row, 'other') ?? ''),
              ];
              const named = /^([A-Z]\w*)\b/.exec(notes[0] ?? '')?.[1];
              readEndpoints.push({
                app,
                path,
                ...(root ? { resource: named ?? 'Organization' } : {}),
                root,
                listOnly: notes.some((n) => /\blist only\b/i.test(n)),
                filter: [
                  ...splitList(cellAt(table, row, 'filter') ?? ''),
                  ...grouped.params.filter((p) => p.name === 'filter').map((p) => p.value),
                ],
                include: splitList(cellAt(table, row, 'include') ?? ''),
                order: splitList(cellAt(table, row, 'order') ?? ''),
                where,
                source,
              });
              break;
            }
            case 'write': {
              const methods = parseMethodCell(row[0] ?? '');
              const paths = splitList(row[1] ?? '').map((p) => expandPath(p, prefixes));
              const writable = parseWritableCell(row[2] ?? '');
              for (const { method, suffix } of methods) {
                let names: readonly SpecName[];
                if (method === 'DELETE') {
                  if (methods.length === 1 && writable.kind !== 'none') {
                    throw new SpecSyntaxError('a DELETE with payload attributes');
                  }
                  names = [];
                } else if (writable.kind === 'sameAsCreate') {
                  if (lastCreate === undefined) throw new SpecSyntaxError('no create row before');
                  names = lastCreate;
                } else {
                  names = writable.kind === 'none' ? [] : writable.names;
                }
                if (method === 'POST') lastCreate = names;
                for (const base of paths) {
                  const path = `${base}${suffix}`;
                  const app = appOfPath(path);
                  if (app === undefined) throw new SpecSyntaxError(`path of no app '${path}'`);
                  writeEndpoints.push({ app, method, path, writable: names, source });
                }
              }
              break;
            }
            case 'action': {
              const path = expandPath(row[1] ?? '', prefixes);
              const app = appOfPath(path);
              if (app === undefined) throw new SpecSyntaxError(`path of no app '${path}'`);
              actions.push({ app, method: row[0] ?? '', path, meaning: row[2] ?? '', source });
              break;
            }
          }
        });
      });
    }

    for (const prose of parsed.lines) {
      const app = appOfHeadings(prose.headings);
      const source = at(prose.line);
      guard(prose.line, () => {
        const values = /^(\w+)\.(\w+) allowed values:\s*(.+?)\.(?:\s|$)/.exec(prose.text);
        if (values && app !== undefined) {
          allowedValues.push({
            app,
            resource: values[1] ?? '',
            attribute: values[2] ?? '',
            ...parseAllowedValues(values[3] ?? ''),
            source,
          });
        }
        for (const m of prose.text.matchAll(/(\w+) writable attributes?:\s*(.+?)\.(?=\s|$)/g)) {
          if (app === undefined) continue;
          const names = parseNameGroups(m[2] ?? '', undefined).names;
          writableRules.push({ app, resource: m[1] ?? '', names, source });
        }
        const creation = /^(\w+) creation rule: .*?relationships,?\s*(.*)$/.exec(prose.text);
        if (creation && app !== undefined) {
          const relationships = [
            ...(creation[2] ?? '').matchAll(/`(\w+)`\s*\((array of\s+)?`\{\s*type:\s*'(\w+)'/g),
          ].map((r) => ({
            name: r[1] ?? '',
            target: r[3] ?? '',
            cardinality: r[2] === undefined ? ('one' as const) : ('many' as const),
          }));
          if (relationships.length === 0)
            throw new SpecSyntaxError('creation rule of no relationship');
          creationRules.push({ app, resource: creation[1] ?? '', relationships, source });
        }
      });
    }
  }

  // Resources reached by a path: from the app's Organization, follow each association name
  // through the associations the spec's resource tables list (undefined where they stop).
  const resolve = (app: AppName, path: string): string | undefined => {
    let current: string | undefined = 'Organization';
    for (const name of pathAssociations(path)) {
      const spec = resources.find((r) => r.app === app && r.type === current);
      current = spec?.associations.find((a) => a.name === name)?.target;
      if (current === undefined) return undefined;
    }
    return current;
  };
  const withResource = <E extends { app: AppName; resource?: string }>(e: E, path: string): E => {
    if (e.resource !== undefined) return e;
    const resource = resolve(e.app, path);
    return resource === undefined ? e : { ...e, resource };
  };

  return {
    resources,
    readEndpoints: readEndpoints.map((e) => withResource(e, e.path)),
    writeEndpoints: writeEndpoints.map((e) => withResource(e, e.path)),
    // The last segment of an action path names the action, not an association.
    actions: actions.map((e) => withResource(e, e.path.slice(0, e.path.lastIndexOf('/')))),
    allowedValues,
    writableRules,
    creationRules,
    problems,
  };
}
