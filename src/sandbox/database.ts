import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { indexPlans } from './index-plan';
import { fillNameIndex, nameIndexStatements } from './name-search';
import { linkTables, storedColumns, tablePlans } from './storage-plan';
import type { TablePlan } from './storage-plan';

export type SandboxDatabase = Database.Database;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables of the sandbox itself (not the API's resources): accounts, tokens, files. */
const internalSchema = `
CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sandbox_staff (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  person_id INTEGER NOT NULL,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sandbox_personal_tokens (
  application_id TEXT PRIMARY KEY,
  secret_hash TEXT NOT NULL,
  staff_id INTEGER NOT NULL,
  scopes TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sandbox_authorization_codes (
  code_hash TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  staff_id INTEGER NOT NULL,
  redirect_uri TEXT NOT NULL,
  scopes TEXT NOT NULL,
  code_challenge TEXT,
  code_challenge_method TEXT,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS sandbox_access_tokens (
  token_hash TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  staff_id INTEGER NOT NULL,
  scopes TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0,
  grant_id TEXT
);
CREATE TABLE IF NOT EXISTS sandbox_refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  staff_id INTEGER NOT NULL,
  scopes TEXT NOT NULL,
  access_issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  revoked INTEGER NOT NULL DEFAULT 0,
  grant_id TEXT,
  access_token_hash TEXT
);
CREATE TABLE IF NOT EXISTS sandbox_files (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  file_size INTEGER NOT NULL,
  md5 TEXT NOT NULL,
  source_ip TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  data BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS sandbox_sent_emails (
  id INTEGER PRIMARY KEY,
  to_person_id INTEGER,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
`;

/**
 * AUTOINCREMENT, because without it SQLite gives a new row the largest id plus one, so deleting
 * the newest record and creating another hands out its id again. The real service never reuses
 * an id: a link or an open tab that still holds a deleted record's id must get a 404, not
 * another record.
 */
function createResourceTable(plan: TablePlan, ifNotExists = true): string {
  const columns = storedColumns(plan).map((c) => `${quote(c.name)} ${c.sqlType}`);
  const exists = ifNotExists ? 'IF NOT EXISTS ' : '';
  return `CREATE TABLE ${exists}${quote(plan.storedTable)} (id INTEGER PRIMARY KEY AUTOINCREMENT, ${columns.join(', ')})`;
}

const columnNames = (db: SandboxDatabase, table: string): Set<string> =>
  new Set(
    (db.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]).map(
      (c) => c.name,
    ),
  );

const isTable = (db: SandboxDatabase, name: string): boolean =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !==
  undefined;

/** Columns the storage plan added to a resource table after a data file was made. */
function addMissingResourceColumns(db: SandboxDatabase): void {
  for (const plan of tablePlans) {
    if (!isTable(db, plan.storedTable)) continue;
    const existing = columnNames(db, plan.storedTable);
    for (const column of storedColumns(plan)) {
      if (existing.has(column.name)) continue;
      db.exec(
        `ALTER TABLE ${quote(plan.storedTable)} ADD COLUMN ${quote(column.name)} ${column.sqlType}`,
      );
    }
  }
}

/**
 * A data file from before D133 keeps the check-ins and giving apps' own copy of each person in
 * a table where the view of that name now stands: the table becomes the app's own facts (the
 * copied columns and the indexes on them dropped), and the phone numbers it held move to the
 * people record, which had none.
 */
