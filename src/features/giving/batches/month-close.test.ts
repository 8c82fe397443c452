/**
 * Closing a month against the sandbox over HTTP, in both dialects: the month's batches, their
 * deposits and their checks equal what the sandbox's database says, a batch whose stated total
 * was changed is the one that disagrees, and the requests are the batches' read plus, per batch,
 * its gifts (and its deposit where the batch does not name it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { realDialect, specDialect, type Dialect } from '../../../api/catalog/dialects';
import { createClient, type Client } from '../../../api/client';
import { zonedDayStart } from '../../../lib/pure/calendar-days';
import { tableOf } from '../../../sandbox/catalog-keys';
import { startSandbox } from '../../../sandbox/server';
import { closeByCurrency, closeMonth, type MonthCloseProgress } from './month-close';

const timeZone = 'America/Chicago';
const auth = { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' } as const;
const october = {
  from: zonedDayStart('2026-10-01', timeZone),
  to: zonedDayStart('2026-11-01', timeZone),
};

interface BatchRow {
  id: number;
  created_at: string;
  total_cents: number;
  total_currency: string;
  deposit_id: number | null;
}

describe.each([specDialect, realDialect])('$name dialect', (dialect: Dialect) => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let client: Client;
  let sent = 0;

  beforeAll(async () => {
    sandbox = await startSandbox({
      file: ':memory:',
      config: { dialect, rateLimit: { limit: 100_000, periodSeconds: 60 } },
    });
    client = createClient({
      baseUrl: sandbox.url,
      auth,
      dialect,
      fetch: (input, init) => {
        sent++;
        return fetch(input, init);
      },
    });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const octoberBatches = () =>
    (
      sandbox.ctx.db
        .prepare(
          `SELECT id, created_at, total_cents, total_currency, deposit_id FROM ${tableOf('giving', 'Batch')} ORDER BY id DESC`,
        )
        .all() as BatchRow[]
    ).filter(
      (b) =>
        Date.parse(b.created_at) >= Date.parse(october.from) &&
        Date.parse(b.created_at) < Date.parse(october.to),
    );

  const giftSums = (batchId: number) =>
    sandbox.ctx.db
      .prepare(
        `SELECT amount_currency AS currency, SUM(amount_cents) AS cents, COUNT(*) AS gifts FROM ${tableOf('giving', 'Donation')} WHERE batch_id = ? GROUP BY amount_currency`,
      )
      .all(batchId) as { currency: string; cents: number; gifts: number }[];

  it("checks each of the month's batches against its gifts, with its deposit", async () => {
    const expected = octoberBatches();
    expect(expected.length).toBeGreaterThan(3);
    const progress: MonthCloseProgress[] = [];
    const before = sent;
    const close = await closeMonth(
      client,
      { month: '2026-10', timeZone },
      { signal: new AbortController().signal, onProgress: (p) => progress.push(p) },
    );
    expect(close.batches.map((b) => b.batch.id)).toEqual(expected.map((b) => String(b.id)));
    for (const [index, row] of expected.entries()) {
      const found = close.batches[index]!;
      expect(found.depositId).toBe(row.deposit_id === null ? null : String(row.deposit_id));
      const sums = giftSums(row.id);
      expect(found.gifts).toBe(sums.reduce((n, s) => n + s.gifts, 0));
      expect(found.check.agrees).toBe(
        sums.length === 1 &&
          sums[0]?.currency === row.total_currency &&
          sums[0].cents === row.total_cents,
      );
      expect(found.batch.related.owner).not.toBeUndefined();
    }
    // The batches' read, then per batch one page of gifts, and its deposit where not linked.
    const perBatch = dialect === realDialect ? 1 : 2;
    expect(sent - before).toBe(close.reading.requests + perBatch * expected.length);
    expect(close.requests).toBe(sent - before);
    expect(progress.at(-1)).toEqual({
      step: 'checks',
      done: expected.length,
      total: expected.length,
    });

    const byCurrency = closeByCurrency(close.batches);
    for (const currency of byCurrency) {
      const rows = expected.filter((b) => b.total_currency === currency.currency);
      const sum = (list: BatchRow[]) => list.reduce((n, b) => n + b.total_cents, 0);
      expect(currency.total.cents).toBe(sum(rows));
      expect(currency.notDeposited.cents).toBe(sum(rows.filter((b) => b.deposit_id === null)));
      expect(currency.deposited.cents + currency.notDeposited.cents).toBe(currency.total.cents);
    }
  });

  it('counts a refunded gift of a batch as not given, with the pending and failed ones', async () => {
    const [target] = octoberBatches();
    if (!target) throw new Error('no October batch');
    const gift = sandbox.ctx.db
      .prepare(
        `SELECT id FROM ${tableOf('giving', 'Donation')} WHERE batch_id = ? AND payment_status = 'succeeded' AND refunded = 0 LIMIT 1`,
      )
      .get(target.id) as { id: number } | undefined;
    if (!gift) throw new Error('no succeeded gift in the batch');
    sandbox.ctx.db
      .prepare(`UPDATE ${tableOf('giving', 'Donation')} SET refunded = 1 WHERE id = ?`)
      .run(gift.id);
    const close = await closeMonth(
      client,
      { month: '2026-10', timeZone },
      { signal: new AbortController().signal },
    );
    const notGiven = sandbox.ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM ${tableOf('giving', 'Donation')} WHERE batch_id = ? AND (payment_status <> 'succeeded' OR refunded = 1)`,
      )
      .get(target.id) as { n: number };
    const found = close.batches.find((b) => b.batch.id === String(target.id));
    expect(notGiven.n).toBeGreaterThan(0);
    expect(found?.unsettled).toBe(notGiven.n);
    // The batch's check still sums every gift, as entered.
    expect(found?.gifts).toBe(giftSums(target.id).reduce((n, s) => n + s.gifts, 0));
  });

  it('names the batch whose stated total disagrees with its gifts', async () => {
    const [target] = octoberBatches();
    if (!target) throw new Error('no October batch');
    sandbox.ctx.db
      .prepare(
        `UPDATE ${tableOf('giving', 'Batch')} SET total_cents = total_cents + 100 WHERE id = ?`,
      )
      .run(target.id);
    const close = await closeMonth(
      client,
      { month: '2026-10', timeZone },
      { signal: new AbortController().signal },
    );
    const disagreeing = close.batches.filter((b) => !b.check.agrees);
    expect(disagreeing.map((b) => b.batch.id)).toEqual([String(target.id)]);
    expect(disagreeing[0]?.check.currencies).toEqual([
      expect.objectContaining({
        currency: target.total_currency,
        difference: { cents: -100, currency: target.total_currency },
      }),
    ]);
  });
});
