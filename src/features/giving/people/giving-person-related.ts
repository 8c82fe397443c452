import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { relatedQuery } from '../../../lib/api-query/query-options';
import { useApiClient } from '../../../lib/api-query/api-client-context';

type PersonList = 'donations' | 'recurring_donations' | 'payment_methods';

/** One page of a person's donations, recurring donations or payment methods (association traversal). */
export function usePersonRelated<N extends PersonList>(
  personId: string,
  association: N,
  paging: { offset: number; perPage: number },
) {
  const client = useApiClient();
  return useQuery({
    ...relatedQuery(
      client,
      '/giving/v2/people',
      { id: personId, offset: paging.offset, perPage: paging.perPage },
      association,
    ),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
