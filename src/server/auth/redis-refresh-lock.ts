/**
 * The cross-instance refresh lock: `SET {prefix}refresh-lock:{SHA-256 of the id} <random> NX PX`,
 * released by a compare-and-delete script so an instance never frees a lock that expired and
 * was taken by another. The lock outlives the token call's timeout, and expires by itself if its
 * holder dies.
 */
import { randomBytes } from 'node:crypto';
import type { SharedRedis } from '../redis/redis-client';
import { idHash } from './session-sealing';
import type { RefreshLock } from './token-refresher';

const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export class RedisRefreshLock implements RefreshLock {
  constructor(
    private readonly redis: SharedRedis,
    /** Longer than the token endpoint's timeout; default 15 s. */
    private readonly ttlMs = 15_000,
  ) {}

  async tryAcquire(sessionId: string): Promise<(() => Promise<void>) | undefined> {
    const key = `${this.redis.keyPrefix}refresh-lock:${idHash(sessionId).toString('hex')}`;
    const token = randomBytes(16).toString('base64url');
    const taken = await this.redis.call((client) => client.set(key, token, 'PX', this.ttlMs, 'NX'));
    if (taken !== 'OK') return undefined;
    return async () => {
      try {
        await this.redis.call((client) => client.eval(releaseScript, 1, key, token));
      } catch {
        // The lock expires by itself.
      }
    };
  }
}
