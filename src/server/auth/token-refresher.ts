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
 * `invalid_grant` re-read recovers from a sibling's rotation. With a `lock` (Redis, several
 * instances) the token call is also single-flight across instances: the flight takes the lock,
 * re-reads the session after locking and skips the call when another instance already refreshed;
 * while another instance holds the lock it re-reads until the version moves. SQLite on one host
 * runs without a lock.
 */
import type { SessionRecord, SessionStore, TokenSet } from '../session';
import { StoreUnavailableError } from '../store-unavailable';
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

/** A per-session lock shared by every instance. */
export interface RefreshLock {
  /** Takes the lock when it is free: its release; undefined while another holder has it. */
  tryAcquire(sessionId: string): Promise<(() => Promise<void>) | undefined>;
}

export interface TokenRefresherOptions {
  store: SessionStore;
  oauth: OAuthClient;
  logger?: AuthLogger;
  lock?: RefreshLock;
  /** How long to wait for another instance's refresh before giving up for now; default 15 s. */
  lockWaitMs?: number;
}

const lockPollMs = 20;

export class TokenRefresher {
  private readonly inflight = new Map<string, Promise<RefreshOutcome>>();
  private readonly store: SessionStore;
  private readonly oauth: OAuthClient;
  private readonly logger: AuthLogger;
  private readonly lock: RefreshLock | undefined;
  private readonly lockWaitMs: number;

  constructor(options: TokenRefresherOptions) {
    this.store = options.store;
    this.oauth = options.oauth;
    this.logger = options.logger ?? silentLogger;
    this.lock = options.lock;
    this.lockWaitMs = options.lockWaitMs ?? 15_000;
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
    return this.lock ? this.runLocked(this.lock, session) : this.refreshNow(session);
  }

  /** Under the shared lock; or, while another instance holds it, waits for its result. */
  private async runLocked(lock: RefreshLock, seen: SessionRecord): Promise<RefreshOutcome> {
    const deadline = Date.now() + this.lockWaitMs;
    for (;;) {
      const release = await lock.tryAcquire(seen.id);
      const current = await this.store.get(seen.id);
      if (release) {
        try {
          if (!current) return { kind: 'missing' };
          if (current.version !== seen.version) {
            return { kind: 'fresh', session: current, refreshed: false };
          }
          return await this.refreshNow(current);
        } finally {
          await release();
        }
      }
      if (!current) return { kind: 'missing' };
      if (current.version !== seen.version) {
        return { kind: 'fresh', session: current, refreshed: false };
      }
      if (Date.now() >= deadline) {
        return {
          kind: 'unavailable',
          session: current,
          detail: 'Another proxy instance is still renewing this session',
        };
      }
      await new Promise((resolve) => setTimeout(resolve, lockPollMs));
    }
  }

  private async refreshNow(session: SessionRecord): Promise<RefreshOutcome> {
    const sessionId = session.id;
    const ref = sessionRef(sessionId);
    const used = session.tokens.refreshToken;
    let tokens: TokenSet;
    try {
      const answer = await this.oauth.refresh(used);
      tokens = {
        accessToken: answer.accessToken,
        refreshToken: answer.refreshToken ?? used,
        accessExpiresAt: answer.accessExpiresAt,
        scopes: answer.scopes ?? session.tokens.scopes,
      };
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

    if (await this.writeTokens(sessionId, session.version, tokens)) {
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
  }

  /**
   * The compare-and-set write of new tokens. A rotated refresh token exists only in this
   * process's memory until it is written, so a store outage is waited out (bounded) rather than
   * losing it and with it the session.
   */
  private async writeTokens(id: string, version: number, tokens: TokenSet): Promise<boolean> {
    const deadline = Date.now() + this.lockWaitMs;
    for (;;) {
      try {
        return await this.store.updateTokens(id, version, tokens);
      } catch (error) {
        if (!(error instanceof StoreUnavailableError) || Date.now() >= deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
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
