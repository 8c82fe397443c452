import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

export interface KeptWalkOptions<T, P> {
  /** Under a list's API key (`apiKeys.path(…)`), so a write that invalidates it reads again. */
  queryKey: QueryKey;
  enabled?: boolean;
  /** How long the result is kept between visits. */
  keepMs: number;
  walk: (signal: AbortSignal, onProgress: (progress: P) => void) => Promise<T>;
}

/**
 * A walk of many pages (a report's loader) as one query: kept for `keepMs` between visits, not
 * read again on focus or retried on failure (the pacer already waited), with the walk's progress
 * and a cancel.
 */
export function useKeptWalk<T, P>({
  queryKey,
  enabled = true,
  keepMs,
  walk,
}: KeptWalkOptions<T, P>) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<P | undefined>();
  const query = useQuery({
    queryKey,
    enabled,
    queryFn: ({ signal }) => {
      setProgress(undefined);
      return walk(signal, setProgress);
    },
    staleTime: keepMs,
    gcTime: keepMs,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const cancel = () => void queryClient.cancelQueries({ queryKey });
  return { query, progress, cancel };
}
