import { Text } from '@mantine/core';
import { useMemo } from 'react';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { PersonLink } from '../../../ui/person-app-links';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { personName } from '../shared/person-name';

const PERSON_EVENTS = '/check_ins/v2/events/{event_id}/person_events';
const include = ['person', 'first_check_in', 'last_check_in'] as const;
type Include = (typeof include)[number];
type PersonEventRecord = RecordOf<typeof PERSON_EVENTS, Include>;

function checkInTime(
  t: Translate,
  id: string,
  header: string,
  which: (record: PersonEventRecord) => { attributes: { created_at: string } } | null,
): ColumnDef<PersonEventRecord> {
  return {
    id,
    header,
    cell: ({ row }) => (
      <DateTimeText
        value={which(row.original)?.attributes.created_at}
        size="sm"
        empty={t('check-ins.events.people.notKnown')}
      />
    ),
  };
}

const columns = (t: Translate): ColumnDef<PersonEventRecord>[] => [
  {
    id: 'person',
    header: t('check-ins.events.people.person'),
    cell: ({ row }) => {
      const person = row.original.related.person;
      return person ? (
        <PersonLink personId={person.id} fw={600}>
          {personName(t, person)}
        </PersonLink>
      ) : (
        <Text span size="sm" c="dimmed">
          {t('check-ins.events.people.noRecord')}
        </Text>
      );
    },
  },
  attributeColumn<typeof PERSON_EVENTS, PersonEventRecord>(PERSON_EVENTS, 'check_in_count', {
    header: t('check-ins.events.people.checkIns'),
  }),
  checkInTime(
    t,
    'first',
    t('check-ins.events.people.first'),
    (record) => record.related.first_check_in,
  ),
  checkInTime(
    t,
    'last',
    t('check-ins.events.people.last'),
    (record) => record.related.last_check_in,
  ),
];

/** Everyone who has checked in to the event, with how often and when first and last. */
export function EventPeopleTab({ eventId }: { eventId: string }) {
  const t = useT();
  const peopleColumns = useMemo(() => columns(t), [t]);
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('check-ins.events.people.description')}
      </Text>
      <ResourceList<typeof PERSON_EVENTS, Include>
        path={PERSON_EVENTS}
        params={{ event_id: eventId }}
        defaults={{ include }}
        urlPrefix="people_"
        noun={t('check-ins.events.people.noun')}
        caption={t('check-ins.events.people.caption')}
        columns={peopleColumns}
        plain
        empty={t('check-ins.events.people.empty')}
      />
    </>
  );
}
