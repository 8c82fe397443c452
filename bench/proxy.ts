/**
 * The proxy's cost and its pacing, measured side by side in one run:
 * (1) the same GET straight to the sandbox and through the proxy (p50/p99, requests per second);
 * (2) a sandbox limited to 20 requests per 2 s, two concurrent callers of one user walking 200
 *     pages through the proxy: the rate reached and how many 429s reached a caller.
 * The sandbox and the proxy each run in their own process (`npm run sandbox`, `npm start` in
 * personal-access-token mode), so the load generator shares neither event loop.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import type { Bench, BenchResult } from './run';
import { percentile, spawnSandbox, stopGroup } from './sandbox-latency';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the proxy exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the proxy did not start:\n${output()}`);
}

/** `npm start` against an upstream, as one organization's personal-access-token deployment. */
async function spawnProxy(upstream: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      API_BASE_URL: upstream,
      API_DIALECT: 'spec',
      PAT_APP_ID: 'sandbox',
      PAT_SECRET: 'sandbox-secret',
      SESSION_DB: ':memory:',
      UPSTREAM_MAX_WAIT_SECONDS: '60',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  await waitUntilUp(`${url}/`, child, () => output);
  return { url, child };
}

interface LoadFigures {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  non2xx: number;
}

async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<LoadFigures> {
  const samples: number[] = [];
  let non2xx = 0;
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    setupClient: (client) => {
      client.on('response', (status: number, _bytes: number, time: number) => {
        samples.push(time);
        if (status < 200 || status > 299) non2xx += 1;
      });
    },
  });
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    requestsPerSecond: result.requests.average,
    non2xx,
  };
}

const basic = `Basic ${Buffer.from('sandbox:sandbox-secret').toString('base64')}`;

async function overhead(): Promise<BenchResult['targets']> {
  const sandbox = await spawnSandbox([
    '--db',
    ':memory:',
    '--rate-limit',
    '1000000',
    '--rate-period',
    '60',
  ]);
  const proxy = await spawnProxy(sandbox.url);
  try {
    const path = '/check_ins/v2/events?per_page=10';
    const direct = { url: `${sandbox.url}${path}`, headers: { Authorization: basic } };
    const proxied = { url: `${proxy.url}/api${path}`, headers: { 'X-CSRF': '1' } };
    const check = await fetch(proxied.url, { headers: proxied.headers });
    if (check.status !== 200)
      throw new Error(`the proxied GET answered ${check.status}: ${await check.text()}`);
    // Latency with one connection (nothing queues, so the difference is the proxy's own time);
    // throughput with four. Runs alternate to share out whatever else the machine is doing.
    const measure = async (connections: number) => {
      await load(direct.url, direct.headers, 2, connections);
      await load(proxied.url, proxied.headers, 2, connections);
      const runs = { direct: [] as LoadFigures[], proxied: [] as LoadFigures[] };
      for (let i = 0; i < 2; i++) {
        runs.direct.push(await load(direct.url, direct.headers, 5, connections));
        runs.proxied.push(await load(proxied.url, proxied.headers, 5, connections));
      }
      const mean = (list: LoadFigures[], key: keyof LoadFigures) =>
        list.reduce((sum, f) => sum + f[key], 0) / list.length;
      const summary = (list: LoadFigures[]) => ({
        p50: mean(list, 'p50'),
        p99: mean(list, 'p99'),
        rps: mean(list, 'requestsPerSecond'),
        non2xx: list.reduce((sum, f) => sum + f.non2xx, 0),
      });
      return { direct: summary(runs.direct), proxied: summary(runs.proxied) };
    };
    const single = await measure(1);
    const busy = await measure(4);
    const line = (label: string, f: { p50: number; p99: number; rps: number }) =>
      `  ${label}: p50 ${f.p50.toFixed(2)} ms  p99 ${f.p99.toFixed(2)} ms  ${f.rps.toFixed(0)} req/s`;
    console.log(`GET ${path}, 2 × 5 s per setting, alternating direct and proxied`);
    console.log(' 1 connection');
    console.log(line('direct ', single.direct));
    console.log(line('proxied', single.proxied));
    console.log(' 4 connections');
    console.log(line('direct ', busy.direct));
    console.log(line('proxied', busy.proxied));
    const errors =
      single.direct.non2xx + single.proxied.non2xx + busy.direct.non2xx + busy.proxied.non2xx;
    const added = single.proxied.p50 - single.direct.p50;
    const share = busy.proxied.rps / busy.direct.rps;
    console.log(
      `  non-2xx answers: ${errors}; added at p50: ${added.toFixed(2)} ms; throughput ${(share * 100).toFixed(0)}% of direct`,
    );
    return [
      {
        target: 'proxy adds at most 1 ms at p50',
        actual: `${added.toFixed(2)} ms`,
        pass: added <= 1 && errors === 0,
      },
      {
        target: 'proxy throughput at least 70% of direct',
        actual: `${(share * 100).toFixed(0)}%`,
        pass: share >= 0.7,
      },
    ];
  } finally {
    stopGroup(proxy.child);
    stopGroup(sandbox.child);
  }
}

