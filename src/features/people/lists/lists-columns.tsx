import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { statusText } from '../../../lib/pure/status-text';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { emptyAs } from '../shared/empty-as';
import { untypedText } from '../shared/untyped-text';
import { listPath } from './list-paths';

export const LISTS = '/people/v2/lists';
export type ListRow = RecordOf<typeof LISTS, 'owner'>;

export function ListStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="dot" tt="none" color={status === 'complete' ? 'teal' : 'yellow'}>
      {statusText(status)}
    </Badge>
  );
}

const lastRun = attributeColumn(LISTS, 'batch_completed_at', { header: 'Last run' });

export const listColumns: ListColumn<ListRow>[] = [
  {
    id: 'name',
    header: 'Name',
    meta: { orderBy: 'name' },
    csvColumns: () => [
      { header: 'Name', value: (list) => list.attributes.name },
      { header: 'Description', value: (list) => untypedText(list.attributes.description) ?? null },
    ],
    cell: ({ row }) => {
      const description = untypedText(row.original.attributes.description);
      return (
        <div>
          <Anchor component={Link} to={listPath(row.original.id)} fw={600}>
            {row.original.attributes.name}
          </Anchor>
          {description !== undefined && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {description}
            </Text>
          )}
        </div>
      );
    },
  },
  {
    id: 'total_people',
    header: 'People',
    meta: { numeric: true },
    csv: (list) => {
      const total = list.attributes.total_people;
      return typeof total === 'number' ? total : (untypedText(total) ?? null);
    },
    cell: ({ row }) => untypedText(row.original.attributes.total_people) ?? '—',
  },
  {
    id: 'status',
    header: 'Status',
    csv: (list) => statusText(list.attributes.status),
    cell: ({ row }) => <ListStatusBadge status={row.original.attributes.status} />,
  },
  {
    id: 'owner',
    header: 'Owner',
    csv: (list) => list.related.owner?.attributes.name ?? null,
    cell: ({ row }) => row.original.related.owner?.attributes.name ?? '—',
  },
  // Exported as the catalog writes it: an empty cell for a list that never ran.
  emptyAs(lastRun, 'Never'),
  attributeColumn(LISTS, 'updated_at', { header: 'Last changed' }),
];
