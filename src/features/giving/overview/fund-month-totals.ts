/**
 * Giving totals per fund, per month, per currency, from donations and their designations. All
 * sums are integer additions of cents; currencies are never added together; a donation counts in
 * the month its created_at falls in, in the organization's time zone.
 */
import { zonedMonth } from '../../../lib/pure/dates';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { money, MoneyError, type Money } from '../../../lib/pure/money';
import type { FundLike } from '../shared/donation-designations';
import { monthsOf, type MonthRange } from './fund-month-range';

export interface DesignationForTotals {
  /** The fund's id; null when the designation names no fund. */
  fundId: string | null;
  amount: Money;
}

export interface DonationForTotals {
  id: string;
  /** API datetime (UTC). */
  createdAt: string;
  amount: Money;
  designations: readonly DesignationForTotals[];
}

/**
 * The row of amounts that reached no fund: designations without a fund, and what is left when a
 * donation's designations do not add up to its amount (so each month's total is still the sum of
 * its donations).
 */
export const unassignedFund = 'unassigned';

export interface CurrencyTotals {
  currency: string;
  /** Fund id (or `unassignedFund`) → month (YYYY-MM) → cents. Only non-empty cells exist. */
  byFund: Record<string, Record<string, number>>;
  /** Month → cents over every fund. */
  byMonth: Record<string, number>;
  /** Fund → cents over every month of the range. */
  byFundTotal: Record<string, number>;
  total: number;
  donationCount: number;
}

export interface FundMonthTotals {
  range: MonthRange;
  timeZone: string;
  months: string[];
  /** One entry per currency that has gifts in the range, in code order. */
  currencies: CurrencyTotals[];
  /** Donations of the range that were counted. */
  donationCount: number;
  /** Ids of counted donations whose designations did not add up to their amount. */
  mismatchedDonationIds: string[];
}

/** a + b, refusing a result that is no longer an exact integer. */
export function addCents(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || !Number.isSafeInteger(sum)) {
    throw new MoneyError('the total is too large to add exactly');
  }
  return sum;
}

function addTo(record: Record<string, number>, key: string, cents: number): void {
  record[key] = addCents(record[key] ?? 0, cents);
}

/** The month (YYYY-MM) a donation counts in: its created_at in the organization's zone. */
export function donationMonth(createdAt: string, timeZone: string): string {
  return zonedMonth(createdAt, timeZone);
}

export function isInRange(month: string, range: MonthRange): boolean {
  return month >= range.from && month <= range.to;
}

export interface FundMonthAccumulator {
  /** Counts a donation when it falls in the range; answers whether it did. */
  add(donation: DonationForTotals): boolean;
  result(): FundMonthTotals;
}

function emptyCurrency(currency: string): CurrencyTotals {
  return { currency, byFund: {}, byMonth: {}, byFundTotal: {}, total: 0, donationCount: 0 };
}

/** Totals built one donation at a time, so a walk of many pages never holds every donation. */
export function createFundMonthAccumulator(
  range: MonthRange,
  timeZone: string,
): FundMonthAccumulator {
  const currencies = new Map<string, CurrencyTotals>();
  const mismatched: string[] = [];
  const counted = new Set<string>();

  const totalsOf = (currency: string) => {
    let totals = currencies.get(currency);
    if (!totals) {
      totals = emptyCurrency(currency);
      currencies.set(currency, totals);
    }
    return totals;
  };

  const addCell = (currency: string, fund: string, month: string, cents: number) => {
    const totals = totalsOf(currency);
    const row = (totals.byFund[fund] ??= {});
    addTo(row, month, cents);
    addTo(totals.byMonth, month, cents);
    addTo(totals.byFundTotal, fund, cents);
    totals.total = addCents(totals.total, cents);
  };

  return {
    add(donation) {
      const month = donationMonth(donation.createdAt, timeZone);
      if (!isInRange(month, range)) return false;
      // A page that shifted during the walk can repeat a donation; it counts once.
      if (counted.has(donation.id)) return true;
      counted.add(donation.id);

      const { cents, currency } = money(donation.amount.cents, donation.amount.currency);
      let designated = 0;
      let mismatch = false;
      for (const designation of donation.designations) {
        const part = money(designation.amount.cents, designation.amount.currency);
        addCell(part.currency, designation.fundId ?? unassignedFund, month, part.cents);
        if (part.currency === currency) designated = addCents(designated, part.cents);
        else mismatch = true;
      }
      const rest = addCents(cents, -designated);
      if (rest !== 0) {
        mismatch = true;
        addCell(currency, unassignedFund, month, rest);
      }
      if (mismatch) mismatched.push(donation.id);
      totalsOf(currency).donationCount++;
      return true;
    },
    result() {
      const list = [...currencies.values()].sort((a, b) => a.currency.localeCompare(b.currency));
      return {
        range,
        timeZone,
        months: monthsOf(range),
        currencies: list,
        donationCount: counted.size,
        mismatchedDonationIds: [...mismatched],
      };
    },
  };
}

/** Totals of a list of donations; those outside the range are left out. */
export function fundMonthTotals(
  donations: Iterable<DonationForTotals>,
  range: MonthRange,
  timeZone: string,
): FundMonthTotals {
  const accumulator = createFundMonthAccumulator(range, timeZone);
  for (const donation of donations) accumulator.add(donation);
  return accumulator.result();
}

/** The cents of one cell; 0 for an empty one. */
export function cellCents(totals: CurrencyTotals, fund: string, month: string): number {
  return totals.byFund[fund]?.[month] ?? 0;
}

/** A fund color is used in a style only when it is a hex color. */
const hexColor = /^#[0-9a-f]{6}$/i;

export interface FundRow {
  /** Fund id, or `unassignedFund`. */
  key: string;
  name: string;
  color: string | null;
}

/**
 * The funds that have gifts in a currency's totals, in the order of `funds` (the API's), then any
 * fund the list does not know, then the unassigned row.
 */
export function fundRowsOf(
  t: Translate,
  totals: CurrencyTotals,
  funds: readonly FundLike[],
): FundRow[] {
  const present = new Set(Object.keys(totals.byFund));
  const rows: FundRow[] = [];
  for (const { id, attributes } of funds) {
    const color = hexColor.test(attributes.color) ? attributes.color : null;
    if (present.delete(id)) rows.push({ key: id, name: attributes.name, color });
  }
  const hasUnassigned = present.delete(unassignedFund);
  for (const id of [...present].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) {
    rows.push({ key: id, name: t('giving.shared.fundNumber', { id }), color: null });
  }
  if (hasUnassigned) {
    rows.push({ key: unassignedFund, name: t('giving.overview.noFund'), color: null });
  }
  return rows;
}
