import type { SandboxClock } from './context';

export interface RateDecision {
  allowed: boolean;
  /** Requests counted in the window, this one included. */
  count: number;
  limit: number;
  periodSeconds: number;
  /** When refused: seconds until the oldest counted request leaves the window. */
  retryAfterSeconds: number;
}

/** One user's arrival times, oldest first: `times[start..]` are in the window. */
interface Window {
  times: number[];
  start: number;
}

/**
 * Per-user sliding window: a request is allowed while fewer than `limit` requests of the same
 * user arrived in the last `periodSeconds`. Refused requests are not counted. Expired times are
 * skipped by moving `start` and dropped in bulk, so a high limit (a window of many thousand
 * times) costs each request O(1) rather than a shift of the whole array.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly clock: SandboxClock,
    private readonly limit: number,
    private readonly periodSeconds: number,
  ) {}

  hit(userKey: string): RateDecision {
    const now = this.clock.now();
    const periodMs = this.periodSeconds * 1000;
    let window = this.windows.get(userKey);
    if (!window) {
      window = { times: [], start: 0 };
      this.windows.set(userKey, window);
    }
    const { times } = window;
    while (window.start < times.length && (times[window.start] ?? 0) <= now - periodMs) {
      window.start += 1;
    }
    if (window.start > 1024 && window.start * 2 > times.length) {
      times.splice(0, window.start);
      window.start = 0;
    }
    const count = times.length - window.start;
    const base = { limit: this.limit, periodSeconds: this.periodSeconds };
    if (count >= this.limit) {
      const oldest = times[window.start] ?? now;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + periodMs - now) / 1000));
      return { ...base, allowed: false, count: count + 1, retryAfterSeconds };
    }
    times.push(now);
    return { ...base, allowed: true, count: count + 1, retryAfterSeconds: 0 };
  }
}
