/**
 * The kiosk's sync loop against a real sandbox over HTTP. The outbox is the kiosk's own IndexedDB
 * storage (on fake-indexeddb); the network between them is real, and is switched off or held up
 * by wrapping fetch, the way a flaky venue Wi-Fi would.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../api/api-error';
import { realDialect } from '../../api/catalog/dialects';
import { createClient } from '../../api/client';
import type { Client } from '../../api/client';
import { startSandbox } from '../../sandbox/server';
import { createHeadcountSync } from './headcount-sync';
import type { HeadcountSync, SyncSnapshot } from './headcount-sync';
import { acceptanceOfProbe } from '../../lib/browser/api-query/create-acceptance';
import { headcountsPath, isHeadcountExistsError } from './headcount-writes';
import type { HeadcountKey } from './headcount-writes';
import { createIdbOutboxStorage, openKioskDb } from './kiosk-db';
import type { OutboxStorage } from './outbox';

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

interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** fetch between the kiosk and the service: it can be cut, held up, and it logs writes. */
function createNetwork() {
  const writes: SentRequest[] = [];
  let up = true;
  let hold: Promise<void> | null = null;
  const fetchImpl: typeof fetch = async (input, init) => {
    if (!up) throw new TypeError('Failed to fetch');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      writes.push({ method, url: String(input), body });
      if (hold) await hold;
    }
    return fetch(input, init);
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

function clientFor(sandbox: Sandbox, fetchImpl?: typeof fetch, retries?: number): Client {
  return createClient({
    baseUrl: sandbox.url,
    auth: credentials,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    ...(retries === undefined ? {} : { maxRateLimitRetries: retries }),
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

/** Resolves when the sync's snapshot satisfies `test`. */
function until(
  sync: HeadcountSync,
  test: (s: SyncSnapshot) => boolean,
  timeoutMs = 20_000,
): Promise<SyncSnapshot> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const snapshot = sync.snapshot();
      if (!test(snapshot)) return false;
      clearTimeout(timer);
      unsubscribe();
      resolve(snapshot);
      return true;
    };
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`timed out; last snapshot ${JSON.stringify(sync.snapshot())}`));
    }, timeoutMs);
    const unsubscribe = sync.subscribe(() => void check());
    check();
  });
}

const allSynced = (s: SyncSnapshot) => s.state === 'idle' && s.pending === 0;

