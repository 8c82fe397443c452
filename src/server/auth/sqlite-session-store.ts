/**
 * Sessions in SQLite (better-sqlite3), one table of its own, in the sealed format of
 * session-sealing.ts: a database dump gives neither tokens nor usable session ids, even with the
 * secret.
 *
 * `updateTokens` is a compare-and-set on `version` (also safe across processes sharing the file).
 * Expired rows are purged lazily: at most once per `purgeIntervalMs`, on `create`, `get` and
 * `stamp`, `purgeGraceMs` after they expired. Statements are prepared once.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { SessionRecord, SessionStamp, SessionStore, TokenSet } from '../session';
import { systemClock } from './clock';
import type { Clock } from './clock';
import { secretBytes } from './crypto-box';
import type { SecretInput } from './crypto-box';
import { idHash, openPart, sealPart } from './session-sealing';
import type { SealedPart } from './session-sealing';

export interface SqliteSessionStoreOptions {
  /** A database file (its folder is created) or ':memory:'. */
  file: string;
  /** SESSION_SECRET: ≥ 32 bytes. Changing it makes every stored session unreadable (signed out). */
  secret: SecretInput;
  clock?: Clock;
  /** Rows idle this long are purged too (pass the auth side's idle timeout); default 8 h. */
  idleTimeoutMs?: number;
  /** How often the lazy purge may run; default 10 min. */
  purgeIntervalMs?: number;
  /**
   * Rows are purged this long after they expired (default 24 h), so a browser that comes back
   * soon after is told its session expired (and its refresh token is revoked) rather than that
   * it is unknown.
   */
  purgeGraceMs?: number;
}

interface SessionRow {
  version: number;
  created_at: number;
  last_seen_at: number;
  absolute_expires_at: number;
  payload: Buffer;
}

const boundFields = (row: Pick<SessionRow, 'version' | 'created_at' | 'absolute_expires_at'>) => ({
  version: row.version,
  createdAt: row.created_at,
  absoluteExpiresAt: row.absolute_expires_at,
});

const table = 'narthex_sessions';

const schema = `
CREATE TABLE IF NOT EXISTS ${table} (
  id_hash BLOB PRIMARY KEY,
  version INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  absolute_expires_at INTEGER NOT NULL,
  payload BLOB NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS ${table}__absolute_expires_at ON ${table} (absolute_expires_at);
CREATE INDEX IF NOT EXISTS ${table}__last_seen_at ON ${table} (last_seen_at);
`;

function prepareStatements(db: Database.Database) {
  return {
    read: db.prepare<[Buffer], SessionRow>(
      `SELECT version, created_at, last_seen_at, absolute_expires_at, payload FROM ${table} WHERE id_hash = ?`,
    ),
    stamp: db.prepare<[Buffer], Pick<SessionRow, 'version' | 'last_seen_at'>>(
      `SELECT version, last_seen_at FROM ${table} WHERE id_hash = ?`,
    ),
    insert: db.prepare(
      `INSERT INTO ${table} (id_hash, version, created_at, last_seen_at, absolute_expires_at, payload)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    update: db.prepare(
      `UPDATE ${table} SET version = ?, payload = ? WHERE id_hash = ? AND version = ?`,
    ),
    touch: db.prepare(`UPDATE ${table} SET last_seen_at = MAX(last_seen_at, ?) WHERE id_hash = ?`),
    delete: db.prepare(`DELETE FROM ${table} WHERE id_hash = ?`),
    purge: db.prepare(`DELETE FROM ${table} WHERE absolute_expires_at <= ? OR last_seen_at <= ?`),
    count: db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`),
  };
}

export class SqliteSessionStore implements SessionStore {
  private readonly db: Database.Database;
  private readonly statements: ReturnType<typeof prepareStatements>;
  private readonly secret: Buffer;
  private readonly clock: Clock;
  private readonly idleTimeoutMs: number;
  private readonly purgeIntervalMs: number;
  private readonly purgeGraceMs: number;
  private lastPurgeAt = Number.NEGATIVE_INFINITY;
  private closed = false;

