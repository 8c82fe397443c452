import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ApiError } from '../../../api/api-error';
import type { Page } from '../../../api/client-types';
import { collectPages, walkPageSize, type WalkProgress } from '../../../lib/pure/export/walk-pages';

/** Pages of an association list (GET {record}/{association}), one after the other. */
export async function* associationPages<T>(
  fetchPage: (offset: number, signal: AbortSignal) => Promise<Page<T>>,
  signal: AbortSignal,
): AsyncGenerator<Page<T>, void, undefined> {
  let offset = 0;
  for (;;) {
    const page = await fetchPage(offset, signal);
    yield page;
    if (page.nextOffset === null || page.records.length === 0) return;
    if (page.nextOffset <= offset) {
      throw new ApiError({
        status: 200,
        kind: 'invalid_response',
        method: 'GET',
        url: '',
        errors: [{ title: 'Invalid response', detail: 'the next page does not advance' }],
      });
    }
    offset = page.nextOffset;
  }
}

/**
 * Every record of an association (a batch's donations, a deposit's batches), walked page by
 * page under the client's rate pacer, with the progress of the walk for a progress bar.
 * `fetchPage` gets the page size it must ask for: the largest, for the fewest requests.
 */
export function useAssociationWalk<T extends { id: string }>(
  queryKey: readonly unknown[],
  fetchPage: (args: { offset: number; perPage: number; signal: AbortSignal }) => Promise<Page<T>>,
) {
  const [progress, setProgress] = useState<WalkProgress | undefined>(undefined);
  const query = useQuery({
    queryKey: [...queryKey, 'all-pages'],
    queryFn: ({ signal }) => {
      setProgress(undefined);
      return collectPages(
        associationPages(
          (offset, pageSignal) => fetchPage({ offset, perPage: walkPageSize, signal: pageSignal }),
          signal,
        ),
        { signal, onProgress: setProgress },
      );
    },
  });
  return { query, progress };
}