describe('the headcount sync loop', () => {
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

  function startSync(options: {
    storage: OutboxStorage;
    client: Client;
    isOnline?: () => boolean;
    onOnline?: (listener: () => void) => () => void;
    now?: () => number;
  }): HeadcountSync {
    const sync = createHeadcountSync({
      backoff: { baseMs: 20, maxMs: 200 },
      ...options,
    });
    running.push(sync);
    sync.start();
    return sync;
  }

  beforeAll(async () => {
    sandbox = await startSandbox({ file: ':memory:' });
    reader = clientFor(sandbox);
    times = await sundayEventTimes(reader);
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
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
    await storage.enqueue(overflow, 7, Date.now());
    await storage.enqueue(adults, 40, Date.now());
    await storage.enqueue(overflow, 9, Date.now());
    const network = createNetwork();

    const sync = startSync({ storage, client: clientFor(sandbox, network.fetch) });
    const done = await until(sync, allSynced);

    expect(done.lastSyncedAt).not.toBeNull();
    const base = `/check_ins/v2/event_times/${eventTimeId}/headcounts`;
    expect(network.writes.map((w) => `${w.method} ${new URL(w.url).pathname}`)).toEqual([
      existing ? `PATCH ${base}/${existing.id}` : `POST ${base}`,
      `POST ${base}`,
    ]);
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
    const network = createNetwork();
    const release = network.holdWrites();
    await storage.enqueue(key, 5, Date.now());

    const sync = startSync({ storage, client: clientFor(sandbox, network.fetch) });
    await vi.waitFor(() => expect(network.writes).toHaveLength(1));
    // The first write is on the wire; the count changes twice meanwhile.
    await storage.enqueue(key, 6, Date.now());
    sync.notify();
    await storage.enqueue(key, 8, Date.now());
    sync.notify();
    release();

    await until(sync, allSynced);
    const bodies = network.writes.map((w) => w.body as { data: { attributes: { total: number } } });
    expect(bodies.map((b) => b.data.attributes.total)).toEqual([5, 8]);
    expect(network.writes.map((w) => w.method)).toEqual(['POST', 'PATCH']);
    expect(await storedHeadcounts(reader, key)).toEqual([{ id: expect.any(String), total: 8 }]);
  });

  it('many quick edits of one headcount end as one headcount with the last total', async () => {
    const key = { eventTimeId: freshEventTime(), attendanceTypeId: OVERFLOW };
    const storage = await freshOutbox();
    const network = createNetwork();
    const sync = startSync({ storage, client: clientFor(sandbox, network.fetch) });

    for (let total = 1; total <= 25; total++) {
      await storage.enqueue(key, total, Date.now());
      sync.notify();
      if (total % 5 === 0) await new Promise((r) => setTimeout(r, 5));
    }
    await until(sync, (s) => allSynced(s) && s.lastSyncedAt !== null);

    expect(await storedHeadcounts(reader, key)).toEqual([{ id: expect.any(String), total: 25 }]);
    expect(network.writes.filter((w) => w.method === 'POST')).toHaveLength(1);
    // Coalescing: far fewer requests than edits.
    expect(network.writes.length).toBeLessThan(25);
  });

  describe('holds (D124), on a clock the test moves', () => {
    const clock = { t: 1_000_000 };
    const now = () => clock.t;

    it('holds a change while it can be undone; the change and its undo go out as one write', async () => {
      const key = { eventTimeId: freshEventTime('withOverflow'), attendanceTypeId: OVERFLOW };
      const storage = await freshOutbox();
      await rememberStored(storage, key.eventTimeId);
      const network = createNetwork();
      const start = clock.t;
      await storage.enqueue(key, 20, start, start + 6_000);
      // Undone a moment later: back to 19, held no longer, in the same entry.
      await storage.enqueue(key, 19, start + 100, start + 6_100);

      const sync = startSync({ storage, client: clientFor(sandbox, network.fetch), now });
      const holding = await until(sync, (s) => s.state === 'holding');
      expect(holding).toMatchObject({ pending: 1, held: 1 });
      expect(network.writes).toEqual([]);

      clock.t = start + 6_100;
      sync.notify();
      await until(sync, allSynced);
      expect(network.writes.map((w) => w.body)).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ attributes: { total: 19 } }) }),
      ]);
      expect(network.writes.map((w) => w.method)).toEqual(['PATCH']);
      expect(await storedHeadcounts(reader, key)).toEqual([{ id: expect.any(String), total: 19 }]);
    });

    it('sends a headcount that is not held while another one is', async () => {
      const eventTimeId = freshEventTime('withOverflow');
      const held = { eventTimeId, attendanceTypeId: ADULTS };
      const ready = { eventTimeId, attendanceTypeId: OVERFLOW };
      const storage = await freshOutbox();
      await rememberStored(storage, eventTimeId);
      const network = createNetwork();
      await storage.enqueue(held, 30, clock.t, clock.t + 6_000);
      await storage.enqueue(ready, 4, clock.t);

      const sync = startSync({ storage, client: clientFor(sandbox, network.fetch), now });
      await until(sync, (s) => s.state === 'holding' && s.pending === 1);
      expect(sync.snapshot().held).toBe(1);
      expect(await storedHeadcounts(reader, ready)).toEqual([{ id: expect.any(String), total: 4 }]);
      expect((await storage.pending()).map((e) => e.total)).toEqual([30]);
    });

    it('a first count taken back in time never reaches the service', async () => {
      const key = { eventTimeId: freshEventTime('withoutOverflow'), attendanceTypeId: OVERFLOW };
      const storage = await freshOutbox();
      const network = createNetwork();
      await storage.enqueue(key, 1, clock.t, clock.t + 6_000);
      expect(await storage.discard(key, clock.t + 10)).toBe(true);

      const sync = startSync({ storage, client: clientFor(sandbox, network.fetch), now });
      await until(sync, allSynced);
      clock.t += 10_000;
      sync.notify();
      await until(sync, allSynced);
      expect(network.writes).toEqual([]);
      expect(await storage.headcounts(key.eventTimeId)).toEqual([
        expect.objectContaining({ ...key, total: null }),
      ]);
      // Once sent, it can no longer be taken back.
      await storage.enqueue(key, 2, clock.t);
      sync.notify();
      await until(sync, (s) => allSynced(s) && network.writes.length === 1);
      expect(await storage.discard(key, clock.t + 10)).toBe(false);
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
    await storage.enqueue(key, 12, Date.now());
    const network = createNetwork();

    const sync = startSync({ storage, client: clientFor(sandbox, network.fetch) });
    await until(sync, allSynced);

    expect(network.writes.map((w) => w.method)).toEqual(['POST', 'PATCH']);
    expect(await storedHeadcounts(reader, key)).toEqual([{ id: theirs?.id, total: 12 }]);
    expect(await storage.headcountId(key)).toBe(theirs?.id);
  });

  it('waits while offline and sends when the online event comes', async () => {
    const key = { eventTimeId: freshEventTime(), attendanceTypeId: ADULTS };
    const storage = await freshOutbox();
    const network = createNetwork();
    let online = false;
    const onlineListeners = new Set<() => void>();
    await storage.enqueue(key, 31, Date.now());

    const sync = startSync({
      storage,
      client: clientFor(sandbox, network.fetch),
      isOnline: () => online,
      onOnline: (listener) => {
        onlineListeners.add(listener);
        return () => onlineListeners.delete(listener);
      },
    });
    await until(sync, (s) => s.state === 'offline' && s.pending === 1);
    await storage.enqueue(key, 32, Date.now());
    sync.notify();
    await until(sync, (s) => s.state === 'offline' && s.pending === 1);
    expect(network.writes).toEqual([]);

    online = true;
    for (const listener of onlineListeners) listener();
    await until(sync, allSynced);
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
    const network = createNetwork();
    network.setUp(false);
    await storage.enqueue(key, 17, Date.now());
    const seen: SyncSnapshot[] = [];

    const sync = startSync({ storage, client: clientFor(sandbox, network.fetch) });
    sync.subscribe(() => seen.push(sync.snapshot()));
    const backingOff = await until(sync, (s) => s.state === 'backing_off');
    expect(backingOff.problem).toEqual({ kind: 'unreachable' });
    expect(backingOff.retryAt).not.toBeNull();
    // Several attempts, each waiting longer (20 ms doubling, capped at 200 ms).
    await new Promise((r) => setTimeout(r, 400));
    expect(await storage.pending()).toHaveLength(1);

    network.setUp(true);
    await until(sync, allSynced);
    expect(await storedHeadcounts(reader, key)).toEqual([{ id: expect.any(String), total: 17 }]);
    expect(seen.filter((s) => s.state === 'syncing').length).toBeGreaterThan(2);
  });

  it('stops on 401 with the entries kept, and another sign-in delivers them', async () => {
    const key = { eventTimeId: freshEventTime(), attendanceTypeId: ADULTS };
    const storage = await freshOutbox();
    await storage.enqueue(key, 44, Date.now());
    const signedOut = createClient({
      baseUrl: sandbox.url,
      auth: { kind: 'basic', applicationId: 'sandbox', secret: 'wrong-secret' },
    });

    const first = startSync({ storage, client: signedOut });
    const stopped = await until(first, (s) => s.state === 'signed_out');
    expect(stopped.pending).toBe(1);
    await first.stop();
    expect(await storage.pending()).toEqual([expect.objectContaining({ total: 44 })]);

    const second = startSync({ storage, client: clientFor(sandbox) });
    await until(second, allSynced);
    const [stored] = await storedHeadcounts(reader, key);
    expect(stored?.total).toBe(44);
  });
});

