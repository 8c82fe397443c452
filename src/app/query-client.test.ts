import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../api/api-error';
import {
  createQueryClient,
  isClientError,
  isSessionEndedError,
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

function apiError(status: number, code?: string): ApiError {
  return new ApiError({
    status,
    method: 'GET',
    url: '/api/people/v2/people',
    errors: [
      { status: String(status), code, detail: 'No session', meta: { login_url: '/auth/login' } },
    ],
  });
}

describe('session-ended errors', () => {
  it('are the proxy 401s with not_signed_in or session_expired, nothing else', () => {
    expect(isSessionEndedError(apiError(401, 'not_signed_in'))).toBe(true);
    expect(isSessionEndedError(apiError(401, 'session_expired'))).toBe(true);
    expect(isSessionEndedError(apiError(401, 'invalid_token'))).toBe(false);
    expect(isSessionEndedError(apiError(401))).toBe(false);
    expect(isSessionEndedError(apiError(403, 'not_signed_in'))).toBe(false);
    expect(isSessionEndedError(httpError(401))).toBe(false);
  });

  it('reach onSessionEnded from queries and mutations, once each, without retries', async () => {
    const onSessionEnded = vi.fn();
    const client = createQueryClient({ onSessionEnded });
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['api', 'people'],
        queryFn: () => {
          calls += 1;
          return Promise.reject(apiError(401, 'session_expired'));
        },
        retry: client.getDefaultOptions().queries?.retry,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenLastCalledWith(expect.any(ApiError), client);

    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(apiError(401, 'not_signed_in')),
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).toHaveBeenCalledTimes(2);

    await expect(
      client.fetchQuery({
        queryKey: ['api', 'forbidden'],
        queryFn: () => Promise.reject(apiError(403)),
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
  });
});
