import { DatedRecordsList } from '../shared/dated-records-list';
import { GivingHeader } from '../shared/giving-tabs';
import { depositColumns, depositIncludes, depositsPath } from './deposits-columns';

/** Bank deposits, newest first: cleared or not, who made them, and their totals. */
export function DepositsPage() {
  return (
    <>
      <GivingHeader
        title="Deposits"
        description="Batches taken to the bank, newest first. Open a deposit to check its total against its batches."
      />
      <DatedRecordsList<typeof depositsPath, 'owner'>
        path={depositsPath}
        include={depositIncludes}
        noun="deposits"
        caption="Deposits"
        columns={depositColumns}
      />
    </>
  );
}
