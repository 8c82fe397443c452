import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { selectionColumn } from '../../../ui/selection/selection-column';
import type { RowSelection, SelectedRow } from '../../../ui/selection/use-row-selection';
import { ContactLines, contactColumns } from '../shared/contact-lines';
import type { FirstVisit } from './first-time-guests-report';

function NameCell({ visit }: { visit: FirstVisit }) {
  if (visit.personId !== null) {
    return (
      <Anchor component={Link} to={`/people/${visit.personId}`} size="sm">
        {visit.name}
      </Anchor>
    );
  }
  return (
    <>
      <Text size="sm">{visit.name}</Text>
      <Badge
        variant="outline"
        color="gray"
        size="sm"
        radius="sm"
        tt="none"
        style={{ minWidth: 'max-content' }}
      >
        One-time guest
      </Badge>
    </>
  );
}

const personRow = (visit: FirstVisit): SelectedRow => ({
  id: visit.personId ?? '',
  name: visit.name,
});

/**
 * The report's columns. Only people can be selected (their e-mails are copied from their
 * profiles); a one-time guest has no profile, so no checkbox.
 */
export function firstTimeColumns(
  selection: RowSelection,
  rows: readonly FirstVisit[],
): ColumnDef<FirstVisit>[] {
  const people = rows.filter((row) => row.personId !== null);
  const select = selectionColumn(selection, people, personRow);
  return [
    {
      ...select,
      cell: (context) => (context.row.original.personId === null ? null : select.cell(context)),
    },
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <Stack gap={4} align="flex-start">
          <NameCell visit={row.original} />
          {/* A phone has no room for the event and contact columns: they follow the name. */}
          <Stack gap={2} hiddenFrom="sm">
            <Text size="sm" c="dimmed">
              {row.original.eventName ?? '—'}
            </Text>
            <ContactLines items={row.original.emails} what="e-mail" />
            <ContactLines items={row.original.phones} what="phone" />
          </Stack>
        </Stack>
      ),
    },
    {
      id: 'first',
      header: 'First check-in',
      cell: ({ row }) => <DateTimeText value={row.original.createdAt} format="date" size="sm" />,
    },
    {
      id: 'event',
      header: 'Event',
      cell: ({ row }) => <Text size="sm">{row.original.eventName ?? '—'}</Text>,
      meta: { visibleFrom: 'sm' },
    },
    ...contactColumns<FirstVisit>(),
  ];
}
