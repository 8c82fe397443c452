/**
 * `where[search_name]` through its trigram index (name-search.ts, D175): the meaning stays the
 * LIKE's (ASCII letters without case, other letters as written, `%`, `_` and quotes as typed,
 * across the space between first and last name, or in the nickname); the index follows every
 * write of the people table, through the API or not; a data file made before the index gets it
 * filled when opened; and a search of two characters or more reads the index, not the table
 * (two through the index's list of trigrams, D191).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEndpoints } from '../api/catalog/catalog';
import type { ReadEndpointSpec } from '../api/catalog/schema';
import { openDatabase, quoteIdentifier as q } from './database';
import { listSql, pageStatement } from './list-sql';
import { resolvePath } from './path-resolver';
import { allowedOf, parseQuery } from './query-parser';
import { createSandbox } from './server';
import type { Sandbox } from './server';
import { tablePlan } from './storage-plan';
import { SandboxHttp } from './testing/http';

const PEOPLE = '/people/v2/people';
const peopleTable = q(tablePlan('people', 'Person').storedTable);

let sandbox: Sandbox;
let http: SandboxHttp;
beforeAll(async () => {
  sandbox = await createSandbox({
    file: ':memory:',
    scale: 'small',
    config: { rateLimit: { limit: 1_000_000, periodSeconds: 60 } },
  });
  http = new SandboxHttp(await sandbox.app.listen({ port: 0, host: '127.0.0.1' }));
}, 60_000);
afterAll(async () => {
  await sandbox.app.close();
  sandbox.ctx.db.close();
});

async function found(text: string): Promise<string[]> {
  const { records } = await http.walk(PEOPLE, [['where[search_name]', text]]);
  return records.map((record) => record.id);
}

/** Gives person `id` these names through the API. */
async function rename(id: string, attributes: Record<string, string | null>): Promise<void> {
  const result = await http.request('PATCH', `${PEOPLE}/${id}`, {
    json: { data: { type: 'Person', id, attributes } },
    headers: { 'content-type': 'application/vnd.api+json' },
  });
  expect(result.status).toBe(200);
}

async function somePerson(offset: number): Promise<string> {
  const page = await http.list(PEOPLE, { per_page: '1', offset: String(offset) });
  const id = page.data[0]?.id;
  if (id === undefined) throw new Error('the seed has no people');
  return id;
}

