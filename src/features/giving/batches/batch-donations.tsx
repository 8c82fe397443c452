import { Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';
import { useMemo, useState } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useApiClient } from '../../../lib/api-query/api-client-context';
import { apiKeys } from '../../../lib/api-query/query-keys';
import { DataTable } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import { PaginationBar } from '../../../ui/pagination-bar';
import { QueryError } from '../../../ui/query-error';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { donationParam } from '../shared/donation-drawer';
import { DonationStatusBadge } from '../shared/donation-status-badge';
import { paymentMethodText } from '../shared/donation-words';
import { TotalsCheckAlert, WalkProgressBar } from '../shared/giving-totals-alert';
import { amountOf, checkTotals } from '../shared/giving-totals';
import { useAssociationWalk } from '../shared/giving-totals-walk';
import { BatchDonor } from './batch-donor';

const batchesPath = '/giving/v2/batches';
type BatchDonation = RecordOf<'/giving/v2/donations'>;

const columns: ColumnDef<BatchDonation>[] = [
  {
    id: 'id',
    header: 'Donation',
    // On a phone the row's name and its drawer still say which donation it is.
    meta: { visibleFrom: 'sm' },
    cell: ({ row }) => (
      <Text span size="sm">
        {row.original.id}
      </Text>
    ),
  },
  {
    id: 'donor',
    header: 'Donor',
    cell: ({ row }) => <BatchDonor donationId={row.original.id} />,
  },
  {
    id: 'created_at',
    header: 'Date',
    meta: { visibleFrom: 'sm' },
    cell: ({ row }) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <DateTimeText value={row.original.attributes.created_at} size="sm" />
      </span>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    meta: { numeric: true },
    cell: ({ row }) => (
      <MoneyText
        cents={row.original.attributes.amount_cents}
        currency={row.original.attributes.amount_currency}
        size="sm"
        fw={600}
      />
    ),
  },
  {
    id: 'method',
    header: 'Method',
    meta: { visibleFrom: 'sm' },
    cell: ({ row }) => (
      <Text span size="sm">
        {paymentMethodText(row.original.attributes)}
      </Text>
    ),
  },
  {
    id: 'last4',
    header: 'Last four',
    meta: { visibleFrom: 'sm' },
    cell: ({ row }) => (
      <Text span size="sm" ff="monospace">
        {row.original.attributes.payment_last4 ?? '—'}
      </Text>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <DonationStatusBadge status={row.original.attributes.payment_status} />,
  },
];

/**
 * A batch's donations (GET batches/{id}/donations, every page) and the cross-check of their sum
 * against the batch's own total, per currency, in integer cents.
 */
export function BatchDonations({
  batchId,
  totalCents,
  totalCurrency,
}: {
  batchId: string;
  totalCents: number;
  totalCurrency: string;
}) {
  const client = useApiClient();
  const drawer = useRecordDrawerParam(donationParam);
  const [offset, setOffset] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const { query, progress } = useAssociationWalk(
    apiKeys.related(batchesPath, { id: batchId }, 'donations'),
    ({ offset: pageOffset, perPage: size, signal }) =>
      client.related(
        batchesPath,
        { id: batchId, offset: pageOffset, perPage: size, signal },
        'donations',
      ),
  );
  const donations = query.data;
  const outcome = useMemo(
    () =>
      donations &&
      checkTotals(
        () => [amountOf(totalCents, totalCurrency)],
        () =>
          donations.map((d) => amountOf(d.attributes.amount_cents, d.attributes.amount_currency)),
      ),
    [donations, totalCents, totalCurrency],
  );
  const check = outcome?.check;
  const unsettled =
    donations?.filter((d) => d.attributes.payment_status !== 'succeeded').length ?? 0;

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Total against its donations
      </Title>
      {query.isError ? (
        <QueryError
          error={query.error}
          what="the batch's donations"
          onRetry={() => void query.refetch()}
        />
      ) : outcome?.error !== undefined ? (
        <QueryError error={outcome.error} what="the totals" />
      ) : check === undefined || donations === undefined ? (
        <WalkProgressBar progress={progress} noun="donations" />
      ) : (
        <>
          <TotalsCheckAlert
            check={check}
            statedLabel="Batch total"
            summedLabel="Sum of its donations"
            partsText={`its ${donations.length} ${donations.length === 1 ? 'donation' : 'donations'}`}
          />
          {unsettled > 0 && (
            <Text size="sm" c="dimmed">
              The sum includes {unsettled} donation{unsettled === 1 ? '' : 's'} that did not succeed
              (pending or failed).
            </Text>
          )}
        </>
      )}
      <Title order={2} size="h3">
        Donations in this batch
      </Title>
      {!query.isError && (
        <>
          <DataTable
            caption="Donations in this batch"
            columns={columns}
            rows={donations?.slice(offset, offset + perPage)}
            rowKey={(row) => row.id}
            onRowOpen={(row) => drawer.open(row.id)}
            rowLabel={(row) => `Open donation ${row.id}`}
            loading={query.isPending}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                This batch has no donations.
              </Text>
            }
            skeletonRows={5}
          />
          <PaginationBar
            noun="donations"
            offset={offset}
            perPage={perPage}
            totalCount={donations?.length}
            onOffsetChange={setOffset}
            onPerPageChange={(next) => {
              setPerPage(next);
              setOffset(0);
            }}
          />
        </>
      )}
    </Stack>
  );
}
