import { ResourceList } from '../../../ui/resource-view/resource-list';
import { GivingHeader } from '../shared/giving-tabs';
import { depositColumns, depositIncludes, depositsPath } from './deposits-columns';

const listDefaults = { include: depositIncludes } as const;

/** Bank deposits: cleared or not, who made them, and their totals. */
export function DepositsPage() {
  return (
    <>
      <GivingHeader
        title="Deposits"
        description="Batches taken to the bank. Open a deposit to check its total against its batches."
      />
      <ResourceList<typeof depositsPath, 'owner'>
        path={depositsPath}
        noun="deposits"
        columns={depositColumns}
        defaults={listDefaults}
      />
    </>
  );
}
