import type { Client } from '../../api/client';
import { recordQuery } from './api-query/query-options';

/** The organization record whose `time_zone` every date on screen is shown in. */
export const ORGANIZATION_PATH = '/check_ins/v2';

/**
 * Its query, for starting it before the first page renders (without the query hooks' module,
 * which the entry chunk does not need).
 */
export function organizationQuery(client: Client) {
  return { ...recordQuery(client, ORGANIZATION_PATH, {}), staleTime: Infinity };
}
