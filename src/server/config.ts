/**
 * The proxy's configuration, read once from the environment and checked as a whole: every
 * problem is listed in plain words, so one start tells the operator everything to fix.
 *
 * Modes:
 * - 'sandbox' (default): the embedded sandbox is the upstream, OAuth against its dashboard app.
 * - 'oauth': API_BASE_URL + OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET / OAUTH_REDIRECT_URI +
 *   SESSION_SECRET: the real service, each staff member signing in with their own account.
 * - 'pat': API_BASE_URL + PAT_APP_ID / PAT_SECRET: the real service through one personal access
 *   token, for one organization's own use (everyone who reaches the server acts as that token).
 *
 * With REDIS_URL, sessions, token refreshes and each user's rate budget are shared in Redis by
 * several instances (SESSION_SECRET then required); without it, sessions stay in SQLite.
 *
 * Secrets are wrapped in `Secret`, which prints as "[secret]" (console, JSON, util.inspect).
 */
import {
  describeDialect,
  dialects,
  isDialectName,
  realDialect,
  specDialect,
  unknownDialectMessage,
} from '../api/catalog/dialects';
import type { Dialect } from '../api/catalog/dialects';
import { isCalendarDate } from '../api/catalog/wire-dates';
import { inspect } from 'node:util';
import { defaultConfig as sandboxDefaults } from '../sandbox/context';
import { defaultHttpServerLimits } from '../lib/server/http-server-limits';
import type { HttpServerLimits } from '../lib/server/http-server-limits';
import { normalizeHost } from './host-check';
import { waitMarginMs } from './rate-budget';
import { keptSessionSecret, newSessionSecret, sessionSecretFileFor } from './session-secret-file';
import type { SecretFileAnswer } from './session-secret-file';

export type Env = Readonly<Record<string, string | undefined>>;

