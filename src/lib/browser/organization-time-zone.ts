import { useApiRecord } from './api-query/api-queries';
import { isValidTimeZone } from '../pure/dates';
import { ORGANIZATION_PATH } from './organization-query';

export interface OrganizationTimeZone {
  /** Undefined while loading, so nothing is ever shown in the wrong zone. */
  timeZone: string | undefined;
  /** True when the organization's zone could not be read and times are shown in UTC. */
  isFallback: boolean;
}

/**
 * The organization's time zone (check-ins Organization.time_zone). Every date on screen is shown
 * in it, not in the browser's zone: a laptop in another zone reads the same times as the office.
 */
export function useOrganizationTimeZone(): OrganizationTimeZone {
  const query = useApiRecord(ORGANIZATION_PATH, {}, { staleTime: Infinity });
  const zone = query.data?.attributes.time_zone;
  if (typeof zone === 'string' && isValidTimeZone(zone)) {
    return { timeZone: zone, isFallback: false };
  }
  if (query.isError || query.data !== undefined) return { timeZone: 'UTC', isFallback: true };
  return { timeZone: undefined, isFallback: false };
}
