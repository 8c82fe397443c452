/**
 * Keeps one caller's requests under the service's rate limit.
 *
 * The limit is never assumed: it is learned from the rate headers of every response (named as
 * the dialect names them: catalog/dialects.ts), and the latest response wins, so a limit or
 * period the service changes mid-run is followed from its next answer on. The period may read "60", "60 seconds", "1 minute" or
 * "2 hours"; a period in a unit it does not know makes that response's rate headers unreadable
 * (ignored), never a guess. Until the first response arrives only one request is in flight.
 * After that, requests are kept in a sliding window of one period: a request enters it when it
 * starts, and when its answer arrives its entry moves to that moment. The service counted the
 * request on arrival, which is never later than its answer, so the window never lets an entry
 * expire before the service's does, and no margin is needed. A request may start while the
 * window holds fewer than `limit` entries, so a bulk walk runs at the full rate and never over
 * it. When the service counts more than we can have sent (other tabs or kiosks of the same
 * user), the difference is added to the window. What we can have sent is every entry that may
 * have been in the service's window when it counted: any later than one period before this
 * request started, so entries are kept for a second period to be compared with. A 429 blocks
 * everyone for Retry-After seconds (or one period when absent).
 */

import { preciseSleep } from '../lib/pure/precise-sleep';
import { specDialect } from './catalog/dialects';
import type { RateHeaderNames } from './catalog/dialects';

export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = { now: () => Date.now(), sleep: preciseSleep };

/** What the readers below need of a response's headers (a fetch Headers is one). */
export type HeaderReader = Pick<Headers, 'get'>;

export interface RateObservation {
  count: number;
  limit: number;
  periodSeconds: number;
}

/** Seconds per unit of the period header; a Map, so no inherited property counts as a unit. */
const periodUnitSeconds: ReadonlyMap<string, number> = new Map([
  ['second', 1],
  ['seconds', 1],
  ['minute', 60],
  ['minutes', 60],
  ['hour', 3600],
  ['hours', 3600],
]);

/**
 * The period header in seconds: `60`, `20 seconds`, `1 second`, `1 minute`, `2 hours` (units in
 * any case). Anything else, an unknown unit above all, is undefined: guessing `1 fortnight` as
 * one second would send requests far too fast.
 */
export function parseRatePeriodSeconds(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const match = /^\s*([0-9]{1,9})\s*([A-Za-z]*)\s*$/.exec(raw);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  const factor = unit === '' ? 1 : periodUnitSeconds.get(unit);
  if (factor === undefined || amount <= 0) return undefined;
  return amount * factor;
}

/**
 * Reads the three rate headers under a dialect's names (the spec's by default); undefined when
 * any is missing or unreadable.
 */
export function readRateHeaders(
  headers: HeaderReader,
  names: RateHeaderNames = specDialect.rateHeaders,
): RateObservation | undefined {
  const count = Number.parseInt(headers.get(names.count) ?? '', 10);
  const limit = Number.parseInt(headers.get(names.limit) ?? '', 10);
  const periodSeconds = parseRatePeriodSeconds(headers.get(names.period));
  if (
    periodSeconds === undefined ||
    !Number.isFinite(count) ||
    !Number.isFinite(limit) ||
    limit <= 0
  ) {
    return undefined;
  }
  return { count, limit, periodSeconds };
}

/** Retry-After in seconds (delta form or HTTP date), clamped to at least one second. */
export function readRetryAfterSeconds(headers: HeaderReader, now: number): number | undefined {
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

/** A window as it stands: what `slotWaits` reads. */
export interface WindowView {
  /** Entry times, ascending; those older than one period before `now` are ignored. */
  entries: readonly number[];
  limit: number | undefined;
  periodMs: number | undefined;
  blockedUntil: number;
  now: number;
}

/**
 * Ms from `now` until each of the next `count` requests, taken in turn, could start if nothing
 * else joins the window: each one's slot opens when the entry `limit` places before it leaves.
 * With the limit still unknown nothing is predicted (0, or the block).
 */
export function slotWaits(view: WindowView, count: number): number[] {
  const { entries, limit, periodMs, now } = view;
  const earliest = Math.max(now, view.blockedUntil);
  // The window's entries are entries[start..]; the requests taken in turn follow them. Found by
  // binary search and indexed, not copied: a proxy calls this per request, and a high limit
  // keeps many entries in the window.
  const start = periodMs === undefined ? 0 : firstAfter(entries, now - periodMs);
  const inWindow = entries.length - start;
  const waits: number[] = [];
  for (let i = 0; i < count; i++) {
    const leavingIndex = limit === undefined ? -1 : inWindow + i - limit;
    const leaving =
      leavingIndex < 0
        ? undefined
        : leavingIndex < inWindow
          ? entries[start + leavingIndex]
          : (waits[leavingIndex - inWindow] ?? 0) + now;
    const at =
      leaving === undefined || periodMs === undefined
        ? earliest
        : Math.max(earliest, leaving + periodMs);
    waits.push(at - now);
  }
  return waits;
}

/** The index of the first entry after `time` (entries ascending). */
function firstAfter(entries: readonly number[], time: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle] ?? 0) > time) high = middle;
    else low = middle + 1;
  }
  return low;
}

