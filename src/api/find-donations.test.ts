/**
 * The giving query helpers (dated-lists.ts, find-donations.ts) against the sandbox over HTTP, in
 * both dialects: what they find equals a brute-force filter of the sandbox's own database, newest
 * first, and they send exactly the requests the dialect's cheapest path needs (counted on the
 * wire): in the spec's, the first page, then the pages on from it or from the end back, whichever
 * way reaches the range sooner; in the real one, the pages of the service's own order and range.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { zonedDayStart } from '../lib/pure/calendar-days';
import { tableOf } from '../sandbox/catalog-keys';
import { startSandbox } from '../sandbox/server';
import { realDialect, specDialect, type Dialect } from './catalog/dialects';
import { createClient, type Client } from './client';
import { newestPage, readDated, type DatedProgress } from './dated-lists';
import { findDonations, fundShares, type DonationCriteria } from './find-donations';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const timeZone = 'America/Chicago';
const auth = { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' } as const;
/** A calendar month of the seed (anchored 2026-11-22) in the organization's zone. */
const october = {
  from: zonedDayStart('2026-10-01', timeZone),
  to: zonedDayStart('2026-11-01', timeZone),
};
const year2025 = {
  from: zonedDayStart('2025-01-01', timeZone),
  to: zonedDayStart('2026-01-01', timeZone),
};
const year2026 = {
  from: zonedDayStart('2026-01-01', timeZone),
  to: zonedDayStart('2027-01-01', timeZone),
};

interface DonationRow {
  id: number;
  created_at: string;
  received_at: string;
  payment_status: string;
  payment_method: string;
  person_id: number | null;
}

interface DesignationRow {
  donation_id: number;
  fund_id: number | null;
  amount_cents: number;
  amount_currency: string;
}

const at = (text: string) => Date.parse(text);
const within = (date: string, range: { from: string; to: string }) =>
  at(date) >= at(range.from) && at(date) < at(range.to);

/**
 * Requests an oldest-first list's read needs (D183): its first page, then either on from there
 * until a page holds a record after the range, or from the end back (down to what the first
 * page holds) until a page holds one before it.
 */
function oldestFirstRequests(
  datesInIdOrder: readonly string[],
  range: { from: string; to: string },
  direction: 'forward' | 'back',
): number {
  const total = datesInIdOrder.length;
  if (total <= 100) return 1;
  if (direction === 'forward') {
    const after = datesInIdOrder.findIndex((date) => at(date) >= at(range.to));
    return after === -1 ? Math.ceil(total / 100) : Math.floor(after / 100) + 1;
  }
  let requests = 1;
  for (let end = total; end > 100; end = Math.max(100, end - 100)) {
    requests++;
    const page = datesInIdOrder.slice(Math.max(100, end - 100), end);
    if (page.some((date) => at(date) < at(range.from))) break;
  }
  return requests;
}

/**
 * The read's requests (its own count and those on the wire), the way it went (`expected`, when
 * the test knows it), and that this way costs no more than the other.
 */
function expectCheaperWay(
  reading: { direction: 'forward' | 'back'; requests: number },
  onTheWire: readonly URL[],
  datesInIdOrder: readonly string[],
  range: { from: string; to: string },
  expected?: 'forward' | 'back',
) {
  const { direction, requests } = reading;
  expect(onTheWire).toHaveLength(requests);
  if (expected !== undefined) expect(direction).toBe(expected);
  expect(requests).toBe(oldestFirstRequests(datesInIdOrder, range, direction));
  const other = direction === 'forward' ? 'back' : 'forward';
  expect(requests).toBeLessThanOrEqual(oldestFirstRequests(datesInIdOrder, range, other));
}

/** Requests the read needs when the service orders and ranges: its pages, at least one. */
const servedRequests = (matching: number) => Math.max(1, Math.ceil(matching / 100));

