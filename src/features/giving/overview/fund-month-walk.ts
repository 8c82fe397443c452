/**
 * Walks every donation page (the donations endpoint allows no where or order, so the range can
 * only be applied here), keeps the donations of the range, learns each designation's fund, and
 * sums them. Everything goes through the client's rate pacer and stops when `signal` aborts.
 */
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import {
  designationShare,
  designationsKnown,
  designationsOf,
  fundShares,
} from '../../../api/find-donations';
import { countsTowardTotals } from '../../../lib/pure/giving-totals-rule';
import { money } from '../../../lib/pure/money';
import type { MonthRange } from './fund-month-range';
import {
  createFundMonthAccumulator,
  donationMonth,
  isInRange,
  type FundMonthTotals,
} from './fund-month-totals';

export interface FundMonthWalkProgress {
  /** 'donations': walking the donation pages; 'funds': asking for designations' funds. */
  step: 'donations' | 'funds';
  done: number;
  /** Undefined until the first page answers. */
  total: number | undefined;
}

export interface FundMonthWalkOptions {
  range: MonthRange;
  timeZone: string;
  signal?: AbortSignal;
  onProgress?: (progress: FundMonthWalkProgress) => void;
  /** Designation lists asked for at once in the second step (the pacer still rules). */
  concurrency?: number;
}

type Donation = RecordOf<'/giving/v2/donations', 'designations'>;

/** Runs `work` on each item with at most `limit` at once; the first failure stops the rest. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal,
  work: (item: T, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      stop.signal.throwIfAborted();
      const item = items[next++] as T;
      await work(item, stop.signal);
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(limit, items.length) }, () =>
        worker().catch((error: unknown) => {
          if (!stop.signal.aborted) stop.abort(error);
          throw error;
        }),
      ),
    );
  } catch (error) {
    // The first failure (or the caller's abort) is the one to report.
    throw stop.signal.reason ?? error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

export async function walkFundMonthTotals(
  client: Client,
  {
    range,
    timeZone,
    signal = new AbortController().signal,
    onProgress,
    concurrency = 6,
  }: FundMonthWalkOptions,
): Promise<FundMonthTotals> {
  const accumulator = createFundMonthAccumulator(range, timeZone);
  const unresolved = new Map<string, Donation>();
  const seen = new Set<string>();
  let walked = 0;

  onProgress?.({ step: 'donations', done: 0, total: undefined });
  for await (const page of client.pages('/giving/v2/donations', {
    include: ['designations'],
    perPage: 100,
    signal,
  })) {
    signal.throwIfAborted();
    for (const donation of page.records) {
      if (seen.has(donation.id)) continue;
      seen.add(donation.id);
      walked++;
      const { attributes } = donation;
      if (!countsTowardTotals(attributes)) continue;
      if (!isInRange(donationMonth(attributes.created_at, timeZone), range)) continue;
      if (!designationsKnown(donation)) {
        unresolved.set(donation.id, donation);
        continue;
      }
      accumulator.add({
        id: donation.id,
        createdAt: attributes.created_at,
        amount: money(attributes.amount_cents, attributes.amount_currency),
        designations: fundShares(donation),
      });
    }
    onProgress?.({ step: 'donations', done: walked, total: Math.max(walked, page.totalCount) });
  }

  const pending = [...unresolved.values()];
  if (pending.length > 0) {
    let resolved = 0;
    onProgress?.({ step: 'funds', done: 0, total: pending.length });
    await eachLimited(pending, concurrency, signal, async (donation, stop) => {
      const { designations } = await designationsOf(client, donation.id, stop);
      accumulator.add({
        id: donation.id,
        createdAt: donation.attributes.created_at,
        amount: money(donation.attributes.amount_cents, donation.attributes.amount_currency),
        designations: designations.map(designationShare),
      });
      resolved++;
      onProgress?.({ step: 'funds', done: resolved, total: pending.length });
    });
  }
  signal.throwIfAborted();
  return accumulator.result();
}
