import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { Translate } from '../../../lib/pure/i18n/translator';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { selectionColumn } from '../../../ui/selection/selection-column';
import type { RowSelection, SelectedRow } from '../../../ui/selection/use-row-selection';
import { ContactLines, contactColumns } from '../shared/contact-lines';
import { visitName, type FirstVisit } from './first-time-guests-report';

function NameCell({ visit }: { visit: FirstVisit }) {
  const t = useT();
  if (visit.personId !== null) {
    return (
      <Anchor component={Link} to={`/people/${visit.personId}`} size="sm">
        {visitName(visit, t)}
      </Anchor>
    );
  }
  return (
    <>
      <Text size="sm">{visitName(visit, t)}</Text>
      <Badge
        variant="outline"
        color="gray"
        size="sm"
        radius="sm"
        tt="none"
        style={{ minWidth: 'max-content' }}
      >
        {t('reports.firstTime.oneTimeGuest')}
      </Badge>
    </>
  );
}

const personRow =
  (t: Translate) =>
  (visit: FirstVisit): SelectedRow => ({
    id: visit.personId ?? '',
    name: visitName(visit, t),
  });

/**
 * The report's columns. Only people can be selected (their e-mails are copied from their
 * profiles); a one-time guest has no profile, so no checkbox.
 */
export function firstTimeColumns(
  selection: RowSelection,
  rows: readonly FirstVisit[],
  t: Translate,
): ColumnDef<FirstVisit>[] {
  const people = rows.filter((row) => row.personId !== null);
  const select = selectionColumn(selection, people, personRow(t));
  return [
    {
      ...select,
      cell: (context) => (context.row.original.personId === null ? null : select.cell(context)),
    },
    {
      id: 'name',
      header: t('reports.columns.name'),
      cell: ({ row }) => (
        <Stack gap={4} align="flex-start">
          <NameCell visit={row.original} />
          {/* A phone has no room for the event and contact columns: they follow the name. */}
          <Stack gap={2} hiddenFrom="sm">
            <Text size="sm" c="dimmed">
              {row.original.eventName ?? '—'}
            </Text>
            <ContactLines items={row.original.emails} kind="email" />
            <ContactLines items={row.original.phones} kind="phone" />
          </Stack>
        </Stack>
      ),
    },
    {
      id: 'first',
      header: t('reports.firstTime.firstCheckIn'),
      cell: ({ row }) => <DateTimeText value={row.original.createdAt} format="date" size="sm" />,
    },
    {
      id: 'event',
      header: t('reports.columns.event'),
      cell: ({ row }) => <Text size="sm">{row.original.eventName ?? '—'}</Text>,
      meta: { visibleFrom: 'sm' },
    },
    ...contactColumns<FirstVisit>(t),
  ];
}
