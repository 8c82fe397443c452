/**
 * People whose first check-in (the API's `first_time` filter) falls in a range of days in the
 * organization's zone, newest first, each person once. The check-ins list orders by created_at,
 * so the walk stops at the first page that reaches back before the range.
 */
import type { Client } from '../../../api/client';
import { zonedDay } from '../../../lib/pure/dates';

const CHECK_INS = '/check_ins/v2/check_ins';

export interface FirstTimeGuest {
  checkInId: string;
  personId: string | null;
  /** null: the check-in gives no name. */
  name: string | null;
  eventName: string | null;
  createdAt: string;
}

export interface FirstTimeGuestsOptions {
  /** First day of the range (YYYY-MM-DD, organization's zone); the range runs to now. */
  from: string;
  timeZone: string;
  signal?: AbortSignal;
}

export async function loadFirstTimeGuests(
  client: Client,
  { from, timeZone, signal }: FirstTimeGuestsOptions,
): Promise<FirstTimeGuest[]> {
  const guests: FirstTimeGuest[] = [];
  const seen = new Set<string>();
  for await (const page of client.pages(CHECK_INS, {
    filter: ['first_time'],
    order: '-created_at',
    include: ['person', 'event'],
    perPage: 100,
    signal,
  })) {
    let reachedEarlier = false;
    for (const checkIn of page.records) {
      if (zonedDay(checkIn.attributes.created_at, timeZone) < from) {
        reachedEarlier = true;
        continue;
      }
      const personId = checkIn.related.person?.id ?? null;
      const key = personId ?? `check-in:${checkIn.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const name = `${checkIn.attributes.first_name} ${checkIn.attributes.last_name}`.trim();
      guests.push({
        checkInId: checkIn.id,
        personId,
        name: name || null,
        eventName: checkIn.related.event?.attributes.name ?? null,
        createdAt: checkIn.attributes.created_at,
      });
    }
    if (reachedEarlier) break;
  }
  return guests;
}
