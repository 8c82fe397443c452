import { Text } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';

import { ColorSwatch } from '../../../ui/color-swatch';
import { DateTimeText } from '../../../ui/date-time-text';
import type { FundRecord } from '../shared/funds-query';

const visibilities: Record<FundRecord['attributes']['visibility'], string> = {
  everywhere: 'Everywhere',
  admin_only: 'Admins only',
  nowhere: 'Nowhere (hidden)',
};

export const fundColumns: ColumnDef<FundRecord>[] = [
  {
    id: 'color',
    header: 'Color',
    cell: ({ row }) => <ColorSwatch color={row.original.attributes.color} />,
  },
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <Text span size="sm" fw={600}>
        {row.original.attributes.name}
      </Text>
    ),
  },
  {
    id: 'visibility',
    header: 'Visibility',
    cell: ({ row }) => (
      <Text span size="sm">
        {visibilities[row.original.attributes.visibility] ?? row.original.attributes.visibility}
      </Text>
    ),
  },
  {
    id: 'ledger_code',
    header: 'Ledger code',
    cell: ({ row }) => (
      <Text span size="sm" ff="monospace">
        {row.original.attributes.ledger_code || '—'}
      </Text>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    cell: ({ row }) => (
      <Text span size="sm">
        {row.original.attributes.description || '—'}
      </Text>
    ),
  },
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
