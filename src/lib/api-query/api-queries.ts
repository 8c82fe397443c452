import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Client } from '../../api/client';
import type {
  ActionPath,
  AssociationOf,
  AssociationResult,
  CreateBody,
  CreatedRecord,
  CreatePath,
  DeletePath,
  GetOptions,
  IncludeOf,
  ListKey,
  ListOptions,
  Page,
  ReadKey,
  RecordOf,
  UpdateBody,
  UpdatedRecord,
  UpdatePath,
} from '../../api/client-types';
import type { PathParams } from '../../api/catalog/schema';
import { useApiClient } from './api-client-context';
import { apiKeys } from './query-keys';

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

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeys.all });
}

export function useApiCreate<P extends CreatePath>(path: P) {
  const client = useApiClient();
  const invalidate = useInvalidateAll();
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
  const invalidate = useInvalidateAll();
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
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationKey: ['api', 'delete', path],
    mutationFn: ({ params }: { params: PathParams<P> }) => client.delete(path, params),
    onSuccess: invalidate,
  });
}

export function useApiAction<P extends ActionPath>(path: P) {
  const client = useApiClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationKey: ['api', 'action', path],
    mutationFn: ({ params }: { params: PathParams<P> }) => client.action(path, params),
    onSuccess: invalidate,
  });
}
