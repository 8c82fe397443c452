import { MoneyError, totalsByCurrency, type Money } from '../../../lib/pure/money';

/** One currency of a cross-check: the total a record states and the sum of its parts. */
export interface CurrencyCheck {
  currency: string;
  stated: Money;
  summed: Money;
  /** summed − stated: positive when the parts add up to more than the stated total. */
  difference: Money;
}

export interface TotalsCheck {
  /** True when every currency's sum equals its stated total, to the cent. */
  agrees: boolean;
  /** Stated currencies first, then any currency only the parts have. */
  currencies: CurrencyCheck[];
}

function difference(a: number, b: number): number {
  const result = a - b;
  if (!Number.isSafeInteger(result)) throw new MoneyError('the difference is too large to compute');
  return result;
}

/**
 * Compares stated totals with the sum of the parts, per currency, in integer cents. A currency
 * present on one side only counts as zero on the other, so a stray CAD gift in a USD batch
 * shows as a disagreement rather than disappearing.
 */
export function compareTotals(stated: readonly Money[], parts: readonly Money[]): TotalsCheck {
  const statedTotals = new Map(totalsByCurrency(stated).map((m) => [m.currency, m.cents]));
  const summedTotals = new Map(totalsByCurrency(parts).map((m) => [m.currency, m.cents]));
  const order = [...statedTotals.keys(), ...[...summedTotals.keys()].sort()];
  const currencies = [...new Set(order)].map((currency): CurrencyCheck => {
    const statedCents = statedTotals.get(currency) ?? 0;
    const summedCents = summedTotals.get(currency) ?? 0;
    return {
      currency,
      stated: { cents: statedCents, currency },
      summed: { cents: summedCents, currency },
      difference: { cents: difference(summedCents, statedCents), currency },
    };
  });
  return {
    agrees: currencies.every((c) => c.difference.cents === 0),
    currencies,
  };
}

/**
 * compareTotals over amounts read from records; an amount that is not money (a bad currency
 * code, a fraction of a cent) is an error to show, never a silently wrong total.
 */
export function checkTotals(
  stated: () => readonly Money[],
  parts: () => readonly Money[],
): { check: TotalsCheck; error?: undefined } | { check?: undefined; error: MoneyError } {
  try {
    return { check: compareTotals(stated(), parts()) };
  } catch (error) {
    if (error instanceof MoneyError) return { error };
    throw error;
  }
}
