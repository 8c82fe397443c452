import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

import type { DatedProgress } from '../../../api/dated-lists';

/** A read costs pages under the rate limit: its result stays until a write invalidates it. */
const keepFor = 60 * 60_000;

export interface GivingRead<T, P> {
  query: UseQueryResult<T>;
  /** How far the read in flight has got; null when none is. */
  progress: P | null;
  /** The read was stopped with Cancel (the query keeps what it had). */
  cancelled: boolean;
  cancel: () => void;
  restart: () => void;
}

/**
 * A paced read of the giving API (a range of donations, a month's batches) as one query, with its
 * progress, Cancel and Read again. Its key goes under ['api', 'giving', …], so any write reads it
 * again; it is never retried on its own (a retry would read every page again).
 */
export function useGivingRead<T, P = DatedProgress>(
  queryKey: readonly unknown[],
  read: (control: { signal: AbortSignal; onProgress: (progress: P) => void }) => Promise<T>,
  enabled = true,
): GivingRead<T, P> {
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(queryKey);
  const [progress, setProgress] = useState<{ key: string; value: P } | null>(null);
  const [cancelledKey, setCancelledKey] = useState<string | null>(null);

  const query = useQuery({
    queryKey,
    enabled,
    queryFn: ({ signal }) => {
      setCancelledKey(null);
      return read({ signal, onProgress: (value) => setProgress({ key: keyText, value }) });
    },
    staleTime: keepFor,
    gcTime: keepFor,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  return {
    query,
    progress: progress?.key === keyText && query.isFetching ? progress.value : null,
    cancelled: cancelledKey === keyText && !query.isFetching,
    cancel: () => {
      setCancelledKey(keyText);
      void queryClient.cancelQueries({ queryKey });
    },
    restart: () => {
      setCancelledKey(null);
      void query.refetch({ cancelRefetch: true });
    },
  };
}
