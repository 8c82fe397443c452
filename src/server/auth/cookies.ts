/**
 * The auth side's two cookies, their names and attributes, and the sealed login transaction.
 *
 * Session cookie: `__Host-narthex-session` — Secure, HttpOnly, SameSite=Lax, Path=/, no Domain —
 * holding only the opaque session id. Login-transaction cookie: `__Host-narthex-login`, the same
 * attributes, Max-Age 600, holding the AES-256-GCM-sealed `{ state, codeVerifier, returnTo,
 * createdAt }` of one sign-in in progress.
 *
 * SameSite=Lax, not Strict: the sign-in ends with a top-level navigation from the authorization
 * server's site to /auth/callback, which must carry the login cookie, and the page it redirects to
 * must carry the new session cookie (with Strict it would look signed out until a reload). CSRF is
 * stopped by the X-CSRF header, not by SameSite.
 *
 * Plain-http localhost (http://localhost:*, http://127.0.0.1:*, http://[::1]:*): a `__Host-`
 * cookie must be Secure, and a Secure cookie set over plain http is refused by some browsers, so
 * there the names lose the prefix (`narthex-session`, `narthex-login`) and the cookies lose
 * Secure; everything else stays. This is for local development and tests only: `secureCookiesFor`
 * answers true for every other origin.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deriveKey, open, seal, secretBytes } from './crypto-box';
import type { SecretInput } from './crypto-box';

export interface CookieNames {
  session: string;
  login: string;
}

export const secureCookieNames: CookieNames = {
  session: '__Host-narthex-session',
  login: '__Host-narthex-login',
};

export const localhostCookieNames: CookieNames = {
  session: 'narthex-session',
  login: 'narthex-login',
};

export function cookieNames(secure: boolean): CookieNames {
  return secure ? secureCookieNames : localhostCookieNames;
}

/** True for http://localhost, http://127.0.0.1 and http://[::1] on any port. */
export function isPlainHttpLocalhost(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'http:' &&
    (parsed.hostname === 'localhost' ||
      parsed.hostname === '127.0.0.1' ||
      parsed.hostname === '[::1]')
  );
}

/** Whether the proxy's public origin gets Secure `__Host-` cookies (all but plain-http localhost). */
export function secureCookiesFor(publicOrigin: string): boolean {
  return !isPlainHttpLocalhost(publicOrigin);
}

/** Login transactions older than this are treated as absent (the cookie's Max-Age too). */
export const loginTransactionMaxAgeMs = 10 * 60 * 1000;

/** The value of a cookie of the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined || header === '') return undefined;
  try {
    return fastifyCookie.parse(header)[name];
  } catch {
    return undefined;
  }
}

function attributes(secure: boolean, maxAgeSeconds: number) {
  return {
    httpOnly: true,
    secure,
    sameSite: 'lax' as const,
    path: '/',
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  };
}

/** Adds a Set-Cookie (HttpOnly, SameSite=Lax, Path=/, Secure when `secure`, no Domain). */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  options: { secure: boolean; maxAgeSeconds: number },
): void {
  reply.header(
    'set-cookie',
    fastifyCookie.serialize(name, value, attributes(options.secure, options.maxAgeSeconds)),
  );
}

/** Adds a Set-Cookie that removes the cookie (same name, path and flags; Max-Age=0). */
export function clearCookie(reply: FastifyReply, name: string, secure: boolean): void {
  reply.header(
    'set-cookie',
    fastifyCookie.serialize(name, '', { ...attributes(secure, 0), expires: new Date(0) }),
  );
}

export interface LoginTransaction {
  state: string;
  codeVerifier: string;
  /** Already passed through safeReturnTo. */
  returnTo: string;
  createdAt: number;
}

const loginAad = Buffer.from('narthex-login/v1', 'utf8');

/** Seals and opens the login-transaction cookie's value. */
export class LoginTransactionCodec {
  private readonly key: Buffer;

  constructor(secret: SecretInput) {
    this.key = deriveKey(secretBytes(secret), 'login-transaction/v1');
  }

  seal(transaction: LoginTransaction): string {
    return seal(this.key, Buffer.from(JSON.stringify(transaction), 'utf8'), loginAad).toString(
      'base64url',
    );
  }

  /** The transaction, or undefined when the value is tampered, unparseable or older than 10 min. */
  open(value: string | undefined, now: number): LoginTransaction | undefined {
    if (value === undefined || !/^[A-Za-z0-9_-]{1,4000}$/.test(value)) return undefined;
    const plaintext = open(this.key, Buffer.from(value, 'base64url'), loginAad);
    if (!plaintext) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(plaintext.toString('utf8'));
    } catch {
      return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { state, codeVerifier, returnTo, createdAt } = parsed as Record<string, unknown>;
    if (
      typeof state !== 'string' ||
      typeof codeVerifier !== 'string' ||
      typeof returnTo !== 'string' ||
      typeof createdAt !== 'number'
    ) {
      return undefined;
    }
    const age = now - createdAt;
    // Up to a minute "from the future" is tolerated (clocks of several instances).
    if (!(age >= -60_000 && age < loginTransactionMaxAgeMs)) return undefined;
    return { state, codeVerifier, returnTo, createdAt };
  }
}
