import { useQuery } from '@tanstack/react-query';

import type { IncludeOf, ListKey, ListOptions, RecordOf } from '../../../api/client-types';
import { useApiClient } from '../../../lib/api-query/api-client-context';
import { apiKeys } from '../../../lib/api-query/query-keys';

type LooseRecords<T> = (path: string, args: object) => AsyncGenerator<T, void, undefined>;

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
  return useQuery({
    queryKey: apiKeys.pages(path, args),
    queryFn: async ({ signal }) => {
      const records = client.records as LooseRecords<RecordOf<K, I>>;
      const all: RecordOf<K, I>[] = [];
      for await (const record of records(path, { ...args, perPage: 100, signal })) {
        all.push(record);
      }
      return all;
    },
    ...options,
  });
}
