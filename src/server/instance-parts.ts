/**
 * What one proxy instance is made of, from its configuration: the auth side (OAuth with its
 * session store, or a personal access token), the rate budgets and the shared settings' store.
 * Without REDIS_URL sessions are in SQLite, budgets in this process and shared settings in the
 * data folder; with it, sessions, the refresh lock, used OAuth states, budgets and shared settings
 * are all in the one shared Redis.
 */
import type { CustomFetch } from 'openid-client';
import { apps } from '../api/catalog/catalog';
import type { Clock as PacingClock } from '../api/rate-pacer';
import type { Clock } from './auth/clock';
import { RedisConsumedStates } from './auth/consumed-states';
import { secureCookiesFor } from './auth/cookies';
import type { AuthLogger } from './auth/log-ref';
import { createOAuthAuth } from './auth/oauth-auth';
import { createOAuthClient } from './auth/oauth-client';
import { createPatAuth } from './auth/pat-auth';
import { RedisRefreshLock } from './auth/redis-refresh-lock';
import { RedisSessionStore } from './auth/redis-session-store';
import { SqliteSessionStore } from './auth/sqlite-session-store';
import type { ProxyConfig } from './config';
import { LocalRateBudgets } from './local-rate-budget';
import type { AuthSide } from './proxy-server';
import type { RateBudgets } from './rate-budget';
import { connectRedis } from './redis/redis-client';
import type { SharedRedis } from './redis/redis-client';
import { RedisRateBudgets } from './redis/redis-rate-budget';
import { RedisSettingsStore } from './redis/redis-settings-store';
import { FileSettingsStore } from './shared-settings/file-settings-store';
import { MemorySettingsStore } from './shared-settings/settings-store';
import type { SettingsStore } from './shared-settings/settings-store';
import type { SessionStore } from './session';

export interface InstanceParts {
  auth: AuthSide;
  rateBudgets: RateBudgets;
  /** The settings every staff member shares: in Redis, the data folder, or this process. */
  settings: SettingsStore;
  /** The shared Redis, when configured. */
  redis?: SharedRedis;
  close(): Promise<void>;
}

export interface InstanceDependencies {
  logger: AuthLogger;
  /** Redis outages and recoveries. */
  warn: (message: string) => void;
  /** Tests move time by hand; default the system clock. */
  clock?: Clock;
  /** What the budgets in this process wait on (tests); Redis' budgets keep Redis' own time. */
  pacingClock?: PacingClock;
  /** Replaces fetch for calls to the authorization server (tests). */
  oauthFetch?: CustomFetch;
}

const minute = 60_000;

export function createInstanceParts(
  config: ProxyConfig,
  dependencies: InstanceDependencies,
): InstanceParts {
  const redis = config.redis
    ? connectRedis({
        url: config.redis.url.reveal(),
        keyPrefix: config.redis.keyPrefix,
        onStateChange: dependencies.warn,
      })
    : undefined;
  const rateBudgets = redis
    ? new RedisRateBudgets({ redis, warn: dependencies.warn })
    : new LocalRateBudgets({ clock: dependencies.pacingClock });
  const settings: SettingsStore = redis
    ? new RedisSettingsStore(redis)
    : config.settingsDir === ':memory:'
      ? new MemorySettingsStore()
      : new FileSettingsStore(config.settingsDir);

  if (config.mode === 'pat') {
    const auth = createPatAuth({
      applicationId: config.pat.applicationId,
      secret: config.pat.secret.reveal(),
      apiBaseUrl: config.apiBaseUrl,
      upstreamDialect: config.dialect.name,
    });
    return { auth, rateBudgets, settings, redis, close: async () => redis?.close() };
  }

  const idleTimeoutMs = config.session.idleMinutes * minute;
  const secret = config.session.secret.reveal();
  const { clock } = dependencies;
  const store: SessionStore = redis
    ? new RedisSessionStore({ redis, secret, idleTimeoutMs, clock })
    : new SqliteSessionStore({ file: config.session.db, secret, idleTimeoutMs, clock });
  const oauth = createOAuthClient({
    apiBaseUrl: config.apiBaseUrl,
    clientId: config.oauth.clientId,
    clientSecret: config.oauth.clientSecret.reveal(),
    redirectUri: config.oauth.redirectUri,
    scopes: Object.keys(apps),
    clock,
    fetch: dependencies.oauthFetch,
  });
  const auth = createOAuthAuth({
    store,
    oauth,
    secret,
    clock,
    idleTimeoutMs,
    absoluteLifetimeMs: config.session.maxDays * 24 * 60 * minute,
    secureCookies: secureCookiesFor(config.publicOrigin),
    logger: dependencies.logger,
    upstreamDialect: config.dialect.name,
    ...(redis
      ? { refreshLock: new RedisRefreshLock(redis), consumedStates: new RedisConsumedStates(redis) }
      : {}),
  });
  return {
    auth,
    rateBudgets,
    settings,
    redis,
    close: async () => {
      await store.close();
      await redis?.close();
    },
  };
}