export interface RatePacerOptions {
  clock?: Clock;
  /** Extra time an entry stays in the window, as a share of the period; default none. */
  marginRatio?: number;
}

export class RatePacer {
  private readonly clock: Clock;
  private readonly marginRatio: number;
  private limit: number | undefined;
  private periodMs: number | undefined;
  /** Entry times, ascending: the window and, before it, one more period of history. */
  private starts: number[] = [];
  /** Start times of the requests still in flight, oldest first. */
  private inFlightStarts: number[] = [];
  private inFlight = 0;
  private blockedUntil = 0;
  private queue: Promise<void> = Promise.resolve();
  private wakeFirstResponse: (() => void) | undefined;

  constructor(options: RatePacerOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.marginRatio = options.marginRatio ?? 0;
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
    const started = this.inFlightStarts.shift();
    if (started !== undefined) this.moveEntry(started, this.clock.now());
    if (observation) this.observe(observation, started);
    this.wake();
  }

  /** Moves one entry from `from` to `to` (≥ every entry), keeping the window in order. */
  private moveEntry(from: number, to: number): void {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.starts[middle] ?? 0) < from) low = middle + 1;
      else high = middle;
    }
    if (this.starts[low] !== from) return;
    this.starts.splice(low, 1);
    this.starts.push(Math.max(to, this.starts.at(-1) ?? to));
  }

  /**
   * Learns the limit and reconciles the window with the service's own count, which it took when
   * the request arrived: after `startedAt` (default now), before now.
   */
  observe({ count, limit, periodSeconds }: RateObservation, startedAt?: number): void {
    this.limit = limit;
    this.periodMs = periodSeconds * 1000;
    const now = this.clock.now();
    this.prune(now);
    // Counting from the arrival's earliest moment: a request that left our window between then
    // and now may still have been in the service's, and is not someone else's.
    const ours = this.entriesAfter((startedAt ?? now) - this.windowMs());
    const unseen = Math.min(count, limit) - ours;
    // Entries are in time order and `now` is not earlier than any of them.
    for (let i = 0; i < unseen; i++) this.starts.push(now);
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

  /** Ms until each of the next `count` requests could start, in turn (slotWaits). */
  slotWaits(count: number): number[] {
    const now = this.clock.now();
    this.prune(now);
    const periodMs = this.periodMs === undefined ? undefined : this.windowMs();
    const { limit, starts: entries, blockedUntil } = this;
    return slotWaits({ entries, limit, periodMs, blockedUntil, now }, count);
  }

  snapshot(): PacerSnapshot {
    this.prune(this.clock.now());
    return {
      limit: this.limit,
      periodMs: this.periodMs,
      inWindow: this.entriesAfter(this.clock.now() - this.windowMs()),
      inFlight: this.inFlight,
      blockedUntil: this.blockedUntil,
    };
  }

  private wake(): void {
    const wake = this.wakeFirstResponse;
    this.wakeFirstResponse = undefined;
    wake?.();
  }

  /** How long an entry stays in the window. */
  private windowMs(): number {
    return (this.periodMs ?? 0) * (1 + this.marginRatio);
  }

  /** Index of the first entry later than `time`. */
  private firstAfter(time: number): number {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.starts[middle] ?? 0) <= time) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private entriesAfter(time: number): number {
    return this.starts.length - this.firstAfter(time);
  }

  /** Drops what is older than the window and its period of history. */
  private prune(now: number): void {
    if (this.periodMs === undefined) return;
    const drop = this.firstAfter(now - 2 * this.windowMs());
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
      const first = this.firstAfter(now - this.windowMs());
      const inWindow = this.starts.length - first;
      if (inWindow < this.limit) break;
      // The window has room once this many of its oldest entries have left it.
      const leaving = this.starts[first + inWindow - this.limit] ?? now;
      const freeAt = leaving + this.windowMs();
      await this.clock.sleep(Math.max(1, Math.ceil(freeAt - now)), signal);
    }
    const now = this.clock.now();
    this.starts.push(now);
    this.inFlightStarts.push(now);
    this.inFlight += 1;
  }
}
