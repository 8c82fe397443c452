/**
 * Keeps one caller's requests under the service's rate limit.
 *
 * The limit is never assumed: it is learned from the X-SVC-API-Request-Rate-* headers of every
 * response (the period may read "60" or "60 seconds"). Until the first response arrives only one
 * request is in flight. After that, request starts are kept in a sliding window of one period;
 * a request may start while the window holds fewer than `limit` starts, so a bulk walk runs at
 * the full rate and never over it. When the service counts more than we sent (other tabs or
 * kiosks of the same user), the difference is added to the window. A 429 blocks everyone for
 * Retry-After seconds (or one period when absent).
 */

export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

export interface RateObservation {
  count: number;
  limit: number;
  periodSeconds: number;
}

export const rateHeaderNames = {
  count: 'X-SVC-API-Request-Rate-Count',
  limit: 'X-SVC-API-Request-Rate-Limit',
  period: 'X-SVC-API-Request-Rate-Period',
} as const;

/** Reads the three rate headers; undefined when any is missing or unreadable. */
export function readRateHeaders(headers: Headers): RateObservation | undefined {
  const count = Number.parseInt(headers.get(rateHeaderNames.count) ?? '', 10);
  const limit = Number.parseInt(headers.get(rateHeaderNames.limit) ?? '', 10);
  const periodSeconds = Number.parseInt(headers.get(rateHeaderNames.period) ?? '', 10);
  if (![count, limit, periodSeconds].every(Number.isFinite) || limit <= 0 || periodSeconds <= 0) {
    return undefined;
  }
  return { count, limit, periodSeconds };
}

/** Retry-After in seconds (delta form or HTTP date), clamped to at least one second. */
export function readRetryAfterSeconds(headers: Headers, now: number): number | undefined {
  const raw = headers.get('Retry-After');
  if (raw === null || raw.trim() === '') return undefined;
  const seconds = Number(raw.trim());
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(raw);
  if (Number.isNaN(date)) return undefined;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

export interface PacerSnapshot {
  limit: number | undefined;
  periodMs: number | undefined;
  inWindow: number;
  inFlight: number;
  blockedUntil: number;
}

export interface RatePacerOptions {
  clock?: Clock;
  /** Extra time a start stays in the window, for the trip to the service; default 2% of period. */
  marginRatio?: number;
}

export class RatePacer {
  private readonly clock: Clock;
  private readonly marginRatio: number;
  private limit: number | undefined;
  private periodMs: number | undefined;
  private starts: number[] = [];
  private inFlight = 0;
  private blockedUntil = 0;
  private queue: Promise<void> = Promise.resolve();
  private wakeFirstResponse: (() => void) | undefined;

  constructor(options: RatePacerOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.marginRatio = options.marginRatio ?? 0.02;
  }

  /** Waits for a slot in FIFO order, then counts the request as started. */
  acquire(signal?: AbortSignal): Promise<void> {
    const turn = this.queue.then(() => this.waitForSlot(signal));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** Marks a started request as finished, with what its response said about the rate. */
  release(observation?: RateObservation): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (observation) this.observe(observation);
    this.wake();
  }

  /** Learns the limit and reconciles the window with the service's own count. */
  observe({ count, limit, periodSeconds }: RateObservation): void {
    this.limit = limit;
    this.periodMs = periodSeconds * 1000;
    const now = this.clock.now();
    this.prune(now);
    const unseen = Math.min(count, limit) - this.starts.length;
    for (let i = 0; i < unseen; i++) this.starts.push(now);
    this.starts.sort((a, b) => a - b);
    this.wake();
  }

  /** After a 429: nobody starts until the service's wait is over. */
  blockFor(ms: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, this.clock.now() + ms);
  }

  /** The wait after a 429 when the service sent no Retry-After: one period, if known. */
  defaultRetryDelayMs(): number {
    return this.periodMs ?? 1000;
  }

  snapshot(): PacerSnapshot {
    this.prune(this.clock.now());
    return {
      limit: this.limit,
      periodMs: this.periodMs,
      inWindow: this.starts.length,
      inFlight: this.inFlight,
      blockedUntil: this.blockedUntil,
    };
  }

  private wake(): void {
    const wake = this.wakeFirstResponse;
    this.wakeFirstResponse = undefined;
    wake?.();
  }

  private prune(now: number): void {
    if (this.periodMs === undefined) return;
    const horizon = now - this.periodMs * (1 + this.marginRatio);
    let drop = 0;
    while (drop < this.starts.length && (this.starts[drop] ?? 0) <= horizon) drop++;
    if (drop > 0) this.starts = this.starts.slice(drop);
  }

  private async waitForSlot(signal?: AbortSignal): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      const now = this.clock.now();
      if (now < this.blockedUntil) {
        await this.clock.sleep(this.blockedUntil - now, signal);
        continue;
      }
      if (this.limit === undefined || this.periodMs === undefined) {
        if (this.inFlight === 0) break;
        await new Promise<void>((resolve, reject) => {
          this.wakeFirstResponse = resolve;
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
        continue;
      }
      this.prune(now);
      if (this.starts.length < this.limit) break;
      const oldest = this.starts[0] ?? now;
      const freeAt = oldest + this.periodMs * (1 + this.marginRatio);
      await this.clock.sleep(Math.max(1, Math.ceil(freeAt - now)), signal);
    }
    this.starts.push(this.clock.now());
    this.inFlight += 1;
  }
}
