import { Stack, Text } from '@mantine/core';
import type { ColumnDef } from '../../ui/data-table';

import { DateTimeText } from '../../ui/date-time-text';
import { KindBadge, MissingPersonBadge, checkInName } from './check-in-person';
import type { CheckInRow } from './check-ins-query';

/** Date over time, so the long datetimes of four columns fit the table's width. */
function StackedDateTime({ value, empty }: { value: string | null | undefined; empty?: string }) {
  if (value === null || value === undefined || value === '') {
    return <DateTimeText size="sm" value={value} empty={empty} />;
  }
  return (
    <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
      <DateTimeText size="sm" value={value} format="date" />
      <DateTimeText size="xs" c="dimmed" value={value} format="time" />
    </Stack>
  );
}

/** The table's columns; sortable ones name the endpoint's order. */
export function checkInColumns(missingPerson: string): ColumnDef<CheckInRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      meta: { orderBy: 'last_name' },
      cell: ({ row }) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" fw={500}>
            {checkInName(row.original)}
          </Text>
          {row.original.related.person === null && <MissingPersonBadge label={missingPerson} />}
        </Stack>
      ),
    },
    {
      id: 'kind',
      header: 'Kind',
      cell: ({ row }) => <KindBadge kind={row.original.attributes.kind} />,
    },
    {
      id: 'number',
      header: 'Number',
      meta: { orderBy: 'number', numeric: true },
      cell: ({ row }) => row.original.attributes.number,
    },
    {
      id: 'security_code',
      header: 'Security code',
      cell: ({ row }) => (
        <Text size="sm" ff="monospace">
          {row.original.attributes.security_code}
        </Text>
      ),
    },
    {
      id: 'event',
      header: 'Event',
      cell: ({ row }) => row.original.related.event?.attributes.name ?? '—',
    },
    {
      id: 'session',
      header: 'Session',
      cell: ({ row }) => (
        <StackedDateTime value={row.original.related.event_period?.attributes.starts_at} />
      ),
    },
    {
      id: 'location',
      header: 'Location',
      cell: ({ row }) => row.original.related.location?.attributes.name ?? '—',
    },
    {
      id: 'checked_in',
      header: 'Checked in',
      meta: { orderBy: 'created_at' },
      cell: ({ row }) => <StackedDateTime value={row.original.attributes.created_at} />,
    },
    {
      id: 'checked_out',
      header: 'Checked out',
      meta: { orderBy: 'checked_out_at' },
      cell: ({ row }) => (
        <StackedDateTime value={row.original.attributes.checked_out_at} empty="Still checked in" />
      ),
    },
  ];
}