  constructor(options: SqliteSessionStoreOptions) {
    this.secret = secretBytes(options.secret);
    this.clock = options.clock ?? systemClock;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 8 * 3600 * 1000;
    this.purgeIntervalMs = options.purgeIntervalMs ?? 10 * 60 * 1000;
    this.purgeGraceMs = options.purgeGraceMs ?? 24 * 3600 * 1000;
    if (options.file !== ':memory:') {
      mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
    }
    this.db = new Database(options.file);
    if (options.file !== ':memory:') this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    // Deleted rows are overwritten with zeros (they are ciphertext anyway).
    this.db.pragma('secure_delete = ON');
    this.db.exec(schema);
    this.statements = prepareStatements(this.db);
  }

  private sealPart(id: string, hash: Buffer, row: Omit<SessionRow, 'payload'>, part: SealedPart) {
    return sealPart(this.secret, id, hash, boundFields(row), part);
  }

  private openRow(id: string, hash: Buffer, row: SessionRow): SealedPart | undefined {
    return openPart(this.secret, id, hash, boundFields(row), row.payload);
  }

  private readRow(hash: Buffer): SessionRow | undefined {
    return this.statements.read.get(hash);
  }

  private maybePurge(): void {
    const now = this.clock.now();
    if (now - this.lastPurgeAt < this.purgeIntervalMs) return;
    this.purgeExpired(now);
  }

  /**
   * Deletes rows that expired (absolute or idle) more than the grace period ago; their count.
   * Their tokens are destroyed with them (secure_delete), not revoked: revoking needs the session
   * id, which only the browser holds.
   */
  purgeExpired(now = this.clock.now()): number {
    this.lastPurgeAt = now;
    const cutoff = now - this.purgeGraceMs;
    return this.statements.purge.run(cutoff, cutoff - this.idleTimeoutMs).changes;
  }

  /** How many sessions are stored (expired ones not yet purged included). */
  size(): number {
    return this.statements.count.get()?.n ?? 0;
  }

  async create(record: SessionRecord): Promise<void> {
    this.maybePurge();
    const hash = idHash(record.id);
    const row = {
      version: record.version,
      created_at: record.createdAt,
      last_seen_at: record.lastSeenAt,
      absolute_expires_at: record.absoluteExpiresAt,
    };
    const payload = this.sealPart(record.id, hash, row, {
      user: record.user,
      organization: record.organization,
      tokens: record.tokens,
    });
    this.statements.insert.run(
      hash,
      row.version,
      row.created_at,
      row.last_seen_at,
      row.absolute_expires_at,
      payload,
    );
  }

  /**
   * The record, also when it has expired (the caller tells "expired" from "unknown"); undefined
   * when there is none or it cannot be decrypted (another secret, tampering; the row is deleted).
   */
  async get(id: string): Promise<SessionRecord | undefined> {
    const hash = idHash(id);
    const row = this.readRow(hash);
    this.maybePurge();
    if (!row) return undefined;
    const part = this.openRow(id, hash, row);
    if (!part) {
      this.statements.delete.run(hash);
      return undefined;
    }
    return {
      id,
      version: row.version,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      absoluteExpiresAt: row.absolute_expires_at,
      ...part,
    };
  }

  async stamp(id: string): Promise<SessionStamp | undefined> {
    const row = this.statements.stamp.get(idHash(id));
    this.maybePurge();
    return row && { version: row.version, lastSeenAt: row.last_seen_at };
  }

  async updateTokens(id: string, expectedVersion: number, tokens: TokenSet): Promise<boolean> {
    const hash = idHash(id);
    return this.db
      .transaction(() => {
        const row = this.readRow(hash);
        if (!row || row.version !== expectedVersion) return false;
        const part = this.openRow(id, hash, row);
        if (!part) return false;
        const next = { ...row, version: row.version + 1 };
        const payload = this.sealPart(id, hash, next, { ...part, tokens });
        const result = this.statements.update.run(next.version, payload, hash, expectedVersion);
        return result.changes === 1;
      })
      .immediate();
  }

  async touch(id: string, at: number): Promise<void> {
    this.statements.touch.run(at, idHash(id));
  }

  async delete(id: string): Promise<void> {
    this.statements.delete.run(idHash(id));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }
}
