import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { useApiClient } from '../../../lib/api-query/api-client-context';
import { apiKeys } from '../../../lib/api-query/query-keys';
import { walkList } from '../../../lib/export/walk-pages';

export const fundsPath = '/giving/v2/funds';
export type FundRecord = RecordOf<typeof fundsPath>;

/** Every fund, all pages; funds change rarely, so one walk serves every page for a while. */
export function allFundsQuery(client: Client) {
  return queryOptions({
    queryKey: apiKeys.pages(fundsPath, {}),
    queryFn: ({ signal }) => walkList(client, fundsPath, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAllFunds() {
  const client = useApiClient();
  return useQuery(allFundsQuery(client));
}
