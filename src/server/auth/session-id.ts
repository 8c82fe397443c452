import { randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): the value of the session cookie. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a cookie value has the shape of a session id (anything else is not looked up). */
export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
