import { describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox/server';
import {
  apiHeaders,
  defaultAnswer,
  errorCode,
  publicOrigin,
  rateHeaders,
  rawRequest,
  startProxy,
  startRecordingUpstream,
} from './testing/proxy-harness';

/**
 * A sandbox with its own rate limit that records when each API request arrived, and which of
 * them it counted (a refused request, 429, is not counted: decisions D22).
 */
async function startCountingSandbox(limit: number, periodSeconds: number) {
  const sandbox = await createSandbox({
    file: ':memory:',
    config: { rateLimit: { limit, periodSeconds } },
  });
  const arrivals: number[] = [];
  const counted: number[] = [];
  const arrivedAt = new WeakMap<object, number>();
  sandbox.app.addHook('onRequest', async (request) => {
    if (!/^\/(people|check_ins|giving)\/v2/.test(request.url)) return;
    const now = Date.now();
    arrivals.push(now);
    arrivedAt.set(request, now);
  });
  sandbox.app.addHook('onResponse', async (request, reply) => {
    const at = arrivedAt.get(request);
    if (at !== undefined && reply.statusCode !== 429) counted.push(at);
  });
  const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    arrivals,
    counted,
    close: async () => {
      await sandbox.app.close();
      sandbox.ctx.db.close();
    },
  };
}

/** The most arrivals in any window of `periodMs` (a window ending at each arrival). */
function busiestWindow(arrivals: readonly number[], periodMs: number): number {
  const sorted = [...arrivals].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[start] ?? 0) <= (sorted[end] ?? 0) - periodMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

describe('per-user pacing through the proxy', () => {
  it('two callers of one user walking 100 pages each never meet a 429 nor exceed the limit', async () => {
    const sandbox = await startCountingSandbox(20, 2);
    const proxy = await startProxy({ apiBaseUrl: sandbox.url });
    try {
      const statuses: number[] = [];
      const counts: number[] = [];
      const walk = async () => {
        let path: string | undefined = '/api/people/v2/people?per_page=1';
        for (let page = 0; page < 100 && path; page++) {
          const res = await rawRequest(proxy.url, { path, headers: apiHeaders });
          statuses.push(res.status);
          counts.push(Number(res.headers['x-svc-api-request-rate-count']));
          const next = (res.json as { links?: { next?: string } }).links?.next;
          path = next?.slice(publicOrigin.length);
        }
      };
      await Promise.all([walk(), walk()]);

      expect(statuses).toHaveLength(200);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(Math.max(...counts)).toBeLessThanOrEqual(20);
      expect(sandbox.counted).toHaveLength(200);
      expect(busiestWindow(sandbox.counted, 2000)).toBeLessThanOrEqual(20);
      // Pacing, not retrying, keeps it under: at most one stray 429 from timing jitter (the
      // proxy, the sandbox and both callers share one busy event loop here), absorbed by a retry.
      expect(sandbox.arrivals.length - sandbox.counted.length).toBeLessThanOrEqual(1);
    } finally {
      await proxy.close();
      await sandbox.close();
    }
  }, 60_000);

  it("an upstream 429 with Retry-After pauses that user's queue, then retries", async () => {
    const upstream = await startRecordingUpstream((_request, index) => {
      if (index > 0) {
        const answer = defaultAnswer('http://upstream.test');
        return { ...answer, headers: { ...answer.headers, ...rateHeaders(index, 100, 60) } };
      }
      return {
        status: 429,
        headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
        body: '{"errors":[{"status":"429"}]}',
      };
    });
    const proxy = await startProxy({ apiBaseUrl: upstream.url });
    try {
      const started = Date.now();
      const first = rawRequest(proxy.url, { path: '/api/people/v2/people', headers: apiHeaders });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const second = rawRequest(proxy.url, { path: '/api/people/v2/emails', headers: apiHeaders });
      const [a, b] = await Promise.all([first, second]);

      expect([a.status, b.status]).toEqual([200, 200]);
      expect(upstream.requests).toHaveLength(3);
      const [blocked, ...after] = upstream.requests;
      expect(blocked?.url).toBe('/people/v2/people');
      for (const request of after) {
        expect(request.at - (blocked?.at ?? 0)).toBeGreaterThanOrEqual(1000);
      }
      expect(after.map((r) => r.url).sort()).toEqual(['/people/v2/emails', '/people/v2/people']);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('answers 429 with Retry-After when the budget stays used up past the bounded wait', async () => {
    const sandbox = await startCountingSandbox(2, 60);
    const proxy = await startProxy({ apiBaseUrl: sandbox.url, maxWaitSeconds: 1 });
    try {
      const get = () =>
        rawRequest(proxy.url, { path: '/api/people/v2/people?per_page=1', headers: apiHeaders });
      expect((await get()).status).toBe(200);
      expect((await get()).status).toBe(200);

      const started = Date.now();
      const refused = await get();
      const waited = Date.now() - started;
      expect(refused.status).toBe(429);
      expect(errorCode(refused.json)).toBe('rate_limited');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(61);
      expect(waited).toBeGreaterThanOrEqual(900);
      expect(waited).toBeLessThan(3000);
      // The proxy held the request back: the sandbox never saw a third one.
      expect(sandbox.arrivals).toHaveLength(2);
    } finally {
      await proxy.close();
      await sandbox.close();
    }
  });

  it("answers at once with the service's Retry-After when it is longer than the bounded wait", async () => {
    const upstream = await startRecordingUpstream(() => ({
      status: 429,
      headers: { 'Retry-After': '30', 'Content-Type': 'application/json' },
      body: '{"errors":[{"status":"429"}]}',
    }));
    const proxy = await startProxy({ apiBaseUrl: upstream.url, maxWaitSeconds: 1 });
    try {
      const started = Date.now();
      const res = await rawRequest(proxy.url, {
        path: '/api/people/v2/people',
        headers: apiHeaders,
      });
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('30');
      expect(Date.now() - started).toBeLessThan(900);
      expect(upstream.requests).toHaveLength(1);

      // The user's queue stays paused: the next request waits out the bound, never calling upstream.
      const next = await rawRequest(proxy.url, {
        path: '/api/people/v2/people',
        headers: apiHeaders,
      });
      expect(next.status).toBe(429);
      expect(Number(next.headers['retry-after'])).toBeGreaterThanOrEqual(28);
      expect(upstream.requests).toHaveLength(1);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});
