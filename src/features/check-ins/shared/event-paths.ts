/** In-app URLs of the event pages and of pages they link to. */

export const EVENTS_PATH = '/check-ins/events';

export function eventPath(eventId: string): string {
  return `${EVENTS_PATH}/${encodeURIComponent(eventId)}`;
}

/** The headcounts page, opened on one event time of one event. */
export function headcountsPath(eventId: string, eventTimeId: string): string {
  const params = new URLSearchParams({ event: eventId, event_time: eventTimeId });
  return `/headcounts?${params.toString()}`;
}

/** The check-ins list, showing one event's check-ins, or one session's (event period's). */
export function eventCheckInsPath(eventId: string, sessionId?: string): string {
  const params = new URLSearchParams({ event: eventId });
  if (sessionId !== undefined) params.set('session', sessionId);
  return `/check-ins?${params.toString()}`;
}
