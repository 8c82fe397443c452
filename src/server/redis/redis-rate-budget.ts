/**
 * Each upstream user's rate budget shared by every instance, in Redis: the same sliding window
 * as RatePacer (src/api/rate-pacer.ts), kept in Lua scripts so that checking and taking a slot
 * is one atomic step, and timed by the Redis server's clock (TIME) so instances on other hosts
 * need no synchronized clocks.
 *
 * Per user (`{prefix}rate:{hash of the user key}:…`): `w` is the window (a sorted set of entry
 * times), `f` the requests in flight, `m` what the service said (limit, period) and the 429 block.
 * A request enters the window when it starts; when its answer arrives its entry moves to that
 * moment and the response's rate headers are applied: the limit and period are learned, and when
 * the service counted more than the proxy can have sent (every entry later than one period before
 * the request started, as in RatePacer; entries are kept a second period for this) the
 * difference is added. Until the first answer only one request is in flight. An in-flight entry whose
 * instance died is dropped after a minute. Keys expire an hour after their last use.
 *
 * Waiting is local: an instance keeps its callers of one user in its fair queue (rate-budget.ts)
 * and the first of them sleeps as long as the script says the window is full. A failed update
 * after the answer (Redis gone meanwhile) is logged and ignored: the answer itself must still
 * reach the caller.
 */
import { createHash, randomBytes } from 'node:crypto';
import { slotWaits } from '../../api/rate-pacer';
import type { RateObservation } from '../../api/rate-pacer';
import { preciseSleep } from '../../lib/pure/precise-sleep';
import { UserBudgets } from '../rate-budget';
import type { RateSlot, UserWindow } from '../rate-budget';
import type { SharedRedis } from './redis-client';

const nowLua = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

const keepLua = `for i = 1, #KEYS do redis.call('PEXPIRE', KEYS[i], 3600000) end`;

/** 0 when the slot is taken, else how many ms to wait before asking again. */
const acquireScript = `${nowLua}
local blocked = tonumber(redis.call('HGET', KEYS[3], 'blocked')) or 0
if blocked > now then return blocked - now end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - tonumber(ARGV[2]))
local limit = tonumber(redis.call('HGET', KEYS[3], 'limit'))
local period = tonumber(redis.call('HGET', KEYS[3], 'period'))
if not limit or not period then
  if redis.call('ZCARD', KEYS[2]) > 0 then return 20 end
else
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - 2 * period)
  local inWindow = redis.call('ZCOUNT', KEYS[1], '(' .. (now - period), '+inf')
  if inWindow >= limit then
    local leaving = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. (now - period), '+inf',
      'WITHSCORES', 'LIMIT', inWindow - limit, 1)
    return math.max(1, tonumber(leaving[2]) + period - now)
  end
end
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZADD', KEYS[2], now, ARGV[1])
${keepLua}
return 0`;

const releaseScript = `${nowLua}
local started = tonumber(redis.call('ZSCORE', KEYS[2], ARGV[1])) or now
if redis.call('ZREM', KEYS[2], ARGV[1]) == 1 and redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  redis.call('ZADD', KEYS[1], now, ARGV[1])
end
if ARGV[2] ~= '' then
  local count = tonumber(ARGV[2])
  local limit = tonumber(ARGV[3])
  local period = tonumber(ARGV[4]) * 1000
  redis.call('HSET', KEYS[3], 'limit', limit, 'period', period)
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - 2 * period)
  local ours = redis.call('ZCOUNT', KEYS[1], '(' .. (started - period), '+inf')
  local unseen = math.min(count, limit) - ours
  if unseen > 0 then
    local seq = redis.call('HINCRBY', KEYS[3], 'seq', unseen)
    for i = 1, unseen do redis.call('ZADD', KEYS[1], now, 'unseen:' .. (seq - i)) end
  end
end
${keepLua}
return 1`;

const blockScript = `${nowLua}
local until_ = now + tonumber(ARGV[1])
local blocked = tonumber(redis.call('HGET', KEYS[3], 'blocked')) or 0
if until_ > blocked then redis.call('HSET', KEYS[3], 'blocked', until_) end
${keepLua}
return 1`;

