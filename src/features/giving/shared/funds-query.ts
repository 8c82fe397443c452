import { useQuery } from '@tanstack/react-query';

import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { walkQuery } from '../../../lib/browser/api-query/query-options';

export const fundsPath = '/giving/v2/funds';
export type FundRecord = RecordOf<typeof fundsPath>;

/** Every fund, all pages; funds change rarely, so one walk serves every page for a while. */
export function allFundsQuery(client: Client) {
  return { ...walkQuery(client, fundsPath, {}), staleTime: 5 * 60_000 };
}

export function useAllFunds() {
  const client = useApiClient();
  return useQuery(allFundsQuery(client));
}
