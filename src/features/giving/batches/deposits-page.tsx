import { BetaBadge } from '../../../ui/beta-badge';
import { PageHeader } from '../../../ui/page-header';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { depositColumns, depositIncludes, depositsPath } from './deposits-columns';
import { GivingTabs } from '../shared/giving-tabs';

const listDefaults = { include: depositIncludes } as const;

/** Bank deposits: cleared or not, who made them, and their totals. */
export function DepositsPage() {
  return (
    <>
      <PageHeader
        title="Deposits"
        badge={<BetaBadge api="Giving" />}
        description="Batches taken to the bank. Open a deposit to check its total against its batches."
      />
      <GivingTabs />
      <ResourceList<typeof depositsPath, 'owner'>
        path={depositsPath}
        noun="deposits"
        columns={depositColumns}
        defaults={listDefaults}
      />
    </>
  );
}
