import { Anchor, Skeleton, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { useApiRelated } from '../../../lib/browser/api-query/api-queries';
import { money } from '../../../lib/pure/money';
import { BatchStatusBadge } from '../../../ui/batch-status-badge';
import type { ColumnDef } from '../../../ui/data-table';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { donationColumns } from '../shared/donation-columns';
import { DonationDrawer, donationParam } from '../shared/donation-drawer';
import { OwnerName } from './batch-owner';
import { BatchDonor } from './batch-donor';
import { batchesPath } from './batches-columns';
import { TotalsRecordPage, type PartsOf } from './totals-record-page';
import { countsAsGiven } from '../../../lib/pure/giving-totals-rule';

type BatchDonation = RecordOf<'/giving/v2/donations'>;

const { date, amount, payment, status } = donationColumns<BatchDonation>();
const columns: ColumnDef<BatchDonation>[] = [
  {
    id: 'id',
    header: 'Donation',
    // On a phone the row's name and its drawer still say which donation it is.
    meta: { visibleFrom: 'sm' },
    cell: ({ row }) => row.original.id,
  },
  { id: 'donor', header: 'Donor', cell: ({ row }) => <BatchDonor donationId={row.original.id} /> },
  { ...date, meta: { visibleFrom: 'sm' } },
  amount,
  payment,
  status,
];

const donations: PartsOf<BatchDonation> = {
  association: 'donations',
  noun: 'donation',
  plural: 'donations',
  amountOf: (donation) =>
    money(donation.attributes.amount_cents, donation.attributes.amount_currency),
  note: (parts) => <Unsettled donations={parts} />,
  columns,
  rowLabel: (row) => `Open donation ${row.id}`,
  perPage: 25,
  skeletonRows: 5,
};

function Unsettled({ donations }: { donations: readonly BatchDonation[] }) {
  const unsettled = donations.filter((d) => !countsAsGiven(d.attributes)).length;
  if (unsettled === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      The sum includes {unsettled} donation{unsettled === 1 ? '' : 's'} not given and kept (pending,
      failed or refunded).
    </Text>
  );
}

function DepositLink({ batchId }: { batchId: string }) {
  const deposit = useApiRelated(batchesPath, { id: batchId }, 'deposit');
  if (deposit.isPending) return <Skeleton height={16} width={100} />;
  if (deposit.isError || deposit.data === null)
    return <Dimmed>{deposit.isError ? 'Could not be loaded' : 'Not deposited yet'}</Dimmed>;
  return (
    <Anchor component={Link} to={`/giving/deposits/${deposit.data.id}`} size="sm">
      Deposit {deposit.data.id}
    </Anchor>
  );
}

/** One batch: its facts, and whether its donations add up to its total. */
export function BatchPage() {
  const { batchId = '' } = useParams();
  const drawer = useRecordDrawerParam(donationParam);
  return (
    <>
      <TotalsRecordPage
        path={batchesPath}
        id={batchId}
        noun="batch"
        plural="batches"
        description="The batch's total checked against the sum of its donations, to the cent."
        facts={(batch) => ({
          Status: <BatchStatusBadge status={batch.attributes.status} />,
          Owner: <OwnerName owner={batch.related.owner} />,
          Deposit: <DepositLink batchId={batch.id} />,
        })}
        parts={{ ...donations, onRowOpen: (row) => drawer.open(row.id) }}
      />
      <DonationDrawer />
    </>
  );
}
