import { queryOptions } from '@tanstack/react-query';

import type { Client } from '../../../api/client';
import type {
  AssociationOf,
  AssociationResult,
  GetOptions,
  IncludeOf,
  ListKey,
  ListOptions,
  Page,
  ReadKey,
  RecordOf,
} from '../../../api/client-types';
import { walkList } from '../../pure/export/walk-pages';
import { apiKeys } from '../../pure/api-query/query-keys';

// The client's signatures make `args` optional exactly when a path has no parameters; here
// every caller passes args, so one widening keeps the generic calls simple.
type LooseCall<R> = (path: string, args: object) => Promise<R>;

export function listQuery<K extends ListKey, I extends IncludeOf<K> = never>(
  client: Client,
  path: K,
  args: ListOptions<K, I>,
) {
  const list = client.list as LooseCall<Page<RecordOf<K, I>>>;
  return queryOptions({
    queryKey: apiKeys.list(path, args),
    queryFn: ({ signal }) => list(path, { ...args, signal }),
  });
}

export function recordQuery<K extends ReadKey, I extends IncludeOf<K> = never>(
  client: Client,
  path: K,
  args: GetOptions<K, I>,
) {
  const get = client.get as LooseCall<RecordOf<K, I> | null>;
  return queryOptions({
    queryKey: apiKeys.record(path, args),
    queryFn: ({ signal }) => get(path, { ...args, signal }),
  });
}

export function relatedQuery<K extends ReadKey, N extends AssociationOf<K>>(
  client: Client,
  path: K,
  args: { params?: Record<string, string>; id?: string; offset?: number; perPage?: number },
  association: N,
) {
  return queryOptions({
    queryKey: apiKeys.related(path, args, association),
    queryFn: ({ signal }): Promise<AssociationResult<K, N>> =>
      client.related(path, { ...args, signal }, association),
  });
}

/**
 * Every record of a list (all its pages, one after the other) as one query, for a view that
 * needs the whole list at once (a tree, a lookup table, a short list to choose from).
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
