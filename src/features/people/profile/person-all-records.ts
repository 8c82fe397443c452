import { useQuery } from '@tanstack/react-query';

import type { IncludeOf, ListKey, ListOptions } from '../../../api/client-types';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { walkQuery } from '../../../lib/browser/api-query/query-options';

/**
 * Every record of a short list (a person's custom field values, the field definitions, the
 * households to choose from), page after page under the rate pacer. Writes refresh it like any
 * API query (its key starts with 'api').
 */
export function useAllRecords<K extends ListKey, I extends IncludeOf<K> = never>(
  path: K,
  args: ListOptions<K, I>,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  const client = useApiClient();
  return useQuery({ ...walkQuery<K, I>(client, path, args), ...options });
}
