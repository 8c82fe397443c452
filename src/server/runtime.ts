/**
 * What `npm start` and `npm run dev` both run: the embedded sandbox (unless API_BASE_URL), the
 * instance's parts (auth side, session store, rate budgets: instance-parts.ts) and the proxy,
 * listening.
 */
import { defaultConfig as sandboxDefaults } from '../sandbox/context';
import type { SandboxConfig } from '../sandbox/context';
import { startSandbox } from '../sandbox/server';
import type { AuthLogger } from './auth/log-ref';
import type { Env, ProxyConfig } from './config';
import { createInstanceParts } from './instance-parts';
import { createProxyServer } from './proxy-server';
import { trackerLookupConfig } from './tracker-config';

export interface Runtime {
  config: ProxyConfig;
  /** Where the proxy listens (http://HOST:PORT). */
  listeningUrl: string;
  /** The embedded sandbox's URL, in sandbox mode. */
  sandboxUrl?: string;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  config: ProxyConfig;
  env: Env;
  /** The built SPA; absent for `npm run dev` (Vite serves it). */
  staticDir?: string;
}

/** Auth events to the console: event names, hashed session refs and user ids, never tokens. */
const consoleAuthLogger: AuthLogger = {
  info: (...args: unknown[]) => console.log(formatAuthEvent(args)),
  warn: (...args: unknown[]) => console.warn(formatAuthEvent(args)),
};

function formatAuthEvent(args: unknown[]): string {
  const [first, second] = args;
  if (typeof first === 'string') return `[auth] ${first}`;
  const fields = typeof first === 'object' && first !== null ? JSON.stringify(first) : '';
  return `[auth] ${typeof second === 'string' ? second : ''} ${fields}`.trim();
}

/** The sandbox's config with the proxy's callback registered for the dashboard app. */
export function sandboxConfigFor(config: ProxyConfig, env: Env): SandboxConfig {
  const base = sandboxDefaults(env);
  if (config.mode !== 'sandbox') return base;
  const callback = config.oauth.redirectUri;
  return {
    ...base,
    dialect: config.dialect,
    lenient: config.dialect.unknownQueryNames === 'ignore',
    rateLimit: config.sandbox.rateLimit,
    httpLimits: config.timeouts,
    oauthApplications: base.oauthApplications.map((app) =>
      app.clientId === config.oauth.clientId
        ? { ...app, redirectUris: [...new Set([...app.redirectUris, callback])] }
        : app,
    ),
  };
}

const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || /^127(\.[0-9]{1,3}){3}$/.test(host);

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { config, env } = options;
  const closers: (() => Promise<void>)[] = [];
  const closeAll = async () => {
    for (const close of closers.reverse()) {
      try {
        await close();
      } catch (error) {
        console.error(`While stopping: ${String(error)}`);
      }
    }
  };

  try {
    let sandboxUrl: string | undefined;
    if (config.mode === 'sandbox') {
      const sandbox = await startSandbox({
        file: config.sandbox.db,
        // A new database's data ends today, so the demo looks current.
        anchor: new Date(),
        port: config.sandbox.port,
        // 'localhost' listens on every loopback address, matching the http://localhost URL.
        host: isLoopbackHost(config.host) ? 'localhost' : config.host,
        config: sandboxConfigFor(config, env),
        ...(config.sandbox.liveSession ? { liveSession: {} } : {}),
      });
      closers.push(() => sandbox.close());
      sandboxUrl = config.apiBaseUrl;
    }

    const parts = createInstanceParts(config, {
      logger: consoleAuthLogger,
      warn: (message) => console.warn(message),
    });
    closers.push(() => parts.close());
    if (parts.redis && !(await parts.redis.waitUntilReady(5000))) {
      console.warn(
        `[redis] ${config.redis?.display ?? 'Redis'} cannot be reached yet; API requests answer 503 until it can.`,
      );
    }

    const app = await createProxyServer({
      config,
      auth: parts.auth,
      rateBudgets: parts.rateBudgets,
      sharedSettings: parts.settings,
      staticDir: options.staticDir,
      logger: { level: 'warn' },
      tracker: trackerLookupConfig(
        env,
        config.mode === 'sandbox'
          ? { sandboxUrl: config.apiBaseUrl, token: sandboxDefaults(env).trackerToken }
          : undefined,
      ),
    });
    closers.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      config,
      listeningUrl: `http://${host}:${config.port}`,
      sandboxUrl,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** Stops the runtime on SIGINT / SIGTERM (a second signal exits at once). */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    void stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(String(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** How to sign in, for the start-up banner (never a secret from the environment). */
export function signInHint(config: ProxyConfig, env: Env): string {
  switch (config.mode) {
    case 'sandbox': {
      const staff = sandboxDefaults(env).staff[0];
      const password =
        env.SANDBOX_ADMIN_PASSWORD === undefined
          ? (staff?.password ?? 'sandbox')
          : '(the password in SANDBOX_ADMIN_PASSWORD)';
      return `Sign in as ${staff?.email ?? 'admin@sandbox.test'} / ${password}`;
    }
    case 'oauth':
      return `Sign in with a staff account of the service at ${config.apiBaseUrl} (OAuth client ${config.oauth.clientId})`;
    case 'pat':
      return `No sign-in: every request uses the personal access token of application ${config.pat.applicationId}`;
  }
}
