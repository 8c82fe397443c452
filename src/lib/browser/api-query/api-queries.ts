import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActionPath,
  AssociationOf,
  CreateBody,
  CreatedRecord,
  CreatePath,
  DeletePath,
  GetOptions,
  IncludeOf,
  ListKey,
  ListOptions,
  ReadKey,
  UpdateBody,
  UpdatedRecord,
  UpdatePath,
} from '../../../api/client-types';
import type { PathParams, WriteMethod } from '../../../api/catalog/schema';
import { useApiClient } from './api-client-context';
import { listQuery, recordQuery, relatedQuery } from './query-options';
import { invalidateAfterWrite } from './write-invalidation';

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

/** After a write through `path`, refreshes only what may show the record it changed. */
function useInvalidateAfter(method: WriteMethod | 'ACTION', path: string) {
  const queryClient = useQueryClient();
  return () => invalidateAfterWrite(queryClient, method, path);
}

export function useApiCreate<P extends CreatePath>(path: P) {
  const client = useApiClient();
  const invalidate = useInvalidateAfter('POST', path);
  return useMutation({
    mutationKey: ['api', 'create', path],
    mutationFn: ({
      params,
      body,
    }: {
      params: PathParams<P>;
      body: CreateBody<P>;
    }): Promise<CreatedRecord<P>> => client.create(path, params, body),
    onSuccess: invalidate,
  });
}

export function useApiUpdate<P extends UpdatePath>(path: P) {
  const client = useApiClient();
  const invalidate = useInvalidateAfter('PATCH', path);
  return useMutation({
    mutationKey: ['api', 'update', path],
    mutationFn: ({
      params,
      body,
    }: {
      params: PathParams<P>;
      body: UpdateBody<P>;
    }): Promise<UpdatedRecord<P>> => client.update(path, params, body),
    onSuccess: invalidate,
  });
}

export function useApiDelete<P extends DeletePath>(path: P) {
  const client = useApiClient();
  const invalidate = useInvalidateAfter('DELETE', path);
  return useMutation({
    mutationKey: ['api', 'delete', path],
    mutationFn: ({ params }: { params: PathParams<P> }) => client.delete(path, params),
    onSuccess: invalidate,
  });
}

export function useApiAction<P extends ActionPath>(path: P) {
  const client = useApiClient();
  const invalidate = useInvalidateAfter('ACTION', path);
  return useMutation({
    mutationKey: ['api', 'action', path],
    mutationFn: ({ params }: { params: PathParams<P> }) => client.action(path, params),
    onSuccess: invalidate,
  });
}
