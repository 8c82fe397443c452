/**
 * Each upstream user's rate budget, as the forwarder uses it: in this process (one RatePacer per
 * user, local-rate-budget.ts) or shared by several instances in Redis (redis/redis-rate-budget.ts).
 */
import type { RateObservation } from '../api/rate-pacer';

/** One started request's place in the user's window. */
export interface RateSlot {
  /** The request finished; its response's rate headers, when it had them. */
  release(observation?: RateObservation): Promise<void>;
}

export interface UserBudget {
  /** Waits for a slot (FIFO within this instance); undefined when `deadline` passed first. */
  acquireBefore(deadline: number): Promise<RateSlot | undefined>;
  /** After an upstream 429: nobody of this user starts until `ms` from now. */
  blockFor(ms: number): Promise<void>;
  /** The wait after a 429 without Retry-After: one period, when known. */
  defaultRetryDelayMs(): Promise<number>;
  /** Seconds until the budget is likely to have room again, for Retry-After. */
  retryAfterSeconds(): Promise<number>;
}

export interface RateBudgets {
  /** The budget of one upstream user (`userKey` from the auth side). */
  forUser(userKey: string): UserBudget;
}
