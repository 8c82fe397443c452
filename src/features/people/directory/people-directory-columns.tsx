import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { listFields } from '../../../ui/resource-view/list-fields';
import { PersonAvatar } from '../shared/person-avatar';
import { personDisplayName } from '../shared/person-name';
import { personPath } from '../shared/person-paths';
import { PersonStatusBadge } from '../shared/person-status-badge';
import { PEOPLE } from './people-directory-order';

export type PersonRecord = RecordOf<typeof PEOPLE>;

export function peopleColumns(t: Translate): ListColumn<PersonRecord>[] {
  return [
    {
      id: 'name',
      header: t('people.columns.name'),
      meta: { orderBy: 'last_name' },
      // The name and initials (personDisplayName, personInitials) and the photo.
      reads: { Person: ['name', 'first_name', 'last_name', 'avatar'] },
      csv: (person) => personDisplayName(person.attributes, t),
      cell: ({ row }) => (
        <Group gap="sm" wrap="nowrap">
          <PersonAvatar person={row.original.attributes} size="sm" decorative />
          <Anchor component={Link} to={personPath(row.original.id)} fw={600}>
            {personDisplayName(row.original.attributes, t)}
          </Anchor>
        </Group>
      ),
    },
    {
      id: 'status',
      header: t('people.columns.status'),
      meta: { orderBy: 'status' },
      reads: { Person: ['status'] },
      csv: (person) => person.attributes.status,
      cell: ({ row }) => <PersonStatusBadge status={row.original.attributes.status} />,
    },
    attributeColumn<typeof PEOPLE, PersonRecord>(PEOPLE, 'birthdate'),
    attributeColumn<typeof PEOPLE, PersonRecord>(PEOPLE, 'child'),
    attributeColumn<typeof PEOPLE, PersonRecord>(PEOPLE, 'gender'),
    attributeColumn<typeof PEOPLE, PersonRecord>(PEOPLE, 'created_at', {
      header: t('people.directory.columns.created'),
      format: 'date',
    }),
  ];
}

/**
 * What the columns read does not depend on their words, so the prefetch (which runs before any
 * page, without a language) reads them from columns worded by their message ids.
 */
const byId: Translate = Object.assign((id: MessageId) => id, {
  has: (_id: string): _id is MessageId => false,
});

/** What the directory asks of each person: what its columns read (a row's selection reads the name). */
export const peopleFields = listFields(PEOPLE, [], peopleColumns(byId));
