/**
 * Closing a month (D155): the batches made in the organization's calendar month (read newest
 * first by the dialect's cheapest path), each with its deposit and its total checked against
 * the sum of its gifts as the batch page checks it (every gift, per currency, to the cent); then
 * the month's totals per currency, what is deposited and what is not yet.
 */
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { readDated, type Reading } from '../../../api/dated-lists';
import { countsAsGiven } from '../../../lib/pure/giving-totals-rule';
import { money, sumMoney, type Money } from '../../../lib/pure/money';
import { compareTotals, type TotalsCheck } from '../shared/giving-totals';
import { associationPages } from '../shared/giving-totals-walk';
import { monthDays, rangeInstants } from '../shared/giving-range';

const batchesPath = '/giving/v2/batches';
export type MonthBatch = RecordOf<typeof batchesPath, 'owner'>;

export interface BatchClose {
  batch: MonthBatch;
  /** The deposit it went into, or null while it is not deposited. */
  depositId: string | null;
  /** Its total against the sum of its gifts. */
  check: TotalsCheck;
  gifts: number;
  /** Gifts that do not count as given (pending, failed or refunded), summed all the same, as the batch page does. */
  unsettled: number;
}

export interface MonthClose {
  month: string;
  /** Newest first. */
  batches: BatchClose[];
  /** How the month's batches were read. */
  reading: Reading;
  /** Every request: the batches, then each batch's gifts and deposit. */
  requests: number;
}

export interface MonthCloseProgress {
  /** 'batches': reading the month's batches; 'checks': each batch's gifts and deposit. */
  step: 'batches' | 'checks';
  done: number;
  total: number | undefined;
}

/** The deposit a batch names, when its answer carries the linkage (the real service's do). */
function linkedDeposit(batch: MonthBatch): string | null | undefined {
  const data = batch.relationships.deposit?.data;
  if (data === undefined) return undefined;
  return data === null || Array.isArray(data) ? null : data.id;
}

async function checkBatch(
  client: Client,
  batch: MonthBatch,
  signal: AbortSignal,
): Promise<{ close: BatchClose; requests: number }> {
  let requests = 0;
  const amounts: Money[] = [];
  let unsettled = 0;
  for await (const page of associationPages((offset, pageSignal) => {
    requests++;
    return client.related(
      batchesPath,
      { id: batch.id, offset, perPage: 100, signal: pageSignal },
      'donations',
    );
  }, signal)) {
    for (const gift of page.records) {
      amounts.push(money(gift.attributes.amount_cents, gift.attributes.amount_currency));
      if (!countsAsGiven(gift.attributes)) unsettled++;
    }
  }
  let depositId = linkedDeposit(batch);
  if (depositId === undefined) {
    requests++;
    const deposit = await client.related(batchesPath, { id: batch.id, signal }, 'deposit');
    depositId = deposit?.id ?? null;
  }
  const stated = money(batch.attributes.total_cents, batch.attributes.total_currency);
  return {
    close: {
      batch,
      depositId,
      check: compareTotals([stated], amounts),
      gifts: amounts.length,
      unsettled,
    },
    requests,
  };
}

/** A month's batches, each checked, read under the client's rate pacer; aborting stops it. */
export async function closeMonth(
  client: Client,
  { month, timeZone }: { month: string; timeZone: string },
  {
    signal,
    onProgress,
  }: { signal: AbortSignal; onProgress?: (progress: MonthCloseProgress) => void },
): Promise<MonthClose> {
  onProgress?.({ step: 'batches', done: 0, total: undefined });
  const { records, reading } = await readDated(
    client,
    { path: batchesPath, include: ['owner'], range: rangeInstants(monthDays(month), timeZone) },
    {
      signal,
      onProgress: (progress) =>
        onProgress?.({ step: 'batches', done: progress.read, total: progress.total }),
    },
  );
  let requests = reading.requests;
  const batches: BatchClose[] = [];
  onProgress?.({ step: 'checks', done: 0, total: records.length });
  for (const batch of records) {
    const checked = await checkBatch(client, batch, signal);
    batches.push(checked.close);
    requests += checked.requests;
    onProgress?.({ step: 'checks', done: batches.length, total: records.length });
  }
  signal.throwIfAborted();
  return { month, batches, reading, requests };
}

export interface CurrencyClose {
  currency: string;
  batches: number;
  total: Money;
  deposited: Money;
  notDeposited: Money;
}

/** The month per currency: its batches' totals, what is deposited and what is not yet. */
export function closeByCurrency(batches: readonly BatchClose[]): CurrencyClose[] {
  const currencies = [...new Set(batches.map((b) => b.batch.attributes.total_currency))].sort();
  return currencies.map((currency) => {
    const ofCurrency = batches.filter((b) => b.batch.attributes.total_currency === currency);
    const totalOf = (list: readonly BatchClose[]) =>
      sumMoney(
        list.map((b) => money(b.batch.attributes.total_cents, currency)),
        currency,
      );
    return {
      currency,
      batches: ofCurrency.length,
      total: totalOf(ofCurrency),
      deposited: totalOf(ofCurrency.filter((b) => b.depositId !== null)),
      notDeposited: totalOf(ofCurrency.filter((b) => b.depositId === null)),
    };
  });
}
