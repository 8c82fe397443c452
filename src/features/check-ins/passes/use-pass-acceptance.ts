import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { useCreateAcceptance } from '../../../lib/browser/api-query/create-acceptance';
import type { CreateAcceptance } from '../../../lib/browser/api-query/create-acceptance';
import { PERSON_PASSES } from './pass-types';

/**
 * Whether the service takes passes from Narthex, from its answer to a probe (D166). A pass is
 * created under a person, so the probe names one: the first the service lists.
 */
export function usePassAcceptance(): CreateAcceptance {
  const someone = useApiList('/check_ins/v2/people', { perPage: 1 });
  const personId = someone.data?.records[0]?.id;
  return useCreateAcceptance(
    PERSON_PASSES,
    { person_id: personId ?? '' },
    { enabled: personId !== undefined },
  );
}
