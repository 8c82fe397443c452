import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../server';
import type { SandboxContext } from '../context';

const clientId = 'narthex-dashboard';
const clientSecret = 'narthex-dashboard-secret';
const redirectUri = 'http://localhost:8080/auth/callback';
const queryRedirectUri = 'http://app.test/cb?tenant=a%20b';
const email = 'admin@sandbox.test';
const password = 'sandbox';

/** A clock the tests move by hand. */
const clock = {
  t: Date.UTC(2026, 10, 21, 12),
  now(): number {
    return this.t;
  },
  advanceSeconds(seconds: number): void {
    this.t += seconds * 1000;
  },
};

let app: FastifyInstance;
let ctx: SandboxContext;

beforeAll(async () => {
  ({ app, ctx } = await createSandbox({
    file: ':memory:',
    clock,
    config: {
      rateLimit: { limit: 10_000, periodSeconds: 60 },
      oauthApplications: [
        {
          name: 'Narthex dashboard',
          clientId,
          clientSecret,
          redirectUris: [redirectUri, queryRedirectUri],
        },
        {
          name: 'Other app',
          clientId: 'other-app',
          clientSecret: 'other-secret',
          redirectUris: ['http://other.test/cb'],
        },
      ],
    },
  }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  ctx.db.close();
});

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
};

const form = (fields: Record<string, string | undefined>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, v);
  return body.toString();
};

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

interface AuthorizeParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

const authorizeQuery = (overrides: AuthorizeParams = {}) =>
  form({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'people check_ins giving',
    state: 'xyz-state',
    ...overrides,
  });

async function postAuthorize(
  params: AuthorizeParams,
  credentials: { email?: string; password?: string; decision?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/oauth/authorize',
    headers: formHeaders,
    payload: form({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'people check_ins giving',
      state: 'xyz-state',
      ...params,
      decision: 'allow',
      ...credentials,
    }),
  });
}

/** Signs in and allows; answers the code from the redirect. */
async function getCode(params: AuthorizeParams = {}): Promise<string> {
  const response = await postAuthorize(params, { email, password });
  expect(response.statusCode).toBe(302);
  const code = new URL(response.headers.location as string).searchParams.get('code');
  expect(code).toBeTruthy();
  return code as string;
}

async function token(fields: Record<string, string | undefined>, headers = {}) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { ...formHeaders, ...headers },
    payload: form(fields),
  });
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  created_at: number;
}

