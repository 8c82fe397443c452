import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../redis/redis-client';
import type { SharedRedis } from '../redis/redis-client';
import type { SessionRecord } from '../session';
import { StoreUnavailableError } from '../store-unavailable';
import { startRedisServer } from '../testing/redis-harness';
import type { RedisServer } from '../testing/redis-harness';
import { days, hours, minutes, TestClock } from './testing/harness';
import { RedisSessionStore } from './redis-session-store';
import { idHash } from './session-sealing';
import { newSessionId } from './session-id';

const secret = 'redis-store-test-secret-at-least-32-bytes';

function record(clock: TestClock, overrides: Partial<SessionRecord> = {}): SessionRecord {
  const now = clock.now();
  return {
    id: newSessionId(),
    version: 1,
    createdAt: now,
    lastSeenAt: now,
    absoluteExpiresAt: now + days(30),
    user: { id: '42', name: 'Pat Example', email: 'pat@example.test' },
    organization: { id: '1', name: 'First Church' },
    tokens: {
      accessToken: 'access-token-value-0123456789',
      refreshToken: 'refresh-token-value-0123456789',
      accessExpiresAt: now + hours(2),
      scopes: ['people'],
    },
    ...overrides,
  };
}

describe('RedisSessionStore (real redis-server)', () => {
  let server: RedisServer;
  let redis: SharedRedis;
  const clock = new TestClock();
  const idle = hours(8);
  let store: RedisSessionStore;
  const keyOf = (id: string) => `store-test:session:${idHash(id).toString('hex')}`;

  beforeAll(async () => {
    server = await startRedisServer();
    redis = connectRedis({ url: server.url, keyPrefix: 'store-test:', onStateChange: () => {} });
    expect(await redis.waitUntilReady(5000)).toBe(true);
    store = new RedisSessionStore({ redis, secret, idleTimeoutMs: idle, clock });
  });
  afterAll(async () => {
    await redis.close();
    await server.close();
  });

  it('keeps a record and gives it back whole', async () => {
    const session = record(clock);
    await store.create(session);
    expect(await store.get(session.id)).toEqual(session);
    expect(await store.get(newSessionId())).toBeUndefined();
  });

  it('stamps a record with its version and last activity, without opening it', async () => {
    const session = record(clock);
    await store.create(session);
    expect(await store.stamp(session.id)).toEqual({ version: 1, lastSeenAt: session.lastSeenAt });
    await store.touch(session.id, session.lastSeenAt + 5000);
    expect(
      await store.updateTokens(session.id, 1, { ...session.tokens, accessToken: 'next' }),
    ).toBe(true);
    expect(await store.stamp(session.id)).toEqual({
      version: 2,
      lastSeenAt: session.lastSeenAt + 5000,
    });
    await store.delete(session.id);
    expect(await store.stamp(session.id)).toBeUndefined();
    expect(await store.stamp(newSessionId())).toBeUndefined();
  });

  it('stores only ciphertext, under a hash of the id', async () => {
    const session = record(clock);
    await store.create(session);
    const keys = await redis.client.keys('store-test:*');
    expect(keys.some((key) => key.includes(session.id))).toBe(false);
    const dump = JSON.stringify(await redis.client.hgetall(keyOf(session.id)));
    for (const secretValue of [
      session.id,
      session.tokens.accessToken,
      session.tokens.refreshToken,
      session.user.name,
      session.user.email ?? '',
    ]) {
      expect(dump).not.toContain(secretValue);
    }
  });

  it('expires with the session: the idle limit, moved on by touch, never past the absolute limit', async () => {
    const session = record(clock);
    await store.create(session);
    const ttl = await redis.client.pttl(keyOf(session.id));
    expect(ttl).toBeGreaterThan(idle - 2000);
    expect(ttl).toBeLessThanOrEqual(idle);

    clock.advance(hours(3));
    await store.touch(session.id, clock.now());
    const touched = await redis.client.pttl(keyOf(session.id));
    expect(touched).toBeGreaterThan(idle - 2000);
    expect((await store.get(session.id))?.lastSeenAt).toBe(clock.now());

    const nearEnd = record(clock, { absoluteExpiresAt: clock.now() + minutes(10) });
    await store.create(nearEnd);
    const short = await redis.client.pttl(keyOf(nearEnd.id));
    expect(short).toBeGreaterThan(minutes(10) - 2000);
    expect(short).toBeLessThanOrEqual(minutes(10));
  });

  it('writes tokens only on the expected version (one of two racing writers wins)', async () => {
    const session = record(clock);
    await store.create(session);
    const tokens = (n: number) => ({ ...session.tokens, accessToken: `new-access-${n}` });
    const results = await Promise.all([
      store.updateTokens(session.id, 1, tokens(1)),
      store.updateTokens(session.id, 1, tokens(2)),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const stored = await store.get(session.id);
    expect(stored?.version).toBe(2);
    expect(['new-access-1', 'new-access-2']).toContain(stored?.tokens.accessToken);
    expect(await store.updateTokens(session.id, 1, tokens(3))).toBe(false);
  });

  it('drops a record another secret cannot open', async () => {
    const session = record(clock);
    await store.create(session);
    const other = new RedisSessionStore({
      redis,
      secret: `${secret}-other`,
      idleTimeoutMs: idle,
      clock,
    });
    expect(await other.get(session.id)).toBeUndefined();
    expect(await redis.client.exists(keyOf(session.id))).toBe(0);
  });

  it('fails fast and loudly when Redis is down, never reporting a session as missing', async () => {
    const session = record(clock);
    await store.create(session);
    await server.kill();
    const started = Date.now();
    await expect(store.get(session.id)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(Date.now() - started).toBeLessThan(2500);
    await server.restart();
    expect(await redis.waitUntilReady(5000)).toBe(true);
    expect((await store.get(session.id))?.tokens).toEqual(session.tokens);
  });
});
