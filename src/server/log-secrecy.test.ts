/**
 * No secret in any log line (checklist items 3 and 22). The proxy is built as `npm start` builds
 * it (createInstanceParts + createProxyServer) with its Fastify logger at `trace` writing into a
 * captured stream, and the auth side's events sent through that same logger; console output is
 * captured too. Against a real sandbox it then runs a whole OAuth life (sign-in, API calls, a
 * refresh after the access token is revoked upstream, refused callbacks, a tampered cookie,
 * logout) and a personal-access-token life (API calls, a browser trying its own Authorization, an
 * unreachable upstream), and checks that no captured line carries an access or refresh token, an
 * authorization code, a PKCE verifier, a state, the client secret, the session secret, the PAT
 * secret or its Basic value, or a session or login cookie value, whole or in part.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox } from '../sandbox/server';
import type { AuthLogger } from './auth/log-ref';
import { Browser, closedPort, signIn, staffEmail } from './auth/testing/harness';
import { loadConfig } from './config';
import type { Env } from './config';
import { createInstanceParts } from './instance-parts';
import { createProxyServer } from './proxy-server';
import { apiHeaders } from './testing/proxy-harness';

const random = (label: string) => `${label}-${randomBytes(18).toString('base64url')}`;

const clientId = 'narthex-logcheck';
const clientSecret = random('client-secret');
const sessionSecret = random('session-secret-at-least-32-bytes');
const patAppId = 'logcheck-app';
const patSecret = random('pat-secret');
const patBasic = Buffer.from(`${patAppId}:${patSecret}`, 'utf8').toString('base64');

/** Everything captured: the proxy's log stream (JSON lines) and console output. */
const lines: string[] = [];
/** Every secret seen on the wire during the test, to look for in `lines`. */
const secrets = new Map<string, string>();

function remember(kind: string, value: string | null | undefined): void {
  // The first name a value was seen under is kept (an issued token is sent back later).
  if (value !== null && value !== undefined && value !== '' && !secrets.has(value)) {
    secrets.set(value, kind);
  }
}

const captureStream = () =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') lines.push(line);
      }
      done();
    },
  });

/** Wraps fetch for openid-client and writes down every secret of the OAuth traffic. */
const recordingFetch: CustomFetch = async (url, options) => {
  const body = options.body === undefined || options.body === null ? '' : String(options.body);
  const params = new URLSearchParams(body);
  for (const name of ['code', 'code_verifier', 'refresh_token', 'token', 'client_secret']) {
    remember(`sent ${name}`, params.get(name));
  }
  remember('sent Authorization', new Headers(options.headers).get('authorization'));
  const response = await fetch(url, options as RequestInit);
  if (new URL(url).pathname === '/oauth/token' && response.ok) {
    const json = (await response.clone().json()) as Record<string, unknown>;
    for (const name of ['access_token', 'refresh_token']) {
      const value = json[name];
      if (typeof value === 'string') remember(`issued ${name}`, value);
    }
  }
  return response;
};

interface Instance {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** One proxy instance as `npm start` composes it, logging everything into `lines`. */
async function startLoggedInstance(env: Env, port: number): Promise<Instance> {
  const config = loadConfig({ SESSION_DB: ':memory:', ...env, PORT: String(port) });
  // The auth side's events go through the proxy's own (pino) logger, as AuthLogger allows; the
  // logger exists once the app does.
  const target: { log?: FastifyBaseLogger } = {};
  const through =
    (level: 'info' | 'warn') =>
    (...args: unknown[]): void => {
      const log = target.log;
      if (log) (log[level] as (...a: unknown[]) => void).apply(log, args);
    };
  const authLogger: AuthLogger = { info: through('info'), warn: through('warn') };
  const parts = createInstanceParts(config, {
    logger: authLogger,
    warn: (message) => lines.push(`[warn] ${message}`),
    oauthFetch: recordingFetch,
  });
  const app = await createProxyServer({
    config,
    auth: parts.auth,
    rateBudgets: parts.rateBudgets,
    logger: { level: 'trace', stream: captureStream() },
  });
  target.log = app.log;
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    close: async () => {
      await app.close();
      await parts.close();
    },
  };
}

/** Every secret (and its URL-encoded form, and a middle slice of long ones) found in `line`. */
function leaksIn(line: string): string[] {
  const found: string[] = [];
  for (const [value, kind] of secrets) {
    const forms = new Set([value, encodeURIComponent(value)]);
    if (value.length >= 32) forms.add(value.slice(8, 24));
    for (const form of forms) {
      if (line.includes(form)) found.push(`${kind} (${form === value ? 'whole' : 'part'})`);
    }
  }
  return found;
}

