import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, quoteIdentifier as q, schemaStatements } from './database';
import type { SandboxDatabase } from './database';
import { tablePlan } from './storage-plan';

const households = tablePlan('people', 'Household').table;

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

function databaseFile(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'narthex-sandbox-db-'));
  directories.push(directory);
  return path.join(directory, 'sandbox.db');
}

function createHousehold(db: SandboxDatabase, name: string): number {
  const result = db.prepare(`INSERT INTO ${q(households)} (name) VALUES (?)`).run(name);
  return Number(result.lastInsertRowid);
}

function tableSql(db: SandboxDatabase, table: string): string {
  const row = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(table) as { sql: string } | undefined;
  return row?.sql ?? '';
}

describe('resource ids', () => {
  it('are never given again after the newest record is deleted', () => {
    const db = openDatabase({ file: ':memory:' });
    createHousehold(db, 'First');
    const newest = createHousehold(db, 'Second');
    db.prepare(`DELETE FROM ${q(households)} WHERE id = ?`).run(newest);
    expect(createHousehold(db, 'Third')).toBe(newest + 1);
    db.close();
  });

  it('a database file made when ids could be reused is rebuilt with its rows and indexes', () => {
    const file = databaseFile();
    const old = new Database(file);
    for (const statement of schemaStatements()) old.exec(statement.replace(' AUTOINCREMENT', ''));
    const insert = old.prepare(
      `INSERT INTO ${q(households)} (id, name, member_count) VALUES (?, ?, ?)`,
    );
    insert.run(7, 'Kept', 2);
    insert.run(9, 'Newest', 3);
    old.prepare(`DELETE FROM ${q(households)} WHERE id = 9`).run();
    expect(tableSql(old, households)).not.toMatch(/AUTOINCREMENT/);
    const indexesBefore = old
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? ORDER BY name")
      .all(households);
    old.close();

    const db = openDatabase({ file });
    expect(tableSql(db, households)).toMatch(/AUTOINCREMENT/);
    expect(db.prepare(`SELECT id, name, member_count FROM ${q(households)}`).all()).toEqual([
      { id: 7, name: 'Kept', member_count: 2 },
    ]);
    expect(
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? ORDER BY name",
        )
        .all(households),
    ).toEqual(indexesBefore);
    expect(
      db
        .prepare("SELECT count(*) AS n FROM sqlite_master WHERE name LIKE '%before_autoincrement%'")
        .get(),
    ).toEqual({ n: 0 });
    // Id 9 was handed out before the rebuild and deleted: the sequence starts after the
    // largest id kept, which is all the old file can tell.
    expect(createHousehold(db, 'New')).toBe(8);
    db.close();

    const reopened = openDatabase({ file });
    expect(tableSql(reopened, households)).toMatch(/AUTOINCREMENT/);
    expect(reopened.prepare(`SELECT count(*) AS n FROM ${q(households)}`).get()).toEqual({ n: 2 });
    reopened.close();
  });
});

describe('a person across the apps (D133)', () => {
  it("a file where giving kept its own copy of a person reads the people record's instead", () => {
    const file = databaseFile();
    const old = new Database(file);
    old.exec(
      `CREATE TABLE people__Person (id INTEGER PRIMARY KEY AUTOINCREMENT, first_name TEXT, last_name TEXT)`,
    );
    old.exec(`CREATE TABLE giving__Person (id INTEGER PRIMARY KEY AUTOINCREMENT, addresses TEXT,
      email_addresses TEXT, first_name TEXT, last_name TEXT, permissions TEXT, phone_numbers TEXT)`);
    old.exec(
      'CREATE INDEX giving__Person__by__first_name_nocase ON giving__Person (first_name COLLATE NOCASE)',
    );
    old.exec(
      `INSERT INTO people__Person (id, first_name, last_name) VALUES (7, 'Ada', 'Lovelace')`,
    );
    const phones = JSON.stringify([
      { number: '(630) 555-0101', carrier: null, location: 'Mobile' },
    ]);
    old
      .prepare(
        `INSERT INTO giving__Person VALUES (7, '[{"street":"Old St"}]', '[]', 'Adah', 'Byron', 'administrator', ?)`,
      )
      .run(phones);
    old.close();

    const db = openDatabase({ file });
    expect(db.prepare('SELECT * FROM giving__Person').all()).toEqual([
      {
        id: 7,
        permissions: 'administrator',
        first_name: 'Ada',
        last_name: 'Lovelace',
        addresses: '[]',
        email_addresses: '[]',
        phone_numbers: phones,
      },
    ]);
    // The copy's columns are gone from the app's own table; its phone numbers moved.
    expect(
      (db.prepare(`PRAGMA table_info(giving__Person__own)`).all() as { name: string }[]).map(
        (c) => c.name,
      ),
    ).toEqual(['id', 'permissions']);
    expect(db.prepare('SELECT _phone_numbers FROM people__Person WHERE id = 7').get()).toEqual({
      _phone_numbers: phones,
    });
    db.close();
  });
});