async function exchange(code: string, verifier?: string) {
  return token({
    grant_type: 'authorization_code',
    code,
    client_id: clientId,
    client_secret: clientSecret,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
}

async function issue(scope = 'people check_ins giving'): Promise<Tokens> {
  const { verifier, challenge } = pkce();
  const code = await getCode({ scope, code_challenge: challenge, code_challenge_method: 'S256' });
  const response = await exchange(code, verifier);
  expect(response.statusCode).toBe(200);
  return response.json<Tokens>();
}

async function refresh(refreshToken: string, client = { id: clientId, secret: clientSecret }) {
  return token({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: client.id,
    client_secret: client.secret,
  });
}

const api = (path: string, accessToken: string) =>
  app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${accessToken}` } });

const errorDetail = (response: { json: <T>() => T }) =>
  response.json<{ errors: { code?: string; detail?: string }[] }>().errors[0]?.detail ?? '';

describe('authorization code flow with PKCE', () => {
  it('signs in on a labelled page, redirects with code and state, and the token works', async () => {
    const { verifier, challenge } = pkce();
    const page = await app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery({ code_challenge: challenge, code_challenge_method: 'S256' })}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-frame-options']).toBe('DENY');
    // form-action also names the redirect URI's origin: browsers apply it to the redirect that
    // answers the form post.
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://localhost:8080; frame-ancestors 'none'",
    );
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const html = page.body;
    expect(html).toMatch(/<h1>[^<]*Narthex dashboard[^<]*<\/h1>/);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<input type="email" id="email" name="email"/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<input type="password" id="password" name="password"/);
    expect(html).toMatch(/<button type="submit" name="decision" value="allow">Allow<\/button>/);
    expect(html).toMatch(/>Deny<\/button>/);
    expect(html).toMatch(/<form method="post" action="\/oauth\/authorize">/);
    expect(html).toContain(`name="code_challenge" value="${challenge}"`);
    expect(html).toContain('People:');
    expect(html).toContain('Check-ins:');

    const signIn = await postAuthorize(
      { code_challenge: challenge, code_challenge_method: 'S256' },
      { email, password },
    );
    expect(signIn.statusCode).toBe(302);
    const location = new URL(signIn.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('xyz-state');
    const code = location.searchParams.get('code') as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const response = await exchange(code, verifier);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = response.json<Tokens>();
    expect(Object.keys(tokens).sort()).toEqual(
      ['access_token', 'created_at', 'expires_in', 'refresh_token', 'scope', 'token_type'].sort(),
    );
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(7200);
    expect(tokens.scope).toBe('people check_ins giving');
    expect(tokens.created_at).toBe(Math.floor(clock.now() / 1000));
    expect(tokens.access_token).not.toBe(tokens.refresh_token);

    const people = await api('/people/v2', tokens.access_token);
    expect(people.statusCode).toBe(200);

    const userinfo = await app.inject({
      method: 'GET',
      url: '/oauth/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.statusCode).toBe(200);
    const info = userinfo.json<{
      sub: string;
      email: string;
      name: string;
      organization: object;
    }>();
    expect(info.sub).toBe('1');
    expect(info.email).toBe(email);
    expect(info.name).toBeTruthy();
    expect(info.organization).toMatchObject({ id: '1' });

    // Raw tokens are never stored.
    const stored = ctx.db
      .prepare('SELECT COUNT(*) AS n FROM sandbox_access_tokens WHERE token_hash = ?')
      .get(tokens.access_token) as { n: number };
    expect(stored.n).toBe(0);
  });

  it('works without PKCE and with HTTP Basic client authentication', async () => {
    const code = await getCode();
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const response = await token(
      { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
      { authorization: `Basic ${basic}` },
    );
    expect(response.statusCode).toBe(200);
  });

  it('accepts a JSON token request', async () => {
    const code = await getCode();
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: {
        grant_type: 'authorization_code',
        code,
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uri: redirectUri,
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('appends code and state to a redirect URI that has a query', async () => {
    const response = await postAuthorize(
      { redirect_uri: queryRedirectUri, state: 'a b&c' },
      { email, password },
    );
    expect(response.statusCode).toBe(302);
    const location = response.headers.location as string;
    expect(location.startsWith(`${queryRedirectUri}&code=`)).toBe(true);
    expect(new URL(location).searchParams.get('tenant')).toBe('a b');
    expect(new URL(location).searchParams.get('state')).toBe('a b&c');
  });

  it('re-renders the page with 401 on a wrong password, keeping the email', async () => {
    const response = await postAuthorize({}, { email, password: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('The email or password is incorrect');
    expect(response.body).toContain(`value="${email}"`);
    expect(response.body).not.toContain('value="wrong"');

    const unknown = await postAuthorize({}, { email: 'nobody@sandbox.test', password });
    expect(unknown.statusCode).toBe(401);
  });

  it('answers 400 without redirecting for a redirect_uri that is not registered', async () => {
    for (const uri of [
      'http://evil.test/cb',
      `${redirectUri}/`,
      `${redirectUri}?x=1`,
      'http://other.test/cb',
    ]) {
      const get = await app.inject({
        method: 'GET',
        url: `/oauth/authorize?${authorizeQuery({ redirect_uri: uri })}`,
      });
      expect(get.statusCode).toBe(400);
      expect(get.headers.location).toBeUndefined();
      expect(get.headers['content-type']).toContain('text/html');
      expect(get.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      );
      const post = await postAuthorize({ redirect_uri: uri }, { email, password });
      expect(post.statusCode).toBe(400);
      expect(post.headers.location).toBeUndefined();
    }
    const unknownClient = await app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery({ client_id: 'nope' })}`,
    });
    expect(unknownClient.statusCode).toBe(400);
    expect(unknownClient.headers.location).toBeUndefined();
  });

  it('redirects with errors for bad scope, response type and PKCE method', async () => {
    const cases: [AuthorizeParams, string][] = [
      [{ scope: 'people calendar' }, 'invalid_scope'],
      [{ scope: '' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ code_challenge: pkce().challenge, code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: pkce().challenge }, 'invalid_request'],
    ];
    for (const [params, error] of cases) {
      const response = await app.inject({
        method: 'GET',
        url: `/oauth/authorize?${authorizeQuery(params)}`,
      });
      expect(response.statusCode).toBe(302);
      const location = new URL(response.headers.location as string);
      expect(location.searchParams.get('error')).toBe(error);
      expect(location.searchParams.get('state')).toBe('xyz-state');
      expect(location.searchParams.get('code')).toBeNull();
    }
  });

  it('redirects with access_denied when the user denies', async () => {
    const response = await postAuthorize({}, { decision: 'deny' });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('xyz-state');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('escapes every value it puts on the page', async () => {
    const state = '"><script>alert(1)</script>';
    const page = await app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery({ state })}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;');
    const wrong = await postAuthorize({ state }, { email: '"><b>x</b>', password: 'x' });
    expect(wrong.body).not.toContain('<b>x</b>');
  });
});

