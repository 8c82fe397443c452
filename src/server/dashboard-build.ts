/**
 * `npm start`'s build of the dashboard (the SPA and its server-rendering bundle) when dist/ is
 * missing or stale. It says so at once, and again every little while until it is done, so a
 * first start on a slow machine never sits silent for a minute or more.
 */
import { spawn } from 'node:child_process';
import {
  closeSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { SERVER_RENDER_BUNDLE } from '../lib/pure/page-render-contract';

/** How often a build that is still running says so (without --verbose, which shows Vite's output). */
export const buildHeartbeatMs = 20_000;

export interface DashboardBuildOptions {
  /** The project: src/, public/ and the other inputs, dist/ and the build lock are in it. */
  root: string;
  /** Vite's own output as it goes (--verbose); otherwise only when it fails. */
  verbose: boolean;
  log?: (line: string) => void;
  /** Builds into `outDir`; `vite build` twice unless replaced (tests). */
  build?: (outDir: string, verbose: boolean) => Promise<void>;
  /** How long to wait between looks at another start's build. */
  pollMs?: number;
}

/** Parts of src/ that never reach the browser bundle: editing them needs no rebuild. */
const notInBundle = (relative: string) =>
  relative.startsWith('src/server/') ||
  relative.startsWith('src/sandbox/') ||
  /\.test(-d)?\.tsx?$/.test(relative);

function newestInputChange(root: string): { file: string; mtimeMs: number } | undefined {
  let newest: { file: string; mtimeMs: number } | undefined;
  const consider = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (notInBundle(relative)) return;
    const { mtimeMs } = statSync(file);
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file: relative, mtimeMs };
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) consider(full);
    }
  };
  for (const dir of ['src', 'public']) {
    try {
      walk(path.join(root, dir));
    } catch {
      // A folder that does not exist has nothing newer.
    }
  }
  for (const file of ['index.html', 'vite.config.ts', 'package-lock.json']) {
    try {
      consider(path.join(root, file));
    } catch {
      // Likewise.
    }
  }
  return newest;
}

const missingDist = 'dist/index.html is missing';

/** Why the SPA must be built, or undefined when dist/ is current. */
function buildReason(root: string): string | undefined {
  const distDir = path.join(root, 'dist');
  let builtAt: number;
  try {
    builtAt = statSync(path.join(distDir, 'index.html')).mtimeMs;
  } catch {
    return missingDist;
  }
  try {
    statSync(path.join(distDir, SERVER_RENDER_BUNDLE));
  } catch {
    return `dist/${SERVER_RENDER_BUNDLE} is missing`;
  }
  const newest = newestInputChange(root);
  return newest && newest.mtimeMs > builtAt
    ? `${newest.file} changed since the last build`
    : undefined;
}

/** Runs `vite build ARGS…`; its output is shown with --verbose, or when it fails. */
function viteBuild(root: string, args: readonly string[], verbose: boolean): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', ...args], {
      cwd: root,
      // Vite's table of chunks only with --verbose; on failure its whole output is shown.
      stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else {
        if (!verbose) console.error(output);
        reject(new Error(`vite build failed (${signal ?? `exit code ${String(code)}`})`));
      }
    });
  });
}

/** The browser's build first, then the server-rendering bundle into its .ssr/ (page-render.ts). */
const viteBuildInto = (root: string) => (outDir: string, verbose: boolean) =>
  viteBuild(root, ['--outDir', outDir, '--emptyOutDir'], verbose).then(() =>
    viteBuild(
      root,
      [
        '--ssr',
        'src/app/server-render.tsx',
        '--outDir',
        path.join(outDir, path.dirname(SERVER_RENDER_BUNDLE)),
      ],
      verbose,
    ),
  );

/**
 * Builds into a folder of its own and swaps it in, so a server that is already running (or a
 * second one building at the same time) never serves a half-written dist/.
 */
async function buildAndSwap(
  root: string,
  build: (outDir: string, verbose: boolean) => Promise<void>,
  verbose: boolean,
): Promise<void> {
  const outDir = path.join(root, `.dist-build-${process.pid}`);
  await build(outDir, verbose).catch((error: unknown) => {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  });
  const distDir = path.join(root, 'dist');
  rmSync(distDir, { recursive: true, force: true });
  renameSync(outDir, distDir);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the build lock, or answers false when another live process holds it. */
function tryLock(lock: string): boolean {
  try {
    const fd = openSync(lock, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch {
    const holder = Number.parseInt(readFileSync(lock, 'utf8') || '0', 10);
    if (!isRunning(holder)) rmSync(lock, { force: true });
    return false;
  }
}

/**
 * Builds when dist/ is missing or stale. Starts at the same time (several test servers) build
 * one at a time: a start that waited for another's build uses that build.
 */
export async function buildWhenStale(options: DashboardBuildOptions): Promise<void> {
  const { root, verbose, log = console.log, pollMs = 500 } = options;
  const build = options.build ?? viteBuildInto(root);
  const lock = path.join(root, '.dist-build.lock');
  let waited = false;
  for (;;) {
    const reason = buildReason(root);
    if (reason === undefined || (waited && reason !== missingDist)) return;
    if (!tryLock(lock)) {
      if (!waited) log('Waiting for another start’s build of the dashboard…');
      waited = true;
      await sleep(pollMs);
      continue;
    }
    const started = Date.now();
    const seconds = () => Math.round((Date.now() - started) / 1000);
    log(`Building the dashboard (about a minute the first time; ${reason})…`);
    const heartbeat = verbose
      ? undefined
      : setInterval(() => log(`  still building, ${seconds()} s so far…`), buildHeartbeatMs);
    try {
      await buildAndSwap(root, build, verbose);
      log(`Built in ${seconds()} s.`);
    } finally {
      clearInterval(heartbeat);
      rmSync(lock, { force: true });
    }
    return;
  }
}
