import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { CsvColumn } from '../../../lib/pure/export/csv';
import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MissingPerson } from '../../../lib/pure/pastoral-care/missing-regulars';
import { personPages } from '../../../lib/pure/person-pages';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { selectionColumn } from '../../../ui/selection/selection-column';
import type { RowSelection } from '../../../ui/selection/use-row-selection';
import { ContactLines, contactColumns } from '../shared/contact-lines';

function LastSeen({ person }: { person: MissingPerson }) {
  const t = useT();
  return (
    <Stack gap={0}>
      <DateTimeText value={person.lastSeen} format="date" size="sm" />
      <Text size="xs" c="dimmed">
        {person.lastEventName ?? t('reports.missing.eventNotFound')}
      </Text>
    </Stack>
  );
}

function Came({ person, weeks }: { person: MissingPerson; weeks: number }) {
  const t = useT();
  return (
    <Stack gap={0}>
      <Text size="sm">
        {t('reports.missing.came', {
          checkIns: person.checkIns,
          weeksCame: person.weeksCame,
          weeks,
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('reports.missing.cameInAll', { count: person.totalCheckIns })}
      </Text>
    </Stack>
  );
}

function Households({ names }: { names: readonly string[] | null }) {
  const t = useT();
  if (names === null) {
    return (
      <Text span size="sm" c="dimmed">
        {t('reports.missing.notAvailable')}
      </Text>
    );
  }
  return <ContactLines items={names} kind="household" />;
}

/** The list's columns: a phone shows the name with the rest below it. */
export function missingColumns(
  selection: RowSelection,
  rows: readonly MissingPerson[],
  weeks: number,
  t: Translate,
): ColumnDef<MissingPerson>[] {
  return [
    selectionColumn(selection, rows, (person) => ({ id: person.personId, name: person.name })),
    {
      id: 'name',
      header: t('reports.columns.name'),
      cell: ({ row }) => (
        <Stack gap={4} align="flex-start">
          <Anchor component={Link} to={personPages.profile(row.original.personId)} size="sm">
            {row.original.name}
          </Anchor>
          <Stack gap={2} hiddenFrom="sm">
            <LastSeen person={row.original} />
            <Came person={row.original} weeks={weeks} />
            <Households names={row.original.households} />
            <ContactLines items={row.original.emails} kind="email" />
            <ContactLines items={row.original.phones} kind="phone" />
          </Stack>
        </Stack>
      ),
    },
    {
      id: 'last-seen',
      header: t('reports.missing.column.lastSeen'),
      cell: ({ row }) => <LastSeen person={row.original} />,
      meta: { visibleFrom: 'sm' },
    },
    {
      id: 'came',
      header: t('reports.missing.column.came'),
      cell: ({ row }) => <Came person={row.original} weeks={weeks} />,
      meta: { visibleFrom: 'sm' },
    },
    {
      id: 'household',
      header: t('reports.missing.column.household'),
      cell: ({ row }) => <Households names={row.original.households} />,
      meta: { visibleFrom: 'sm' },
    },
    ...contactColumns<MissingPerson>(t),
  ];
}

export function missingCsvColumns(timeZone: string, t: Translate): CsvColumn<MissingPerson>[] {
  return [
    { header: t('reports.columns.name'), value: (row) => row.name },
    {
      header: t('reports.missing.column.lastSeen'),
      value: (row) => zonedDatetimeText(row.lastSeen, timeZone),
    },
    { header: t('reports.missing.csv.lastEvent'), value: (row) => row.lastEventName },
    { header: t('reports.missing.csv.checkIns'), value: (row) => row.checkIns },
    { header: t('reports.missing.csv.weeksCame'), value: (row) => row.weeksCame },
    { header: t('reports.missing.csv.totalCheckIns'), value: (row) => row.totalCheckIns },
    {
      header: t('reports.missing.csv.households'),
      value: (row) => row.households?.join('; ') ?? null,
    },
    { header: t('reports.columns.emailAddresses'), value: (row) => row.emails.join('; ') },
    { header: t('reports.columns.phoneNumbers'), value: (row) => row.phones.join('; ') },
    { header: t('reports.columns.personId'), value: (row) => row.personId },
  ];
}