describe('where[search_name] through the name index', () => {
  it('finds a renamed person by part of the new name, without ASCII case; not by the old', async () => {
    const id = await somePerson(3);
    const before = (await http.single(`${PEOPLE}/${id}`)).data?.attributes ?? {};
    const oldName = `${String(before.first_name)} ${String(before.last_name)}`;
    expect(await found(oldName)).toContain(id);
    await rename(id, { first_name: 'Quillonna', last_name: 'Vexbury', nickname: 'Zeddicus' });
    expect(await found('uillonn')).toEqual([id]);
    expect(await found('QUILLONNA vEX')).toEqual([id]);
    expect(await found('edDICu')).toEqual([id]);
    expect(await found(oldName)).not.toContain(id);
  });

  it('compares letters beyond ASCII as written, as LIKE does', async () => {
    const id = await somePerson(4);
    await rename(id, { first_name: 'Émilienne', last_name: 'Østvold', nickname: null });
    expect(await found('Émilienne')).toEqual([id]);
    expect(await found('milienne Ø')).toEqual([id]);
    expect(await found('émilienne')).toEqual([]);
    expect(await found('østvold')).toEqual([]);
  });

  it('takes %, _ and double quotes as typed', async () => {
    const id = await somePerson(5);
    await rename(id, { first_name: 'Jo"an', last_name: 'Per_cent%wise', nickname: null });
    expect(await found('o"an Per_')).toEqual([id]);
    expect(await found('_cent%w')).toEqual([id]);
    expect(await found('Per%wise')).toEqual([]);
    expect(await found('Pe__cent')).toEqual([]);
  });

  it('follows rows the people table gains and loses outside the API', async () => {
    const { db } = sandbox.ctx;
    const added = db
      .prepare(`INSERT INTO ${peopleTable} (first_name, last_name, status) VALUES (?, ?, ?)`)
      .run('Xanthippa', 'Quorrel', 'active');
    const id = String(added.lastInsertRowid);
    expect(await found('anthippa Quo')).toEqual([id]);
    db.prepare(`DELETE FROM ${peopleTable} WHERE id = ?`).run(id);
    expect(await found('anthippa Quo')).toEqual([]);
  });

  it('finds by two characters exactly whom the LIKE finds: at a name’s end, in a nickname, in any case', async () => {
    const id = await somePerson(6);
    await rename(id, { first_name: 'Bryndolf', last_name: 'Kazqj', nickname: 'Wuxt' });
    const { db } = sandbox.ctx;
    const byLike = db.prepare(
      `SELECT id FROM ${peopleTable} WHERE first_name || ' ' || last_name LIKE ? OR nickname LIKE ? ORDER BY id`,
    );
    for (const text of ['qj', 'QJ', 'xt', 'f ', ' k', 'an', 'e', 'zz', '"x', '%_']) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const expected = (
        db
          .prepare(byLike.source.replaceAll('LIKE ?', "LIKE ? ESCAPE '\\'"))
          .all(pattern, pattern) as {
          id: number;
        }[]
      ).map((row) => String(row.id));
      expect((await found(text)).sort(), text).toEqual(expected.sort());
    }
    expect(await found('qj')).toEqual([id]);
    expect(await found('Xt')).toContain(id);
  });

  it('reads the index for three characters or more or two rare ones, and people in order else', () => {
    const { db } = sandbox.ctx;
    const plan = (text: string) => {
      const resolved = resolvePath(db, PEOPLE);
      if (resolved.kind !== 'collection') throw new Error('not a list');
      const query = `where[search_name]=${encodeURIComponent(text)}&order=last_name`;
      const endpoint = readEndpoints[PEOPLE] as ReadEndpointSpec;
      const parsed = parseQuery(query, allowedOf(endpoint, 'spec'), { list: true, lenient: false });
      const sql = listSql(resolved.app, resolved.resource, resolved.scope, parsed, db);
      const page = pageStatement(sql, 0, 25);
      const rows = db.prepare(`EXPLAIN QUERY PLAN ${page.text}`).all(...page.params) as {
        detail: string;
      }[];
      return rows.map((row) => row.detail).join('\n');
    };
    expect(plan('ann')).toMatch(/VIRTUAL TABLE/);
    expect(plan('ann')).not.toMatch(/SCAN t\b/);
    // Two letters few names hold, through the index; two that many hold ("an"), people in
    // name order, stopping at the page's last match.
    expect(plan('qj')).toMatch(/VIRTUAL TABLE/);
    expect(plan('qj')).not.toMatch(/SCAN t\b/);
    expect(plan('a')).not.toMatch(/VIRTUAL TABLE/);
    const insert = db.prepare(
      `INSERT INTO ${peopleTable} (first_name, last_name, status) VALUES (?, ?, 'active')`,
    );
    const added = db.transaction(() =>
      Array.from({ length: 1_001 }, (_, i) => insert.run(`Owqen${i}`, 'Manywq').lastInsertRowid),
    )();
    try {
      expect(plan('wq')).not.toMatch(/VIRTUAL TABLE/);
    } finally {
      const remove = db.prepare(`DELETE FROM ${peopleTable} WHERE id = ?`);
      db.transaction(() => added.forEach((id) => remove.run(id)))();
    }
    expect(plan('wq')).toMatch(/VIRTUAL TABLE/);
  });
});

describe('a data file made before the name index', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'narthex-name-index-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('gets the index filled from its people when opened', () => {
    const file = path.join(directory, 'sandbox.db');
    const old = openDatabase({ file });
    const names = q(`${tablePlan('people', 'Person').storedTable}__names`);
    old.exec(`DROP TABLE ${names}`);
    for (const { name } of old
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'")
      .all() as { name: string }[]) {
      old.exec(`DROP TRIGGER ${q(name)}`);
    }
    old
      .prepare(`INSERT INTO ${peopleTable} (first_name, last_name) VALUES (?, ?)`)
      .run('Perpetua', 'Oldfile');
    old.close();

    const db = openDatabase({ file });
    const match = db.prepare(`SELECT rowid AS id FROM ${names} WHERE ${names} MATCH ?`);
    expect(match.all('"etua Oldf"')).toHaveLength(1);
    db.close();
  });

  it('gets an index made before its texts ended in a space filled again', () => {
    const file = path.join(directory, 'before-d191.db');
    const old = openDatabase({ file });
    const names = q(`${tablePlan('people', 'Person').storedTable}__names`);
    old.exec(`DELETE FROM ${names}`);
    old.exec(
      `INSERT INTO ${names} (rowid, full_name, nickname) SELECT id, first_name || ' ' || last_name, nickname FROM ${peopleTable}`,
    );
    old.close();

    const db = openDatabase({ file });
    const ends = db
      .prepare(`SELECT COUNT(*) AS n FROM ${names} WHERE full_name LIKE '% '`)
      .get() as {
      n: number;
    };
    const people = db.prepare(`SELECT COUNT(*) AS n FROM ${peopleTable}`).get() as { n: number };
    expect(ends.n).toBe(people.n);
    db.close();
  });
});
