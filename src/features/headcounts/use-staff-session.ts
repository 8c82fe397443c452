import { useQuery } from '@tanstack/react-query';

import { AUTH_PATHS, readSessionAnswer } from '../../api/proxy/session-contract';

/** The sign-in service answered, but not as expected: its status, or null for a body it sent. */
export class StaffSessionError extends Error {
  constructor(readonly status: number | null) {
    super(
      status === null
        ? 'The sign-in service answered in an unexpected shape.'
        : `The sign-in service answered ${status}.`,
    );
    this.name = 'StaffSessionError';
  }
}

/**
 * Whether a staff member is signed in, from the proxy's GET /auth/session. Setting up a kiosk
 * needs one; a running kiosk does not (it asks for a sign-in only when it needs to sync).
 */
export function useStaffSession() {
  return useQuery({
    queryKey: ['kiosk', 'session'],
    queryFn: async ({ signal }): Promise<{ signedIn: boolean }> => {
      const response = await fetch(AUTH_PATHS.session, {
        headers: { 'X-CSRF': '1', Accept: 'application/json' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
      });
      if (!response.ok) throw new StaffSessionError(response.status);
      const answer = readSessionAnswer(await response.json().catch(() => null));
      if (!answer) throw new StaffSessionError(null);
      return { signedIn: answer.signedIn };
    },
    retry: false,
    staleTime: 0,
  });
}