describe('the headcount sync loop under a rate limit', () => {
  let sandbox: Sandbox;

  /** The sandbox's time: the real one, or one instant held while a test needs that. */
  let heldAt: number | undefined;

  /**
   * Another tab of the same user spends the whole budget, and the sandbox's clock stands still
   * until `release()`: the budget stays spent however long a loaded machine takes before the
   * loop's first request (with a real clock the window could pass in between, and then no 429
   * came). Released, the clock is the real one again and the window passes as it would.
   */
  async function spendBudget(): Promise<{ release: () => void }> {
    heldAt = Date.now();
    for (let sent = 0; ; sent++) {
      const response = await fetch(`${sandbox.url}/check_ins/v2/events?per_page=1`, {
        headers: { Authorization: `Basic ${btoa('sandbox:sandbox-secret')}` },
      });
      await response.arrayBuffer();
      if (response.status === 429) break;
      if (sent > 10) throw new Error('the sandbox never refused a request');
    }
    return { release: () => (heldAt = undefined) };
  }

  beforeAll(async () => {
    sandbox = await startSandbox({
      file: ':memory:',
      clock: { now: () => heldAt ?? Date.now() },
      config: { rateLimit: { limit: 4, periodSeconds: 2 } },
    });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('honours Retry-After on 429 and still delivers every entry exactly once', async () => {
    const reader = clientFor(sandbox);
    const times = (await sundayEventTimes(reader)).bare.slice(0, 3);
    const budget = await spendBudget();
    const storage = await freshOutbox();
    const expected = new Map<string, number>();
    let total = 10;
    for (const eventTimeId of times) {
      for (const attendanceTypeId of [ADULTS, OVERFLOW]) {
        const key = { eventTimeId, attendanceTypeId };
        await storage.enqueue(key, total, Date.now());
        expected.set(`${eventTimeId}:${attendanceTypeId}`, total);
        total += 1;
      }
    }
    const seen: (SyncSnapshot & { at: number })[] = [];
    const sync = createHeadcountSync({
      storage,
      // No retries inside the client: the loop meets the 429 itself.
      client: clientFor(sandbox, undefined, 0),
      backoff: { baseMs: 20, maxMs: 200 },
    });
    sync.subscribe(() => {
      const snapshot = sync.snapshot();
      seen.push({ ...snapshot, at: Date.now() });
      // Once the loop has met the limit, time goes on and the window can pass.
      if (snapshot.state === 'backing_off') budget.release();
    });
    sync.start();
    try {
      await until(sync, allSynced, 25_000);
    } finally {
      budget.release();
      await sync.stop();
    }

    // The loop met a 429 and waited at least the Retry-After second before trying again.
    const limitedAt = seen.findIndex((s) => s.state === 'backing_off');
    const limited = seen[limitedAt];
    expect(limited?.problem).toEqual({ kind: 'slow-down' });
    const retried = seen.slice(limitedAt).find((s) => s.state === 'syncing');
    expect((retried?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(950);

    // Read after the window has passed, so the check itself is not refused.
    await new Promise((r) => setTimeout(r, 2_100));
    for (const eventTimeId of times) {
      const page = await clientFor(sandbox).list(headcountsPath, {
        params: { event_time_id: eventTimeId },
        include: ['attendance_type'],
        perPage: 100,
      });
      for (const attendanceTypeId of [ADULTS, OVERFLOW]) {
        const matching = page.records.filter(
          (h) => h.related.attendance_type?.id === attendanceTypeId,
        );
        expect(matching.map((h) => h.attributes.total)).toEqual([
          expected.get(`${eventTimeId}:${attendanceTypeId}`),
        ]);
      }
    }
  });

  it('says it is rate limited while the client waits out a 429 itself, then delivers', async () => {
    await new Promise((r) => setTimeout(r, 2_100));
    const reader = clientFor(sandbox);
    const [eventTimeId] = (await sundayEventTimes(reader)).bare.slice(3, 4);
    if (eventTimeId === undefined) throw new Error('no event time');
    const budget = await spendBudget();
    const storage = await freshOutbox();
    await storage.enqueue({ eventTimeId, attendanceTypeId: ADULTS }, 41, Date.now());
    // The client's own retries (its default): only its pacer knows it is waiting.
    const client = clientFor(sandbox);
    const seen: SyncSnapshot[] = [];
    const sync = createHeadcountSync({
      storage,
      client,
      rateLimitedUntil: () => client.pacer.snapshot().blockedUntil,
      rateLimitCheckMs: 20,
    });
    sync.subscribe(() => {
      const snapshot = sync.snapshot();
      seen.push(snapshot);
      if (snapshot.state === 'rate_limited') budget.release();
    });
    sync.start();
    try {
      await until(sync, allSynced, 25_000);
    } finally {
      budget.release();
      await sync.stop();
    }
    const limited = seen.find((s) => s.state === 'rate_limited');
    expect(limited?.problem).toEqual({ kind: 'rate-limited' });
    expect(limited?.pending).toBe(1);
    expect(limited?.retryAt).toBeGreaterThan(0);
    expect(seen.filter((s) => s.state === 'backing_off')).toEqual([]);
  });
});

describe('a service that takes no headcounts (the real dialect)', () => {
  let real: Sandbox;
  let spec: Sandbox;
  let eventTimeId: string;
  const running: HeadcountSync[] = [];

  const realClient = (fetchImpl?: typeof fetch) =>
    createClient({
      baseUrl: real.url,
      auth: credentials,
      dialect: realDialect,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });

  function startSync(storage: OutboxStorage, client: Client): HeadcountSync {
    const sync = createHeadcountSync({ storage, client, backoff: { baseMs: 20, maxMs: 200 } });
    running.push(sync);
    sync.start();
    return sync;
  }

  beforeAll(async () => {
    [real, spec] = await Promise.all([
      startSandbox({ file: ':memory:', config: { dialect: realDialect } }),
      startSandbox({ file: ':memory:' }),
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
    await storage.enqueue(key, 12, Date.now());
    const network = createNetwork();
    const sync = startSync(storage, realClient(network.fetch));

    const kept = await until(sync, (s) => s.state === 'kept');
    expect(kept).toMatchObject({
      pending: 1,
      lastSyncedAt: null,
      writesRefused: expect.any(String),
    });
    expect(network.writes).toHaveLength(1);

    // More counts are kept, never sent; so is the refusal, for the next start.
    await storage.enqueue(key, 13, Date.now());
    sync.notify();
    await until(sync, (s) => s.pending === 1 && s.state === 'kept');
    await sync.stop();
    const again = startSync(storage, realClient(network.fetch));
    await until(again, (s) => s.state === 'kept' && s.writesRefused !== null);
    expect(network.writes).toHaveLength(1);
    expect((await storage.headcounts(eventTimeId)).map((h) => h.total)).toEqual([13]);
  });

  it('sends what it kept once the service is heard to take headcounts', async () => {
    const [sundayTime] = (await sundayEventTimes(clientFor(spec))).bare;
    const key = { eventTimeId: sundayTime ?? '', attendanceTypeId: OVERFLOW };
    const storage = await freshOutbox();
    await storage.rememberWritesRefused('Forbidden');
    await storage.enqueue(key, 5, Date.now());
    const network = createNetwork();
    const sync = startSync(storage, clientFor(spec, network.fetch));
    await until(sync, (s) => s.state === 'kept');
    expect(network.writes).toEqual([]);

    await sync.learn(null);
    await until(sync, allSynced);
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
