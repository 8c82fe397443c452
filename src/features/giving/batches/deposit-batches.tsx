import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';

import { useApiClient } from '../../../lib/api-query/api-client-context';
import { apiKeys } from '../../../lib/api-query/query-keys';
import { DataTable } from '../../../ui/data-table';
import { QueryError } from '../../../ui/query-error';
import { batchColumns } from './batches-columns';
import { depositsPath } from './deposits-columns';
import { TotalsCheckAlert, WalkProgressBar } from '../shared/giving-totals-alert';
import { amountOf, checkTotals } from '../shared/giving-totals';
import { useAssociationWalk } from '../shared/giving-totals-walk';

const columns = batchColumns({ withOwner: false });

/**
 * A deposit's batches (GET deposits/{id}/batches, every page) and the cross-check of their
 * totals, summed per currency in integer cents, against the deposit's own total.
 */
export function DepositBatches({
  depositId,
  totalCents,
  totalCurrency,
}: {
  depositId: string;
  totalCents: number;
  totalCurrency: string;
}) {
  const client = useApiClient();
  const { query, progress } = useAssociationWalk(
    apiKeys.related(depositsPath, { id: depositId }, 'batches'),
    ({ offset, perPage, signal }) =>
      client.related(depositsPath, { id: depositId, offset, perPage, signal }, 'batches'),
  );
  const batches = query.data;
  const outcome = useMemo(
    () =>
      batches &&
      checkTotals(
        () => [amountOf(totalCents, totalCurrency)],
        () => batches.map((b) => amountOf(b.attributes.total_cents, b.attributes.total_currency)),
      ),
    [batches, totalCents, totalCurrency],
  );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Total against its batches
      </Title>
      {query.isError ? (
        <QueryError
          error={query.error}
          what="the deposit's batches"
          onRetry={() => void query.refetch()}
        />
      ) : outcome?.error !== undefined ? (
        <QueryError error={outcome.error} what="the totals" />
      ) : outcome === undefined || batches === undefined ? (
        <WalkProgressBar progress={progress} noun="batches" />
      ) : (
        <TotalsCheckAlert
          check={outcome.check}
          statedLabel="Deposit total"
          summedLabel="Sum of its batches"
          partsText={`its ${batches.length} ${batches.length === 1 ? 'batch' : 'batches'}`}
        />
      )}
      <Title order={2} size="h3">
        Batches in this deposit
      </Title>
      {!query.isError && (
        <DataTable
          caption="Batches in this deposit"
          columns={columns}
          rows={batches}
          rowKey={(row) => row.id}
          loading={query.isPending}
          empty={
            <Text c="dimmed" ta="center" py="lg">
              This deposit has no batches.
            </Text>
          }
          skeletonRows={3}
        />
      )}
    </Stack>
  );
}
