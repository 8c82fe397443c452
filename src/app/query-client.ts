import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { ApiError } from '../api/api-error';

/** Data younger than this is served from cache without refetching. */
export const STALE_TIME_MS = 30_000;

/** Retries after the first failure for errors that may be transient (network, 5xx). */
export const MAX_RETRIES = 2;

/** True for errors that carry an HTTP client-error status (a numeric `status` in 400–499). */
export function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) {
    return false;
  }
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status <= 499;
}

/**
 * Retry policy for queries: a 4xx will fail the same way again, so it is never retried;
 * anything else is retried at most MAX_RETRIES times. `failureCount` is the number of
 * failures before this one (0 after the first failure).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < MAX_RETRIES;
}

/** The proxy's codes for an API call made without a live session. */
const SESSION_ENDED_CODES: ReadonlySet<string> = new Set(['not_signed_in', 'session_expired']);

/**
 * True for the proxy's answer to an API call without a live session: 401 with the code
 * not_signed_in or session_expired. Other 401s (an upstream refusal) are left to the page.
 */
export function isSessionEndedError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    error.errors.some((e) => e.code !== undefined && SESSION_ENDED_CODES.has(e.code))
  );
}

export interface QueryClientHooks {
  /**
   * Called when any query or mutation fails because the session ended, with the client so the
   * handler can invalidate the session. Pages still see their own error.
   */
  onSessionEnded?: (error: ApiError, client: QueryClient) => void;
}

export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  const onError = (error: unknown) => {
    if (isSessionEndedError(error)) hooks.onSessionEnded?.(error, client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry },
      // Writes are not idempotent in general; let the caller decide to try again.
      mutations: { retry: false },
    },
  });
  return client;
}
