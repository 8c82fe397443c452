/**
 * The proxy's pacer over HTTP, in front of the real sandbox with a small limit and period, with
 * budgets in this process and in a real redis-server shared by two instances: a burst
 * waits as long as the window needs within the bound derived from the service's period, past
 * it the answer is 429 at once with the seconds until a slot opens, and the sessions of one
 * user take turns.
 *
 * Budgets in this process wait on a fake clock that the sandbox (or the recording upstream)
 * shares, so the periods pass at once and every time is exact (FakeClock.runWithIo moves it
 * only while everyone waits on it). Redis times its budgets by its own clock, so those tests
 * wait their periods out in real time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../api/rate-pacer';
import type { Clock } from '../api/rate-pacer';
import { FakeClock } from '../api/testing/fake-clock';
import type { SandboxClock } from '../sandbox/context';
import { clientId, clientSecret, sessionSecret } from './auth/testing/harness';
import { loadConfig } from './config';
import type { Env } from './config';
import { busiestWindow, startCountingSandbox } from './testing/counting-sandbox';
import type { CountingSandbox } from './testing/counting-sandbox';
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

const limited = (limit: number, periodSeconds: number, clock?: SandboxClock) =>
  startCountingSandbox({ clock, config: { rateLimit: { limit, periodSeconds } } });

/** Resolves once `check` holds, polling every 10 ms (at most `ms`). */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The clock a test's servers share, and how the test lets work finish on it. */
interface Timing {
  clock: Clock;
  run<T>(work: Promise<T>): Promise<T>;
}

/** A fake clock that moves whenever everyone waits on it and the sandbox is answering nothing. */
const onFakeClock = (clock: FakeClock, sandbox: Pick<CountingSandbox, 'answering'>): Timing => ({
  clock,
  run: (work) => clock.runWithIo(work, { busy: () => sandbox.answering() > 0 }),
});

const inRealTime: Timing = { clock: systemClock, run: (work) => work };

