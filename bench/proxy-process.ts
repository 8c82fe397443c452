/**
 * Starts the proxy as `npm start` does (src/server/main.ts under tsx, a process of its own, so the
 * load generator shares no event loop with it) in front of an upstream, in personal-access-token
 * or OAuth mode, and signs a browser-like client in through the OAuth flow. Every proxy bench
 * starts its proxies here.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Browser, signIn } from '../src/server/auth/testing/harness';
import { cookieNames } from '../src/server/auth/cookies';
import { stopGroup } from './sandbox-process';

/** The sandbox's dashboard application (README, "Credentials"). */
const dashboardClient = { id: 'narthex-dashboard', secret: 'narthex-dashboard-secret' };

export interface ProxyProcessOptions {
  /** The upstream API (API_BASE_URL). */
  upstream: string;
  /** `pat`: the sandbox's personal access token; `oauth`: staff sign in (see `signInCookie`). */
  auth: 'pat' | 'oauth';
  /** API_DIALECT; default `spec`. */
  dialect?: 'spec' | 'real';
  /** Listen here (the OAuth callback must be registered with the upstream before it starts). */
  port?: number;
  /** More settings (REDIS_URL, UPSTREAM_MAX_WAIT_SECONDS…). */
  env?: Readonly<Record<string, string>>;
  /** Node's own flags, e.g. `--cpu-prof --cpu-prof-dir=DIR` to profile it under load. */
  nodeArgs?: readonly string[];
  /** The tree to run (another checkout, to compare); default the current directory. */
  root?: string;
}

export interface ProxyProcess {
  /** http://localhost:PORT, the public origin. */
  url: string;
  child: ChildProcess;
  /** What it printed so far. */
  output(): string;
  /** CPU time it has used so far (user + system, ms), where /proc tells; else undefined. */
  cpuMs(): number | undefined;
  /** Stops it and whatever it started; resolves once they have exited. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The callback the proxy on `port` uses: register it with the sandbox (SANDBOX_OAUTH_REDIRECT_URIS). */
export const callbackFor = (port: number) => `http://localhost:${port}/auth/callback`;

function authEnv(options: ProxyProcessOptions, port: number): Record<string, string> {
  if (options.auth === 'pat') {
    return { PAT_APP_ID: 'sandbox', PAT_SECRET: 'sandbox-secret', SESSION_DB: ':memory:' };
  }
  return {
    OAUTH_CLIENT_ID: dashboardClient.id,
    OAUTH_CLIENT_SECRET: dashboardClient.secret,
    OAUTH_REDIRECT_URI: callbackFor(port),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    ...(options.env?.REDIS_URL ? {} : { SESSION_DB: ':memory:' }),
  };
}

/** User + system CPU of a process from /proc/PID/stat (clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Starts the proxy and resolves once it answers. */
export async function startProxyProcess(options: ProxyProcessOptions): Promise<ProxyProcess> {
  const port = options.port ?? (await freePort());
  const args = [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: options.root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      API_BASE_URL: options.upstream,
      API_DIALECT: options.dialect ?? 'spec',
      ...authEnv(options, port),
      ...options.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const proxy: ProxyProcess = {
    url: `http://localhost:${port}`,
    child,
    output: () => output,
    cpuMs: () => cpuMsOf(child.pid),
    stop: () => stopGroup(child),
  };
  // The first start may build the dashboard (about a minute on two cores).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the proxy exited (${child.exitCode}):\n${output}`);
    }
    if (Date.now() > deadline) {
      await proxy.stop();
      throw new Error(`the proxy did not start:\n${output}`);
    }
    try {
      if ((await fetch(`${proxy.url}/`)).status < 500) return proxy;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Signs in through the proxy as a browser does (/auth/login, the sandbox's sign-in and consent
 * page, /auth/callback) and answers the Cookie header the browser then sends with each call.
 */
export async function signInCookie(proxy: ProxyProcess): Promise<string> {
  const browser = new Browser(proxy.url);
  const { callback } = await signIn(browser);
  if (callback.status !== 302) {
    throw new Error(`the sign-in callback answered ${callback.status}: ${await callback.text()}`);
  }
  const name = cookieNames(false).session;
  const value = browser.jar.get(name);
  if (value === undefined) throw new Error('the sign-in set no session cookie');
  return `${name}=${value}`;
}
