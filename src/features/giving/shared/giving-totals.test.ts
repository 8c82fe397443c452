import { describe, expect, it } from 'vitest';

import { money, MoneyError } from '../../../lib/pure/money';
import { checkTotals, compareTotals } from './giving-totals';

const usd = (cents: number) => money(cents, 'USD');
const cad = (cents: number) => money(cents, 'CAD');

describe('compareTotals', () => {
  it('agrees when the parts add up to the stated total to the cent', () => {
    const check = compareTotals([usd(152000)], [usd(47000), usd(100000), usd(5000)]);
    expect(check.agrees).toBe(true);
    expect(check.currencies).toEqual([
      { currency: 'USD', stated: usd(152000), summed: usd(152000), difference: usd(0) },
    ]);
  });

  it('adds cents exactly (no floating point drift)', () => {
    const tenCents = Array.from({ length: 10 }, () => usd(10));
    expect(compareTotals([usd(100)], tenCents).agrees).toBe(true);
    const thirds = [usd(33), usd(33), usd(34)];
    expect(compareTotals([usd(100)], thirds).agrees).toBe(true);
  });

  it('reports the difference when they disagree', () => {
    const check = compareTotals([usd(10000)], [usd(4000), usd(5001)]);
    expect(check.agrees).toBe(false);
    expect(check.currencies[0]?.difference).toEqual(usd(-999));
  });

  it('compares each currency on its own and keeps a currency only the parts have', () => {
    const check = compareTotals([cad(92000)], [cad(92000), usd(500)]);
    expect(check.agrees).toBe(false);
    expect(check.currencies.map((c) => c.currency)).toEqual(['CAD', 'USD']);
    expect(check.currencies[1]).toEqual({
      currency: 'USD',
      stated: usd(0),
      summed: usd(500),
      difference: usd(500),
    });
  });

  it('sums several stated totals of one currency (a deposit of batches)', () => {
    const check = compareTotals([usd(100), usd(250), cad(70)], [usd(350), cad(70)]);
    expect(check.agrees).toBe(true);
    expect(check.currencies.map((c) => [c.currency, c.stated.cents])).toEqual([
      ['USD', 350],
      ['CAD', 70],
    ]);
  });

  it('an empty batch agrees with a zero total and not with any other', () => {
    expect(compareTotals([usd(0)], []).agrees).toBe(true);
    expect(compareTotals([usd(1)], []).agrees).toBe(false);
  });

  it('handles negative parts (refunds) as integers', () => {
    expect(compareTotals([usd(970)], [usd(1000), usd(-30)]).agrees).toBe(true);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => money(1.5, 'USD')).toThrow(MoneyError);
  });
});

describe('checkTotals', () => {
  it('gives the check, or the money error of a record that is not money', () => {
    expect(
      checkTotals(
        () => [usd(5)],
        () => [usd(5)],
      ).check?.agrees,
    ).toBe(true);
    const bad = checkTotals(
      () => [usd(5)],
      () => [money(5, 'usd')],
    );
    expect(bad.error).toBeInstanceOf(MoneyError);
  });
});
