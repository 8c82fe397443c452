import { ResourceList } from '../../../ui/resource-view/resource-list';
import { GivingHeader } from '../shared/giving-tabs';
import { batchColumns, batchesPath, batchIncludes } from './batches-columns';

const listDefaults = { include: batchIncludes } as const;
const columns = batchColumns({ withOwner: true });

/** The offering's batches: where each stands, who owns it, and its total. */
export function BatchesPage() {
  return (
    <>
      <GivingHeader
        title="Batches"
        description="Gifts entered together, usually one Sunday's offering. Open a batch to check its total against its donations."
      />
      <ResourceList<typeof batchesPath, 'owner'>
        path={batchesPath}
        noun="batches"
        columns={columns}
        defaults={listDefaults}
      />
    </>
  );
}
