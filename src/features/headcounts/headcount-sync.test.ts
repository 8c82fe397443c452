/**
 * The kiosk's sync loop against a real sandbox over HTTP. The outbox is the kiosk's own IndexedDB
 * storage (on fake-indexeddb); the network between them is real, and is switched off or held up
 * by wrapping fetch, the way a flaky venue Wi-Fi would.
 *
 * The loop, its client's pacer and the sandbox share a FakeClock per describe (D140): the loop
 * runs with `runWithIo`, so time moves only while everyone waits on the clock and no request is
 * on its way. Back-offs, holds and Retry-After pass at once, and their lengths are exact.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../api/api-error';
import { realDialect } from '../../api/catalog/dialects';
import { createClient } from '../../api/client';
import type { Client } from '../../api/client';
import type { Clock } from '../../api/rate-pacer';
import { FakeClock } from '../../api/testing/fake-clock';
import { startSandbox } from '../../sandbox/server';
import { createHeadcountSync } from './headcount-sync';
import type { HeadcountSync, HeadcountSyncOptions, SyncSnapshot } from './headcount-sync';
import { acceptanceOfProbe } from '../../lib/browser/api-query/create-acceptance';
import { headcountsPath, isHeadcountExistsError } from './headcount-writes';
import type { HeadcountKey } from './headcount-writes';
import { createIdbOutboxStorage, openKioskDb } from './kiosk-db';
import type { OutboxStorage } from './outbox';
// The client loads its writes' code with its first write. Loaded here, no write waits on the
// disk, which the clock cannot see: time would move on meanwhile.
import '../../api/client-writes';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/** The kiosk's own IndexedDB outbox, in a database of its own (fake-indexeddb stands in for the browser's). */
async function freshOutbox() {
  globalThis.indexedDB = new IDBFactory();
  return createIdbOutboxStorage(await openKioskDb());
}

const credentials = { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' } as const;
/** Sunday Service and its two attendance types (src/sandbox/seed/check-ins-setup.ts). */
const SUNDAY_EVENT_ID = '1';
const ADULTS = '1';
const OVERFLOW = '2';

/**
 * Requests of this file on their way to a sandbox and back, until their whole answer has come:
 * the clocks do not move meanwhile.
 */
let inFlight = 0;
const countedFetch: typeof fetch = async (input, init) => {
  inFlight += 1;
  try {
    const response = await fetch(input, init);
    await response.clone().arrayBuffer();
    return response;
  } finally {
    inFlight -= 1;
  }
};
const busy = () => inFlight > 0;

interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  /** When it was sent, on the test's clock. */
  at: number;
  /** The answer's status and Retry-After, once answered. */
  status?: number;
  retryAfter?: string | null;
}

/** fetch between the kiosk and the service: it can be cut, held up, and it logs writes. */
function createNetwork(clock: Clock) {
  const writes: SentRequest[] = [];
  let up = true;
  let hold: Promise<void> | null = null;
  const fetchImpl: typeof fetch = async (input, init) => {
    if (!up) throw new TypeError('Failed to fetch');
    const method = init?.method ?? 'GET';
    if (method === 'GET') return countedFetch(input, init);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const write: SentRequest = { method, url: String(input), body, at: clock.now() };
    writes.push(write);
    if (hold) await hold;
    const response = await countedFetch(input, init);
    write.status = response.status;
    write.retryAfter = response.headers.get('Retry-After');
    return response;
  };
  return {
    fetch: fetchImpl,
    writes,
    setUp(value: boolean) {
      up = value;
    },
    /** Holds every write until the returned function is called. */
    holdWrites(): () => void {
      let release = () => undefined as void;
      hold = new Promise<void>((resolve) => {
        release = () => {
          hold = null;
          resolve();
        };
      });
      return release;
    },
  };
}

/** A client of the sandbox: on the system clock unless given the test's, over `fetch` if given. */
function clientFor(
  sandbox: Sandbox,
  options: { fetch?: typeof fetch; clock?: Clock; retries?: number } = {},
): Client {
  return createClient({
    baseUrl: sandbox.url,
    auth: credentials,
    fetch: options.fetch ?? countedFetch,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.retries === undefined ? {} : { maxRateLimitRetries: options.retries }),
  });
}

