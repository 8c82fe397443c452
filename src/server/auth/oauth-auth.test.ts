import { createHash } from 'node:crypto';
import { readSessionAnswer } from '../../api/proxy/session-contract';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationName } from '../../sandbox/auth/credentials';
import { LoginTransactionCodec } from './cookies';
import { createOAuthAuth } from './oauth-auth';
import { createOAuthClient } from './oauth-client';
import { openRedirectCorpus } from './testing/open-redirect-corpus';
import {
  authorize,
  Browser,
  clientId,
  clientSecret,
  days,
  hours,
  minutes,
  sessionCookieOf,
  sessionSecret,
  signIn,
  startTestProxy,
  startTestSandbox,
} from './testing/harness';
import type { SandboxHarness, TestProxy } from './testing/harness';
import { SqliteSessionStore } from './sqlite-session-store';

// Real HTTP against a real sandbox: allow for a loaded machine.

let harness: SandboxHarness;
let proxy: TestProxy;
const extraProxies: TestProxy[] = [];

beforeAll(async () => {
  harness = await startTestSandbox();
  proxy = await startTestProxy(harness);
});

afterAll(async () => {
  for (const p of extraProxies) await p.close();
  await proxy.close();
  await harness.close();
});

async function extraProxy(options: Parameters<typeof startTestProxy>[1]) {
  const p = await startTestProxy(harness, options);
  extraProxies.push(p);
  return p;
}

/** A browser signed in through the full flow; returns it with its session id. */
async function signedIn(p: TestProxy = proxy, returnTo?: string) {
  const browser = new Browser(p.url);
  const steps = await signIn(browser, { returnTo });
  expect(steps.callback.status).toBe(302);
  const id = sessionCookieOf(browser, p.names);
  if (id === undefined) throw new Error('no session cookie after sign-in');
  return { browser, id, steps };
}

/** Asks the sandbox's token endpoint directly (as the client) to use a refresh token. */
async function refreshAtSandbox(refreshToken: string) {
  const response = await fetch(`${harness.sandbox.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
      client_secret: clientSecret,
    }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function revokeAtSandbox(token: string) {
  const response = await fetch(`${harness.sandbox.url}/oauth/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, client_id: clientId, client_secret: clientSecret }),
  });
  expect(response.status).toBe(200);
}

async function tokensOf(p: TestProxy, id: string) {
  const record = await p.sqlite.get(id);
  if (!record) throw new Error('no such session');
  return record.tokens;
}

