/**
 * `npm start`: builds the SPA when it is missing or stale, starts the embedded sandbox (unless
 * API_BASE_URL is set), the auth side and the proxy in one process, and prints where to go.
 */
import { describeDialect } from '../api/catalog/dialects';
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
import { fileURLToPath } from 'node:url';
import { SERVER_RENDER_BUNDLE } from '../lib/page-render-contract';
import { ConfigError, describeConfig, loadConfig } from './config';
import { signInHint, startRuntime, stopOnSignals } from './runtime';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.join(projectRoot, 'dist');

/** Parts of src/ that never reach the browser bundle: editing them needs no rebuild. */
const notInBundle = (relative: string) =>
  relative.startsWith('src/server/') ||
  relative.startsWith('src/sandbox/') ||
  /\.test(-d)?\.tsx?$/.test(relative);

function newestInputChange(): { file: string; mtimeMs: number } | undefined {
  let newest: { file: string; mtimeMs: number } | undefined;
  const consider = (file: string) => {
    const relative = path.relative(projectRoot, file).split(path.sep).join('/');
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
      walk(path.join(projectRoot, dir));
    } catch {
      // A folder that does not exist has nothing newer.
    }
  }
  for (const file of ['index.html', 'vite.config.ts', 'package-lock.json']) {
    try {
      consider(path.join(projectRoot, file));
    } catch {
      // Likewise.
    }
  }
  return newest;
}

/** Why the SPA must be built, or undefined when dist/ is current. */
function buildReason(): string | undefined {
  let builtAt: number;
  try {
    builtAt = statSync(path.join(distDir, 'index.html')).mtimeMs;
  } catch {
    return 'dist/index.html is missing';
  }
  try {
    statSync(path.join(distDir, SERVER_RENDER_BUNDLE));
  } catch {
    return `dist/${SERVER_RENDER_BUNDLE} is missing`;
  }
  const newest = newestInputChange();
  return newest && newest.mtimeMs > builtAt
    ? `${newest.file} changed since the last build`
    : undefined;
}

/** Runs `vite build ARGS…`; its output is shown with --verbose, or when it fails. */
function viteBuild(args: readonly string[], verbose: boolean): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', ...args], {
      cwd: projectRoot,
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

/**
 * Builds into a folder of its own and swaps it in, so a server that is already running (or a
 * second one building at the same time) never serves a half-written dist/. The browser's build
 * first, then the server-rendering bundle into its .ssr/ (page-render.ts).
 */
async function buildSpa(verbose: boolean): Promise<void> {
  const outDir = path.join(projectRoot, `.dist-build-${process.pid}`);
  const ssrOutDir = path.join(outDir, path.dirname(SERVER_RENDER_BUNDLE));
  await viteBuild(['--outDir', outDir, '--emptyOutDir'], verbose)
    .then(() => viteBuild(['--ssr', 'src/app/server-render.tsx', '--outDir', ssrOutDir], verbose))
    .catch((error: unknown) => {
      rmSync(outDir, { recursive: true, force: true });
      throw error;
    });
  rmSync(distDir, { recursive: true, force: true });
  renameSync(outDir, distDir);
}

const buildLock = path.join(projectRoot, '.dist-build.lock');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the build lock, or answers false when another live process holds it. */
function tryLock(): boolean {
  try {
    const fd = openSync(buildLock, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch {
    const holder = Number.parseInt(readFileSync(buildLock, 'utf8') || '0', 10);
    if (!isRunning(holder)) rmSync(buildLock, { force: true });
    return false;
  }
}

/**
 * Builds when dist/ is missing or stale. Starts at the same time (several test servers) build
 * one at a time: a start that waited for another's build uses that build.
 */
async function buildWhenStale(verbose: boolean): Promise<void> {
  let waited = false;
  for (;;) {
    const reason = buildReason();
    if (reason === undefined || (waited && reason !== 'dist/index.html is missing')) return;
    if (!tryLock()) {
      if (!waited) console.log('Waiting for another build of the dashboard…');
      waited = true;
      await sleep(500);
      continue;
    }
    try {
      console.log(`Building the dashboard (${reason}); this takes about a minute…`);
      const started = Date.now();
      await buildSpa(verbose);
      console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
    } finally {
      rmSync(buildLock, { force: true });
    }
    return;
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      console.error('See "Configuration" in README.md.');
      process.exitCode = 1;
      return;
    }
    throw error;
  }

  const verbose = process.argv.includes('--verbose');
  await buildWhenStale(verbose);

  let runtime;
  try {
    runtime = await startRuntime({ config, env: process.env, staticDir: distDir });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'EADDRINUSE') {
      console.error(
        `A port is already in use: ${(error as Error).message}. Set PORT (and SANDBOX_PORT) to free ports.`,
      );
      process.exitCode = 1;
      return;
    }
    throw error;
  }
  stopOnSignals(() => runtime.close());

  console.log('');
  console.log(`Narthex is running: open ${config.publicOrigin}`);
  console.log(
    config.mode === 'sandbox'
      ? `  API: the embedded sandbox at ${runtime.sandboxUrl ?? config.apiBaseUrl} (data in ${config.sandbox.db})`
      : `  API: ${config.apiBaseUrl} (${config.mode === 'oauth' ? 'OAuth' : 'personal access token'})`,
  );
  // --verbose lists the dialect with every other setting below.
  if (!verbose) {
    console.log(`  dialect: ${config.dialect.name} (${describeDialect(config.dialect)})`);
  }
  console.log(`  ${signInHint(config, process.env)}`);
  if (verbose) {
    console.log(`  listening on ${runtime.listeningUrl}`);
    for (const line of describeConfig(config)) console.log(`  ${line}`);
  }
  for (const notice of config.notices) console.log(`Note: ${notice}`);
  console.log(
    `Press Ctrl+C to stop${verbose ? '' : ' (npm start -- --verbose shows every setting)'}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Could not start: ${error.message}` : String(error));
  process.exit(1);
});
