/**
 * The proxy's cost and its pacing, measured side by side in one run:
 * (1) the same GET straight to the sandbox and through the proxy (p50/p99, requests per second),
 *     in personal-access-token mode and in session mode (a session cookie got by signing in
 *     through the OAuth flow against the sandbox, as a browser does);
 * (2) a sandbox limited to 20 requests per 2 s, two concurrent callers of one user walking 200
 *     pages through the proxy: the rate reached and how many 429s reached a caller.
 * The sandbox and each proxy run in their own process (`npm run sandbox`, `npm start`:
 * proxy-process.ts), so the load generator shares neither event loop.
 */
import autocannon from 'autocannon';
import { callbackFor, freePort, signInCookie, startProxyProcess } from './proxy-process';
import type { Bench, BenchResult } from './bench-result';
import { spawnSandbox, stopGroup } from './sandbox-process';
import { median, percentile } from './stats';

/** The proxy's p50 against the direct request's, measured alternately in the same run. */
const targetLatencyRatio = 2;
const targetShare = 0.7;

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

interface Setting {
  label: string;
  url: string;
  headers: Record<string, string>;
  /** The proxy's CPU time so far, for the proxied settings. */
  cpuMs?: () => number | undefined;
}

interface Summary {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  /** The proxy's CPU time per request (µs), when known. */
  cpuUs?: number;
}

const rounds = 4;
const secondsPerRun = 3;

/**
 * Latency with one connection (nothing queues, so the difference is the proxy's own time);
 * throughput with four. Short runs alternate and the median run counts, so a burst of other
 * work on the machine spoils one run of each setting rather than the figure.
 */
async function measure(settings: readonly Setting[], connections: number): Promise<Summary[]> {
  for (const setting of settings) await load(setting.url, setting.headers, 1, connections);
  const runs = settings.map(() => [] as (LoadFigures & { cpuUs?: number })[]);
  for (let i = 0; i < rounds; i++) {
    for (const [index, setting] of settings.entries()) {
      const cpuBefore = setting.cpuMs?.();
      const figures = await load(setting.url, setting.headers, secondsPerRun, connections);
      const cpuAfter = setting.cpuMs?.();
      const requests = figures.requestsPerSecond * secondsPerRun;
      const cpuUs =
        cpuBefore === undefined || cpuAfter === undefined || requests === 0
          ? undefined
          : ((cpuAfter - cpuBefore) * 1000) / requests;
      runs[index]?.push({ ...figures, cpuUs });
    }
  }
  return runs.map((list) => {
    const cpu = list.flatMap((f) => (f.cpuUs === undefined ? [] : [f.cpuUs]));
    return {
      p50: median(list.map((f) => f.p50)),
      p99: median(list.map((f) => f.p99)),
      rps: median(list.map((f) => f.requestsPerSecond)),
      non2xx: list.reduce((sum, f) => sum + f.non2xx, 0),
      ...(cpu.length > 0 ? { cpuUs: median(cpu) } : {}),
    };
  });
}

async function overhead(): Promise<BenchResult['targets']> {
  const sessionPort = await freePort();
  const sandbox = await spawnSandbox(
    ['--db', ':memory:', '--rate-limit', '1000000', '--rate-period', '60'],
    { SANDBOX_OAUTH_REDIRECT_URIS: callbackFor(sessionPort) },
  );
  const stops: (() => Promise<void>)[] = [() => stopGroup(sandbox.child)];
  try {
    const pat = await startProxyProcess({ upstream: sandbox.url, auth: 'pat' });
    stops.push(pat.stop);
    const oauth = await startProxyProcess({
      upstream: sandbox.url,
      auth: 'oauth',
      port: sessionPort,
    });
    stops.push(oauth.stop);
    const cookie = await signInCookie(oauth);
    const path = '/check_ins/v2/events?per_page=10';
    const settings: Setting[] = [
      { label: 'direct ', url: `${sandbox.url}${path}`, headers: { Authorization: basic } },
      {
        label: 'token  ',
        url: `${pat.url}/api${path}`,
        headers: { 'X-CSRF': '1' },
        cpuMs: pat.cpuMs,
      },
      {
        label: 'session',
        url: `${oauth.url}/api${path}`,
        headers: { 'X-CSRF': '1', Cookie: cookie },
        cpuMs: oauth.cpuMs,
      },
    ];
    for (const setting of settings) {
      const check = await fetch(setting.url, { headers: setting.headers });
      if (check.status !== 200) {
        throw new Error(
          `${setting.label.trim()}: the GET answered ${check.status}: ${await check.text()}`,
        );
      }
      await check.arrayBuffer();
    }
    const single = await measure(settings, 1);
    const busy = await measure(settings, 4);
    const line = (label: string, f: Summary | undefined) =>
      f
        ? `  ${label}: p50 ${f.p50.toFixed(2)} ms  p99 ${f.p99.toFixed(2)} ms  ${f.rps.toFixed(0)} req/s` +
          (f.cpuUs === undefined ? '' : `  proxy CPU ${f.cpuUs.toFixed(0)} µs/request`)
        : '';
    console.log(
      `GET ${path}, median of ${rounds} × ${secondsPerRun} s per setting, alternating direct, personal access token and session`,
    );
    console.log(' 1 connection');
    for (const [i, setting] of settings.entries()) console.log(line(setting.label, single[i]));
    console.log(' 4 connections');
    for (const [i, setting] of settings.entries()) console.log(line(setting.label, busy[i]));
    const errors = [...single, ...busy].reduce((sum, f) => sum + f.non2xx, 0);
    console.log(`  non-2xx answers: ${errors}`);
    const direct = { single: single[0], busy: busy[0] };
    return (['personal access token', 'session'] as const).flatMap((mode, i) => {
      const added = (single[i + 1]?.p50 ?? NaN) - (direct.single?.p50 ?? NaN);
      const ratio = (single[i + 1]?.p50 ?? NaN) / (direct.single?.p50 ?? NaN);
      const share = (busy[i + 1]?.rps ?? NaN) / (direct.busy?.rps ?? NaN);
      console.log(
        `  ${mode}: added at p50 ${added.toFixed(2)} ms; throughput ${(share * 100).toFixed(0)}% of direct`,
      );
      return [
        {
          target: `proxy (${mode}) p50 at most ${targetLatencyRatio}x the direct request's p50`,
          actual: `${ratio.toFixed(2)}x (${added.toFixed(2)} ms added)`,
          pass: ratio <= targetLatencyRatio && errors === 0,
        },
        {
          target: `proxy (${mode}) throughput at least ${targetShare * 100}% of direct`,
          actual: `${(share * 100).toFixed(0)}%`,
          pass: share >= targetShare && errors === 0,
        },
      ];
    });
  } finally {
    for (const stop of stops.reverse()) await stop();
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
  const proxy = await startProxyProcess({
    upstream: sandbox.url,
    auth: 'pat',
    env: { UPSTREAM_MAX_WAIT_SECONDS: '60' },
  }).catch(async (error: unknown) => {
    await stopGroup(sandbox.child);
    throw error;
  });
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
    await proxy.stop();
    await stopGroup(sandbox.child);
  }
}

export const proxyBench: Bench = {
  name: 'Proxy overhead and pacing',
  async run(): Promise<BenchResult> {
    const targets = [...(await overhead()), ...(await pacing())];
    return { targets };
  },
};
