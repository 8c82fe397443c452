/**
 * Two proxy instances sharing one real redis-server, in front of the real sandbox over HTTP:
 * sessions, token refreshes, logout and each user's rate budget are shared; a Redis crash answers
 * 503 and loses no session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox/server';
import {
  clientId,
  clientSecret,
  hours,
  sessionSecret,
  staffEmail,
  staffPassword,
  TestClock,
} from './auth/testing/harness';
import { loadConfig } from './config';
import type { Env } from './config';
import { startInstance, startRedisServer } from './testing/redis-harness';
import type { RedisServer, RunningInstance } from './testing/redis-harness';

const publicOrigin = 'http://localhost:8080';
const apiHeaders = { 'X-CSRF': '1', 'Sec-Fetch-Site': 'same-origin' };

/** The real sandbox on a test clock, counting the refresh-token grants it receives. */
async function startCountingSandbox(
  options: { clock?: TestClock; limit?: number; periodSeconds?: number } = {},
) {
  const sandbox = await createSandbox({
    file: ':memory:',
    clock: options.clock,
    config: {
      rateLimit: { limit: options.limit ?? 100_000, periodSeconds: options.periodSeconds ?? 60 },
      oauthApplications: [
        {
          name: 'Narthex test',
          clientId,
          clientSecret,
          redirectUris: [`${publicOrigin}/auth/callback`],
        },
      ],
    },
  });
  const counts = { refreshGrants: 0 };
  const counted: number[] = [];
  const arrivedAt = new WeakMap<object, number>();
  let arrivals = 0;
  sandbox.app.addHook('preHandler', async (request) => {
    const body = request.body as { grant_type?: unknown } | undefined;
    if (request.url === '/oauth/token' && body?.grant_type === 'refresh_token') {
      counts.refreshGrants += 1;
    }
  });
  sandbox.app.addHook('onRequest', async (request) => {
    if (!/^\/(people|check_ins|giving)\/v2/.test(request.url)) return;
    arrivals += 1;
    arrivedAt.set(request, Date.now());
  });
  sandbox.app.addHook('onResponse', async (request, reply) => {
    const at = arrivedAt.get(request);
    if (at !== undefined && reply.statusCode !== 429) counted.push(at);
  });
  const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    counts,
    counted,
    arrivals: () => arrivals,
    close: async () => {
      await sandbox.app.close();
      sandbox.ctx.db.close();
    },
  };
}

/** A browser behind the load balancer: one cookie jar, whichever instance answers. */
class Client {
  readonly jar = new Map<string, string>();

  async fetch(base: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size > 0) {
      headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await fetch(`${base}${path}`, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(header)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  api(base: string, path = '/api/people/v2'): Promise<Response> {
    return this.fetch(base, path, { headers: apiHeaders });
  }

  async session(base: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await this.fetch(base, '/auth/session', { headers: apiHeaders });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
}

/** Starts the sign-in on `first`, and lets the service's redirect back land on `second`. */
async function signIn(client: Client, first: string, second: string): Promise<void> {
  const login = await client.fetch(first, '/auth/login');
  expect(login.status).toBe(302);
  const authorizeUrl = login.headers.get('location') ?? '';
  const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
  form.set('email', staffEmail);
  form.set('password', staffPassword);
  form.set('decision', 'allow');
  const consent = await fetch(new URL('/oauth/authorize', authorizeUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location') ?? '');
  expect(callback.origin).toBe(publicOrigin);
  const done = await client.fetch(second, `${callback.pathname}${callback.search}`);
  expect(done.status).toBe(302);
}

/** The most arrivals in any window of `periodMs` (a window ending at each arrival). */
function busiestWindow(arrivals: readonly number[], periodMs: number): number {
  const sorted = [...arrivals].sort((x, y) => x - y);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[start] ?? 0) <= (sorted[end] ?? 0) - periodMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { errors: { code: string; detail: string }[] }).errors[0];

describe('two proxy instances sharing Redis', () => {
  let redis: RedisServer;

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis.close();
  });

  it('both instances together never exceed the upstream limit of one user', async () => {
    const limit = 20;
    const sandbox = await startCountingSandbox({ limit, periodSeconds: 2 });
    const env: Env = {
      API_BASE_URL: sandbox.url,
      API_DIALECT: 'spec',
      PAT_APP_ID: 'sandbox',
      PAT_SECRET: 'sandbox-secret',
      PUBLIC_ORIGIN: publicOrigin,
      // Each instance is reached at its own loopback address, as a load balancer would.
      ALLOWED_HOSTS: '127.0.0.1',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'pacing-test:',
    };
    const a = await startInstance(loadConfig(env));
    const b = await startInstance(loadConfig(env));
    try {
      const statuses: number[] = [];
      // Two callers on each instance, all the same upstream user, each walking 20 pages.
      const walk = async (base: string) => {
        let path: string | undefined = '/api/people/v2/people?per_page=1';
        for (let page = 0; page < 20 && path; page++) {
          const response = await fetch(`${base}${path}`, { headers: apiHeaders });
          statuses.push(response.status);
          const body = (await response.json()) as { links?: { next?: string } };
          path = body.links?.next?.slice(publicOrigin.length);
        }
      };
      await Promise.all([walk(a.url), walk(b.url), walk(a.url), walk(b.url)]);

      expect(statuses).toHaveLength(80);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(sandbox.counted).toHaveLength(80);
      expect(busiestWindow(sandbox.counted, 2000)).toBeLessThanOrEqual(limit);
      // Pacing, not retrying, kept it under: at most one stray 429 from timing jitter.
      expect(sandbox.arrivals() - sandbox.counted.length).toBeLessThanOrEqual(1);
    } finally {
      await a.close();
      await b.close();
      await sandbox.close();
    }
  }, 60_000);

  describe('sessions, refresh and logout', () => {
    const clock = new TestClock();
    let sandbox: Awaited<ReturnType<typeof startCountingSandbox>>;
    let a: RunningInstance;
    let b: RunningInstance;

    beforeAll(async () => {
      sandbox = await startCountingSandbox({ clock });
      const env: Env = {
        API_BASE_URL: sandbox.url,
        API_DIALECT: 'spec',
        OAUTH_CLIENT_ID: clientId,
        OAUTH_CLIENT_SECRET: clientSecret,
        OAUTH_REDIRECT_URI: `${publicOrigin}/auth/callback`,
        PUBLIC_ORIGIN: publicOrigin,
        ALLOWED_HOSTS: '127.0.0.1',
        SESSION_SECRET: sessionSecret,
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: 'sessions-test:',
      };
      a = await startInstance(loadConfig(env), { clock });
      b = await startInstance(loadConfig(env), { clock });
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      await sandbox.close();
    });

    it('a session made through one instance works through the other', async () => {
      const client = new Client();
      await signIn(client, a.url, b.url);
      for (const instance of [a, b, a]) {
        const response = await client.api(instance.url);
        expect(response.status).toBe(200);
      }
      const onA = await client.session(a.url);
      expect(onA.body).toMatchObject({ signedIn: true, user: { email: staffEmail } });
    });

    it('50 concurrent requests over both instances on an expired token make exactly one token call', async () => {
      const client = new Client();
      await signIn(client, b.url, a.url);
      expect((await client.api(a.url)).status).toBe(200);
      const before = sandbox.counts.refreshGrants;

      // Past the 2-hour access token (for the proxy and the service alike), within the idle limit.
      clock.advance(hours(3));
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => client.api(i % 2 === 0 ? a.url : b.url)),
      );

      expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 50 }, () => 200));
      expect(sandbox.counts.refreshGrants - before).toBe(1);
      // And the session goes on with the new tokens on both.
      expect((await client.api(a.url)).status).toBe(200);
      expect((await client.api(b.url)).status).toBe(200);
      expect(sandbox.counts.refreshGrants - before).toBe(1);
    });

