import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { MoneyError } from '../../../lib/pure/money';
import { testLanguage } from '../../../ui/testing/test-providers';
import {
  addMonths,
  formatMonth,
  lastTwelveMonths,
  monthCount,
  monthsOf,
  parseMonthRange,
} from './fund-month-range';
import {
  addCents,
  cellCents,
  createFundMonthAccumulator,
  donationMonth,
  fundMonthTotals,
  fundRowsOf,
  unassignedFund,
  type DonationForTotals,
} from './fund-month-totals';

const chicago = 'America/Chicago';
const t = translatorOf(testLanguage('en').i18n);
const es = translatorOf(testLanguage('es').i18n);

function gift(
  id: string,
  createdAt: string,
  cents: number,
  parts: [fundId: string | null, cents: number][],
  currency = 'USD',
): DonationForTotals {
  return {
    id,
    createdAt,
    amount: { cents, currency },
    designations: parts.map(([fundId, partCents]) => ({
      fundId,
      amount: { cents: partCents, currency },
    })),
  };
}

describe('month ranges', () => {
  it('steps across year ends both ways', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
  });

  it('lists the months of a range, both ends included', () => {
    expect(monthsOf({ from: '2025-11', to: '2026-02' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthCount({ from: '2025-12', to: '2026-11' })).toBe(12);
    expect(lastTwelveMonths('2026-11')).toEqual({ from: '2025-12', to: '2026-11' });
  });

  it('reads the URL and falls back with a reason', () => {
    const fallback = { from: '2025-12', to: '2026-11' };
    expect(parseMonthRange(t, null, null, fallback)).toEqual({
      range: fallback,
      problem: undefined,
    });
    expect(parseMonthRange(t, '2026-01', '2026-03', fallback).range).toEqual({
      from: '2026-01',
      to: '2026-03',
    });
    expect(parseMonthRange(t, '2026-13', null, fallback).problem).toMatch(/not a month/);
    expect(parseMonthRange(t, '2026-05', '2026-01', fallback).problem).toMatch(/after/);
    expect(parseMonthRange(t, '2020-01', '2026-01', fallback).problem).toMatch(/longer/);
  });

  it('labels a month without shifting it', () => {
    expect(formatMonth('2026-03', 'en-US')).toMatch(/Mar/);
    expect(formatMonth('2026-03', 'en-US', 'long')).toMatch(/March 2026/);
    expect(formatMonth('2026-03', 'es', 'long')).toBe('marzo de 2026');
    expect(parseMonthRange(es, '2026-13', null, lastTwelveMonths('2026-11')).problem).toBe(
      '«2026-13» no es un mes (AAAA-MM); se muestran los últimos 12 meses',
    );
  });
});

describe('donationMonth', () => {
  it('uses the organization zone across a month boundary', () => {
    // 23:30 on Feb 28 in Chicago (UTC−6): still February there.
    expect(donationMonth('2026-03-01T05:30:00Z', chicago)).toBe('2026-02');
    expect(donationMonth('2026-03-01T06:00:00Z', chicago)).toBe('2026-03');
    expect(donationMonth('2026-03-01T05:30:00Z', 'UTC')).toBe('2026-03');
  });

  it('follows daylight saving time', () => {
    // After the March 8 change Chicago is UTC−5: 04:59Z on April 1 is 23:59 on March 31.
    expect(donationMonth('2026-04-01T04:59:59Z', chicago)).toBe('2026-03');
    expect(donationMonth('2026-04-01T05:00:00Z', chicago)).toBe('2026-04');
    // Back to UTC−6 after November 1: 05:59Z on December 1 is still November.
    expect(donationMonth('2026-12-01T05:59:59Z', chicago)).toBe('2026-11');
    expect(donationMonth('2026-12-01T06:00:00Z', chicago)).toBe('2026-12');
  });
});

describe('fundMonthTotals', () => {
  const range = { from: '2026-01', to: '2026-04' };

  it('sums designations per fund and month in integer cents', () => {
    const totals = fundMonthTotals(
      [
        gift('1', '2026-01-04T16:00:00Z', 10_01, [['1', 10_01]]),
        gift('2', '2026-01-11T16:00:00Z', 20_02, [
          ['1', 15_00],
          ['2', 5_02],
        ]),
        // Ten cents, three times: 0.1 + 0.2 would not be exact in floating point.
        gift('3', '2026-02-01T16:00:00Z', 10, [['2', 10]]),
        gift('4', '2026-02-02T16:00:00Z', 20, [['2', 20]]),
      ],
      range,
      chicago,
    );
    expect(totals.currencies).toHaveLength(1);
    const usd = totals.currencies[0]!;
    expect(usd.currency).toBe('USD');
    expect(cellCents(usd, '1', '2026-01')).toBe(25_01);
    expect(cellCents(usd, '2', '2026-01')).toBe(5_02);
    expect(cellCents(usd, '2', '2026-02')).toBe(30);
    expect(cellCents(usd, '1', '2026-02')).toBe(0);
    expect(usd.byMonth).toEqual({ '2026-01': 30_03, '2026-02': 30 });
    expect(usd.byFundTotal).toEqual({ '1': 25_01, '2': 5_32 });
    expect(usd.total).toBe(30_33);
    expect(usd.donationCount).toBe(4);
    expect(totals.months).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
    expect(totals.mismatchedDonationIds).toEqual([]);
  });

  it('designations of a donation add up to its amount, and each month to its donations', () => {
    const donations = [
      gift('1', '2026-03-08T07:30:00Z', 100_00, [
        ['1', 70_00],
        ['3', 30_00],
      ]),
      gift('2', '2026-03-15T07:30:00Z', 55_55, [
        ['1', 33_33],
        ['2', 11_11],
        ['3', 11_11],
      ]),
    ];
    const usd = fundMonthTotals(donations, range, chicago).currencies[0]!;
    const donated = donations.reduce((sum, d) => sum + d.amount.cents, 0);
    expect(usd.byMonth['2026-03']).toBe(donated);
    const byFund = Object.values(usd.byFundTotal).reduce((sum, cents) => sum + cents, 0);
    expect(byFund).toBe(donated);
    expect(usd.byFund[unassignedFund]).toBeUndefined();
  });

  it('buckets by the organization zone: early March in UTC is February in Chicago', () => {
    const totals = fundMonthTotals(
      [
        gift('1', '2026-03-01T05:30:00Z', 40_00, [['1', 40_00]]),
        gift('2', '2026-03-01T06:30:00Z', 1_00, [['1', 1_00]]),
      ],
      range,
      chicago,
    );
    const usd = totals.currencies[0]!;
    expect(usd.byMonth).toEqual({ '2026-02': 40_00, '2026-03': 1_00 });
  });

  it('keeps gifts across the daylight saving change in their local month', () => {
    const totals = fundMonthTotals(
      [
        // Sunday March 8, 2026, 01:30 CST, just before clocks go forward.
        gift('1', '2026-03-08T07:30:00Z', 5_00, [['1', 5_00]]),
        // 23:30 CDT on March 31.
        gift('2', '2026-04-01T04:30:00Z', 7_00, [['1', 7_00]]),
        // 00:30 CDT on April 1.
        gift('3', '2026-04-01T05:30:00Z', 9_00, [['1', 9_00]]),
      ],
      range,
      chicago,
    );
    expect(totals.currencies[0]!.byFund['1']).toEqual({ '2026-03': 12_00, '2026-04': 9_00 });
  });

  it('keeps currencies apart and never adds one to another', () => {
    const totals = fundMonthTotals(
      [
        gift('1', '2026-01-04T16:00:00Z', 10_00, [['1', 10_00]], 'USD'),
        gift('2', '2026-01-04T17:00:00Z', 20_00, [['1', 20_00]], 'CAD'),
        gift('3', '2026-01-05T17:00:00Z', 3_00, [['1', 3_00]], 'CAD'),
      ],
      range,
      chicago,
    );
    expect(totals.currencies.map((c) => c.currency)).toEqual(['CAD', 'USD']);
    const [cad, usd] = totals.currencies;
    expect(cellCents(cad!, '1', '2026-01')).toBe(23_00);
    expect(cad!.donationCount).toBe(2);
    expect(cellCents(usd!, '1', '2026-01')).toBe(10_00);
    expect(usd!.total).toBe(10_00);
  });

  it('leaves out donations outside the range and counts a repeated one once', () => {
    const accumulator = createFundMonthAccumulator(range, chicago);
    expect(accumulator.add(gift('1', '2025-12-31T12:00:00Z', 1_00, [['1', 1_00]]))).toBe(false);
    // 00:30 on May 1 in Chicago.
    expect(accumulator.add(gift('2', '2026-05-01T05:30:00Z', 1_00, [['1', 1_00]]))).toBe(false);
    // 23:30 on April 30 in Chicago.
    expect(accumulator.add(gift('3', '2026-05-01T04:30:00Z', 2_00, [['1', 2_00]]))).toBe(true);
    expect(accumulator.add(gift('3', '2026-05-01T04:30:00Z', 2_00, [['1', 2_00]]))).toBe(true);
    const totals = accumulator.result();
    expect(totals.donationCount).toBe(1);
    expect(totals.currencies[0]!.byFund['1']).toEqual({ '2026-04': 2_00 });
  });

  it('puts what reached no fund in its own row and names the donations that do not add up', () => {
    const totals = fundMonthTotals(
      [
        gift('1', '2026-01-04T16:00:00Z', 10_00, [[null, 10_00]]),
        gift('2', '2026-01-04T16:00:00Z', 10_00, [['1', 6_00]]),
        gift('3', '2026-01-04T16:00:00Z', 10_00, []),
      ],
      range,
      chicago,
    );
    const usd = totals.currencies[0]!;
    expect(cellCents(usd, unassignedFund, '2026-01')).toBe(24_00);
    expect(cellCents(usd, '1', '2026-01')).toBe(6_00);
    expect(usd.byMonth['2026-01']).toBe(30_00);
    expect(totals.mismatchedDonationIds).toEqual(['2', '3']);
  });

  it('handles negative amounts (refunds) exactly', () => {
    const totals = fundMonthTotals(
      [
        gift('1', '2026-01-04T16:00:00Z', 10_00, [['1', 10_00]]),
        gift('2', '2026-01-05T16:00:00Z', -2_50, [['1', -2_50]]),
      ],
      range,
      chicago,
    );
    expect(cellCents(totals.currencies[0]!, '1', '2026-01')).toBe(7_50);
  });

  it('refuses amounts that are not whole cents or totals that lose precision', () => {
    expect(() =>
      fundMonthTotals([gift('1', '2026-01-04T16:00:00Z', 1.5, [['1', 1.5]])], range, chicago),
    ).toThrow(MoneyError);
    expect(() => addCents(Number.MAX_SAFE_INTEGER, 1)).toThrow(MoneyError);
    expect(addCents(1, 2)).toBe(3);
  });
});

describe('fundRowsOf', () => {
  it('orders rows as the fund list does, then unknown funds, then the unassigned row', () => {
    const totals = fundMonthTotals(
      [
        gift('1', '2026-01-04T16:00:00Z', 4_00, [
          [null, 1_00],
          ['9', 1_00],
          ['2', 1_00],
          ['1', 1_00],
        ]),
      ],
      { from: '2026-01', to: '2026-01' },
      chicago,
    ).currencies[0]!;
    const rows = fundRowsOf(t, totals, [
      { id: '1', attributes: { name: 'General Fund', color: '#1f6feb' } },
      { id: '2', attributes: { name: 'Missions', color: 'blue' } },
      { id: '3', attributes: { name: 'Building Fund', color: '#d29922' } },
    ]);
    expect(rows.map((r) => r.name)).toEqual(['General Fund', 'Missions', 'Fund 9', 'No fund']);
    // A color is drawn only when it is a hex color.
    expect(rows.map((r) => r.color)).toEqual(['#1f6feb', null, null, null]);
  });
});
