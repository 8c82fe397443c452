/**
 * The at-rest format of a session record, shared by the SQLite and Redis stores.
 *
 * - The record is found by SHA-256 of the session id, never the id.
 * - User, organization and tokens are one AES-256-GCM ciphertext whose key is derived
 *   (HKDF-SHA256) from SESSION_SECRET *and the session id*: the id lives only in the browser's
 *   cookie, so a dump of the store, even with the secret, opens nothing.
 * - The id hash, version, creation and absolute expiry are bound as associated data, so a record
 *   cannot be moved to another key or given a longer life without the decryption failing.
 */
import { createHash } from 'node:crypto';
import type { SessionRecord, TokenSet } from '../session';
import { deriveKey, open, seal } from './crypto-box';

/** The encrypted part of a record. */
export interface SealedPart {
  user: SessionRecord['user'];
  organization: SessionRecord['organization'];
  tokens: TokenSet;
}

/** The clear part that the associated data binds. */
export interface BoundFields {
  version: number;
  createdAt: number;
  absoluteExpiresAt: number;
}

export const idHash = (id: string): Buffer => createHash('sha256').update(id, 'utf8').digest();

function associatedData(hash: Buffer, fields: BoundFields): Buffer {
  return Buffer.from(
    `narthex-session/v1|${hash.toString('hex')}|${fields.version}|${fields.createdAt}|${fields.absoluteExpiresAt}`,
    'utf8',
  );
}

const recordKey = (secret: Buffer, id: string): Buffer =>
  deriveKey(secret, 'session-record/v1', id);

export function sealPart(
  secret: Buffer,
  id: string,
  hash: Buffer,
  fields: BoundFields,
  part: SealedPart,
): Buffer {
  return seal(
    recordKey(secret, id),
    Buffer.from(JSON.stringify(part), 'utf8'),
    associatedData(hash, fields),
  );
}

/** The sealed part, or undefined when it cannot be opened (another secret, tampering). */
export function openPart(
  secret: Buffer,
  id: string,
  hash: Buffer,
  fields: BoundFields,
  payload: Buffer,
): SealedPart | undefined {
  const plaintext = open(recordKey(secret, id), payload, associatedData(hash, fields));
  return plaintext === undefined ? undefined : parseSealedPart(plaintext.toString('utf8'));
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function parseSealedPart(json: string): SealedPart | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!isObject(value)) return undefined;
  const { user, organization, tokens } = value;
  if (!isObject(user) || !isString(user.id) || !isString(user.name)) return undefined;
  if (user.email !== undefined && !isString(user.email)) return undefined;
  if (!isObject(organization) || !isString(organization.id) || !isString(organization.name)) {
    return undefined;
  }
  if (
    !isObject(tokens) ||
    !isString(tokens.accessToken) ||
    !isString(tokens.refreshToken) ||
    !isNumber(tokens.accessExpiresAt) ||
    !Array.isArray(tokens.scopes) ||
    !tokens.scopes.every(isString)
  ) {
    return undefined;
  }
  return {
    user: {
      id: user.id,
      name: user.name,
      ...(user.email === undefined ? {} : { email: user.email }),
    },
    organization: { id: organization.id, name: organization.name },
    tokens: {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      accessExpiresAt: tokens.accessExpiresAt,
      scopes: [...tokens.scopes],
    },
  };
}
