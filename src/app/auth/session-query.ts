import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { DialectName } from '../../api/catalog/dialects';
import { AUTH_PATHS, readSessionAnswer } from '../../api/proxy/session-contract';

/** The proxy's session endpoints. */
export const SESSION_URL = AUTH_PATHS.session;
export const LOGIN_URL = AUTH_PATHS.login;
export const LOGOUT_URL = AUTH_PATHS.logout;

/** The SPA's own sign-in page. */
export const SIGN_IN_PATH = '/sign-in';

export interface SessionUser {
  readonly id: string;
  readonly name: string;
  readonly email?: string;
}

export interface SignedInSession {
  readonly signedIn: true;
  readonly user: SessionUser;
  readonly organization: { readonly id: string; readonly name: string };
  readonly scopes: readonly string[];
  /**
   * Epoch ms (Infinity: never, as with a personal access token). The proxy refreshes the access
   * token itself; shown for information only.
   */
  readonly accessExpiresAt: number;
  /** Epoch ms after which the session is over, however active (Infinity: never). */
  readonly sessionExpiresAt: number;
  /** Epoch ms after which the session is over unless it is used before (Infinity: never). */
  readonly idleExpiresAt: number;
  /** Whose query names the API behind the proxy answers (D151). */
  readonly upstreamDialect: DialectName;
}

export interface SignedOutSession {
  readonly signedIn: false;
  readonly loginUrl: string;
}

export type Session = SignedInSession | SignedOutSession;

/**
 * What went wrong with a session request, for the words a page says about it
 * (session-error-text.ts): the proxy was not reached, it answered an error status (to the
 * session check or to signing out), or its answer was not JSON or not of the contract's shape.
 */
export type SessionFailure = 'unreachable' | 'status' | 'signOut' | 'malformed' | 'unexpectedShape';

/** /auth/session or /auth/logout answered something other than what the proxy promises. */
export class SessionRequestError extends Error {
  /** The HTTP status, or 0 when the proxy could not be reached. */
  readonly status: number;
  readonly failure: SessionFailure;
  constructor(
    status: number,
    failure: SessionFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SessionRequestError';
    this.status = status;
    this.failure = failure;
  }
}

/** A contract time as epoch ms; null (no such deadline) as Infinity. */
function epochMs(time: string | null): number {
  return time === null ? Number.POSITIVE_INFINITY : Date.parse(time);
}

/** Checks the body of GET /auth/session against the proxy's contract; throws when it differs. */
export function parseSession(body: unknown): Session {
  const answer = readSessionAnswer(body);
  if (!answer) {
    throw new SessionRequestError(
      200,
      'unexpectedShape',
      'The sign-in service answered in an unexpected shape.',
    );
  }
  if (!answer.signedIn) return { signedIn: false, loginUrl: answer.loginUrl };
  return {
    signedIn: true,
    user: {
      id: answer.user.id,
      name: answer.user.name,
      ...(answer.user.email !== null ? { email: answer.user.email } : {}),
    },
    organization: answer.organization,
    scopes: answer.scopes,
    accessExpiresAt: epochMs(answer.accessExpiresAt),
    sessionExpiresAt: epochMs(answer.sessionExpiresAt),
    idleExpiresAt: epochMs(answer.idleExpiresAt),
    upstreamDialect: answer.upstreamDialect,
  };
}

/** A request to the proxy's auth endpoints: the session cookie plus the CSRF header. */
async function authFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      headers: { 'X-CSRF': '1', Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (cause) {
    if (init.signal?.aborted) throw init.signal.reason;
    throw new SessionRequestError(0, 'unreachable', 'The sign-in service could not be reached.', {
      cause,
    });
  }
}

export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  const response = await authFetch(SESSION_URL, { method: 'GET', signal });
  if (!response.ok) {
    throw new SessionRequestError(
      response.status,
      'status',
      `The sign-in service answered ${response.status}.`,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new SessionRequestError(
      200,
      'malformed',
      'The sign-in service answered malformed JSON.',
      {
        cause,
      },
    );
  }
  return parseSession(body);
}

export const sessionKey = ['auth', 'session'] as const;

