/**
 * Deep pages without stepping over every row before them (D176). An OFFSET steps over its rows
 * one by one, even in an index: the last page of a million check-ins stepped over a million
 * entries. So a list remembers where every `markEvery`-th row of it sits (its sort key and id,
 * a mark), until the next write changes the data; a deep page seeks in the order's index to the
 * mark before it (keyset) and steps over fewer than `markEvery` rows from there.
 *
 * The marks are found the first time a page that deep is asked for, each from the one before:
 * the first deep page steps over its rows once, as its OFFSET did, and later ones (the same page
 * again, the next page of a walk, a page further down) step over fewer than `markEvery`.
 */
import type { SandboxDatabase } from './database';
import { dataVersion } from './database';
import type { ListSql } from './list-sql';

/** Rows between marks: a page steps over fewer than this many index entries. */
export const markEvery = 1000;

/** A row of the list: its value of the order's column (absent without an order) and its id. */
interface Mark {
  readonly key: unknown;
  readonly id: number;
}

interface MarkList {
  readonly marks: Mark[];
  /** The pass reached the list's end: there are no more marks to find. */
  complete: boolean;
}

const marksCache = new WeakMap<
  SandboxDatabase,
  { version: string; lists: Map<string, MarkList> }
>();

/** The list's marks, as many as `wanted` when it has that many rows. */
function marksOf(db: SandboxDatabase, sql: ListSql, wanted: number): readonly Mark[] {
  const version = dataVersion(db);
  let entry = marksCache.get(db);
  if (!entry || entry.version !== version) {
    entry = { version, lists: new Map() };
    marksCache.set(db, entry);
  }
  const key = JSON.stringify([sql.from, sql.where, sql.params, sql.orderBy]);
  let list = entry.lists.get(key);
  if (!list) {
    if (entry.lists.size > 1000) entry.lists.clear();
    list = { marks: [], complete: false };
    entry.lists.set(key, list);
  }
  // Each mark is the row `markEvery` after the one before: found from that mark, so reaching a
  // depth steps over its rows once, as an OFFSET would, and never again.
  while (list.marks.length < wanted && !list.complete) {
    const [next] = rowsAfter(db, sql, list.marks.at(-1), markEvery - 1, 1);
    if (next) list.marks.push(next);
    else list.complete = true;
  }
  return list.marks;
}

interface Condition {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/**
 * The rows after `mark` in the list's order, as conditions each read in order through the
 * order's index, one after another. After a key: the later (key, id) pairs, where the index
 * seeks to the key and steps over its ties; then, descending, the NULLs (SQLite sorts NULL
 * first, so they come last). After a NULL: the later ids among the NULLs, then, ascending, the
 * keys. Row values hold a NULL apart, hence the separate conditions.
 */
function after(sql: ListSql, mark: Mark): Condition[] {
  const order = sql.order;
  if (!order) return [{ sql: 't.id > ?', params: [mark.id] }];
  const { column } = order;
  const later = order.descending ? '<' : '>';
  if (mark.key === null) {
    const ties = { sql: `${column} IS NULL AND t.id ${later} ?`, params: [mark.id] };
    return order.descending ? [ties] : [ties, { sql: `${column} IS NOT NULL`, params: [] }];
  }
  const collate = order.noCase ? ' COLLATE NOCASE' : '';
  const keys = { sql: `(${column}, t.id) ${later} (?${collate}, ?)`, params: [mark.key, mark.id] };
  return order.descending ? [keys, { sql: `${column} IS NULL`, params: [] }] : [keys];
}

/**
 * The rows after `mark` (from the list's start without one): `skip` of them stepped over, then
 * up to `take`, each with its key.
 */
function rowsAfter(
  db: SandboxDatabase,
  sql: ListSql,
  mark: Mark | undefined,
  skip: number,
  take: number,
): Mark[] {
  const found: Mark[] = [];
  const key = sql.order ? sql.order.column : 'NULL';
  let toSkip = skip;
  for (const condition of mark ? after(sql, mark) : [{ sql: '1', params: [] }]) {
    const from = `FROM ${sql.from} WHERE ${sql.where} AND (${condition.sql})`;
    const params = [...sql.params, ...condition.params];
    const rows = db
      .prepare(`SELECT ${key} AS key, t.id AS id ${from} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`)
      .all(...params, take - found.length, toSkip) as Mark[];
    found.push(...rows);
    if (found.length === take) break;
    if (rows.length > 0) {
      toSkip = 0;
      continue;
    }
    // Nothing left after the skip: this part held `toSkip` rows or fewer, which are counted (a
    // page's skip is under markEvery, and so are the rows after a list's last mark).
    const held = db
      .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 ${from} LIMIT ?)`)
      .get(...params, toSkip) as { n: number };
    toSkip -= held.n;
  }
  return found;
}

/**
 * Ids of one page of a list, in order: a shallow page by its OFFSET, a deep one from the mark
 * before it; undefined for a shallow page (the caller reads it with a plain OFFSET).
 */
export function deepPageIds(
  db: SandboxDatabase,
  sql: ListSql,
  offset: number,
  perPage: number,
): number[] | undefined {
  const wanted = Math.floor(offset / markEvery);
  if (wanted === 0) return undefined;
  const marks = marksOf(db, sql, wanted);
  const used = Math.min(wanted, marks.length);
  const mark = marks[used - 1];
  if (!mark) return undefined;
  return rowsAfter(db, sql, mark, offset - used * markEvery, perPage).map((row) => row.id);
}
