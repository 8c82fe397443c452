/**
 * Authenticated encryption for what the auth side keeps: session records at rest and the
 * login-transaction cookie. AES-256-GCM with keys derived by HKDF-SHA256 from one secret
 * (SESSION_SECRET), a separate key per purpose.
 *
 * Sealed format: 1 byte format version | 12-byte IV | ciphertext | 16-byte tag.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The secret keys are derived from: ≥ 32 bytes (a string counts its UTF-8 bytes). */
export type SecretInput = string | Uint8Array;

export const minimumSecretBytes = 32;

const formatVersion = 1;
const ivLength = 12;
const tagLength = 16;

/** The secret as bytes; throws when it is shorter than 32 bytes. */
export function secretBytes(secret: SecretInput): Buffer {
  const bytes = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret);
  if (bytes.length < minimumSecretBytes) {
    throw new RangeError(
      `The session secret must be at least ${minimumSecretBytes} bytes (SESSION_SECRET); it has ${bytes.length}.`,
    );
  }
  return bytes;
}

/**
 * A 256-bit key for one purpose (`info`), HKDF-SHA256 from the secret. `salt` binds the key to a
 * value that is not stored next to the ciphertext (the session id for a session record).
 */
export function deriveKey(secret: Buffer, purpose: string, salt: string | Buffer = ''): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, `narthex/${purpose}`, 32));
}

/** Encrypts and authenticates `plaintext`; `aad` is authenticated but not stored. */
export function seal(key: Buffer, plaintext: Buffer, aad: Buffer): Buffer {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([formatVersion]), iv, body, cipher.getAuthTag()]);
}

/** The plaintext of `sealed`, or undefined when it is malformed, tampered with or of another key. */
export function open(key: Buffer, sealed: Buffer, aad: Buffer): Buffer | undefined {
  if (sealed.length < 1 + ivLength + tagLength || sealed[0] !== formatVersion) return undefined;
  const iv = sealed.subarray(1, 1 + ivLength);
  const tag = sealed.subarray(sealed.length - tagLength);
  const body = sealed.subarray(1 + ivLength, sealed.length - tagLength);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
    decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    return undefined;
  }
}
