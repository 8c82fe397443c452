import { QueryClient } from '@tanstack/react-query';

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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry },
      // Writes are not idempotent in general; let the caller decide to try again.
      mutations: { retry: false },
    },
  });
}

/** The app's single client. */
export const queryClient = createQueryClient();
