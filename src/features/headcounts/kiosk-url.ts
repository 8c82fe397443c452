export const KIOSK_PATH = '/kiosk';
export const SIGN_IN_PREFIX = '/sign-in';

/** The kiosk's setup for an event time (or with nothing chosen). */
export function kioskUrl(eventTimeId: string | null): string {
  return eventTimeId === null
    ? KIOSK_PATH
    : `${KIOSK_PATH}?event_time=${encodeURIComponent(eventTimeId)}`;
}

/** The SPA's sign-in page, coming back to `returnTo` afterwards. */
export function signInUrl(returnTo: string): string {
  return `${SIGN_IN_PREFIX}?returnTo=${encodeURIComponent(returnTo)}`;
}
