import type { Clock } from '../rate-pacer';

interface Timer {
  at: number;
  resolve: () => void;
}

/**
 * A clock tests move by hand: sleeps resolve only when `advance` passes their time. `runUntil`
 * moves it from sleeper to sleeper for work that only computes; `runWithIo` also lets real I/O
 * (HTTP between servers of this process) finish before each move.
 */
export class FakeClock implements Clock {
  private time: number;
  private timers: Timer[] = [];
  /** Moves on whenever a sleeper is added, woken or aborted. */
  private changes = 0;

  constructor(start = Date.UTC(2026, 10, 21, 12)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      signal?.throwIfAborted();
      const onAbort = () => {
        this.timers = this.timers.filter((t) => t !== timer);
        this.changes += 1;
        reject(signal?.reason);
      };
      const timer = {
        at: this.time + Math.max(0, ms),
        resolve: () => {
          // A signal that outlives many sleeps (a loop's) keeps no listener of those that ended.
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      this.timers.push(timer);
      this.changes += 1;
      signal?.addEventListener('abort', onAbort, { once: true });
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
      this.changes += 1;
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
      const next = this.earliest();
      if (next === undefined || next > end) {
        await settle();
        if (finished) break;
        throw new Error('runUntil: nothing left to wake and the work has not finished');
      }
      await this.advance(next - this.time);
    }
    return result;
  }

  /**
   * Runs until `done` settles, like runUntil, when the work also waits on real I/O: time jumps to
   * the next sleeper only once the event loop has turned `quietTurns` times with no sleeper added
   * or woken and nothing `busy`. A request on its way between two servers of this process is
   * read within a turn or two of being written, however loaded the machine, so it arrives before
   * time moves: the servers see time pass only while everyone waits on the clock. With no sleeper
   * the work waits on I/O alone, and so does this, in real time.
   */
  async runWithIo<T>(done: Promise<T>, options: IoRunOptions = {}): Promise<T> {
    const { busy = () => false, quietTurns = 50, limitMs = 24 * 3600_000 } = options;
    let finished = false;
    const result = done.finally(() => {
      finished = true;
    });
    result.catch(() => undefined);
    const end = this.time + limitMs;
    let quiet = 0;
    let seen = this.changes;
    while (!finished) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.changes !== seen || busy()) {
        seen = this.changes;
        quiet = 0;
        continue;
      }
      quiet += 1;
      if (quiet < quietTurns) continue;
      const next = this.earliest();
      if (next === undefined) {
        // Only I/O is pending: let it come without spinning.
        await new Promise<void>((resolve) => setTimeout(resolve, 1));
        continue;
      }
      if (next > end) throw new Error('runWithIo: the work did not finish within limitMs');
      await this.advance(next - this.time);
      seen = this.changes;
      quiet = 0;
    }
    return result;
  }

  private earliest(): number | undefined {
    return this.timers.reduce<number | undefined>(
      (soonest, t) => (soonest === undefined || t.at < soonest ? t.at : soonest),
      undefined,
    );
  }
}

/** Work that waits on real I/O as well as on the clock (`FakeClock.runWithIo`). */
export interface IoRunOptions {
  /** True while I/O the turns of the event loop cannot see is under way (a request in a server). */
  busy?: () => boolean;
  /** Turns of the event loop without a sleeper added or woken before time moves; default 50. */
  quietTurns?: number;
  /** The most fake time to pass; default a day. */
  limitMs?: number;
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
