/**
 * The proxy's sessions: what a session holds, the store that keeps it (SQLite now, a shared
 * store for several instances later), and what the forwarding side asks of the auth side.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires. */
  accessExpiresAt: number;
  scopes: string[];
}

export interface SessionRecord {
  /** Opaque random id (≥128 bits, base64url) carried by the session cookie. */
  id: string;
  /** Moves on every token change; writes compare it so a stale writer cannot win. */
  version: number;
  createdAt: number;
  lastSeenAt: number;
  /** Epoch ms after which the session is over, however active. */
  absoluteExpiresAt: number;
  user: { id: string; name: string; email?: string };
  organization: { id: string; name: string };
  tokens: TokenSet;
}

/** The parts of a stored session that move, read without opening (decrypting) the record. */
export interface SessionStamp {
  version: number;
  lastSeenAt: number;
}

export interface SessionStore {
  create(record: SessionRecord): Promise<void>;
  get(id: string): Promise<SessionRecord | undefined>;
  /**
   * The version and last activity of a stored session, undefined when there is none: a cheap
   * check that a record opened earlier is still the current one.
   */
  stamp(id: string): Promise<SessionStamp | undefined>;
  /** Replaces the tokens when the stored version is `expectedVersion`; false when it moved. */
  updateTokens(id: string, expectedVersion: number, tokens: TokenSet): Promise<boolean>;
  /** Records activity (for the idle limit). */
  touch(id: string, at: number): Promise<void>;
  delete(id: string): Promise<void>;
  close(): Promise<void>;
}

/** What the forwarder needs to call upstream for a request. */
export type UpstreamAuthorization =
  | {
      ok: true;
      /** The value of the upstream Authorization header. */
      authorization: string;
      /** Rate limits are per upstream user: all of a user's sessions share this key. */
      userKey: string;
      /** Present for OAuth sessions; absent for a personal access token. */
      sessionId?: string;
      /** Who the request acts as, in words: the signed-in staff member, or the token. */
      userName: string;
    }
  | { ok: false; status: 401; code: 'not_signed_in' | 'session_expired'; detail: string }
  /** The access token needs renewing and the authorization server could not be reached: the
   * session is kept, and the caller may try again shortly. */
  | { ok: false; status: 503; code: 'auth_unavailable'; detail: string; retryAfterSeconds: number };

export interface UpstreamAuth {
  /**
   * The request's upstream credentials, from its session cookie; refreshes the access token
   * first when it expires within the refresh margin (single-flight per session).
   */
  authorize(request: FastifyRequest, reply: FastifyReply): Promise<UpstreamAuthorization>;
  /**
   * After an upstream 401: refresh once (single-flight) and answer the new authorization, or a
   * failure when the grant is dead (the session is then ended).
   */
  refreshAfterUnauthorized(
    request: FastifyRequest,
    reply: FastifyReply,
    used: Extract<UpstreamAuthorization, { ok: true }>,
  ): Promise<UpstreamAuthorization>;
}