/** A secret value that never prints; `reveal()` is the only way to read it. */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return '[secret]';
  }

  toJSON(): string {
    return '[secret]';
  }

  [inspect.custom](): string {
    return '[secret]';
  }
}

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      `The configuration has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export interface OAuthSettings {
  clientId: string;
  clientSecret: Secret;
  /** Constant, registered with the service; never built from Host / X-Forwarded-Host. */
  redirectUri: string;
  /** Origin of the authorization endpoint (the CSP's form-action allows it). */
  authorizeOrigin: string;
}

/**
 * Where the session secret comes from: SESSION_SECRET; the data folder, beside the session
 * database (sandbox mode, D130); or made for this run, where no session outlives the process
 * (sessions in memory) or none is kept (a personal access token).
 */
export type SessionSecretSource =
  | { kind: 'environment' }
  | { kind: 'data-folder'; file: string; created: boolean }
  | { kind: 'this-run' };

/** How loadConfig gets a session secret it is not given; tests replace both. */
export interface SessionSecretMakers {
  /** A random secret for this run only. */
  forThisRun(): string;
  /** The secret kept in `file`, made there when missing (session-secret-file.ts). */
  keptIn(file: string): SecretFileAnswer;
}

const systemSecretMakers: SessionSecretMakers = {
  forThisRun: newSessionSecret,
  keptIn: (file) => keptSessionSecret(file),
};

export interface SessionSettings {
  secret: Secret;
  secretSource: SessionSecretSource;
  /** SQLite file of the session store, or ':memory:'. */
  db: string;
  idleMinutes: number;
  maxDays: number;
}

/** The Redis that several instances share. */
export interface RedisSettings {
  /** REDIS_URL as given (it may carry a password). */
  url: Secret;
  /** The URL without credentials, for the banner. */
  display: string;
  /** REDIS_KEY_PREFIX: before every key, so deployments can share one Redis. */
  keyPrefix: string;
}

interface CommonConfig {
  host: string;
  port: number;
  /** scheme://host[:port] the browser uses; redirect URIs and the CSRF origin check use it. */
  publicOrigin: string;
  /** ALLOWED_HOSTS: Host names answered besides PUBLIC_ORIGIN's (`name` or `name:port`). */
  allowedHosts: readonly string[];
  /** How long a client may take to send a request (headers and body), and keep-alive idling. */
  timeouts: HttpServerLimits;
  /** The upstream API: scheme://host[:port][/prefix], no trailing slash. */
  apiBaseUrl: string;
  /** UPLOAD_BASE_URL: where file uploads go (the API's base unless set). */
  uploadBaseUrl: string;
  /** API_DIALECT: how the upstream spells paths, headers and errors (catalog/dialects.ts). */
  dialect: Dialect;
  /** API_VERSION: the version asked of a dialect that has versions (YYYY-MM-DD). */
  apiVersion?: string;
  session: SessionSettings;
  /**
   * UPSTREAM_MAX_WAIT_SECONDS: the longest wait for the user's rate budget before the proxy
   * answers 429; unset, one period of the service plus a margin (rate-budget.ts, waitBound).
   */
  upstreamMaxWaitSeconds?: number;
  /** Set with REDIS_URL: sessions (not in PAT mode), rate budgets and shared settings live there. */
  redis?: RedisSettings;
  /**
   * SETTINGS_DIR: the folder of the settings all staff share (a JSON file per group), or
   * ':memory:'; unused with REDIS_URL (D142).
   */
  settingsDir: string;
  /** Things worth telling the operator that are not errors (ignored settings). */
  notices: readonly string[];
}

export interface SandboxModeConfig extends CommonConfig {
  mode: 'sandbox';
  sandbox: {
    port: number;
    db: string;
    rateLimit: { limit: number; periodSeconds: number };
    /** SANDBOX_LIVE_SESSION: a session running now, people checking in and out (D144). */
    liveSession: boolean;
  };
  oauth: OAuthSettings;
}

export interface OAuthModeConfig extends CommonConfig {
  mode: 'oauth';
  oauth: OAuthSettings;
}

export interface PatModeConfig extends CommonConfig {
  mode: 'pat';
  pat: { applicationId: string; secret: Secret };
}

export type ProxyConfig = SandboxModeConfig | OAuthModeConfig | PatModeConfig;
export type ProxyMode = ProxyConfig['mode'];

export const configDefaults = {
  port: 8080,
  sandboxPort: 8081,
  host: '127.0.0.1',
  sessionDb: 'data/sessions.db',
  settingsDir: 'data/settings',
  sandboxDb: 'data/sandbox.db',
  sessionIdleMinutes: 480,
  sessionMaxDays: 30,
  sandboxRateLimit: 100,
  redisKeyPrefix: 'narthex:',
} as const;

export const minimumSessionSecretBytes = 32;

const oauthVars = ['OAUTH_CLIENT_ID', 'OAUTH_CLIENT_SECRET', 'OAUTH_REDIRECT_URI'] as const;
const patVars = ['PAT_APP_ID', 'PAT_SECRET'] as const;

/** Reads settings, collecting problems instead of stopping at the first. */
class Reader {
  readonly problems: string[] = [];
  readonly notices: string[] = [];

  constructor(private readonly env: Env) {}

  /** The trimmed value, or undefined when unset or blank. */
  get(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  isSet(name: string): boolean {
    return this.get(name) !== undefined;
  }

  integer(name: string, fallback: number, min: number, max: number, what: string): number {
    const raw = this.get(name);
    if (raw === undefined) return fallback;
    if (!/^[0-9]+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      this.problems.push(
        `${name} must be ${what}, a whole number from ${min} to ${max}; it is ${JSON.stringify(raw)}.`,
      );
      return fallback;
    }
    return Number(raw);
  }

  positiveNumber(name: string, fallback: number, max: number, what: string): number {
    const raw = this.get(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^[0-9]+(\.[0-9]+)?$/.test(raw) || !(value > 0) || value > max) {
      this.problems.push(
        `${name} must be ${what}, a number of seconds above 0 and at most ${max}; it is ${JSON.stringify(raw)}.`,
      );
      return fallback;
    }
    return value;
  }

  /** An http(s) URL without credentials, query or fragment; undefined (with a problem) if not. */
  httpUrl(name: string, raw: string): URL | undefined {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      this.problems.push(
        `${name} must be an http:// or https:// URL; it is ${JSON.stringify(raw)}.`,
      );
      return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      this.problems.push(
        `${name} must start with http:// or https://; it uses ${JSON.stringify(url.protocol)}.`,
      );
      return undefined;
    }
    if (url.username !== '' || url.password !== '') {
      this.problems.push(`${name} must not carry a user name or password.`);
      return undefined;
    }
    if (url.search !== '' || url.hash !== '' || raw.includes('?') || raw.includes('#')) {
      this.problems.push(`${name} must not have a query string or fragment; it is ${raw}.`);
      return undefined;
    }
    return url;
  }
}

