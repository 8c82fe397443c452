import { Anchor, Paper, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { Link, useParams } from 'react-router';

import { ApiError } from '../../../api/api-error';
import { useApiRecord } from '../../../lib/api-query/api-queries';
import { BetaBadge } from '../../../ui/beta-badge';
import { DateTimeText } from '../../../ui/date-time-text';
import { EmptyState } from '../../../ui/empty-state';
import { MoneyText } from '../../../ui/money-text';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { Fact } from '../shared/fact';
import { OwnerName } from './batch-owner';
import { DepositBatches } from './deposit-batches';
import { ClearedBadge, depositIncludes, depositsPath } from './deposits-columns';
import { GivingTabs } from '../shared/giving-tabs';

const idPattern = /^[1-9][0-9]{0,15}$/;

const depositCrumbs = [
  { label: 'Giving', to: '/giving' },
  { label: 'Deposits', to: '/giving/deposits' },
];

function DepositNotFound({ depositId }: { depositId: string }) {
  return (
    <EmptyState
      title="Deposit not found"
      description={`There is no deposit ${depositId}. It may have been removed, or the link is wrong.`}
      actions={
        <Anchor component={Link} to="/giving/deposits">
          See all deposits
        </Anchor>
      }
    />
  );
}

function DepositDetails({ depositId }: { depositId: string }) {
  const query = useApiRecord<typeof depositsPath, 'owner'>(depositsPath, {
    id: depositId,
    include: depositIncludes,
  });
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.kind === 'not_found') {
      return <DepositNotFound depositId={depositId} />;
    }
    return (
      <QueryError error={query.error} what="the deposit" onRetry={() => void query.refetch()} />
    );
  }
  const deposit = query.data;
  if (deposit === undefined) {
    return (
      <Stack gap="md" aria-busy="true">
        <VisuallyHidden>Loading the deposit</VisuallyHidden>
        <Skeleton height={96} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (deposit === null) return <DepositNotFound depositId={depositId} />;
  const a = deposit.attributes;
  return (
    <Stack gap="xl">
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="lg">
          <Fact label="Total">
            <MoneyText cents={a.total_cents} currency={a.total_currency} fz="xl" fw={700} />
          </Fact>
          <Fact label="Cleared">
            <ClearedBadge cleared={a.cleared} />
          </Fact>
          <Fact label="Owner">
            <OwnerName owner={deposit.related.owner} />
          </Fact>
          <Fact label="Created">
            <DateTimeText value={a.created_at} size="sm" />
          </Fact>
          <Fact label="Updated">
            <DateTimeText value={a.updated_at} size="sm" />
          </Fact>
        </SimpleGrid>
      </Paper>
      <DepositBatches
        depositId={depositId}
        totalCents={a.total_cents}
        totalCurrency={a.total_currency}
      />
    </Stack>
  );
}

/** One deposit: its facts, its batches, and whether their totals add up to the deposit's. */
export function DepositPage() {
  const { depositId = '' } = useParams();
  const valid = idPattern.test(depositId);
  return (
    <>
      <PageHeader
        title={valid ? `Deposit ${depositId}` : 'Deposit'}
        breadcrumbs={depositCrumbs}
        badge={<BetaBadge api="Giving" />}
        description="The deposit's total checked against the sum of its batches' totals, to the cent."
      />
      <GivingTabs />
      {valid ? <DepositDetails depositId={depositId} /> : <DepositNotFound depositId={depositId} />}
    </>
  );
}
