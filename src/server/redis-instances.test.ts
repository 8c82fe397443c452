/**
 * Two proxy instances sharing one real redis-server, in front of the real sandbox over HTTP:
 * sessions, token refreshes and logout are shared; a Redis crash answers 503 and loses no
 * session. Each user's shared rate budget is pacing.test.ts's ("the pacer with budgets in
 * Redis, shared by two instances").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hours, staffEmail, TestClock } from './auth/testing/harness';
import { loadConfig } from './config';
import type { Env } from './config';
import { startInstance, startRedisServer } from './testing/redis-harness';
import type { RedisServer, RunningInstance } from './testing/redis-harness';
import { apiHeaders, oauthInstanceEnv } from './testing/proxy-harness';
import { Client, signIn, startOAuthSandbox } from './testing/session-client';

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

  describe('sessions, refresh and logout', () => {
    const clock = new TestClock();
    let sandbox: Awaited<ReturnType<typeof startOAuthSandbox>>;
    let a: RunningInstance;
    let b: RunningInstance;

    beforeAll(async () => {
      sandbox = await startOAuthSandbox({ clock });
      const env: Env = {
        ...oauthInstanceEnv(sandbox.url),
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
    });
  });
});
