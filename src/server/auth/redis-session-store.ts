/**
 * Sessions in Redis, for several proxy instances: one hash per session under
 * `{prefix}session:{SHA-256 of the id}`, in the same sealed format as the SQLite store
 * (session-sealing.ts), so a Redis dump, even with SESSION_SECRET, opens nothing without the
 * browser's cookie.
 *
 * Each key expires with its session: at the earlier of the absolute limit and the idle limit,
 * moved on by every `touch`. `updateTokens` is a compare-on-version in one Lua script, so of two
 * instances writing after the same version only the first wins. Every Redis failure surfaces as
 * StoreUnavailableError (a 503 for the caller) and never as a missing session, so an outage signs
 * nobody out.
 */
import type { SessionRecord, SessionStamp, SessionStore, TokenSet } from '../session';
import type { SharedRedis } from '../redis/redis-client';
import { systemClock } from './clock';
import type { Clock } from './clock';
import { secretBytes } from './crypto-box';
import type { SecretInput } from './crypto-box';
import { idHash, openPart, sealPart } from './session-sealing';
import type { BoundFields } from './session-sealing';

export interface RedisSessionStoreOptions {
  redis: SharedRedis;
  /** SESSION_SECRET, the same on every instance. */
  secret: SecretInput;
  /** The auth side's idle limit: a key lives this long after the last activity. */
  idleTimeoutMs: number;
  clock?: Clock;
}

const createScript = `
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'c', ARGV[2], 's', ARGV[3], 'a', ARGV[4], 'p', ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
return 1`;

const updateScript = `
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'p', ARGV[3])
return 1`;

const touchScript = `
local seen = tonumber(redis.call('HGET', KEYS[1], 's'))
if not seen then return 0 end
local at = tonumber(ARGV[1])
if at > seen then
  redis.call('HSET', KEYS[1], 's', ARGV[1])
  seen = at
end
local absolute = tonumber(redis.call('HGET', KEYS[1], 'a'))
local ttl = math.floor(math.min(absolute, seen + tonumber(ARGV[3])) - tonumber(ARGV[2]))
if ttl < 1 then ttl = 1 end
redis.call('PEXPIRE', KEYS[1], ttl)
return 1`;

const toInt = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^[0-9]+$/.test(value)) return undefined;
  return Number(value);
};

export class RedisSessionStore implements SessionStore {
  private readonly redis: SharedRedis;
  private readonly secret: Buffer;
  private readonly idleTimeoutMs: number;
  private readonly clock: Clock;

  constructor(options: RedisSessionStoreOptions) {
    this.redis = options.redis;
    this.secret = secretBytes(options.secret);
    this.idleTimeoutMs = options.idleTimeoutMs;
    this.clock = options.clock ?? systemClock;
  }

  private key(hash: Buffer): string {
    return `${this.redis.keyPrefix}session:${hash.toString('hex')}`;
  }

  /** Milliseconds until the session is over by either limit (at least 1). */
  private ttlMs(lastSeenAt: number, absoluteExpiresAt: number): number {
    const end = Math.min(absoluteExpiresAt, lastSeenAt + this.idleTimeoutMs);
    return Math.max(1, Math.floor(end - this.clock.now()));
  }

  async create(record: SessionRecord): Promise<void> {
    const hash = idHash(record.id);
    const payload = sealPart(this.secret, record.id, hash, record, {
      user: record.user,
      organization: record.organization,
      tokens: record.tokens,
    });
    const ttl = this.ttlMs(record.lastSeenAt, record.absoluteExpiresAt);
    await this.redis.call((client) =>
      client.eval(
        createScript,
        1,
        this.key(hash),
        record.version,
        record.createdAt,
        record.lastSeenAt,
        record.absoluteExpiresAt,
        payload.toString('base64'),
        ttl,
      ),
    );
  }

  /**
   * The record, undefined when there is none (expired keys are gone) or it cannot be decrypted
   * (another secret, tampering; the key is then deleted).
   */
  async get(id: string): Promise<SessionRecord | undefined> {
    const hash = idHash(id);
    const key = this.key(hash);
    const fields = await this.redis.call((client) => client.hgetall(key));
    const version = toInt(fields.v);
    const createdAt = toInt(fields.c);
    const lastSeenAt = toInt(fields.s);
    const absoluteExpiresAt = toInt(fields.a);
    if (
      version === undefined ||
      createdAt === undefined ||
      lastSeenAt === undefined ||
      absoluteExpiresAt === undefined ||
      fields.p === undefined
    ) {
      if (Object.keys(fields).length > 0) await this.redis.call((client) => client.del(key));
      return undefined;
    }
    const bound: BoundFields = { version, createdAt, absoluteExpiresAt };
    const part = openPart(this.secret, id, hash, bound, Buffer.from(fields.p, 'base64'));
    if (!part) {
      await this.redis.call((client) => client.del(key));
      return undefined;
    }
    return { id, version, createdAt, lastSeenAt, absoluteExpiresAt, ...part };
  }

  async stamp(id: string): Promise<SessionStamp | undefined> {
    const key = this.key(idHash(id));
    const [v, s] = await this.redis.call((client) => client.hmget(key, 'v', 's'));
    const version = toInt(v ?? undefined);
    const lastSeenAt = toInt(s ?? undefined);
    return version === undefined || lastSeenAt === undefined ? undefined : { version, lastSeenAt };
  }

  async updateTokens(id: string, expectedVersion: number, tokens: TokenSet): Promise<boolean> {
    const current = await this.get(id);
    if (!current || current.version !== expectedVersion) return false;
    const hash = idHash(id);
    const next: BoundFields = { ...current, version: expectedVersion + 1 };
    const payload = sealPart(this.secret, id, hash, next, {
      user: current.user,
      organization: current.organization,
      tokens,
    });
    const written = await this.redis.call((client) =>
      client.eval(
        updateScript,
        1,
        this.key(hash),
        expectedVersion,
        next.version,
        payload.toString('base64'),
      ),
    );
    return written === 1;
  }

  async touch(id: string, at: number): Promise<void> {
    await this.redis.call((client) =>
      client.eval(touchScript, 1, this.key(idHash(id)), at, this.clock.now(), this.idleTimeoutMs),
    );
  }

  async delete(id: string): Promise<void> {
    await this.redis.call((client) => client.del(this.key(idHash(id))));
  }

  /** The connection belongs to the instance (sessions, locks, rate budgets share it). */
  async close(): Promise<void> {}
}
