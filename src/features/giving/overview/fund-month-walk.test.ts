/**
 * The overview's walk against a real sandbox over HTTP, checked against sums computed here from
 * plain JSON answers (every donation and each donation's designations with their fund).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { realDialect } from '../../../api/catalog/dialects';
import { createClient } from '../../../api/client';
import { zonedMonth } from '../../../lib/pure/dates';
import { tableOf } from '../../../sandbox/catalog-keys';
import { startSandbox } from '../../../sandbox/server';
import type { MonthRange } from './fund-month-range';
import { cellCents } from './fund-month-totals';
import { walkFundMonthTotals, type FundMonthWalkProgress } from './fund-month-walk';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const timeZone = 'America/Chicago';
const auth = { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' } as const;
const basic = `Basic ${Buffer.from('sandbox:sandbox-secret').toString('base64')}`;

interface Json {
  data: {
    id: string;
    attributes: Record<string, unknown>;
    relationships: Record<string, { data?: { id: string } | null }>;
  }[];
  meta: { next?: { offset: number } };
}

let sandbox: Sandbox;

async function getJson(path: string): Promise<Json> {
  const response = await fetch(sandbox.url + path, { headers: { Authorization: basic } });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

/** currency → fund → month → cents, computed from the raw answers. */
async function expectedSums(range: MonthRange) {
  const sums = new Map<string, number>();
  for (let offset: number | undefined = 0; offset !== undefined;) {
    const page = await getJson(`/giving/v2/donations?per_page=100&offset=${offset}`);
    for (const donation of page.data) {
      if (donation.attributes.payment_status === 'failed') continue;
      const month = zonedMonth(String(donation.attributes.created_at), timeZone);
      if (month < range.from || month > range.to) continue;
      const parts = await getJson(
        `/giving/v2/donations/${donation.id}/designations?include=fund&per_page=100`,
      );
      for (const part of parts.data) {
        const fund = part.relationships.fund?.data?.id ?? 'unassigned';
        const key = `${String(part.attributes.amount_currency)}|${fund}|${month}`;
        sums.set(key, (sums.get(key) ?? 0) + Number(part.attributes.amount_cents));
      }
    }
    offset = page.meta.next?.offset;
  }
  return sums;
}

beforeAll(async () => {
  sandbox = await startSandbox({
    file: ':memory:',
    config: { rateLimit: { limit: 100_000, periodSeconds: 60 } },
  });
});

afterAll(async () => {
  await sandbox.close();
});

/** fetch that logs each path and can drop the linkage of included designations. */
function network(stripFundLinkage: boolean) {
  const paths: string[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    paths.push(url.pathname);
    const response = await fetch(input, init);
    if (!stripFundLinkage || !url.pathname.endsWith('/giving/v2/donations')) return response;
    // A service whose included designations do not name their fund.
    const body = (await response.json()) as { included?: { relationships?: object }[] };
    for (const item of body.included ?? []) item.relationships = {};
    return new Response(JSON.stringify(body), { status: 200, headers: response.headers });
  };
  return { fetch: fetchImpl, paths };
}

/** currency|fund|month → cents, as the walk found them. */
function cellsOf(totals: Awaited<ReturnType<typeof walkFundMonthTotals>>) {
  const actual = new Map<string, number>();
  for (const currency of totals.currencies) {
    for (const [fund, months] of Object.entries(currency.byFund)) {
      for (const month of Object.keys(months)) {
        actual.set(`${currency.currency}|${fund}|${month}`, cellCents(currency, fund, month));
      }
    }
  }
  return actual;
}

