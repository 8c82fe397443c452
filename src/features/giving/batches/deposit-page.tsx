import { useMemo } from 'react';
import { useParams } from 'react-router';

import type { Translate } from '../../../lib/pure/i18n/translator';
import { money } from '../../../lib/pure/money';
import { useT } from '../../../ui/i18n/language-context';
import { OwnerName } from './batch-owner';
import { batchColumns, type BatchLike } from './batches-columns';
import { ClearedBadge, depositsPath } from './deposits-columns';
import { TotalsRecordPage, type PartsOf } from './totals-record-page';

const batchParts = (t: Translate): PartsOf<BatchLike> => ({
  association: 'batches',
  amountOf: (batch) => money(batch.attributes.total_cents, batch.attributes.total_currency),
  columns: batchColumns(t, { withOwner: false }),
  // A deposit holds a few batches: every one on one page.
  perPage: 100,
  pagerWhenMore: true,
  skeletonRows: 3,
});

/** One deposit: its facts, its batches, and whether their totals add up to the deposit's. */
export function DepositPage() {
  const t = useT();
  const { depositId = '' } = useParams();
  const batches = useMemo(() => batchParts(t), [t]);
  return (
    <TotalsRecordPage
      path={depositsPath}
      id={depositId}
      description={t('giving.deposit.description')}
      facts={(deposit) => ({
        [t('giving.deposits.cleared')]: <ClearedBadge cleared={deposit.attributes.cleared} />,
        [t('giving.shared.owner')]: <OwnerName owner={deposit.related.owner} />,
      })}
      parts={batches}
    />
  );
}
