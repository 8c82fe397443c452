import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthApplication, SandboxContext } from '../context';
import { httpErrors, SandboxHttpError } from '../errors';
import { authHints, decodeBasic, parseAuthorization, resolveAccessToken } from './authenticate';
import { allScopes, organizationName, verifyStaffCredentials } from './credentials';
import { pageHeaders, renderConsentPage, renderErrorPage } from './consent-page';
import { constantTimeEqual, generateToken, hashToken } from './passwords';

/** An authorization code can be exchanged for this long after it is issued. */
export const authorizationCodeLifetimeMs = 10 * 60 * 1000;
/** A refresh token is honoured this long after its access token's issue (spec: 1 year). */
export const refreshTokenLifetimeMs = 365 * 24 * 3600 * 1000;

/** The parameters of an authorization request, carried from the page to the form post. */
const authorizeParamNames = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

type Params = Record<string, string | undefined>;

/**
 * Reads string parameters from a parsed query or body. A parameter sent twice (an array) or with a
 * non-string JSON value makes the request invalid (RFC 6749 §3.1: no parameter more than once).
 */
function readParams(
  source: unknown,
  names: readonly string[],
): { params: Params; invalid?: string } {
  const params: Params = {};
  let invalid: string | undefined;
  if (typeof source !== 'object' || source === null) return { params };
  const record = source as Record<string, unknown>;
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(record, name)) continue;
    const value = record[name];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      params[name] = value;
    } else {
      invalid ??= Array.isArray(value)
        ? `${name} must not be sent more than once`
        : `${name} must be a string`;
    }
  }
  return invalid === undefined ? { params } : { params, invalid };
}