describe('walkFundMonthTotals in the real dialect', () => {
  const range = { from: '2025-12', to: '2026-11' };
  let real: Sandbox;
  beforeAll(async () => {
    real = await startSandbox({
      file: ':memory:',
      config: { dialect: realDialect, rateLimit: { limit: 100_000, periodSeconds: 60 } },
    });
  });
  afterAll(async () => {
    await real.close();
  });

  it('leaves out refunded gifts, which the real service keeps succeeded', async () => {
    const donations = tableOf('giving', 'Donation');
    const rows = real.ctx.db
      .prepare(
        `SELECT d.created_at, d.payment_status, d.refunded, g.fund_id, g.amount_cents, g.amount_currency
           FROM ${tableOf('giving', 'Designation')} g JOIN ${donations} d ON d.id = g.donation_id`,
      )
      .all() as {
      created_at: string;
      payment_status: string;
      refunded: number;
      fund_id: number | null;
      amount_cents: number;
      amount_currency: string;
    }[];
    const inRange = rows.filter((r) => {
      const month = zonedMonth(r.created_at, timeZone);
      return month >= range.from && month <= range.to;
    });
    expect(inRange.some((r) => r.payment_status === 'succeeded' && r.refunded === 1)).toBe(true);
    const expected = new Map<string, number>();
    for (const r of inRange) {
      if (r.payment_status === 'failed' || r.refunded === 1) continue;
      const key = `${r.amount_currency}|${r.fund_id ?? 'unassigned'}|${zonedMonth(r.created_at, timeZone)}`;
      expected.set(key, (expected.get(key) ?? 0) + r.amount_cents);
    }
    const client = createClient({ baseUrl: real.url, auth, dialect: realDialect });
    const totals = await walkFundMonthTotals(client, { range, timeZone });
    expect(cellsOf(totals)).toEqual(expected);
  });
});

describe('walkFundMonthTotals', () => {
  const range = { from: '2025-12', to: '2026-11' };

  it('equals the sums of every designation of the range, from the donation pages alone', async () => {
    const net = network(false);
    const client = createClient({ baseUrl: sandbox.url, auth, fetch: net.fetch });
    const progress: FundMonthWalkProgress[] = [];
    const totals = await walkFundMonthTotals(client, {
      range,
      timeZone,
      onProgress: (p) => progress.push(p),
    });
    expect(cellsOf(totals)).toEqual(await expectedSums(range));
    expect(totals.currencies.map((c) => c.currency)).toEqual(['CAD', 'USD']);
    expect(totals.mismatchedDonationIds).toEqual([]);
    // Included designations name their fund: nothing is asked per donation.
    expect(new Set(net.paths)).toEqual(new Set(['/giving/v2/donations']));

    const walked = progress.filter((p) => p.step === 'donations');
    expect(walked.at(-1)?.done).toBe(walked.at(-1)?.total);
    for (const [i, p] of walked.entries()) {
      if (i > 0) expect(p.done).toBeGreaterThanOrEqual(walked[i - 1]!.done);
    }
  });

  it("asks each donation's designations for their fund when the linkage is missing", async () => {
    const net = network(true);
    const client = createClient({ baseUrl: sandbox.url, auth, fetch: net.fetch });
    const steps = new Set<string>();
    const totals = await walkFundMonthTotals(client, {
      range,
      timeZone,
      onProgress: (p) => steps.add(p.step),
    });
    expect(cellsOf(totals)).toEqual(await expectedSums(range));
    expect(steps).toEqual(new Set(['donations', 'funds']));
    expect(net.paths.filter((p) => p.endsWith('/designations')).length).toBe(totals.donationCount);
  });

  it('stops when aborted, in either step', async () => {
    for (const strip of [false, true]) {
      const client = createClient({ baseUrl: sandbox.url, auth, fetch: network(strip).fetch });
      const controller = new AbortController();
      const walk = walkFundMonthTotals(client, {
        range,
        timeZone,
        signal: controller.signal,
        onProgress: (p) => {
          const late = strip ? p.step === 'funds' && p.done >= 5 : p.done >= 100;
          if (late) controller.abort(new Error('cancelled'));
        },
      });
      await expect(walk).rejects.toThrow('cancelled');
    }
  });
});