function moveCopiesBehindViews(db: SandboxDatabase): void {
  // The views are made again after the tables (schemaStatements); a table rebuilt under one
  // would leave it pointing at the old table.
  for (const plan of tablePlans) {
    if (plan.viewSelect !== undefined && !isTable(db, plan.table)) {
      db.exec(`DROP VIEW IF EXISTS ${quote(plan.table)}`);
    }
  }
  const people = tablePlans.find((p) => p.app === 'people' && p.type === 'Person');
  for (const plan of tablePlans) {
    if (plan.storedTable === plan.table || !isTable(db, plan.table)) continue;
    const indexes = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
      )
      .all(plan.table) as { name: string }[];
    for (const { name } of indexes) db.exec(`DROP INDEX ${quote(name)}`);
    db.exec(`ALTER TABLE ${quote(plan.table)} RENAME TO ${quote(plan.storedTable)}`);
    const existing = columnNames(db, plan.storedTable);
    if (people && existing.has('phone_numbers')) {
      const own = quote(plan.storedTable);
      const target = quote(people.storedTable);
      db.exec(
        `UPDATE ${target} SET _phone_numbers = (SELECT o.phone_numbers FROM ${own} o WHERE o.id = ${target}.id) WHERE _phone_numbers IS NULL`,
      );
    }
    const kept = new Set(storedColumns(plan).map((c) => c.name));
    for (const name of existing) {
      if (name !== 'id' && !kept.has(name)) {
        db.exec(`ALTER TABLE ${quote(plan.storedTable)} DROP COLUMN ${quote(name)}`);
      }
    }
  }
}

/**
 * A database file made before resource ids were AUTOINCREMENT: each such table is rebuilt with
 * the same rows (the table's id sequence starts after its largest id). Its indexes are dropped
 * with the old table and made again by the schema statements that follow.
 */
function rebuildTablesThatReuseIds(db: SandboxDatabase): void {
  const tableSql = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?");
  for (const plan of tablePlans) {
    const row = tableSql.get(plan.storedTable) as { sql: string } | undefined;
    if (row === undefined || /\bAUTOINCREMENT\b/i.test(row.sql)) continue;
    const existing = columnNames(db, plan.storedTable);
    const kept = [
      'id',
      ...storedColumns(plan)
        .map((c) => c.name)
        .filter((name) => existing.has(name)),
    ];
    const old = `${plan.storedTable}__before_autoincrement`;
    db.exec(`ALTER TABLE ${quote(plan.storedTable)} RENAME TO ${quote(old)}`);
    db.exec(createResourceTable(plan, false));
    const list = kept.map(quote).join(', ');
    db.exec(`INSERT INTO ${quote(plan.storedTable)} (${list}) SELECT ${list} FROM ${quote(old)}`);
    db.exec(`DROP TABLE ${quote(old)}`);
  }
}

/** CREATE statements for the indexes of lists' orders, filters and where clauses (index-plan). */
export function listIndexStatements(): string[] {
  return indexPlans.map((index) => {
    const columns = index.columns.map(
      (c) => `${quote(c.name)}${c.noCase ? ' COLLATE NOCASE' : ''}`,
    );
    return `CREATE INDEX IF NOT EXISTS ${quote(index.name)} ON ${quote(index.table)} (${columns.join(', ')})`;
  });
}

export function dropListIndexStatements(): string[] {
  return indexPlans.map((index) => `DROP INDEX IF EXISTS ${quote(index.name)}`);
}

/** DROP statements for list indexes a data file has that the index plan no longer makes. */
function staleListIndexStatements(db: SandboxDatabase): string[] {
  const planned = new Set(indexPlans.map((index) => index.name));
  const existing = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND instr(name, '__by__') > 0")
    .all() as { name: string }[];
  return existing
    .filter(({ name }) => !planned.has(name))
    .map(({ name }) => `DROP INDEX ${quote(name)}`);
}

/**
 * CREATE statements for every resource table, view, link table and index, from the storage
 * plan. A view is made anew each time, so a changed definition takes effect on the next start.
 */
export function schemaStatements(): string[] {
  const statements: string[] = [];
  for (const plan of tablePlans) {
    statements.push(createResourceTable(plan));
    for (const column of storedColumns(plan).filter((c) => c.role !== 'attribute')) {
      if (column.name.startsWith('_')) continue;
      statements.push(
        `CREATE INDEX IF NOT EXISTS ${quote(`${plan.storedTable}__${column.name}`)} ON ${quote(plan.storedTable)} (${quote(column.name)})`,
      );
    }
  }
  for (const plan of tablePlans) {
    if (plan.viewSelect === undefined) continue;
    statements.push(
      `DROP VIEW IF EXISTS ${quote(plan.table)}`,
      `CREATE VIEW ${quote(plan.table)} AS ${plan.viewSelect}`,
    );
  }
  statements.push(...listIndexStatements(), ...nameIndexStatements);
  for (const link of linkTables) {
    statements.push(
      `CREATE TABLE IF NOT EXISTS ${quote(link.table)} (${quote(link.a)} INTEGER NOT NULL, ${quote(link.b)} INTEGER NOT NULL, PRIMARY KEY (${quote(link.a)}, ${quote(link.b)})) WITHOUT ROWID`,
      `CREATE INDEX IF NOT EXISTS ${quote(`${link.table}__${link.b}`)} ON ${quote(link.table)} (${quote(link.b)}, ${quote(link.a)})`,
    );
  }
  return statements;
}

