import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
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
  t: Translate,
  kind: 'batch' | 'deposit',
): ListColumn<R> {
  const list = kind === 'batch' ? 'batches' : 'deposits';
  const name = (id: string) => t('giving.record.titleWithId', { kind, id });
  return {
    id: kind,
    header: t('giving.record.title', { kind }),
    csv: (record) => name(record.id),
    cell: ({ row }) => (
      <Anchor component={Link} to={`/giving/${list}/${row.original.id}`} size="sm" fw={600}>
        {name(row.original.id)}
      </Anchor>
    ),
  };
}

/** The giving Person who owns a batch or deposit, where the list included them. */
export function ownerColumn<R extends { related: { owner?: Owner } }>(t: Translate): ListColumn<R> {
  return {
    id: 'owner',
    header: t('giving.shared.owner'),
    csv: (record) => ownerName(record.related.owner),
    cell: ({ row }) => <OwnerName owner={row.original.related.owner} />,
  };
}

/** A batch's columns; `owner` only where the list included it. */
export function batchColumns(
  t: Translate,
  { withOwner }: { withOwner: boolean },
): ListColumn<BatchLike>[] {
  const columns: (ListColumn<BatchLike> | false)[] = [
    recordLinkColumn(t, 'batch'),
    {
      id: 'status',
      header: t('giving.shared.status'),
      csv: (batch) => batchStatusText(batch.attributes.status, t),
      cell: ({ row }) => <BatchStatusBadge status={row.original.attributes.status} />,
    },
    withOwner && ownerColumn(t),
    attributeColumn<typeof batchesPath, BatchLike>(batchesPath, 'total_cents', {
      header: t('giving.shared.total'),
    }),
    attributeColumn<typeof batchesPath, BatchLike>(batchesPath, 'created_at', {
      header: t('giving.shared.created'),
    }),
    attributeColumn<typeof batchesPath, BatchLike>(batchesPath, 'updated_at', {
      header: t('giving.shared.updated'),
    }),
  ];
  return columns.filter((column): column is ListColumn<BatchLike> => column !== false);
}
