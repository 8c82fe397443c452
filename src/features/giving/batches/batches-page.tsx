import { BetaBadge } from '../../../ui/beta-badge';
import { PageHeader } from '../../../ui/page-header';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { batchColumns, batchesPath, batchIncludes } from './batches-columns';
import { GivingTabs } from '../shared/giving-tabs';

const listDefaults = { include: batchIncludes } as const;
const columns = batchColumns({ withOwner: true });

/** The offering's batches: where each stands, who owns it, and its total. */
export function BatchesPage() {
  return (
    <>
      <PageHeader
        title="Batches"
        badge={<BetaBadge api="Giving" />}
        description="Gifts entered together, usually one Sunday's offering. Open a batch to check its total against its donations."
      />
      <GivingTabs />
      <ResourceList<typeof batchesPath, 'owner'>
        path={batchesPath}
        noun="batches"
        columns={columns}
        defaults={listDefaults}
      />
    </>
  );
}
