import { useParams } from 'react-router';

import { money } from '../../../lib/pure/money';
import { OwnerName } from './batch-owner';
import { batchColumns, type BatchLike } from './batches-columns';
import { ClearedBadge, depositsPath } from './deposits-columns';
import { TotalsRecordPage, type PartsOf } from './totals-record-page';

const batches: PartsOf<BatchLike> = {
  association: 'batches',
  noun: 'batch',
  plural: 'batches',
  amountOf: (batch) => money(batch.attributes.total_cents, batch.attributes.total_currency),
  columns: batchColumns({ withOwner: false }),
  // A deposit holds a few batches: every one on one page.
  perPage: 100,
  pagerWhenMore: true,
  skeletonRows: 3,
};

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
      facts={(deposit) => ({
        Cleared: <ClearedBadge cleared={deposit.attributes.cleared} />,
        Owner: <OwnerName owner={deposit.related.owner} />,
      })}
      parts={batches}
    />
  );
}
