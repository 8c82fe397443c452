import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { CsvColumn } from '../../../lib/pure/export/csv';
import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import type { MissingPerson } from '../../../lib/pure/pastoral-care/missing-regulars';
import { personPages } from '../../../lib/pure/person-pages';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { selectionColumn } from '../../../ui/selection/selection-column';
import type { RowSelection } from '../../../ui/selection/use-row-selection';
import { ContactLines, contactColumns } from '../shared/contact-lines';

const times = (n: number) => `${n} ${n === 1 ? 'time' : 'times'}`;

function LastSeen({ person }: { person: MissingPerson }) {
  return (
    <Stack gap={0}>
      <DateTimeText value={person.lastSeen} format="date" size="sm" />
      <Text size="xs" c="dimmed">
        {person.lastEventName ?? 'Event not found'}
      </Text>
    </Stack>
  );
}

function Came({ person, weeks }: { person: MissingPerson; weeks: number }) {
  return (
    <Stack gap={0}>
      <Text size="sm">
        {times(person.checkIns)} in {person.weeksCame} of {weeks} weeks
      </Text>
      <Text size="xs" c="dimmed">
        {times(person.totalCheckIns)} in all
      </Text>
    </Stack>
  );
}

function Households({ names }: { names: readonly string[] | null }) {
  if (names === null) {
    return (
      <Text span size="sm" c="dimmed">
        Not available
      </Text>
    );
  }
  return <ContactLines items={names} what="household" />;
}

/** The list's columns: a phone shows the name with the rest below it. */
export function missingColumns(
  selection: RowSelection,
  rows: readonly MissingPerson[],
  weeks: number,
): ColumnDef<MissingPerson>[] {
  return [
    selectionColumn(selection, rows, (person) => ({ id: person.personId, name: person.name })),
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <Stack gap={4} align="flex-start">
          <Anchor component={Link} to={personPages.profile(row.original.personId)} size="sm">
            {row.original.name}
          </Anchor>
          <Stack gap={2} hiddenFrom="sm">
            <LastSeen person={row.original} />
            <Came person={row.original} weeks={weeks} />
            <Households names={row.original.households} />
            <ContactLines items={row.original.emails} what="e-mail" />
            <ContactLines items={row.original.phones} what="phone" />
          </Stack>
        </Stack>
      ),
    },
    {
      id: 'last-seen',
      header: 'Last seen',
      cell: ({ row }) => <LastSeen person={row.original} />,
      meta: { visibleFrom: 'sm' },
    },
    {
      id: 'came',
      header: 'Came',
      cell: ({ row }) => <Came person={row.original} weeks={weeks} />,
      meta: { visibleFrom: 'sm' },
    },
    {
      id: 'household',
      header: 'Household',
      cell: ({ row }) => <Households names={row.original.households} />,
      meta: { visibleFrom: 'sm' },
    },
    ...contactColumns<MissingPerson>(),
  ];
}

export function missingCsvColumns(timeZone: string): CsvColumn<MissingPerson>[] {
  return [
    { header: 'Name', value: (row) => row.name },
    { header: 'Last seen', value: (row) => zonedDatetimeText(row.lastSeen, timeZone) },
    { header: 'Last event', value: (row) => row.lastEventName },
    { header: 'Check-ins in the weeks counted', value: (row) => row.checkIns },
    { header: 'Weeks with a check-in', value: (row) => row.weeksCame },
    { header: 'Check-ins in all', value: (row) => row.totalCheckIns },
    { header: 'Households', value: (row) => row.households?.join('; ') ?? null },
    { header: 'E-mail addresses', value: (row) => row.emails.join('; ') },
    { header: 'Phone numbers', value: (row) => row.phones.join('; ') },
    { header: 'Person ID', value: (row) => row.personId },
  ];
}