    it('logout through one instance ends the session on both', async () => {
      const client = new Client();
      await signIn(client, a.url, a.url);
      const cookies = new Map(client.jar);
      expect((await client.api(b.url)).status).toBe(200);

      const logout = await client.fetch(a.url, '/auth/logout', {
        method: 'POST',
        headers: apiHeaders,
      });
      expect(logout.status).toBe(204);

      // The old cookie, replayed to either instance, opens nothing.
      const replay = new Client();
      for (const [name, value] of cookies) replay.jar.set(name, value);
      for (const instance of [b, a]) {
        const response = await replay.api(instance.url);
        expect(response.status).toBe(401);
        expect((await errorOf(response))?.code).toBe('not_signed_in');
        replay.jar.clear();
        for (const [name, value] of cookies) replay.jar.set(name, value);
      }
      expect((await replay.session(b.url)).body).toMatchObject({ signedIn: false });
    });

    it('a Redis crash mid-run answers 503, signs nobody out, and loses no session', async () => {
      const clients = [new Client(), new Client()];
      await signIn(clients[0] as Client, a.url, b.url);
      await signIn(clients[1] as Client, b.url, a.url);
      for (const client of clients) expect((await client.api(b.url)).status).toBe(200);

      await redis.kill();
      for (const client of clients) {
        for (const instance of [a, b]) {
          const response = await client.api(instance.url);
          expect(response.status).toBe(503);
          expect(response.headers.get('retry-after')).toBe('5');
          const error = await errorOf(response);
          expect(error?.code).toBe('store_unavailable');
          expect(error?.detail).toMatch(/session store.*still signed in.*nothing was lost/);
          const session = await client.session(instance.url);
          expect(session.status).toBe(503);
          // The rules editor's GID lookup signs in the same way, and answers the same.
          const lookup = await client.api(instance.url, '/api/tracker/projects/1/sections');
          expect(lookup.status).toBe(503);
          expect((await errorOf(lookup))?.code).toBe('store_unavailable');
        }
      }
      // The 503s cleared no cookie.
      for (const client of clients) expect(client.jar.size).toBe(1);

      await redis.restart();
      // Both instances reconnect by themselves; every session is there, on both.
      const deadline = Date.now() + 10_000;
      for (const instance of [a, b]) {
        while ((await (clients[0] as Client).api(instance.url)).status === 503) {
          if (Date.now() > deadline) throw new Error('the instance did not recover');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      for (const client of clients) {
        for (const instance of [a, b]) {
          expect((await client.api(instance.url)).status).toBe(200);
          expect((await client.session(instance.url)).body).toMatchObject({ signedIn: true });
        }
      }
      // The tokens survived intact: a refresh after the restart still works.
      const before = sandbox.counts.refreshGrants;
      clock.advance(hours(3));
      for (const client of clients) expect((await client.api(a.url)).status).toBe(200);
      expect(sandbox.counts.refreshGrants - before).toBe(2);
    }, 30_000);
  });
});
