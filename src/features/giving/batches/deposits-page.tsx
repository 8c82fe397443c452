import { useMemo } from 'react';

import { useT } from '../../../ui/i18n/language-context';
import { DatedRecordsList } from '../shared/dated-records-list';
import { GivingHeader } from '../shared/giving-tabs';
import { depositColumns, depositIncludes, depositsPath } from './deposits-columns';

/** Bank deposits, newest first: cleared or not, who made them, and their totals. */
export function DepositsPage() {
  const t = useT();
  const columns = useMemo(() => depositColumns(t), [t]);
  return (
    <>
      <GivingHeader
        title={t('giving.deposits.title')}
        description={t('giving.deposits.description')}
      />
      <DatedRecordsList<typeof depositsPath, 'owner'>
        path={depositsPath}
        include={depositIncludes}
        noun={t('giving.deposits.noun')}
        caption={t('giving.deposits.title')}
        columns={columns}
      />
    </>
  );
}
