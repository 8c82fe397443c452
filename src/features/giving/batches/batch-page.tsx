import { Anchor, Skeleton, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { useApiRelated } from '../../../lib/api-query/api-queries';
import { useLocalPaging } from '../../../lib/list-paging';
import { BatchStatusBadge } from '../../../ui/batch-status-badge';
import type { ColumnDef } from '../../../ui/data-table';
import { loadedPage, PagedTable } from '../../../ui/resource-view/paged-table';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { donationColumns } from '../shared/donation-columns';
import { DonationDrawer, donationParam } from '../shared/donation-drawer';
import { amountOf } from '../shared/giving-totals';
import { OwnerName } from './batch-owner';
import { BatchDonor } from './batch-donor';
import { batchesPath } from './batches-columns';
import { TotalAgainstParts } from './totals-against-parts';
import { TotalsRecordPage } from './totals-record-page';

type BatchDonation = RecordOf<'/giving/v2/donations'>;

const { date, amount, payment, status } = donationColumns<BatchDonation>();
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
  { id: 'donor', header: 'Donor', cell: ({ row }) => <BatchDonor donationId={row.original.id} /> },
  { ...date, meta: { visibleFrom: 'sm' } },
  amount,
  payment,
  status,
];

const amountOfDonation = (donation: BatchDonation) =>
  amountOf(donation.attributes.amount_cents, donation.attributes.amount_currency);

function Unsettled({ donations }: { donations: readonly BatchDonation[] }) {
  const unsettled = donations.filter((d) => d.attributes.payment_status !== 'succeeded').length;
  if (unsettled === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      The sum includes {unsettled} donation{unsettled === 1 ? '' : 's'} that did not succeed
      (pending or failed).
    </Text>
  );
}

function DepositLink({ batchId }: { batchId: string }) {
  const deposit = useApiRelated(batchesPath, { id: batchId }, 'deposit');
  if (deposit.isPending) return <Skeleton height={16} width={100} />;
  if (deposit.isError || deposit.data === null) {
    return (
      <Text span size="sm" c="dimmed">
        {deposit.isError ? 'Could not be loaded' : 'Not deposited yet'}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={`/giving/deposits/${deposit.data.id}`} size="sm">
      Deposit {deposit.data.id}
    </Anchor>
  );
}

/** Every donation of the batch, a page at a time from the walked list; a row opens its drawer. */
function BatchDonationsTable({
  donations,
  loading,
}: {
  donations: readonly BatchDonation[] | undefined;
  loading: boolean;
}) {
  const drawer = useRecordDrawerParam(donationParam);
  const paging = useLocalPaging(25);
  return (
    <PagedTable<BatchDonation>
      query={loadedPage(donations, paging, loading)}
      paging={paging}
      noun="donations"
      caption="Donations in this batch"
      columns={columns}
      onRowOpen={(row) => drawer.open(row.id)}
      rowLabel={(row) => `Open donation ${row.id}`}
      empty="This batch has no donations."
      skeletonRows={5}
    />
  );
}

/** One batch: its facts, and whether its donations add up to its total. */
export function BatchPage() {
  const { batchId = '' } = useParams();
  return (
    <>
      <TotalsRecordPage
        path={batchesPath}
        id={batchId}
        noun="batch"
        plural="batches"
        description="The batch's total checked against the sum of its donations, to the cent."
        facts={(batch) => [
          ['Status', <BatchStatusBadge status={batch.attributes.status} />],
          ['Owner', <OwnerName owner={batch.related.owner} />],
          ['Deposit', <DepositLink batchId={batch.id} />],
        ]}
      >
        {(batch) => (
          <TotalAgainstParts<BatchDonation>
            path={batchesPath}
            id={batch.id}
            association="donations"
            total={amountOf(batch.attributes.total_cents, batch.attributes.total_currency)}
            owner="batch"
            part="donation"
            parts="donations"
            amountOf={amountOfDonation}
            note={(donations) => <Unsettled donations={donations} />}
            table={(donations, loading) => (
              <BatchDonationsTable donations={donations} loading={loading} />
            )}
          />
        )}
      </TotalsRecordPage>
      <DonationDrawer />
    </>
  );
}
