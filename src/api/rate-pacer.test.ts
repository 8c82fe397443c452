import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createClient } from './client';
import { RatePacer, readRateHeaders, readRetryAfterSeconds } from './rate-pacer';
import { FakeClock, collect } from './testing/fake-clock';
import { createScriptedApi } from './testing/scripted-api';

const baseUrl = 'http://sandbox.test';

describe('rate headers', () => {
  it('parses the period with parseInt, whether it reads "60" or "60 seconds"', () => {
    const headers = (period: string) =>
      new Headers({
        'X-SVC-API-Request-Rate-Count': '3',
        'X-SVC-API-Request-Rate-Limit': '100',
        'X-SVC-API-Request-Rate-Period': period,
      });
    expect(readRateHeaders(headers('60'))).toEqual({ count: 3, limit: 100, periodSeconds: 60 });
    expect(readRateHeaders(headers('20 seconds'))).toEqual({
      count: 3,
      limit: 100,
      periodSeconds: 20,
    });
    expect(readRateHeaders(headers('soon'))).toBeUndefined();
    expect(readRateHeaders(new Headers())).toBeUndefined();
  });

  it('reads Retry-After as seconds or a date, never less than one second', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(readRetryAfterSeconds(new Headers({ 'Retry-After': '19' }), now)).toBe(19);
    expect(readRetryAfterSeconds(new Headers({ 'Retry-After': '-4' }), now)).toBe(1);
    expect(
      readRetryAfterSeconds(
        new Headers({ 'Retry-After': new Date(now + 5000).toUTCString() }),
        now,
      ),
    ).toBe(5);
    expect(readRetryAfterSeconds(new Headers(), now)).toBeUndefined();
  });
});

describe('pacing a bulk walk under the limit', () => {
  it('walks 40 pages at 10 per 2 s without one 429, at close to the full rate', async () => {
    const clock = new FakeClock();
    const api = createScriptedApi({ clock, limit: 10, periodSeconds: 2, checkIns: 400 });
    const client = createClient({ baseUrl, fetch: api.fetch, clock });
    const started = clock.now();
    const records = await clock.runUntil(
      collect(client.records('/check_ins/v2/check_ins', { perPage: 10 })),
    );
    const elapsedSeconds = (clock.now() - started) / 1000;

    expect(records).toHaveLength(400);
    expect(api.rejected).toBe(0);
    expect(api.seen).toHaveLength(40);
    // 40 requests at 10 per 2 s: the last window opens after three full periods, a bit over 6 s.
    expect(elapsedSeconds).toBeGreaterThanOrEqual(6);
    expect(elapsedSeconds).toBeLessThan(7);
  });

  it('never lets concurrent callers exceed the limit in any window', async () => {
    const clock = new FakeClock();
    const api = createScriptedApi({ clock, limit: 20, periodSeconds: 2, checkIns: 100 });
    const client = createClient({ baseUrl, fetch: api.fetch, clock });
    const calls = Array.from({ length: 100 }, (_, i) =>
      client.get('/check_ins/v2/check_ins', { id: String(1000 + i) }),
    );
    await clock.runUntil(Promise.all(calls));

    expect(api.rejected).toBe(0);
    const times = api.seen.map((r) => r.at);
    for (const t of times) {
      const inWindow = times.filter((u) => u > t - 2000 && u <= t).length;
      expect(inWindow).toBeLessThanOrEqual(20);
    }
  });

  it('sends one request before the limit is known, then uses it', async () => {
    const clock = new FakeClock();
    const pacer = new RatePacer({ clock });
    await pacer.acquire();
    let second = false;
    void pacer.acquire().then(() => (second = true));
    await clock.advance(10);
    expect(second).toBe(false);
    pacer.release({ count: 1, limit: 5, periodSeconds: 60 });
    await clock.advance(0);
    expect(second).toBe(true);
    expect(pacer.snapshot()).toMatchObject({ limit: 5, periodMs: 60_000, inWindow: 2 });
  });

  it('counts requests other tabs made, from the service count', async () => {
    const clock = new FakeClock();
    const pacer = new RatePacer({ clock });
    await pacer.acquire();
    pacer.release({ count: 9, limit: 10, periodSeconds: 60 });
    expect(pacer.snapshot().inWindow).toBe(9);
    await pacer.acquire();
    let third = false;
    void pacer.acquire().then(() => (third = true));
    await clock.advance(59_000);
    expect(third).toBe(false);
    // The window keeps a start one period plus a 2% margin for the trip to the service.
    await clock.advance(3_000);
    expect(third).toBe(true);
  });
  it('does not take its own request that just left the window for another tab', async () => {
    const clock = new FakeClock();
    const pacer = new RatePacer({ clock });
    await pacer.acquire();
    await clock.advance(100);
    pacer.release({ count: 1, limit: 2, periodSeconds: 1 });
    await clock.advance(950);
    await pacer.acquire();
    await clock.advance(100);
    // The service counted both: the first request was still in its window when the second
    // arrived, though it left ours before the answer came back.
    pacer.release({ count: 2, limit: 2, periodSeconds: 1 });
    expect(pacer.snapshot().inWindow).toBe(1);
    let next = false;
    void pacer.acquire().then(() => (next = true));
    await clock.advance(0);
    expect(next).toBe(true);
  });
});