/** REDIS_URL: redis:// or rediss://, a host, an optional database number, nothing else. */
function readRedisUrl(r: Reader, raw: string): { display: string } | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    r.problems.push(
      'REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379/0; it cannot be read as a URL.',
    );
    return undefined;
  }
  const problem =
    url.protocol !== 'redis:' && url.protocol !== 'rediss:'
      ? `must start with redis:// or rediss://; it uses ${JSON.stringify(url.protocol)}`
      : url.hostname === ''
        ? 'must name a host'
        : !/^\/?([0-9]{1,2})?$/.test(url.pathname)
          ? `may have a database number as its only path (e.g. /0); it has ${JSON.stringify(url.pathname)}`
          : url.search !== '' || url.hash !== '' || raw.includes('?') || raw.includes('#')
            ? 'must not have a query string or fragment'
            : undefined;
  if (problem !== undefined) {
    r.problems.push(`REDIS_URL ${problem} (e.g. redis://127.0.0.1:6379/0).`);
    return undefined;
  }
  const port = url.port === '' ? '' : `:${url.port}`;
  return { display: `${url.protocol}//${url.hostname}${port}${url.pathname}` };
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.[0-9]{1,3}){3}$/.test(host);

/**
 * The typed configuration; throws a ConfigError listing every problem. Unset and blank
 * variables are the same. In sandbox mode without SESSION_SECRET it reads (or makes) the secret
 * file in the data folder, once every other setting is right; `secrets` is for tests.
 */
