import { describe, expect, it } from 'vitest';
import type { SessionRecord, SessionStore, TokenSet } from '../session';
import { OAuthClientError } from './oauth-client';
import type { OAuthClient, RefreshedTokens } from './oauth-client';
import { TokenRefresher } from './token-refresher';

/** An in-memory store with the same compare-and-set semantics. */
class MemoryStore implements SessionStore {
  readonly records = new Map<string, SessionRecord>();
  async create(record: SessionRecord) {
    this.records.set(record.id, structuredClone(record));
  }
  async get(id: string) {
    const r = this.records.get(id);
    return r ? structuredClone(r) : undefined;
  }
  async stamp(id: string) {
    const r = this.records.get(id);
    return r && { version: r.version, lastSeenAt: r.lastSeenAt };
  }
  async updateTokens(id: string, expectedVersion: number, tokens: TokenSet) {
    const r = this.records.get(id);
    if (!r || r.version !== expectedVersion) return false;
    this.records.set(id, { ...r, version: r.version + 1, tokens: structuredClone(tokens) });
    return true;
  }
  async touch(id: string, at: number) {
    const r = this.records.get(id);
    if (r) r.lastSeenAt = at;
  }
  async delete(id: string) {
    this.records.delete(id);
  }
  async close() {}
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An OAuth client whose refresh answers are scripted by the test. */
class FakeOAuth implements OAuthClient {
  readonly redirectUri = 'http://localhost/auth/callback';
  readonly refreshes: string[] = [];
  readonly revoked: string[] = [];
  next: Deferred<RefreshedTokens> = deferred();
  authorizationUrl(): URL {
    return new URL('http://as.test/authorize');
  }
  async exchangeCode(): Promise<TokenSet> {
    throw new Error('not used');
  }
  refresh(refreshToken: string): Promise<RefreshedTokens> {
    this.refreshes.push(refreshToken);
    return this.next.promise;
  }
  async revoke(refreshToken: string) {
    this.revoked.push(refreshToken);
  }
  async userInfo(): Promise<never> {
    throw new Error('not used');
  }
}

/** Yields until `condition` holds (the flight reached the token call). */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setImmediate(r));
  if (!condition()) throw new Error('condition never held');
}

const t = 1_800_000_000_000;
const session = (): SessionRecord => ({
  id: 'S'.repeat(43),
  version: 1,
  createdAt: t,
  lastSeenAt: t,
  absoluteExpiresAt: t + 1e9,
  user: { id: '1', name: 'A' },
  organization: { id: '1', name: 'O' },
  tokens: { accessToken: 'at-1', refreshToken: 'rt-1', accessExpiresAt: t, scopes: ['people'] },
});

async function setup() {
  const store = new MemoryStore();
  const oauth = new FakeOAuth();
  const refresher = new TokenRefresher({ store, oauth });
  const s = session();
  await store.create(s);
  return { store, oauth, refresher, s };
}

describe('TokenRefresher', () => {
  it('makes one token call for many concurrent callers and stores the rotated pair', async () => {
    const { store, oauth, refresher, s } = await setup();
    const flights = Array.from({ length: 50 }, () => refresher.refresh(s.id, 1));
    expect(refresher.inFlight).toBe(1);
    oauth.next.resolve({ accessToken: 'at-2', refreshToken: 'rt-2', accessExpiresAt: t + 7200e3 });
    const outcomes = await Promise.all(flights);
    expect(oauth.refreshes).toEqual(['rt-1']);
    for (const o of outcomes) {
      expect(o).toMatchObject({
        kind: 'fresh',
        session: { version: 2, tokens: { accessToken: 'at-2' } },
      });
    }
    expect((await store.get(s.id))?.tokens).toEqual({
      accessToken: 'at-2',
      refreshToken: 'rt-2',
      accessExpiresAt: t + 7200e3,
      scopes: ['people'],
    });
    expect(refresher.inFlight).toBe(0);
  });

  it('skips the call when the version already moved', async () => {
    const { store, oauth, refresher, s } = await setup();
    await store.updateTokens(s.id, 1, { ...s.tokens, accessToken: 'at-other' });
    const outcome = await refresher.refresh(s.id, 1);
    expect(outcome).toMatchObject({ kind: 'fresh', refreshed: false, session: { version: 2 } });
    expect(oauth.refreshes).toEqual([]);
  });

  it('keeps the old refresh token when the server returns none', async () => {
    const { store, oauth, refresher, s } = await setup();
    oauth.next.resolve({
      accessToken: 'at-2',
      accessExpiresAt: t + 1,
      scopes: ['people', 'giving'],
    });
    await refresher.refresh(s.id, 1);
    expect((await store.get(s.id))?.tokens).toEqual({
      accessToken: 'at-2',
      refreshToken: 'rt-1',
      accessExpiresAt: t + 1,
      scopes: ['people', 'giving'],
    });
  });

  it('ends the session on invalid_grant when nobody rotated the token meanwhile', async () => {
    const { store, oauth, refresher, s } = await setup();
    oauth.next.reject(new OAuthClientError('invalid_grant', 'refused', 'invalid_grant', 400));
    const outcome = await refresher.refresh(s.id, 1);
    expect(outcome.kind).toBe('ended');
    expect(await store.get(s.id)).toBeUndefined();
  });

  it('uses a sibling’s rotated token instead of ending the session on invalid_grant', async () => {
    const { store, oauth, refresher, s } = await setup();
    const flight = refresher.refresh(s.id, 1);
    await until(() => oauth.refreshes.length === 1);
    // Another process rotated the pair while our call was out.
    await store.updateTokens(s.id, 1, { ...s.tokens, accessToken: 'at-9', refreshToken: 'rt-9' });
    oauth.next.reject(new OAuthClientError('invalid_grant', 'used', 'invalid_grant', 400));
    const outcome = await flight;
    expect(outcome).toMatchObject({
      kind: 'fresh',
      session: { tokens: { accessToken: 'at-9', refreshToken: 'rt-9' } },
    });
    expect(await store.get(s.id)).toBeDefined();
  });

  it('keeps the session on a temporary failure', async () => {
    const { store, oauth, refresher, s } = await setup();
    oauth.next.reject(new TypeError('fetch failed'));
    const outcome = await refresher.refresh(s.id, 1);
    expect(outcome).toMatchObject({ kind: 'unavailable', session: { tokens: s.tokens } });
    expect(await store.get(s.id)).toEqual(s);
    // A later call tries again.
    oauth.next = deferred();
    oauth.next.resolve({ accessToken: 'at-2', refreshToken: 'rt-2', accessExpiresAt: t + 1 });
    expect((await refresher.refresh(s.id, 1)).kind).toBe('fresh');
    expect(oauth.refreshes).toEqual(['rt-1', 'rt-1']);
  });

  it('revokes the new grant when the session ended during the call', async () => {
    const { store, oauth, refresher, s } = await setup();
    const flight = refresher.refresh(s.id, 1);
    await until(() => oauth.refreshes.length === 1);
    await store.delete(s.id);
    oauth.next.resolve({ accessToken: 'at-2', refreshToken: 'rt-2', accessExpiresAt: t + 1 });
    expect(await flight).toEqual({ kind: 'missing' });
    expect(oauth.revoked).toEqual(['rt-2']);
  });

  it('reports a missing session', async () => {
    const { refresher } = await setup();
    expect(await refresher.refresh('X'.repeat(43), 1)).toEqual({ kind: 'missing' });
  });
});