describe('429 handling', () => {
  it('waits Retry-After and retries, for any method, then succeeds', async () => {
    const clock = new FakeClock();
    const api = createScriptedApi({ clock, limit: 100, periodSeconds: 60 });
    const client = createClient({ baseUrl, fetch: api.fetch, clock });
    let refused = 0;
    api.override((request) => {
      if (request.method === 'POST' && refused < 2) {
        refused += 1;
        return Response.json(
          {
            errors: [
              { code: '429', detail: 'Rate limit exceeded: 101 of 100 requests per 60 seconds' },
            ],
          },
          { status: 429, headers: { 'Retry-After': '7' } },
        );
      }
      if (request.method === 'POST') {
        return Response.json(
          { data: { type: 'Pass', id: '9', attributes: { code: 'X', kind: 'barcode' } } },
          { status: 201 },
        );
      }
      return undefined;
    });
    const started = clock.now();
    const pass = await clock.runUntil(
      client.create(
        '/check_ins/v2/people/{person_id}/passes',
        { person_id: '1' },
        { attributes: { kind: 'barcode' } },
      ),
    );
    expect(pass.id).toBe('9');
    expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(3);
    expect(clock.now() - started).toBeGreaterThanOrEqual(14_000);
  });

  it('waits one period when there is no Retry-After', async () => {
    const clock = new FakeClock();
    const api = createScriptedApi({
      clock,
      limit: 3,
      periodSeconds: 10,
      sendRetryAfter: false,
      periodText: (s) => `${s} seconds`,
    });
    // Another tab used the whole budget: the service will refuse the next request.
    await api.fetch('http://sandbox.test/check_ins/v2/check_ins/1000');
    await api.fetch('http://sandbox.test/check_ins/v2/check_ins/1000');
    await api.fetch('http://sandbox.test/check_ins/v2/check_ins/1000');
    const client = createClient({ baseUrl, fetch: api.fetch, clock });
    const started = clock.now();
    const record = await clock.runUntil(client.get('/check_ins/v2/check_ins', { id: '1001' }));
    expect(record?.id).toBe('1001');
    expect(api.rejected).toBe(1);
    expect(clock.now() - started).toBeGreaterThanOrEqual(10_000);
  });

  it('gives up with a 429 ApiError after the retry budget', async () => {
    const clock = new FakeClock();
    const api = createScriptedApi({ clock });
    api.override(() =>
      Response.json(
        {
          errors: [{ code: '429', detail: 'Rate limit exceeded: 1 of 0 requests per 60 seconds' }],
        },
        { status: 429, headers: { 'Retry-After': '1' } },
      ),
    );
    const client = createClient({ baseUrl, fetch: api.fetch, clock, maxRateLimitRetries: 2 });
    const error = (await clock.runUntil(
      client.list('/check_ins/v2/check_ins').catch((e: unknown) => e),
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isRateLimited).toBe(true);
    expect(error.retryAfterSeconds).toBe(1);
    expect(api.seen).toHaveLength(3);
  });
});