/** Appends parameters to a URI, keeping its existing query as it was written. */
export function appendQuery(uri: string, params: Params): string {
  const hash = uri.indexOf('#');
  const base = hash === -1 ? uri : uri.slice(0, hash);
  const pairs = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  if (pairs === '') return base;
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}${pairs}`;
}

const sendPage = (reply: FastifyReply, status: number, html: string, redirectUri?: string) =>
  reply.code(status).headers(pageHeaders(redirectUri)).send(html);

const sendRedirect = (reply: FastifyReply, location: string) =>
  reply
    .code(302)
    .header('Location', location)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send();

const jsonType = 'application/json; charset=utf-8';

function sendOAuthJson(reply: FastifyReply, status: number, body: object) {
  return reply
    .code(status)
    .type(jsonType)
    .header('Cache-Control', 'no-store')
    .header('Pragma', 'no-cache')
    .send(body);
}

/** An RFC 6749 §5.2 error: `{ error, error_description }`. */
class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

function sendOAuthError(reply: FastifyReply, e: OAuthError) {
  if (e.status === 401) reply.header('WWW-Authenticate', 'Basic realm="oauth"');
  return sendOAuthJson(reply, e.status, { error: e.error, error_description: e.description });
}

interface AuthorizationRequest {
  app: OAuthApplication;
  redirectUri: string;
  scopes: string[];
  state: string | undefined;
  codeChallenge: string | undefined;
  /** The request's own parameters, for the hidden fields of the form. */
  params: Params;
}

type AuthorizeCheck =
  | { kind: 'ok'; request: AuthorizationRequest }
  /** The client or redirect URI cannot be trusted: an error page, never a redirect. */
  | { kind: 'page'; title: string; message: string }
  | { kind: 'redirect'; location: string };

/** Validates an authorization request (RFC 6749 §4.1.1, RFC 7636 §4.3), from the query or the form. */
function checkAuthorizationRequest(ctx: SandboxContext, source: unknown): AuthorizeCheck {
  const { params, invalid } = readParams(source, authorizeParamNames);
  const clientId = params.client_id;
  const app = ctx.config.oauthApplications.find((a) => a.clientId === clientId);
  if (clientId === undefined || clientId === '') {
    const message = invalid ? `The request is invalid: ${invalid}.` : 'client_id is missing.';
    return { kind: 'page', title: 'Invalid request', message };
  }
  if (!app) {
    return {
      kind: 'page',
      title: 'Unknown application',
      message: `No application with the client_id "${clientId}" is registered.`,
    };
  }
  const redirectUri = params.redirect_uri;
  if (redirectUri === undefined || !app.redirectUris.includes(redirectUri)) {
    return {
      kind: 'page',
      title: 'Invalid redirect URI',
      message:
        redirectUri === undefined
          ? 'The redirect_uri parameter is missing or was sent more than once.'
          : `The redirect_uri "${redirectUri}" is not registered for ${app.name}; it must equal a registered URI exactly.`,
    };
  }
  const state = params.state;
  const fail = (error: string, description: string): AuthorizeCheck => ({
    kind: 'redirect',
    location: appendQuery(redirectUri, { error, error_description: description, state }),
  });
  if (invalid) return fail('invalid_request', `The request is invalid: ${invalid}.`);
  if (params.response_type !== 'code') {
    return params.response_type === undefined
      ? fail('invalid_request', 'The response_type parameter is missing; it must be code.')
      : fail('unsupported_response_type', 'Only response_type=code is supported.');
  }
  const requested = (params.scope ?? '').split(' ').filter(Boolean);
  if (requested.length === 0) {
    return fail(
      'invalid_scope',
      `The scope parameter is missing; ask for one or more of: ${allScopes.join(' ')}.`,
    );
  }
  const unknown = requested.filter((s) => !allScopes.includes(s));
  if (unknown.length > 0) {
    return fail(
      'invalid_scope',
      `Unknown scope ${unknown.join(', ')}; the scopes are: ${allScopes.join(' ')}.`,
    );
  }
  const challenge = params.code_challenge;
  const method = params.code_challenge_method;
  if (method !== undefined && method !== 'S256') {
    return fail('invalid_request', 'code_challenge_method must be S256 (plain is not supported).');
  }
  if (method !== undefined && challenge === undefined) {
    return fail('invalid_request', 'code_challenge_method was sent without a code_challenge.');
  }
  if (challenge !== undefined && method === undefined) {
    return fail(
      'invalid_request',
      'code_challenge_method is missing; it defaults to plain, which is not supported: send S256.',
    );
  }
  if (challenge !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
    return fail(
      'invalid_request',
      'code_challenge must be BASE64URL(SHA256(code_verifier)) without padding (43 characters).',
    );
  }
  const kept: Params = {};
  for (const name of authorizeParamNames) kept[name] = params[name];
  return {
    kind: 'ok',
    request: {
      app,
      redirectUri,
      scopes: [...new Set(requested)],
      state,
      codeChallenge: challenge,
      params: kept,
    },
  };
}

/** Staff-facing text when the sign-in fails. */
const signInErrors = {
  wrong: 'The email or password is incorrect. Check them and try again.',
  missing: 'Enter your email and password, then choose Allow.',
};

interface CodeRow {
  code_hash: string;
  client_id: string;
  staff_id: number;
  redirect_uri: string;
  scopes: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
  expires_at: number;
  used: number;
}

interface RefreshRow {
  token_hash: string;
  client_id: string;
  staff_id: number;
  scopes: string;
  access_issued_at: number;
  expires_at: number;
  used: number;
  revoked: number;
  grant_id: string | null;
  access_token_hash: string | null;
}

interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
  created_at: number;
}

/** Stores a new access token and its refresh token, both descending from grant `grantId`. */
function issueTokens(
  ctx: SandboxContext,
  grant: { clientId: string; staffId: number; scopes: string; grantId: string },
): TokenResponse {
  const now = ctx.clock.now();
  const lifetime = ctx.config.accessTokenLifetimeSeconds;
  const accessToken = generateToken();
  const refreshToken = generateToken();
  const accessHash = hashToken(accessToken);
  ctx.db
    .prepare(
      `INSERT INTO sandbox_access_tokens
         (token_hash, client_id, staff_id, scopes, issued_at, expires_at, revoked, grant_id)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?)`,
    )
    .run(
      accessHash,
      grant.clientId,
      grant.staffId,
      grant.scopes,
      now,
      now + lifetime * 1000,
      grant.grantId,
    );
  ctx.db
    .prepare(
      `INSERT INTO sandbox_refresh_tokens
         (token_hash, client_id, staff_id, scopes, access_issued_at, expires_at, used, revoked,
          grant_id, access_token_hash)
       VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?, ?)`,
    )
    .run(
      hashToken(refreshToken),
      grant.clientId,
      grant.staffId,
      grant.scopes,
      now,
      now + refreshTokenLifetimeMs,
      grant.grantId,
      accessHash,
    );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: lifetime,
    refresh_token: refreshToken,
    scope: grant.scopes,
    created_at: Math.floor(now / 1000),
  };
}

/** Revokes every token descending from one authorization code (RFC 6749 §4.1.2, code reuse). */
function revokeGrant(ctx: SandboxContext, grantId: string): void {
  ctx.db.prepare('UPDATE sandbox_access_tokens SET revoked = 1 WHERE grant_id = ?').run(grantId);
  ctx.db.prepare('UPDATE sandbox_refresh_tokens SET revoked = 1 WHERE grant_id = ?').run(grantId);
}

/** Form, JSON or multipart fields of a token or revoke request, as a plain object. */
async function readBody(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await part.toBuffer();
        throw new OAuthError('invalid_request', 'The request must not carry files.');
      }
      const previous = fields[part.fieldname];
      fields[part.fieldname] = previous === undefined ? part.value : [previous, part.value];
    }
  } catch (error) {
    if (error instanceof OAuthError) throw error;
    throw new OAuthError('invalid_request', 'The multipart body could not be read.');
  }
  return fields;
}

function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * The client making a token or revoke request: client_id and client_secret in the body, or HTTP
 * Basic (RFC 6749 §2.3.1), not both. Throws invalid_client (401) or invalid_request (400).
 */
function authenticateClient(request: FastifyRequest, ctx: SandboxContext, params: Params) {
  const parsed = parseAuthorization(request.headers.authorization);
  let clientId = params.client_id;
  let secret = params.client_secret;
  if (parsed?.scheme === 'basic') {
    const basic = decodeBasic(parsed.credentials);
    if (!basic) {
      throw new OAuthError(
        'invalid_client',
        'The HTTP Basic client credentials are malformed.',
        401,
      );
    }
    if (secret !== undefined) {
      throw new OAuthError(
        'invalid_request',
        'Authenticate the client with HTTP Basic or with client_secret in the body, not both.',
      );
    }
    const basicId = formDecode(basic.user);
    if (clientId !== undefined && clientId !== basicId) {
      throw new OAuthError('invalid_request', 'client_id differs from the HTTP Basic user name.');
    }
    clientId = basicId;
    secret = formDecode(basic.password);
  }
  if (clientId === undefined || clientId === '' || secret === undefined) {
    throw new OAuthError(
      'invalid_client',
      'Client authentication failed: send client_id and client_secret.',
      401,
    );
  }
  const app = ctx.config.oauthApplications.find((a) => a.clientId === clientId);
  const matches = constantTimeEqual(app?.clientSecret ?? '', secret);
  if (!app || !matches) {
    throw new OAuthError(
      'invalid_client',
      'Client authentication failed: unknown client or wrong client_secret.',
      401,
    );
  }
  return app;
}

const pkceChallenge = (verifier: string) =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');

function exchangeCode(ctx: SandboxContext, app: OAuthApplication, params: Params): TokenResponse {
  const code = params.code;
  if (code === undefined || code === '') {
    throw new OAuthError('invalid_request', 'The code parameter is missing.');
  }
  const codeHash = hashToken(code);
  const row = ctx.db
    .prepare('SELECT * FROM sandbox_authorization_codes WHERE code_hash = ?')
    .get(codeHash) as CodeRow | undefined;
  if (!row || row.client_id !== app.clientId) {
    throw new OAuthError(
      'invalid_grant',
      'The authorization code is invalid or was issued to another client.',
    );
  }
  if (row.used) {
    revokeGrant(ctx, codeHash);
    throw new OAuthError(
      'invalid_grant',
      'The authorization code has already been used; the tokens issued from it are revoked.',
    );
  }
  if (ctx.clock.now() >= row.expires_at) {
    throw new OAuthError('invalid_grant', 'The authorization code has expired.');
  }
  if (params.redirect_uri === undefined) {
    throw new OAuthError('invalid_request', 'The redirect_uri parameter is missing.');
  }
  if (params.redirect_uri !== row.redirect_uri) {
    throw new OAuthError(
      'invalid_grant',
      'redirect_uri does not match the one of the authorization request.',
    );
  }
  const verifier = params.code_verifier;
  if (row.code_challenge !== null) {
    if (verifier === undefined) {
      throw new OAuthError('invalid_grant', 'code_verifier is required (PKCE).');
    }
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) {
      throw new OAuthError(
        'invalid_grant',
        'code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~.',
      );
    }
    if (!constantTimeEqual(pkceChallenge(verifier), row.code_challenge)) {
      throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge.');
    }
  } else if (verifier !== undefined) {
    throw new OAuthError(
      'invalid_grant',
      'code_verifier was sent but the authorization request had no code_challenge.',
    );
  }
  return ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE sandbox_authorization_codes SET used = 1 WHERE code_hash = ?')
      .run(codeHash);
    return issueTokens(ctx, {
      clientId: app.clientId,
      staffId: row.staff_id,
      scopes: row.scopes,
      grantId: codeHash,
    });
  })();
}

function refresh(ctx: SandboxContext, app: OAuthApplication, params: Params): TokenResponse {
  const token = params.refresh_token;
  if (token === undefined || token === '') {
    throw new OAuthError('invalid_request', 'The refresh_token parameter is missing.');
  }
  const tokenHash = hashToken(token);
  const row = ctx.db
    .prepare('SELECT * FROM sandbox_refresh_tokens WHERE token_hash = ?')
    .get(tokenHash) as RefreshRow | undefined;
  if (!row || row.client_id !== app.clientId) {
    throw new OAuthError(
      'invalid_grant',
      'The refresh token is invalid or was issued to another client.',
    );
  }
  if (row.revoked) throw new OAuthError('invalid_grant', 'The refresh token has been revoked.');
  if (row.used) {
    throw new OAuthError(
      'invalid_grant',
      'The refresh token has already been used; use the refresh token of the latest response.',
    );
  }
  if (ctx.clock.now() >= row.expires_at) {
    throw new OAuthError(
      'invalid_grant',
      'The refresh token has expired (one year after its access token); authorize again.',
    );
  }
  const granted = row.scopes.split(' ').filter(Boolean);
  let scopes = row.scopes;
  if (params.scope !== undefined) {
    const asked = [...new Set(params.scope.split(' ').filter(Boolean))];
    const extra = asked.filter((s) => !granted.includes(s));
    if (asked.length === 0 || extra.length > 0) {
      throw new OAuthError(
        'invalid_scope',
        `The scope must be a subset of the granted scopes (${row.scopes}).`,
      );
    }
    scopes = asked.join(' ');
  }
  return ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE sandbox_refresh_tokens SET used = 1 WHERE token_hash = ?')
      .run(tokenHash);
    return issueTokens(ctx, {
      clientId: app.clientId,
      staffId: row.staff_id,
      scopes,
      grantId: row.grant_id ?? tokenHash,
    });
  })();
}

const tokenParamNames = [
  'grant_type',
  'code',
  'redirect_uri',
  'code_verifier',
  'refresh_token',
  'scope',
  'client_id',
  'client_secret',
] as const;

/** Runs an OAuth endpoint body, answering its OAuthError as RFC 6749 JSON. */
async function oauthEndpoint(
  reply: FastifyReply,
  body: () => Promise<object> | object,
): Promise<FastifyReply> {
  try {
    return sendOAuthJson(reply, 200, await body());
  } catch (error) {
    if (error instanceof OAuthError) return sendOAuthError(reply, error);
    throw error;
  }
}

/** OAuth 2.0 (authorization code + PKCE, refresh with rotation, revoke) and OIDC userinfo. */
export function registerOAuthRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  void app.register(async (oauth) => {
    // A body of another media type reaches the handlers (as no parameters) instead of Fastify's
    // 415, so the token endpoints answer it in RFC 6749 terms; the body is drained, not kept.
    oauth.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
      payload.on('error', (error) => done(error, undefined));
    });
    oauth.setErrorHandler((error, request, reply) => {
      const { statusCode, message } = error as { statusCode?: number; message?: string };
      const status = statusCode ?? 500;
      const path = request.url.split('?')[0];
      if ((path === '/oauth/token' || path === '/oauth/revoke') && status >= 400 && status < 500) {
        return sendOAuthError(
          reply,
          new OAuthError(
            'invalid_request',
            `The request body could not be read: ${message ?? 'invalid'}`,
          ),
        );
      }
      throw error;
    });
    addRoutes(oauth, ctx);
  });
}

function addRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/oauth/authorize', async (request, reply) => {
    const check = checkAuthorizationRequest(ctx, request.query);
    if (check.kind === 'page')
      return sendPage(reply, 400, renderErrorPage(check.title, check.message));
    if (check.kind === 'redirect') return sendRedirect(reply, check.location);
    return sendPage(reply, 200, consentPage(check.request), check.request.redirectUri);
  });

  function consentPage(request: AuthorizationRequest, email?: string, error?: string): string {
    return renderConsentPage({
      applicationName: request.app.name,
      organizationName: organizationName(ctx.db),
      scopes: request.scopes,
      request: request.params,
      email,
      error,
    });
  }

  app.post('/oauth/authorize', async (request, reply) => {
    const check = checkAuthorizationRequest(ctx, request.body);
    if (check.kind === 'page')
      return sendPage(reply, 400, renderErrorPage(check.title, check.message));
    if (check.kind === 'redirect') return sendRedirect(reply, check.location);
    const auth = check.request;
    const { params: form } = readParams(request.body, ['decision', 'email', 'password']);
    if (form.decision === 'deny') {
      return sendRedirect(
        reply,
        appendQuery(auth.redirectUri, {
          error: 'access_denied',
          error_description: 'The user denied the request.',
          state: auth.state,
        }),
      );
    }
    const email = form.email?.trim() ?? '';
    const password = form.password ?? '';
    if (email === '' || password === '') {
      return sendPage(reply, 400, consentPage(auth, email, signInErrors.missing), auth.redirectUri);
    }
    const staff = verifyStaffCredentials(ctx.db, email, password);
    if (!staff) {
      return sendPage(reply, 401, consentPage(auth, email, signInErrors.wrong), auth.redirectUri);
    }
    const code = generateToken();
    ctx.db
      .prepare(
        `INSERT INTO sandbox_authorization_codes
           (code_hash, client_id, staff_id, redirect_uri, scopes, code_challenge,
            code_challenge_method, expires_at, used)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
      )
      .run(
        hashToken(code),
        auth.app.clientId,
        staff.id,
        auth.redirectUri,
        auth.scopes.join(' '),
        auth.codeChallenge ?? null,
        auth.codeChallenge === undefined ? null : 'S256',
        ctx.clock.now() + authorizationCodeLifetimeMs,
      );
    return sendRedirect(reply, appendQuery(auth.redirectUri, { code, state: auth.state }));
  });

  app.post('/oauth/token', async (request, reply) =>
    oauthEndpoint(reply, async () => {
      const { params, invalid } = readParams(await readBody(request), tokenParamNames);
      if (invalid) throw new OAuthError('invalid_request', `The request is invalid: ${invalid}.`);
      const client = authenticateClient(request, ctx, params);
      const grantType = params.grant_type;
      if (grantType === undefined) {
        throw new OAuthError('invalid_request', 'The grant_type parameter is missing.');
      }
      // Synchronous from lookup to issue (better-sqlite3), so two requests cannot both redeem
      // one code or refresh token.
      if (grantType === 'authorization_code') return exchangeCode(ctx, client, params);
      if (grantType === 'refresh_token') return refresh(ctx, client, params);
      throw new OAuthError(
        'unsupported_grant_type',
        'grant_type must be authorization_code or refresh_token.',
      );
    }),
  );

  app.post('/oauth/revoke', async (request, reply) =>
    oauthEndpoint(reply, async () => {
      const names = ['token', 'token_type_hint', 'client_id', 'client_secret'];
      const { params, invalid } = readParams(await readBody(request), names);
      if (invalid) throw new OAuthError('invalid_request', `The request is invalid: ${invalid}.`);
      const client = authenticateClient(request, ctx, params);
      if (params.token === undefined || params.token === '') {
        throw new OAuthError('invalid_request', 'The token parameter is missing.');
      }
      revokeToken(ctx, client.clientId, hashToken(params.token));
      return {};
    }),
  );

  app.get('/oauth/userinfo', async (request, reply) => {
    const parsed = parseAuthorization(request.headers.authorization);
    let resolved: ReturnType<typeof resolveAccessToken>;
    try {
      if (parsed?.scheme !== 'bearer') throw httpErrors.unauthorized(authHints.bearerRequired);
      resolved = resolveAccessToken(ctx, parsed.credentials);
    } catch (error) {
      if (!(error instanceof SandboxHttpError)) throw error;
      const challenge =
        parsed?.scheme === 'bearer' ? 'Bearer error="invalid_token"' : 'Bearer realm="oauth"';
      throw new SandboxHttpError(error.status, error.errors, { 'WWW-Authenticate': challenge });
    }
    const { staff } = resolved;
    return sendOAuthJson(reply, 200, {
      sub: String(staff.person_id),
      name: staff.name,
      email: staff.email,
      organization: { id: '1', name: organizationName(ctx.db) ?? 'Sandbox organization' },
    });
  });
}

/**
 * Revokes an access or refresh token of `clientId` (a refresh token with the access token issued
 * with it). Unknown tokens and tokens of other clients are left alone without saying so (RFC 7009
 * §2.2), so the endpoint cannot be used to probe for tokens.
 */
function revokeToken(ctx: SandboxContext, clientId: string, tokenHash: string): void {
  ctx.db
    .prepare('UPDATE sandbox_access_tokens SET revoked = 1 WHERE token_hash = ? AND client_id = ?')
    .run(tokenHash, clientId);
  const refreshRow = ctx.db
    .prepare('SELECT * FROM sandbox_refresh_tokens WHERE token_hash = ? AND client_id = ?')
    .get(tokenHash, clientId) as RefreshRow | undefined;
  if (!refreshRow) return;
  ctx.db
    .prepare('UPDATE sandbox_refresh_tokens SET revoked = 1 WHERE token_hash = ?')
    .run(tokenHash);
  if (refreshRow.access_token_hash !== null) {
    ctx.db
      .prepare('UPDATE sandbox_access_tokens SET revoked = 1 WHERE token_hash = ?')
      .run(refreshRow.access_token_hash);
  }
}
