/**
 * The OAuth client side of the proxy, over openid-client with hand-written server metadata (no
 * discovery): authorization URL (code + PKCE S256 + state), code exchange, refresh, revocation and
 * userinfo. Client authentication is client_secret_post, as the API documents. Errors come out as
 * `OAuthClientError` with a `kind` the callers act on; no message ever carries a token.
 */
import * as client from 'openid-client';
import type { TokenSet } from '../session';
import { systemClock } from './clock';
import type { Clock } from './clock';
import { isPlainHttpLocalhost } from './cookies';

export interface OAuthClientConfig {
  /** The API's origin (and the authorization server's): https, or plain http on localhost only. */
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The registered callback, a constant from configuration (never built from Host headers). */
  redirectUri: string;
  scopes: readonly string[];
  clock?: Clock;
  /** Replaces fetch for every call to the authorization server (tests, instrumentation). */
  fetch?: client.CustomFetch;
  /** Timeout of each call to the authorization server, seconds; default 10. */
  timeoutSeconds?: number;
}

export interface UserInfo {
  sub: string;
  name: string;
  email?: string;
  organization: { id: string; name: string };
}

/** A refresh response: `refreshToken` is absent when the server did not rotate it. */
export interface RefreshedTokens {
  accessToken: string;
  refreshToken?: string;
  accessExpiresAt: number;
  scopes?: string[];
}

/**
 * - `invalid_grant`: the grant (code or refresh token) is dead.
 * - `rejected`: another OAuth error or a malformed answer (a client or server misconfiguration).
 * - `unavailable`: network error, timeout or 5xx: worth trying again later.
 */
export type OAuthFailureKind = 'invalid_grant' | 'rejected' | 'unavailable';

export class OAuthClientError extends Error {
  constructor(
    readonly kind: OAuthFailureKind,
    message: string,
    /** The `error` code of an RFC 6749 error response, when there was one. */
    readonly oauthError?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OAuthClientError';
  }
}

export interface OAuthClient {
  readonly redirectUri: string;
  authorizationUrl(input: { state: string; codeChallenge: string }): URL;
  /** `currentUrl` is the configured redirect URI with the callback's query string. */
  exchangeCode(currentUrl: URL, checks: { state: string; codeVerifier: string }): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<RefreshedTokens>;
  revoke(refreshToken: string): Promise<void>;
  userInfo(accessToken: string): Promise<UserInfo>;
}

/** An access token without `expires_in` is assumed to live this long. */
const defaultAccessLifetimeSeconds = 3600;

function responseStatus(error: unknown): number | undefined {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Response ? cause.status : undefined;
}

/** Maps whatever openid-client or fetch threw to an OAuthClientError. */
export function toOAuthClientError(error: unknown, operation: string): OAuthClientError {
  if (error instanceof OAuthClientError) return error;
  if (error instanceof client.ResponseBodyError) {
    const kind: OAuthFailureKind =
      error.error === 'invalid_grant'
        ? 'invalid_grant'
        : error.status >= 500
          ? 'unavailable'
          : 'rejected';
    const description = error.error_description ? `: ${error.error_description}` : '';
    return new OAuthClientError(
      kind,
      `${operation} failed with ${error.error}${description}`,
      error.error,
      error.status,
    );
  }
  if (error instanceof client.AuthorizationResponseError) {
    return new OAuthClientError('rejected', `${operation} failed with ${error.error}`, error.error);
  }
  if (error instanceof client.WWWAuthenticateChallengeError) {
    return new OAuthClientError(
      error.status >= 500 ? 'unavailable' : 'rejected',
      `${operation} failed: HTTP ${error.status}`,
      undefined,
      error.status,
    );
  }
  if (error instanceof client.ClientError) {
    const status = responseStatus(error);
    const kind: OAuthFailureKind =
      status !== undefined && (status >= 500 || status === 429) ? 'unavailable' : 'rejected';
    return new OAuthClientError(
      kind,
      `${operation} failed: ${error.message}${status === undefined ? '' : ` (HTTP ${status})`}`,
      undefined,
      status,
    );
  }
  // TypeError from fetch (connection refused, DNS), AbortError/TimeoutError, anything else.
  const name = error instanceof Error ? error.name : 'Error';
  return new OAuthClientError(
    'unavailable',
    `${operation} failed: the server could not be reached (${name})`,
  );
}

