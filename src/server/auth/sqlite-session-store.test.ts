import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionRecord } from '../session';
import { newSessionId } from './session-id';
import { SqliteSessionStore } from './sqlite-session-store';

const secret = 'store-test-secret-with-32-or-more-bytes';
const hour = 3600 * 1000;

class Clock {
  t = 1_800_000_000_000;
  now = () => this.t;
}

function record(overrides: Partial<SessionRecord> = {}, t = 1_800_000_000_000): SessionRecord {
  return {
    id: newSessionId(),
    version: 1,
    createdAt: t,
    lastSeenAt: t,
    absoluteExpiresAt: t + 30 * 24 * hour,
    user: { id: '42', name: 'Ada Lovelace', email: 'ada@example.org' },
    organization: { id: '7', name: 'First Church of Testing' },
    tokens: {
      accessToken: 'access-token-0123456789abcdef',
      refreshToken: 'refresh-token-0123456789abcdef',
      accessExpiresAt: t + 2 * hour,
      scopes: ['people', 'giving'],
    },
    ...overrides,
  };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'narthex-store-'));
  dirs.push(dir);
  return path.join(dir, 'sessions.db');
}

describe('SqliteSessionStore', () => {
  it('stores and reads a record', async () => {
    const store = new SqliteSessionStore({ file: ':memory:', secret });
    const r = record();
    await store.create(r);
    expect(await store.get(r.id)).toEqual(r);
    expect(await store.get(newSessionId())).toBeUndefined();
    expect(store.size()).toBe(1);
    await store.close();
    await store.close();
  });

  it('keeps a record without email without inventing one', async () => {
    const store = new SqliteSessionStore({ file: ':memory:', secret });
    const r = record({ user: { id: '1', name: 'No Mail' } });
    await store.create(r);
    expect((await store.get(r.id))?.user).toEqual({ id: '1', name: 'No Mail' });
  });

  it('updates tokens only from the expected version (compare-and-set)', async () => {
    const store = new SqliteSessionStore({ file: ':memory:', secret });
    const r = record();
    await store.create(r);
    const next = { ...r.tokens, accessToken: 'new-access', refreshToken: 'new-refresh' };
    expect(await store.updateTokens(r.id, 2, next)).toBe(false);
    expect(await store.updateTokens(r.id, 1, next)).toBe(true);
    expect(await store.updateTokens(r.id, 1, { ...next, accessToken: 'stale' })).toBe(false);
    const stored = await store.get(r.id);
    expect(stored?.version).toBe(2);
    expect(stored?.tokens).toEqual(next);
    expect(stored?.user).toEqual(r.user);
    expect(await store.updateTokens(newSessionId(), 1, next)).toBe(false);
    expect(await store.stamp(r.id)).toEqual({ version: 2, lastSeenAt: r.lastSeenAt });
  });

  it('touches monotonically and deletes', async () => {
    const store = new SqliteSessionStore({ file: ':memory:', secret });
    const r = record();
    await store.create(r);
    await store.touch(r.id, r.lastSeenAt + 5000);
    await store.touch(r.id, r.lastSeenAt + 1000);
    expect((await store.get(r.id))?.lastSeenAt).toBe(r.lastSeenAt + 5000);
    expect(await store.stamp(r.id)).toEqual({ version: 1, lastSeenAt: r.lastSeenAt + 5000 });
    await store.delete(r.id);
    await store.delete(r.id);
    expect(await store.get(r.id)).toBeUndefined();
    expect(await store.stamp(r.id)).toBeUndefined();
  });

  it('keeps neither tokens, ids nor user data in plaintext on disk', async () => {
    const file = tempFile();
    const store = new SqliteSessionStore({ file, secret });
    const r = record();
    await store.create(r);
    await store.updateTokens(r.id, 1, { ...r.tokens, accessToken: 'second-access-token-xyz' });
    const db = new Database(file, { readonly: true });
    const rows = db.prepare('SELECT * FROM narthex_sessions').all() as Record<string, unknown>[];
    db.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id_hash).toEqual(createHash('sha256').update(r.id).digest());
    await store.close();
    const raw = Buffer.concat([file, `${file}-wal`].filter(existsSync).map((f) => readFileSync(f)));
    for (const text of [
      r.id,
      r.tokens.accessToken,
      r.tokens.refreshToken,
      'second-access-token-xyz',
      r.user.name,
      r.user.email ?? '',
      r.organization.name,
    ]) {
      expect(raw.includes(Buffer.from(text)), text).toBe(false);
    }
  });

  it('opens nothing with another secret, a tampered payload or a lengthened lifetime', async () => {
    const file = tempFile();
    const store = new SqliteSessionStore({ file, secret });
    const a = record();
    const b = record();
    const c = record();
    for (const r of [a, b, c]) await store.create(r);
    await store.close();

    const other = new SqliteSessionStore({ file, secret: `${secret}-other` });
    expect(await other.get(a.id)).toBeUndefined();
    await other.close();

    const db = new Database(file);
    const hash = (id: string) => createHash('sha256').update(id).digest();
    db.prepare(
      "UPDATE narthex_sessions SET payload = substr(payload, 1, 20) || x'00' || substr(payload, 22) WHERE id_hash = ?",
    ).run(hash(b.id));
    db.prepare(
      'UPDATE narthex_sessions SET absolute_expires_at = absolute_expires_at + 1 WHERE id_hash = ?',
    ).run(hash(c.id));
    db.close();

    const again = new SqliteSessionStore({ file, secret });
    expect(await again.get(b.id)).toBeUndefined();
    expect(await again.get(c.id)).toBeUndefined();
    // Unreadable rows are removed; `a` was removed by the store with the other secret.
    expect(again.size()).toBe(0);
    await again.close();
  });

  it('refuses a short secret', () => {
    expect(() => new SqliteSessionStore({ file: ':memory:', secret: 'too short' })).toThrow(
      /at least 32 bytes/,
    );
  });

  it('purges expired rows lazily, a grace period after they expired', async () => {
    const clock = new Clock();
    const store = new SqliteSessionStore({
      file: ':memory:',
      secret,
      clock,
      idleTimeoutMs: 8 * hour,
      purgeIntervalMs: hour,
      purgeGraceMs: 24 * hour,
    });
    const t = clock.t;
    const idle = record({}, t);
    const old = record({ absoluteExpiresAt: t + 10 * hour }, t);
    const live = record({}, t);
    for (const r of [idle, old, live]) await store.create(r);
    // Past idle and absolute limits but within the grace: still readable (reported as expired).
    clock.t = t + 20 * hour;
    await store.touch(live.id, clock.t);
    expect(await store.get(idle.id)).toBeDefined();
    expect(store.size()).toBe(3);
    // Past the grace: the next lazy purge deletes both.
    clock.t = t + 36 * hour;
    await store.touch(live.id, clock.t);
    await store.get(live.id);
    expect(store.size()).toBe(1);
    expect(await store.get(idle.id)).toBeUndefined();
    expect(await store.get(old.id)).toBeUndefined();
    expect(await store.get(live.id)).toBeDefined();
    expect(store.purgeExpired(t + 1000 * hour)).toBe(1);
  });
});
