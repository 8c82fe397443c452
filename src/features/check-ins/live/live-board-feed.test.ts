/**
 * The live board against the sandbox's own database: the feed reads a session running now over
 * HTTP (with the sandbox's live session on a test clock), and every room's count, attendees and
 * volunteers must equal a brute-force query of the rows, first read whole, then after people come
 * and go (read as changes), after a check-out made through the sandbox's hook, and after a
 * check-in the change lists cannot show (found by the rooms' counts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createClient, type Client } from '../../../api/client';
import { tablesOf } from '../../../sandbox/catalog-keys';
import { recordCheckIn } from '../../../sandbox/live/live-writes';
import { links } from '../../../sandbox/storage-plan';
import { startSandbox } from '../../../sandbox/server';
import { sandboxAuth } from '../../../ui/testing/sandbox-component-tests';
import { LiveBoardFeed, type FeedEnvironment, type SharedBoard } from './live-board-feed';
import { eventViews } from './live-board-state';
import { FakeClock } from '../../../api/testing/fake-clock';

const table = tablesOf('check_ins');
const MINUTE = 60_000;
const opened = Date.UTC(2026, 10, 25, 20, 7);

/** The feed's world on the test clock: a timer the test fires by hand, and one other tab. */
class TestEnvironment implements FeedEnvironment {
  pending: (() => void) | undefined;
  readonly posted: SharedBoard[] = [];
  /** The other tabs' ears: what this tab posts reaches them. */
  readonly others: ((message: SharedBoard) => void)[] = [];
  private listener: ((message: SharedBoard) => void) | undefined;
  constructor(private readonly clock: FakeClock) {}
  /** Connects two tabs' channels both ways. */
  static connect(a: TestEnvironment, b: TestEnvironment): void {
    a.others.push((m) => b.listener?.(m));
    b.others.push((m) => a.listener?.(m));
  }
  now = () => this.clock.now();
  setTimeout = (run: () => void) => {
    this.pending = run;
    return run;
  };
  clearTimeout = () => {
    this.pending = undefined;
  };
  hidden = () => false;
  onWake = () => () => undefined;
  channel = {
    post: (message: SharedBoard) => {
      this.posted.push(message);
      for (const other of this.others) other(message);
    },
    listen: (listener: (message: SharedBoard) => void) => {
      this.listener = listener;
      return () => {
        this.listener = undefined;
      };
    },
  };
}

