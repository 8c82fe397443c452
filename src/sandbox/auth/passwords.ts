import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters; stored with each hash so they can change without breaking old rows. */
const scryptParams = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 32;
const saltLength = 16;

/**
 * A salted scrypt hash of a password, as `scrypt$N$r$p$<salt>$<key>` (salt and key base64url).
 * Only staff passwords use it: they are chosen by people and may be weak.
 */
export function hashPassword(password: string): string {
  const salt = randomBytes(saltLength);
  const key = scryptSync(password.normalize('NFC'), salt, keyLength, scryptParams);
  const { N, r, p } = scryptParams;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a `hashPassword` result in constant time; false for a malformed hash. */
export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (!N || !r || !p || salt.length === 0 || expected.length === 0) return false;
  let actual: Buffer;
  try {
    actual = scryptSync(password.normalize('NFC'), salt, expected.length, {
      N,
      r,
      p,
      maxmem: 256 * N * r + 1024 * 1024,
    });
  } catch {
    return false;
  }
  return timingSafeEqual(actual, expected);
}

/** A new unguessable token (authorization codes, access and refresh tokens), base64url. */
export function generateToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * What is stored for a token, code or machine secret: its SHA-256, hex. These values are random
 * and long (or, for the configured personal access token secret, checked on every request), so a
 * fast hash is enough and lets them be looked up by hash.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two strings in time independent of where they differ (and of their lengths' match). */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right);
}
