import { useEffect } from 'react';

import { useCreateAcceptance } from '../../lib/browser/api-query/create-acceptance';
import type { HeadcountSync } from './headcount-sync';
import { headcountsPath } from './headcount-writes';

/**
 * Asks the service whether it takes headcounts of this event time (a probe, D166) and tells the
 * sync loop, which remembers the answer on the device: a kiosk opened offline still knows.
 */
export function useHeadcountAcceptance(sync: HeadcountSync, eventTimeId: string): void {
  const acceptance = useCreateAcceptance(headcountsPath, { event_time_id: eventTimeId });
  useEffect(() => {
    if (acceptance.kind === 'unknown') return;
    void sync.learn(acceptance.kind === 'refused' ? acceptance.reason : null).catch(() => {
      // Not stored: the loop still learns it from its first refused write.
    });
  }, [sync, acceptance]);
}
