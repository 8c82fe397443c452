import { Anchor, Skeleton, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useApiRelated } from '../../../lib/browser/api-query/api-queries';
import { money } from '../../../lib/pure/money';
import { BatchStatusBadge } from '../../../ui/batch-status-badge';
import type { ColumnDef } from '../../../ui/data-table';
import { useT } from '../../../ui/i18n/language-context';
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

function donationParts(t: Translate): PartsOf<BatchDonation> {
  const { date, amount, payment, status } = donationColumns<BatchDonation>(t);
  const columns: ColumnDef<BatchDonation>[] = [
    {
      id: 'id',
      header: t('giving.batch.donation'),
      // On a phone the row's name and its drawer still say which donation it is.
      meta: { visibleFrom: 'sm' },
      cell: ({ row }) => row.original.id,
    },
    {
      id: 'donor',
      header: t('giving.batch.donor'),
      cell: ({ row }) => <BatchDonor donationId={row.original.id} />,
    },
    { ...date, meta: { visibleFrom: 'sm' } },
    amount,
    payment,
    status,
  ];
  return {
    association: 'donations',
    amountOf: (donation) =>
      money(donation.attributes.amount_cents, donation.attributes.amount_currency),
    note: (parts) => <Unsettled donations={parts} />,
    columns,
    rowLabel: (row) => t('giving.donations.openRow', { id: row.id }),
    perPage: 25,
    skeletonRows: 5,
  };
}

function Unsettled({ donations }: { donations: readonly BatchDonation[] }) {
  const t = useT();
  const unsettled = donations.filter((d) => !countsAsGiven(d.attributes)).length;
  if (unsettled === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('giving.batch.unsettled', { count: unsettled })}
    </Text>
  );
}

function DepositLink({ batchId }: { batchId: string }) {
  const t = useT();
  const deposit = useApiRelated(batchesPath, { id: batchId }, 'deposit');
  if (deposit.isPending) return <Skeleton height={16} width={100} />;
  if (deposit.isError || deposit.data === null)
    return (
      <Dimmed>
        {deposit.isError ? t('giving.batch.depositFailed') : t('giving.batch.notDepositedYet')}
      </Dimmed>
    );
  return (
    <Anchor component={Link} to={`/giving/deposits/${deposit.data.id}`} size="sm">
      {t('giving.record.titleWithId', { kind: 'deposit', id: deposit.data.id })}
    </Anchor>
  );
}

/** One batch: its facts, and whether its donations add up to its total. */
export function BatchPage() {
  const t = useT();
  const { batchId = '' } = useParams();
  const drawer = useRecordDrawerParam(donationParam);
  const donations = useMemo(() => donationParts(t), [t]);
  return (
    <>
      <TotalsRecordPage
        path={batchesPath}
        id={batchId}
        description={t('giving.batch.description')}
        facts={(batch) => ({
          [t('giving.shared.status')]: <BatchStatusBadge status={batch.attributes.status} />,
          [t('giving.shared.owner')]: <OwnerName owner={batch.related.owner} />,
          [t('giving.record.title', { kind: 'deposit' })]: <DepositLink batchId={batch.id} />,
        })}
        parts={{ ...donations, onRowOpen: (row) => drawer.open(row.id) }}
      />
      <DonationDrawer />
    </>
  );
}
