import { DatedRecordsList } from '../shared/dated-records-list';
import { GivingHeader } from '../shared/giving-tabs';
import { batchColumns, batchesPath, batchIncludes } from './batches-columns';

const columns = batchColumns({ withOwner: true });

/** The offering's batches, newest first: where each stands, who owns it, and its total. */
export function BatchesPage() {
  return (
    <>
      <GivingHeader
        title="Batches"
        description="Gifts entered together, usually one Sunday's offering, newest first. Open a batch to check its total against its donations."
      />
      <DatedRecordsList<typeof batchesPath, 'owner'>
        path={batchesPath}
        include={batchIncludes}
        noun="batches"
        caption="Batches"
        columns={columns}
      />
    </>
  );
}
