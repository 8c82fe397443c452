import type { QueryClient } from '@tanstack/react-query';

import { ROWS_RENDERED_ON_SERVER } from '../lib/pure/page-render-contract';

function isPage(data: unknown): data is { readonly records: readonly unknown[] } {
  return (
    typeof data === 'object' &&
    data !== null &&
    'records' in data &&
    Array.isArray(data.records) &&
    'totalCount' in data
  );
}

/**
 * Keeps of each page of records the server read only the first view's rows (D182): the server
 * renders them and the page state carries them, and nothing else of the list. They are marked
 * as read long ago, so the browser's app reads the whole page as soon as it has taken the page
 * over, and its rows below these follow.
 */
export function keepFirstView(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (!isPage(data) || data.records.length <= ROWS_RENDERED_ON_SERVER) continue;
    queryClient.setQueryData(
      query.queryKey,
      { ...data, records: data.records.slice(0, ROWS_RENDERED_ON_SERVER) },
      { updatedAt: 0 },
    );
  }
}
