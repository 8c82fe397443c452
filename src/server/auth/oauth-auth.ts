/**
 * Sign-in with the API's OAuth server and the session that follows it.
 *
 * Routes (every answer `Cache-Control: no-store`):
 * - GET /auth/login?returnTo=  navigation: new state + PKCE verifier in the sealed login cookie
 *   (10 min), 302 to the authorization page.
 * - GET /auth/callback  navigation: needs the login cookie and its state (single use); exchanges
 *   the code, reads userinfo, discards any session the browser had, creates a NEW session, 302 to
 *   the safe return path (`Referrer-Policy: no-referrer`).
 * - GET /auth/session  X-CSRF: who is signed in.
 * - POST /auth/logout  X-CSRF: ends the session, revokes its refresh token, 204 (repeatable).
 *
 * Lifetimes: a session ends after `idleTimeoutMs` without requests (default 8 h) or
 * `absoluteLifetimeMs` after sign-in (default 30 days, at most the refresh token's 365 days),
 * whichever comes first. Activity is recorded at most once a minute.
 *
 * Per API call the store is asked only for the session's stamp (version and last activity); the
 * record is decrypted and parsed once per version and kept in memory (session-cache.ts), so a
 * refresh or sign-out on any instance is seen on the next request. The store is written only
 * when something changed: a refresh, a sign-in or sign-out, the once-a-minute activity mark.
 */
import { AUTH_PATHS, type SessionAnswer } from '../../api/proxy/session-contract';
import type { DialectName } from '../../api/catalog/dialects';
import { timingSafeEqual, createHash } from 'node:crypto';
import * as client from 'openid-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRecord, SessionStore, UpstreamAuth, UpstreamAuthorization } from '../session';
import type { MessageId } from '../../messages/message-id';
import { serverWords, wordsIn } from '../server-words';
import { sendAuthErrorPage } from './auth-pages';
import { MemoryConsumedStates } from './consumed-states';
import type { ConsumedStates } from './consumed-states';
import { rejectCsrf } from './auth-csrf';
import { registerAuthScope } from './auth-scope';
import { systemClock } from './clock';
import type { Clock } from './clock';
import {
  clearCookie,
  cookieNames,
  LoginTransactionCodec,
  loginTransactionMaxAgeMs,
  readCookie,
  setCookie,
} from './cookies';
import type { LoginTransaction } from './cookies';
import type { SecretInput } from './crypto-box';
import { sessionRef, silentLogger } from './log-ref';
import type { AuthLogger } from './log-ref';
import type { OAuthClient } from './oauth-client';
import { toOAuthClientError } from './oauth-client';
import { safeReturnTo } from './return-to';
import { SessionCache } from './session-cache';
import { isSessionId, newSessionId } from './session-id';
import { TokenRefresher } from './token-refresher';
import type { RefreshLock, RefreshOutcome } from './token-refresher';

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

/** The API honours a refresh token for a year; a session never outlives it. */
export const refreshTokenLifetimeMs = 365 * day;

export const authDefaults = {
  refreshMarginMs: 5 * minute,
  idleTimeoutMs: 8 * hour,
  absoluteLifetimeMs: 30 * day,
} as const;

export const loginPath = AUTH_PATHS.login;

export interface OAuthAuthOptions {
  store: SessionStore;
  oauth: OAuthClient;
  /** SESSION_SECRET (≥ 32 bytes): seals the login-transaction cookie. */
  secret: SecretInput;
  clock?: Clock;
  /** Refresh when the access token expires within this; default 5 min. */
  refreshMarginMs?: number;
  /** Default 8 h. */
  idleTimeoutMs?: number;
  /** Default 30 days; more than 365 days is refused. */
  absoluteLifetimeMs?: number;
  /** False only on plain-http localhost (see cookies.ts, `secureCookiesFor`). */
  secureCookies: boolean;
  /** Auth events (sign-in, sign-out, refresh failures); never tokens or session ids. */
  logger?: AuthLogger;
  /** The cross-instance refresh lock (Redis); absent for a single process. */
  refreshLock?: RefreshLock;
  /** Where used OAuth states are remembered; default this process's memory. */
  consumedStates?: ConsumedStates;
  /** The API's dialect, told to the app by /auth/session; default the spec's. */
  upstreamDialect?: DialectName;
}

