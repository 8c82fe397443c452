import type { RecordOf } from '../../../api/client-types';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { personNameColumn, personStatusColumn } from '../shared/person-columns';

export type PersonRecord = RecordOf<'/people/v2/people'>;

/** The columns of people a list or one of its conditions found. */
export const listPeopleColumns: ListColumn<PersonRecord>[] = [
  personNameColumn<PersonRecord>(),
  {
    id: 'membership',
    header: 'Membership',
    cell: ({ row }) => row.original.attributes.membership ?? '—',
  },
  personStatusColumn<PersonRecord>(),
];

/** A selected person as "Copy e-mails" names them. */
export const selectPerson = (person: PersonRecord) => ({
  id: person.id,
  name: person.attributes.name,
});
