import { describe, expect, it } from 'vitest';

import type { FoundDonation, PaymentStatus } from '../../../api/find-donations';
import { donorYear } from './donor-year';

let nextId = 0;

/** A gift as the list reads it: its parts each to a fund (null: a part naming none). */
function gift(
  status: PaymentStatus,
  currency: string,
  parts: [fundId: string | null, cents: number][],
): FoundDonation {
  const id = String(++nextId);
  const designations = parts.map(([fundId, cents], index) => ({
    type: 'Designation' as const,
    id: `${id}-${index}`,
    attributes: { amount_cents: cents, amount_currency: currency },
    relationships: { fund: { data: fundId === null ? null : { type: 'Fund', id: fundId } } },
    related: {},
    links: {},
  }));
  return {
    type: 'Donation',
    id,
    attributes: {
      amount_cents: parts.reduce((sum, [, cents]) => sum + cents, 0),
      amount_currency: currency,
      created_at: '2026-03-01T16:00:00Z',
      fee_cents: 0,
      fee_currency: currency,
      payment_brand: null,
      payment_channel: 'batch',
      payment_last4: null,
      payment_method: 'cash',
      payment_method_sub: null,
      payment_status: status,
      received_at: undefined,
      refunded: undefined,
      updated_at: '2026-03-01T16:00:00Z',
    },
    relationships: {
      designations: { data: designations.map((d) => ({ type: d.type, id: d.id })) },
    },
    related: { designations, labels: [] },
    links: {},
  };
}

describe('a donor’s year', () => {
  it('counts succeeded gifts per fund and currency, and keeps pending and failed ones apart', () => {
    const year = donorYear([
      gift('succeeded', 'USD', [
        ['1', 40_001],
        ['2', 7_000],
      ]),
      gift('succeeded', 'USD', [['1', 10_050]]),
      gift('succeeded', 'CAD', [['1', 5_000]]),
      gift('succeeded', 'USD', [[null, 99]]),
      gift('pending', 'USD', [['1', 2_500]]),
      gift('failed', 'USD', [['2', 1_000]]),
      gift('failed', 'CAD', [['1', 300]]),
    ]);
    expect(year.counted).toBe(4);
    expect(year.totals).toEqual([
      { cents: 5_000, currency: 'CAD' },
      { cents: 57_150, currency: 'USD' },
    ]);
    expect(year.byFund).toEqual([
      { fundId: '1', total: { cents: 5_000, currency: 'CAD' }, gifts: 1 },
      { fundId: '1', total: { cents: 50_051, currency: 'USD' }, gifts: 2 },
      { fundId: '2', total: { cents: 7_000, currency: 'USD' }, gifts: 1 },
      { fundId: null, total: { cents: 99, currency: 'USD' }, gifts: 1 },
    ]);
    // Every counted cent is in exactly one fund's total.
    const usdByFund = year.byFund
      .filter((row) => row.total.currency === 'USD')
      .reduce((sum, row) => sum + row.total.cents, 0);
    expect(usdByFund).toBe(57_150);
    expect(year.apart).toEqual([
      { status: 'pending', gifts: 1, totals: [{ cents: 2_500, currency: 'USD' }] },
      {
        status: 'failed',
        gifts: 2,
        totals: [
          { cents: 300, currency: 'CAD' },
          { cents: 1_000, currency: 'USD' },
        ],
      },
    ]);
  });

  it('is empty for a range without gifts', () => {
    expect(donorYear([])).toEqual({ counted: 0, totals: [], byFund: [], apart: [] });
  });
});
