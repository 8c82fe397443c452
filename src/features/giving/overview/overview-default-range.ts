/**
 * What the overview shows when the URL names no range. The walk reads every donation whatever
 * the range, so it adds up the last twelve months and the page then leaves out the leading months
 * in which nobody gave: a young database (or a church new to online giving) does not open on a
 * row of empty columns. Empty months after the first gift stay, as they say something.
 */
import type { FundMonthTotals } from './fund-month-totals';

/** The totals from the first month with a gift in any currency; unchanged when none has one. */
export function fromFirstGiftMonth(totals: FundMonthTotals): FundMonthTotals {
  const first = totals.months.findIndex((month) =>
    totals.currencies.some((currency) => currency.byMonth[month] !== undefined),
  );
  if (first <= 0) return totals;
  const months = totals.months.slice(first);
  return {
    ...totals,
    months,
    range: { from: months[0] ?? totals.range.from, to: totals.range.to },
  };
}