export interface OAuthAuth {
  upstream: UpstreamAuth;
  register(app: FastifyInstance): void;
  /** For tests and metrics. */
  readonly refresher: TokenRefresher;
}

type Failure = Extract<UpstreamAuthorization, { ok: false; status: 401 }>;
type Success = Extract<UpstreamAuthorization, { ok: true }>;

const details = {
  notSignedIn: `Not signed in. Sign in at ${loginPath}.`,
  unknownSession: `The session is unknown or has ended. Sign in again at ${loginPath}.`,
  idle: `The session ended after a period of inactivity. Sign in again at ${loginPath}.`,
  absolute: `The session reached its maximum lifetime. Sign in again at ${loginPath}.`,
  grantEnded: `The API no longer accepts this sign-in (it was revoked or has expired). Sign in again at ${loginPath}.`,
  unavailable:
    'The sign-in service could not be reached to renew access; you are still signed in, try again in a moment.',
};

const fail = (code: Failure['code'], detail: string): Failure => ({
  ok: false,
  status: 401,
  code,
  detail,
});

const authorization = (session: SessionRecord): Success => ({
  ok: true,
  authorization: `Bearer ${session.tokens.accessToken}`,
  userKey: `user:${session.user.id}`,
  sessionId: session.id,
  userName: session.user.name,
});

function sameString(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right);
}

type Loaded =
  | { kind: 'none' }
  | { kind: 'unknown' }
  | { kind: 'expired'; detail: string }
  | { kind: 'ok'; session: SessionRecord };

function queryOf(request: FastifyRequest): Record<string, unknown> {
  const query = request.query;
  return typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
}

const isoTime = (epochMs: number) => new Date(epochMs).toISOString();

