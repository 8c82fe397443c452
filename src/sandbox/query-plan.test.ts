/**
 * No list of the catalog sorts its rows: for every list endpoint, each order it allows (both
 * directions, alone and with each filter that holds a column to one value), SQLite's plan for the
 * page the sandbox reads walks an index in order instead of sorting (`USE TEMP B-TREE FOR ORDER
 * BY`); and every `where` attribute is searched through an index. The SQL is built as a request builds it: the path
 * resolved from a seeded sandbox, the query parsed against the endpoint, then list-sql.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEndpoints, resourceSpec } from '../api/catalog/catalog';
import { queryNamesOfEveryDialect } from '../api/catalog/schema';
import type { ReadEndpointSpec, WhereType } from '../api/catalog/schema';
import { filterScope, scopeEqualityColumns } from './filters';
import { listSql, pageStatement } from './list-sql';
import { resolvePath } from './path-resolver';
import { parseQuery } from './query-parser';
import { createSandbox } from './server';
import { tablePlan } from './storage-plan';
import type { Sandbox } from './server';
import { PathResolver } from './testing/concrete-paths';
import { SandboxHttp } from './testing/http';

// Each list with the query names of every dialect: the real service's orders need indexes too.
const lists = (Object.entries(readEndpoints) as [string, ReadEndpointSpec][])
  .filter(([, endpoint]) => endpoint.returns === 'list')
  .map(([template, endpoint]): [string, ReadEndpointSpec] => [
    template,
    { ...endpoint, ...queryNamesOfEveryDialect(endpoint) },
  ]);

let sandbox: Sandbox;
const paths = new Map<string, string>();

beforeAll(async () => {
  sandbox = await createSandbox({
    file: ':memory:',
    scale: 'small',
    config: { rateLimit: { limit: 1_000_000, periodSeconds: 60 } },
  });
  const origin = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const resolver = new PathResolver(new SandboxHttp(origin));
  for (const [template] of lists) {
    const found = await resolver.choose(template, { preferSize: 1 });
    if (found) paths.set(template, found.path);
  }
}, 60_000);

afterAll(async () => {
  await sandbox.app.close();
  sandbox.ctx.db.close();
});

/** The plan of the page a request with this query string reads at `template`'s chosen path. */
function planOf(template: string, endpoint: ReadEndpointSpec, query: string): string[] {
  const path = paths.get(template);
  if (path === undefined) throw new Error(`${template}: the seed gives it no records`);
  const resolved = resolvePath(sandbox.ctx.db, path);
  if (resolved.kind !== 'collection') throw new Error(`${path} is not a list`);
  const parsed = parseQuery(query, endpoint, { list: true, lenient: false });
  const sql = listSql(resolved.app, resolved.resource, resolved.scope, parsed, sandbox.ctx.db);
  const page = pageStatement(sql, parsed.offset, parsed.perPage);
  const rows = sandbox.ctx.db.prepare(`EXPLAIN QUERY PLAN ${page.text}`).all(...page.params) as {
    detail: string;
  }[];
  return rows.map((row) => `${query}: ${row.detail}`);
}

const sorts = (line: string) => line.includes('USE TEMP B-TREE FOR ORDER BY');

const sampleValue: Record<WhereType, string> = {
  string: 'x',
  integer: '1',
  boolean: 'true',
  date: '2026-01-01',
  datetime: '2026-01-01T00:00:00Z',
  unspecified: 'x',
};

describe('query plans', () => {
  it('covers every list of the catalog', () => {
    expect(lists.length).toBeGreaterThan(40);
    expect(lists.filter(([template]) => !paths.has(template)).map(([t]) => t)).toEqual([]);
  });

  it.each(lists.filter(([, endpoint]) => endpoint.order.length > 0))(
    '%s reads every order from an index',
    (template, endpoint) => {
      const orders = endpoint.order.flatMap((name) => [name, `-${name}`]);
      const holdsOne = (name: string) =>
        scopeEqualityColumns(filterScope(endpoint.app, endpoint.resource, name)).length > 0;
      const exact = ['', ...endpoint.filter.filter(holdsOne).map((name) => `&filter=${name}`)];
      const plans = orders.flatMap((order) =>
        exact.flatMap((filter) => planOf(template, endpoint, `order=${order}${filter}`)),
      );
      expect(plans.length).toBeGreaterThanOrEqual(orders.length * exact.length);
      expect(plans.filter(sorts)).toEqual([]);
      // A filter on a range (`IS NOT NULL`) may search that range and sort the few rows found.
      for (const name of endpoint.filter.filter((n) => !holdsOne(n))) {
        for (const order of orders) {
          const plan = planOf(template, endpoint, `order=${order}&filter=${name}`);
          if (plan.some(sorts)) expect(plan.join('\n')).toMatch(/SEARCH t USING/);
        }
      }
    },
  );

  it.each(lists)('%s without an order reads in id order', (template, endpoint) => {
    expect(planOf(template, endpoint, '').filter(sorts)).toEqual([]);
  });

  const whereLists = lists.filter(([, endpoint]) => Object.keys(endpoint.where).length > 0);
  it.each(whereLists)('%s searches each where attribute through an index', (template, endpoint) => {
    const attributes = resourceSpec(endpoint.app, endpoint.resource)?.attributes ?? {};
    // Search helpers are not attributes: search_name has an index of its own (name-search.test.ts).
    const searched = Object.entries(endpoint.where).filter(([name]) =>
      Object.hasOwn(attributes, name),
    );
    expect(searched.length).toBeGreaterThan(0);
    const columns = tablePlan(endpoint.app, endpoint.resource).columns;
    for (const [name, type] of searched) {
      const plan = planOf(template, endpoint, `where[${name}]=${sampleValue[type]}`).join('\n');
      // An attribute read from the people app (D133) is searched in the view's people table.
      const alias = columns.find((c) => c.name === name)?.readFrom ? 'person' : 't';
      // A list below a record may search by its owner's id alone: the owner's rows are few.
      expect(plan).toMatch(new RegExp(`SEARCH ${alias} USING (COVERING )?INDEX`));
      expect(plan).not.toMatch(new RegExp(`SCAN ${alias}\\b`));
    }
  });
});
