import { Anchor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { useApiRelated } from '../../../lib/api-query/api-queries';
import { useLocalPaging } from '../../../lib/list-paging';
import { BatchStatusBadge } from '../../../ui/batch-status-badge';
import { BetaBadge } from '../../../ui/beta-badge';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import { PageHeader } from '../../../ui/page-header';
import { loadedPage, PagedTable } from '../../../ui/resource-view/paged-table';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { recordIdPattern } from '../../../ui/resource-view/record-drawer-param';
import { RecordPage } from '../../../ui/resource-view/record-page';
import { donationColumns } from '../shared/donation-columns';
import { DonationDrawer, donationParam } from '../shared/donation-drawer';
import { Fact } from '../shared/fact';
import { GivingTabs } from '../shared/giving-tabs';
import { amountOf } from '../shared/giving-totals';
import { OwnerName } from './batch-owner';
import { BatchDonor } from './batch-donor';
import { batchesPath, batchIncludes } from './batches-columns';
import { TotalAgainstParts } from './totals-against-parts';

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
      <RecordPage<typeof batchesPath, 'owner'>
        path={batchesPath}
        id={batchId}
        include={batchIncludes}
        noun="batch"
        back={{ label: 'See all batches', to: '/giving/batches' }}
        header={() => (
          <>
            <PageHeader
              title={recordIdPattern.test(batchId) ? `Batch ${batchId}` : 'Batch'}
              breadcrumbs={[
                { label: 'Giving', to: '/giving' },
                { label: 'Batches', to: '/giving/batches' },
              ]}
              badge={<BetaBadge api="Giving" />}
              description="The batch's total checked against the sum of its donations, to the cent."
            />
            <GivingTabs />
          </>
        )}
      >
        {(batch) => {
          const a = batch.attributes;
          return (
            <>
              <Paper withBorder p="lg" mb="xl">
                <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="lg">
                  <Fact label="Total">
                    <MoneyText cents={a.total_cents} currency={a.total_currency} fz="xl" fw={700} />
                  </Fact>
                  <Fact label="Status">
                    <BatchStatusBadge status={a.status} />
                  </Fact>
                  <Fact label="Owner">
                    <OwnerName owner={batch.related.owner} />
                  </Fact>
                  <Fact label="Deposit">
                    <DepositLink batchId={batch.id} />
                  </Fact>
                  <Fact label="Created">
                    <DateTimeText value={a.created_at} size="sm" />
                  </Fact>
                  <Fact label="Updated">
                    <DateTimeText value={a.updated_at} size="sm" />
                  </Fact>
                </SimpleGrid>
              </Paper>
              <TotalAgainstParts<BatchDonation>
                path={batchesPath}
                id={batch.id}
                association="donations"
                total={amountOf(a.total_cents, a.total_currency)}
                owner="batch"
                part="donation"
                parts="donations"
                amountOf={amountOfDonation}
                note={(donations) => <Unsettled donations={donations} />}
                table={(donations, loading) => (
                  <BatchDonationsTable donations={donations} loading={loading} />
                )}
              />
            </>
          );
        }}
      </RecordPage>
      <DonationDrawer />
    </>
  );
}