/**
 * { ms until the block ends (0 when none), the limit and period in ms (0 when unknown), then the
 * newest `limit` entries of the window as ms from now (≤ 0), oldest first }.
 */
const statusScript = `${nowLua}
local blocked = tonumber(redis.call('HGET', KEYS[3], 'blocked')) or 0
local limit = tonumber(redis.call('HGET', KEYS[3], 'limit')) or 0
local period = tonumber(redis.call('HGET', KEYS[3], 'period')) or 0
local out = { math.max(0, blocked - now), limit, period }
if limit > 0 and period > 0 then
  local newest = redis.call('ZREVRANGEBYSCORE', KEYS[1], '+inf', '(' .. (now - period),
    'WITHSCORES', 'LIMIT', 0, limit)
  for i = #newest, 2, -2 do out[#out + 1] = tonumber(newest[i]) - now end
end
return out`;

/** An in-flight entry older than this belongs to an instance that died mid-request. */
const staleInFlightMs = 60_000;

export interface RedisRateBudgetsOptions {
  redis: SharedRedis;
  /** Failed updates after an answer; default console.warn. */
  warn?: (message: string) => void;
}

class RedisUserWindow implements UserWindow {
  private inFlight = 0;

  constructor(
    private readonly redis: SharedRedis,
    private readonly keys: [string, string, string],
    private readonly newId: () => string,
    private readonly warn: (message: string) => void,
  ) {}

  private run(script: string, ...args: (string | number)[]): Promise<unknown> {
    return this.redis.call((client) => client.eval(script, 3, ...this.keys, ...args));
  }

  async acquire(): Promise<RateSlot> {
    const id = this.newId();
    for (;;) {
      const wait = Number(await this.run(acquireScript, id, staleInFlightMs));
      if (wait === 0) break;
      await preciseSleep(wait);
    }
    this.inFlight += 1;
    return {
      release: async (observation) => {
        this.inFlight -= 1;
        await this.release(id, observation);
      },
    };
  }

  private async release(id: string, observation: RateObservation | undefined): Promise<void> {
    const seen = observation
      ? [observation.count, observation.limit, observation.periodSeconds]
      : ['', '', ''];
    try {
      await this.run(releaseScript, id, ...seen);
    } catch (error) {
      this.warn(`[redis] rate window not updated: ${(error as Error).message}`);
    }
  }

  async blockFor(ms: number): Promise<void> {
    try {
      await this.run(blockScript, Math.ceil(ms));
    } catch (error) {
      this.warn(`[redis] rate block not recorded: ${(error as Error).message}`);
    }
  }

  private async status() {
    const [blockedMs = 0, limit = 0, periodMs = 0, ...entries] = (
      (await this.run(statusScript)) as (number | string)[]
    ).map(Number);
    return { blockedMs, limit, periodMs, entries };
  }

  async outlook(count: number): Promise<{ waits: number[]; periodMs: number | undefined }> {
    const { blockedMs, limit, periodMs, entries } = await this.status();
    const known = limit > 0 && periodMs > 0;
    const view = {
      entries,
      limit: known ? limit : undefined,
      periodMs: known ? periodMs : undefined,
      blockedUntil: blockedMs,
      now: 0,
    };
    return { waits: slotWaits(view, count), periodMs: view.periodMs };
  }

  async periodMs(): Promise<number | undefined> {
    const { periodMs } = await this.status();
    return periodMs > 0 ? periodMs : undefined;
  }

  idle(): boolean {
    return this.inFlight === 0;
  }
}

export class RedisRateBudgets extends UserBudgets {
  constructor(options: RedisRateBudgetsOptions) {
    const { redis } = options;
    const warn = options.warn ?? ((message: string) => console.warn(message));
    const instance = randomBytes(6).toString('base64url');
    let sequence = 0;
    super((userKey) => {
      const hash = createHash('sha256').update(userKey, 'utf8').digest('hex').slice(0, 32);
      const base = `${redis.keyPrefix}rate:${hash}:`;
      const keys: [string, string, string] = [`${base}w`, `${base}f`, `${base}m`];
      return new RedisUserWindow(redis, keys, () => `${instance}:${(sequence += 1)}`, warn);
    });
  }
}