/**
 * Sunday Service's event times, oldest first, each test taking its own: those without any
 * headcount, and the others by whether they have an overflow-room headcount.
 */
async function sundayEventTimes(client: Client) {
  // The seed counts heads at most sessions: a test that creates headcounts needs a time without.
  const counted = new Map<string, Set<string>>();
  for await (const headcount of client.records('/check_ins/v2/headcounts', {
    include: ['event_time', 'attendance_type'],
    perPage: 100,
  })) {
    const timeId = headcount.related.event_time?.id;
    const typeId = headcount.related.attendance_type?.id;
    if (timeId === undefined || typeId === undefined) continue;
    counted.set(timeId, (counted.get(timeId) ?? new Set()).add(typeId));
  }
  const bare: string[] = [];
  const withOverflow: string[] = [];
  const withoutOverflow: string[] = [];
  for await (const time of client.records('/check_ins/v2/event_times', {
    include: ['event'],
    order: 'starts_at',
    perPage: 100,
  })) {
    if (time.related.event?.id !== SUNDAY_EVENT_ID) continue;
    const types = counted.get(time.id);
    if (!types) bare.push(time.id);
    else (types.has(OVERFLOW) ? withOverflow : withoutOverflow).push(time.id);
  }
  return { bare, withOverflow, withoutOverflow };
}

/** The sandbox's headcounts of an event time for one attendance type, read directly. */
async function storedHeadcounts(client: Client, key: HeadcountKey) {
  const page = await client.list(headcountsPath, {
    params: { event_time_id: key.eventTimeId },
    include: ['attendance_type'],
    perPage: 100,
  });
  return page.records
    .filter((h) => h.related.attendance_type?.id === key.attendanceTypeId)
    .map((h) => ({ id: h.id, total: h.attributes.total }));
}

/**
 * Runs the loop on `clock` until its snapshot satisfies `test`: time moves only while everyone
 * waits on the clock, at most a minute of it.
 */
async function until(
  clock: FakeClock,
  sync: HeadcountSync,
  test: (s: SyncSnapshot) => boolean,
): Promise<SyncSnapshot> {
  let unsubscribe: () => void = () => undefined;
  const reached = new Promise<SyncSnapshot>((resolve) => {
    const check = () => {
      const snapshot = sync.snapshot();
      if (test(snapshot)) resolve(snapshot);
    };
    unsubscribe = sync.subscribe(check);
    check();
  });
  try {
    return await clock.runWithIo(reached, { busy, limitMs: 60_000 });
  } catch (error) {
    throw new Error(`${String(error)}; last snapshot ${JSON.stringify(sync.snapshot())}`);
  } finally {
    unsubscribe();
  }
}

/** A snapshot and when the loop published it, on the test's clock. */
type Seen = SyncSnapshot & { at: number };

/** Every snapshot the loop publishes from now on, with its time. */
function record(sync: HeadcountSync, clock: Clock): Seen[] {
  const seen: Seen[] = [];
  sync.subscribe(() => seen.push({ ...sync.snapshot(), at: clock.now() }));
  return seen;
}

const allSynced = (s: SyncSnapshot) => s.state === 'idle' && s.pending === 0;

