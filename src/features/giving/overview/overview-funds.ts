import { useQuery } from '@tanstack/react-query';

import { apiKeys } from '../../../lib/api-query/query-keys';
import { useApiClient } from '../../../lib/api-query/api-client-context';
import type { FundInfo } from './fund-month-totals';

/** A fund color is used in a style only when it is a hex color. */
const hexColor = /^#[0-9a-f]{6}$/i;

/** Every fund (all pages), in the API's order, for names and colors. */
export function useAllFunds() {
  const client = useApiClient();
  return useQuery({
    queryKey: apiKeys.pages('/giving/v2/funds', { perPage: 100 }),
    queryFn: async ({ signal }): Promise<FundInfo[]> => {
      const funds: FundInfo[] = [];
      for await (const page of client.pages('/giving/v2/funds', { perPage: 100, signal })) {
        for (const fund of page.records) {
          const { name, color } = fund.attributes;
          funds.push({ id: fund.id, name, color: hexColor.test(color) ? color : null });
        }
      }
      return funds;
    },
    staleTime: 5 * 60_000,
  });
}
