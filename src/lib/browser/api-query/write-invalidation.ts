import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { readEndpointSpec, resourceSpec } from '../../../api/catalog/catalog';
import { actionEndpointSpec, writeEndpointSpec } from '../../../api/catalog/write-endpoints';
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

/**
 * The resource types a write changes, by its catalog path: the written resource's; an action
 * (running a list) also changes what the acted-on resource holds (the list's people).
 */
function typesWrittenBy(method: WriteMethod | 'ACTION', path: string): Set<string> | undefined {
  if (method !== 'ACTION') {
    const type = writeEndpointSpec(method, path)?.resource;
    return type === undefined ? undefined : new Set([type]);
  }
  const action = actionEndpointSpec(path);
  const resource = action && resourceSpec(action.app, action.resource);
  if (!resource) return undefined;
  return new Set([
    resource.type,
    ...Object.values(resource.relationships).map((relationship) => relationship.target),
  ]);
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
  const written = typesWrittenBy(method, path);
  if (written === undefined) return queryClient.invalidateQueries({ queryKey: apiKeys.all });
  return queryClient.invalidateQueries({
    queryKey: apiKeys.all,
    predicate: (query) => {
      const shown = typesShownBy(query.queryKey);
      return shown === undefined || [...written].some((type) => shown.has(type));
    },
  });
}
