/**
 * The built dashboard as users get it, for the front-end benchmarks: `npm start` (which builds
 * dist/ first when it is missing or stale) with its embedded sandbox, on ports of the bench's own
 * (4630-4639), and a signed-in browser session got through the real sign-in and consent pages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type BrowserContext } from 'playwright';

/** Debian's Chromium, as the end-to-end tests use it; no browser is downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
] as const;

export interface BuiltApp {
  /** http://localhost:PORT: cookies and the OAuth redirect are per host name. */
  readonly origin: string;
  stop(): Promise<void>;
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Stops npx and what it started (tsx, node), and waits for npx to exit. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  await exited;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // The first start builds the dashboard (about a minute on two cores).
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`npm start exited (${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(url, { headers: { Accept: 'text/html' } });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not answer at ${url}:\n${output()}`);
}

/**
 * `npm start` on `port`, its sandbox on `port + 1`, in-memory data, a generous rate limit. `cwd`:
 * another checkout of Narthex to start instead of this one (a baseline build to compare with).
 */
export async function startBuiltApp(port: number, cwd?: string): Promise<BuiltApp> {
  const origin = `http://localhost:${port}`;
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(port + 1),
      SANDBOX_DB: ':memory:',
      SESSION_DB: ':memory:',
      PUBLIC_ORIGIN: origin,
      API_DIALECT: 'spec',
      API_BASE_URL: '',
      OAUTH_CLIENT_ID: '',
      OAUTH_CLIENT_SECRET: '',
      OAUTH_REDIRECT_URI: '',
      PAT_APP_ID: '',
      PAT_SECRET: '',
      // Cold loads, one after another, must never wait for the rate limit.
      SANDBOX_RATE_LIMIT: '5000',
      SANDBOX_RATE_PERIOD: '60',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUntilUp(`${origin}/`, child, () => output);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return { origin, stop: () => stopGroup(child) };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

/**
 * Signs in as the sandbox's staff account the way a person does (Narthex's sign-in page, the
 * sandbox's consent page, back to the dashboard) and answers the context's cookies and storage.
 */
export async function signedInState(browser: Browser, origin: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL(/\/sign-in(\?|$)/);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill('admin@sandbox.test');
    await page.getByLabel('Password', { exact: true }).fill('sandbox');
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.origin === origin &&
        !url.pathname.startsWith('/sign-in') &&
        !url.pathname.startsWith('/oauth/'),
    );
    // The shell has rendered, so the browser has noted it was signed in (what a returning
    // user's browser holds, and what lets a page ask for its data beside the session check).
    await page.getByRole('banner').waitFor();
    const state = await context.storageState();
    if (!state.cookies.some((cookie) => cookie.httpOnly)) {
      throw new Error('signing in left no session cookie');
    }
    return state;
  } finally {
    await context.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}