async function pacing(): Promise<BenchResult['targets']> {
  const limit = 20;
  const periodSeconds = 2;
  const sandbox = await spawnSandbox([
    '--db',
    ':memory:',
    '--rate-limit',
    String(limit),
    '--rate-period',
    String(periodSeconds),
  ]);
  const proxy = await spawnProxy(sandbox.url);
  try {
    // Let the sandbox window left by the proxy's start-up checks empty out.
    await new Promise((resolve) => setTimeout(resolve, periodSeconds * 1000 + 200));
    let answered = 0;
    let tooMany = 0;
    let failed = 0;
    const completions: number[] = [];
    const walk = async (pages: number) => {
      let url: string | undefined = `${proxy.url}/api/check_ins/v2/check_ins?per_page=7`;
      for (let page = 0; page < pages && url; page++) {
        const response = await fetch(url, { headers: { 'X-CSRF': '1' } });
        answered += 1;
        completions.push(performance.now());
        if (response.status === 429) tooMany += 1;
        else if (response.status !== 200) failed += 1;
        const body = (await response.json()) as { links?: { next?: string } };
        url = body.links?.next ? new URL(body.links.next, proxy.url).toString() : undefined;
      }
    };
    const started = performance.now();
    await Promise.all([walk(100), walk(100)]);
    const seconds = (performance.now() - started) / 1000;
    // The first window's burst is free: the steady rate is the pages answered after the first
    // `limit`, over the time from the limit-th answer to the last.
    completions.sort((a, b) => a - b);
    const afterBurst = (completions.at(-1) ?? 0) - (completions[limit - 1] ?? 0);
    const steadyRate = (completions.length - limit) / Math.max(0.001, afterBurst / 1000);
    const limitRate = limit / periodSeconds;
    console.log(
      `2 callers × 100 pages through the proxy, sandbox limit ${limit} per ${periodSeconds} s: ${answered} pages in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `  steady rate ${steadyRate.toFixed(2)} req/s = ${((steadyRate / limitRate) * 100).toFixed(0)}% of the limit's ${limitRate} req/s; 429s reaching callers: ${tooMany}; other failures: ${failed}`,
    );
    return [
      {
        target: 'pacing reaches at least 95% of the limit rate',
        actual: `${((steadyRate / limitRate) * 100).toFixed(0)}%`,
        pass: steadyRate >= 0.95 * limitRate,
      },
      {
        target: 'no 429 reaches a caller',
        actual: `${tooMany} (and ${failed} other failures)`,
        pass: tooMany === 0 && failed === 0,
      },
    ];
  } finally {
    stopGroup(proxy.child);
    stopGroup(sandbox.child);
  }
}

export const proxyBench: Bench = {
  name: 'Proxy overhead and pacing',
  async run(): Promise<BenchResult> {
    const targets = [...(await overhead()), ...(await pacing())];
    return { targets };
  },
};