describe('token endpoint errors', () => {
  it('refuses a wrong PKCE verifier, a missing one and one without a challenge', async () => {
    const { challenge } = pkce();
    const code = await getCode({ code_challenge: challenge, code_challenge_method: 'S256' });
    const wrong = await exchange(code, pkce().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
    const missing = await exchange(code);
    expect(missing.json()).toMatchObject({ error: 'invalid_grant' });

    const plainCode = await getCode();
    const extra = await exchange(plainCode, pkce().verifier);
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a reused code and revokes the tokens issued from it', async () => {
    const { verifier, challenge } = pkce();
    const code = await getCode({ code_challenge: challenge, code_challenge_method: 'S256' });
    const first = await exchange(code, verifier);
    expect(first.statusCode).toBe(200);
    const tokens = first.json<Tokens>();
    expect((await api('/people/v2', tokens.access_token)).statusCode).toBe(200);

    const again = await exchange(code, verifier);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await api('/people/v2', tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an expired code, a wrong redirect_uri and another client', async () => {
    const code = await getCode();
    const mismatch = await token({
      grant_type: 'authorization_code',
      code,
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uri: queryRedirectUri,
    });
    expect(mismatch.json()).toMatchObject({ error: 'invalid_grant' });
    const otherClient = await token({
      grant_type: 'authorization_code',
      code,
      client_id: 'other-app',
      client_secret: 'other-secret',
      redirect_uri: redirectUri,
    });
    expect(otherClient.json()).toMatchObject({ error: 'invalid_grant' });

    clock.advanceSeconds(601);
    const expired = await exchange(code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers invalid_client (401) for bad client credentials', async () => {
    const code = await getCode();
    for (const fields of [
      { client_id: clientId, client_secret: 'wrong' },
      { client_id: 'nope', client_secret: clientSecret },
      { client_id: clientId },
      {},
    ]) {
      const response = await token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        ...fields,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid_client' });
      expect(response.json<{ error_description: string }>().error_description).toBeTruthy();
    }
    const basic = Buffer.from(`${clientId}:wrong`).toString('base64');
    const viaBasic = await token(
      { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
      { authorization: `Basic ${basic}` },
    );
    expect(viaBasic.statusCode).toBe(401);
    // The code survived the failed attempts.
    expect((await exchange(code)).statusCode).toBe(200);
  });

  it('answers unsupported_grant_type and invalid_request', async () => {
    const passwordGrant = await token({
      grant_type: 'password',
      client_id: clientId,
      client_secret: clientSecret,
    });
    expect(passwordGrant.statusCode).toBe(400);
    expect(passwordGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const none = await token({ client_id: clientId, client_secret: clientSecret });
    expect(none.json()).toMatchObject({ error: 'invalid_request' });
    const badJson = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ error: 'invalid_request' });
    const xml = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<grant_type/>',
    });
    expect(xml.statusCode).toBe(401);
    expect(xml.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('refresh, expiry and revocation', () => {
  it('rotates refresh tokens: the new pair works, the old refresh token does not', async () => {
    const first = await issue();
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const second = response.json<Tokens>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.scope).toBe(first.scope);
    expect((await api('/people/v2', second.access_token)).statusCode).toBe(200);

    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('refuses a refresh token presented by another client', async () => {
    const tokens = await issue();
    const other = await refresh(tokens.refresh_token, { id: 'other-app', secret: 'other-secret' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });

  it('expires access tokens after 7200 s; the refresh token still works', async () => {
    const tokens = await issue();
    clock.advanceSeconds(7199);
    expect((await api('/people/v2', tokens.access_token)).statusCode).toBe(200);
    clock.advanceSeconds(1);
    const expired = await api('/people/v2', tokens.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ errors: [{ code: 'unauthorized' }] });
    expect(errorDetail(expired)).toContain('(BABOON)');

    const response = await refresh(tokens.refresh_token);
    expect(response.statusCode).toBe(200);
    expect((await api('/people/v2', response.json<Tokens>().access_token)).statusCode).toBe(200);
  });

  it('honours a refresh token for one year after its access token was issued', async () => {
    const tokens = await issue();
    clock.advanceSeconds(365 * 24 * 3600 - 1);
    const withinYear = await refresh(tokens.refresh_token);
    expect(withinYear.statusCode).toBe(200);
    const renewed = withinYear.json<Tokens>();

    clock.advanceSeconds(365 * 24 * 3600);
    const afterYear = await refresh(renewed.refresh_token);
    expect(afterYear.statusCode).toBe(400);
    expect(afterYear.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('revokes access tokens, and refresh tokens with their access token', async () => {
    const a = await issue();
    const revoke = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/oauth/revoke',
        headers: formHeaders,
        payload: form({ client_id: clientId, client_secret: clientSecret, ...fields }),
      });

    const revokedAccess = await revoke({ token: a.access_token });
    expect(revokedAccess.statusCode).toBe(200);
    expect(revokedAccess.json()).toEqual({});
    const denied = await api('/people/v2', a.access_token);
    expect(denied.statusCode).toBe(401);
    expect(errorDetail(denied)).toContain('(CAPUCHIN)');
    // Revoking an access token leaves its refresh token usable.
    expect((await refresh(a.refresh_token)).statusCode).toBe(200);

    const b = await issue();
    expect((await revoke({ token: b.refresh_token })).statusCode).toBe(200);
    expect((await refresh(b.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await api('/people/v2', b.access_token)).statusCode).toBe(401);

    const unknown = await revoke({ token: 'not-a-token' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({});

    const c = await issue();
    const wrongClient = await app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      headers: formHeaders,
      payload: form({ token: c.access_token, client_id: clientId, client_secret: 'wrong' }),
    });
    expect(wrongClient.statusCode).toBe(401);
    expect(wrongClient.json()).toMatchObject({ error: 'invalid_client' });
    expect((await api('/people/v2', c.access_token)).statusCode).toBe(200);
  });

  it('limits a token to its scopes', async () => {
    const tokens = await issue('people');
    expect(tokens.scope).toBe('people');
    expect((await api('/people/v2', tokens.access_token)).statusCode).toBe(200);
    const giving = await api('/giving/v2', tokens.access_token);
    expect(giving.statusCode).toBe(403);
    expect(giving.json()).toMatchObject({ errors: [{ status: '403' }] });
  });

  it('answers 401 from userinfo without a valid Bearer token', async () => {
    for (const authorization of [
      undefined,
      'Bearer nope',
      'Basic c2FuZGJveDpzYW5kYm94LXNlY3JldA==',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: '/oauth/userinfo',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });
});
