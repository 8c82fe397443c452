import type { QueryClient } from '@tanstack/react-query';

import type { Client } from '../../../api/client';
import type { FieldsOf, IncludeOf, ListKey } from '../../../api/client-types';
import { parseListUrl, toListOptions, type ListUrlDefaults } from '../list-url-state';
import { listQuery } from './query-options';

export interface PagePrefetchContext {
  readonly client: Client;
  readonly queryClient: QueryClient;
  /** The URL the page opens at: its search parameters hold the list's state. */
  readonly url: URL;
}

/**
 * Starts a page's first request while its chunk and the session check are still on their way,
 * so the data is in the cache (under the key the page will ask for) when the page renders.
 */
export type PagePrefetch = (context: PagePrefetchContext) => void;

/**
 * The prefetch of a list page: the same URL state and query as useListUrlState + useApiList,
 * with the `fields` the page's ResourceList asks.
 */
export function listPrefetch<K extends ListKey, I extends IncludeOf<K> = never>(
  path: K,
  defaults: ListUrlDefaults<K> = {},
  prefix = '',
  fields?: FieldsOf<K, I>,
): PagePrefetch {
  return ({ client, queryClient, url }) => {
    const { query } = parseListUrl(path, url.searchParams, defaults, prefix);
    const options = toListOptions<K, I>(path, query);
    void queryClient.prefetchQuery(
      listQuery(client, path, fields === undefined ? options : { ...options, fields }),
    );
  };
}
