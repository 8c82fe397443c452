import { defaultHttpServerLimits } from '../lib/server/http-server-limits';
import type { HttpServerLimits } from '../lib/server/http-server-limits';
import type { SandboxDatabase } from './database';
import { specDialect } from '../api/catalog/dialects';
import type { Dialect } from '../api/catalog/dialects';

/** The sandbox's notion of now; tests pass a clock they can move to expire tokens. */
export interface SandboxClock {
  now(): number;
}

export const realClock: SandboxClock = { now: () => Date.now() };

export interface OAuthApplication {
  name: string;
  clientId: string;
  clientSecret: string;
  redirectUris: readonly string[];
}

export interface PersonalAccessToken {
  applicationId: string;
  secret: string;
}

export interface StaffAccount {
  email: string;
  password: string;
  /** The people-app person the account signs in as. */
  personId: number;
}

export interface SandboxConfig {
  /** Which service the sandbox imitates: the spec's or the real one (catalog/dialects.ts). */
  dialect: Dialect;
  rateLimit: { limit: number; periodSeconds: number };
  /**
   * Ignore unknown include/order/filter/where names (and bracketed ones, `include[]`) as the real
   * service does, instead of 400; and ignore a client-generated id on create instead of 403.
   */
  lenient: boolean;
  oauthApplications: readonly OAuthApplication[];
  personalAccessTokens: readonly PersonalAccessToken[];
  staff: readonly StaffAccount[];
  accessTokenLifetimeSeconds: number;
  /** Lifetime of an uploaded file before it can no longer be attached. */
  fileLifetimeSeconds: number;
  /** Largest accepted upload, in bytes. */
  maxUploadBytes: number;
  /** The bearer token the task tracker's lookup calls accept (tracker-routes.ts). */
  trackerToken: string;
  /** How long a client may take to send a request (src/lib/server/http-server-limits.ts). */
  httpLimits: HttpServerLimits;
}

export interface SandboxContext {
  db: SandboxDatabase;
  clock: SandboxClock;
  config: SandboxConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Defaults, each overridable by the environment (documented in the README). */
export function defaultConfig(env: Env = process.env): SandboxConfig {
  const redirectUris = (env.SANDBOX_OAUTH_REDIRECT_URIS ?? 'http://localhost:8080/auth/callback')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  return {
    dialect: specDialect,
    rateLimit: { ...specDialect.defaultRateLimit },
    lenient: false,
    httpLimits: defaultHttpServerLimits,
    oauthApplications: [
      {
        name: 'Narthex dashboard',
        clientId: env.SANDBOX_OAUTH_CLIENT_ID ?? 'narthex-dashboard',
        clientSecret: env.SANDBOX_OAUTH_CLIENT_SECRET ?? 'narthex-dashboard-secret',
        redirectUris,
      },
    ],
    personalAccessTokens: [
      {
        applicationId: env.SANDBOX_PAT_APP_ID ?? 'sandbox',
        secret: env.SANDBOX_PAT_SECRET ?? 'sandbox-secret',
      },
    ],
    staff: [
      {
        email: env.SANDBOX_ADMIN_EMAIL ?? 'admin@sandbox.test',
        password: env.SANDBOX_ADMIN_PASSWORD ?? 'sandbox',
        personId: 1,
      },
    ],
    accessTokenLifetimeSeconds: 7200,
    fileLifetimeSeconds: 3600,
    maxUploadBytes: 10 * 1024 * 1024,
    trackerToken: env.SANDBOX_TRACKER_TOKEN ?? 'sandbox-tracker-token',
  };
}

/** Who a request acts as, once authenticated. */
export interface Principal {
  /** Rate limits are per user: the staff account behind the token. */
  userKey: string;
  personId: number;
  scopes: readonly string[];
  method: 'oauth' | 'personal_access_token';
}
