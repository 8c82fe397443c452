/**
 * The proxy's pacer over HTTP, in front of the real sandbox with a small limit and period, with
 * budgets in this process and in a real redis-server shared by two instances: a burst
 * waits as long as the window needs within the bound derived from the service's period, past
 * it the answer is 429 at once with the seconds until a slot opens, and the sessions of one
 * user take turns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientId, clientSecret, sessionSecret } from './auth/testing/harness';
import { loadConfig } from './config';
import type { Env } from './config';
import { busiestWindow, startCountingSandbox } from './testing/counting-sandbox';
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
import { startInstance, startRedisServer } from './testing/redis-harness';
import type { RedisServer } from './testing/redis-harness';
import { Client, signIn, startOAuthSandbox } from './testing/session-client';

const limited = (limit: number, periodSeconds: number) =>
  startCountingSandbox({ config: { rateLimit: { limit, periodSeconds } } });

/** Resolves once `check` holds, polling every 10 ms (at most `ms`). */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('per-user pacing through the proxy', () => {
  it('two callers of one user walking 100 pages each never meet a 429 nor exceed the limit', async () => {
    const sandbox = await limited(20, 2);
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

  it('answers 429 at once, with the exact seconds until a slot opens, when that is past UPSTREAM_MAX_WAIT_SECONDS', async () => {
    const sandbox = await limited(2, 60);
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
      // The first request's slot opens a period after it was answered, not a fixed 60 s from now.
      const opensIn = ((sandbox.counted[0] ?? 0) + 60_000 - started) / 1000;
      expect(Math.abs(retryAfter - opensIn)).toBeLessThanOrEqual(1);
      // At once: the wait is known to be too long, so nothing is waited out.
      expect(waited).toBeLessThan(900);
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

      // The user's queue stays paused: the next request is refused at once, never calling upstream.
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

/** Where the budgets live: this process (one instance), or Redis shared by two instances. */
const budgetKinds = [
  { where: 'in this process', shared: false },
  { where: 'in Redis, shared by two instances', shared: true },
] as const;

describe.each(budgetKinds)('the pacer with budgets $where', ({ shared }) => {
  let redis: RedisServer | undefined;
  let prefix = 0;

  beforeAll(async () => {
    if (shared) redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.close();
  });

  /** Two instances sharing Redis, or one instance twice; PAT mode unless `oauth`. */
  async function startProxies(sandboxUrl: string, oauth = false) {
    const auth: Env = oauth
      ? {
          OAUTH_CLIENT_ID: clientId,
          OAUTH_CLIENT_SECRET: clientSecret,
          OAUTH_REDIRECT_URI: `${publicOrigin}/auth/callback`,
          SESSION_SECRET: sessionSecret,
        }
      : { PAT_APP_ID: 'sandbox', PAT_SECRET: 'sandbox-secret' };
    const env: Env = {
      API_BASE_URL: sandboxUrl,
      API_DIALECT: 'spec',
      PUBLIC_ORIGIN: publicOrigin,
      ALLOWED_HOSTS: '127.0.0.1',
      ...auth,
      ...(redis
        ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `pacer-${(prefix += 1)}:` }
        : { SESSION_DB: ':memory:' }),
    };
    const first = await startInstance(loadConfig(env));
    const second = redis ? await startInstance(loadConfig(env)) : first;
    return {
      urls: [first.url, second.url] as const,
      close: async () => {
        await first.close();
        if (second !== first) await second.close();
      },
    };
  }

  const get = (base: string, path: string) =>
    fetch(`${base}${path}`, { headers: apiHeaders }).then(async (response) => ({
      status: response.status,
      retryAfter: Number(response.headers.get('retry-after')),
      code: errorCode(await response.json()),
      at: Date.now(),
    }));
  const page = (i: number) => `/api/people/v2/people?per_page=1&offset=${i}`;

  it('a burst beyond the limit waits as long as the window needs (the bound follows the period) and succeeds', async () => {
    const limit = 4;
    const periodSeconds = 2;
    const sandbox = await limited(limit, periodSeconds);
    // No UPSTREAM_MAX_WAIT_SECONDS: the bound is one 2 s period plus the margin.
    const proxies = await startProxies(sandbox.url);
    try {
      const answers = await Promise.all(
        Array.from({ length: 3 * limit }, (_, i) => get(proxies.urls[i % 2] ?? '', page(i))),
      );
      expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
      expect(sandbox.counted).toHaveLength(3 * limit);
      expect(busiestWindow(sandbox.counted, periodSeconds * 1000)).toBeLessThanOrEqual(limit);
      expect(sandbox.arrivals.length - sandbox.counted.length).toBeLessThanOrEqual(1);
      // Three windows' worth took the two periods it had to.
      const times = [...sandbox.counted].sort((a, b) => a - b);
      expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(
        2 * periodSeconds * 1000 - 100,
      );
    } finally {
      await proxies.close();
      await sandbox.close();
    }
  }, 30_000);

  it('past the derived bound, a request is refused at once with the exact Retry-After, and a slot is there when it comes back', async () => {
    const periodMs = 2_000;
    const sandbox = await limited(2, periodMs / 1000);
    const proxies = await startProxies(sandbox.url);
    const [first, second] = proxies.urls;
    try {
      // The first answer teaches the proxy the limit and the period (bound: 2 s + 5 s).
      expect((await get(first, page(0))).status).toBe(200);
      const sent = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => get(first, page(i + 1))),
      );
      // Two slots a period: requests up to 7 s away wait, those 8 s away do not.
      expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(3);
      for (const answer of refused) {
        expect(answer.at - sent).toBeLessThan(1_000);
        expect(answer.code).toBe('rate_limited');
        expect(answer.retryAfter).toBeGreaterThanOrEqual(7);
        expect(answer.retryAfter).toBeLessThanOrEqual(9);
      }
      expect(sandbox.counted).toHaveLength(8);
      expect(busiestWindow(sandbox.counted, periodMs)).toBeLessThanOrEqual(2);

      // Coming back after Retry-After (to the other instance, when shared), the slot is open.
      const back = refused[0];
      const comeBack = (back?.at ?? 0) + (back?.retryAfter ?? 0) * 1000 - Date.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, comeBack)));
      const again = Date.now();
      expect((await get(second, page(11))).status).toBe(200);
      expect(Date.now() - again).toBeLessThan(1_000);
      expect(busiestWindow(sandbox.counted, periodMs)).toBeLessThanOrEqual(2);
    } finally {
      await proxies.close();
      await sandbox.close();
    }
  }, 30_000);

  it("two sessions of one user take turns: one session's backlog does not hold the other's requests back", async () => {
    const limit = 4;
    const periodSeconds = 2;
    const sandbox = await startOAuthSandbox({ limit, periodSeconds });
    const proxies = await startProxies(sandbox.url, true);
    const [url] = proxies.urls;
    try {
      const [a, b] = [new Client(), new Client()];
      await signIn(a, url, url);
      await signIn(b, url, url);
      // Both sessions are the same upstream user: one budget, a queue each.
      const flood = Array.from({ length: 3 * limit }, (_, i) => a.api(url, page(i)));
      // Once a's first window has gone out, the rest of its burst is queued; then b asks.
      await until(() => sandbox.counted.length >= limit);
      const joined = sandbox.arrivals.length;
      const turns = Array.from({ length: 3 }, (_, i) =>
        b.api(url, `/api/people/v2/emails?per_page=1&offset=${i}`),
      );
      const statuses = (await Promise.all([...flood, ...turns])).map((r) => r.status);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);

      const order = sandbox.arrivals
        .slice(joined)
        .map((x) => (x.url.includes('/emails') ? 'b' : 'a'));
      // Round-robin: b's k-th request goes out within the first 2k + 2 after it joined, give or
      // take two for b's requests reaching the proxy late on a loaded machine; a first-come queue
      // would send all 8 of a's backlog first (b at 8, 9, 10).
      const bAt = order.flatMap((who, i) => (who === 'b' ? [i] : []));
      expect(bAt).toHaveLength(3);
      bAt.forEach((at, k) => expect(at).toBeLessThanOrEqual(2 * k + 4));
      expect(busiestWindow(sandbox.counted, periodSeconds * 1000)).toBeLessThanOrEqual(limit);
    } finally {
      await proxies.close();
      await sandbox.close();
    }
  }, 30_000);
});
