import type { RecordOf } from '../../../api/client-types';
import type { ColumnDef } from '../../../ui/data-table';
import { personNameColumn, personStatusColumn } from '../shared/person-columns';

export type PersonRecord = RecordOf<'/people/v2/people'>;

/** The columns of people a list or one of its conditions found. */
export const listPeopleColumns: ColumnDef<PersonRecord>[] = [
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
