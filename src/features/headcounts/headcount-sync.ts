/**
 * The kiosk's sync loop (no React): sends the outbox to the service one entry at a time, lowest
 * sequence first, while online. POST when no headcount id is known, PATCH when one is (and a
 * POST that finds one already there updates it instead). After a failure it waits: Retry-After
 * on a 429, exponential backoff with jitter on 5xx and network errors, the `online` event while
 * offline, a new sign-in after a 401. An entry leaves the outbox only when the service confirmed
 * that exact sequence, so an edit made while its older value is in flight is sent next. An entry
 * held for Undo (`holdUntil`) waits its turn: the first entry not held goes first (D124).
 * A service that refuses headcount writes outright (403, or a probe's answer: `learn`) is
 * remembered on the device: entries then stay there and nothing is sent until it is heard to
 * take them (D167).
 */
import { ApiError } from '../../api/api-error';
import type { Client } from '../../api/client';
import { systemClock } from '../../api/rate-pacer';
import type { Clock } from '../../api/rate-pacer';
import { saveHeadcount } from './headcount-writes';
import type { OutboxEntry, OutboxStorage } from './outbox';
import { classifyFailure, defaultBackoff } from './sync-failure';
import type { BackoffSettings, SyncProblem } from './sync-failure';

export type SyncState =
  /** Nothing waits. */
  | 'idle'
  /** Every entry waiting is held while its change can be undone. */
  | 'holding'
  | 'syncing'
  /** Entries wait for the network. */
  | 'offline'
  /** After a 429, a 5xx or a network error, until `retryAt`. */
  | 'backing_off'
  /** A send waits inside the client for the rate limit (a 429 it retries itself), until `retryAt`. */
  | 'rate_limited'
  /** A 401: entries wait for a new sign-in. */
  | 'signed_out'
  /** The service refused an entry (403, 404, 422…); it stays and is retried slowly. */
  | 'refused'
  /** Another tab of this browser holds the sync lock. */
  | 'standby'
  /** The service takes no headcounts (`writesRefused`): entries stay on the device. */
  | 'kept';

export interface SyncSnapshot {
  readonly state: SyncState;
  /** Entries waiting in the outbox. */
  readonly pending: number;
  /** Of those, entries held while their change can be undone. */
  readonly held: number;
  /** Epoch ms of the last entry the service confirmed. */
  readonly lastSyncedAt: number | null;
  /** Epoch ms of the next attempt while backing off or refused. */
  readonly retryAt: number | null;
  /** The last failure, while it lasts (said in words by sync-sentence.ts). */
  readonly problem: SyncProblem | null;
  /** Why the service takes no headcounts from here, in its words; null when it does or is silent. */
  readonly writesRefused: string | null;
}

const RATE_LIMITED: SyncProblem = { kind: 'rate-limited' };

type WakeReason = 'change' | 'online' | 'retry' | 'stop';

export interface HeadcountSyncOptions {
  client: Client;
  storage: OutboxStorage;
  /** Whether the browser believes it is online; defaults to navigator.onLine. */
  isOnline?: () => boolean;
  /** Subscribes to "the network is back"; defaults to window's `online` event. */
  onOnline?: (listener: () => void) => () => void;
  /**
   * Runs the loop so that only one runs per browser (navigator.locks); two loops could send two
   * edits of one headcount out of order. Defaults to running it directly.
   */
  runExclusive?: (task: () => Promise<void>, signal: AbortSignal) => Promise<void>;
  backoff?: BackoffSettings;
  /**
   * Until when (epoch ms) the client holds requests back after a 429 (its pacer's block); a send
   * in flight is reported as `rate_limited` meanwhile. Defaults to never.
   */
  rateLimitedUntil?: () => number;
  /** How often a send in flight looks at `rateLimitedUntil`. */
  rateLimitCheckMs?: number;
  /** While the browser says offline, look again this often anyway (it can be wrong). */
  offlineRecheckMs?: number;
  random?: () => number;
  /** What the loop's waits and times run on; the system clock by default (tests move a FakeClock). */
  clock?: Clock;
}

export interface HeadcountSync {
  start(): void;
  /** Stops the loop; an unconfirmed entry stays in the outbox. */
  stop(): Promise<void>;
  /** A new entry is in the outbox. */
  notify(): void;
  /** Tries at once, whatever the current wait (a "Try again" button, a sign-in). */
  retryNow(): void;
  /**
   * What the service said of headcount writes (a probe): `reason` when it refuses them, null
   * when it takes them. Remembered on the device; sending starts again once they are taken.
   */
  learn(reason: string | null): Promise<void>;
  snapshot(): SyncSnapshot;
  subscribe(listener: () => void): () => void;
}

const defaultIsOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function defaultOnOnline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

type Waiter = ReturnType<typeof createWaiter>;

/** One sleeper at a time, woken by a timeout on `clock` or by one of the reasons it accepts. */
function createWaiter(clock: Clock) {
  // Wakes that came while nobody was waiting; the next wait that accepts one returns at once.
  const early = new Set<WakeReason>();
  let current: {
    accepts: ReadonlySet<WakeReason>;
    resolve: (r: WakeReason | 'timeout') => void;
  } | null = null;
  return {
    wait(ms: number | null, accepts: readonly WakeReason[]): Promise<WakeReason | 'timeout'> {
      const set = new Set<WakeReason>([...accepts, 'stop']);
      for (const reason of set) {
        if (early.delete(reason)) return Promise.resolve(reason);
      }
      return new Promise((resolve) => {
        // Aborted once the wait is over, which ends the timeout's sleep.
        const timer = new AbortController();
        const finish = (reason: WakeReason | 'timeout') => {
          if (timer.signal.aborted) return;
          timer.abort();
          current = null;
          resolve(reason);
        };
        if (ms !== null) {
          void clock.sleep(ms, timer.signal).then(
            () => finish('timeout'),
            () => undefined,
          );
        }
        current = { accepts: set, resolve: finish };
      });
    },
    wake(reason: WakeReason) {
      if (current?.accepts.has(reason)) current.resolve(reason);
      else early.add(reason);
    },
    /** Forgets wakes that the next step makes moot (it reads the outbox afresh anyway). */
    clear() {
      early.delete('change');
    },
  };
}

