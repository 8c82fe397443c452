import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import type { WalkProgress } from '../../../lib/pure/export/walk-pages';
import { loadFirstVisits } from './first-time-guests-report';

/** The walk covers every first visit, so a new range costs nothing; kept for ten minutes. */
const KEEP_MS = 10 * 60_000;

/**
 * Every person's first visit and every one-time guest, under the check-ins list's key (a
 * check-in written elsewhere refreshes it), with the walk's progress.
 */
export function useFirstVisits() {
  const client = useApiClient();
  const [progress, setProgress] = useState<WalkProgress | undefined>();
  const query = useQuery({
    queryKey: [...apiKeys.path('/check_ins/v2/check_ins'), 'first-visits'],
    queryFn: ({ signal }) => loadFirstVisits(client, { signal, onProgress: setProgress }),
    staleTime: KEEP_MS,
    gcTime: KEEP_MS,
    refetchOnWindowFocus: false,
  });
  return { query, progress };
}
