/**
 * The per-user rate limit over HTTP, with a small limit (5 per 60 s) and a clock the tests move:
 * the three rate headers, the 429 with Retry-After and its errors body, the sliding window,
 * separate budgets per user, and refused requests not being counted.
 *
 * In both dialects (catalog/dialects.ts): the headers are X-SVC-API-Request-Rate-* in the spec's
 * and X-PCO-API-Request-Rate-* in the real one, which writes the period in words (`60 seconds`)
 * on a 429 and on answers no app route gave; paths go out in the dialect's spelling.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realDialect, specDialect, toWirePath } from '../api/catalog/dialects';
import type { Dialect } from '../api/catalog/dialects';
import type { SandboxContext } from './context';
import { createSandbox } from './server';

const limit = 5;
const periodSeconds = 60;
const clientId = 'rate-test-client';
const clientSecret = 'rate-test-secret';
const redirectUri = 'http://localhost:8080/auth/callback';

const admin = { email: 'admin@sandbox.test', password: 'admin-password', personId: 1 };
const second = { email: 'second@sandbox.test', password: 'second-password', personId: 2 };

const basic = (user: string, secret: string) =>
  `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
const firstPat = basic('sandbox', 'sandbox-secret');
const secondPat = basic('second-pat', 'second-pat-secret');

const clock = {
  t: Date.UTC(2026, 10, 21, 12, 0, 0),
  now(): number {
    return this.t;
  },
};

describe.each([specDialect, realDialect])('$name dialect', (dialect: Dialect) => {
  let base: string;
  let ctx: SandboxContext;
  let close: () => Promise<void>;
  /** Bearer tokens: the admin (owner of both PATs), a second staff account, and it with people only. */
  let adminBearer: string;
  let secondBearer: string;
  let peopleOnlyBearer: string;

  interface Reply {
    status: number;
    headers: Headers;
    text: string;
  }

  interface ErrorBody {
    errors: { status?: string; code?: string; title?: string; detail?: string }[];
  }

  async function call(
    authorization: string | undefined,
    path = '/people/v2',
    init: { method?: string; body?: string | FormData; contentType?: string } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (authorization !== undefined) headers.authorization = authorization;
    if (init.contentType !== undefined) headers['content-type'] = init.contentType;
    const response = await fetch(`${base}${toWirePath(dialect, path)}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body,
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  function rateHeaders(reply: Reply) {
    return {
      count: reply.headers.get(dialect.rateHeaders.count),
      limit: reply.headers.get(dialect.rateHeaders.limit),
      period: reply.headers.get(dialect.rateHeaders.period),
    };
  }

  /**
   * The headers of the `count`th request of the window. `edge`: a 429, or an answer no app route
   * gave, where the real service writes the period in words.
   */
  const counted = (count: number, edge = false) => ({
    count: String(count),
    limit: String(limit),
    period: edge && dialect === realDialect ? `${periodSeconds} seconds` : String(periodSeconds),
  });

  const noRateHeaders = { count: null, limit: null, period: null };

  /** Asserts an allowed request and the count it was given. */
  async function allowed(authorization: string, count: number, path?: string): Promise<void> {
    const reply = await call(authorization, path);
    expect(reply.status, reply.text).toBe(200);
    expect(rateHeaders(reply)).toEqual(counted(count));
  }

  /** Asserts a refused request; answers its Retry-After in seconds. */
  async function refused(authorization: string): Promise<number> {
    const reply = await call(authorization);
    expect(reply.status, reply.text).toBe(429);
    expect(rateHeaders(reply)).toEqual(counted(limit + 1, true));
    const body = JSON.parse(reply.text) as ErrorBody;
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({
      code: '429',
      detail: `Rate limit exceeded: ${limit + 1} of ${limit} requests per ${periodSeconds} seconds`,
    });
    const retryAfter = reply.headers.get('Retry-After') ?? '';
    expect(retryAfter).toMatch(/^[1-9][0-9]*$/);
    return Number(retryAfter);
  }

  async function bearerFor(account: { email: string; password: string }, scope: string) {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const authorize = await fetch(`${base}/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: form,
      body: new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state: 'rate-test',
        decision: 'allow',
        email: account.email,
        password: account.password,
      }),
    });
    expect(authorize.status).toBe(302);
    const code = new URL(authorize.headers.get('location') ?? '').searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const token = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uri: redirectUri,
      }),
    });
    expect(token.status).toBe(200);
    return `Bearer ${((await token.json()) as { access_token: string }).access_token}`;
  }

  beforeAll(async () => {
    const sandbox = await createSandbox({
      file: ':memory:',
      clock,
      config: {
        dialect,
        rateLimit: { limit, periodSeconds },
        staff: [admin, second],
        personalAccessTokens: [
          { applicationId: 'sandbox', secret: 'sandbox-secret' },
          { applicationId: 'second-pat', secret: 'second-pat-secret' },
        ],
        oauthApplications: [
          { name: 'Rate test', clientId, clientSecret, redirectUris: [redirectUri] },
        ],
        accessTokenLifetimeSeconds: 30 * 24 * 3600,
      },
    });
    ctx = sandbox.ctx;
    base = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    close = async () => {
      await sandbox.app.close();
      ctx.db.close();
    };
    adminBearer = await bearerFor(admin, 'people check_ins giving');
    secondBearer = await bearerFor(second, 'people check_ins giving');
    peopleOnlyBearer = await bearerFor(second, 'people');
  });

  afterAll(async () => {
    await close();
  });

  // Every test starts with empty windows: the last request of the previous test is over a period ago.
  beforeEach(() => {
    clock.t += (periodSeconds + 1) * 1000;
  });

  describe('rate-limit headers', () => {
    it('every authenticated response carries count, limit and period, 2xx and 4xx alike', async () => {
      const requests: [string, string, { body?: string; contentType?: string }, number][] = [
        ['GET', '/people/v2', {}, 200],
        ['GET', '/people/v2/emails/999999', {}, 404],
        ['GET', '/people/v2/people?per_page=0', {}, 400],
        [
          'POST',
          '/people/v2/marital_statuses',
          {
            body: JSON.stringify({ data: { type: 'MaritalStatus', attributes: { value: 7 } } }),
            contentType: 'application/vnd.api+json',
          },
          422,
        ],
        ['PUT', '/people/v2/marital_statuses', {}, 405],
      ];
      for (const [index, [method, path, init, status]] of requests.entries()) {
        const reply = await call(firstPat, path, { method, ...init });
        expect(reply.status, `${method} ${path}: ${reply.text}`).toBe(status);
        expect(rateHeaders(reply)).toEqual(counted(index + 1));
      }
      // The refused 6th request carries them as well.
      await refused(firstPat);
    });

    it('answers no app route gave (404 under no app, 405 from the router) count and carry them', async () => {
      const edges: [string, string, number][] = [
        ['GET', '/no_such_app/v2', 404],
        ['DELETE', '/oauth/authorize', 405],
      ];
      for (const [index, [method, path, status]] of edges.entries()) {
        const reply = await call(firstPat, path, { method });
        expect(reply.status, `${method} ${path}: ${reply.text}`).toBe(status);
        expect(rateHeaders(reply)).toEqual(counted(index + 1, true));
      }
      // An app's own 404 writes the period bare.
      const appNotFound = await call(firstPat, '/people/v2/emails/999999');
      expect(appNotFound.status, appNotFound.text).toBe(404);
      expect(rateHeaders(appNotFound)).toEqual(counted(edges.length + 1));
    });

    it('the upload endpoint counts and carries the headers', async () => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('hello')], { type: 'text/plain' }), 'a.txt');
      const upload = await call(firstPat, '/v2/files', { method: 'POST', body: form });
      expect(upload.status, upload.text).toBe(201);
      expect(rateHeaders(upload)).toEqual(counted(1));
      await allowed(firstPat, 2);
    });

    it('an unauthenticated request is a 401 without the headers, and is not counted', async () => {
      for (const authorization of [undefined, basic('sandbox', 'wrong'), 'Bearer nope']) {
        const reply = await call(authorization);
        expect(reply.status).toBe(401);
        expect(rateHeaders(reply)).toEqual(noRateHeaders);
      }
      await allowed(firstPat, 1);
    });

    it('a 403 for a missing scope carries the headers', async () => {
      const reply = await call(peopleOnlyBearer, '/giving/v2');
      expect(reply.status, reply.text).toBe(403);
      expect(rateHeaders(reply)).toEqual(counted(1));
    });

    it('a 400 for a malformed JSON body carries the headers', async () => {
      const reply = await call(firstPat, '/people/v2/marital_statuses', {
        method: 'POST',
        body: '{"data": {',
        contentType: 'application/vnd.api+json',
      });
      expect(reply.status, reply.text).toBe(400);
      expect(rateHeaders(reply)).toEqual(counted(1));
    });

    it('a malformed JSON body without credentials is a 401, not a 400', async () => {
      const reply = await call(undefined, '/people/v2/marital_statuses', {
        method: 'POST',
        body: '{"data": {',
        contentType: 'application/json',
      });
      expect(reply.status, reply.text).toBe(401);
    });
  });

  describe('the limit', () => {
    it('the 6th request in the window is a 429 with Retry-After and the errors body', async () => {
      const t0 = clock.t;
      for (let i = 0; i < limit; i++) {
        clock.t = t0 + i * 1000;
        await allowed(firstPat, i + 1);
      }
      clock.t = t0 + 10_200;
      const reply = await call(firstPat);
      expect(reply.status).toBe(429);
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      // The oldest request (t0) leaves the window at t0 + 60 s: 49.8 s from now, rounded up.
      expect(reply.headers.get('Retry-After')).toBe('50');
      expect(rateHeaders(reply)).toEqual(counted(6, true));
      const body = JSON.parse(reply.text) as ErrorBody;
      expect(body).toMatchObject({
        errors: [{ code: '429', detail: 'Rate limit exceeded: 6 of 5 requests per 60 seconds' }],
      });
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]?.detail).toMatch(
        /^Rate limit exceeded: \d+ of \d+ requests per \d+ seconds$/,
      );
    });

    it('Retry-After is when the oldest request leaves the window', async () => {
      const t0 = clock.t;
      for (let i = 0; i < limit; i++) {
        clock.t = t0 + i * 1000;
        await allowed(firstPat, i + 1);
      }
      clock.t = t0 + 20_000;
      const wait = await refused(firstPat);
      expect(wait).toBe(40);
      clock.t += (wait - 1) * 1000;
      expect(await refused(firstPat)).toBe(1);
      clock.t = t0 + 20_000 + wait * 1000;
      // Only the request at t0 has left: the four others and this one make five.
      await allowed(firstPat, limit);
      // The next leaves at t0 + 61 s, one second from now.
      expect(await refused(firstPat)).toBe(1);
      clock.t = t0 + 61_000;
      await allowed(firstPat, limit);
    });

    it('once the window has passed, requests are allowed again from a count of 1', async () => {
      for (let i = 0; i < limit; i++) await allowed(firstPat, i + 1);
      await refused(firstPat);
      clock.t += periodSeconds * 1000;
      for (let i = 0; i < limit; i++) await allowed(firstPat, i + 1);
      expect(await refused(firstPat)).toBe(periodSeconds);
    });

    it('a 429 is not counted against the budget', async () => {
      const t0 = clock.t;
      for (let i = 0; i < limit; i++) await allowed(firstPat, i + 1);
      clock.t = t0 + 30_000;
      for (let i = 0; i < 10; i++) expect(await refused(firstPat)).toBe(30);
      // Had the refusals counted, they would still fill the window at t0 + 60 s.
      clock.t = t0 + periodSeconds * 1000;
      for (let i = 0; i < limit; i++) await allowed(firstPat, i + 1);
      await refused(firstPat);
    });

    it('the budget is per user: another staff account has its own', async () => {
      for (let i = 0; i < limit; i++) await allowed(firstPat, i + 1);
      await refused(firstPat);
      for (let i = 0; i < limit; i++) await allowed(secondBearer, i + 1, '/check_ins/v2');
      await refused(secondBearer);
      await refused(firstPat);
    });

    it('all tokens of one user share its budget (both PATs belong to the first staff account)', async () => {
      await allowed(firstPat, 1);
      await allowed(secondPat, 2);
      await allowed(adminBearer, 3, '/giving/v2');
      await allowed(firstPat, 4, '/check_ins/v2');
      await allowed(secondPat, 5);
      await refused(adminBearer);
      await refused(secondPat);
      await allowed(secondBearer, 1);
    });
  });
});
