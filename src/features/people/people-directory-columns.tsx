import { Anchor, Group, Text } from '@mantine/core';
import type { ColumnDef } from '../../ui/data-table';
import { Link } from 'react-router';

import type { RecordOf } from '../../api/client-types';
import { BooleanText } from '../../ui/boolean-text';
import { DateTimeText } from '../../ui/date-time-text';
import type { PEOPLE } from './people-directory-order';
import { PersonAvatar } from './person-avatar';
import { CalendarDateText } from './person-calendar-date';
import { personDisplayName } from './person-name';
import { personPath } from './person-paths';
import { PersonStatusBadge } from './person-status-badge';

export type PersonRecord = RecordOf<typeof PEOPLE>;

function Dimmed({ children }: { children: string }) {
  return (
    <Text span size="sm" c="dimmed">
      {children}
    </Text>
  );
}

export const peopleColumns: ColumnDef<PersonRecord>[] = [
  {
    id: 'name',
    header: 'Name',
    meta: { orderBy: 'last_name' },
    cell: ({ row }) => (
      <Group gap="sm" wrap="nowrap">
        <PersonAvatar person={row.original.attributes} size="sm" decorative />
        <Anchor component={Link} to={personPath(row.original.id)} fw={600}>
          {personDisplayName(row.original.attributes)}
        </Anchor>
      </Group>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { orderBy: 'status' },
    cell: ({ row }) => <PersonStatusBadge status={row.original.attributes.status} />,
  },
  {
    id: 'birthdate',
    header: 'Birthdate',
    meta: { orderBy: 'birthdate' },
    cell: ({ row }) => <CalendarDateText value={row.original.attributes.birthdate} />,
  },
  {
    id: 'child',
    header: 'Child',
    meta: { orderBy: 'child' },
    cell: ({ row }) => <BooleanText value={row.original.attributes.child} />,
  },
  {
    id: 'gender',
    header: 'Gender',
    meta: { orderBy: 'gender' },
    cell: ({ row }) => row.original.attributes.gender ?? <Dimmed>—</Dimmed>,
  },
  {
    id: 'created_at',
    header: 'Created',
    meta: { orderBy: 'created_at' },
    cell: ({ row }) => (
      <DateTimeText value={row.original.attributes.created_at} format="date" size="sm" />
    ),
  },
];
