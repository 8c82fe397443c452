import { describe, expect, it } from 'vitest';

import { ApiError, ApiUsageError } from '../../api/api-error';
import { backoffDelay, classifyFailure, defaultBackoff } from './sync-failure';

function apiError(status: number, retryAfterSeconds?: number): ApiError {
  return new ApiError({
    status,
    method: 'POST',
    url: '/api/check_ins/v2/event_times/1/headcounts',
    errors: [{ detail: `failed with ${status}` }],
    retryAfterSeconds,
  });
}

describe('backoffDelay', () => {
  it('doubles from one second, with jitter in the upper half of each step, capped at 30 s', () => {
    const low = (n: number) => backoffDelay(n, defaultBackoff, () => 0);
    const high = (n: number) => backoffDelay(n, defaultBackoff, () => 1);
    expect([1, 2, 3, 4, 5, 6].map(low)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000]);
    expect([1, 2, 3, 4, 5, 6].map(high)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000]);
    expect(high(60)).toBe(30_000);
    expect(low(60)).toBe(15_000);
  });
});

describe('classifyFailure', () => {
  it('waits what Retry-After says on a 429 (at least a second)', () => {
    expect(classifyFailure(apiError(429, 7), 1, defaultBackoff, () => 0)).toMatchObject({
      kind: 'retry',
      delayMs: 7_000,
      network: false,
    });
    const quick = classifyFailure(apiError(429, 0), 1, defaultBackoff, () => 0);
    expect(quick).toMatchObject({ kind: 'retry', delayMs: 1_000 });
    // Without Retry-After: the exponential backoff.
    expect(classifyFailure(apiError(429), 3, defaultBackoff, () => 1)).toMatchObject({
      kind: 'retry',
      delayMs: 4_000,
    });
  });

  it('backs off on network errors (which the online event may cut short) and on 5xx', () => {
    expect(classifyFailure(apiError(0), 2, defaultBackoff, () => 1)).toMatchObject({
      kind: 'retry',
      delayMs: 2_000,
      network: true,
    });
    for (const status of [500, 502, 503, 504]) {
      expect(classifyFailure(apiError(status), 1, defaultBackoff, () => 1)).toMatchObject({
        kind: 'retry',
        delayMs: 1_000,
        network: false,
      });
    }
  });

  it('stops on 401 until a new sign-in', () => {
    expect(classifyFailure(apiError(401), 1)).toEqual({
      kind: 'signed_out',
      problem: { kind: 'signed-out' },
    });
  });

  it('keeps the service’s own words for a problem it explained', () => {
    expect(classifyFailure(apiError(503), 1).problem).toEqual({
      kind: 'service-error',
      detail: 'failed with 503',
    });
    expect(classifyFailure(apiError(422), 1).problem).toEqual({
      kind: 'refused',
      detail: 'failed with 422',
    });
  });

  it('treats other refusals and unexpected errors as refused, retried at the longest wait', () => {
    for (const error of [
      apiError(403),
      apiError(404),
      apiError(422),
      new ApiUsageError('x', 'y'),
    ]) {
      expect(classifyFailure(error, 1)).toMatchObject({ kind: 'refused', delayMs: 30_000 });
    }
  });
});
