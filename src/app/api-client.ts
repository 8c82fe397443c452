import { createClient } from '../api/client';
import { AUTH_PATHS } from '../api/proxy/session-contract';
import { createConnectionStatus, fetchReportingTo } from '../lib/pure/connection-status';

/** Whether the proxy answered the last API call; the shell's banner shows it. */
export const connectionStatus = createConnectionStatus();

const reportingFetch = fetchReportingTo(connectionStatus, (input, init) =>
  globalThis.fetch(input, init),
);

/** The browser talks to our proxy at /api with its session cookie; tokens never reach it. */
export const apiClient = createClient({
  baseUrl: '/api',
  auth: { kind: 'session' },
  fetch: reportingFetch,
});

/**
 * Asks the proxy whether it answers, for the lost-connection banner: its session endpoint, the
 * cheapest route that reaches the proxy itself (not the dev server or a cache in front of it).
 * Any status counts as an answer.
 */
export async function probeServer(signal: AbortSignal): Promise<void> {
  const response = await reportingFetch(AUTH_PATHS.session, {
    signal,
    cache: 'no-store',
    credentials: 'same-origin',
    headers: { 'X-CSRF': '1', Accept: 'application/json' },
  });
  await response.body?.cancel();
}