const isString = (v: unknown): v is string => typeof v === 'string' && v !== '';

function readUserInfo(body: client.UserInfoResponse): UserInfo {
  const organization = (body as { organization?: unknown }).organization;
  const org =
    typeof organization === 'object' && organization !== null
      ? (organization as { id?: unknown; name?: unknown })
      : undefined;
  const orgId = typeof org?.id === 'number' ? String(org.id) : org?.id;
  if (!isString(body.sub) || !isString(body.name) || !isString(orgId) || !isString(org?.name)) {
    throw new OAuthClientError(
      'rejected',
      'userinfo failed: the answer lacks sub, name or organization { id, name }',
    );
  }
  return {
    sub: body.sub,
    name: body.name,
    ...(isString(body.email) ? { email: body.email } : {}),
    organization: { id: orgId, name: org.name },
  };
}

export function createOAuthClient(options: OAuthClientConfig): OAuthClient {
  const clock = options.clock ?? systemClock;
  const base = new URL(options.apiBaseUrl);
  if (base.protocol !== 'https:' && !isPlainHttpLocalhost(base.href)) {
    throw new Error(
      `apiBaseUrl must be https (plain http is allowed for localhost only): ${base.origin}`,
    );
  }
  const root = base.href.replace(/\/+$/, '');
  const endpoint = (path: string) => `${root}${path}`;
  const config = new client.Configuration(
    {
      issuer: root,
      authorization_endpoint: endpoint('/oauth/authorize'),
      token_endpoint: endpoint('/oauth/token'),
      revocation_endpoint: endpoint('/oauth/revoke'),
      userinfo_endpoint: endpoint('/oauth/userinfo'),
    },
    options.clientId,
    options.clientSecret,
  );
  if (base.protocol === 'http:') client.allowInsecureRequests(config);
  if (options.fetch) config[client.customFetch] = options.fetch;
  config.timeout = options.timeoutSeconds ?? 10;
  const scope = options.scopes.join(' ');

  const expiresAt = (startedAt: number, expiresIn: number | undefined) =>
    startedAt + (expiresIn ?? defaultAccessLifetimeSeconds) * 1000;
  const scopesOf = (value: string | undefined) =>
    value === undefined ? undefined : value.split(' ').filter(Boolean);

  return {
    redirectUri: options.redirectUri,

    authorizationUrl({ state, codeChallenge }) {
      return client.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        response_type: 'code',
        scope,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },

    async exchangeCode(currentUrl, { state, codeVerifier }) {
      const startedAt = clock.now();
      let response: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        response = await client.authorizationCodeGrant(config, currentUrl, {
          expectedState: state,
          pkceCodeVerifier: codeVerifier,
        });
      } catch (error) {
        throw toOAuthClientError(error, 'The code exchange');
      }
      if (!isString(response.refresh_token)) {
        throw new OAuthClientError('rejected', 'The code exchange returned no refresh token');
      }
      return {
        accessToken: response.access_token,
        refreshToken: response.refresh_token,
        accessExpiresAt: expiresAt(startedAt, response.expires_in),
        scopes: scopesOf(response.scope) ?? [...options.scopes],
      };
    },

    async refresh(refreshToken) {
      const startedAt = clock.now();
      let response: Awaited<ReturnType<typeof client.refreshTokenGrant>>;
      try {
        response = await client.refreshTokenGrant(config, refreshToken);
      } catch (error) {
        throw toOAuthClientError(error, 'The token refresh');
      }
      const scopes = scopesOf(response.scope);
      return {
        accessToken: response.access_token,
        ...(isString(response.refresh_token) ? { refreshToken: response.refresh_token } : {}),
        accessExpiresAt: expiresAt(startedAt, response.expires_in),
        ...(scopes ? { scopes } : {}),
      };
    },

    async revoke(refreshToken) {
      try {
        await client.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
      } catch (error) {
        throw toOAuthClientError(error, 'The revocation');
      }
    },

    async userInfo(accessToken) {
      let body: client.UserInfoResponse;
      try {
        body = await client.fetchUserInfo(config, accessToken, client.skipSubjectCheck);
      } catch (error) {
        throw toOAuthClientError(error, 'userinfo');
      }
      return readUserInfo(body);
    },
  };
}
