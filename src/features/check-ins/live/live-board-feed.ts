/**
 * Keeps a live board up to date (D143): reads it whole once, then only what changed, as often as
 * live-refresh.ts allows, and shares every board it reads with the user's other tabs showing the
 * same times, so ten open tabs cost what one does. A refresh that fails keeps the last good board
 * (with when it was read) and tries again later, slower each time.
 *
 * Tabs share through a BroadcastChannel (each adopts a newer board another read) and take turns
 * through a Web Lock (a tab about to read waits for the one reading, then finds the board fresh
 * and reads nothing). Where either is missing (old browsers, tests) a tab reads on its own.
 */
import type { Client } from '../../../api/client';
import {
  loadBoardTime,
  loadBoardTimes,
  loadChanges,
  loadRooms,
  loadRoster,
  timesOf,
  type BoardCheckIn,
  type BoardTime,
  type TimeScope,
} from './live-board-data';
import { mergeChanges, timesMissingCheckIns, type BoardSnapshot } from './live-board-state';
import { refreshInterval, refreshPolicy, windowBudget, windowWait } from './live-refresh';

export interface FeedState {
  /** The last good board; kept while refreshes fail. */
  readonly board: BoardSnapshot | undefined;
  /** The newest event times, to choose from. */
  readonly times: readonly BoardTime[] | undefined;
  /** The last refresh failed (the board, if any, is older than it should be). */
  readonly failing: boolean;
  readonly error: unknown;
  /** When the next refresh is due (epoch ms), and how far apart they are now. */
  readonly nextAt: number | undefined;
  readonly intervalMs: number | undefined;
}

/** What the feed needs of the browser; tests give their own. */
export interface FeedEnvironment {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  hidden(): boolean;
  /** Called when visibility or the network comes back: refresh if due. */
  onWake(listener: () => void): () => void;
  /** Other tabs' boards, and a way to tell them ours; undefined when tabs cannot talk. */
  channel?: BoardChannel;
  /** Runs `task` while no other tab runs one of the same name. */
  exclusive?<T>(name: string, task: () => Promise<T>): Promise<T>;
}

export interface BoardChannel {
  post(message: SharedBoard): void;
  listen(listener: (message: SharedBoard) => void): () => void;
}

/** What tabs tell each other: a board for a scope, with the times read. */
export interface SharedBoard {
  readonly scopeKey: string;
  readonly board: BoardSnapshot;
  readonly times: readonly BoardTime[];
  readonly timesAt: number;
}

export const scopeKeyOf = (scope: TimeScope) => (scope.kind === 'now' ? 'now' : `time:${scope.id}`);

/** Reads every refresh's requests through; the bench and tests count them. */
export interface FeedOptions {
  readonly client: Client;
  readonly scope: TimeScope;
  readonly environment: FeedEnvironment;
}

const idsOf = (times: readonly BoardTime[]) => times.map((t) => t.id).join(',');

/** A feed before its first read. */
export const initialFeedState: FeedState = {
  board: undefined,
  times: undefined,
  failing: false,
  error: undefined,
  nextAt: undefined,
  intervalMs: undefined,
};

export class LiveBoardFeed {
  private state: FeedState = initialFeedState;
  private timesAt = 0;
  private failures = 0;
  private timer: unknown;
  private running: Promise<void> | undefined;
  private abort: AbortController | undefined;
  private stopped = true;
  /** A staff member asked to read now: read even when the board is fresh. */
  private forced = false;
  private readonly listeners = new Set<() => void>();
  private readonly cleanups: (() => void)[] = [];
  private readonly key: string;
  /** When this tab's refreshes made their requests, over the last period (for the pace). */
  readonly requests: number[] = [];

  constructor(private readonly options: FeedOptions) {
    this.key = scopeKeyOf(options.scope);
  }

  getState = (): FeedState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<FeedState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const { environment } = this.options;
    if (environment.channel) {
      this.cleanups.push(environment.channel.listen((message) => this.adopt(message)));
    }
    this.cleanups.push(
      environment.onWake(() => {
        const due = this.state.nextAt ?? 0;
        if (environment.now() >= due - refreshPolicy.minIntervalMs) this.schedule(0);
      }),
    );
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    this.abort?.abort();
    this.options.environment.clearTimeout(this.timer);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  /** Reads again now (a staff member asked). */
  refreshNow(): void {
    this.forced = true;
    this.schedule(0);
  }

  /** Another tab's board: taken when it is newer than ours. */
  private adopt(message: SharedBoard): void {
    if (message.scopeKey !== this.key) return;
    if (this.state.board && message.board.readAt <= this.state.board.readAt) return;
    this.timesAt = Math.max(this.timesAt, message.timesAt);
    this.failures = 0;
    this.set({ board: message.board, times: message.times, failing: false, error: undefined });
  }

  private schedule(ms: number): void {
    const { environment } = this.options;
    environment.clearTimeout(this.timer);
    if (this.stopped) return;
    this.set({ nextAt: environment.now() + ms });
    this.timer = environment.setTimeout(() => void this.turn(), ms);
  }