export function createHeadcountSync(options: HeadcountSyncOptions): HeadcountSync {
  const { client, storage } = options;
  const isOnline = options.isOnline ?? defaultIsOnline;
  const onOnline = options.onOnline ?? defaultOnOnline;
  const backoff = options.backoff ?? defaultBackoff;
  const offlineRecheckMs = options.offlineRecheckMs ?? backoff.maxMs;
  const random = options.random ?? Math.random;
  const clock = options.clock ?? systemClock;
  const now = () => clock.now();
  const runExclusive = options.runExclusive ?? ((task) => task());
  const rateLimitedUntil = options.rateLimitedUntil ?? (() => 0);
  const rateLimitCheckMs = options.rateLimitCheckMs ?? 250;

  let waiter = createWaiter(clock);
  const listeners = new Set<() => void>();
  let snapshot: SyncSnapshot = {
    state: 'standby',
    pending: 0,
    held: 0,
    lastSyncedAt: null,
    retryAt: null,
    problem: null,
    writesRefused: null,
  };
  let controller: AbortController | null = null;
  let running: Promise<void> | null = null;
  let unsubscribeOnline: (() => void) | null = null;

  function publish(change: Partial<SyncSnapshot>) {
    const next = { ...snapshot, ...change };
    if (
      next.state === snapshot.state &&
      next.pending === snapshot.pending &&
      next.held === snapshot.held &&
      next.lastSyncedAt === snapshot.lastSyncedAt &&
      next.retryAt === snapshot.retryAt &&
      // A problem is a new object at each failure: equal when it says the same.
      JSON.stringify(next.problem) === JSON.stringify(snapshot.problem) &&
      next.writesRefused === snapshot.writesRefused
    ) {
      return;
    }
    snapshot = next;
    for (const listener of listeners) listener();
  }

  const isHeld = (entry: OutboxEntry, at: number) => entry.holdUntil > at;

  async function refreshPending() {
    const [entries, lastSyncedAt, writesRefused] = await Promise.all([
      storage.pending(),
      storage.lastSyncedAt(),
      storage.writesRefused(),
    ]);
    const at = now();
    publish({
      pending: entries.length,
      held: entries.filter((entry) => isHeld(entry, at)).length,
      lastSyncedAt: snapshot.lastSyncedAt ?? lastSyncedAt,
      writesRefused,
    });
  }

  /** Says `rate_limited` while the client holds the send back after a 429, until `stop`. */
  async function watchRateLimit(stop: AbortSignal) {
    for (;;) {
      await clock.sleep(rateLimitCheckMs, stop);
      if (stop.aborted) return;
      const until = rateLimitedUntil();
      if (until > now()) {
        publish({ state: 'rate_limited', retryAt: until, problem: RATE_LIMITED });
      } else if (snapshot.state === 'rate_limited') {
        publish({ state: 'syncing', retryAt: null, problem: null });
      }
    }
  }

  /** One step: send the first entry not held, or wait for a reason to. */
  async function step(signal: AbortSignal, waiter: Waiter, failures: number): Promise<number> {
    waiter.clear();
    const [entries, writesRefused] = await Promise.all([
      storage.pending(),
      storage.writesRefused(),
    ]);
    const checkedAt = now();
    const held = entries.filter((e) => isHeld(e, checkedAt));
    publish({ pending: entries.length, held: held.length, writesRefused });
    if (writesRefused !== null) {
      publish({ state: 'kept', retryAt: null, problem: null });
      await waiter.wait(null, ['retry']);
      return 0;
    }
    const entry = entries.find((e) => !isHeld(e, checkedAt));
    if (!entry) {
      if (held.length === 0) {
        publish({ state: 'idle', retryAt: null, problem: null });
        await waiter.wait(null, ['change', 'online', 'retry']);
        return 0;
      }
      publish({ state: 'holding', retryAt: null, problem: null });
      const until = Math.min(...held.map((e) => e.holdUntil));
      await waiter.wait(Math.max(0, until - checkedAt), ['change', 'retry']);
      return failures;
    }
    if (!isOnline()) {
      publish({ state: 'offline', retryAt: null, problem: null });
      await waiter.wait(offlineRecheckMs, ['online', 'retry']);
      return failures;
    }
    publish({ state: 'syncing', retryAt: null });
    const knownId = await storage.headcountId(entry);
    const watching = new AbortController();
    void watchRateLimit(watching.signal).catch(() => undefined);
    let saved: Awaited<ReturnType<typeof saveHeadcount>>;
    try {
      saved = await saveHeadcount(client, entry, entry.total, knownId, signal);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 403)) throw error;
      // Refused outright: no retry helps, so the count stays here and the screen says so.
      await storage.rememberWritesRefused(error.detail);
      return 0;
    } finally {
      watching.abort();
    }
    const at = now();
    await storage.confirm(entry, saved.id, at);
    publish({ state: 'syncing', retryAt: null, lastSyncedAt: at, problem: null });
    return 0;
  }

  async function afterFailure(error: unknown, waiter: Waiter, failures: number) {
    const action = classifyFailure(error, failures, backoff, random);
    if (action.kind === 'signed_out') {
      publish({ state: 'signed_out', retryAt: null, problem: action.problem });
      await waiter.wait(null, ['retry']);
      return;
    }
    publish({
      state: action.kind === 'retry' ? 'backing_off' : 'refused',
      retryAt: now() + action.delayMs,
      problem: action.problem,
    });
    const wakeOn: WakeReason[] =
      action.kind === 'retry' && action.network ? ['online', 'retry'] : ['retry'];
    await waiter.wait(action.delayMs, wakeOn);
  }

  async function loop(signal: AbortSignal, waiter: Waiter) {
    let failures = 0;
    while (!signal.aborted) {
      try {
        failures = await step(signal, waiter, failures);
      } catch (error) {
        if (signal.aborted) return;
        failures += 1;
        await afterFailure(error, waiter, failures);
      }
    }
  }

  return {
    start() {
      if (running) return;
      const current = new AbortController();
      const currentWaiter = createWaiter(clock);
      controller = current;
      waiter = currentWaiter;
      unsubscribeOnline = onOnline(() => currentWaiter.wake('online'));
      void refreshPending().catch(() => undefined);
      running = runExclusive(() => loop(current.signal, currentWaiter), current.signal).catch(
        (error: unknown) => {
          // Stopping while another tab holds the lock aborts the lock request; nothing is lost.
          if (!current.signal.aborted) {
            const detail = error instanceof Error ? error.message : String(error);
            publish({ state: 'refused', retryAt: null, problem: { kind: 'refused', detail } });
          }
        },
      );
    },
    async stop() {
      controller?.abort();
      waiter.wake('stop');
      unsubscribeOnline?.();
      unsubscribeOnline = null;
      const finished = running;
      running = null;
      controller = null;
      await finished;
    },
    notify() {
      waiter.wake('change');
      void refreshPending().catch(() => undefined);
    },
    retryNow() {
      waiter.wake('retry');
    },
    async learn(reason) {
      await storage.rememberWritesRefused(reason);
      publish({ writesRefused: reason });
      waiter.wake('retry');
    },
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
