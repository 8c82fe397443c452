/**
 * Every sign-in gets its own `state` and PKCE verifier (checklist item 1), over HTTP against the
 * auth side and a real sandbox. The values are read from both ends: the authorization URL the
 * proxy redirects to, and the sealed login cookie (opened with the session secret), which must
 * agree. No OpenID Connect nonce is used: the flow asks for no ID token.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginTransactionCodec } from './cookies';
import {
  Browser,
  sessionCookieOf,
  sessionSecret,
  staffEmail,
  staffPassword,
  startTestProxy,
  startTestSandbox,
} from './testing/harness';
import type { SandboxHarness, TestProxy } from './testing/harness';

let harness: SandboxHarness;
let proxy: TestProxy;

beforeAll(async () => {
  harness = await startTestSandbox();
  proxy = await startTestProxy(harness);
});

afterAll(async () => {
  await proxy.close();
  await harness.close();
});

const base64url256 = /^[A-Za-z0-9_-]{43}$/;

interface Started {
  state: string;
  codeChallenge: string;
  codeVerifier: string;
  url: URL;
}

/** GET /auth/login in `browser`: what went to the authorization server and what was sealed. */
async function startSignIn(browser: Browser): Promise<Started> {
  const response = await browser.fetch('/auth/login');
  expect(response.status).toBe(302);
  const url = new URL(response.headers.get('location') ?? '');
  const transaction = new LoginTransactionCodec(sessionSecret).open(
    browser.jar.get(proxy.names.login),
    harness.clock.now(),
  );
  if (!transaction) throw new Error('no readable login cookie');
  expect(url.searchParams.get('state')).toBe(transaction.state);
  return {
    state: transaction.state,
    codeChallenge: url.searchParams.get('code_challenge') ?? '',
    codeVerifier: transaction.codeVerifier,
    url,
  };
}

/** The rest of a started sign-in, like a browser: the sandbox's consent, then the callback. */
async function finishSignIn(browser: Browser, started: Started): Promise<Response> {
  const page = await fetch(started.url, { redirect: 'manual' });
  expect(page.status).toBe(200);
  await page.text();
  const form = new URLSearchParams(started.url.searchParams);
  form.set('email', staffEmail);
  form.set('password', staffPassword);
  form.set('decision', 'allow');
  const consent = await fetch(new URL('/oauth/authorize', started.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location') ?? '');
  expect(callback.searchParams.get('state')).toBe(started.state);
  return browser.fetch(callback.href);
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

describe('fresh values for every sign-in', () => {
  it('gives two sign-ins different states, PKCE verifiers and challenges, both of which complete', async () => {
    const first = new Browser(proxy.url);
    const second = new Browser(proxy.url);
    const a = await startSignIn(first);
    const b = await startSignIn(second);

    for (const started of [a, b]) {
      expect(started.state).toMatch(base64url256);
      expect(started.codeVerifier).toMatch(base64url256);
      expect(started.url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(started.codeChallenge).toBe(s256(started.codeVerifier));
      // No ID token is asked for, so there is no nonce to vary.
      expect(started.url.searchParams.has('nonce')).toBe(false);
    }
    expect(a.state).not.toBe(b.state);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
    expect(a.codeChallenge).not.toBe(b.codeChallenge);
    // Nothing of one transaction is derived from the other's values.
    expect(a.state).not.toBe(a.codeVerifier);
    expect(b.state).not.toBe(b.codeVerifier);

    // Both complete, in the other order, each with its own verifier (the sandbox checks it
    // against its challenge), into two different sessions.
    const codeCalls = proxy.traffic.codeCalls;
    expect((await finishSignIn(second, b)).status).toBe(302);
    expect((await finishSignIn(first, a)).status).toBe(302);
    expect(proxy.traffic.codeCalls).toBe(codeCalls + 2);
    expect(sessionCookieOf(first, proxy.names)).toMatch(base64url256);
    expect(sessionCookieOf(first, proxy.names)).not.toBe(sessionCookieOf(second, proxy.names));
  });

  it('starts over with new values when one browser signs in again', async () => {
    const browser = new Browser(proxy.url);
    const a = await startSignIn(browser);
    const b = await startSignIn(browser);
    expect(b.state).not.toBe(a.state);
    expect(b.codeVerifier).not.toBe(a.codeVerifier);
  });

  it('never repeats a state or verifier over 200 sign-ins', async () => {
    const states = new Set<string>();
    const verifiers = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const started = await startSignIn(new Browser(proxy.url));
      states.add(started.state);
      verifiers.add(started.codeVerifier);
    }
    expect(states.size).toBe(200);
    expect(verifiers.size).toBe(200);
    expect([...states].filter((s) => verifiers.has(s))).toEqual([]);
  });
});
