/**
 * Walks every donation page (the donations endpoint allows no where or order, so the range can
 * only be applied here), keeps the donations of the range, learns each designation's fund, and
 * sums them. Everything goes through the client's rate pacer and stops when `signal` aborts.
 */
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { countsTowardTotals } from '../../../lib/giving-totals-rule';
import { money } from '../../../lib/money';
import type { MonthRange } from './fund-month-range';
import {
  createFundMonthAccumulator,
  donationMonth,
  isInRange,
  type DesignationForTotals,
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
type Designation = Donation['related']['designations'][number];

/**
 * The fund a designation's linkage names: an id, null for no fund, or undefined when the answer
 * carried no linkage (the spec does not say included records carry it; then the fund is asked for).
 */
function linkedFund(designation: { relationships: Designation['relationships'] }) {
  const data = designation.relationships.fund?.data;
  if (data === undefined) return undefined;
  if (data === null || Array.isArray(data)) return null;
  return data.id;
}

/** Whether the included designations are complete and each names its fund. */
function designationsKnown(donation: Donation): boolean {
  const linkage = donation.relationships.designations?.data;
  const expected = Array.isArray(linkage) ? linkage.length : undefined;
  const included = donation.related.designations;
  return expected === included.length && included.every((d) => linkedFund(d) !== undefined);
}

async function designationsWithFunds(
  client: Client,
  donationId: string,
  signal: AbortSignal,
): Promise<DesignationForTotals[]> {
  const out: DesignationForTotals[] = [];
  for await (const page of client.pages('/giving/v2/donations/{donation_id}/designations', {
    params: { donation_id: donationId },
    include: ['fund'],
    perPage: 100,
    signal,
  })) {
    for (const designation of page.records) {
      const fund = designation.related.fund;
      out.push({
        fundId: fund?.id ?? linkedFund(designation) ?? null,
        amount: money(designation.attributes.amount_cents, designation.attributes.amount_currency),
      });
    }
  }
  return out;
}

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
      if (!countsTowardTotals(attributes.payment_status)) continue;
      if (!isInRange(donationMonth(attributes.created_at, timeZone), range)) continue;
      if (!designationsKnown(donation)) {
        unresolved.set(donation.id, donation);
        continue;
      }
      accumulator.add({
        id: donation.id,
        createdAt: attributes.created_at,
        amount: money(attributes.amount_cents, attributes.amount_currency),
        designations: donation.related.designations.map((d) => ({
          fundId: linkedFund(d) ?? null,
          amount: money(d.attributes.amount_cents, d.attributes.amount_currency),
        })),
      });
    }
    onProgress?.({ step: 'donations', done: walked, total: Math.max(walked, page.totalCount) });
  }

  const pending = [...unresolved.values()];
  if (pending.length > 0) {
    let resolved = 0;
    onProgress?.({ step: 'funds', done: 0, total: pending.length });
    await eachLimited(pending, concurrency, signal, async (donation, stop) => {
      const designations = await designationsWithFunds(client, donation.id, stop);
      accumulator.add({
        id: donation.id,
        createdAt: donation.attributes.created_at,
        amount: money(donation.attributes.amount_cents, donation.attributes.amount_currency),
        designations,
      });
      resolved++;
      onProgress?.({ step: 'funds', done: resolved, total: pending.length });
    });
  }
  signal.throwIfAborted();
  return accumulator.result();
}
