import { useMemo } from 'react';

import { useT } from '../../../ui/i18n/language-context';
import { DatedRecordsList } from '../shared/dated-records-list';
import { GivingHeader } from '../shared/giving-tabs';
import { batchColumns, batchesPath, batchIncludes } from './batches-columns';

/** The offering's batches, newest first: where each stands, who owns it, and its total. */
export function BatchesPage() {
  const t = useT();
  const columns = useMemo(() => batchColumns(t, { withOwner: true }), [t]);
  return (
    <>
      <GivingHeader
        title={t('giving.batches.title')}
        description={t('giving.batches.description')}
      />
      <DatedRecordsList<typeof batchesPath, 'owner'>
        path={batchesPath}
        include={batchIncludes}
        noun={t('giving.batches.noun')}
        caption={t('giving.batches.title')}
        columns={columns}
      />
    </>
  );
}
