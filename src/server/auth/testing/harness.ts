/**
 * Test harness for the auth side over real HTTP: a real sandbox (in-memory, test clock), a
 * minimal proxy app with the auth routes and one API route, a counting fetch for openid-client,
 * and a browser-like client that carries cookies by hand.
 */
import { createServer } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import { startSandbox } from '../../../sandbox/server';
import type { Sandbox } from '../../../sandbox/server';
import type { SessionRecord, SessionStore, UpstreamAuthorization } from '../../session';
import { cookieNames } from '../cookies';
import type { CookieNames } from '../cookies';
import { createOAuthAuth } from '../oauth-auth';
import type { OAuthAuth, OAuthAuthOptions } from '../oauth-auth';
import { createOAuthClient } from '../oauth-client';
import { SqliteSessionStore } from '../sqlite-session-store';

export const clientId = 'narthex-test';
export const clientSecret = 'narthex-test-client-secret-value';
export const sessionSecret = 'test-session-secret-with-at-least-32-bytes!';
export const staffEmail = 'admin@sandbox.test';
export const staffPassword = 'sandbox';
export const scopes = ['check_ins', 'giving', 'people'] as const;

/** A clock the tests move by hand, shared by the sandbox and the proxy. */
export class TestClock {
  t = Date.UTC(2026, 10, 21, 12);
  now = (): number => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

export const minutes = (n: number) => n * 60 * 1000;
export const hours = (n: number) => n * 3600 * 1000;
export const days = (n: number) => n * 24 * 3600 * 1000;

/** A port nothing listens on (for network errors). */
export async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type TokenEndpointMode = 'normal' | 'network' | '503-json' | '502-html';

/** Wraps fetch for openid-client: counts token calls, records what was sent, injects failures. */
export class AsTraffic {
  mode: TokenEndpointMode = 'normal';
  /** Revocation requests fail with a network error. */
  revokeFails = false;
  refreshCalls = 0;
  codeCalls = 0;
  revokeCalls = 0;
  /** Every refresh token sent in a refresh request, in order. */
  readonly refreshTokensSent: string[] = [];
  /** Every access and refresh token the AS issued (to check none leaks). */
  readonly issuedTokens = new Set<string>();
  private deadPort = 0;

  async init(): Promise<void> {
    this.deadPort = await closedPort();
  }

