import { describe, expect, it } from 'vitest';

import { toCsv } from '../../../lib/pure/export/csv';
import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { indexById } from './donation-designations';
import { donationCsvColumns, type DonationExportRow } from './donations-csv';

const t = translatorOf(testLanguage('en').i18n);

const funds = indexById([
  { id: '1', attributes: { name: 'General Fund', color: '#1f6feb' } },
  { id: '2', attributes: { name: 'Missions', color: '#2da44e' } },
]);

function designation(id: string, cents: number, fundId: string, currency = 'USD') {
  return {
    type: 'Designation' as const,
    id,
    attributes: { amount_cents: cents, amount_currency: currency },
    relationships: { fund: { data: { type: 'Fund', id: fundId } } },
    related: {},
    links: {},
  };
}

function donation(overrides: Partial<DonationExportRow['attributes']> = {}): DonationExportRow {
  return {
    type: 'Donation',
    id: '42',
    attributes: {
      amount_cents: 47001,
      amount_currency: 'USD',
      created_at: '2026-09-01T11:28:00Z',
      fee_cents: -30,
      fee_currency: 'USD',
      payment_brand: 'Visa',
      payment_channel: 'online',
      payment_last4: '0071',
      payment_method: 'card',
      payment_method_sub: 'debit',
      payment_status: 'succeeded',
      // The spec's dialect: only the real service says when a gift was received.
      received_at: undefined,
      refunded: undefined,
      updated_at: '2026-09-01T11:29:23Z',
      ...overrides,
    },
    relationships: {},
    related: {
      designations: [designation('1', 40001, '1'), designation('2', 7000, '2')],
      labels: [],
    },
    links: {},
  };
}

function cells(row: DonationExportRow, timeZone = 'America/Chicago') {
  const columns = donationCsvColumns(t, timeZone, funds);
  return Object.fromEntries(columns.map((c) => [c.header, c.value(row)]));
}

describe('donation CSV columns', () => {
  it('has the columns finance asked for, in order', () => {
    expect(donationCsvColumns(t, 'America/Chicago', funds).map((c) => c.header)).toEqual([
      'id',
      'created_at (UTC)',
      'created_at (America/Chicago)',
      'amount',
      'currency',
      'fee',
      'fee_currency',
      'method',
      'method_sub',
      'brand',
      'last4',
      'channel',
      'status',
      'designations',
    ]);
  });

  it('writes amounts as exact decimal text from cents, and the time in both zones', () => {
    const row = cells(donation());
    expect(row.amount).toBe('470.01');
    expect(row.fee).toBe('-0.30');
    expect(row['created_at (UTC)']).toBe('2026-09-01T11:28:00Z');
    expect(row['created_at (America/Chicago)']).toBe('2026-09-01 06:28:00');
    expect(row.designations).toBe('General Fund: 400.01; Missions: 70.00');
  });

  it('keeps a last four with leading zeros and empty cells for nulls', () => {
    const row = cells(
      donation({ payment_brand: null, payment_last4: null, payment_method_sub: null }),
    );
    expect(row.brand).toBeNull();
    expect(row.last4).toBeNull();
    expect(cells(donation()).last4).toBe('0071');
  });

  it('goes through the shared CSV builder with one line per donation', () => {
    const text = toCsv(
      [donation(), donation({ amount_currency: 'CAD' })],
      donationCsvColumns(t, 'UTC', funds),
    );
    const lines = text.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"470.01","USD"');
    expect(lines[2]).toContain('"470.01","CAD"');
  });
});
