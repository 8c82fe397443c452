import { useQuery } from '@tanstack/react-query';

import type { OrderOf, RecordOf } from '../../../api/client-types';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { walkQuery } from '../../../lib/browser/api-query/query-options';

const LOCATIONS = '/check_ins/v2/events/{event_id}/locations';
export type LocationRecord = RecordOf<typeof LOCATIONS, 'parent' | 'locations'>;
export type LocationOrder = OrderOf<typeof LOCATIONS>;

/** Every location of an event (all pages), with the links that make the folder tree. */
export function useEventLocations(eventId: string, order: LocationOrder = 'name') {
  const client = useApiClient();
  return useQuery(
    walkQuery<typeof LOCATIONS, 'parent' | 'locations'>(client, LOCATIONS, {
      params: { event_id: eventId },
      include: ['parent', 'locations'],
      order,
    }),
  );
}
