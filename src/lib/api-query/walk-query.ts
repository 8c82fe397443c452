import { queryOptions } from '@tanstack/react-query';

import type { Client } from '../../api/client';
import type { IncludeOf, ListKey, ListOptions } from '../../api/client-types';
import { walkList } from '../export/walk-pages';
import { apiKeys } from './query-keys';

/**
 * Every record of a list (all its pages, one after the other) as one query, for a view that
 * needs the whole list at once (a tree, a lookup table).
 */
export function walkQuery<K extends ListKey, I extends IncludeOf<K> = never>(
  client: Client,
  path: K,
  args: ListOptions<K, I>,
) {
  return queryOptions({
    queryKey: apiKeys.pages(path, args),
    queryFn: ({ signal }) => walkList<K, I>(client, path, args, { signal }),
  });
}
