import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link, useParams } from 'react-router';

import { ApiError } from '../../../api/api-error';
import { useApiRecord, useApiRelated } from '../../../lib/api-query/api-queries';
import { BetaBadge } from '../../../ui/beta-badge';
import { DateTimeText } from '../../../ui/date-time-text';
import { EmptyState } from '../../../ui/empty-state';
import { MoneyText } from '../../../ui/money-text';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { BatchDonations } from './batch-donations';
import { Fact } from '../shared/fact';
import { OwnerName } from './batch-owner';
import { BatchStatusBadge } from '../../../ui/batch-status-badge';
import { batchesPath, batchIncludes } from './batches-columns';
import { DonationDrawer } from '../shared/donation-drawer';
import { GivingTabs } from '../shared/giving-tabs';

const idPattern = /^[1-9][0-9]{0,15}$/;

const givingCrumbs = [
  { label: 'Giving', to: '/giving' },
  { label: 'Batches', to: '/giving/batches' },
];

function BatchNotFound({ batchId }: { batchId: string }) {
  return (
    <EmptyState
      title="Batch not found"
      description={`There is no batch ${batchId}. It may have been removed, or the link is wrong.`}
      actions={
        <Anchor component={Link} to="/giving/batches">
          See all batches
        </Anchor>
      }
    />
  );
}

function DepositLink({ batchId }: { batchId: string }) {
  const deposit = useApiRelated(batchesPath, { id: batchId }, 'deposit');
  if (deposit.isPending) return <Skeleton height={16} width={100} />;
  if (deposit.isError) {
    return (
      <Text span size="sm" c="dimmed">
        Could not be loaded
      </Text>
    );
  }
  if (deposit.data === null) {
    return (
      <Text span size="sm" c="dimmed">
        Not deposited yet
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={`/giving/deposits/${deposit.data.id}`} size="sm">
      Deposit {deposit.data.id}
    </Anchor>
  );
}

function BatchDetails({ batchId }: { batchId: string }) {
  const query = useApiRecord<typeof batchesPath, 'owner'>(batchesPath, {
    id: batchId,
    include: batchIncludes,
  });
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.kind === 'not_found') {
      return <BatchNotFound batchId={batchId} />;
    }
    return <QueryError error={query.error} what="the batch" onRetry={() => void query.refetch()} />;
  }
  const batch = query.data;
  if (batch === undefined) {
    return (
      <Stack gap="md" aria-busy="true">
        <VisuallyHidden>Loading the batch</VisuallyHidden>
        <Skeleton height={96} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (batch === null) return <BatchNotFound batchId={batchId} />;
  const a = batch.attributes;
  return (
    <Stack gap="xl">
      <Paper withBorder p="lg">
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
            <DepositLink batchId={batchId} />
          </Fact>
          <Fact label="Created">
            <DateTimeText value={a.created_at} size="sm" />
          </Fact>
          <Fact label="Updated">
            <DateTimeText value={a.updated_at} size="sm" />
          </Fact>
        </SimpleGrid>
      </Paper>
      <BatchDonations
        batchId={batchId}
        totalCents={a.total_cents}
        totalCurrency={a.total_currency}
      />
    </Stack>
  );
}

/** One batch: its facts, and whether its donations add up to its total. */
export function BatchPage() {
  const { batchId = '' } = useParams();
  const valid = idPattern.test(batchId);
  return (
    <>
      <PageHeader
        title={valid ? `Batch ${batchId}` : 'Batch'}
        breadcrumbs={givingCrumbs}
        badge={<BetaBadge api="Giving" />}
        description="The batch's total checked against the sum of its donations, to the cent."
      />
      <GivingTabs />
      {valid ? <BatchDetails batchId={batchId} /> : <BatchNotFound batchId={batchId} />}
      <DonationDrawer />
    </>
  );
}
