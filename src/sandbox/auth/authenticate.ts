import type { Principal, SandboxContext } from '../context';
import { httpErrors } from '../errors';
import { findStaffById } from './credentials';
import type { StaffRow } from './credentials';
import { constantTimeEqual, hashToken } from './passwords';

/**
 * Error-code hints in the real service's style ("Error Code Hint: (BABOON)"), preceded by a
 * sentence saying what to do, since the sandbox is for developers.
 */
export const authHints = {
  missing:
    'Send "Authorization: Bearer <access token>" or HTTP Basic with a personal access token. Error Code Hint: (TRASH_PANDA)',
  bearerRequired: 'Send "Authorization: Bearer <access token>". Error Code Hint: (TRASH_PANDA)',
  scheme:
    'Only the Bearer and Basic authorization schemes are accepted. Error Code Hint: (TRASH_PANDA)',
  unknownToken: 'The access token is not known. Error Code Hint: (TRASH_PANDA)',
  expired:
    'The access token has expired; use the refresh token for a new one. Error Code Hint: (BABOON)',
  revoked: 'The access token has been revoked. Error Code Hint: (CAPUCHIN)',
  staffMissing: 'The account behind this token no longer exists. Error Code Hint: (FLAMINGO)',
  malformedBasic:
    'HTTP Basic credentials must be base64 of <application id>:<secret>. Error Code Hint: (CHINCHILLA)',
  badPersonalToken:
    'The application id or secret of the personal access token is wrong. Error Code Hint: (CHINCHILLA)',
} as const;

interface AccessTokenRow {
  token_hash: string;
  client_id: string;
  staff_id: number;
  scopes: string;
  issued_at: number;
  expires_at: number;
  revoked: number;
}

interface PersonalTokenRow {
  application_id: string;
  secret_hash: string;
  staff_id: number;
  scopes: string;
}

export const splitScopes = (scopes: string): string[] => scopes.split(' ').filter(Boolean);

/** The staff account behind a Bearer access token, with the token's scopes; throws 401. */
export function resolveAccessToken(
  ctx: SandboxContext,
  token: string,
): { principal: Principal; staff: StaffRow } {
  const row = ctx.db
    .prepare('SELECT * FROM sandbox_access_tokens WHERE token_hash = ?')
    .get(hashToken(token)) as AccessTokenRow | undefined;
  if (!row) throw httpErrors.unauthorized(authHints.unknownToken);
  if (row.revoked) throw httpErrors.unauthorized(authHints.revoked);
  if (ctx.clock.now() >= row.expires_at) throw httpErrors.unauthorized(authHints.expired);
  const staff = findStaffById(ctx.db, row.staff_id);
  if (!staff) throw httpErrors.unauthorized(authHints.staffMissing);
  const principal: Principal = {
    userKey: `staff:${staff.id}`,
    personId: staff.person_id,
    scopes: splitScopes(row.scopes),
    method: 'oauth',
  };
  return { principal, staff };
}

/** Decodes `base64(user:password)`; undefined when it is not that. */
export function decodeBasic(credentials: string): { user: string; password: string } | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(credentials)) return undefined;
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function authenticatePersonalToken(ctx: SandboxContext, credentials: string): Principal {
  const basic = decodeBasic(credentials);
  if (!basic || basic.password === '') throw httpErrors.unauthorized(authHints.malformedBasic);
  const row = ctx.db
    .prepare('SELECT * FROM sandbox_personal_tokens WHERE application_id = ?')
    .get(basic.user) as PersonalTokenRow | undefined;
  // Compared even for an unknown application id, so timing does not reveal which ids exist.
  const matches = constantTimeEqual(row?.secret_hash ?? '', hashToken(basic.password));
  if (!row || !matches) throw httpErrors.unauthorized(authHints.badPersonalToken);
  const staff = findStaffById(ctx.db, row.staff_id);
  if (!staff) throw httpErrors.unauthorized(authHints.staffMissing);
  return {
    userKey: `staff:${staff.id}`,
    personId: staff.person_id,
    scopes: splitScopes(row.scopes),
    method: 'personal_access_token',
  };
}

/** Splits an Authorization header into its scheme (lower case) and credentials. */
export function parseAuthorization(
  authorization: string | undefined,
): { scheme: string; credentials: string } | undefined {
  const match = /^\s*([A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*)\s+(\S+)\s*$/.exec(authorization ?? '');
  if (!match) return undefined;
  return { scheme: (match[1] ?? '').toLowerCase(), credentials: match[2] ?? '' };
}

/**
 * Who an API request acts as: a Bearer access token (OAuth) or HTTP Basic with a personal access
 * token. Throws the API's 401 error otherwise. Scope and rate limit are checked by the caller.
 */
export function authenticateRequest(
  ctx: SandboxContext,
  authorization: string | undefined,
): Principal {
  if (authorization === undefined || authorization.trim() === '') {
    throw httpErrors.unauthorized(authHints.missing);
  }
  const parsed = parseAuthorization(authorization);
  if (!parsed) {
    if (/^\s*basic\b/i.test(authorization)) throw httpErrors.unauthorized(authHints.malformedBasic);
    if (/^\s*bearer\b/i.test(authorization)) throw httpErrors.unauthorized(authHints.unknownToken);
    throw httpErrors.unauthorized(authHints.scheme);
  }
  if (parsed.scheme === 'bearer') return resolveAccessToken(ctx, parsed.credentials).principal;
  if (parsed.scheme === 'basic') return authenticatePersonalToken(ctx, parsed.credentials);
  throw httpErrors.unauthorized(authHints.scheme);
}