describe('per-user pacing through the proxy', () => {
  it('two callers of one user walking 50 pages each never meet a 429, exceed the limit, nor go slower than it', async () => {
    const clock = new FakeClock();
    const sandbox = await limited(10, 2, clock);
    const proxy = await startProxy({ apiBaseUrl: sandbox.url, clock });
    const { run } = onFakeClock(clock, sandbox);
    try {
      const statuses: number[] = [];
      const counts: number[] = [];
      const walk = async () => {
        let path: string | undefined = '/api/people/v2/people?per_page=1';
        for (let page = 0; page < 50 && path; page++) {
          const res = await rawRequest(proxy.url, { path, headers: apiHeaders });
          statuses.push(res.status);
          counts.push(Number(res.headers['x-svc-api-request-rate-count']));
          const next = (res.json as { links?: { next?: string } }).links?.next;
          path = next?.slice(publicOrigin.length);
        }
      };
      await run(Promise.all([walk(), walk()]));

      expect(statuses).toHaveLength(100);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(Math.max(...counts)).toBeLessThanOrEqual(10);
      expect(sandbox.counted).toHaveLength(100);
      expect(busiestWindow(sandbox.counted, 2000)).toBeLessThanOrEqual(10);
      // Pacing, not retrying, keeps it under: the service refused nothing.
      expect(sandbox.arrivals).toHaveLength(100);
      // At the full rate: ten windows of 10, each opening as the one before it leaves.
      const times = [...sandbox.counted].sort((a, b) => a - b);
      expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBe(9 * 2000);
    } finally {
      await proxy.close();
      await sandbox.close();
    }
  });

  it("an upstream 429 with Retry-After pauses that user's queue, then retries", async () => {
    const clock = new FakeClock();
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
    }, clock);
    const proxy = await startProxy({ apiBaseUrl: upstream.url, clock });
    try {
      const started = clock.now();
      const first = rawRequest(proxy.url, { path: '/api/people/v2/people', headers: apiHeaders });
      // The first has met the 429 and waits on the clock to retry; then a second one comes.
      await until(() => clock.pendingTimers > 0);
      const second = rawRequest(proxy.url, { path: '/api/people/v2/emails', headers: apiHeaders });
      const [a, b] = await clock.runWithIo(Promise.all([first, second]));

      expect([a.status, b.status]).toEqual([200, 200]);
      expect(upstream.requests).toHaveLength(3);
      const [blocked, ...after] = upstream.requests;
      expect(blocked?.url).toBe('/people/v2/people');
      for (const request of after) {
        expect(request.at - (blocked?.at ?? 0)).toBe(1000);
      }
      expect(after.map((r) => r.url).sort()).toEqual(['/people/v2/emails', '/people/v2/people']);
      expect(clock.now() - started).toBe(1000);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('answers 429 at once, with the exact seconds until a slot opens, when that is past UPSTREAM_MAX_WAIT_SECONDS', async () => {
    const clock = new FakeClock();
    const sandbox = await limited(2, 60, clock);
    const proxy = await startProxy({ apiBaseUrl: sandbox.url, maxWaitSeconds: 1, clock });
    const { run } = onFakeClock(clock, sandbox);
    try {
      const get = () =>
        run(
          rawRequest(proxy.url, { path: '/api/people/v2/people?per_page=1', headers: apiHeaders }),
        );
      const first = clock.now();
      expect((await get()).status).toBe(200);
      await clock.advance(10_000);
      expect((await get()).status).toBe(200);
      await clock.advance(15_000);

      const started = clock.now();
      const refused = await get();
      expect(refused.status).toBe(429);
      expect(errorCode(refused.json)).toBe('rate_limited');
      // The first request's slot opens a period after it was answered (35 s from now), not a
      // fixed 60 s from now.
      expect(sandbox.counted[0]).toBe(first);
      expect(refused.headers['retry-after']).toBe('35');
      // At once: the wait is known to be too long, so nothing is waited out.
      expect(clock.now()).toBe(started);
      // The proxy held the request back: the sandbox never saw a third one.
      expect(sandbox.arrivals).toHaveLength(2);
    } finally {
      await proxy.close();
      await sandbox.close();
    }
  });

  it("answers at once with the service's Retry-After when it is longer than the bounded wait", async () => {
    const clock = new FakeClock();
    const upstream = await startRecordingUpstream(
      () => ({
        status: 429,
        headers: { 'Retry-After': '30', 'Content-Type': 'application/json' },
        body: '{"errors":[{"status":"429"}]}',
      }),
      clock,
    );
    const proxy = await startProxy({ apiBaseUrl: upstream.url, maxWaitSeconds: 1, clock });
    try {
      const get = () =>
        clock.runWithIo(
          rawRequest(proxy.url, { path: '/api/people/v2/people', headers: apiHeaders }),
        );
      const started = clock.now();
      const res = await get();
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('30');
      expect(clock.now()).toBe(started);
      expect(upstream.requests).toHaveLength(1);

      // The user's queue stays paused: the next request, 2 s on, is refused at once with what
      // is left of the wait, never calling upstream.
      await clock.advance(2_000);
      const next = await get();
      expect(next.status).toBe(429);
      expect(next.headers['retry-after']).toBe('28');
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

  /** The sandbox's clock: a fake one for budgets in this process; Redis keeps its own time. */
  const sandboxClock = () => (shared ? undefined : new FakeClock());
  const timingOf = (clock: FakeClock | undefined, sandbox: CountingSandbox): Timing =>
    clock ? onFakeClock(clock, sandbox) : inRealTime;

  /** Two instances sharing Redis, or one instance twice; PAT mode unless `oauth`. */
  async function startProxies(sandboxUrl: string, clock: FakeClock | undefined, oauth = false) {
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
    const clocks = clock ? { clock, pacingClock: clock } : {};
    const first = await startInstance(loadConfig(env), clocks);
    const second = redis ? await startInstance(loadConfig(env), clocks) : first;
    return {
      urls: [first.url, second.url] as const,
      close: async () => {
        await first.close();
        if (second !== first) await second.close();
      },
    };
  }

  const get = (clock: Clock, base: string, path: string) =>
    fetch(`${base}${path}`, { headers: apiHeaders }).then(async (response) => ({
      status: response.status,
      retryAfter: Number(response.headers.get('retry-after')),
      code: errorCode(await response.json()),
      at: clock.now(),
    }));
  const page = (i: number) => `/api/people/v2/people?per_page=1&offset=${i}`;

  it('a burst beyond the limit waits as long as the window needs (the bound follows the period) and succeeds', async () => {
    const limit = 4;
    const periodSeconds = 2;
    const fake = sandboxClock();
    const sandbox = await limited(limit, periodSeconds, fake);
    const { clock, run } = timingOf(fake, sandbox);
    // No UPSTREAM_MAX_WAIT_SECONDS: the bound is one 2 s period plus the margin.
    const proxies = await startProxies(sandbox.url, fake);
    try {
      const answers = await run(
        Promise.all(
          Array.from({ length: 3 * limit }, (_, i) =>
            get(clock, proxies.urls[i % 2] ?? '', page(i)),
          ),
        ),
      );
      expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
      expect(sandbox.counted).toHaveLength(3 * limit);
      expect(busiestWindow(sandbox.counted, periodSeconds * 1000)).toBeLessThanOrEqual(limit);
      expect(sandbox.arrivals.length - sandbox.counted.length).toBeLessThanOrEqual(shared ? 1 : 0);
      // Three windows' worth took the two periods it had to.
      const times = [...sandbox.counted].sort((a, b) => a - b);
      expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(
        2 * periodSeconds * 1000 - (shared ? 100 : 0),
      );
    } finally {
      await proxies.close();
      await sandbox.close();
    }
  });

  it('past the derived bound, a request is refused at once with the exact Retry-After, and a slot is there when it comes back', async () => {
    const periodMs = 2_000;
    const fake = sandboxClock();
    const sandbox = await limited(2, periodMs / 1000, fake);
    const { clock, run } = timingOf(fake, sandbox);
    const proxies = await startProxies(sandbox.url, fake);
    const [first, second] = proxies.urls;
    try {
      // The first answer teaches the proxy the limit and the period (bound: 2 s + 5 s).
      expect((await run(get(clock, first, page(0)))).status).toBe(200);
      const sent = clock.now();
      const answers = await run(
        Promise.all(Array.from({ length: 10 }, (_, i) => get(clock, first, page(i + 1)))),
      );
      // Two slots a period: requests up to 7 s away wait, those 8 s away do not.
      expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(3);
      for (const answer of refused) {
        expect(answer.at - sent).toBeLessThan(shared ? 1_000 : 1);
        expect(answer.code).toBe('rate_limited');
        expect(answer.retryAfter).toBeGreaterThanOrEqual(shared ? 7 : 8);
        expect(answer.retryAfter).toBeLessThanOrEqual(shared ? 9 : 8);
      }
      expect(sandbox.counted).toHaveLength(8);
      expect(busiestWindow(sandbox.counted, periodMs)).toBeLessThanOrEqual(2);

      // Coming back after Retry-After (to the other instance, when shared), the slot is open.
      const back = refused[0];
      const comeBack = (back?.at ?? 0) + (back?.retryAfter ?? 0) * 1000 - clock.now();
      await run(clock.sleep(Math.max(0, comeBack)));
      const again = clock.now();
      expect((await run(get(clock, second, page(11)))).status).toBe(200);
      expect(clock.now() - again).toBeLessThan(shared ? 1_000 : 1);
      expect(busiestWindow(sandbox.counted, periodMs)).toBeLessThanOrEqual(2);
    } finally {
      await proxies.close();
      await sandbox.close();
    }
  });

  it("two sessions of one user take turns: one session's backlog does not hold the other's requests back", async () => {
    const limit = 4;
    const periodSeconds = 2;
    const fake = sandboxClock();
    const sandbox = await startOAuthSandbox({ limit, periodSeconds, clock: fake });
    const { run } = timingOf(fake, sandbox);
    const proxies = await startProxies(sandbox.url, fake, true);
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
      const statuses = (await run(Promise.all([...flood, ...turns]))).map((r) => r.status);
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
  });
});
