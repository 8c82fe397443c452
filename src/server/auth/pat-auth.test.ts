import Fastify from 'fastify';
import { readSessionAnswer } from '../../api/proxy/session-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationName } from '../../sandbox/auth/credentials';
import { createPatAuth, patUserName } from './pat-auth';
import { startTestSandbox } from './testing/harness';
import type { SandboxHarness } from './testing/harness';

const applicationId = 'sandbox';
const secret = 'sandbox-secret';
const basic = Buffer.from(`${applicationId}:${secret}`).toString('base64');

// Real HTTP against a real sandbox: allow for a loaded machine.

let harness: SandboxHarness;
let app: FastifyInstance;
let url: string;
let lookups = 0;

beforeAll(async () => {
  harness = await startTestSandbox();
  const pat = createPatAuth({
    applicationId,
    secret,
    apiBaseUrl: harness.sandbox.url,
    fetch: (input, init) => {
      lookups += 1;
      return fetch(input, init);
    },
  });
  app = Fastify({ logger: false });
  pat.register(app);
  app.get('/test/people', async (request, reply) => {
    const authz = await pat.upstream.authorize(request, reply);
    if (!authz.ok) return reply.code(401).send({ errors: [{ code: authz.code }] });
    const response = await fetch(`${harness.sandbox.url}/people/v2`, {
      headers: { Authorization: authz.authorization },
    });
    await response.body?.cancel();
    const retry = await pat.upstream.refreshAfterUnauthorized(request, reply, authz);
    return reply.send({ upstreamStatus: response.status, userKey: authz.userKey, retry });
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await harness.close();
});

describe('personal access token', () => {
  it('authorizes every request with Basic and a per-token user key', async () => {
    const response = await fetch(`${url}/test/people`);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      upstreamStatus: 200,
      userKey: 'pat:sandbox',
      retry: { ok: false, status: 401, code: 'not_signed_in' },
    });
  });

  it('answers /auth/session with the organization (looked up once), X-CSRF required', async () => {
    const before = lookups;
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${url}/auth/session`, { headers: { 'X-CSRF': '1' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body: unknown = await response.json();
      expect(readSessionAnswer(body), 'the contract the app reads').toEqual(body);
      expect(body).toEqual({
        signedIn: true,
        user: { id: 'pat:sandbox', name: patUserName, email: null },
        organization: { id: '1', name: organizationName(harness.sandbox.ctx.db) },
        scopes: ['check_ins', 'giving', 'people'],
        accessExpiresAt: null,
        sessionExpiresAt: null,
        idleExpiresAt: null,
      });
    }
    expect(lookups - before).toBeLessThanOrEqual(1);
    const missing = await fetch(`${url}/auth/session`);
    expect(missing.status).toBe(403);
    const crossSite = await fetch(`${url}/auth/session`, {
      headers: { 'X-CSRF': '1', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('redirects /auth/login home and answers logout 204 (X-CSRF required)', async () => {
    const login = await fetch(`${url}/auth/login?returnTo=//evil.com`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/');
    const logout = await fetch(`${url}/auth/logout`, {
      method: 'POST',
      headers: { 'X-CSRF': '1' },
    });
    expect(logout.status).toBe(204);
    expect((await fetch(`${url}/auth/logout`, { method: 'POST' })).status).toBe(403);
  });

  it('never sends the secret to the browser', async () => {
    for (const path of ['/auth/session', '/auth/login', '/auth/logout']) {
      const response = await fetch(`${url}${path}`, {
        method: path === '/auth/logout' ? 'POST' : 'GET',
        headers: { 'X-CSRF': '1' },
        redirect: 'manual',
      });
      const text = `${[...response.headers].join('\n')}\n${await response.text()}`;
      expect(text).not.toContain(secret);
      expect(text).not.toContain(basic);
    }
  });

  it('answers 502 when the organization cannot be read, and tries again later', async () => {
    let fail = true;
    const pat = createPatAuth({
      applicationId,
      secret: 'wrong-secret',
      apiBaseUrl: harness.sandbox.url,
      fetch: (input, init) =>
        fail ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init),
    });
    const other = Fastify({ logger: false });
    pat.register(other);
    await other.ready();
    const first = await other.inject({ url: '/auth/session', headers: { 'x-csrf': '1' } });
    expect(first.statusCode).toBe(502);
    expect(first.body).not.toContain('wrong-secret');
    fail = false;
    // The wrong secret is refused by the API: still 502, never cached as a success.
    const second = await other.inject({ url: '/auth/session', headers: { 'x-csrf': '1' } });
    expect(second.statusCode).toBe(502);
    await other.close();
  });
});
