import { Text } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { PersonLink } from '../../../ui/person-app-links';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { personName } from '../shared/person-name';

const PERSON_EVENTS = '/check_ins/v2/events/{event_id}/person_events';
const include = ['person', 'first_check_in', 'last_check_in'] as const;
type Include = (typeof include)[number];
type PersonEventRecord = RecordOf<typeof PERSON_EVENTS, Include>;

function checkInTime(
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
        empty="Not known"
      />
    ),
  };
}

const columns: ColumnDef<PersonEventRecord>[] = [
  {
    id: 'person',
    header: 'Person',
    cell: ({ row }) => {
      const person = row.original.related.person;
      return person ? (
        <PersonLink personId={person.id} fw={600}>
          {personName(person)}
        </PersonLink>
      ) : (
        <Text span size="sm" c="dimmed">
          No person record (deleted, or a one-time guest)
        </Text>
      );
    },
  },
  attributeColumn<typeof PERSON_EVENTS, PersonEventRecord>(PERSON_EVENTS, 'check_in_count', {
    header: 'Check-ins',
  }),
  checkInTime('first', 'First check-in', (record) => record.related.first_check_in),
  checkInTime('last', 'Last check-in', (record) => record.related.last_check_in),
];

/** Everyone who has checked in to the event, with how often and when first and last. */
export function EventPeopleTab({ eventId }: { eventId: string }) {
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        Each person who has checked in to this event, with their number of check-ins.
      </Text>
      <ResourceList<typeof PERSON_EVENTS, Include>
        path={PERSON_EVENTS}
        params={{ event_id: eventId }}
        defaults={{ include }}
        urlPrefix="people_"
        noun="people"
        caption="People who checked in to this event"
        columns={columns}
        plain
        empty="Nobody has checked in to this event yet."
      />
    </>
  );
}
