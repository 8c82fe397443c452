import { describe, expect, it } from 'vitest';

import type { RecordOf } from '../../api/client-types';
import { toCsv } from '../../lib/pure/export/csv';
import { testTranslate } from '../../lib/pure/i18n/testing/test-translate';
import { attributeColumn, attributeCsvValue } from './attribute-column';
import { csvColumnsOf, type ListColumn } from './list-column';

type Batch = RecordOf<'/giving/v2/batches'>;

const t = testTranslate();

function batch(attributes: Partial<Batch['attributes']>): Batch {
  return { id: '7', type: 'Batch', attributes, related: {} } as unknown as Batch;
}

describe('columns as CSV', () => {
  it('writes money as an exact decimal with its currency beside it, and times in the zone', () => {
    const columns: ListColumn<Batch>[] = [
      attributeColumn('/giving/v2/batches', 'total_cents'),
      attributeColumn('/giving/v2/batches', 'created_at', { header: 'Created' }),
      attributeColumn('/giving/v2/batches', 'status', { labels: { in_progress: 'In progress' } }),
    ];
    const csv = csvColumnsOf(columns, 'America/Chicago', t);
    expect(csv.map((column) => column.header)).toEqual([
      'Total',
      'Total currency',
      'Created',
      'Status',
    ]);
    const row = batch({
      total_cents: -123456,
      total_currency: 'USD',
      created_at: '2026-01-15T18:30:00Z',
      status: 'in_progress',
    });
    expect(csv.map((column) => column.value(row))).toEqual([
      '-1234.56',
      'USD',
      '2026-01-15 12:30:00',
      'In progress',
    ]);
    expect(toCsv([row], csv)).toBe(
      '"Total","Total currency","Created","Status"\r\n"-1234.56","USD","2026-01-15 12:30:00","In progress"\r\n',
    );
  });

  it('heads and writes the columns in the interface language', () => {
    const es = testTranslate('es');
    const columns: ListColumn<Batch>[] = [
      attributeColumn('/giving/v2/batches', 'total_cents'),
      attributeColumn('/giving/v2/batches', 'status'),
      {
        id: 'custom',
        header: 'x',
        cell: () => null,
        csv: () => 1,
        csvHeader: (t) => t('fields.name'),
      },
    ];
    expect(csvColumnsOf(columns, 'UTC', es).map((column) => column.header)).toEqual([
      'Total',
      'Moneda (Total)',
      'Estado',
      'Nombre',
    ]);
    expect(attributeCsvValue(es, true, 'boolean', 'UTC')).toBe('sí');
  });

  it('leaves money without a currency empty rather than guessing one', () => {
    const [amount] = csvColumnsOf([attributeColumn('/giving/v2/batches', 'total_cents')], 'UTC', t);
    expect(amount?.value(batch({ total_cents: 500, total_currency: null as never }))).toBe('');
  });

  it('reads booleans as yes/no, numbers as numbers, lists joined, missing values empty', () => {
    expect(attributeCsvValue(t, true, 'boolean', 'UTC')).toBe('yes');
    expect(attributeCsvValue(t, false, 'boolean', 'UTC')).toBe('no');
    expect(attributeCsvValue(t, 42, 'integer', 'UTC')).toBe(42);
    expect(attributeCsvValue(t, ['a', 'b'], 'array', 'UTC')).toBe('a; b');
    expect(attributeCsvValue(t, null, 'datetime', 'UTC')).toBe('');
    expect(attributeCsvValue(t, '2026-03-01', 'date', 'UTC')).toBe('2026-03-01');
  });

  it('takes a custom column’s csv under its header, or its csvHeader when the header is not text', () => {
    const columns: ListColumn<Batch>[] = [
      { id: 'link', header: 'Batch', cell: () => null, csv: (row) => `#${row.id}` },
      { id: 'badge', header: () => 'Badge', cell: () => null, csv: () => 'x', csvHeader: 'Kind' },
    ];
    const csv = csvColumnsOf(columns, 'UTC', t);
    expect(csv.map((column) => column.header)).toEqual(['Batch', 'Kind']);
    expect(csv.map((column) => column.value(batch({})))).toEqual(['#7', 'x']);
  });

  it('leaves out a column marked csv: false, and keeps the others in the table’s order', () => {
    const columns: ListColumn<Batch>[] = [
      { id: 'description', header: 'Description', cell: () => null, csv: () => 'Sunday' },
      { id: 'actions', header: 'Actions', cell: () => null, csv: false },
      attributeColumn('/giving/v2/batches', 'status'),
    ];
    const csv = csvColumnsOf(columns, 'UTC', t);
    expect(csv.map((column) => column.header)).toEqual(['Description', 'Status']);
    expect(toCsv([batch({ status: 'deposited' })], csv)).toBe(
      '"Description","Status"\r\n"Sunday","deposited"\r\n',
    );
  });

  it('does not take a column that says nothing about the CSV', () => {
    // @ts-expect-error a column must say how it goes into the CSV (csv, csvColumns or csv: false)
    const column: ListColumn<Batch> = { id: 'icon', header: 'Icon', cell: () => null };
    expect(csvColumnsOf([column], 'UTC', t)).toEqual([]);
  });
});
