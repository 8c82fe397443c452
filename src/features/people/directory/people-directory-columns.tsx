import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { PersonAvatar } from '../shared/person-avatar';
import { personDisplayName } from '../shared/person-name';
import { personPath } from '../shared/person-paths';
import { PersonStatusBadge } from '../shared/person-status-badge';
import { PEOPLE } from './people-directory-order';

export type PersonRecord = RecordOf<typeof PEOPLE>;

export const peopleColumns: ListColumn<PersonRecord>[] = [
  {
    id: 'name',
    header: 'Name',
    meta: { orderBy: 'last_name' },
    csv: (person) => personDisplayName(person.attributes),
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
    csv: (person) => person.attributes.status,
    cell: ({ row }) => <PersonStatusBadge status={row.original.attributes.status} />,
  },
  attributeColumn<typeof PEOPLE, PersonRecord>(PEOPLE, 'birthdate'),
  attributeColumn<typeof PEOPLE, PersonRecord>(PEOPLE, 'child'),
  attributeColumn<typeof PEOPLE, PersonRecord>(PEOPLE, 'gender'),
  attributeColumn<typeof PEOPLE, PersonRecord>(PEOPLE, 'created_at', {
    header: 'Created',
    format: 'date',
  }),
];