export function loadConfig(
  env: Env,
  secrets: SessionSecretMakers = systemSecretMakers,
): ProxyConfig {
  const r = new Reader(env);

  const port = r.integer('PORT', configDefaults.port, 1, 65535, 'the port to serve on');
  const host = r.get('HOST') ?? configDefaults.host;

  // PUBLIC_ORIGIN: an origin only (scheme, host, port).
  let publicOrigin = `http://localhost:${port}`;
  const rawOrigin = r.get('PUBLIC_ORIGIN');
  if (rawOrigin !== undefined) {
    const url = r.httpUrl('PUBLIC_ORIGIN', rawOrigin);
    if (url) {
      if (url.pathname !== '/' || rawOrigin.replace(/\/$/, '') !== url.origin) {
        r.problems.push(
          `PUBLIC_ORIGIN must be an origin only (scheme://host[:port]), without a path; it is ${rawOrigin}.`,
        );
      } else {
        publicOrigin = url.origin;
      }
    }
  }

  const allowedHosts = (r.get('ALLOWED_HOSTS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of allowedHosts) {
    if (normalizeHost(entry) === undefined) {
      r.problems.push(
        `ALLOWED_HOSTS holds host names separated by commas (name or name:port, no scheme or path); ${JSON.stringify(entry)} is not one.`,
      );
    }
  }
  const requestSeconds = r.positiveNumber(
    'REQUEST_TIMEOUT_SECONDS',
    defaultHttpServerLimits.requestSeconds,
    3600,
    'the longest a client may take to send a request',
  );
  const timeouts: HttpServerLimits = {
    ...defaultHttpServerLimits,
    requestSeconds,
    headersSeconds: Math.min(defaultHttpServerLimits.headersSeconds, requestSeconds),
  };

  const apiBaseRaw = r.get('API_BASE_URL');
  const oauthSet = oauthVars.filter((name) => r.isSet(name));
  const patSet = patVars.filter((name) => r.isSet(name));

  // The mode, from which variables are present.
  let mode: ProxyMode = 'sandbox';
  if (apiBaseRaw === undefined) {
    for (const name of [...oauthSet, ...patSet]) {
      r.problems.push(
        `${name} is set but API_BASE_URL is not. ${name} is for the real service: set API_BASE_URL ` +
          `too, or unset ${name} to run against the embedded sandbox.`,
      );
    }
  } else if (oauthSet.length > 0 && patSet.length > 0) {
    r.problems.push(
      `Both OAuth settings (${oauthSet.join(', ')}) and personal access token settings ` +
        `(${patSet.join(', ')}) are set. Choose one: OAuth for staff signing in with their own ` +
        `accounts, or PAT_APP_ID / PAT_SECRET for one organization's own use.`,
    );
  } else if (oauthSet.length > 0) {
    mode = 'oauth';
    const missing = oauthVars.filter((name) => !r.isSet(name));
    if (missing.length > 0) {
      r.problems.push(
        `OAuth is half configured: ${oauthSet.join(', ')} ${oauthSet.length === 1 ? 'is' : 'are'} set ` +
          `but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not. All three are needed.`,
      );
    }
  } else if (patSet.length > 0) {
    mode = 'pat';
    const missing = patVars.filter((name) => !r.isSet(name));
    if (missing.length > 0) {
      r.problems.push(
        `The personal access token is half configured: ${patSet.join(', ')} is set but ` +
          `${missing.join(', ')} is not. Both PAT_APP_ID and PAT_SECRET are needed.`,
      );
    }
  } else {
    r.problems.push(
      'API_BASE_URL is set but no way to sign in to it is: set OAUTH_CLIENT_ID, ' +
        'OAUTH_CLIENT_SECRET and OAUTH_REDIRECT_URI (staff sign in with their own accounts), or ' +
        "PAT_APP_ID and PAT_SECRET (one organization's own use). Unset API_BASE_URL to run " +
        'against the embedded sandbox.',
    );
  }

  let apiBaseUrl = '';
  let uploadBaseUrl: string | undefined;
  const uploadBaseRaw = r.get('UPLOAD_BASE_URL');
  if (apiBaseRaw !== undefined) {
    const url = r.httpUrl('API_BASE_URL', apiBaseRaw);
    if (url) apiBaseUrl = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    if (uploadBaseRaw !== undefined) {
      const upload = r.httpUrl('UPLOAD_BASE_URL', uploadBaseRaw);
      if (upload) uploadBaseUrl = `${upload.origin}${upload.pathname.replace(/\/+$/, '')}`;
    }
  } else if (uploadBaseRaw !== undefined) {
    r.notices.push('UPLOAD_BASE_URL is ignored: API_BASE_URL is not set.');
    for (const name of [
      'SANDBOX_PORT',
      'SANDBOX_DB',
      'SANDBOX_RATE_LIMIT',
      'SANDBOX_RATE_PERIOD',
      'SANDBOX_LIVE_SESSION',
    ]) {
      if (r.isSet(name)) r.notices.push(`${name} is ignored: API_BASE_URL is set.`);
    }
  }

  const sandboxPort =
    apiBaseRaw === undefined
      ? r.integer('SANDBOX_PORT', configDefaults.sandboxPort, 1, 65535, 'the sandbox port')
      : configDefaults.sandboxPort;
  const sandboxRateLimit = r.integer(
    'SANDBOX_RATE_LIMIT',
    configDefaults.sandboxRateLimit,
    1,
    1_000_000,
    "the sandbox's requests per user per period",
  );
  // The dialect: the embedded sandbox speaks the spec's unless told; a real account the real one.
  const dialectRaw = r.get('API_DIALECT');
  let dialect: Dialect = apiBaseRaw === undefined ? specDialect : realDialect;
  if (dialectRaw !== undefined) {
    if (isDialectName(dialectRaw)) dialect = dialects[dialectRaw];
    else {
      r.problems.push(
        `${unknownDialectMessage('API_DIALECT', dialectRaw)} 'spec' speaks the contract in ` +
          "shared/spec (the sandbox's default); 'real' speaks the real service (the default with " +
          'API_BASE_URL).',
      );
    }
  }
  const apiVersion = r.get('API_VERSION');
  if (apiVersion !== undefined) {
    const rules = dialect.versioning;
    if (!rules) {
      r.notices.push(`API_VERSION is ignored: the ${dialect.name} dialect has no API versions.`);
    } else if (!isCalendarDate(apiVersion) || apiVersion < rules.earliest) {
      r.problems.push(
        `API_VERSION must be a date YYYY-MM-DD on or after ${rules.earliest} (got '${apiVersion}').`,
      );
    }
  }

  const sandboxRatePeriodSeconds = r.integer(
    'SANDBOX_RATE_PERIOD',
    dialect.defaultRateLimit.periodSeconds,
    1,
    3600,
    "the sandbox's rate-limit period in seconds",
  );
  const liveSessionRaw = apiBaseRaw === undefined ? (r.get('SANDBOX_LIVE_SESSION') ?? 'on') : 'off';
  if (liveSessionRaw !== 'on' && liveSessionRaw !== 'off') {
    r.problems.push(
      `SANDBOX_LIVE_SESSION must be on (a session running now, with people checking in and out) or off (the seeded data stays still); it is ${JSON.stringify(liveSessionRaw)}.`,
    );
  }
  if (mode === 'sandbox' && sandboxPort === port) {
    r.problems.push(`SANDBOX_PORT and PORT are both ${port}; they must differ.`);
  }

  // Sessions.
  const rawSecret = r.get('SESSION_SECRET');
  if (rawSecret !== undefined && Buffer.byteLength(rawSecret, 'utf8') < minimumSessionSecretBytes) {
    r.problems.push(
      `SESSION_SECRET must be at least ${minimumSessionSecretBytes} bytes; it has ` +
        `${Buffer.byteLength(rawSecret, 'utf8')}. Generate one with: ` +
        `node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`,
    );
  }
  if (rawSecret === undefined) {
    if (mode === 'oauth') {
      r.problems.push(
        'SESSION_SECRET is required with OAuth (at least 32 bytes; it encrypts the stored ' +
          'sessions). Generate one with: ' +
          `node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`,
      );
    }
  }
  const sessionDb = r.get('SESSION_DB') ?? configDefaults.sessionDb;
  const idleMinutes = r.integer(
    'SESSION_IDLE_MINUTES',
    configDefaults.sessionIdleMinutes,
    1,
    60 * 24 * 365,
    'the idle limit of a session in minutes',
  );
  const maxDays = r.integer(
    'SESSION_MAX_DAYS',
    configDefaults.sessionMaxDays,
    1,
    365,
    'the absolute limit of a session in days',
  );
  if (idleMinutes > maxDays * 24 * 60) {
    r.problems.push(
      `SESSION_IDLE_MINUTES (${idleMinutes}) is longer than SESSION_MAX_DAYS (${maxDays} days).`,
    );
  }
  const upstreamMaxWaitSeconds = r.isSet('UPSTREAM_MAX_WAIT_SECONDS')
    ? r.positiveNumber('UPSTREAM_MAX_WAIT_SECONDS', 1, 300, 'the longest wait for the rate limit')
    : undefined;

  if (host === '') r.problems.push('HOST must not be empty.');

  // Redis, for several instances.
  const rawRedis = r.get('REDIS_URL');
  const redisUrl = rawRedis === undefined ? undefined : readRedisUrl(r, rawRedis);
  const keyPrefix = r.get('REDIS_KEY_PREFIX') ?? configDefaults.redisKeyPrefix;
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(keyPrefix)) {
    r.problems.push(
      `REDIS_KEY_PREFIX may hold only letters, digits and : _ . - (at most 64); it is ${JSON.stringify(keyPrefix)}.`,
    );
  }
  if (rawRedis !== undefined && rawSecret === undefined && mode !== 'pat') {
    r.problems.push(
      'SESSION_SECRET is required with REDIS_URL: every instance must use the same one to read ' +
        'the sessions the others stored. Generate one with: ' +
        `node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`,
    );
  }
  if (rawRedis === undefined && r.isSet('REDIS_KEY_PREFIX')) {
    r.notices.push('REDIS_KEY_PREFIX is ignored: REDIS_URL is not set.');
  }
  if (rawRedis !== undefined && r.isSet('SETTINGS_DIR')) {
    r.notices.push('SETTINGS_DIR is ignored: with REDIS_URL, shared settings are kept in Redis.');
  }
  const settingsDir = r.get('SETTINGS_DIR') ?? configDefaults.settingsDir;
  if (rawRedis !== undefined && r.isSet('SESSION_DB') && mode !== 'pat') {
    r.notices.push('SESSION_DB is ignored: with REDIS_URL, sessions are kept in Redis.');
  }

  // The OAuth redirect URI: constant, on PUBLIC_ORIGIN, ending in /auth/callback.
  let redirectUri = `${publicOrigin}/auth/callback`;
  const rawRedirect = r.get('OAUTH_REDIRECT_URI');
  if (mode === 'oauth' && rawRedirect !== undefined) {
    const url = r.httpUrl('OAUTH_REDIRECT_URI', rawRedirect);
    if (url) {
      if (url.pathname !== '/auth/callback') {
        r.problems.push(
          `OAUTH_REDIRECT_URI must end in /auth/callback (the proxy's callback); it is ${rawRedirect}.`,
        );
      } else if (url.origin !== publicOrigin) {
        r.problems.push(
          `OAUTH_REDIRECT_URI (${rawRedirect}) is not on PUBLIC_ORIGIN (${publicOrigin}): the ` +
            `sign-in would end on another site. Set PUBLIC_ORIGIN=${url.origin}.`,
        );
      } else {
        redirectUri = url.href;
      }
    }
  }

  if (r.problems.length > 0) throw new ConfigError(r.problems);

  // The secret last, so a start with other problems leaves no file behind. Only sandbox mode
  // keeps one in the data folder: OAuth and REDIS_URL need SESSION_SECRET (D130).
  let secret = rawSecret;
  let secretSource: SessionSecretSource = { kind: 'environment' };
  if (secret === undefined) {
    if (mode === 'sandbox' && sessionDb !== ':memory:') {
      const file = sessionSecretFileFor(sessionDb);
      const kept = secrets.keptIn(file);
      if (!kept.ok) throw new ConfigError([kept.problem]);
      secret = kept.secret;
      secretSource = { kind: 'data-folder', file, created: kept.created };
    } else {
      secret = secrets.forThisRun();
      secretSource = { kind: 'this-run' };
    }
  }

  if (mode === 'pat' && !isLoopback(host)) {
    r.notices.push(
      `HOST is ${host}: with a personal access token, everyone who can reach this server acts ` +
        'as that token. Keep it on a loopback address unless that is intended.',
    );
  }
  if (secretSource.kind === 'data-folder' && secretSource.created) {
    r.notices.push(
      `SESSION_SECRET is not set: a session secret was made and kept in ${secretSource.file} ` +
        '(readable by you only), so a restart keeps everyone signed in.',
    );
  }
  if (mode !== 'pat' && rawRedis === undefined && sessionDb === ':memory:') {
    r.notices.push('SESSION_DB is :memory:, so sessions end when the process stops.');
  }

  const common: CommonConfig = {
    host,
    port,
    publicOrigin,
    allowedHosts: allowedHosts.map((entry) => normalizeHost(entry) ?? entry),
    timeouts,
    apiBaseUrl,
    uploadBaseUrl: uploadBaseUrl ?? apiBaseUrl,
    dialect,
    ...(apiVersion !== undefined && dialect.versioning ? { apiVersion } : {}),
    session: {
      secret: new Secret(secret),
      secretSource,
      db: sessionDb,
      idleMinutes,
      maxDays,
    },
    upstreamMaxWaitSeconds,
    settingsDir,
    ...(rawRedis !== undefined && redisUrl
      ? { redis: { url: new Secret(rawRedis), display: redisUrl.display, keyPrefix } }
      : {}),
    notices: r.notices,
  };

  if (mode === 'sandbox') {
    const app = sandboxDefaults(env).oauthApplications[0];
    const sandboxUrl = `http://localhost:${sandboxPort}`;
    return {
      ...common,
      mode,
      apiBaseUrl: sandboxUrl,
      uploadBaseUrl: sandboxUrl,
      sandbox: {
        port: sandboxPort,
        db: r.get('SANDBOX_DB') ?? configDefaults.sandboxDb,
        rateLimit: { limit: sandboxRateLimit, periodSeconds: sandboxRatePeriodSeconds },
        liveSession: liveSessionRaw !== 'off',
      },
      oauth: {
        clientId: app?.clientId ?? 'narthex-dashboard',
        clientSecret: new Secret(app?.clientSecret ?? 'narthex-dashboard-secret'),
        redirectUri,
        authorizeOrigin: sandboxUrl,
      },
    };
  }
  if (mode === 'oauth') {
    return {
      ...common,
      mode,
      oauth: {
        clientId: r.get('OAUTH_CLIENT_ID') ?? '',
        clientSecret: new Secret(r.get('OAUTH_CLIENT_SECRET') ?? ''),
        redirectUri,
        authorizeOrigin: new URL(apiBaseUrl).origin,
      },
    };
  }
  return {
    ...common,
    mode,
    pat: {
      applicationId: r.get('PAT_APP_ID') ?? '',
      secret: new Secret(r.get('PAT_SECRET') ?? ''),
    },
  };
}

