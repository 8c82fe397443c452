import { Paper, SimpleGrid } from '@mantine/core';
import { useParams } from 'react-router';

import { useLocalPaging } from '../../../lib/list-paging';
import { BetaBadge } from '../../../ui/beta-badge';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import { PageHeader } from '../../../ui/page-header';
import { loadedPage, PagedTable } from '../../../ui/resource-view/paged-table';
import { recordIdPattern } from '../../../ui/resource-view/record-drawer-param';
import { RecordPage } from '../../../ui/resource-view/record-page';
import { Fact } from '../shared/fact';
import { GivingTabs } from '../shared/giving-tabs';
import { amountOf } from '../shared/giving-totals';
import { OwnerName } from './batch-owner';
import { batchColumns, type BatchLike } from './batches-columns';
import { ClearedBadge, depositIncludes, depositsPath } from './deposits-columns';
import { TotalAgainstParts } from './totals-against-parts';

const columns = batchColumns({ withOwner: false });

const amountOfBatch = (batch: BatchLike) =>
  amountOf(batch.attributes.total_cents, batch.attributes.total_currency);

function DepositBatchesTable({
  batches,
  loading,
}: {
  batches: readonly BatchLike[] | undefined;
  loading: boolean;
}) {
  // A deposit holds a few batches: every one on one page.
  const paging = useLocalPaging(100);
  return (
    <PagedTable<BatchLike>
      query={loadedPage(batches, paging, loading)}
      paging={paging}
      pagerWhenMore
      noun="batches"
      caption="Batches in this deposit"
      columns={columns}
      empty="This deposit has no batches."
      skeletonRows={3}
    />
  );
}

/** One deposit: its facts, its batches, and whether their totals add up to the deposit's. */
export function DepositPage() {
  const { depositId = '' } = useParams();
  return (
    <RecordPage<typeof depositsPath, 'owner'>
      path={depositsPath}
      id={depositId}
      include={depositIncludes}
      noun="deposit"
      back={{ label: 'See all deposits', to: '/giving/deposits' }}
      header={() => (
        <>
          <PageHeader
            title={recordIdPattern.test(depositId) ? `Deposit ${depositId}` : 'Deposit'}
            breadcrumbs={[
              { label: 'Giving', to: '/giving' },
              { label: 'Deposits', to: '/giving/deposits' },
            ]}
            badge={<BetaBadge api="Giving" />}
            description="The deposit's total checked against the sum of its batches' totals, to the cent."
          />
          <GivingTabs />
        </>
      )}
    >
      {(deposit) => {
        const a = deposit.attributes;
        return (
          <>
            <Paper withBorder p="lg" mb="xl">
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
            <TotalAgainstParts<BatchLike>
              path={depositsPath}
              id={deposit.id}
              association="batches"
              total={amountOf(a.total_cents, a.total_currency)}
              owner="deposit"
              part="batch"
              parts="batches"
              amountOf={amountOfBatch}
              table={(batches, loading) => (
                <DepositBatchesTable batches={batches} loading={loading} />
              )}
            />
          </>
        );
      }}
    </RecordPage>
  );
}