/** Timers longer than 2^31-1 ms fire at once, so a far deadline is checked again later. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Never poll more often than this, even when the browser's clock is ahead of the proxy's. */
const MIN_RECHECK_MS = 30_000;
/** Asked again just after the deadline, so the answer is already "signed out". */
const DEADLINE_MARGIN_MS = 1_000;

/**
 * When to ask again: just after the session's idle or absolute deadline, so a dashboard left
 * open on a desk goes to the sign-in page when the session ends, not at the next click.
 */
export function sessionRecheckDelay(session: Session | undefined, now: number): number | false {
  if (!session?.signedIn) return false;
  const deadline = Math.min(session.idleExpiresAt, session.sessionExpiresAt);
  const delay = deadline - now + DEADLINE_MARGIN_MS;
  return Math.min(Math.max(delay, MIN_RECHECK_MS), MAX_TIMER_MS);
}

export function sessionQuery() {
  return queryOptions({
    queryKey: sessionKey,
    queryFn: ({ signal }) => fetchSession(signal),
    refetchInterval: (query) => sessionRecheckDelay(query.state.data, Date.now()),
    refetchIntervalInBackground: true,
  });
}

export function useSession() {
  return useQuery(sessionQuery());
}

/**
 * Whether this browser had a session the last time Narthex looked. It tells "your session ended"
 * apart from a first visit on the next page load. Only a flag, nothing about the user.
 */
const SESSION_HINT_KEY = 'narthex.hadSession';

export const sessionHint = {
  get(): boolean {
    try {
      return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
    } catch {
      return false;
    }
  },
  set(hadSession: boolean): void {
    try {
      if (hadSession) window.localStorage.setItem(SESSION_HINT_KEY, '1');
      else window.localStorage.removeItem(SESSION_HINT_KEY);
    } catch {
      // Storage may be disabled; the hint is only a nicety.
    }
  },
};

/**
 * A same-origin path to come back to after signing in, or '/' for anything else: absolute and
 * protocol-relative URLs (open redirects), backslashes, control characters, and the sign-in
 * page or the proxy's own endpoints (which would loop).
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  let pathname: string;
  try {
    const url = new URL(value, 'http://narthex.invalid');
    if (url.origin !== 'http://narthex.invalid') return '/';
    pathname = url.pathname;
  } catch {
    return '/';
  }
  if (pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`)) return '/';
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return '/';
  return value;
}

/** Path, query and fragment of the browser's current location. */
export function currentLocationPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * The proxy's login URL (a navigation, not a fetch) that comes back to `returnTo` afterwards,
 * by default the current location.
 */
export function signInUrl(returnTo: string = currentLocationPath()): string {
  return `${LOGIN_URL}?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`;
}

export type SignInReason = 'expired';

/** The SPA's sign-in page, remembering where to come back to. */
export function signInPagePath(returnTo: string, reason?: SignInReason): string {
  const params = new URLSearchParams();
  if (reason) params.set('reason', reason);
  const target = safeReturnTo(returnTo);
  if (target !== '/') params.set('returnTo', target);
  const query = params.toString();
  return query ? `${SIGN_IN_PATH}?${query}` : SIGN_IN_PATH;
}

export async function postLogout(): Promise<void> {
  const response = await authFetch(LOGOUT_URL, { method: 'POST' });
  if (!response.ok) {
    throw new SessionRequestError(
      response.status,
      'signOut',
      `Signing out failed: the sign-in service answered ${response.status}.`,
    );
  }
}

/**
 * Ends the session at the proxy, then leaves for the sign-in page and forgets every cached
 * answer, so nothing of the previous user stays in memory. The page is left first: clearing the
 * cache under the mounted session gate would make it ask for the session again.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    // Requests still running (a page's walk, a tile's poll) would get 401s once the session ends.
    onMutate: () => queryClient.cancelQueries(),
    mutationFn: postLogout,
    onSuccess: () => {
      sessionHint.set(false);
      // A new page load, not a client-side navigation: nothing of the signed-in app (its cache,
      // a component still mounted while the route changes) can ask the API again with no session.
      window.location.replace(SIGN_IN_PATH);
    },
  });
}
