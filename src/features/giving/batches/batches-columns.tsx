import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { BatchStatusBadge, batchStatusText } from '../../../ui/batch-status-badge';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { OwnerName, ownerName, type Owner } from './batch-owner';

export const batchesPath = '/giving/v2/batches';
export const batchIncludes = ['owner'] as const;
export type BatchRow = RecordOf<typeof batchesPath, (typeof batchIncludes)[number]>;

/** A batch from the list (owner included) or from a deposit's batches (nothing included). */
export type BatchLike = Pick<BatchRow, 'id' | 'attributes'> & {
  related: Partial<BatchRow['related']>;
};

/** A link to a batch's or a deposit's page, named "Batch 12" or "Deposit 3". */
export function recordLinkColumn<R extends { id: string }>(
  noun: 'Batch' | 'Deposit',
  list: string,
): ListColumn<R> {
  return {
    id: noun.toLowerCase(),
    header: noun,
    csv: (record) => `${noun} ${record.id}`,
    cell: ({ row }) => (
      <Anchor component={Link} to={`/giving/${list}/${row.original.id}`} size="sm" fw={600}>
        {noun} {row.original.id}
      </Anchor>
    ),
  };
}

/** The giving Person who owns a batch or deposit, where the list included them. */
export function ownerColumn<R extends { related: { owner?: Owner } }>(): ListColumn<R> {
  return {
    id: 'owner',
    header: 'Owner',
    csv: (record) => ownerName(record.related.owner),
    cell: ({ row }) => <OwnerName owner={row.original.related.owner} />,
  };
}

/** A batch's columns; `owner` only where the list included it. */
export function batchColumns({ withOwner }: { withOwner: boolean }): ListColumn<BatchLike>[] {
  const columns: (ListColumn<BatchLike> | false)[] = [
    recordLinkColumn('Batch', 'batches'),
    {
      id: 'status',
      header: 'Status',
      csv: (batch) => batchStatusText(batch.attributes.status),
      cell: ({ row }) => <BatchStatusBadge status={row.original.attributes.status} />,
    },
    withOwner && ownerColumn(),
    attributeColumn<typeof batchesPath, BatchLike>(batchesPath, 'total_cents'),
    attributeColumn<typeof batchesPath, BatchLike>(batchesPath, 'created_at', {
      header: 'Created',
    }),
    attributeColumn<typeof batchesPath, BatchLike>(batchesPath, 'updated_at', {
      header: 'Updated',
    }),
  ];
  return columns.filter((column): column is ListColumn<BatchLike> => column !== false);
}
