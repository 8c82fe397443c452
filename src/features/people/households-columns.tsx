import { Anchor, Text } from '@mantine/core';
import type { ColumnDef } from '../../ui/data-table';
import { Link } from 'react-router';

import type { RecordOf } from '../../api/client-types';
import { DateTimeText } from '../../ui/date-time-text';
import { householdPath } from './household-paths';

export const HOUSEHOLDS = '/people/v2/households';
export type HouseholdRow = RecordOf<typeof HOUSEHOLDS>;

export const householdColumns: ColumnDef<HouseholdRow>[] = [
  {
    id: 'name',
    header: 'Name',
    meta: { orderBy: 'name' },
    cell: ({ row }) => (
      <Anchor component={Link} to={householdPath(row.original.id)} fw={600}>
        {row.original.attributes.name}
      </Anchor>
    ),
  },
  {
    id: 'member_count',
    header: 'Members',
    meta: { orderBy: 'member_count', numeric: true },
    cell: ({ row }) => row.original.attributes.member_count,
  },
  {
    id: 'primary_contact_name',
    header: 'Primary contact',
    meta: { orderBy: 'primary_contact_name' },
    cell: ({ row }) =>
      row.original.attributes.primary_contact_name || (
        <Text span size="sm" c="dimmed">
          None
        </Text>
      ),
  },
  {
    id: 'created_at',
    header: 'Created',
    meta: { orderBy: 'created_at' },
    cell: ({ row }) => (
      <DateTimeText size="sm" value={row.original.attributes.created_at} format="date" />
    ),
  },
  {
    id: 'updated_at',
    header: 'Last changed',
    meta: { orderBy: 'updated_at' },
    cell: ({ row }) => <DateTimeText size="sm" value={row.original.attributes.updated_at} />,
  },
];
