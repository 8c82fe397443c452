import { useParams } from 'react-router';

import { useLocalPaging } from '../../../lib/list-paging';
import { loadedPage, PagedTable } from '../../../ui/resource-view/paged-table';
import { amountOf } from '../shared/giving-totals';
import { OwnerName } from './batch-owner';
import { batchColumns, type BatchLike } from './batches-columns';
import { ClearedBadge, depositsPath } from './deposits-columns';
import { TotalAgainstParts } from './totals-against-parts';
import { TotalsRecordPage } from './totals-record-page';

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
    <TotalsRecordPage
      path={depositsPath}
      id={depositId}
      noun="deposit"
      plural="deposits"
      description="The deposit's total checked against the sum of its batches' totals, to the cent."
      facts={(deposit) => [
        ['Cleared', <ClearedBadge cleared={deposit.attributes.cleared} />],
        ['Owner', <OwnerName owner={deposit.related.owner} />],
      ]}
    >
      {(deposit) => (
        <TotalAgainstParts<BatchLike>
          path={depositsPath}
          id={deposit.id}
          association="batches"
          total={amountOf(deposit.attributes.total_cents, deposit.attributes.total_currency)}
          owner="deposit"
          part="batch"
          parts="batches"
          amountOf={amountOfBatch}
          table={(batches, loading) => <DepositBatchesTable batches={batches} loading={loading} />}
        />
      )}
    </TotalsRecordPage>
  );
}