describe('log output', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let oauth: Instance;
  let pat: Instance;
  let patUnreachable: Instance;
  const consoleSpies: { mockRestore(): void }[] = [];

  beforeAll(async () => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      consoleSpies.push(
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          lines.push(`[console.${method}] ${args.map(String).join(' ')}`);
        }),
      );
    }
    const oauthPort = await closedPort();
    const publicOrigin = `http://127.0.0.1:${oauthPort}`;
    sandbox = await startSandbox({
      file: ':memory:',
      config: {
        rateLimit: { limit: 100_000, periodSeconds: 60 },
        oauthApplications: [
          {
            name: 'Narthex log check',
            clientId,
            clientSecret,
            redirectUris: [`${publicOrigin}/auth/callback`],
          },
        ],
        personalAccessTokens: [{ applicationId: patAppId, secret: patSecret }],
      },
    });
    for (const [kind, value] of [
      ['client secret', clientSecret],
      ['session secret', sessionSecret],
      ['PAT secret', patSecret],
      ['PAT Basic value', patBasic],
    ] as const) {
      remember(kind, value);
    }
    oauth = await startLoggedInstance(
      {
        API_BASE_URL: sandbox.url,
        API_DIALECT: 'spec',
        PUBLIC_ORIGIN: publicOrigin,
        OAUTH_CLIENT_ID: clientId,
        OAUTH_CLIENT_SECRET: clientSecret,
        OAUTH_REDIRECT_URI: `${publicOrigin}/auth/callback`,
        SESSION_SECRET: sessionSecret,
      },
      oauthPort,
    );
    const patPort = await closedPort();
    pat = await startLoggedInstance(
      {
        API_BASE_URL: sandbox.url,
        API_DIALECT: 'spec',
        PUBLIC_ORIGIN: `http://127.0.0.1:${patPort}`,
        PAT_APP_ID: patAppId,
        PAT_SECRET: patSecret,
      },
      patPort,
    );
    const deadPort = await closedPort();
    const patUnreachablePort = await closedPort();
    patUnreachable = await startLoggedInstance(
      {
        API_BASE_URL: `http://127.0.0.1:${deadPort}`,
        API_DIALECT: 'spec',
        PUBLIC_ORIGIN: `http://127.0.0.1:${patUnreachablePort}`,
        PAT_APP_ID: patAppId,
        PAT_SECRET: patSecret,
      },
      patUnreachablePort,
    );
  });

  afterAll(async () => {
    await patUnreachable?.close();
    await pat?.close();
    await oauth?.close();
    await sandbox?.close();
    for (const spy of consoleSpies) spy.mockRestore();
  });

  /** Records the browser's cookies (session ids, sealed login transactions) as secrets. */
  function rememberCookies(browser: Browser): void {
    for (const header of browser.setCookies) {
      const [pair = ''] = header.split(';');
      const value = pair.slice(pair.indexOf('=') + 1);
      remember(`cookie ${pair.slice(0, pair.indexOf('='))}`, value);
    }
  }

  const api = (browser: Browser, path: string, init: RequestInit = {}) =>
    browser.fetch(path, {
      ...init,
      headers: { ...apiHeaders, ...(init.headers as Record<string, string> | undefined) },
    });

  it('runs an OAuth sign-in, API calls, a refresh, refusals and logout', async () => {
    const browser = new Browser(oauth.url);
    const steps = await signIn(browser, { returnTo: '/people?offset=25' });
    expect(steps.callback.status).toBe(302);
    const callbackQuery = new URL(steps.callbackUrl).searchParams;
    remember('authorization code', callbackQuery.get('code'));
    remember('state', callbackQuery.get('state'));
    remember('code challenge', new URL(steps.authorizeUrl).searchParams.get('code_challenge'));
    rememberCookies(browser);

    const session = (await (await api(browser, '/auth/session')).json()) as {
      signedIn: boolean;
      user?: { email?: string };
    };
    expect(session).toMatchObject({ signedIn: true, user: { email: staffEmail } });

    expect((await api(browser, '/api/people/v2/people?per_page=2')).status).toBe(200);
    const invalid = await api(browser, '/api/people/v2/people', {
      method: 'POST',
      headers: { 'Content-Type': 'application/vnd.api+json' },
      body: JSON.stringify({ data: { type: 'Person', attributes: { no_such: 1 } } }),
    });
    expect(invalid.status).toBeGreaterThanOrEqual(400);

    // Revoke the access token at the service: the next call meets a 401, refreshes, retries.
    const accessTokens = [...secrets].filter(([, kind]) => kind === 'issued access_token');
    const [accessToken] = accessTokens.at(-1) ?? [];
    expect(accessToken).toBeDefined();
    const revoked = await fetch(`${sandbox.url}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: accessToken ?? '',
        client_id: clientId,
        client_secret: clientSecret,
      }),
    });
    expect(revoked.status).toBe(200);
    expect((await api(browser, '/api/people/v2/people?per_page=1')).status).toBe(200);
    expect([...secrets.values()].filter((k) => k === 'issued access_token')).toHaveLength(2);

    // The same callback again (replay), a cancelled sign-in and a tampered session cookie.
    const replay = new Browser(oauth.url);
    replay.jar.set('narthex-login', steps.loginCookie ?? '');
    expect((await replay.fetch(steps.callbackUrl)).status).toBe(400);
    const cancelled = new Browser(oauth.url);
    const denied = await signIn(cancelled, { decision: 'deny' });
    expect(denied.callback.status).toBe(400);
    remember('state', new URL(denied.callbackUrl).searchParams.get('state'));
    rememberCookies(cancelled);
    const tampered = new Browser(oauth.url);
    const sessionId = browser.jar.get('narthex-session') ?? '';
    tampered.jar.set('narthex-session', `${sessionId.slice(0, -2)}xy`);
    expect((await api(tampered, '/api/people/v2/people')).status).toBe(401);

    const logout = await api(browser, '/auth/logout', { method: 'POST' });
    expect(logout.status).toBe(204);
    // The old cookie afterwards.
    const stale = new Browser(oauth.url);
    stale.jar.set('narthex-session', sessionId);
    expect((await api(stale, '/api/people/v2/people')).status).toBe(401);
    rememberCookies(browser);
  });

  it('runs personal-access-token calls, a browser’s own Authorization and an unreachable service', async () => {
    const browser = new Browser(pat.url);
    expect((await api(browser, '/auth/session')).status).toBe(200);
    const list = await api(browser, '/api/people/v2/people?per_page=2', {
      headers: {
        Authorization: `Basic ${Buffer.from(`${patAppId}:${random('browser-guess')}`).toString('base64')}`,
      },
    });
    expect(list.status).toBe(200);
    expect((await api(browser, '/api/nowhere/v2/things')).status).toBe(404);
    const invalid = await api(browser, '/api/people/v2/people', {
      method: 'POST',
      headers: { 'Content-Type': 'application/vnd.api+json' },
      body: '{"data":',
    });
    expect(invalid.status).toBeGreaterThanOrEqual(400);

    const offline = new Browser(patUnreachable.url);
    expect((await api(offline, '/api/people/v2/people')).status).toBe(502);
    expect((await api(offline, '/auth/session')).status).toBe(502);
  });

  it('wrote the expected lines, and no secret in any of them', () => {
    const parsed = lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const messages = parsed.map((line) => line.msg);
    const events = parsed.map((line) => line.event);
    // The capture really saw the life above: request lines and the auth side's events.
    expect(messages).toContain('incoming request');
    expect(messages).toContain('request completed');
    expect(messages).toContain('upstream call failed');
    expect(events).toEqual(
      expect.arrayContaining([
        'auth.signed_in',
        'auth.refresh',
        'auth.callback_refused',
        'auth.signed_out',
        'auth.pat_organization_failed',
      ]),
    );
    // Requests are logged by path: the callback's query (code, state) never is.
    const callbackLines = parsed.filter((line) =>
      JSON.stringify(line.req ?? {}).includes('/auth/callback'),
    );
    expect(callbackLines.length).toBeGreaterThan(0);
    for (const line of callbackLines)
      expect(line.req).toEqual({ method: 'GET', path: '/auth/callback' });

    // What there was to leak: tokens, a code, a verifier, the cookies.
    const kinds = [...secrets.values()];
    for (const kind of [
      'issued access_token',
      'issued refresh_token',
      'sent code',
      'sent code_verifier',
      'cookie narthex-session',
      'cookie narthex-login',
    ]) {
      expect(kinds, kind).toContain(kind);
    }

    const leaks = lines.flatMap((line, index) =>
      leaksIn(line).map((leak) => `line ${index}: ${leak}: ${line.slice(0, 300)}`),
    );
    expect(leaks).toEqual([]);
  });
});
