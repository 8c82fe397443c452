/**
 * Each upstream user's rate budget, as the forwarder uses it. The window itself lives in this
 * process (one RatePacer per user, local-rate-budget.ts) or in Redis, shared by several
 * instances (redis/redis-rate-budget.ts); in front of it, each instance keeps that user's
 * waiting callers in a fair queue: FIFO within a session, round-robin between sessions.
 *
 * A request is admitted when the wait its place in the queue needs is within the wait bound
 * (UPSTREAM_MAX_WAIT_SECONDS when set, else one period of the service plus a margin); then it
 * waits as long as the window needs. Otherwise it is refused at once with the seconds until
 * that slot opens.
 */
import type { RateObservation } from '../api/rate-pacer';

/** One started request's place in the user's window. */
export interface RateSlot {
  /** The request finished; its response's rate headers, when it had them. */
  release(observation?: RateObservation): Promise<void>;
}

/** One user's window, wherever it is kept. */
export interface UserWindow {
  /** Ms from now until each of the next `count` requests, in turn, could start; the period. */
  outlook(count: number): Promise<{ waits: number[]; periodMs: number | undefined }>;
  /** Takes a slot, waiting as long as the window needs. */
  acquire(): Promise<RateSlot>;
  /** After an upstream 429: nobody of this user starts until `ms` from now. */
  blockFor(ms: number): Promise<void>;
  /** The service's period, once an answer has said it. */
  periodMs(): Promise<number | undefined>;
  /** Nothing in flight: the window may be forgotten after an idle hour. */
  idle(): boolean;
}

export type Admission =
  | { ok: true; slot: RateSlot }
  | {
      ok: false;
      /** Until the slot this request would have had opens. */ retryAfterSeconds: number;
    };

/** The longest wait allowed, in ms, given the service's period (when known). */
export type WaitBound = (periodMs: number | undefined) => number;

export interface UserBudget {
  /** A slot for a request of `sessionKey`, or a refusal at once when the wait exceeds `bound`. */
  admit(sessionKey: string, bound: WaitBound): Promise<Admission>;
  /** After an upstream 429: nobody of this user starts until `ms` from now. */
  blockFor(ms: number): Promise<void>;
  /** The wait after a 429 without Retry-After: one period, when known. */
  defaultRetryDelayMs(): Promise<number>;
}

export interface RateBudgets {
  /** The budget of one upstream user (`userKey` from the auth side). */
  forUser(userKey: string): UserBudget;
}

/** Past one period, what a slot's wait may add: the answer that frees it, and timer jitter. */
export const waitMarginMs = 5_000;

/** The wait bound: `overrideSeconds` (UPSTREAM_MAX_WAIT_SECONDS), else one period plus the margin. */
export function waitBound(overrideSeconds: number | undefined, defaultPeriodMs: number): WaitBound {
  return (periodMs) =>
    overrideSeconds !== undefined
      ? overrideSeconds * 1000
      : (periodMs ?? defaultPeriodMs) + waitMarginMs;
}

/** One user's callers on this instance, in front of that user's window. */
export class FairUserBudget implements UserBudget {
  /** Each session's waiting callers, FIFO; the map's order is the round-robin's. */
  private readonly sessions = new Map<string, (() => void)[]>();
  /** Decisions are made one at a time, so each sees the queue the previous ones left. */
  private decisions: Promise<unknown> = Promise.resolve();
  private undecided = 0;
  /** A caller is taking its slot from the window (one at a time). */
  private taking = false;
  usedAt = Date.now();

  constructor(readonly window: UserWindow) {}

  /** Callers waiting or taking a slot. */
  pending(): number {
    let waiting = this.undecided + (this.taking ? 1 : 0);
    for (const queue of this.sessions.values()) waiting += queue.length;
    return waiting;
  }

  /** Callers served before a new one of `sessionKey`: its session's, and as many turns of each other session. */
  private ahead(sessionKey: string): number {
    const own = this.sessions.get(sessionKey)?.length ?? 0;
    let ahead = own + (this.taking ? 1 : 0);
    for (const [key, queue] of this.sessions) {
      if (key !== sessionKey) ahead += Math.min(queue.length, own + 1);
    }
    return ahead;
  }

  async admit(sessionKey: string, bound: WaitBound): Promise<Admission> {
    this.usedAt = Date.now();
    this.undecided += 1;
    const decided = this.decisions.then(() => this.decide(sessionKey, bound));
    this.decisions = decided.catch(() => undefined);
    const verdict = await decided.finally(() => (this.undecided -= 1));
    if ('retryAfterSeconds' in verdict) return { ok: false, ...verdict };
    await verdict.turn;
    try {
      return { ok: true, slot: await this.window.acquire() };
    } finally {
      this.next();
      this.usedAt = Date.now();
    }
  }

  /** Refused with the seconds until its slot opens, or in the queue (its turn to come). */
  private async decide(
    sessionKey: string,
    bound: WaitBound,
  ): Promise<{ retryAfterSeconds: number } | { turn: Promise<void> }> {
    const ahead = this.ahead(sessionKey);
    const { waits, periodMs } = await this.window.outlook(ahead + 1);
    const wait = waits[ahead] ?? 0;
    if (wait > bound(periodMs)) {
      return { retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    }
    return { turn: this.turn(sessionKey) };
  }

  private turn(sessionKey: string): Promise<void> {
    if (!this.taking && this.sessions.size === 0) {
      this.taking = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const queue = this.sessions.get(sessionKey);
      if (queue) queue.push(resolve);
      else this.sessions.set(sessionKey, [resolve]);
    });
  }

  /** Hands the window to the first waiting session in the rotation, which then goes last. */
  private next(): void {
    this.taking = false;
    const first = this.sessions.entries().next();
    if (first.done) return;
    const [key, queue] = first.value;
    const resolve = queue.shift();
    this.sessions.delete(key);
    if (queue.length > 0) this.sessions.set(key, queue);
    this.taking = true;
    resolve?.();
  }

  blockFor(ms: number): Promise<void> {
    return this.window.blockFor(ms);
  }

  async defaultRetryDelayMs(): Promise<number> {
    return (await this.window.periodMs()) ?? 1000;
  }
}

/** Budgets by user, each opened on first use and dropped after an idle hour. */
export class UserBudgets implements RateBudgets {
  private readonly budgets = new Map<string, FairUserBudget>();
  private sweptAt = Date.now();

  constructor(private readonly open: (userKey: string) => UserWindow) {}

  forUser(userKey: string): UserBudget {
    const now = Date.now();
    if (now - this.sweptAt > 60_000) this.sweep(now);
    let budget = this.budgets.get(userKey);
    if (!budget) {
      budget = new FairUserBudget(this.open(userKey));
      this.budgets.set(userKey, budget);
    }
    budget.usedAt = now;
    return budget;
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, budget] of this.budgets) {
      const unused = budget.pending() === 0 && budget.window.idle();
      if (unused && now - budget.usedAt > 3_600_000) this.budgets.delete(key);
    }
  }
}
