/**
 * The proxy's sign-in endpoints as both sides of the wire know them: the server answers these
 * routes with these shapes (src/server/auth/), the app and the kiosk read them (src/app/auth/,
 * src/features/headcounts/). Times are ISO 8601 (UTC); null where a deadline does not exist (a
 * personal access token configured on the server neither expires nor idles out).
 */
import { isDialectName, type DialectName } from '../catalog/dialects';

export const AUTH_PATHS = {
  login: '/auth/login',
  callback: '/auth/callback',
  session: '/auth/session',
  logout: '/auth/logout',
} as const;

export interface SessionUserAnswer {
  readonly id: string;
  readonly name: string;
  readonly email: string | null;
}

export interface SignedInAnswer {
  readonly signedIn: true;
  readonly user: SessionUserAnswer;
  readonly organization: { readonly id: string; readonly name: string };
  readonly scopes: readonly string[];
  /** When the access token must be renewed (the proxy does it); for information only. */
  readonly accessExpiresAt: string | null;
  /** After this the session is over, however active. */
  readonly sessionExpiresAt: string | null;
  /** After this the session is over unless it is used before. */
  readonly idleExpiresAt: string | null;
  /**
   * The dialect of the API behind `/api` (API_DIALECT): paths and rate headers are always the
   * spec's there, but query names go on unchanged, so the app asks with this dialect's (D151).
   * An answer without it is read as the spec's.
   */
  readonly upstreamDialect: DialectName;
}

export interface SignedOutAnswer {
  readonly signedIn: false;
  readonly loginUrl: string;
  /** The browser had a session that has just ended. */
  readonly reason?: 'session_expired';
}

/** GET /auth/session's answer (200). */
export type SessionAnswer = SignedInAnswer | SignedOutAnswer;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isTime(value: unknown): value is string | null {
  return (
    value === null || (isString(value) && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)))
  );
}

/** The answer when `body` has the contract's shape, else undefined. */
export function readSessionAnswer(body: unknown): SessionAnswer | undefined {
  if (!isRecord(body)) return undefined;
  if (body.signedIn === false) {
    if (!isString(body.loginUrl)) return undefined;
    return {
      signedIn: false,
      loginUrl: body.loginUrl,
      ...(body.reason === 'session_expired' ? { reason: 'session_expired' as const } : {}),
    };
  }
  if (body.signedIn !== true) return undefined;
  const { user, organization, scopes, accessExpiresAt, sessionExpiresAt, idleExpiresAt } = body;
  const upstreamDialect = body.upstreamDialect === undefined ? 'spec' : body.upstreamDialect;
  if (
    !isString(upstreamDialect) ||
    !isDialectName(upstreamDialect) ||
    !isRecord(user) ||
    !isString(user.id) ||
    !isString(user.name) ||
    !(user.email === null || isString(user.email)) ||
    !isRecord(organization) ||
    !isString(organization.id) ||
    !isString(organization.name) ||
    !Array.isArray(scopes) ||
    !scopes.every(isString) ||
    !isTime(accessExpiresAt) ||
    !isTime(sessionExpiresAt) ||
    !isTime(idleExpiresAt)
  ) {
    return undefined;
  }
  return {
    signedIn: true,
    user: { id: user.id, name: user.name, email: user.email },
    organization: { id: organization.id, name: organization.name },
    scopes,
    accessExpiresAt,
    sessionExpiresAt,
    idleExpiresAt,
    upstreamDialect,
  };
}
