import { useQuery } from '@tanstack/react-query';

import type { OrderOf, RecordOf } from '../../../api/client-types';
import { useApiClient } from '../../../lib/api-query/api-client-context';
import { apiKeys } from '../../../lib/api-query/query-keys';

export const LOCATIONS = '/check_ins/v2/events/{event_id}/locations';
export type LocationRecord = RecordOf<typeof LOCATIONS, 'parent' | 'locations'>;
export type LocationOrder = OrderOf<typeof LOCATIONS>;

/** Every location of an event (all pages), with the links that make the folder tree. */
export function useEventLocations(eventId: string, order: LocationOrder = 'name') {
  const client = useApiClient();
  const args = {
    params: { event_id: eventId },
    include: ['parent', 'locations'] as const,
    order,
    perPage: 100,
  };
  return useQuery({
    queryKey: apiKeys.pages(LOCATIONS, args),
    queryFn: async ({ signal }) => {
      const all: LocationRecord[] = [];
      for await (const page of client.pages(LOCATIONS, { ...args, signal })) {
        all.push(...page.records);
      }
      return all;
    },
  });
}