/**
 * Columns added to internal tables after their first release; a database file created earlier
 * gets them here (CREATE TABLE IF NOT EXISTS leaves an existing table as it was).
 * grant_id: the hash of the authorization code a token descends from (through refreshes);
 * access_token_hash: the access token issued together with a refresh token.
 */
const addedColumns: readonly { table: string; column: string; type: string }[] = [
  { table: 'sandbox_access_tokens', column: 'grant_id', type: 'TEXT' },
  { table: 'sandbox_refresh_tokens', column: 'grant_id', type: 'TEXT' },
  { table: 'sandbox_refresh_tokens', column: 'access_token_hash', type: 'TEXT' },
];

function addMissingColumns(db: SandboxDatabase): void {
  for (const { table, column, type } of addedColumns) {
    const columns = db.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[];
    if (!columns.some((c) => c.name === column)) {
      db.exec(`ALTER TABLE ${quote(table)} ADD COLUMN ${quote(column)} ${type}`);
    }
  }
  db.exec(
    'CREATE INDEX IF NOT EXISTS sandbox_access_tokens__grant_id ON sandbox_access_tokens (grant_id)',
  );
  db.exec(
    'CREATE INDEX IF NOT EXISTS sandbox_refresh_tokens__grant_id ON sandbox_refresh_tokens (grant_id)',
  );
}

export interface OpenOptions {
  /** A file path, or ':memory:'. */
  file: string;
  /** For ':memory:': the database starts as a copy of this one (`Database#serialize`). */
  image?: Buffer;
}

/**
 * Prepared statements are reused by their SQL text: preparing parses the SQL, which costs more
 * than running a small query. No code changes a statement's mode (pluck, raw, expand), so a
 * shared statement behaves the same for every caller.
 */
function cachePreparedStatements(db: SandboxDatabase): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, ReturnType<typeof prepare>>();
  const limit = 1000;
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = prepare(sql);
      if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
      cache.set(sql, statement);
    }
    return statement;
  }) as typeof db.prepare;
}

/**
 * What every write moves, so answers derived from the data (counts, page marks) can be cached
 * safely: the writes the API answered (bumpDataVersion) and the rows any statement of this
 * connection changed (total_changes(), triggers included), so a write that bypasses the API
 * (a test's, an action's) also starts the caches over.
 */
const versions = new WeakMap<SandboxDatabase, number>();

export function dataVersion(db: SandboxDatabase): string {
  const { changes } = db.prepare('SELECT total_changes() AS changes').get() as { changes: number };
  return `${versions.get(db) ?? 0}.${changes}`;
}

export function bumpDataVersion(db: SandboxDatabase): void {
  versions.set(db, (versions.get(db) ?? 0) + 1);
}

export function openDatabase({ file, image }: OpenOptions): SandboxDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file === ':memory:' && image ? image : file);
  cachePreparedStatements(db);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = OFF');
  db.exec(internalSchema);
  addMissingColumns(db);
  db.transaction(() => {
    addMissingResourceColumns(db);
    moveCopiesBehindViews(db);
    rebuildTablesThatReuseIds(db);
    for (const statement of schemaStatements()) db.exec(statement);
    for (const statement of staleListIndexStatements(db)) db.exec(statement);
    fillNameIndex(db);
  })();
  return db;
}

export function readMeta(db: SandboxDatabase, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM sandbox_meta WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value;
}

export function writeMeta(db: SandboxDatabase, key: string, value: string): void {
  db.prepare(
    'INSERT INTO sandbox_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

export { quote as quoteIdentifier };
