import { Stack, Text } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';

import { DateTimeText } from '../../../ui/date-time-text';
import {
  attributeColumn,
  type AttributeColumnOptions,
  type AttributeOf,
} from '../../../ui/resource-view/attribute-column';
import { KindBadge } from '../shared/kind-badge';
import { MissingPersonBadge, checkInName } from './check-in-person';
import { checkInsPath, type CheckInRow } from './check-ins-query';

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

const column = (name: AttributeOf<typeof checkInsPath>, options?: AttributeColumnOptions) =>
  attributeColumn<typeof checkInsPath, CheckInRow>(checkInsPath, name, options);

/** The table's columns; header and order of an attribute's column come from the catalog. */
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
      ...column('kind'),
      cell: ({ row }) => <KindBadge kind={row.original.attributes.kind} />,
    },
    column('number'),
    {
      ...column('security_code'),
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
      ...column('created_at', { header: 'Checked in' }),
      cell: ({ row }) => <StackedDateTime value={row.original.attributes.created_at} />,
    },
    {
      ...column('checked_out_at', { header: 'Checked out' }),
      cell: ({ row }) => (
        <StackedDateTime value={row.original.attributes.checked_out_at} empty="Still checked in" />
      ),
    },
  ];
}
