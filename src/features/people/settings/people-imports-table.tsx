import { Badge, Paper, Text, Title } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { ResourceList } from '../../../ui/resource-view/resource-list';

type PeopleImport = RecordOf<'/people/v2/people_imports'>;

/** A comma-separated id list's length. */
function countIds(ids: string): number {
  return ids.split(',').filter((id) => id.trim() !== '').length;
}

/**
 * Where an import stands, read from its timestamps: the spec gives `status` only as an
 * integer, so its code is shown beside this.
 */
function ImportState({ record }: { record: PeopleImport }) {
  const { processed_at, undone_at, status } = record.attributes;
  const [label, color] =
    undone_at !== null
      ? ['Undone', 'gray']
      : processed_at !== null
        ? ['Processed', 'teal']
        : ['In progress', 'blue'];
  return (
    <>
      <Badge variant="dot" tt="none" color={color}>
        {label}
      </Badge>
      <Text span size="xs" c="dimmed" ml={6}>
        status {status}
      </Text>
    </>
  );
}

const IMPORTS = '/people/v2/people_imports';

const columns: ColumnDef<PeopleImport>[] = [
  attributeColumn<typeof IMPORTS, PeopleImport>(IMPORTS, 'created_at', { header: 'Started' }),
  { id: 'status', header: 'Status', cell: ({ row }) => <ImportState record={row.original} /> },
  {
    id: 'people',
    header: 'People imported',
    meta: { numeric: true },
    cell: ({ row }) => countIds(row.original.attributes.people_ids),
  },
  {
    id: 'identical',
    header: 'Matched existing',
    meta: { numeric: true },
    cell: ({ row }) => countIds(row.original.attributes.identical_people_ids),
  },
  {
    id: 'processed_at',
    header: 'Processed',
    cell: ({ row }) => (
      <DateTimeText size="sm" value={row.original.attributes.processed_at} empty="Not yet" />
    ),
  },
  {
    id: 'undone_at',
    header: 'Undone',
    cell: ({ row }) => (
      <DateTimeText size="sm" value={row.original.attributes.undone_at} empty="—" />
    ),
  },
];

/** People imports from CSV files, in the order the service lists them (read-only). */
export function PeopleImportsTable() {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-imports">
      <Title order={2} size="h4" id="settings-imports">
        People imports
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Imports of people from spreadsheets (CSV files).
      </Text>
      <ResourceList
        path={IMPORTS}
        defaults={{ perPage: 10 }}
        urlPrefix="imports."
        noun="imports"
        caption="People imports"
        columns={columns}
        plain
        pagerWhenMore
        skeletonRows={3}
      />
    </Paper>
  );
}