describe('the live board against the sandbox', () => {
  const clock = new FakeClock(opened);
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let client: Client;

  beforeAll(async () => {
    sandbox = await startSandbox({
      file: ':memory:',
      clock,
      anchor: new Date(opened),
      liveSession: { tickMs: false },
      config: { rateLimit: { limit: 100_000, periodSeconds: 60 } },
    });
    client = createClient({ baseUrl: sandbox.url, auth: sandboxAuth });
  }, 60_000);
  afterAll(async () => {
    await sandbox.close();
  });

  /** Who is in each room of the session's times now, by brute force over the rows. */
  function roomsByQuery(timeIds: readonly number[]) {
    const rows = sandbox.ctx.db
      .prepare(
        `SELECT l.id AS location_id,
                COUNT(DISTINCT CASE WHEN c.checked_out_at IS NULL THEN c.id END) AS present,
                COUNT(DISTINCT CASE WHEN c.checked_out_at IS NULL AND c.kind = 'Volunteer' THEN c.id END) AS volunteers
           FROM ${table('CheckIn')} c
           JOIN ${links.checkInEventTimes.table} t ON t.check_in_id = c.id
           JOIN ${table('Location')} l ON l.id = c.location_id
          WHERE t.event_time_id IN (${timeIds.map(() => '?').join(', ')})
          GROUP BY l.id`,
      )
      .all(...timeIds) as { location_id: number; present: number; volunteers: number }[];
    return new Map(rows.map((r) => [String(r.location_id), r]));
  }

  async function turn(environment: TestEnvironment) {
    const run = environment.pending;
    if (!run) throw new Error('the feed has nothing scheduled');
    run();
    // The turn runs its reads; wait until it schedules the next one.
    await expect
      .poll(() => environment.pending !== undefined && environment.pending !== run, {
        timeout: 20_000,
        interval: 10,
      })
      .toBe(true);
  }

  /** The session running now, moved to the clock. */
  function session() {
    const live = sandbox.live;
    if (!live) throw new Error('no live session');
    const { eventTimeIds, startsMs } = live.advance();
    return { live, eventTimeIds, startsMs, timeIds: [eventTimeIds.sunday, eventTimeIds.kids] };
  }

  /** A feed of the times running now, after its first read. */
  async function startedFeed(feedClient = client) {
    const environment = new TestEnvironment(clock);
    const feed = new LiveBoardFeed({ client: feedClient, scope: { kind: 'now' }, environment });
    feed.start();
    await turn(environment);
    return { environment, feed };
  }

  function expectBoardToMatchRows(feed: LiveBoardFeed, timeIds: readonly number[]) {
    const board = feed.getState().board;
    if (!board) throw new Error('no board');
    const expected = roomsByQuery(timeIds);
    const rooms = eventViews(board, { rooms: {} }).flatMap((event) => event.rooms);
    expect(rooms.length).toBeGreaterThanOrEqual(10);
    for (const room of rooms) {
      const row = expected.get(room.locationId) ?? { present: 0, volunteers: 0 };
      expect({ room: room.name, present: room.present, volunteers: room.volunteers }).toEqual({
        room: room.name,
        present: row.present,
        volunteers: row.volunteers,
      });
      expect(room.attendees).toBe(row.present - row.volunteers);
    }
    return rooms;
  }

  it('shows every room of the times running now as the rows have them, as people come and go', async () => {
    const { live, startsMs, timeIds } = session();
    const { environment, feed } = await startedFeed();
    expect(feed.getState().failing).toBe(false);
    expect(
      feed
        .getState()
        .board?.times.map((t) => Number(t.id))
        .sort(),
    ).toEqual([...timeIds].sort());
    expectBoardToMatchRows(feed, timeIds);
    // Shared with the user's other tabs.
    expect(environment.posted.at(-1)?.board).toBe(feed.getState().board);

    // Until everyone has come, a refresh every half minute reads only the changes (and the
    // rosters whole once a quarter of an hour).
    const wholeReads = new Set([feed.getState().board?.wholeAt]);
    while (clock.now() < startsMs + 20 * MINUTE) {
      await clock.advance(30_000);
      live.advance();
      await turn(environment);
      wholeReads.add(feed.getState().board?.wholeAt);
    }
    expect(wholeReads.size).toBe(2);
    const rooms = expectBoardToMatchRows(feed, timeIds);
    expect(rooms.some((r) => r.capacityLevel === 'near')).toBe(true);

    // Pick-up time, after the tab was away a while: a stream of check-outs, read whole.
    await clock.advance(startsMs + 80 * MINUTE - clock.now());
    live.advance();
    await turn(environment);
    expectBoardToMatchRows(feed, timeIds);
    expect(feed.getState().board?.checkIns.some((c) => c.checkedOutAt !== null)).toBe(true);
    feed.stop();
  });

  it('finds a check-in the change lists cannot show, from the rooms’ counts', async () => {
    const { eventTimeIds, startsMs, timeIds } = session();
    const { environment, feed } = await startedFeed();
    // A check-in entered late, stamped an hour ago: older than anything a change list reads.
    recordCheckIn(sandbox.ctx.db, {
      eventTimeIds: [eventTimeIds.kids],
      locationId: 7,
      kind: 'Guest',
      personId: null,
      firstName: 'Paper',
      lastName: 'Form',
      medicalNotes: '',
      emergencyName: '',
      emergencyPhone: '',
      securityCode: 'PAPR',
      stationId: null,
      checkedInById: null,
      atMs: startsMs - 50 * MINUTE,
    });
    await clock.advance(30_000);
    await turn(environment);
    expectBoardToMatchRows(feed, timeIds);
    expect(feed.getState().board?.checkIns.some((c) => c.securityCode === 'PAPR')).toBe(true);
    feed.stop();
  });

  it('never reads medical notes with the board', async () => {
    const { environment, feed } = await startedFeed();
    const withNotes = (
      sandbox.ctx.db
        .prepare(
          `SELECT COUNT(*) AS n FROM ${table('CheckIn')} WHERE medical_notes != '' AND id IN (SELECT check_in_id FROM ${links.checkInEventTimes.table} WHERE event_time_id IN (SELECT id FROM ${table('EventTime')} WHERE hides_at > ?))`,
        )
        .get(new Date(clock.now()).toISOString()) as { n: number }
    ).n;
    expect(withNotes).toBeGreaterThan(0);
    expect(JSON.stringify(environment.posted)).not.toMatch(/medical|Peanut|allerg/i);
    feed.stop();
  });

  it('keeps the last good board, and when it was read, while the network is down', async () => {
    let down = false;
    const flaky = createClient({
      baseUrl: sandbox.url,
      auth: sandboxAuth,
      fetch: (input, init) =>
        down ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init),
    });
    const { environment, feed } = await startedFeed(flaky);
    const good = feed.getState();
    expect(good.failing).toBe(false);

    down = true;
    await clock.advance(30_000);
    await turn(environment);
    const failed = feed.getState();
    expect(failed.failing).toBe(true);
    expect(failed.board).toBe(good.board);
    // Slower while it fails.
    expect(failed.intervalMs).toBeGreaterThan(good.intervalMs ?? Infinity);

    down = false;
    await clock.advance(60_000);
    await turn(environment);
    expect(feed.getState().failing).toBe(false);
    expect(feed.getState().board?.readAt).toBe(clock.now());
    feed.stop();
  });

  it('shares its boards with the user’s other tabs, which then read nothing', async () => {
    const first = new TestEnvironment(clock);
    const second = new TestEnvironment(clock);
    TestEnvironment.connect(first, second);
    const a = new LiveBoardFeed({ client, scope: { kind: 'now' }, environment: first });
    const b = new LiveBoardFeed({ client, scope: { kind: 'now' }, environment: second });
    a.start();
    b.start();
    await clock.advance(30_000);
    await turn(first);
    expect(b.getState().board).toBe(a.getState().board);
    await turn(second);
    expect(b.requests).toEqual([]);
    expect(a.requests.length).toBeGreaterThan(0);
    a.stop();
    b.stop();
  });
});