describe.each([specDialect, realDialect])('$name dialect', (dialect: Dialect) => {
  const real = dialect === realDialect;
  const datedBy = real ? 'received_at' : 'created_at';
  let sandbox: Sandbox;
  let donations: DonationRow[];
  let designations: DesignationRow[];
  let sent: URL[];
  let client: Client;

  beforeAll(async () => {
    sandbox = await startSandbox({
      file: ':memory:',
      config: { dialect, rateLimit: { limit: 100_000, periodSeconds: 60 } },
    });
    const db = sandbox.ctx.db;
    donations = db
      .prepare(
        `SELECT id, created_at, received_at, payment_status, payment_method, person_id FROM ${tableOf('giving', 'Donation')} ORDER BY id`,
      )
      .all() as DonationRow[];
    designations = db
      .prepare(
        `SELECT donation_id, fund_id, amount_cents, amount_currency FROM ${tableOf('giving', 'Designation')} ORDER BY id`,
      )
      .all() as DesignationRow[];
    sent = [];
    client = createClient({
      baseUrl: sandbox.url,
      auth,
      dialect,
      fetch: (input, init) => {
        sent.push(new URL(String(input)));
        return fetch(input, init);
      },
    });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  /** Runs a read and answers what it found and the requests that went over the wire. */
  async function counted<T>(read: () => Promise<T>): Promise<{ result: T; requests: URL[] }> {
    const before = sent.length;
    const result = await read();
    return { result, requests: sent.slice(before) };
  }

  /** The brute-force answer: rows of the database that match, newest first by the dialect's date. */
  function expectedIds(keep: (row: DonationRow) => boolean): string[] {
    return donations
      .filter(keep)
      .sort((a, b) => at(b[datedBy]) - at(a[datedBy]) || b.id - a.id)
      .map((row) => String(row.id));
  }

  it('finds a month of gifts newest first, by the cheapest path', async () => {
    const criteria: DonationCriteria = { range: october };
    const { result, requests } = await counted(() => findDonations(client, criteria));
    const expected = expectedIds((row) => within(row[datedBy], october));
    expect(expected.length).toBeGreaterThan(50);
    expect(result.records.map((d) => d.id)).toEqual(expected);
    expect(result.reading.datedBy).toBe(datedBy);
    if (real) expect(requests).toHaveLength(servedRequests(expected.length));
    else {
      // The last month of the list: read from its end.
      const dates = donations.map((row) => row.created_at);
      expectCheaperWay(result.reading, requests, dates, october, 'back');
    }
    expect(result.reading.requests).toBe(requests.length);
    // Every request asks for the designations; the real service is asked for its order and range.
    for (const url of requests) expect(url.searchParams.get('include')).toBe('designations,labels');
    if (real) {
      expect(requests[0]?.searchParams.get('order')).toBe('-received_at');
      expect(requests[0]?.searchParams.get('where[received_at][gte]')).toBe(october.from);
      expect(requests[0]?.searchParams.get('where[received_at][lt]')).toBe(october.to);
    } else {
      expect(requests[0]?.searchParams.get('offset') ?? '0').toBe('0');
      expect(requests[0]?.searchParams.get('per_page')).toBe('100');
      for (const url of requests) expect(url.searchParams.has('order')).toBe(false);
    }
    // Each gift's funds are its designations' in the database, to the cent.
    for (const donation of result.records.slice(0, 40)) {
      const parts = designations.filter((d) => String(d.donation_id) === donation.id);
      expect(fundShares(donation)).toEqual(
        parts.map((d) => ({
          fundId: d.fund_id === null ? null : String(d.fund_id),
          amount: { cents: d.amount_cents, currency: d.amount_currency },
        })),
      );
    }
  });

  it.each([
    ['first', year2025],
    ['last', year2026],
  ] as const)(
    "finds one giver's %s year from their own list, from its nearer end",
    async (_, year) => {
      // A giver with many gifts, some of them outside the year.
      const counts = new Map<number, number>();
      for (const row of donations) {
        if (row.person_id !== null) counts.set(row.person_id, (counts.get(row.person_id) ?? 0) + 1);
      }
      const [personId] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
      if (personId === undefined) throw new Error('the seed has no giver');
      const criteria: DonationCriteria = { range: year, personId: String(personId) };
      const { result, requests } = await counted(() => findDonations(client, criteria));
      const theirs = donations.filter((row) => row.person_id === personId);
      const expected = expectedIds(
        (row) => row.person_id === personId && within(row[datedBy], year),
      );
      expect(expected.length).toBeGreaterThan(10);
      expect(result.records.map((d) => d.id)).toEqual(expected);
      for (const url of requests) {
        expect(url.pathname).toBe(`/giving/v2/people/${personId}/donations`);
      }
      if (real) expect(requests).toHaveLength(servedRequests(expected.length));
      else {
        expectCheaperWay(
          result.reading,
          requests,
          theirs.map((row) => row.created_at),
          year,
        );
      }
    },
  );

  it("reads the list's first year from its start, the statements' proof read", async () => {
    const progress: DatedProgress[] = [];
    const { result, requests } = await counted(() =>
      findDonations(client, { range: year2025 }, { onProgress: (p) => progress.push(p) }),
    );
    const expected = expectedIds((row) => within(row[datedBy], year2025));
    expect(result.records.map((d) => d.id)).toEqual(expected);
    if (real) expect(requests).toHaveLength(servedRequests(expected.length));
    else {
      const dates = donations.map((row) => row.created_at);
      expectCheaperWay(result.reading, requests, dates, year2025, 'forward');
      // No count request: every page is a full page read on from the first.
      for (const [index, url] of requests.entries()) {
        expect(url.searchParams.get('offset') ?? '0').toBe(String(index * 100));
      }
      expect(progress.map((p) => p.direction)).toEqual(progress.map(() => 'forward'));
      expect(progress.at(-1)).toMatchObject({ fraction: 1, found: expected.length });
    }
  });

  it('narrows by status, method and fund, asking the real service for what it can narrow', async () => {
    const range = { from: zonedDayStart('2026-04-01', timeZone), to: october.to };
    // The Building Fund: card gifts in every month of the range (the seed's giving starts a
    // year earlier than its check-ins, so a smaller fund may have none by card since April).
    const buildingFund = '3';
    const criteria: DonationCriteria = {
      range,
      statuses: ['succeeded'],
      methods: ['card'],
      fundIds: [buildingFund],
    };
    const { result, requests } = await counted(() => findDonations(client, criteria));
    const toFund = new Set(
      designations.filter((d) => String(d.fund_id) === buildingFund).map((d) => d.donation_id),
    );
    const expected = expectedIds(
      (row) =>
        within(row[datedBy], range) &&
        row.payment_status === 'succeeded' &&
        row.payment_method === 'card' &&
        toFund.has(row.id),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(result.records.map((d) => d.id)).toEqual(expected);
    if (real) {
      expect(requests[0]?.searchParams.get('filter')).toBe('succeeded');
      expect(requests[0]?.searchParams.get('where[payment_method]')).toBe('card');
      expect(result.reading.askedOfService).toEqual(
        expect.arrayContaining(['filter=succeeded', 'where[payment_method]']),
      );
    } else {
      expect(result.reading.askedOfService).toEqual([]);
    }
  });

  it("reads a month's batches from the nearer end of the list in both dialects", async () => {
    const batches = sandbox.ctx.db
      .prepare(`SELECT id, created_at FROM ${tableOf('giving', 'Batch')} ORDER BY id`)
      .all() as { id: number; created_at: string }[];
    const progress: DatedProgress[] = [];
    const { result, requests } = await counted(() =>
      readDated(
        client,
        { path: '/giving/v2/batches', include: ['owner'], range: october },
        { onProgress: (p) => progress.push(p) },
      ),
    );
    const expected = batches
      .filter((b) => within(b.created_at, october))
      .sort((a, b) => at(b.created_at) - at(a.created_at) || b.id - a.id)
      .map((b) => String(b.id));
    expect(expected.length).toBeGreaterThan(3);
    expect(result.records.map((b) => b.id)).toEqual(expected);
    expect(result.records.every((b) => b.related.owner !== undefined)).toBe(true);
    // The real service orders batches by updated_at only: no order on their date either.
    expectCheaperWay(
      result.reading,
      requests,
      batches.map((b) => b.created_at),
      october,
    );
    expect(progress.at(-1)).toMatchObject({ fraction: 1, found: expected.length });
  });

  it('pages a whole list newest first: the service order, or a count and the slice', async () => {
    const { result: first, requests } = await counted(() =>
      newestPage(client, { path: '/giving/v2/donations', offset: 0, perPage: 25 }),
    );
    const newest = expectedIds(() => true);
    expect(first.totalCount).toBe(donations.length);
    if (real) {
      expect(first.records.map((d) => d.id)).toEqual(newest.slice(0, 25));
      expect(requests).toHaveLength(1);
    } else {
      // Oldest first is the order the gifts were made: its last 25, the other way round.
      const lastMade = donations
        .slice(-25)
        .reverse()
        .map((row) => String(row.id));
      expect(first.records.map((d) => d.id)).toEqual(lastMade);
      expect(requests).toHaveLength(2);
    }
    const second = await newestPage(client, {
      path: '/giving/v2/batches',
      offset: 25,
      perPage: 25,
    });
    const batchIds = (
      sandbox.ctx.db
        .prepare(`SELECT id FROM ${tableOf('giving', 'Batch')} ORDER BY id DESC`)
        .all() as {
        id: number;
      }[]
    ).map((b) => String(b.id));
    expect(second.records.map((b) => b.id)).toEqual(batchIds.slice(25, 50));
    expect(second.prevOffset).toBe(0);
  });

  it('stops when it is cancelled, between pages, with the signal’s reason', async () => {
    const controller = new AbortController();
    const before = sent.length;
    const read = findDonations(
      client,
      { range: { from: zonedDayStart('2025-01-01', timeZone) } },
      { signal: controller.signal, onProgress: () => controller.abort(new Error('cancelled')) },
    );
    await expect(read).rejects.toThrow('cancelled');
    // The first page's progress cancelled it: no page after it was asked for.
    expect(sent.length - before).toBe(1);
  });
});
