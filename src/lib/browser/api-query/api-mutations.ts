/**
 * The mutation hooks of the API's writes, apart from the reads' hooks (api-queries.ts) so that a
 * page that only reads never downloads the writes' catalog.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActionPath,
  CreateBody,
  CreatedRecord,
  CreatePath,
  DeletePath,
  UpdateBody,
  UpdatedRecord,
  UpdatePath,
} from '../../../api/client-types';
import type { PathParams, WriteMethod } from '../../../api/catalog/schema';
import { useApiClient } from './api-client-context';
import { invalidateAfterWrite } from './write-invalidation';

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
