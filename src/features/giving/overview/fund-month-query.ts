import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import type { MonthRange } from './fund-month-range';
import { walkFundMonthTotals, type FundMonthWalkProgress } from './fund-month-walk';

/**
 * Under ['api', 'giving', …] so the invalidation after any write walks again; per range and zone
 * so each range is walked once.
 */
export function fundMonthTotalsKey(range: MonthRange, timeZone: string | undefined) {
  return [
    ...apiKeys.path('/giving/v2/donations'),
    'fund-month-totals',
    { from: range.from, to: range.to, timeZone: timeZone ?? null },
  ] as const;
}

/** A whole walk is costly under the rate limit: a result stays until a write invalidates it. */
const keepFor = 60 * 60_000;

/**
 * The totals of a range, walked once and cached. `progress` follows the walk in flight;
 * `cancel` stops it (the query goes back to what it had), `cancelled` says it was stopped.
 */
export function useFundMonthTotals(range: MonthRange, timeZone: string | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = fundMonthTotalsKey(range, timeZone);
  const keyText = JSON.stringify(queryKey);
  const [progress, setProgress] = useState<{ key: string; value: FundMonthWalkProgress } | null>(
    null,
  );
  const [cancelledKey, setCancelledKey] = useState<string | null>(null);

  const query = useQuery({
    queryKey,
    enabled: timeZone !== undefined,
    queryFn: ({ signal }) => {
      setCancelledKey(null);
      return walkFundMonthTotals(client, {
        range,
        timeZone: timeZone ?? 'UTC',
        signal,
        onProgress: (value) => setProgress({ key: keyText, value }),
      });
    },
    staleTime: keepFor,
    gcTime: keepFor,
    // A retry would walk every page again; the error offers a button instead.
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const cancel = () => {
    setCancelledKey(keyText);
    void queryClient.cancelQueries({ queryKey });
  };

  const restart = () => {
    setCancelledKey(null);
    void query.refetch({ cancelRefetch: true });
  };

  return {
    query,
    progress: progress?.key === keyText && query.isFetching ? progress.value : null,
    cancelled: cancelledKey === keyText && !query.isFetching,
    cancel,
    restart,
  };
}
