import { Anchor } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { OwnerName } from './batch-owner';
import { BatchStatusBadge } from '../../../ui/batch-status-badge';

export const batchesPath = '/giving/v2/batches';
export const batchIncludes = ['owner'] as const;
export type BatchRow = RecordOf<typeof batchesPath, (typeof batchIncludes)[number]>;

/** A batch from the list (owner included) or from a deposit's batches (nothing included). */
export type BatchLike = Pick<BatchRow, 'id' | 'attributes'> & {
  related: Partial<BatchRow['related']>;
};

/** A batch's columns; `owner` only where the list included it. */
export function batchColumns({ withOwner }: { withOwner: boolean }): ColumnDef<BatchLike>[] {
  const columns: (ColumnDef<BatchLike> | false)[] = [
    {
      id: 'batch',
      header: 'Batch',
      cell: ({ row }) => (
        <Anchor component={Link} to={`/giving/batches/${row.original.id}`} size="sm" fw={600}>
          Batch {row.original.id}
        </Anchor>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <BatchStatusBadge status={row.original.attributes.status} />,
    },
    withOwner && {
      id: 'owner',
      header: 'Owner',
      cell: ({ row }) => <OwnerName owner={row.original.related.owner} />,
    },
    attributeColumn<typeof batchesPath, BatchLike>(batchesPath, 'total_cents'),
    attributeColumn<typeof batchesPath, BatchLike>(batchesPath, 'created_at', {
      header: 'Created',
    }),
    attributeColumn<typeof batchesPath, BatchLike>(batchesPath, 'updated_at', {
      header: 'Updated',
    }),
  ];
  return columns.filter((column): column is ColumnDef<BatchLike> => column !== false);
}
