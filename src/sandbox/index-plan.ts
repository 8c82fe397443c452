/**
 * The sandbox's indexes for lists, derived from the catalog's read endpoints (D89): every column
 * a list can be ordered by or queried with `where`, and for each column a named filter (or a
 * default scope) holds to one value, that column followed by each order. A list below a record
 * (`/people/v2/people/{id}/addresses`) reads only that record's rows, so its indexes start with
 * the column holding the owner's id; its named filters get no indexes of their own (D109): the
 * owner's rows are read in order and each is checked. An index ends in the rowid, which is the
 * `id` tie-break of every order, so one index serves an order in both directions.
 */
import { apps, readEndpoints, resourceSpec } from '../api/catalog/catalog';
import { queryNamesOfEveryDialect } from '../api/catalog/schema';
import type { AppName, ReadEndpointSpec, ResourceSpec } from '../api/catalog/schema';
import { defaultScope, filterScope, scopeEqualityColumns } from './filters';
import { comparesWithoutCase, indexedTable, tablePlan, toManyStorage } from './storage-plan';

export interface IndexColumn {
  name: string;
  /** Matches list-sql's `COLLATE NOCASE` on string attributes. */
  noCase: boolean;
}

export interface IndexPlan {
  name: string;
  table: string;
  columns: readonly IndexColumn[];
}

/** The owner type and relationship a list template ends in (the app root owns top-level lists). */
function listOwner(app: AppName, template: string): { owner: string; relationship: string } {
  const names = template
    .slice(apps[app].basePath.length)
    .split('/')
    .filter((s) => s !== '' && !s.startsWith('{'));
  let owner = 'Organization';
  for (const [i, name] of names.entries()) {
    if (i === names.length - 1) return { owner, relationship: name };
    const next = resourceSpec(app, owner)?.relationships[name]?.target;
    if (next === undefined) throw new Error(`${template}: ${owner} has no ${name}`);
    owner = next;
  }
  throw new Error(`${template} names no list`);
}

interface ListColumns {
  /** Order and where columns, compared as list-sql compares them. */
  queried: IndexColumn[];
  /**
   * Columns a named filter holds to one value (filters.ts compares them as stored, binary): each
   * leads an index per order. A filter that does not (`IS NOT NULL`) is checked row by row while
   * an order's index is read; an index of its own would only tempt the planner into sorting.
   */
  equalities: IndexColumn[];
}

function listColumns(endpoint: ReadEndpointSpec, resource: ResourceSpec): ListColumns {
  const byCase = (name: string) => ({ name, noCase: comparesWithoutCase(resource, name) });
  const where = Object.keys(endpoint.where).filter((n) => Object.hasOwn(resource.attributes, n));
  const filters = endpoint.filter.map((name) => filterScope(endpoint.app, endpoint.resource, name));
  const binary = (name: string) => ({ name, noCase: false });
  return {
    queried: unique([...endpoint.order, ...where].map(byCase)),
    equalities: unique(filters.flatMap(scopeEqualityColumns).map(binary)),
  };
}

function unique(columns: IndexColumn[]): IndexColumn[] {
  const seen = new Map(columns.map((c) => [`${c.name} ${String(c.noCase)}`, c]));
  return [...seen.values()];
}

function buildIndexPlans(): IndexPlan[] {
  const plans = new Map<string, IndexPlan>();
  const add = (listed: string, listedColumns: IndexColumn[]) => {
    // An attribute read from the people app is searched through the people table's index.
    const placed = indexedTable(
      listed,
      listedColumns.map((c) => c.name),
    );
    const table = placed.table;
    const columns = listedColumns.map((c, i) => ({ ...c, name: placed.columns[i] ?? c.name }));
    const names = columns.map((c) => (c.noCase ? `${c.name}_nocase` : c.name));
    const name = `${table}__by__${names.join('__')}`;
    plans.set(name, { name, table, columns });
  };
  for (const [template, declared] of Object.entries(readEndpoints) as [
    string,
    ReadEndpointSpec,
  ][]) {
    if (declared.returns !== 'list') continue;
    // Whichever dialect the sandbox speaks: the real service's orders are read from indexes too.
    const endpoint = { ...declared, ...queryNamesOfEveryDialect(declared) };
    const resource = resourceSpec(endpoint.app, endpoint.resource);
    if (!resource) throw new Error(`${template}: no resource ${endpoint.resource}`);
    const table = tablePlan(endpoint.app, endpoint.resource).table;
    const { owner, relationship } = listOwner(endpoint.app, template);
    const storage = toManyStorage(endpoint.app, owner, relationship);
    const owned = storage.kind === 'inverse' ? [{ name: storage.column, noCase: false }] : [];
    // Rows a default scope hides (soft-deleted ones) are skipped in index order too.
    const hidden = defaultScope(endpoint.app, endpoint.resource, { filter: [], where: [] });
    const hiddenColumns = hidden ? scopeEqualityColumns(hidden) : [];
    const { queried, equalities } = listColumns(endpoint, resource);
    const orders = queried.filter((c) => endpoint.order.includes(c.name));
    for (const column of queried) add(table, [...owned, column]);
    // Below a record, the owner's rows in order are few enough to check a filter row by row.
    const filtered = owned.length === 0 ? equalities : [];
    const leading = [...hiddenColumns.map((name) => ({ name, noCase: false })), ...filtered];
    for (const prefix of leading) {
      if (orders.length === 0) add(table, [...owned, prefix]);
      for (const order of orders) {
        if (order.name !== prefix.name) add(table, [...owned, prefix, order]);
      }
    }
  }
  return [...plans.values()];
}

export const indexPlans: readonly IndexPlan[] = buildIndexPlans();
