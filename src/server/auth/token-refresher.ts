/**
 * Token refresh, single-flight per session within this process.
 *
 * Concurrent callers for one session share one in-flight promise, so N requests on an expired
 * access token make exactly one token call. The flight re-reads the session first and skips the
 * call when the version already moved (someone refreshed since the caller looked), then writes with
 * the store's compare-and-set `updateTokens`, keeping the old refresh token when the server
 * returned none. On `invalid_grant` it re-reads: a changed refresh token means another writer
 * rotated it (use theirs); otherwise the grant is dead and the session is deleted. A network
 * error, timeout, 5xx or other OAuth error keeps the session.
 *
 * Across processes the compare-and-set keeps a stale writer from clobbering newer tokens, and the
 * `invalid_grant` re-read recovers from a sibling's rotation; a shared lock is not needed for
 * SQLite on one host (see docs/decisions.md).
 */
import type { SessionRecord, SessionStore, TokenSet } from '../session';
import { silentLogger, sessionRef } from './log-ref';
import type { AuthLogger } from './log-ref';
import type { OAuthClient } from './oauth-client';
import { toOAuthClientError } from './oauth-client';

export type RefreshOutcome =
  /** The session with current tokens: refreshed now, or by someone else since `seenVersion`. */
  | { kind: 'fresh'; session: SessionRecord; refreshed: boolean }
  /** The grant is dead (invalid_grant); the session has been deleted. */
  | { kind: 'ended'; detail: string }
  /** The session does not exist (any more). */
  | { kind: 'missing' }
  /** The refresh failed for a reason that may pass; the session is kept as it was. */
  | { kind: 'unavailable'; session: SessionRecord; detail: string };

export interface TokenRefresherOptions {
  store: SessionStore;
  oauth: OAuthClient;
  logger?: AuthLogger;
}

export class TokenRefresher {
  private readonly inflight = new Map<string, Promise<RefreshOutcome>>();
  private readonly store: SessionStore;
  private readonly oauth: OAuthClient;
  private readonly logger: AuthLogger;

  constructor(options: TokenRefresherOptions) {
    this.store = options.store;
    this.oauth = options.oauth;
    this.logger = options.logger ?? silentLogger;
  }

  /**
   * Refreshes the session's tokens unless its version moved past `seenVersion`; joins the flight
   * already running for the session, if any.
   */
  refresh(sessionId: string, seenVersion: number): Promise<RefreshOutcome> {
    const running = this.inflight.get(sessionId);
    if (running) return running;
    const flight = this.run(sessionId, seenVersion).finally(() => {
      this.inflight.delete(sessionId);
    });
    this.inflight.set(sessionId, flight);
    return flight;
  }

  /** How many sessions have a refresh in flight (for tests and metrics). */
  get inFlight(): number {
    return this.inflight.size;
  }

  private async run(sessionId: string, seenVersion: number): Promise<RefreshOutcome> {
    const session = await this.store.get(sessionId);
    if (!session) return { kind: 'missing' };
    if (session.version !== seenVersion) return { kind: 'fresh', session, refreshed: false };
    const ref = sessionRef(sessionId);
    const used = session.tokens.refreshToken;
    try {
      const answer = await this.oauth.refresh(used);
      const tokens: TokenSet = {
        accessToken: answer.accessToken,
        refreshToken: answer.refreshToken ?? used,
        accessExpiresAt: answer.accessExpiresAt,
        scopes: answer.scopes ?? session.tokens.scopes,
      };
      if (await this.store.updateTokens(sessionId, session.version, tokens)) {
        this.logger.info({ event: 'auth.refresh', session: ref }, 'access token refreshed');
        return {
          kind: 'fresh',
          session: { ...session, version: session.version + 1, tokens },
          refreshed: true,
        };
      }
      // Another writer moved the version meanwhile (or the session was ended).
      const current = await this.store.get(sessionId);
      if (!current) {
        // Ended during the call (logout): do not leave the new grant alive.
        if (tokens.refreshToken !== used) await this.revokeQuietly(tokens.refreshToken, ref);
        return { kind: 'missing' };
      }
      return { kind: 'fresh', session: current, refreshed: false };
    } catch (thrown) {
      const error = toOAuthClientError(thrown, 'The token refresh');
      if (error.kind === 'invalid_grant') {
        const current = await this.store.get(sessionId);
        if (!current) return { kind: 'missing' };
        if (current.tokens.refreshToken !== used) {
          // A sibling rotated the refresh token first; its tokens are good.
          return { kind: 'fresh', session: current, refreshed: false };
        }
        await this.store.delete(sessionId);
        this.logger.info(
          { event: 'auth.refresh_failed', session: ref, reason: 'invalid_grant' },
          'refresh token refused; session ended',
        );
        return { kind: 'ended', detail: error.message };
      }
      this.logger.warn(
        { event: 'auth.refresh_failed', session: ref, reason: error.kind, status: error.status },
        'token refresh failed; session kept',
      );
      return { kind: 'unavailable', session, detail: error.message };
    }
  }

  private async revokeQuietly(refreshToken: string, ref: string): Promise<void> {
    try {
      await this.oauth.revoke(refreshToken);
    } catch {
      this.logger.warn({ event: 'auth.revoke_failed', session: ref }, 'revocation failed');
    }
  }
}
