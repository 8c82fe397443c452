import { describe, expect, it } from 'vitest';

import {
  createQueryClient,
  isClientError,
  MAX_RETRIES,
  shouldRetry,
  STALE_TIME_MS,
} from './query-client';

function httpError(status: number): Error & { status: number } {
  return Object.assign(new Error(`HTTP ${status}`), { status });
}

describe('query client retry policy', () => {
  it('recognises client errors by a numeric status in 400–499', () => {
    expect(isClientError(httpError(400))).toBe(true);
    expect(isClientError(httpError(404))).toBe(true);
    expect(isClientError(httpError(499))).toBe(true);
    expect(isClientError(httpError(399))).toBe(false);
    expect(isClientError(httpError(500))).toBe(false);
    expect(isClientError({ status: '404' })).toBe(false);
    expect(isClientError(new Error('network down'))).toBe(false);
    expect(isClientError(null)).toBe(false);
    expect(isClientError('404')).toBe(false);
  });

  it('never retries a 4xx', () => {
    expect(shouldRetry(0, httpError(404))).toBe(false);
    expect(shouldRetry(0, httpError(422))).toBe(false);
  });

  it('retries other errors at most twice', () => {
    for (const error of [httpError(503), new Error('network down'), 'odd']) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
    expect(MAX_RETRIES).toBe(2);
  });

  it('configures queries with a 30 s stale time and the retry policy', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.staleTime).toBe(STALE_TIME_MS);
    expect(STALE_TIME_MS).toBe(30_000);
    expect(options.queries?.retry).toBe(shouldRetry);
    expect(options.mutations?.retry).toBe(false);
  });
});

describe('retry policy inside TanStack Query', () => {
  it('makes 1 attempt for a 404 and 3 attempts for a 500', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    });

    let notFoundCalls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['missing'],
        queryFn: () => {
          notFoundCalls += 1;
          return Promise.reject(httpError(404));
        },
        retry: client.getDefaultOptions().queries?.retry,
      }),
    ).rejects.toThrow('HTTP 404');
    expect(notFoundCalls).toBe(1);

    let serverErrorCalls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['flaky'],
        queryFn: () => {
          serverErrorCalls += 1;
          return Promise.reject(httpError(500));
        },
        retry: client.getDefaultOptions().queries?.retry,
      }),
    ).rejects.toThrow('HTTP 500');
    expect(serverErrorCalls).toBe(3);
  });
});
