/**
 * Processes the benchmarks start: `npm run sandbox` on a free port, and the stop that ends a
 * process group and waits until every member is gone, so the next measurement does not share
 * the machine with a server that is still freeing its memory.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const stillRunning = (group: number): boolean => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops a child started in a group of its own (`detached`) and everything it started (npx → tsx
 * → node: a plain kill would stop npx only and leave the server running, loading the benchmarks
 * after it). Resolves once the whole group has exited; after `timeoutMs` it is killed.
 */
export async function stopGroup(child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const group = child.pid;
  if (group === undefined) return;
  try {
    process.kill(-group, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
    return;
  }
  const deadline = performance.now() + timeoutMs;
  while (stillRunning(group)) {
    if (performance.now() > deadline) {
      process.kill(-group, 'SIGKILL');
      return;
    }
    await sleep(25);
  }
}

/**
 * Starts `npm run sandbox` on a free port and resolves with its URL once it listens; `env` adds
 * settings (e.g. SANDBOX_OAUTH_REDIRECT_URIS).
 */
export function spawnSandbox(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<{ url: string; child: ChildProcess; readyMs: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'src/sandbox/cli.ts', '--port', '0', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, ...env },
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], child, readyMs: Date.now() - started });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`sandbox exited (${code}) before listening:\n${output}`)),
    );
  });
}
