/**
 * A deep page read from a mark (page-marks.ts) holds exactly the rows a plain OFFSET gives: for
 * every order of the check-ins list (both directions, a column of many NULLs and one of many
 * ties among them), with a filter, across a mark, on the last page and past the end, and after
 * a write that moves every row (the marks of the data before it are not used).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEndpoints } from '../api/catalog/catalog';
import type { ReadEndpointSpec } from '../api/catalog/schema';
import { quoteIdentifier as q } from './database';
import { countRows, listSql, pageRows, pageStatement } from './list-sql';
import { markEvery } from './page-marks';
import { resolvePath } from './path-resolver';
import { allowedOf, parseQuery } from './query-parser';
import { createSandbox } from './server';
import type { Sandbox } from './server';
import { tablePlan } from './storage-plan';

const path = '/check_ins/v2/check_ins';
const endpoint = readEndpoints[path] as ReadEndpointSpec;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ file: ':memory:', scale: 'small' });
}, 60_000);
afterAll(() => sandbox.ctx.db.close());

/** One page read as the API reads it, and the same page by a plain OFFSET. */
function page(query: string, offset: number, perPage = 25) {
  const { db } = sandbox.ctx;
  const resolved = resolvePath(db, path);
  if (resolved.kind !== 'collection') throw new Error(`${path} is not a list`);
  const parsed = parseQuery(query, allowedOf(endpoint, 'spec'), { list: true, lenient: false });
  const sql = listSql(resolved.app, resolved.resource, resolved.scope, parsed, db);
  const plain = pageStatement(sql, offset, perPage);
  return {
    total: countRows(db, sql),
    read: pageRows(db, sql, offset, perPage).map((row) => row.id),
    expected: (db.prepare(plain.text).all(...plain.params) as { id: number }[]).map((r) => r.id),
  };
}

const queries = [
  '',
  ...endpoint.order.flatMap((name) => [`order=${name}`, `order=-${name}`]),
  'order=-created_at&filter=first_time',
];

describe('a deep page read from a mark', () => {
  it('the seed gives the list several marks, many NULLs and many ties', () => {
    const { total } = page('', 0);
    expect(total).toBeGreaterThan(3 * markEvery);
    const table = q(tablePlan('check_ins', 'CheckIn').table);
    const stats = sandbox.ctx.db
      .prepare(
        `SELECT SUM(checked_out_at IS NULL) AS nulls, (SELECT COUNT(*) FROM ${table} GROUP BY last_name COLLATE NOCASE ORDER BY 1 DESC LIMIT 1) AS ties FROM ${table}`,
      )
      .get() as { nulls: number; ties: number };
    expect(stats.nulls).toBeGreaterThan(markEvery);
    expect(stats.ties).toBeGreaterThan(25);
  });

  it.each(queries)('%s: the same rows as an OFFSET, wherever the page falls', (query) => {
    const { total } = page(query, 0);
    const offsets = [
      markEvery,
      markEvery + 7,
      2 * markEvery - 10,
      Math.floor(total / 2),
      total - 3,
      total + 5,
    ];
    for (const offset of offsets) {
      const { read, expected } = page(query, offset);
      expect({ offset, read }).toEqual({ offset, read: expected });
    }
    expect(page(query, total - 3).read).toHaveLength(3);
  });

  it('after a write, pages follow the new data', () => {
    const query = 'order=-created_at';
    const offset = 2 * markEvery + 3;
    const before = page(query, offset);
    expect(before.read).toEqual(before.expected);
    // Outside the API (no bumpDataVersion): the changed rows alone tell the cache.
    const table = q(tablePlan('check_ins', 'CheckIn').table);
    const newest = sandbox.ctx.db
      .prepare(`SELECT id FROM ${table} ORDER BY created_at DESC, id DESC LIMIT 10`)
      .all() as { id: number }[];
    const remove = sandbox.ctx.db.prepare(`DELETE FROM ${table} WHERE id = ?`);
    for (const { id } of newest) remove.run(id);
    const after = page(query, offset);
    expect(after.read).toEqual(after.expected);
    expect(after.read).not.toEqual(before.read);
  });
});