export function createOAuthAuth(options: OAuthAuthOptions): OAuthAuth {
  const { store, oauth } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const refreshMarginMs = options.refreshMarginMs ?? authDefaults.refreshMarginMs;
  const idleTimeoutMs = options.idleTimeoutMs ?? authDefaults.idleTimeoutMs;
  const absoluteLifetimeMs = options.absoluteLifetimeMs ?? authDefaults.absoluteLifetimeMs;
  if (absoluteLifetimeMs > refreshTokenLifetimeMs) {
    throw new RangeError(
      'absoluteLifetimeMs must not exceed the refresh token lifetime (365 days).',
    );
  }
  if (!(idleTimeoutMs > 0) || !(absoluteLifetimeMs > 0) || !(refreshMarginMs >= 0)) {
    throw new RangeError('Session lifetimes must be positive and the refresh margin not negative.');
  }
  const secure = options.secureCookies;
  const names = cookieNames(secure);
  const codec = new LoginTransactionCodec(options.secret);
  const refresher = new TokenRefresher({ store, oauth, logger, lock: options.refreshLock });
  const consumed = options.consumedStates ?? new MemoryConsumedStates();
  const touchIntervalMs = Math.min(minute, idleTimeoutMs / 10);
  const cache = new SessionCache();

  const clearSessionCookie = (reply: FastifyReply) => clearCookie(reply, names.session, secure);

  async function revokeQuietly(refreshToken: string, ref: string): Promise<void> {
    try {
      await oauth.revoke(refreshToken);
    } catch (error) {
      const kind = toOAuthClientError(error, 'The revocation').kind;
      logger.warn({ event: 'auth.revoke_failed', session: ref, reason: kind }, 'revocation failed');
    }
  }

  /** Sessions whose refresh token is being revoked (concurrent requests revoke it once). */
  const ending = new Set<string>();

  /** Ends a session that outlived a limit: deleted now, its refresh token revoked in the background. */
  async function endExpired(session: SessionRecord): Promise<void> {
    cache.delete(session.id);
    await store.delete(session.id);
    if (ending.has(session.id)) return;
    ending.add(session.id);
    void revokeQuietly(session.tokens.refreshToken, sessionRef(session.id)).finally(() =>
      ending.delete(session.id),
    );
  }

  /** The stored session, opened once per version; undefined when there is none. */
  async function storedSession(id: string): Promise<SessionRecord | undefined> {
    const stamp = await store.stamp(id);
    const cached = stamp && cache.get(id, stamp.version);
    const session = stamp && (cached ?? (await store.get(id)));
    if (!stamp || !session) {
      cache.delete(id);
      return undefined;
    }
    if (!cached) cache.set(session);
    // Another instance may have recorded later activity.
    return stamp.lastSeenAt > session.lastSeenAt
      ? { ...session, lastSeenAt: stamp.lastSeenAt }
      : session;
  }

  /** The request's session, with the limits applied; clears a cookie that leads nowhere. */
  async function loadSession(request: FastifyRequest, reply: FastifyReply): Promise<Loaded> {
    const id = readCookie(request, names.session);
    if (id === undefined || id === '') return { kind: 'none' };
    const session = isSessionId(id) ? await storedSession(id) : undefined;
    if (!session) {
      clearSessionCookie(reply);
      return { kind: 'unknown' };
    }
    const now = clock.now();
    const expired =
      now >= session.absoluteExpiresAt
        ? details.absolute
        : now - session.lastSeenAt >= idleTimeoutMs
          ? details.idle
          : undefined;
    if (expired !== undefined) {
      await endExpired(session);
      clearSessionCookie(reply);
      logger.info({ event: 'auth.session_expired', session: sessionRef(id) }, expired);
      return { kind: 'expired', detail: expired };
    }
    if (now - session.lastSeenAt >= touchIntervalMs) {
      await store.touch(session.id, now);
      return { kind: 'ok', session: { ...session, lastSeenAt: now } };
    }
    return { kind: 'ok', session };
  }

  /** Turns a refresh outcome into an authorization; `stillUsable` is the old token's fate. */
  function afterRefresh(
    outcome: RefreshOutcome,
    reply: FastifyReply,
    stillUsable: (session: SessionRecord) => boolean,
  ): UpstreamAuthorization {
    switch (outcome.kind) {
      case 'fresh':
        cache.set(outcome.session);
        return authorization(outcome.session);
      case 'missing':
        clearSessionCookie(reply);
        return fail('not_signed_in', details.unknownSession);
      case 'ended':
        clearSessionCookie(reply);
        return fail('session_expired', details.grantEnded);
      case 'unavailable':
        if (stillUsable(outcome.session)) return authorization(outcome.session);
        // The session and its cookie are kept, so a later request tries again.
        return {
          ok: false,
          status: 503,
          code: 'auth_unavailable',
          detail: details.unavailable,
          retryAfterSeconds: 5,
        };
    }
  }

  const upstream: UpstreamAuth = {
    async authorize(request, reply) {
      const loaded = await loadSession(request, reply);
      if (loaded.kind === 'none') return fail('not_signed_in', details.notSignedIn);
      if (loaded.kind === 'unknown') return fail('not_signed_in', details.unknownSession);
      if (loaded.kind === 'expired') return fail('session_expired', loaded.detail);
      const session = loaded.session;
      if (session.tokens.accessExpiresAt - clock.now() > refreshMarginMs) {
        return authorization(session);
      }
      const outcome = await refresher.refresh(session.id, session.version);
      return afterRefresh(outcome, reply, (s) => s.tokens.accessExpiresAt > clock.now());
    },

    async refreshAfterUnauthorized(_request, reply, used) {
      if (used.sessionId === undefined) return fail('not_signed_in', details.notSignedIn);
      const session = await store.get(used.sessionId);
      if (!session) {
        clearSessionCookie(reply);
        return fail('not_signed_in', details.unknownSession);
      }
      // Someone refreshed since `used` was handed out: use the newer token.
      if (!sameString(authorization(session).authorization, used.authorization)) {
        return authorization(session);
      }
      const outcome = await refresher.refresh(session.id, session.version);
      // The upstream refused the old token, so it is not usable whatever its expiry says.
      return afterRefresh(outcome, reply, () => false);
    },
  };

  function sessionInfo(session: SessionRecord): SessionAnswer {
    return {
      signedIn: true,
      user: { id: session.user.id, name: session.user.name, email: session.user.email ?? null },
      organization: { id: session.organization.id, name: session.organization.name },
      scopes: [...session.tokens.scopes],
      accessExpiresAt: isoTime(session.tokens.accessExpiresAt),
      sessionExpiresAt: isoTime(session.absoluteExpiresAt),
      idleExpiresAt: isoTime(
        Math.min(session.lastSeenAt + idleTimeoutMs, session.absoluteExpiresAt),
      ),
      upstreamDialect: options.upstreamDialect ?? 'spec',
    };
  }

  async function login(request: FastifyRequest, reply: FastifyReply) {
    const returnTo = safeReturnTo(queryOf(request).returnTo);
    const state = client.randomState();
    const codeVerifier = client.randomPKCECodeVerifier();
    const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
    const transaction: LoginTransaction = { state, codeVerifier, returnTo, createdAt: clock.now() };
    setCookie(reply, names.login, codec.seal(transaction), {
      secure,
      maxAgeSeconds: loginTransactionMaxAgeMs / 1000,
    });
    return reply
      .code(302)
      .header('Location', oauth.authorizationUrl({ state, codeChallenge }).href)
      .header('Referrer-Policy', 'no-referrer')
      .send();
  }

  async function callback(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Referrer-Policy', 'no-referrer');
    const now = clock.now();
    const transaction = codec.open(readCookie(request, names.login), now);
    // The transaction is single-use, whatever happens next.
    clearCookie(reply, names.login, secure);
    const signInHref = (t: LoginTransaction | undefined) =>
      t && t.returnTo !== '/'
        ? `${loginPath}?returnTo=${encodeURIComponent(t.returnTo)}`
        : loginPath;
    const { t } = serverWords(request);
    // Logged in English whatever the page's language.
    const refuse = (status: number, title: MessageId, message: string, reason: string) => {
      logger.info({ event: 'auth.callback_refused', reason }, wordsIn('en').t(title));
      return sendAuthErrorPage(reply, status, {
        title: t(title),
        message,
        signInHref: signInHref(transaction),
      });
    };
    const notCompleted = 'server.signIn.notCompleted';
    if (!transaction) {
      return refuse(400, notCompleted, t('server.signIn.notStartedHere'), 'no_transaction');
    }
    const query = queryOf(request);
    const state = query.state;
    if (typeof state !== 'string' || !sameString(state, transaction.state)) {
      return refuse(400, notCompleted, t('server.signIn.notThisSignIn'), 'state_mismatch');
    }
    if (!(await consumed.consume(state, now))) {
      return refuse(400, notCompleted, t('server.signIn.alreadyUsed'), 'state_replayed');
    }
    if (query.error !== undefined) {
      const error = typeof query.error === 'string' ? query.error : 'invalid_request';
      const description = query.error_description;
      return refuse(
        400,
        error === 'access_denied' ? 'server.signIn.cancelled' : 'server.signIn.failed',
        typeof description === 'string'
          ? t('server.signIn.serviceAnsweredWhy', { error, description })
          : t('server.signIn.serviceAnswered', { error }),
        `as_error:${error}`,
      );
    }
    if (typeof query.code !== 'string' || query.code === '') {
      return refuse(400, notCompleted, t('server.signIn.noCode'), 'no_code');
    }
    // The callback URL from configuration (never from Host headers) with the query as received.
    const currentUrl = new URL(oauth.redirectUri);
    const rawQuery = request.url.indexOf('?');
    currentUrl.search = rawQuery === -1 ? '' : request.url.slice(rawQuery);
    let tokens: Awaited<ReturnType<OAuthClient['exchangeCode']>>;
    let user: Awaited<ReturnType<OAuthClient['userInfo']>>;
    try {
      tokens = await oauth.exchangeCode(currentUrl, {
        state: transaction.state,
        codeVerifier: transaction.codeVerifier,
      });
    } catch (thrown) {
      const error = toOAuthClientError(thrown, 'The code exchange');
      return error.kind === 'unavailable'
        ? refuse(
            502,
            'server.signIn.unavailable',
            t('server.signIn.unreachable'),
            'exchange_unavailable',
          )
        : refuse(
            400,
            'server.signIn.failed',
            t('server.signIn.refused', { reason: error.message }),
            'exchange_refused',
          );
    }
    try {
      user = await oauth.userInfo(tokens.accessToken);
    } catch (thrown) {
      const error = toOAuthClientError(thrown, 'Reading the signed-in user');
      await revokeQuietly(tokens.refreshToken, 'callback');
      return refuse(
        502,
        notCompleted,
        t('server.signIn.userUnreadable', { reason: error.message }),
        'userinfo_failed',
      );
    }
    // No fixation: whatever session the browser brought is ended, and a new id is issued.
    const previousId = readCookie(request, names.session);
    if (previousId !== undefined && isSessionId(previousId)) {
      const previous = await store.get(previousId);
      if (previous) {
        cache.delete(previousId);
        await store.delete(previousId);
        void revokeQuietly(previous.tokens.refreshToken, sessionRef(previousId));
      }
    }
    const createdAt = clock.now();
    const record: SessionRecord = {
      id: newSessionId(),
      version: 1,
      createdAt,
      lastSeenAt: createdAt,
      absoluteExpiresAt: createdAt + absoluteLifetimeMs,
      user: {
        id: user.sub,
        name: user.name,
        ...(user.email === undefined ? {} : { email: user.email }),
      },
      organization: user.organization,
      tokens,
    };
    await store.create(record);
    cache.set(record);
    setCookie(reply, names.session, record.id, {
      secure,
      maxAgeSeconds: absoluteLifetimeMs / 1000,
    });
    logger.info(
      { event: 'auth.signed_in', session: sessionRef(record.id), user: user.sub },
      'signed in',
    );
    return reply.code(302).header('Location', safeReturnTo(transaction.returnTo)).send();
  }

  async function session(request: FastifyRequest, reply: FastifyReply) {
    if (rejectCsrf(request, reply)) return reply;
    const loaded = await loadSession(request, reply);
    const body: SessionAnswer =
      loaded.kind === 'ok'
        ? sessionInfo(loaded.session)
        : loaded.kind === 'expired'
          ? { signedIn: false, loginUrl: loginPath, reason: 'session_expired' }
          : { signedIn: false, loginUrl: loginPath };
    return reply.code(200).type('application/json; charset=utf-8').send(body);
  }

  async function logout(request: FastifyRequest, reply: FastifyReply) {
    if (rejectCsrf(request, reply)) return reply;
    const id = readCookie(request, names.session);
    if (id !== undefined && isSessionId(id)) {
      const existing = await store.get(id);
      if (existing) {
        // Deleted first, so the session is over even if the revocation is slow or fails.
        cache.delete(id);
        await store.delete(id);
        await revokeQuietly(existing.tokens.refreshToken, sessionRef(id));
        logger.info({ event: 'auth.signed_out', session: sessionRef(id) }, 'signed out');
      }
    }
    clearSessionCookie(reply);
    return reply.code(204).header('Clear-Site-Data', '"cookies"').send();
  }

  function register(app: FastifyInstance): void {
    registerAuthScope(app, (scope) => {
      // No automatic HEAD routes: a navigation endpoint that sets cookies answers GET only.
      scope.route({ method: 'GET', url: AUTH_PATHS.login, exposeHeadRoute: false, handler: login });
      scope.route({
        method: 'GET',
        url: AUTH_PATHS.callback,
        exposeHeadRoute: false,
        handler: callback,
      });
      scope.get(AUTH_PATHS.session, session);
      scope.post(AUTH_PATHS.logout, logout);
    });
  }

  return { upstream, register, refresher };
}
