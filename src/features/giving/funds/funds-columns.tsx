import { Text, type TextProps } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';

import { ColorSwatch } from '../../../ui/color-swatch';
import { DateTimeText } from '../../../ui/date-time-text';
import type { FundRecord } from '../shared/funds-query';

const visibilities: Record<FundRecord['attributes']['visibility'], string> = {
  everywhere: 'Everywhere',
  admin_only: 'Admins only',
  nowhere: 'Nowhere (hidden)',
};

function textColumn(
  id: string,
  header: string,
  text: (fund: FundRecord['attributes']) => string,
  props?: TextProps,
): ColumnDef<FundRecord> {
  return {
    id,
    header,
    cell: ({ row }) => (
      <Text span size="sm" {...props}>
        {text(row.original.attributes)}
      </Text>
    ),
  };
}

export const fundColumns: ColumnDef<FundRecord>[] = [
  {
    id: 'color',
    header: 'Color',
    cell: ({ row }) => <ColorSwatch color={row.original.attributes.color} />,
  },
  textColumn('name', 'Name', (fund) => fund.name, { fw: 600 }),
  textColumn(
    'visibility',
    'Visibility',
    (fund) => visibilities[fund.visibility] ?? fund.visibility,
  ),
  textColumn('ledger_code', 'Ledger code', (fund) => fund.ledger_code || '—', { ff: 'monospace' }),
  textColumn('description', 'Description', (fund) => fund.description || '—'),
  {
    id: 'created_at',
    header: 'Created',
    cell: ({ row }) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <DateTimeText value={row.original.attributes.created_at} size="sm" format="date" />
      </span>
    ),
  },
];
