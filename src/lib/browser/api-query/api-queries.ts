/** The query hooks of the API's reads (writes: api-mutations.ts). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AssociationOf,
  GetOptions,
  IncludeOf,
  ListKey,
  ListOptions,
  ReadKey,
} from '../../../api/client-types';
import { useApiClient } from './api-client-context';
import { listQuery, recordQuery, relatedQuery } from './query-options';

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useApiList<K extends ListKey, I extends IncludeOf<K> = never>(
  path: K,
  args: ListOptions<K, I>,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  const client = useApiClient();
  return useQuery({
    ...listQuery(client, path, args),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export function useApiRecord<K extends ReadKey, I extends IncludeOf<K> = never>(
  path: K,
  args: GetOptions<K, I>,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  const client = useApiClient();
  return useQuery({ ...recordQuery(client, path, args), ...options });
}

export function useApiRelated<K extends ReadKey, N extends AssociationOf<K>>(
  path: K,
  args: { params?: Record<string, string>; id?: string; offset?: number; perPage?: number },
  association: N,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  const client = useApiClient();
  return useQuery({ ...relatedQuery(client, path, args, association), ...options });
}
