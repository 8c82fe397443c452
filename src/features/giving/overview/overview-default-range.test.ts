import { describe, expect, it } from 'vitest';

import { lastTwelveMonths } from './fund-month-range';
import { fundMonthTotals, type DonationForTotals } from './fund-month-totals';
import { fromFirstGiftMonth } from './overview-default-range';

const chicago = 'America/Chicago';
const twelve = lastTwelveMonths('2026-11');

function gift(id: string, createdAt: string, cents: number, currency = 'USD'): DonationForTotals {
  return {
    id,
    createdAt,
    amount: { cents, currency },
    designations: [{ fundId: '1', amount: { cents, currency } }],
  };
}

describe('fromFirstGiftMonth', () => {
  it('starts at the first month with a gift and keeps empty months after it', () => {
    const totals = fundMonthTotals(
      [gift('1', '2026-09-06T17:00:00Z', 5000), gift('2', '2026-11-22T17:00:00Z', 2500)],
      twelve,
      chicago,
    );
    const shown = fromFirstGiftMonth(totals);
    expect(shown.range).toEqual({ from: '2026-09', to: '2026-11' });
    expect(shown.months).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(shown.currencies[0]?.total).toBe(7500);
  });

  it("counts a gift in the organization's month, not the UTC one", () => {
    // 1 September 03:00 UTC is still 31 August in Chicago.
    const totals = fundMonthTotals([gift('1', '2026-09-01T03:00:00Z', 100)], twelve, chicago);
    expect(fromFirstGiftMonth(totals).range.from).toBe('2026-08');
  });

  it('looks at every currency', () => {
    const totals = fundMonthTotals(
      [gift('1', '2026-10-10T17:00:00Z', 100), gift('2', '2026-06-10T17:00:00Z', 100, 'CAD')],
      twelve,
      chicago,
    );
    expect(fromFirstGiftMonth(totals).range.from).toBe('2026-06');
  });

  it('leaves the twelve months alone when the first month has gifts or none has', () => {
    const full = fundMonthTotals([gift('1', '2025-12-10T17:00:00Z', 100)], twelve, chicago);
    expect(fromFirstGiftMonth(full)).toBe(full);
    const empty = fundMonthTotals([], twelve, chicago);
    expect(fromFirstGiftMonth(empty).months).toHaveLength(12);
  });
});
