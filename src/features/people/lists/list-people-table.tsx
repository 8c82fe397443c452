import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { DataTable, type ColumnDef } from '../../../ui/data-table';
import { SelectionBar } from '../../../ui/selection/selection-bar';
import { selectionColumn } from '../../../ui/selection/selection-column';
import { useRowSelection } from '../../../ui/selection/use-row-selection';

export type PersonRecord = RecordOf<'/people/v2/people'>;

const columns: ColumnDef<PersonRecord>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <Anchor component={Link} to={`/people/${encodeURIComponent(row.original.id)}`} size="sm">
        {row.original.attributes.name}
      </Anchor>
    ),
  },
  {
    id: 'membership',
    header: 'Membership',
    cell: ({ row }) => row.original.attributes.membership ?? '—',
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.attributes.status === 'inactive' ? (
        <Badge color="gray" variant="dot" tt="none">
          Inactive
        </Badge>
      ) : (
        'Active'
      ),
  },
];

/** People a list or one of its conditions found, to select and copy the e-mails of. */
export function ListPeopleTable({
  caption,
  people,
  loading,
  refreshing,
  emptyText,
}: {
  caption: string;
  people: readonly PersonRecord[] | undefined;
  loading: boolean;
  refreshing: boolean;
  emptyText: string;
}) {
  // Kept by id across this table's pages; another list or condition (caption) starts anew.
  const selection = useRowSelection(caption);
  const selectable = [
    selectionColumn<PersonRecord>(selection, people ?? [], (person) => ({
      id: person.id,
      name: person.attributes.name,
    })),
    ...columns,
  ];
  return (
    <>
      <SelectionBar selection={selection} />
      <DataTable<PersonRecord>
        caption={caption}
        columns={selectable}
        rows={people}
        rowKey={(person) => person.id}
        loading={loading}
        refreshing={refreshing}
        skeletonRows={3}
        empty={
          <Text c="dimmed" ta="center" py="sm" size="sm">
            {emptyText}
          </Text>
        }
      />
    </>
  );
}
