import type { QueryClient, QueryKey } from '@tanstack/react-query';

import {
  actionEndpointSpec,
  readEndpointSpec,
  resourceSpec,
  writeEndpointSpec,
} from '../../../api/catalog/catalog';
import type { WriteMethod } from '../../../api/catalog/schema';
import { apiKeys } from '../../pure/api-query/query-keys';

/**
 * The resource types a query's answer may show: its endpoint's resource and every resource one
 * relationship away (what it can include, and what its counts and totals are made of). Undefined
 * when the key names no catalog endpoint: such a query may show anything.
 */
function typesShownBy(queryKey: QueryKey): ReadonlySet<string> | undefined {
  const path = queryKey[2];
  const endpoint = typeof path === 'string' ? readEndpointSpec(path) : undefined;
  const resource = endpoint && resourceSpec(endpoint.app, endpoint.resource);
  if (!resource) return undefined;
  return new Set([
    resource.type,
    ...Object.values(resource.relationships).map((relationship) => relationship.target),
  ]);
}

/** The resource type a write changes, by its catalog path (an action acts on its resource). */
function typeWrittenBy(method: WriteMethod | 'ACTION', path: string): string | undefined {
  return method === 'ACTION'
    ? actionEndpointSpec(path)?.resource
    : writeEndpointSpec(method, path)?.resource;
}

/**
 * After a write, marks stale only the queries that may show what it changed, and fetches again
 * those on screen. Types match across apps by name: a person is one record that every app reads
 * (D133), so a profile edit refreshes the check-ins and giving views that show that person too.
 */
export function invalidateAfterWrite(
  queryClient: QueryClient,
  method: WriteMethod | 'ACTION',
  path: string,
): Promise<void> {
  const written = typeWrittenBy(method, path);
  if (written === undefined) return queryClient.invalidateQueries({ queryKey: apiKeys.all });
  return queryClient.invalidateQueries({
    queryKey: apiKeys.all,
    predicate: (query) => typesShownBy(query.queryKey)?.has(written) ?? true,
  });
}
