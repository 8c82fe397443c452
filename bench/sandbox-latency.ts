/**
 * Latency of the sandbox's heaviest common read, a 100-record check-ins page with
 * include=person,event,location, at large scale under load from autocannon. The sandbox runs
 * in its own process so the load generator does not share its event loop.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import type { Bench, BenchResult } from './run';

const targetP95Ms = 20;
/** Four clients at once: a few staff pages and kiosks on one sandbox. */
const connections = 4;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

/**
 * Stops a child started by `spawnInGroup` and everything it started (npx → tsx → node): a plain
 * kill would stop npx only and leave the server running, loading the benchmarks after it.
 */
export function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** Starts `npm run sandbox` on a free port and resolves with its URL once it listens. */
export function spawnSandbox(
  args: readonly string[],
): Promise<{ url: string; child: ChildProcess; readyMs: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'src/sandbox/cli.ts', '--port', '0', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
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

export const sandboxLatencyBench: Bench = {
  name: 'Sandbox latency (large scale, 100 check-ins with include=person,event,location)',
  async run(): Promise<BenchResult> {
    const { url, child, readyMs } = await spawnSandbox([
      '--db',
      ':memory:',
      '--scale',
      'large',
      '--rate-limit',
      '1000000',
      '--rate-period',
      '60',
    ]);
    try {
      console.log(`sandbox ready in ${readyMs} ms (includes seeding the large scale)`);
      const path = '/check_ins/v2/check_ins?per_page=100&include=person,event,location';
      const authorization = `Basic ${Buffer.from('sandbox:sandbox-secret').toString('base64')}`;
      const probe = await fetch(url + path, { headers: { Authorization: authorization } });
      const body = (await probe.json()) as { data?: unknown[]; meta?: { total_count?: number } };
      console.log(
        `probe: ${probe.status}, ${body.data?.length ?? 0} records of ${body.meta?.total_count ?? '?'}`,
      );

      // Warm-up (JIT, statement cache), not measured.
      await autocannon({
        url: url + path,
        headers: { Authorization: authorization },
        connections,
        duration: 2,
      });
      const samples: number[] = [];
      let non2xx = 0;
      const result = await autocannon({
        url: url + path,
        headers: { Authorization: authorization },
        connections,
        duration: 10,
        setupClient: (client) => {
          client.on('response', (status: number, _bytes: number, responseTime: number) => {
            samples.push(responseTime);
            if (status < 200 || status > 299) non2xx += 1;
          });
        },
      });
      samples.sort((a, b) => a - b);
      const p50 = percentile(samples, 50);
      const p95 = percentile(samples, 95);
      console.log(
        `${connections} connections: ${samples.length} requests in ${result.duration} s (${result.requests.average} req/s), ${non2xx} non-2xx`,
      );
      console.log(
        `latency p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, p99 ${percentile(samples, 99).toFixed(2)} ms`,
      );
      return {
        targets: [
          {
            target: `p95 at most ${targetP95Ms} ms`,
            actual: `${p95.toFixed(2)} ms`,
            pass: p95 <= targetP95Ms && non2xx === 0,
          },
        ],
      };
    } finally {
      stopGroup(child);
    }
  },
};
