import { createClient } from '../api/client';
import { createConnectionStatus, fetchReportingTo } from '../lib/connection-status';

/** Whether the proxy answered the last API call; the shell's banner shows it. */
export const connectionStatus = createConnectionStatus();

/** The browser talks to our proxy at /api with its session cookie; tokens never reach it. */
export const apiClient = createClient({
  baseUrl: '/api',
  auth: { kind: 'session' },
  fetch: fetchReportingTo(connectionStatus, (input, init) => globalThis.fetch(input, init)),
});
