import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import type { ColumnDef } from '../../../ui/data-table';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { emptyAs } from '../shared/empty-as';
import { listPath, untypedText } from './list-paths';

export const LISTS = '/people/v2/lists';
export type ListRow = RecordOf<typeof LISTS, 'owner'>;

export function ListStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="dot" tt="none" color={status === 'complete' ? 'teal' : 'yellow'}>
      {status === '' ? 'Unknown' : status.charAt(0).toUpperCase() + status.slice(1)}
    </Badge>
  );
}

export const listColumns: ColumnDef<ListRow>[] = [
  {
    id: 'name',
    header: 'Name',
    meta: { orderBy: 'name' },
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
    cell: ({ row }) => untypedText(row.original.attributes.total_people) ?? '—',
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <ListStatusBadge status={row.original.attributes.status} />,
  },
  {
    id: 'owner',
    header: 'Owner',
    cell: ({ row }) => row.original.related.owner?.attributes.name ?? '—',
  },
  emptyAs(attributeColumn(LISTS, 'batch_completed_at', { header: 'Last run' }), 'Never'),
  attributeColumn(LISTS, 'updated_at', { header: 'Last changed' }),
];
