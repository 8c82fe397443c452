import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { ColumnDef } from '../../../ui/data-table';
import { personNameColumn, personStatusColumn } from '../shared/person-columns';

export type PersonRecord = RecordOf<'/people/v2/people'>;

/** The columns of people a list or one of its conditions found. */
export function listPeopleColumns(t: Translate): ColumnDef<PersonRecord>[] {
  return [
    personNameColumn<PersonRecord>(t),
    {
      id: 'membership',
      header: t('people.profile.facts.membership'),
      cell: ({ row }) => row.original.attributes.membership ?? '—',
    },
    personStatusColumn<PersonRecord>(t),
  ];
}

/** A selected person as "Copy e-mails" names them. */
export const selectPerson = (person: PersonRecord) => ({
  id: person.id,
  name: person.attributes.name,
});