  readonly fetch: CustomFetch = async (url, customOptions) => {
    const options = customOptions as RequestInit;
    const path = new URL(url).pathname;
    const body =
      customOptions.body === undefined || customOptions.body === null
        ? ''
        : String(customOptions.body);
    const params = new URLSearchParams(body);
    if (path === '/oauth/token') {
      const grant = params.get('grant_type');
      if (grant === 'refresh_token') {
        this.refreshCalls += 1;
        this.refreshTokensSent.push(params.get('refresh_token') ?? '');
      }
      if (grant === 'authorization_code') this.codeCalls += 1;
      if (this.mode === 'network') {
        return fetch(`http://127.0.0.1:${this.deadPort}/oauth/token`, options);
      }
      if (this.mode === '503-json') {
        return new Response(JSON.stringify({ error: 'temporarily_unavailable' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        });
      }
      if (this.mode === '502-html') {
        return new Response('<html>Bad gateway</html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        });
      }
    }
    if (path === '/oauth/revoke') {
      this.revokeCalls += 1;
      if (this.revokeFails) return fetch(`http://127.0.0.1:${this.deadPort}/oauth/revoke`, options);
    }
    const response = await fetch(url, options);
    if (path === '/oauth/token' && response.ok) {
      const json = (await response.clone().json()) as Record<string, unknown>;
      for (const key of ['access_token', 'refresh_token']) {
        const value = json[key];
        if (typeof value === 'string') this.issuedTokens.add(value);
      }
    }
    return response;
  };
}

/** A store wrapper that counts calls (to prove checks happen before any lookup). */
export class CountingStore implements SessionStore {
  /** Full reads (`get`: a record decrypted and parsed). */
  gets = 0;
  stamps = 0;
  /** Writes of any kind (create, updateTokens, touch, delete). */
  writes = 0;
  constructor(readonly inner: SessionStore) {}
  create(record: SessionRecord) {
    this.writes += 1;
    return this.inner.create(record);
  }
  get(id: string) {
    this.gets += 1;
    return this.inner.get(id);
  }
  stamp(id: string) {
    this.stamps += 1;
    return this.inner.stamp(id);
  }
  updateTokens(id: string, expectedVersion: number, tokens: SessionRecord['tokens']) {
    this.writes += 1;
    return this.inner.updateTokens(id, expectedVersion, tokens);
  }
  touch(id: string, at: number) {
    this.writes += 1;
    return this.inner.touch(id, at);
  }
  delete(id: string) {
    this.writes += 1;
    return this.inner.delete(id);
  }
  close() {
    return this.inner.close();
  }
}

export interface SandboxHarness {
  sandbox: Sandbox & { url: string; close: () => Promise<void> };
  clock: TestClock;
  redirectUris: string[];
  close(): Promise<void>;
}

export async function startTestSandbox(): Promise<SandboxHarness> {
  const clock = new TestClock();
  const redirectUris: string[] = [];
  const sandbox = await startSandbox({
    file: ':memory:',
    clock,
    config: {
      rateLimit: { limit: 100_000, periodSeconds: 60 },
      oauthApplications: [{ name: 'Narthex test', clientId, clientSecret, redirectUris }],
    },
  });
  return { sandbox, clock, redirectUris, close: () => sandbox.close() };
}

export interface TestProxy {
  url: string;
  app: FastifyInstance;
  auth: OAuthAuth;
  store: CountingStore;
  sqlite: SqliteSessionStore;
  traffic: AsTraffic;
  names: CookieNames;
  close(): Promise<void>;
}

export interface TestProxyOptions extends Partial<
  Omit<OAuthAuthOptions, 'store' | 'oauth' | 'secret' | 'clock'>
> {
  /** Session database file; default ':memory:'. */
  file?: string;
}

interface PeopleAnswer {
  upstreamStatus: number;
  organization?: string;
  userKey?: string;
}

/** Starts a proxy (auth routes + GET /test/people) against the harness's sandbox. */
export async function startTestProxy(
  harness: SandboxHarness,
  options: TestProxyOptions = {},
): Promise<TestProxy> {
  const port = await closedPort();
  const url = `http://127.0.0.1:${port}`;
  harness.redirectUris.push(`${url}/auth/callback`);
  const traffic = new AsTraffic();
  await traffic.init();
  const { file, ...authOptions } = options;
  const sqlite = new SqliteSessionStore({
    file: file ?? ':memory:',
    secret: sessionSecret,
    clock: harness.clock,
  });
  const store = new CountingStore(sqlite);
  const oauth = createOAuthClient({
    apiBaseUrl: harness.sandbox.url,
    clientId,
    clientSecret,
    redirectUri: `${url}/auth/callback`,
    scopes,
    clock: harness.clock,
    fetch: traffic.fetch,
    timeoutSeconds: 5,
  });
  const auth = createOAuthAuth({
    store,
    oauth,
    secret: sessionSecret,
    clock: harness.clock,
    secureCookies: false,
    ...authOptions,
  });
  const app = Fastify({ logger: false });
  auth.register(app);
  const upstreamCall = (authorization: string) =>
    fetch(`${harness.sandbox.url}/people/v2`, { headers: { Authorization: authorization } });
  app.get('/test/people', async (request, reply) => {
    let authz: UpstreamAuthorization = await auth.upstream.authorize(request, reply);
    if (!authz.ok) {
      return reply
        .code(authz.status)
        .send({ errors: [{ code: authz.code, detail: authz.detail }] });
    }
    let response = await upstreamCall(authz.authorization);
    if (response.status === 401) {
      await response.body?.cancel();
      authz = await auth.upstream.refreshAfterUnauthorized(request, reply, authz);
      if (!authz.ok) {
        return reply
          .code(authz.status)
          .send({ errors: [{ code: authz.code, detail: authz.detail }] });
      }
      response = await upstreamCall(authz.authorization);
    }
    const json = (await response.json()) as { data?: { attributes?: { name?: string } } };
    const answer: PeopleAnswer = {
      upstreamStatus: response.status,
      organization: json.data?.attributes?.name,
      userKey: authz.userKey,
    };
    return reply.code(response.status).send(answer);
  });
  await app.listen({ port, host: '127.0.0.1' });
  const names = cookieNames(options.secureCookies ?? false);
  return {
    url,
    app,
    auth,
    store,
    sqlite,
    traffic,
    names,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

export interface RecordedResponse {
  url: string;
  status: number;
  headers: [string, string][];
  body: string;
}

/** Parses `name=value; attr; attr=value`. */
function parseSetCookie(header: string) {
  const [pair = '', ...attrs] = header.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const attr of attrs) {
    const i = attr.indexOf('=');
    attributes.set(
      (i === -1 ? attr : attr.slice(0, i)).toLowerCase(),
      i === -1 ? '' : attr.slice(i + 1),
    );
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

/** A browser for one origin (the proxy): keeps its cookies, never follows redirects. */
export class Browser {
  readonly jar = new Map<string, string>();
  /** Every response of the proxy, for leak checks. */
  readonly recorded: RecordedResponse[] = [];
  /** Every Set-Cookie header received from the proxy. */
  readonly setCookies: string[] = [];

  constructor(readonly origin: string) {}

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Requests `url`; cookies are sent and stored only for the proxy's origin. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.origin);
    const own = target.origin === this.origin;
    const headers = new Headers(init.headers);
    if (own && this.jar.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', this.cookieHeader());
    }
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    if (own) {
      for (const header of response.headers.getSetCookie()) {
        this.setCookies.push(header);
        const cookie = parseSetCookie(header);
        if (cookie.attributes.get('max-age') === '0' || cookie.value === '') {
          this.jar.delete(cookie.name);
        } else {
          this.jar.set(cookie.name, cookie.value);
        }
      }
      const body = await response.clone().text();
      this.recorded.push({
        url: target.href,
        status: response.status,
        headers: [...response.headers],
        body,
      });
    }
    return response;
  }

  /** GET /auth/session with X-CSRF. */
  async session(): Promise<Record<string, unknown>> {
    const response = await this.fetch('/auth/session', { headers: { 'X-CSRF': '1' } });
    return (await response.json()) as Record<string, unknown>;
  }

  async people(): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await this.fetch('/test/people');
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
}

export interface SignInSteps {
  /** The proxy's redirect to the authorization page. */
  authorizeUrl: string;
  /** The authorization server's redirect back (code and state). */
  callbackUrl: string;
  /** The login cookie's value as it was sent to the callback. */
  loginCookie: string | undefined;
  /** The callback's answer. */
  callback: Response;
}

/**
 * The first half of a sign-in, like a browser: /auth/login → the sandbox's page → the consent
 * form. Answers the authorization server's redirect back (not followed).
 */
export async function authorize(
  browser: Browser,
  options: { returnTo?: string; decision?: 'allow' | 'deny' } = {},
): Promise<{ authorizeUrl: string; callbackUrl: string }> {
  const loginUrl =
    options.returnTo === undefined
      ? '/auth/login'
      : `/auth/login?returnTo=${encodeURIComponent(options.returnTo)}`;
  const login = await browser.fetch(loginUrl);
  if (login.status !== 302) throw new Error(`/auth/login answered ${login.status}`);
  const authorizeUrl = login.headers.get('location') ?? '';
  const page = await fetch(authorizeUrl, { redirect: 'manual' });
  if (page.status !== 200) throw new Error(`the authorize page answered ${page.status}`);
  await page.text();
  const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
  form.set('email', staffEmail);
  form.set('password', staffPassword);
  form.set('decision', options.decision ?? 'allow');
  const consent = await fetch(new URL('/oauth/authorize', authorizeUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  if (consent.status !== 302) throw new Error(`the consent post answered ${consent.status}`);
  return { authorizeUrl, callbackUrl: consent.headers.get('location') ?? '' };
}

/**
 * A whole sign-in like a browser: `authorize`, then the callback. `decision: 'deny'` presses
 * Deny; `beforeCallback` runs between the two (to tamper or move the clock).
 */
export async function signIn(
  browser: Browser,
  options: { returnTo?: string; decision?: 'allow' | 'deny'; beforeCallback?: () => void } = {},
): Promise<SignInSteps> {
  const { authorizeUrl, callbackUrl } = await authorize(browser, options);
  options.beforeCallback?.();
  const loginCookie = [...browser.jar].find(([name]) => name.endsWith('narthex-login'))?.[1];
  const callback = await browser.fetch(callbackUrl);
  return { authorizeUrl, callbackUrl, loginCookie, callback };
}

/** The session cookie's value in the browser, if any. */
export function sessionCookieOf(browser: Browser, names: CookieNames): string | undefined {
  return browser.jar.get(names.session);
}