describe('the headcount sync loop', () => {
  const clock = new FakeClock();
  let sandbox: Sandbox;
  let reader: Client;
  let times: Awaited<ReturnType<typeof sundayEventTimes>>;
  const running: HeadcountSync[] = [];

  /** A Sunday event time no other test uses: one without headcounts unless asked. */
  const freshEventTime = (kind: keyof typeof times = 'bare') => {
    const id = times[kind].shift();
    if (!id) throw new Error(`out of Sunday event times (${kind})`);
    return id;
  };

  /** Tells the outbox the headcounts the sandbox has at an event time, as kiosk setup does. */
  async function rememberStored(storage: OutboxStorage, eventTimeId: string) {
    for (const attendanceTypeId of [ADULTS, OVERFLOW]) {
      const key = { eventTimeId, attendanceTypeId };
      const [stored] = await storedHeadcounts(reader, key);
      if (stored) await storage.remember({ ...key, total: stored.total, headcountId: stored.id });
    }
  }

  /** The loop's client: over `network`, paced on the test's clock. */
  const loopClient = (network: ReturnType<typeof createNetwork>) =>
    clientFor(sandbox, { fetch: network.fetch, clock });

  function startSync(
    options: Pick<HeadcountSyncOptions, 'storage' | 'client'> & Partial<HeadcountSyncOptions>,
  ): HeadcountSync {
    const sync = createHeadcountSync({ backoff: { baseMs: 20, maxMs: 200 }, clock, ...options });
    running.push(sync);
    sync.start();
    return sync;
  }

  beforeAll(async () => {
    // The rate limit is the next describe's subject: here the sandbox never refuses.
    sandbox = await startSandbox({
      file: ':memory:',
      clock,
      config: { rateLimit: { limit: 100_000, periodSeconds: 60 } },
    });
    reader = clientFor(sandbox);
    times = await sundayEventTimes(reader);
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
    // A stopped loop leaves nothing waiting on the clock.
    expect(clock.pendingTimers).toBe(0);
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('sends entries in sequence order, creating unknown headcounts and updating known ones', async () => {
    let eventTimeId = freshEventTime();
    while ((await storedHeadcounts(reader, { eventTimeId, attendanceTypeId: OVERFLOW })).length) {
      eventTimeId = freshEventTime();
    }
    const adults = { eventTimeId, attendanceTypeId: ADULTS };
    const overflow = { eventTimeId, attendanceTypeId: OVERFLOW };
    const [existing] = await storedHeadcounts(reader, adults);
    const storage = await freshOutbox();
    if (existing) {
      await storage.remember({ ...adults, total: existing.total, headcountId: existing.id });
    }
    // Overflow first, then adults, then overflow again: its newer edit replaces the older
    // entry and goes behind adults.
    await storage.enqueue(overflow, 7, clock.now());
    await storage.enqueue(adults, 40, clock.now());
    await storage.enqueue(overflow, 9, clock.now());
    const network = createNetwork(clock);

    const sync = startSync({ storage, client: loopClient(network) });
    const done = await until(clock, sync, allSynced);

    expect(done.lastSyncedAt).not.toBeNull();
    const base = `/check_ins/v2/event_times/${eventTimeId}/headcounts`;
    const totalOf = (w: SentRequest) =>
      (w.body as { data: { attributes: { total: number } } }).data.attributes.total;
    expect(
      network.writes.map((w) => `${w.method} ${new URL(w.url).pathname} ${totalOf(w)}`),
    ).toEqual([existing ? `PATCH ${base}/${existing.id} 40` : `POST ${base} 40`, `POST ${base} 9`]);
    expect(await storedHeadcounts(reader, adults)).toEqual([
      { id: existing?.id ?? expect.any(String), total: 40 },
    ]);
    expect(await storedHeadcounts(reader, overflow)).toEqual([
      { id: expect.any(String), total: 9 },
    ]);
    expect(await storage.pending()).toEqual([]);
    expect((await storage.headcounts(eventTimeId)).map((h) => h.headcountId)).not.toContain(null);
  });

  it('keeps an edit made while its older value is in flight, and sends it next', async () => {
    const key = { eventTimeId: freshEventTime(), attendanceTypeId: OVERFLOW };
    const storage = await freshOutbox();
    const network = createNetwork(clock);
    const release = network.holdWrites();
    await storage.enqueue(key, 5, clock.now());

    const sync = startSync({ storage, client: loopClient(network) });
    await vi.waitFor(() => expect(network.writes).toHaveLength(1));
    // The first write is on the wire; the count changes twice meanwhile.
    await storage.enqueue(key, 6, clock.now());
    sync.notify();
    await storage.enqueue(key, 8, clock.now());
    sync.notify();
    release();

    await until(clock, sync, allSynced);
    const bodies = network.writes.map((w) => w.body as { data: { attributes: { total: number } } });
    expect(bodies.map((b) => b.data.attributes.total)).toEqual([5, 8]);
    expect(network.writes.map((w) => w.method)).toEqual(['POST', 'PATCH']);
    expect(await storedHeadcounts(reader, key)).toEqual([{ id: expect.any(String), total: 8 }]);
  });

  it('many quick edits of one headcount end as one headcount with the last total', async () => {
    const key = { eventTimeId: freshEventTime(), attendanceTypeId: OVERFLOW };
    const storage = await freshOutbox();
    const network = createNetwork(clock);
    const sync = startSync({ storage, client: loopClient(network) });

    for (let total = 1; total <= 25; total++) {
      await storage.enqueue(key, total, clock.now());
      sync.notify();
      // Every five edits, one more write has gone out: the edits and the sends interleave.
      if (total % 5 === 0) {
        await vi.waitFor(() => expect(network.writes.length).toBeGreaterThanOrEqual(total / 5));
      }
    }
    await until(clock, sync, (s) => allSynced(s) && s.lastSyncedAt !== null);

    expect(await storedHeadcounts(reader, key)).toEqual([{ id: expect.any(String), total: 25 }]);
    expect(network.writes.filter((w) => w.method === 'POST')).toHaveLength(1);
    // Coalescing: far fewer requests than edits.
    expect(network.writes.length).toBeLessThan(25);
  });

  describe('holds (D124)', () => {
    it('holds a change while it can be undone; the change and its undo go out as one write when the hold ends', async () => {
      const key = { eventTimeId: freshEventTime('withOverflow'), attendanceTypeId: OVERFLOW };
      const storage = await freshOutbox();
      await rememberStored(storage, key.eventTimeId);
      const network = createNetwork(clock);
      const start = clock.now();
      await storage.enqueue(key, 20, start, start + 6_000);
      // Undone a moment later: back to 19, held no longer, in the same entry.
      await storage.enqueue(key, 19, start + 100, start + 6_100);

      const sync = startSync({ storage, client: loopClient(network) });
      const holding = await until(clock, sync, (s) => s.state === 'holding');
      expect(holding).toMatchObject({ pending: 1, held: 1 });
      expect(network.writes).toEqual([]);

      // Nothing else wakes it: the hold's own end does, to the millisecond.
      await until(clock, sync, allSynced);
      expect(network.writes).toEqual([
        expect.objectContaining({
          method: 'PATCH',
          at: start + 6_100,
          body: expect.objectContaining({
            data: expect.objectContaining({ attributes: { total: 19 } }),
          }),
        }),
      ]);
      expect(await storedHeadcounts(reader, key)).toEqual([{ id: expect.any(String), total: 19 }]);
    });

    it('sends a headcount that is not held while another one is', async () => {
      const eventTimeId = freshEventTime('withOverflow');
      const held = { eventTimeId, attendanceTypeId: ADULTS };
      const ready = { eventTimeId, attendanceTypeId: OVERFLOW };
      const storage = await freshOutbox();
      await rememberStored(storage, eventTimeId);
      const network = createNetwork(clock);
      const start = clock.now();
      await storage.enqueue(held, 30, start, start + 6_000);
      await storage.enqueue(ready, 4, start);

      const sync = startSync({ storage, client: loopClient(network) });
      await until(clock, sync, (s) => s.state === 'holding' && s.pending === 1);
      expect(sync.snapshot().held).toBe(1);
      // At once, not after the other's hold.
      expect(network.writes.map((w) => w.at)).toEqual([start]);
      expect(await storedHeadcounts(reader, ready)).toEqual([{ id: expect.any(String), total: 4 }]);
      expect((await storage.pending()).map((e) => e.total)).toEqual([30]);
    });

    it('a first count taken back in time never reaches the service', async () => {
      const key = { eventTimeId: freshEventTime('withoutOverflow'), attendanceTypeId: OVERFLOW };
      const storage = await freshOutbox();
      const network = createNetwork(clock);
      await storage.enqueue(key, 1, clock.now(), clock.now() + 6_000);
      expect(await storage.discard(key, clock.now() + 10)).toBe(true);

      const sync = startSync({ storage, client: loopClient(network) });
      await until(clock, sync, allSynced);
      await clock.advance(10_000);
      sync.notify();
      await until(clock, sync, allSynced);
      expect(network.writes).toEqual([]);
      expect(await storage.headcounts(key.eventTimeId)).toEqual([
        expect.objectContaining({ ...key, total: null }),
      ]);
      // Once sent, it can no longer be taken back.
      await storage.enqueue(key, 2, clock.now());
      sync.notify();
      await until(clock, sync, (s) => allSynced(s) && network.writes.length === 1);
      expect(await storage.discard(key, clock.now() + 10)).toBe(false);
    });
  });

  it('updates instead when someone else created the headcount meanwhile (422 "already exists")', async () => {
    const key = { eventTimeId: freshEventTime(), attendanceTypeId: OVERFLOW };
    // Another staff member's create, unknown to this kiosk.
    if ((await storedHeadcounts(reader, key)).length === 0) {
      await reader.create(
        headcountsPath,
        { event_time_id: key.eventTimeId },
        {
          attributes: { total: 3 },
          relationships: { attendance_type: { data: { type: 'AttendanceType', id: OVERFLOW } } },
        },
      );
    }
    const [theirs] = await storedHeadcounts(reader, key);
    const storage = await freshOutbox();
    await storage.enqueue(key, 12, clock.now());
    const network = createNetwork(clock);

    const sync = startSync({ storage, client: loopClient(network) });
    await until(clock, sync, allSynced);

    expect(network.writes.map((w) => w.method)).toEqual(['POST', 'PATCH']);
    expect(await storedHeadcounts(reader, key)).toEqual([{ id: theirs?.id, total: 12 }]);
    expect(await storage.headcountId(key)).toBe(theirs?.id);
  });

  it('waits while offline and sends when the online event comes', async () => {
    const key = { eventTimeId: freshEventTime(), attendanceTypeId: ADULTS };
    const storage = await freshOutbox();
    const network = createNetwork(clock);
    let online = false;
    const onlineListeners = new Set<() => void>();
    await storage.enqueue(key, 31, clock.now());

    const sync = startSync({
      storage,
      client: loopClient(network),
      isOnline: () => online,
      onOnline: (listener) => {
        onlineListeners.add(listener);
        return () => onlineListeners.delete(listener);
      },
    });
    await until(clock, sync, (s) => s.state === 'offline' && s.pending === 1);
    await storage.enqueue(key, 32, clock.now());
    sync.notify();
    // Ten seconds of its clock offline, looking again every 200 ms: nothing goes out.
    await clock.runWithIo(clock.sleep(10_000), { busy });
    expect(sync.snapshot()).toMatchObject({ state: 'offline', pending: 1 });
    expect(network.writes).toEqual([]);

    online = true;
    const cameOnlineAt = clock.now();
    for (const listener of onlineListeners) listener();
    const done = await until(clock, sync, allSynced);
    // Sent at once on the event, not at the next look.
    expect(done.lastSyncedAt).toBe(cameOnlineAt);
    // Only the latest total went out (a POST, plus a PATCH if the seed had one already).
    const totals = network.writes.map(
      (w) => (w.body as { data: { attributes: { total: number } } }).data.attributes.total,
    );
    expect(new Set(totals)).toEqual(new Set([32]));
    const [stored] = await storedHeadcounts(reader, key);
    expect(stored?.total).toBe(32);
  });

  it('backs off after network errors, keeps the entry, and delivers once the network is back', async () => {
    const key = { eventTimeId: freshEventTime(), attendanceTypeId: OVERFLOW };
    const storage = await freshOutbox();
    const network = createNetwork(clock);
    network.setUp(false);
    await storage.enqueue(key, 17, clock.now());

    // Jitter at its lowest: each wait is exactly half its step.
    const sync = startSync({ storage, client: loopClient(network), random: () => 0 });
    const seen = record(sync, clock);
    const backingOff = () => seen.filter((s) => s.state === 'backing_off');
    await until(clock, sync, () => backingOff().length === 6);

    expect(backingOff().map((s) => s.problem)).toEqual(Array(6).fill({ kind: 'unreachable' }));
    // 20 ms doubling, capped at 200 ms: half of each step.
    expect(backingOff().map((s) => (s.retryAt ?? 0) - s.at)).toEqual([10, 20, 40, 80, 100, 100]);
    // Each attempt after the first comes when the wait before it ends.
    const attempts = seen.filter((s) => s.state === 'syncing').map((s) => s.at);
    expect(attempts.slice(1)).toEqual(
      backingOff()
        .slice(0, 5)
        .map((s) => s.retryAt),
    );
    expect(await storage.pending()).toHaveLength(1);

    network.setUp(true);
    const done = await until(clock, sync, allSynced);
    expect(done.lastSyncedAt).toBe(backingOff()[5]?.retryAt);
    expect(network.writes).toHaveLength(1);
    expect(await storedHeadcounts(reader, key)).toEqual([{ id: expect.any(String), total: 17 }]);
  });

  it('stops on 401 with the entries kept, and another sign-in delivers them', async () => {
    const key = { eventTimeId: freshEventTime(), attendanceTypeId: ADULTS };
    const storage = await freshOutbox();
    await storage.enqueue(key, 44, clock.now());
    const signedOut = createClient({
      baseUrl: sandbox.url,
      auth: { kind: 'basic', applicationId: 'sandbox', secret: 'wrong-secret' },
      fetch: countedFetch,
      clock,
    });

    const first = startSync({ storage, client: signedOut });
    const stopped = await until(clock, first, (s) => s.state === 'signed_out');
    expect(stopped.pending).toBe(1);
    await first.stop();
    expect(await storage.pending()).toEqual([expect.objectContaining({ total: 44 })]);

    const second = startSync({ storage, client: clientFor(sandbox, { clock }) });
    await until(clock, second, allSynced);
    const [stored] = await storedHeadcounts(reader, key);
    expect(stored?.total).toBe(44);
  });
});

describe('the headcount sync loop under a rate limit', () => {
  const clock = new FakeClock();
  let sandbox: Sandbox;
  let times: string[];

  /**
   * Another tab of the same user spends the whole budget. The window stays spent until the loop
   * waits on the clock, however long the machine takes before its first request.
   */
  async function spendBudget(): Promise<void> {
    for (let sent = 0; ; sent++) {
      const response = await fetch(`${sandbox.url}/check_ins/v2/events?per_page=1`, {
        headers: { Authorization: `Basic ${btoa('sandbox:sandbox-secret')}` },
      });
      await response.arrayBuffer();
      if (response.status === 429) return;
      if (sent > 10) throw new Error('the sandbox never refused a request');
    }
  }

  /** What the sandbox holds for an event time and attendance type, read after the window passed. */
  async function totalsAt(eventTimeId: string, attendanceTypeId: string) {
    await clock.advance(2_000);
    return (await storedHeadcounts(clientFor(sandbox), { eventTimeId, attendanceTypeId })).map(
      (h) => h.total,
    );
  }

  beforeAll(async () => {
    sandbox = await startSandbox({
      file: ':memory:',
      clock,
      config: { rateLimit: { limit: 4, periodSeconds: 2 } },
    });
    const reader = clientFor(sandbox, { clock });
    times = (await clock.runWithIo(sundayEventTimes(reader), { busy })).bare;
  });
  beforeEach(async () => {
    // The last test's requests leave the window.
    await clock.advance(2_000);
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('honours Retry-After on 429 and still delivers every entry exactly once', async () => {
    const mine = times.splice(0, 3);
    await spendBudget();
    const spentAt = clock.now();
    const storage = await freshOutbox();
    const expected = new Map<string, number>();
    let total = 10;
    for (const eventTimeId of mine) {
      for (const attendanceTypeId of [ADULTS, OVERFLOW]) {
        await storage.enqueue({ eventTimeId, attendanceTypeId }, total, clock.now());
        expected.set(`${eventTimeId}:${attendanceTypeId}`, total);
        total += 1;
      }
    }
    const network = createNetwork(clock);
    const sync = createHeadcountSync({
      storage,
      // No retries inside the client: the loop meets the 429 itself.
      client: clientFor(sandbox, { fetch: network.fetch, clock, retries: 0 }),
      backoff: { baseMs: 20, maxMs: 200 },
      // Half the jitter the loop adds to a Retry-After: 125 ms.
      random: () => 0.5,
      clock,
    });
    const seen = record(sync, clock);
    sync.start();
    try {
      await until(clock, sync, allSynced);
    } finally {
      await sync.stop();
    }

    // The first write met the spent window, which opens two seconds after it was spent: the
    // loop waited that out exactly, plus its jitter. Then the client's pacer, which learned the
    // limit, kept it under: four at once, the last two when the next window opened. Six
    // headcounts, six creates that went through: each entry exactly once.
    expect(network.writes.map((w) => [w.method, w.status, w.retryAfter, w.at - spentAt])).toEqual([
      ['POST', 429, '2', 0],
      ...Array(4).fill(['POST', 201, null, 2_125]),
      ...Array(2).fill(['POST', 201, null, 4_125]),
    ]);
    const limited = seen.find((s) => s.state === 'backing_off');
    expect(limited).toMatchObject({
      problem: { kind: 'slow-down' },
      at: spentAt,
      retryAt: spentAt + 2_125,
    });
    for (const eventTimeId of mine) {
      for (const attendanceTypeId of [ADULTS, OVERFLOW]) {
        expect(await totalsAt(eventTimeId, attendanceTypeId)).toEqual([
          expected.get(`${eventTimeId}:${attendanceTypeId}`),
        ]);
      }
    }
  });

  it('says it is rate limited while the client waits out a 429 itself, then delivers', async () => {
    const [eventTimeId] = times.splice(0, 1);
    if (eventTimeId === undefined) throw new Error('no event time');
    await spendBudget();
    const spentAt = clock.now();
    const storage = await freshOutbox();
    await storage.enqueue({ eventTimeId, attendanceTypeId: ADULTS }, 41, clock.now());
    // The client's own retries (its default): only its pacer knows it is waiting.
    const network = createNetwork(clock);
    const client = clientFor(sandbox, { fetch: network.fetch, clock });
    const sync = createHeadcountSync({
      storage,
      client,
      rateLimitedUntil: () => client.pacer.snapshot().blockedUntil,
      rateLimitCheckMs: 20,
      clock,
    });
    const seen = record(sync, clock);
    sync.start();
    try {
      await until(clock, sync, allSynced);
    } finally {
      await sync.stop();
    }
    // Said at the first look after the 429, until the Retry-After's end; then sent once more.
    const limited = seen.find((s) => s.state === 'rate_limited');
    expect(limited).toMatchObject({
      problem: { kind: 'rate-limited' },
      pending: 1,
      at: spentAt + 20,
      retryAt: spentAt + 2_000,
    });
    expect(network.writes.map((w) => [w.status, w.at - spentAt])).toEqual([
      [429, 0],
      [201, 2_000],
    ]);
    expect(seen.filter((s) => s.state === 'backing_off')).toEqual([]);
    expect(await totalsAt(eventTimeId, ADULTS)).toEqual([41]);
  });
});

describe('a service that takes no headcounts (the real dialect)', () => {
  const clock = new FakeClock();
  let real: Sandbox;
  let spec: Sandbox;
  let eventTimeId: string;
  const running: HeadcountSync[] = [];

  const realClient = (fetchImpl: typeof fetch = countedFetch) =>
    createClient({
      baseUrl: real.url,
      auth: credentials,
      dialect: realDialect,
      fetch: fetchImpl,
      clock,
    });

  function startSync(storage: OutboxStorage, client: Client): HeadcountSync {
    const sync = createHeadcountSync({
      storage,
      client,
      backoff: { baseMs: 20, maxMs: 200 },
      clock,
    });
    running.push(sync);
    sync.start();
    return sync;
  }

  beforeAll(async () => {
    [real, spec] = await Promise.all([
      startSandbox({ file: ':memory:', clock, config: { dialect: realDialect } }),
      startSandbox({ file: ':memory:', clock }),
    ]);
    eventTimeId = (await sundayEventTimes(realClient())).bare[0] ?? '';
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
  });
  afterAll(async () => {
    await Promise.all([real.close(), spec.close()]);
  });

  it('says so when asked (a probe that creates nothing), where a service that takes them does not', async () => {
    const params = { event_time_id: eventTimeId };
    const refused = acceptanceOfProbe(await realClient().probeCreate(headcountsPath, params));
    expect(refused).toEqual({ kind: 'refused', reason: expect.stringMatching(/\S/) });
    const taken = acceptanceOfProbe(await clientFor(spec).probeCreate(headcountsPath, params));
    expect(taken).toEqual({ kind: 'accepted' });
    // Neither created anything.
    for (const client of [realClient(), clientFor(spec)]) {
      const page = await client.list(headcountsPath, { params, perPage: 100 });
      expect(page.records).toEqual([]);
    }
  });

  it("learns it from the first write's 403: the count stays on the device, and nothing more is sent", async () => {
    const key = { eventTimeId, attendanceTypeId: ADULTS };
    const storage = await freshOutbox();
    await storage.enqueue(key, 12, clock.now());
    const network = createNetwork(clock);
    const sync = startSync(storage, realClient(network.fetch));

    const kept = await until(clock, sync, (s) => s.state === 'kept');
    expect(kept).toMatchObject({
      pending: 1,
      lastSyncedAt: null,
      writesRefused: expect.any(String),
    });
    expect(network.writes).toHaveLength(1);

    // More counts are kept, never sent; so is the refusal, for the next start.
    await storage.enqueue(key, 13, clock.now());
    sync.notify();
    await until(clock, sync, (s) => s.pending === 1 && s.state === 'kept');
    await sync.stop();
    const again = startSync(storage, realClient(network.fetch));
    await until(clock, again, (s) => s.state === 'kept' && s.writesRefused !== null);
    expect(network.writes).toHaveLength(1);
    expect((await storage.headcounts(eventTimeId)).map((h) => h.total)).toEqual([13]);
  });

  it('sends what it kept once the service is heard to take headcounts', async () => {
    const [sundayTime] = (await sundayEventTimes(clientFor(spec))).bare;
    const key = { eventTimeId: sundayTime ?? '', attendanceTypeId: OVERFLOW };
    const storage = await freshOutbox();
    await storage.rememberWritesRefused('Forbidden');
    await storage.enqueue(key, 5, clock.now());
    const network = createNetwork(clock);
    const sync = startSync(storage, clientFor(spec, { fetch: network.fetch, clock }));
    await until(clock, sync, (s) => s.state === 'kept');
    expect(network.writes).toEqual([]);

    await sync.learn(null);
    await until(clock, sync, allSynced);
    expect(await storage.writesRefused()).toBeNull();
    expect(await storedHeadcounts(clientFor(spec), key)).toEqual([
      { id: expect.any(String), total: 5 },
    ]);
  });

  it('recognises a 422 "already exists" by source.parameter, whatever its wording', () => {
    const reworded = (source: { parameter?: string; pointer?: string }) =>
      new ApiError({
        status: 422,
        method: 'POST',
        url: `${real.url}/check-ins/v2/event_times/1/headcounts`,
        errors: [{ status: '422', title: 'Validation Error', detail: 'is a duplicate', source }],
      });
    expect(isHeadcountExistsError(reworded({ parameter: 'attendance_type' }))).toBe(true);
    expect(isHeadcountExistsError(reworded({ parameter: 'attendance_type_id' }))).toBe(true);
    expect(isHeadcountExistsError(reworded({ parameter: 'total' }))).toBe(false);
    expect(isHeadcountExistsError(reworded({}))).toBe(false);
  });
});
