/**
 * A donor's gifts of a range added up (D154): gifts given and kept (`countsAsGiven`, D184) are
 * counted, per fund and currency from their designations; pending, failed and refunded gifts are
 * shown apart, never in a total. Money stays in integer cents per currency.
 */
import { fundShares, type FoundDonation, type PaymentStatus } from '../../../api/find-donations';
import { countsAsGiven } from '../../../lib/pure/giving-totals-rule';
import { sumMoney, totalsByCurrency, type Money } from '../../../lib/pure/money';

export interface FundTotal {
  /** Null for a designation that names no fund. */
  fundId: string | null;
  total: Money;
  /** Gifts with a part in this fund and currency. */
  gifts: number;
}

/** Why a gift is not counted: its payment's status, or that it was refunded. */
export type NotCounted = Exclude<PaymentStatus, 'succeeded'> | 'refunded';

export interface StatusGroup {
  status: NotCounted;
  gifts: number;
  totals: Money[];
}

export interface DonorYear {
  /** Gifts given and kept, counted. */
  counted: number;
  /** Their totals per currency. */
  totals: Money[];
  /** Their totals per fund and currency, by currency then by the largest amount. */
  byFund: FundTotal[];
  /** Gifts not counted, by why (pending, failed, then refunded); absent ones left out. */
  apart: StatusGroup[];
}

const amountOf = (donation: FoundDonation): Money => ({
  cents: donation.attributes.amount_cents,
  currency: donation.attributes.amount_currency,
});

/** Totals in the order of their currency codes, whichever gift came first. */
const byCurrencyCode = (totals: Money[]) =>
  totals.sort((a, b) => a.currency.localeCompare(b.currency));

export function donorYear(donations: readonly FoundDonation[]): DonorYear {
  const succeeded = donations.filter((d) => countsAsGiven(d.attributes));
  const funds = new Map<
    string,
    { fundId: string | null; currency: string; parts: Money[]; gifts: Set<string> }
  >();
  for (const donation of succeeded) {
    for (const share of fundShares(donation)) {
      const { currency } = share.amount;
      const key = `${currency} ${share.fundId ?? ''}`;
      const entry = funds.get(key) ?? {
        fundId: share.fundId,
        currency,
        parts: [],
        gifts: new Set(),
      };
      entry.parts.push(share.amount);
      entry.gifts.add(donation.id);
      funds.set(key, entry);
    }
  }
  const byFund = [...funds.values()]
    .map((entry): FundTotal => ({
      fundId: entry.fundId,
      total: sumMoney(entry.parts, entry.currency),
      gifts: entry.gifts.size,
    }))
    .sort(
      (a, b) => a.total.currency.localeCompare(b.total.currency) || b.total.cents - a.total.cents,
    );
  const notCounted = (d: FoundDonation): NotCounted | undefined =>
    countsAsGiven(d.attributes)
      ? undefined
      : d.attributes.payment_status === 'succeeded'
        ? 'refunded'
        : d.attributes.payment_status;
  const apart = (['pending', 'failed', 'refunded'] as const).flatMap((status): StatusGroup[] => {
    const gifts = donations.filter((d) => notCounted(d) === status);
    return gifts.length === 0
      ? []
      : [
          {
            status,
            gifts: gifts.length,
            totals: byCurrencyCode(totalsByCurrency(gifts.map(amountOf))),
          },
        ];
  });
  return {
    counted: succeeded.length,
    totals: byCurrencyCode(totalsByCurrency(succeeded.map(amountOf))),
    byFund,
    apart,
  };
}
