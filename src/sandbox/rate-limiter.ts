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

/**
 * Per-user sliding window: a request is allowed while fewer than `limit` requests of the same
 * user arrived in the last `periodSeconds`. Refused requests are not counted.
 */
export class RateLimiter {
  private readonly windows = new Map<string, number[]>();

  constructor(
    private readonly clock: SandboxClock,
    private readonly limit: number,
    private readonly periodSeconds: number,
  ) {}

  hit(userKey: string): RateDecision {
    const now = this.clock.now();
    const periodMs = this.periodSeconds * 1000;
    const window = this.windows.get(userKey) ?? [];
    let expired = 0;
    while (expired < window.length && (window[expired] ?? 0) <= now - periodMs) expired++;
    if (expired > 0) window.splice(0, expired);
    const base = { limit: this.limit, periodSeconds: this.periodSeconds };
    if (window.length >= this.limit) {
      this.windows.set(userKey, window);
      const oldest = window[0] ?? now;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + periodMs - now) / 1000));
      return { ...base, allowed: false, count: window.length + 1, retryAfterSeconds };
    }
    window.push(now);
    this.windows.set(userKey, window);
    return { ...base, allowed: true, count: window.length, retryAfterSeconds: 0 };
  }
}