  /** One turn: wait for any other tab's read, then read unless the board is fresh. */
  private async turn(): Promise<void> {
    if (this.running) return;
    const { environment } = this.options;
    const work = async () => {
      const interval = this.state.intervalMs ?? this.intervalAfter();
      const due = (this.state.board?.readAt ?? 0) + interval * 0.8;
      // Another tab read it a moment ago: nothing to read.
      if (this.state.board && environment.now() < due && !this.forced) return 0;
      this.forced = false;
      return this.refresh();
    };
    this.running = (async () => {
      try {
        await (environment.exclusive
          ? environment.exclusive(`narthex-live-board:${this.key}`, work)
          : work());
        this.failures = 0;
        this.set({ failing: false, error: undefined });
      } catch (error) {
        if (this.stopped) return;
        this.failures += 1;
        this.set({ failing: true, error });
      } finally {
        this.running = undefined;
      }
      const interval = this.intervalAfter();
      this.set({ intervalMs: interval });
      this.schedule(interval);
    })();
    await this.running;
  }

  /**
   * The wait before the next refresh: what a usual refresh costs at the board's share of the
   * limit, and longer while this tab's requests of the last period leave it no room.
   */
  private intervalAfter(): number {
    const { client, environment } = this.options;
    const pace = client.pacer.snapshot();
    const cost = 2 + Math.max(1, this.state.board?.times.length ?? 1);
    const periodMs = pace.periodMs ?? refreshPolicy.defaultPeriodMs;
    const now = environment.now();
    const sent = this.requests.filter((t) => t > now - periodMs);
    this.requests.splice(0, this.requests.length - sent.length);
    const steady = refreshInterval({
      cost,
      limit: pace.limit,
      periodMs: pace.periodMs,
      // The window holds this user's requests from every tab, as the service counted them.
      used: pace.inWindow,
      hidden: environment.hidden(),
      failures: this.failures,
    });
    return Math.max(steady, windowWait(sent, now, periodMs, windowBudget(pace.limit), cost));
  }

  /** Reads what changed (or everything), shares the board; answers the requests it made. */
  private async refresh(): Promise<number> {
    const { client, scope, environment } = this.options;
    this.abort = new AbortController();
    const { signal } = this.abort;
    const startedAt = environment.now();
    let requests = 0;
    const count = (n = 1) => {
      requests += n;
      for (let i = 0; i < n; i++) this.requests.push(environment.now());
    };

    let times = this.state.times;
    if (!times || startedAt - this.timesAt >= refreshPolicy.timesEveryMs) {
      times = await loadBoardTimes(client, { signal });
      count();
      this.timesAt = startedAt;
    }
    if (scope.kind === 'time' && !times.some((t) => t.id === scope.id)) {
      const chosen = await loadBoardTime(client, scope.id, signal);
      count();
      if (chosen) times = [...times, chosen];
    }
    const shown = timesOf(scope, times, startedAt);

    // The counts first: a check-in they count was made before the changes are read.
    const rooms = (
      await Promise.all(
        shown.map(async (time) => {
          const { found, requests: made } = await loadRooms(client, time, signal);
          count(made);
          return found;
        }),
      )
    ).flat();

    const previous = this.state.board;
    const sameTimes = previous !== undefined && idsOf(previous.times) === idsOf(shown);
    const timeIds = new Set(shown.map((t) => t.id));
    let checkIns: BoardCheckIn[] = sameTimes ? [...previous.checkIns] : [];
    let newestCheckIn = sameTimes ? previous.newestCheckIn : null;
    let newestCheckOut = sameTimes ? previous.newestCheckOut : null;
    let complete = true;
    for (const list of ['checked_in', 'checked_out'] as const) {
      const since = list === 'checked_in' ? newestCheckIn : newestCheckOut;
      const changes = await loadChanges(client, list, since, signal);
      count(changes.requests);
      complete &&= changes.complete;
      checkIns = mergeChanges(checkIns, changes.checkIns, timeIds);
      for (const c of changes.checkIns) {
        if (list === 'checked_in' && (newestCheckIn === null || c.checkedInAt > newestCheckIn)) {
          newestCheckIn = c.checkedInAt;
        }
        if (
          list === 'checked_out' &&
          c.checkedOutAt !== null &&
          (newestCheckOut === null || c.checkedOutAt > newestCheckOut)
        ) {
          newestCheckOut = c.checkedOutAt;
        }
      }
    }

    // Read whole: new times, a change list that ran past its pages, counts the roster misses,
    // and every quarter of an hour (a check-in deleted meanwhile).
    const whole =
      !sameTimes || !complete || startedAt - previous.wholeAt >= refreshPolicy.wholeEveryMs
        ? new Set(timeIds)
        : timesMissingCheckIns(rooms, checkIns);
    if (whole.size > 0) {
      const read = await Promise.all(
        shown
          .filter((time) => whole.has(time.id))
          .map(async (time) => {
            const { found, requests: made } = await loadRoster(client, time, signal);
            count(made);
            return found;
          }),
      );
      const kept = checkIns.filter((c) => !c.eventTimeIds.some((id) => whole.has(id)));
      checkIns = mergeChanges(kept, read.flat(), timeIds);
    }

    const board: BoardSnapshot = {
      times: shown,
      rooms,
      checkIns,
      newestCheckIn,
      newestCheckOut,
      readAt: startedAt,
      wholeAt: whole.size > 0 ? startedAt : (previous?.wholeAt ?? startedAt),
    };
    this.set({ board, times });
    environment.channel?.post({ scopeKey: this.key, board, times, timesAt: this.timesAt });
    return requests;
  }
}
