/** Batches not yet deposited (in progress or ready for deposit), newest first. */
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { walkList } from '../../../lib/pure/export/walk-pages';

const BATCHES = '/giving/v2/batches';
export type OpenBatch = RecordOf<typeof BATCHES>;

/** The catalog's batch statuses before a batch reaches a deposit. */
const openStatuses: ReadonlySet<OpenBatch['attributes']['status']> = new Set([
  'in_progress',
  'ready_for_deposit',
]);

export async function loadOpenBatches(client: Client, signal?: AbortSignal): Promise<OpenBatch[]> {
  // The spec gives batches no filter or order: the walk reads them all (a church has few).
  const batches = await walkList(client, BATCHES, {}, { signal });
  return batches
    .filter((batch) => openStatuses.has(batch.attributes.status))
    .sort((a, b) => b.attributes.created_at.localeCompare(a.attributes.created_at));
}
