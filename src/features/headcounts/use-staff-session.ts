import { useQuery } from '@tanstack/react-query';

/**
 * Whether a staff member is signed in, from the proxy's GET /auth/session. Setting up a kiosk
 * needs one; a running kiosk does not (it asks for a sign-in only when it needs to sync).
 */
export function useStaffSession() {
  return useQuery({
    queryKey: ['kiosk', 'session'],
    queryFn: async ({ signal }): Promise<{ signedIn: boolean }> => {
      const response = await fetch('/auth/session', {
        headers: { 'X-CSRF': '1', Accept: 'application/json' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
      });
      if (!response.ok) throw new Error(`The sign-in service answered ${response.status}.`);
      const body: unknown = await response.json();
      if (typeof body === 'object' && body !== null && 'signedIn' in body) {
        if (typeof body.signedIn === 'boolean') return { signedIn: body.signedIn };
      }
      throw new Error('The sign-in service answered in an unexpected shape.');
    },
    retry: false,
    staleTime: 0,
  });
}
