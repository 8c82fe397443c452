import type { Clock } from '../rate-pacer';

interface Timer {
  at: number;
  resolve: () => void;
}

/** A clock tests move by hand: sleeps resolve only when `advance` passes their time. */
export class FakeClock implements Clock {
  private time: number;
  private timers: Timer[] = [];

  constructor(start = Date.UTC(2026, 10, 21, 12)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      signal?.throwIfAborted();
      const timer = { at: this.time + Math.max(0, ms), resolve };
      this.timers.push(timer);
      signal?.addEventListener(
        'abort',
        () => {
          this.timers = this.timers.filter((t) => t !== timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, waking due sleepers in time order and letting them run. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      await settle();
      const next = this.timers.reduce<Timer | undefined>(
        (soonest, t) => (soonest === undefined || t.at < soonest.at ? t : soonest),
        undefined,
      );
      if (!next || next.at > end) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.time = Math.max(this.time, next.at);
      next.resolve();
    }
    this.time = end;
    await settle();
  }

  /** Runs until `done` settles, jumping from timer to timer (at most `limitMs` of fake time). */
  async runUntil<T>(done: Promise<T>, limitMs = 24 * 3600_000): Promise<T> {
    let finished = false;
    const result = done.finally(() => {
      finished = true;
    });
    // Observed here so a rejection is not reported as unhandled while time is still moving.
    result.catch(() => undefined);
    const end = this.time + limitMs;
    while (!finished) {
      await settle();
      if (finished) break;
      const next = this.timers.reduce<number | undefined>(
        (soonest, t) => (soonest === undefined || t.at < soonest ? t.at : soonest),
        undefined,
      );
      if (next === undefined || next > end) {
        await settle();
        if (finished) break;
        throw new Error('runUntil: nothing left to wake and the work has not finished');
      }
      await this.advance(next - this.time);
    }
    return result;
  }
}

/** Lets every queued promise callback run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Collects an async iterable (Array.fromAsync is newer than Node 20). */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
