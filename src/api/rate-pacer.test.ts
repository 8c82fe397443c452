import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createClient } from './client';
import {
  parseRatePeriodSeconds,
  RatePacer,
  readRateHeaders,
  readRetryAfterSeconds,
  slotWaits,
} from './rate-pacer';
import type { Clock, WindowView } from './rate-pacer';
import { FakeClock, collect } from './testing/fake-clock';
import { createScriptedApi } from './testing/scripted-api';

const baseUrl = 'http://sandbox.test';

describe('rate headers', () => {
  const rateHeaders = (period: string) =>
    new Headers({
      'X-SVC-API-Request-Rate-Count': '3',
      'X-SVC-API-Request-Rate-Limit': '100',
      'X-SVC-API-Request-Rate-Period': period,
    });

  it('reads the period in seconds, minutes or hours, with or without a unit', () => {
    const cases: [string, number][] = [
      ['60', 60],
      ['20 seconds', 20],
      ['1 second', 1],
      ['1 minute', 60],
      ['2 minutes', 120],
      ['1 hour', 3600],
      ['3 hours', 10_800],
      ['20 Seconds', 20],
      ['  5   MINUTES ', 300],
      ['20seconds', 20],
    ];
    for (const [period, seconds] of cases) {
      expect(parseRatePeriodSeconds(period), period).toBe(seconds);
      expect(readRateHeaders(rateHeaders(period)), period).toEqual({
        count: 3,
        limit: 100,
        periodSeconds: seconds,
      });
    }
  });

  it('ignores a period in an unknown unit or shape rather than guessing', () => {
    for (const period of [
      '1 fortnight',
      '2 days',
      '1 min',
      '30 s',
      '1.5 minutes',
      '-20 seconds',
      '0',
      '0 seconds',
      'seconds',
      '20 seconds 5',
      '1 constructor',
      '1 __proto__',
      'soon',
      '',
    ]) {
      expect(parseRatePeriodSeconds(period), period).toBeUndefined();
      expect(readRateHeaders(rateHeaders(period)), period).toBeUndefined();
    }
    expect(parseRatePeriodSeconds(null)).toBeUndefined();
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

/**
 * A service whose limit and period the test changes mid-run: it counts the requests it accepted
 * in a sliding window of the current period, answers 429 (with Retry-After) over the current
 * limit, and reports the current limit and period, the period as text.
 */
function createChangingService(
  clock: Clock,
  initial: { limit: number; periodSeconds: number; periodText: string },
) {
  let { limit, periodSeconds, periodText } = initial;
  const accepted: number[] = [];
  let rejected = 0;
  /** Requests the service refused, by the time they arrived. */
  const refusedAt: number[] = [];
  const fetch = (input: string | URL | Request) => {
    const now = clock.now();
    const inWindow = accepted.filter((t) => t > now - periodSeconds * 1000);
    const headers = (count: number): Record<string, string> => ({
      'Content-Type': 'application/vnd.api+json',
      'X-SVC-API-Request-Rate-Count': String(count),
      'X-SVC-API-Request-Rate-Limit': String(limit),
      'X-SVC-API-Request-Rate-Period': periodText,
    });
    if (inWindow.length >= limit) {
      rejected += 1;
      refusedAt.push(now);
      const wait = Math.ceil(((inWindow[0] ?? now) + periodSeconds * 1000 - now) / 1000);
      return Promise.resolve(
        new Response(JSON.stringify({ errors: [{ code: '429', detail: 'Rate limit exceeded' }] }), {
          status: 429,
          headers: { ...headers(inWindow.length + 1), 'Retry-After': String(Math.max(1, wait)) },
        }),
      );
    }
    accepted.push(now);
    const id = new URL(
      typeof input === 'string' || input instanceof URL ? input : input.url,
    ).pathname
      .split('/')
      .at(-1);
    return Promise.resolve(
      new Response(
        JSON.stringify({
          data: { type: 'CheckIn', id, attributes: { number: Number(id) } },
          included: [],
          meta: {},
        }),
        { status: 200, headers: headers(inWindow.length + 1) },
      ),
    );
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    accepted,
    refusedAt,
    get rejected() {
      return rejected;
    },
    change(next: { limit: number; periodSeconds: number; periodText: string }) {
      ({ limit, periodSeconds, periodText } = next);
    },
  };
}

/** The most of `times` (ascending) in any window of `periodMs`. */
function busiestWindow(times: readonly number[], periodMs: number): number {
  let most = 0;
  for (const end of times) {
    most = Math.max(most, times.filter((t) => t > end - periodMs && t <= end).length);
  }
  return most;
}

describe('a limit that changes mid-run', () => {
  it('follows a lower limit and a longer period ("20 seconds" to "1 minute") from its first answer on', async () => {
    const clock = new FakeClock();
    const service = createChangingService(clock, {
      limit: 10,
      periodSeconds: 20,
      periodText: '20 seconds',
    });
    const client = createClient({ baseUrl, fetch: service.fetch, clock });
    let changedAt = 0;
    let acceptedBefore = 0;
    const walk = async () => {
      for (let i = 0; i < 40; i++) {
        if (i === 15) {
          // The service lowers the limit and lengthens the period between two requests.
          service.change({ limit: 4, periodSeconds: 60, periodText: '1 minute' });
          changedAt = clock.now();
          acceptedBefore = service.accepted.length;
        }
        const record = await client.get('/check_ins/v2/check_ins', { id: String(1000 + i) });
        expect(record?.id).toBe(String(1000 + i));
      }
    };
    await clock.runUntil(walk());

    expect(service.accepted).toHaveLength(40);
    // The first request after the change meets the new limit at once (the service still counts
    // the earlier ones); from its answer on, the pacer keeps to 4 per minute.
    expect(service.rejected).toBe(1);
    expect(service.refusedAt.every((t) => t === changedAt)).toBe(true);
    const afterChange = service.accepted.slice(acceptedBefore);
    expect(afterChange).toHaveLength(25);
    expect(busiestWindow(afterChange, 60_000)).toBe(4);
    // And it uses the new budget: 25 requests at 4 per minute need six more minutes, not much more.
    const elapsedAfterChange = (service.accepted.at(-1) ?? 0) - changedAt;
    expect(elapsedAfterChange).toBeGreaterThanOrEqual(6 * 60_000);
    expect(elapsedAfterChange).toBeLessThan(8 * 60_000);
  });

  it('never sends faster than a lower limit reported mid-run, for concurrent callers', async () => {
    const clock = new FakeClock();
    const service = createChangingService(clock, {
      limit: 20,
      periodSeconds: 2,
      periodText: '2 seconds',
    });
    const client = createClient({ baseUrl, fetch: service.fetch, clock });
    let changedAt = 0;
    let acceptedBefore = 0;
    const calls = Array.from({ length: 120 }, async (_, i) => {
      const record = await client.get('/check_ins/v2/check_ins', { id: String(1000 + i) });
      if (service.accepted.length >= 30 && changedAt === 0) {
        service.change({ limit: 5, periodSeconds: 2, periodText: '2 seconds' });
        changedAt = clock.now();
        acceptedBefore = service.accepted.length;
      }
      return record;
    });
    const records = await clock.runUntil(Promise.all(calls));

    expect(records.map((r) => r?.id)).toEqual(calls.map((_, i) => String(1000 + i)));
    expect(changedAt).toBeGreaterThan(0);
    // From the change on, no window holds more than the new limit: the pacer took 5 per 2 s from
    // the service's answers, not the 20 it had learned first.
    const afterChange = service.accepted.slice(acceptedBefore);
    expect(afterChange.length).toBeGreaterThanOrEqual(80);
    expect(busiestWindow(afterChange, 2000)).toBeLessThanOrEqual(5);
    // Only requests already on their way when the service changed its mind can meet a 429.
    expect(service.refusedAt.every((t) => t === changedAt)).toBe(true);
    // 90 requests after the change at 5 per 2 s: about 36 s, so it uses the new budget fully.
    const elapsedAfterChange = (service.accepted.at(-1) ?? 0) - changedAt;
    expect(elapsedAfterChange).toBeGreaterThanOrEqual(30_000);
    expect(elapsedAfterChange).toBeLessThan(45_000);
  });
});

describe('slotWaits', () => {
  /** The plain reading: copy the window, append each request at the time its slot opens. */
  function naive(view: WindowView, count: number): number[] {
    const { limit, periodMs, now } = view;
    const earliest = Math.max(now, view.blockedUntil);
    const times = view.entries.filter((t) => periodMs === undefined || t > now - periodMs);
    const waits: number[] = [];
    for (let i = 0; i < count; i++) {
      const leaving = limit === undefined ? undefined : times[times.length - limit];
      const at =
        leaving === undefined || periodMs === undefined
          ? earliest
          : Math.max(earliest, leaving + periodMs);
      times.push(at);
      waits.push(at - now);
    }
    return waits;
  }

  it('agrees with the plain reading of the window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 60 }),
        fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 12_000 }),
        fc.integer({ min: 0, max: 15_000 }),
        fc.integer({ min: 0, max: 30 }),
        (times, limit, periodMs, now, blockedUntil, count) => {
          const view = {
            entries: [...times].sort((a, b) => a - b),
            limit,
            periodMs,
            blockedUntil,
            now,
          };
          expect(slotWaits(view, count)).toEqual(naive(view, count));
        },
      ),
    );
  });

  it('a full window of 100 in 60 s: the next request waits until the oldest entry leaves', () => {
    const entries = Array.from({ length: 100 }, (_, i) => i * 10);
    expect(
      slotWaits({ entries, limit: 100, periodMs: 60_000, blockedUntil: 0, now: 1_000 }, 2),
    ).toEqual([59_000, 59_010]);
  });
});
