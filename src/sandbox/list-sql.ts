/** SQL for a list: its scope, filters, where clauses, order and page. */
import { normalizeAttribute } from '../api/catalog/schema';
import type { AppName, ResourceSpec } from '../api/catalog/schema';
import type { SandboxDatabase } from './database';
import { dataVersion, quoteIdentifier as q } from './database';
import { defaultScope, filterScope } from './filters';
import type { Scope } from './path-resolver';
import { searchNameScope } from './name-search';
import { deepPageIds } from './page-marks';
import type { ParsedQuery, WhereClause } from './query-parser';
import { comparesWithoutCase, tablePlan } from './storage-plan';

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Search helpers the real people app offers besides attributes. */
const searchClauses: Record<string, (value: string, db: SandboxDatabase) => Scope> = {
  search_name: searchNameScope,
};

function whereScope(resource: ResourceSpec, clause: WhereClause, db: SandboxDatabase): Scope {
  const search = searchClauses[clause.name];
  if (search && !Object.hasOwn(resource.attributes, clause.name)) return search(clause.value, db);
  const column = `t.${q(clause.name)}`;
  const spec = resource.attributes[clause.name];
  const storedType = spec ? normalizeAttribute(spec).type : clause.type;
  // Blank means no value: NULL, an empty string, or (JSON-stored attributes) an empty JSON string.
  if (clause.value === '') {
    return { sql: `(${column} IS NULL OR ${column} = '' OR ${column} = '""')`, params: [] };
  }
  switch (clause.type) {
    case 'boolean':
      return { sql: `${column} = ?`, params: [clause.value === 'true' ? 1 : 0] };
    case 'integer':
      return { sql: `${column} = ?`, params: [Number(clause.value)] };
    case 'string':
      return { sql: `${column} = ? COLLATE NOCASE`, params: [clause.value] };
    case 'unspecified':
      return {
        sql: `(${column} = ? OR ${column} = json_quote(?))`,
        params: [clause.value, clause.value],
      };
    case 'date':
    case 'datetime': {
      const value = clause.value;
      // A stored date compares with the day of the value; a bare day against a datetime
      // spans that whole day.
      if (storedType === 'date' || value.length !== 10) {
        const ops = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
        const bound = storedType === 'date' ? value.slice(0, 10) : value;
        return { sql: `${column} ${ops[clause.op]} ?`, params: [bound] };
      }
      switch (clause.op) {
        case 'eq':
          return { sql: `(${column} >= ? AND ${column} < ?)`, params: [value, nextDay(value)] };
        case 'gt':
          return { sql: `${column} >= ?`, params: [nextDay(value)] };
        case 'gte':
          return { sql: `${column} >= ?`, params: [value] };
        case 'lt':
          return { sql: `${column} < ?`, params: [value] };
        case 'lte':
          return { sql: `${column} < ?`, params: [nextDay(value)] };
      }
    }
  }
}

export interface ListSql {
  from: string;
  where: string;
  params: unknown[];
  orderBy: string;
  /** The order's column (`t."name"`), always followed by the id; absent: by id alone. */
  order?: { column: string; noCase: boolean; descending: boolean };
}

export function listSql(
  app: AppName,
  resource: ResourceSpec,
  base: Scope,
  query: ParsedQuery,
  db: SandboxDatabase,
): ListSql {
  const table = tablePlan(app, resource.type).table;
  const scopes: Scope[] = [base];
  const hidden = defaultScope(app, resource.type, query);
  if (hidden) scopes.push(hidden);
  for (const name of query.filter) scopes.push(filterScope(app, resource.type, name));
  for (const clause of query.where) scopes.push(whereScope(resource, clause, db));
  const order = query.order && {
    column: `t.${q(query.order.name)}`,
    noCase: comparesWithoutCase(resource, query.order.name),
    descending: query.order.descending,
  };
  let orderBy = 't.id ASC';
  if (order) {
    const direction = order.descending ? 'DESC' : 'ASC';
    orderBy = `${order.column}${order.noCase ? ' COLLATE NOCASE' : ''} ${direction}, t.id ${direction}`;
  }
  return {
    from: `${q(table)} t`,
    where: scopes.map((s) => `(${s.sql})`).join(' AND '),
    params: scopes.flatMap((s) => s.params),
    orderBy,
    ...(order ? { order } : {}),
  };
}

const countCache = new WeakMap<SandboxDatabase, { version: string; counts: Map<string, number> }>();

/** COUNT(*) of a list, remembered until the next write changes the data. */
export function countRows(db: SandboxDatabase, sql: ListSql): number {
  const version = dataVersion(db);
  let entry = countCache.get(db);
  if (!entry || entry.version !== version) {
    entry = { version, counts: new Map() };
    countCache.set(db, entry);
  }
  const key = JSON.stringify([sql.from, sql.where, sql.params]);
  const cached = entry.counts.get(key);
  if (cached !== undefined) return cached;
  const n = countRowsUncached(db, sql);
  if (entry.counts.size > 5000) entry.counts.clear();
  entry.counts.set(key, n);
  return n;
}

function countRowsUncached(db: SandboxDatabase, sql: ListSql): number {
  const row = db
    .prepare(`SELECT COUNT(*) AS n FROM ${sql.from} WHERE ${sql.where}`)
    .get(...sql.params) as { n: number };
  return row.n;
}

/**
 * The statement that reads the ids of one page of a list, in order, with its parameters. Only
 * ids: an offset then steps over index entries alone (the order's index holds the id), where
 * `SELECT t.*` visited the table's rows too, which at a deep page cost twice as much.
 */
export function pageStatement(
  sql: ListSql,
  offset: number,
  perPage: number,
): { text: string; params: unknown[] } {
  return {
    text: `SELECT t.id FROM ${sql.from} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`,
    params: [...sql.params, perPage, offset],
  };
}

/** The ids of one page of a list, in order: a deep page from its mark (page-marks.ts). */
function pageIds(db: SandboxDatabase, sql: ListSql, offset: number, perPage: number): number[] {
  const deep = deepPageIds(db, sql, offset, perPage);
  if (deep) return deep;
  const { text, params } = pageStatement(sql, offset, perPage);
  return (db.prepare(text).all(...params) as { id: number }[]).map((row) => row.id);
}

/** One page of a list: its ids in order (pageIds), then those rows. */
export function pageRows(
  db: SandboxDatabase,
  sql: ListSql,
  offset: number,
  perPage: number,
): Record<string, unknown>[] {
  const ids = pageIds(db, sql, offset, perPage);
  if (ids.length === 0) return [];
  const rows = db
    .prepare(`SELECT t.* FROM ${sql.from} WHERE t.id IN (${ids.map(() => '?').join(', ')})`)
    .all(...ids) as Record<string, unknown>[];
  const byId = new Map<unknown, Record<string, unknown>>(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
