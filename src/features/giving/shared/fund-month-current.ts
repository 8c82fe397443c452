import { useState } from 'react';

import { toApiDatetime, zonedMonth } from '../../../lib/pure/dates';

/**
 * The month (YYYY-MM) it is now in a time zone; undefined while the zone is unknown. The clock
 * is read once per mounted page, so a render never changes the answer.
 */
export function useCurrentMonth(timeZone: string | undefined): string | undefined {
  const [now] = useState(() => Date.now());
  return timeZone === undefined ? undefined : zonedMonth(toApiDatetime(now), timeZone);
}
