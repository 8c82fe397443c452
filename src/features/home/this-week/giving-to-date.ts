/**
 * Giving this month so far against the same days of the same month last year, per currency.
 * The donations endpoint allows no where or order, so every page is walked (under the pacer);
 * as on the giving overview, a donation counts on its created_at day in the organization's
 * zone, and only if `countsTowardTotals` says so (never a failed or refunded gift).
 */
import type { Client } from '../../../api/client';
import { zonedDay } from '../../../lib/pure/dates';
import { countsTowardTotals } from '../../../lib/pure/giving-totals-rule';
import { sumMoney, type Money } from '../../../lib/pure/money';
import { isWithin, sameDayLastYear } from '../../../lib/pure/calendar-days';

const DONATIONS = '/giving/v2/donations';

export interface CurrencyToDate {
  currency: string;
  thisYear: Money;
  lastYear: Money;
  thisYearCount: number;
  lastYearCount: number;
}

export interface GivingToDate {
  /** This month's first day and today (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The same days a year earlier. */
  lastYearFrom: string;
  lastYearTo: string;
  currencies: CurrencyToDate[];
}

export interface GivingToDateOptions {
  today: string;
  timeZone: string;
  signal?: AbortSignal;
  onProgress?: (walked: number, total: number) => void;
}

export async function loadGivingToDate(
  client: Client,
  { today, timeZone, signal, onProgress }: GivingToDateOptions,
): Promise<GivingToDate> {
  const from = `${today.slice(0, 7)}-01`;
  const lastYearFrom = sameDayLastYear(from);
  const lastYearTo = sameDayLastYear(today);
  const byCurrency = new Map<string, CurrencyToDate>();
  const seen = new Set<string>();
  for await (const page of client.pages(DONATIONS, { perPage: 100, signal })) {
    for (const donation of page.records) {
      if (seen.has(donation.id)) continue;
      seen.add(donation.id);
      const { attributes } = donation;
      if (!countsTowardTotals(attributes)) continue;
      const day = zonedDay(attributes.created_at, timeZone);
      const thisYear = isWithin(day, from, today);
      if (!thisYear && !isWithin(day, lastYearFrom, lastYearTo)) continue;
      const currency = attributes.amount_currency;
      const entry = byCurrency.get(currency) ?? {
        currency,
        thisYear: { cents: 0, currency },
        lastYear: { cents: 0, currency },
        thisYearCount: 0,
        lastYearCount: 0,
      };
      const amount = { cents: attributes.amount_cents, currency };
      if (thisYear) {
        entry.thisYear = sumMoney([entry.thisYear, amount], currency);
        entry.thisYearCount += 1;
      } else {
        entry.lastYear = sumMoney([entry.lastYear, amount], currency);
        entry.lastYearCount += 1;
      }
      byCurrency.set(currency, entry);
    }
    onProgress?.(seen.size, Math.max(seen.size, page.totalCount));
  }
  return {
    from,
    to: today,
    lastYearFrom,
    lastYearTo,
    currencies: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
