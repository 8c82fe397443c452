import { describe, expect, it } from 'vitest';
import {
  cookieNames,
  isPlainHttpLocalhost,
  LoginTransactionCodec,
  loginTransactionMaxAgeMs,
  secureCookiesFor,
} from './cookies';
import type { LoginTransaction } from './cookies';

const secret = 'a-test-secret-of-at-least-32-bytes-long';
const transaction: LoginTransaction = {
  state: 'state-value',
  codeVerifier: 'verifier-value-that-is-long-enough-for-pkce-0123',
  returnTo: '/people',
  createdAt: 1_000_000,
};

describe('cookie names', () => {
  it('uses __Host- names except on plain-http localhost', () => {
    expect(cookieNames(true)).toEqual({
      session: '__Host-narthex-session',
      login: '__Host-narthex-login',
    });
    expect(cookieNames(false)).toEqual({ session: 'narthex-session', login: 'narthex-login' });
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:5173', 'http://[::1]:8080']) {
      expect(isPlainHttpLocalhost(origin), origin).toBe(true);
      expect(secureCookiesFor(origin), origin).toBe(false);
    }
    for (const origin of [
      'https://localhost:8080',
      'https://dashboard.example.org',
      'http://dashboard.example.org',
      'http://localhost.evil.com',
      'http://127.0.0.2:8080',
      'not a url',
    ]) {
      expect(isPlainHttpLocalhost(origin), origin).toBe(false);
      expect(secureCookiesFor(origin), origin).toBe(true);
    }
  });
});

describe('LoginTransactionCodec', () => {
  const codec = new LoginTransactionCodec(secret);

  it('round-trips a transaction and hides its content', () => {
    const sealed = codec.seal(transaction);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('verifier');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('verifier');
    expect(codec.open(sealed, transaction.createdAt + 1000)).toEqual(transaction);
    // Two seals of the same value differ (random IV).
    expect(codec.seal(transaction)).not.toBe(sealed);
  });

  it('treats tampered, foreign, truncated and garbage values as absent', () => {
    const sealed = codec.seal(transaction);
    const bytes = Buffer.from(sealed, 'base64url');
    for (let i = 0; i < bytes.length; i += 7) {
      const copy = Buffer.from(bytes);
      copy[i] = (copy[i] ?? 0) ^ 1;
      expect(codec.open(copy.toString('base64url'), transaction.createdAt), `byte ${i}`).toBe(
        undefined,
      );
    }
    const other = new LoginTransactionCodec('another-secret-of-at-least-32-bytes!!');
    expect(other.open(sealed, transaction.createdAt)).toBeUndefined();
    expect(codec.open(sealed.slice(0, -4), transaction.createdAt)).toBeUndefined();
    for (const garbage of [undefined, '', 'x', 'not base64url!', 'A'.repeat(5000)]) {
      expect(codec.open(garbage, transaction.createdAt)).toBeUndefined();
    }
  });

  it('treats a transaction of 10 minutes or older as absent', () => {
    const sealed = codec.seal(transaction);
    expect(codec.open(sealed, transaction.createdAt + loginTransactionMaxAgeMs - 1)).toEqual(
      transaction,
    );
    expect(codec.open(sealed, transaction.createdAt + loginTransactionMaxAgeMs)).toBeUndefined();
    expect(codec.open(sealed, transaction.createdAt - 120_000)).toBeUndefined();
  });

  it('refuses a secret shorter than 32 bytes', () => {
    expect(() => new LoginTransactionCodec('short')).toThrow(/at least 32 bytes/);
  });
});
