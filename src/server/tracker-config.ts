/**
 * Where the rules editor's GID lookup goes: the task tracker's API and the server-side token
 * (TRACKER_API_URL, TRACKER_TOKEN). With the embedded sandbox and neither set, the sandbox's
 * own tracker calls and token are used, so the lookup works without configuration.
 */
import { TRACKER_BASE_PATH } from '../sandbox/tracker-routes';
import type { Env } from './config';

export const DEFAULT_TRACKER_API_URL = 'https://app.asana.com/api/1.0';

export interface TrackerLookupConfig {
  /** Base URL of the tracker's API, without a trailing slash. */
  readonly apiUrl: string;
  /** Sent as `Authorization: Bearer <token>`; absent means the lookup is not configured. */
  readonly token?: string;
}

export interface EmbeddedTracker {
  /** The embedded sandbox's base URL. */
  readonly sandboxUrl: string;
  readonly token: string;
}

function apiUrlFrom(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`TRACKER_API_URL must be an http(s) URL, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`TRACKER_API_URL must be an http(s) URL, got "${value}".`);
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error('TRACKER_API_URL must not carry a query, a fragment or credentials.');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function trackerLookupConfig(env: Env, embedded?: EmbeddedTracker): TrackerLookupConfig {
  const explicitUrl = env.TRACKER_API_URL?.trim();
  const token = env.TRACKER_TOKEN?.trim() || undefined;
  if (explicitUrl) return { apiUrl: apiUrlFrom(explicitUrl), ...(token ? { token } : {}) };
  if (embedded) {
    return {
      apiUrl: `${embedded.sandboxUrl.replace(/\/+$/, '')}${TRACKER_BASE_PATH}`,
      token: token ?? embedded.token,
    };
  }
  return { apiUrl: DEFAULT_TRACKER_API_URL, ...(token ? { token } : {}) };
}