function describeSecretSource(source: SessionSecretSource): string {
  switch (source.kind) {
    case 'environment':
      return 'SESSION_SECRET';
    case 'data-folder':
      return `kept in ${source.file}`;
    case 'this-run':
      return 'made for this run';
  }
}

/** One line per setting for the start-up banner; never a secret. */
export function describeConfig(config: ProxyConfig): string[] {
  const lines = [
    `mode: ${config.mode}`,
    `public origin: ${config.publicOrigin}${config.allowedHosts.length > 0 ? ` (also answers for ${config.allowedHosts.join(', ')})` : ''}`,
    `upstream: ${config.apiBaseUrl}${config.uploadBaseUrl !== config.apiBaseUrl ? ` (uploads to ${config.uploadBaseUrl})` : ''}`,
    `dialect: ${config.dialect.name} (${describeDialect(config.dialect)})${config.apiVersion ? `, version ${config.apiVersion}` : ''}`,
    `longest rate-limit wait: ${config.upstreamMaxWaitSeconds ?? `one period + ${waitMarginMs / 1000}`} s`,
  ];
  if (config.redis) {
    lines.push(
      `shared Redis: ${config.redis.display} (key prefix ${config.redis.keyPrefix}): ${config.mode === 'pat' ? 'rate budgets and shared settings' : 'sessions, refresh locks, rate budgets and shared settings'}`,
    );
  } else {
    lines.push(`shared settings: ${config.settingsDir}`);
  }
  if (config.mode !== 'pat') {
    lines.push(
      `sessions: ${config.redis ? 'in Redis' : config.session.db} (idle ${config.session.idleMinutes} min, at most ${config.session.maxDays} days)`,
      `session secret: ${describeSecretSource(config.session.secretSource)}`,
      `OAuth client: ${config.oauth.clientId}, redirect URI ${config.oauth.redirectUri}`,
    );
  } else {
    lines.push(`personal access token: application ${config.pat.applicationId}`);
  }
  if (config.mode === 'sandbox') {
    const { limit, periodSeconds } = config.sandbox.rateLimit;
    lines.push(
      `sandbox data: ${config.sandbox.db} (rate limit ${limit} per ${periodSeconds} s; live session ${config.sandbox.liveSession ? 'on' : 'off'})`,
    );
  }
  return lines;
}
