/**
 * OAuth `state` values of finished callbacks, kept as long as a login cookie could still carry
 * them, so each is used once: in this process's memory, or in Redis when several instances share
 * the sign-in.
 */
import { createHash } from 'node:crypto';
import type { SharedRedis } from '../redis/redis-client';
import { loginTransactionMaxAgeMs } from './cookies';

export interface ConsumedStates {
  /** Marks the state used; false when it already was. */
  consume(state: string, now: number): Promise<boolean>;
}

const stateKey = (state: string): string =>
  createHash('sha256').update(state, 'utf8').digest('base64url');

export class MemoryConsumedStates implements ConsumedStates {
  private readonly entries = new Map<string, number>();
  private static readonly max = 100_000;

  async consume(state: string, now: number): Promise<boolean> {
    for (const [key, expiresAt] of this.entries) {
      if (expiresAt > now && this.entries.size < MemoryConsumedStates.max) break;
      this.entries.delete(key);
    }
    const key = stateKey(state);
    if (this.entries.has(key)) return false;
    this.entries.set(key, now + loginTransactionMaxAgeMs);
    return true;
  }
}

export class RedisConsumedStates implements ConsumedStates {
  constructor(private readonly redis: SharedRedis) {}

  async consume(state: string): Promise<boolean> {
    const key = `${this.redis.keyPrefix}oauth-state:${stateKey(state)}`;
    const set = await this.redis.call((client) =>
      client.set(key, '1', 'PX', loginTransactionMaxAgeMs, 'NX'),
    );
    return set === 'OK';
  }
}
