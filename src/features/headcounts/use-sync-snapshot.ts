import { useSyncExternalStore } from 'react';

import type { HeadcountSync, SyncSnapshot } from './headcount-sync';

export function useSyncSnapshot(sync: HeadcountSync): SyncSnapshot {
  return useSyncExternalStore(sync.subscribe, sync.snapshot);
}