describe('sign-in', () => {
  it('signs in through the sandbox and reports the user and organization', async () => {
    const browser = new Browser(proxy.url);
    const steps = await signIn(browser);
    const authorize = new URL(steps.authorizeUrl);
    expect(authorize.origin).toBe(harness.sandbox.url);
    expect(authorize.pathname).toBe('/oauth/authorize');
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('scope')).toBe('check_ins giving people');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${proxy.url}/auth/callback`);

    expect(steps.callback.status).toBe(302);
    expect(steps.callback.headers.get('location')).toBe('/');
    expect(steps.callback.headers.get('referrer-policy')).toBe('no-referrer');
    expect(steps.callback.headers.get('cache-control')).toBe('no-store');
    const id = sessionCookieOf(browser, proxy.names);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.jar.has(proxy.names.login)).toBe(false);

    const info = await browser.session();
    expect(info).toMatchObject({
      signedIn: true,
      user: { id: '1', email: 'admin@sandbox.test' },
      organization: { id: '1', name: organizationName(harness.sandbox.ctx.db) },
      scopes: ['check_ins', 'giving', 'people'],
      accessExpiresAt: new Date(harness.clock.now() + 7200 * 1000).toISOString(),
      sessionExpiresAt: new Date(harness.clock.now() + days(30)).toISOString(),
      idleExpiresAt: new Date(harness.clock.now() + hours(8)).toISOString(),
    });
    expect(typeof (info.user as { name: unknown }).name).toBe('string');
    // The answer is the contract the app reads, exactly.
    expect(readSessionAnswer(info)).toEqual(info);

    const people = await browser.people();
    expect(people.status).toBe(200);
    expect(people.body.organization).toBe(organizationName(harness.sandbox.ctx.db));
    expect(people.body.userKey).toBe('user:1');
  });

  it('sets the cookies with the documented attributes (plain-http localhost)', async () => {
    const browser = new Browser(proxy.url);
    await signIn(browser);
    const login = browser.setCookies.find(
      (c) => c.startsWith('narthex-login=') && !c.startsWith('narthex-login=;'),
    );
    expect(login).toMatch(/; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
    const session = browser.setCookies.find((c) => c.startsWith('narthex-session='));
    expect(session).toMatch(
      /^narthex-session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(browser.setCookies.join('\n')).not.toMatch(/Domain=/i);
  });

  it('uses __Host- Secure cookies when secureCookies is on', async () => {
    const secure = await extraProxy({ secureCookies: true });
    expect(secure.names).toEqual({
      session: '__Host-narthex-session',
      login: '__Host-narthex-login',
    });
    const browser = new Browser(secure.url);
    const steps = await signIn(browser);
    expect(steps.callback.status).toBe(302);
    const login = browser.setCookies.find(
      (c) => c.startsWith('__Host-narthex-login=') && !c.includes('Max-Age=0'),
    );
    expect(login).toMatch(/; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const session = browser.setCookies.find((c) => c.startsWith('__Host-narthex-session='));
    expect(session).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const clearing = browser.setCookies.find((c) => c.startsWith('__Host-narthex-login=;'));
    expect(clearing).toMatch(/Max-Age=0; Path=\/; .*HttpOnly; Secure; SameSite=Lax$/);
    expect((await browser.session()).signedIn).toBe(true);
    // The unprefixed name is not read in secure mode.
    const other = new Browser(secure.url);
    other.jar.set('narthex-session', sessionCookieOf(browser, secure.names) ?? '');
    expect((await other.session()).signedIn).toBe(false);
  });

  it('keeps a good returnTo', async () => {
    for (const target of ['/people?offset=25&order=-last_name', '/check-ins']) {
      const { steps } = await signedIn(proxy, target);
      expect(steps.callback.headers.get('location')).toBe(target);
    }
  });

  // 76 whole sign-ins, each checking a password (scrypt): on a loaded machine, a minute or more.
  it(`sends every open-redirect payload (${openRedirectCorpus.length}) to '/' after sign-in`, async () => {
    expect(openRedirectCorpus.length).toBeGreaterThanOrEqual(60);
    for (const payload of openRedirectCorpus) {
      const browser = new Browser(proxy.url);
      const steps = await signIn(browser, { returnTo: payload });
      expect(steps.callback.status, payload).toBe(302);
      expect(steps.callback.headers.get('location'), payload).toBe('/');
    }
  }, 180_000);

  it('refuses a replayed callback (400, no new session, the code is not sent again)', async () => {
    const { browser, id, steps } = await signedIn();
    const codeCalls = proxy.traffic.codeCalls;
    const sizeBefore = proxy.sqlite.size();

    // Same URL, with the login cookie as it was.
    const replay = new Browser(proxy.url);
    replay.jar.set(proxy.names.login, steps.loginCookie ?? '');
    const again = await replay.fetch(steps.callbackUrl);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('already been used');
    expect(sessionCookieOf(replay, proxy.names)).toBeUndefined();

    // Same URL in the same browser (its login cookie is gone).
    const again2 = await browser.fetch(steps.callbackUrl);
    expect(again2.status).toBe(400);
    expect(sessionCookieOf(browser, proxy.names)).toBe(id);

    expect(proxy.traffic.codeCalls).toBe(codeCalls);
    expect(proxy.sqlite.size()).toBe(sizeBefore);
    // Re-sending the code would have made the sandbox revoke the grant; the session still works.
    expect((await browser.people()).status).toBe(200);
  });

  it('refuses a callback without the login cookie', async () => {
    const browser = new Browser(proxy.url);
    const codeCalls = proxy.traffic.codeCalls;
    const steps = await signIn(browser, { beforeCallback: () => browser.jar.clear() });
    expect(steps.callback.status).toBe(400);
    const page = await steps.callback.text();
    expect(page).toContain('not started in this browser');
    expect(page).toContain('href="/auth/login"');
    expect(steps.callback.headers.get('content-type')).toMatch(/^text\/html/);
    expect(steps.callback.headers.get('cache-control')).toBe('no-store');
    expect(steps.callback.headers.get('referrer-policy')).toBe('no-referrer');
    expect(sessionCookieOf(browser, proxy.names)).toBeUndefined();
    expect(proxy.traffic.codeCalls).toBe(codeCalls);
  });

  it('refuses a mismatched state (an answer that belongs to another sign-in)', async () => {
    const victim = new Browser(proxy.url);
    const attacker = new Browser(proxy.url);
    const codeCalls = proxy.traffic.codeCalls;
    // The attacker's own code and state, injected into the victim's sign-in.
    const { callbackUrl } = await authorize(attacker);
    await victim.fetch('/auth/login');
    const response = await victim.fetch(callbackUrl);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('does not belong');
    expect(sessionCookieOf(victim, proxy.names)).toBeUndefined();
    const bogus = await victim.fetch('/auth/callback?code=x&state=y');
    expect(bogus.status).toBe(400);
    expect(proxy.traffic.codeCalls).toBe(codeCalls);
  });

  it('refuses a tampered or old login cookie', async () => {
    const tampered = new Browser(proxy.url);
    const steps = await signIn(tampered, {
      beforeCallback: () => {
        const value = tampered.jar.get(proxy.names.login) ?? '';
        const flipped = value.slice(0, 20) + (value[20] === 'A' ? 'B' : 'A') + value.slice(21);
        tampered.jar.set(proxy.names.login, flipped);
      },
    });
    expect(steps.callback.status).toBe(400);

    const slow = new Browser(proxy.url);
    const late = await signIn(slow, { beforeCallback: () => harness.clock.advance(minutes(11)) });
    expect(late.callback.status).toBe(400);
    expect(sessionCookieOf(slow, proxy.names)).toBeUndefined();
  });

  it('shows the authorization server’s error (user pressed Deny)', async () => {
    const browser = new Browser(proxy.url);
    const steps = await signIn(browser, { decision: 'deny', returnTo: '/check-ins' });
    expect(steps.callback.status).toBe(400);
    const page = await steps.callback.text();
    expect(page).toContain('Sign-in was cancelled');
    expect(page).toContain('access_denied');
    expect(page).toContain('The user denied the request.');
    expect(page).toContain('href="/auth/login?returnTo=%2Fcheck-ins"');
    expect(sessionCookieOf(browser, proxy.names)).toBeUndefined();
  });

  it('words the page in the language the browser chose, and in English for a junk choice', async () => {
    const spanish = new Browser(proxy.url);
    spanish.jar.set('narthex_language', 'es');
    const page = await (await signIn(spanish, { decision: 'deny' })).callback.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('Se canceló el inicio de sesión');
    expect(page).toContain('El servicio de inicio de sesión respondió: access_denied.');
    expect(page).toContain('Iniciar sesión de nuevo</a>');

    const junk = new Browser(proxy.url);
    junk.jar.set('narthex_language', 'x"<y');
    const steps = await signIn(junk, { decision: 'deny' });
    expect(steps.callback.status).toBe(400);
    const english = await steps.callback.text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Sign-in was cancelled');
  });

  it('issues a new session id at sign-in and ends the one the browser brought (fixation)', async () => {
    // A planted id that the store does not know.
    const planted = new Browser(proxy.url);
    const plantedId = 'P'.repeat(43);
    planted.jar.set(proxy.names.session, plantedId);
    await signIn(planted);
    const fresh = sessionCookieOf(planted, proxy.names);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(plantedId);

    // A real session that signs in again.
    const { browser, id: before } = await signedIn();
    await signIn(browser);
    const after = sessionCookieOf(browser, proxy.names);
    expect(after).not.toBe(before);
    expect(await proxy.sqlite.get(before)).toBeUndefined();
    const attacker = new Browser(proxy.url);
    attacker.jar.set(proxy.names.session, before);
    const people = await attacker.people();
    expect(people.status).toBe(401);
    expect(people.body).toMatchObject({ errors: [{ code: 'not_signed_in' }] });
    expect((await browser.people()).status).toBe(200);
  });

  it('treats a tampered session cookie as absent and clears it', async () => {
    const { browser, id } = await signedIn();
    browser.jar.set(proxy.names.session, id.slice(0, -1) + (id.endsWith('A') ? 'B' : 'A'));
    const people = await browser.people();
    expect(people.status).toBe(401);
    expect(people.body).toMatchObject({ errors: [{ code: 'not_signed_in' }] });
    expect(sessionCookieOf(browser, proxy.names)).toBeUndefined();
    browser.jar.set(proxy.names.session, 'not-an-id');
    expect(await browser.session()).toEqual({ signedIn: false, loginUrl: '/auth/login' });
  });

  it('answers signedIn false without a session', async () => {
    const browser = new Browser(proxy.url);
    expect(await browser.session()).toEqual({ signedIn: false, loginUrl: '/auth/login' });
    const people = await browser.people();
    expect(people.status).toBe(401);
    expect(people.body).toMatchObject({ errors: [{ code: 'not_signed_in' }] });
  });
});

describe('CSRF on the /auth routes that use the session', () => {
  const cases: [string, Record<string, string>][] = [
    ['no X-CSRF', {}],
    ['X-CSRF: 0', { 'X-CSRF': '0' }],
    ['X-CSRF: true', { 'X-CSRF': 'true' }],
    ['cross-site', { 'X-CSRF': '1', 'Sec-Fetch-Site': 'cross-site' }],
  ];

  for (const [label, headers] of cases) {
    it(`refuses ${label} on GET /auth/session and POST /auth/logout before any lookup`, async () => {
      const { browser, id } = await signedIn();
      const lookups = proxy.store.gets + proxy.store.stamps;
      const session = await browser.fetch('/auth/session', { headers });
      expect(session.status).toBe(403);
      const body = (await session.json()) as { errors: { code: string; detail: string }[] };
      expect(body.errors[0]?.code).toBe('csrf');
      expect(session.headers.get('cache-control')).toBe('no-store');
      const logout = await browser.fetch('/auth/logout', { method: 'POST', headers });
      expect(logout.status).toBe(403);
      expect(((await logout.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
        'csrf',
      );
      expect(proxy.store.gets + proxy.store.stamps).toBe(lookups);
      expect(await proxy.sqlite.get(id)).toBeDefined();
      expect(sessionCookieOf(browser, proxy.names)).toBe(id);
    });
  }

  it('accepts same-origin requests with X-CSRF: 1', async () => {
    const { browser } = await signedIn();
    const response = await browser.fetch('/auth/session', {
      headers: { 'X-CSRF': '1', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(response.status).toBe(200);
  });
});

describe('refresh', () => {
  it('makes exactly one token call for 50 concurrent requests on an expired token', async () => {
    const { browser, id } = await signedIn();
    const before = await tokensOf(proxy, id);
    harness.clock.advance(hours(2) + 1);
    const calls = proxy.traffic.refreshCalls;
    const results = await Promise.all(Array.from({ length: 50 }, () => browser.people()));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(proxy.traffic.refreshCalls).toBe(calls + 1);
    const after = await tokensOf(proxy, id);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.accessExpiresAt).toBe(harness.clock.now() + 7200 * 1000);
  });

  it('refreshes shortly before expiry (within the 5-minute margin)', async () => {
    const { browser, id } = await signedIn();
    const before = await tokensOf(proxy, id);
    harness.clock.advance(hours(2) - minutes(4));
    const calls = proxy.traffic.refreshCalls;
    expect((await browser.people()).status).toBe(200);
    expect(proxy.traffic.refreshCalls).toBe(calls + 1);
    expect((await tokensOf(proxy, id)).accessToken).not.toBe(before.accessToken);
    // Not again while the new token is far from expiry.
    expect((await browser.people()).status).toBe(200);
    expect(proxy.traffic.refreshCalls).toBe(calls + 1);
  });

  it('stores the rotated refresh token and never sends the old one again', async () => {
    const { browser, id } = await signedIn();
    const first = (await tokensOf(proxy, id)).refreshToken;
    const sentBefore = proxy.traffic.refreshTokensSent.length;
    harness.clock.advance(hours(2) + 1);
    expect((await browser.people()).status).toBe(200);
    const second = (await tokensOf(proxy, id)).refreshToken;
    expect(second).not.toBe(first);
    harness.clock.advance(hours(2) + 1);
    // The sandbox answers invalid_grant to a reused refresh token, so success proves rotation.
    expect((await browser.people()).status).toBe(200);
    const third = (await tokensOf(proxy, id)).refreshToken;
    expect(third).not.toBe(second);
    const sent = proxy.traffic.refreshTokensSent.slice(sentBefore);
    expect(sent).toEqual([first, second]);
    const row = harness.sandbox.ctx.db
      .prepare('SELECT used, revoked FROM sandbox_refresh_tokens WHERE token_hash = ?')
      .get(createHash('sha256').update(first, 'utf8').digest('hex'));
    expect(row).toEqual({ used: 1, revoked: 0 });
  });

  it('refreshes once after an upstream 401 (access token revoked upstream), single-flight', async () => {
    const { browser, id } = await signedIn();
    const before = await tokensOf(proxy, id);
    await revokeAtSandbox(before.accessToken);
    const calls = proxy.traffic.refreshCalls;
    const results = await Promise.all(Array.from({ length: 20 }, () => browser.people()));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(proxy.traffic.refreshCalls).toBe(calls + 1);
    expect((await tokensOf(proxy, id)).accessToken).not.toBe(before.accessToken);
  });

  it('ends the session on invalid_grant: 401 session_expired, session gone, cookie cleared', async () => {
    const { browser, id } = await signedIn();
    await revokeAtSandbox((await tokensOf(proxy, id)).refreshToken);
    harness.clock.advance(hours(2) + 1);
    const people = await browser.people();
    expect(people.status).toBe(401);
    expect(people.body).toMatchObject({ errors: [{ code: 'session_expired' }] });
    expect(JSON.stringify(people.body)).toContain('/auth/login');
    expect(await proxy.sqlite.get(id)).toBeUndefined();
    expect(sessionCookieOf(browser, proxy.names)).toBeUndefined();
    expect(await browser.session()).toEqual({ signedIn: false, loginUrl: '/auth/login' });
  });

  for (const mode of ['network', '503-json', '502-html'] as const) {
    it(`keeps the session when the refresh fails (${mode})`, async () => {
      const { browser, id } = await signedIn();
      const before = await tokensOf(proxy, id);
      proxy.traffic.mode = mode;
      try {
        // Within the margin but still valid: the old token keeps working.
        harness.clock.advance(hours(2) - minutes(2));
        const calls = proxy.traffic.refreshCalls;
        expect((await browser.people()).status).toBe(200);
        expect(proxy.traffic.refreshCalls).toBe(calls + 1);
        // Past expiry: 503 for now (try again), but the session and its cookie stay.
        harness.clock.advance(minutes(3));
        const people = await browser.people();
        expect(people.status).toBe(503);
        expect(JSON.stringify(people.body)).toContain('auth_unavailable');
        expect(await proxy.sqlite.get(id)).toMatchObject({ tokens: before });
        expect(sessionCookieOf(browser, proxy.names)).toBe(id);
      } finally {
        proxy.traffic.mode = 'normal';
      }
      expect((await browser.people()).status).toBe(200);
      expect((await tokensOf(proxy, id)).refreshToken).not.toBe(before.refreshToken);
    });
  }
});

describe('the session path', () => {
  const counts = (p: TestProxy) => ({
    gets: p.store.gets,
    stamps: p.store.stamps,
    writes: p.store.writes,
  });

  it('opens a session once and writes nothing while it is used', async () => {
    const { browser } = await signedIn();
    const before = counts(proxy);
    for (let i = 0; i < 20; i++) expect((await browser.people()).status).toBe(200);
    const after = counts(proxy);
    expect(after.gets - before.gets).toBe(0);
    expect(after.stamps - before.stamps).toBe(20);
    expect(after.writes - before.writes).toBe(0);
  });

  it('records activity at most once a minute', async () => {
    const { browser } = await signedIn();
    harness.clock.advance(minutes(1));
    const before = counts(proxy);
    for (let i = 0; i < 5; i++) expect((await browser.people()).status).toBe(200);
    expect(counts(proxy).writes - before.writes).toBe(1);
  });

  /** Two instances sharing one session database, and a browser on each with the same cookie. */
  async function twoInstances() {
    const dir = mkdtempSync(path.join(tmpdir(), 'narthex-sessions-'));
    const file = path.join(dir, 'sessions.db');
    const a = await extraProxy({ file });
    const b = await extraProxy({ file });
    const signed = await signedIn(a);
    const onB = new Browser(b.url);
    onB.jar.set(b.names.session, signed.id);
    return { a, b, onA: signed.browser, onB, cleanUp: () => rmSync(dir, { recursive: true }) };
  }

  it('sees a sign-out on another instance at once', async () => {
    const { onA, onB, cleanUp } = await twoInstances();
    expect((await onB.people()).status).toBe(200);
    const logout = await onA.fetch('/auth/logout', { method: 'POST', headers: { 'X-CSRF': '1' } });
    expect(logout.status).toBe(204);
    const after = await onB.people();
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ errors: [{ code: 'not_signed_in' }] });
    cleanUp();
  });

  it('uses the tokens another instance refreshed, with no token call of its own', async () => {
    const { a, b, onA, onB, cleanUp } = await twoInstances();
    expect((await onB.people()).status).toBe(200);
    harness.clock.advance(hours(2));
    expect((await onA.people()).status).toBe(200);
    expect(a.traffic.refreshCalls).toBe(1);
    const gets = b.store.gets;
    expect((await onB.people()).status).toBe(200);
    expect(b.traffic.refreshCalls).toBe(0);
    // Opened again once: its version moved.
    expect(b.store.gets - gets).toBe(1);
    cleanUp();
  });
});

describe('lifetimes', () => {
  it('ends a session idle for 8 hours, and keeps an active one alive', async () => {
    const active = await signedIn();
    const idle = await signedIn();
    for (let i = 0; i < 3; i++) {
      harness.clock.advance(hours(7));
      expect((await active.browser.people()).status).toBe(200);
    }
    const people = await idle.browser.people();
    expect(people.status).toBe(401);
    expect(people.body).toMatchObject({ errors: [{ code: 'session_expired' }] });
    expect(await proxy.sqlite.get(idle.id)).toBeUndefined();
    expect(sessionCookieOf(idle.browser, proxy.names)).toBeUndefined();
  });

  it('reports an idle-expired session as signed out with a reason', async () => {
    const { browser } = await signedIn();
    harness.clock.advance(hours(8));
    expect(await browser.session()).toEqual({
      signedIn: false,
      loginUrl: '/auth/login',
      reason: 'session_expired',
    });
  });

  it('ends a session at its absolute lifetime however active', async () => {
    const short = await extraProxy({ absoluteLifetimeMs: days(1) });
    const { browser, id } = await signedIn(short);
    for (let i = 0; i < 3; i++) {
      harness.clock.advance(hours(6));
      expect((await browser.people()).status).toBe(200);
    }
    harness.clock.advance(hours(6));
    const people = await browser.people();
    expect(people.status).toBe(401);
    expect(people.body).toMatchObject({ errors: [{ code: 'session_expired' }] });
    expect(JSON.stringify(people.body)).toContain('maximum lifetime');
    expect(await short.sqlite.get(id)).toBeUndefined();
  });

  it('refuses an absolute lifetime beyond the refresh token’s year', () => {
    const store = new SqliteSessionStore({ file: ':memory:', secret: sessionSecret });
    const oauth = createOAuthClient({
      apiBaseUrl: harness.sandbox.url,
      clientId,
      clientSecret,
      redirectUri: `${proxy.url}/auth/callback`,
      scopes: ['people'],
    });
    expect(() =>
      createOAuthAuth({
        store,
        oauth,
        secret: sessionSecret,
        secureCookies: false,
        absoluteLifetimeMs: days(366),
      }),
    ).toThrow(/365 days/);
    void store.close();
  });
});

describe('logout', () => {
  it('revokes at the AS, deletes the session, clears the cookie; replay is 401; repeatable', async () => {
    const { browser, id } = await signedIn();
    const { refreshToken } = await tokensOf(proxy, id);
    const revokes = proxy.traffic.revokeCalls;
    const response = await browser.fetch('/auth/logout', {
      method: 'POST',
      headers: { 'X-CSRF': '1' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('clear-site-data')).toBe('"cookies"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie().join()).toMatch(/^narthex-session=; Max-Age=0; Path=\//);
    expect(proxy.traffic.revokeCalls).toBe(revokes + 1);
    expect(await proxy.sqlite.get(id)).toBeUndefined();
    expect(await refreshAtSandbox(refreshToken)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });

    const replay = new Browser(proxy.url);
    replay.jar.set(proxy.names.session, id);
    const people = await replay.people();
    expect(people.status).toBe(401);
    expect(people.body).toMatchObject({ errors: [{ code: 'not_signed_in' }] });

    const twice = await replay.fetch('/auth/logout', {
      method: 'POST',
      headers: { 'X-CSRF': '1', 'content-type': 'application/json' },
    });
    expect(twice.status).toBe(204);
    const thrice = await browser.fetch('/auth/logout', {
      method: 'POST',
      headers: { 'X-CSRF': '1' },
    });
    expect(thrice.status).toBe(204);
  });

  it('ends the session even when the revocation fails', async () => {
    const { browser, id } = await signedIn();
    proxy.traffic.revokeFails = true;
    try {
      const response = await browser.fetch('/auth/logout', {
        method: 'POST',
        headers: { 'X-CSRF': '1' },
      });
      expect(response.status).toBe(204);
    } finally {
      proxy.traffic.revokeFails = false;
    }
    expect(await proxy.sqlite.get(id)).toBeUndefined();
    expect(sessionCookieOf(browser, proxy.names)).toBeUndefined();
  });
});

describe('secrecy', () => {
  it('keeps no token, id or user data in plaintext in the database file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'narthex-sessions-'));
    const file = path.join(dir, 'sessions.db');
    try {
      const onDisk = await extraProxy({ file });
      const { browser, id } = await signedIn(onDisk);
      harness.clock.advance(hours(2) + 1);
      expect((await browser.people()).status).toBe(200);
      const record = await onDisk.sqlite.get(id);
      if (!record) throw new Error('no session');
      const raw = Buffer.concat(
        [file, `${file}-wal`, `${file}-shm`].filter(existsSync).map((f) => readFileSync(f)),
      );
      expect(raw.length).toBeGreaterThan(0);
      const secrets = [
        record.tokens.accessToken,
        record.tokens.refreshToken,
        id,
        record.user.email ?? 'x',
        record.user.name,
        record.organization.name,
        ...onDisk.traffic.issuedTokens,
      ];
      for (const secret of secrets) expect(raw.includes(Buffer.from(secret, 'utf8'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends no token or secret in any response body or header (only the session id, in its cookie)', async () => {
    const leak = await extraProxy({});
    const browser = new Browser(leak.url);
    const codec = new LoginTransactionCodec(sessionSecret);
    let verifier = '';
    const steps = await signIn(browser, {
      returnTo: '/people',
      beforeCallback: () => {
        verifier =
          codec.open(browser.jar.get(leak.names.login), harness.clock.now())?.codeVerifier ?? '';
      },
    });
    expect(steps.callback.status).toBe(302);
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const id = sessionCookieOf(browser, leak.names) ?? '';
    await browser.session();
    await browser.people();
    harness.clock.advance(hours(2) + 1);
    await browser.people();
    await browser.session();
    await browser.fetch('/auth/session');
    await browser.fetch('/auth/logout', { method: 'POST', headers: { 'X-CSRF': '1' } });
    await browser.fetch('/auth/logout', { method: 'POST', headers: { 'X-CSRF': '1' } });

    const secrets = [...leak.traffic.issuedTokens, clientSecret, sessionSecret, verifier];
    expect(leak.traffic.issuedTokens.size).toBeGreaterThanOrEqual(4);
    for (const response of browser.recorded) {
      const headerText = response.headers
        .filter(([name]) => name !== 'set-cookie')
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n');
      const text = `${headerText}\n${response.body}`;
      for (const secret of secrets) expect(text.includes(secret), response.url).toBe(false);
      expect(text.includes(id), response.url).toBe(false);
      const cookies = response.headers.filter(([name]) => name === 'set-cookie').map(([, v]) => v);
      for (const secret of secrets) expect(cookies.join('\n').includes(secret)).toBe(false);
    }
  });
});
