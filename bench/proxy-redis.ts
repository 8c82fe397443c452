/**
 * The proxy's pacing figure (bench/proxy.ts) with two instances sharing one Redis: a sandbox
 * limited to 20 requests per 2 s, one caller on each instance, both the same user, walking 100
 * pages each. The rate reached and how many 429s reached a caller. The sandbox, the two proxies
 * (personal-access-token mode with REDIS_URL: proxy-process.ts) and redis-server each run in
 * their own process.
 */
import { startRedisServer } from '../src/server/testing/redis-harness';
import { startProxyProcess } from './proxy-process';
import type { ProxyProcess } from './proxy-process';
import type { Bench, BenchResult } from './bench-result';
import { spawnSandbox, stopGroup } from './sandbox-process';

async function pacing(): Promise<BenchResult['targets']> {
  const limit = 20;
  const periodSeconds = 2;
  const redis = await startRedisServer();
  const sandbox = await spawnSandbox([
    '--db',
    ':memory:',
    '--rate-limit',
    String(limit),
    '--rate-period',
    String(periodSeconds),
  ]);
  const proxies: ProxyProcess[] = [];
  const startProxy = async () => {
    const proxy = await startProxyProcess({
      upstream: sandbox.url,
      auth: 'pat',
      env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'bench:', UPSTREAM_MAX_WAIT_SECONDS: '60' },
    });
    proxies.push(proxy);
    return proxy;
  };
  try {
    const first = await startProxy();
    const second = await startProxy();
    // Let the sandbox window left by the proxies' start-up checks empty out.
    await new Promise((resolve) => setTimeout(resolve, periodSeconds * 1000 + 200));
    let answered = 0;
    let tooMany = 0;
    let failed = 0;
    const completions: number[] = [];
    const walk = async (base: string, pages: number) => {
      let url: string | undefined = `${base}/api/check_ins/v2/check_ins?per_page=7`;
      for (let page = 0; page < pages && url; page++) {
        const response = await fetch(url, { headers: { 'X-CSRF': '1' } });
        answered += 1;
        completions.push(performance.now());
        if (response.status === 429) tooMany += 1;
        else if (response.status !== 200) failed += 1;
        const body = (await response.json()) as { links?: { next?: string } };
        url = body.links?.next ? new URL(body.links.next, base).toString() : undefined;
      }
    };
    const started = performance.now();
    await Promise.all([walk(first.url, 100), walk(second.url, 100)]);
    const seconds = (performance.now() - started) / 1000;
    // As in bench/proxy.ts: the first window's burst is free, so the steady rate is the pages
    // answered after the first `limit`, over the time from the limit-th answer to the last.
    completions.sort((a, b) => a - b);
    const afterBurst = (completions.at(-1) ?? 0) - (completions[limit - 1] ?? 0);
    const steadyRate = (completions.length - limit) / Math.max(0.001, afterBurst / 1000);
    const limitRate = limit / periodSeconds;
    console.log(
      `2 instances sharing Redis, 1 caller × 100 pages on each, sandbox limit ${limit} per ${periodSeconds} s: ${answered} pages in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `  steady rate ${steadyRate.toFixed(2)} req/s = ${((steadyRate / limitRate) * 100).toFixed(0)}% of the limit's ${limitRate} req/s; 429s reaching callers: ${tooMany}; other failures: ${failed}`,
    );
    return [
      {
        target: 'two instances together reach at least 95% of the limit rate',
        actual: `${((steadyRate / limitRate) * 100).toFixed(0)}%`,
        pass: steadyRate >= 0.95 * limitRate,
      },
      {
        target: 'no 429 reaches a caller of either instance',
        actual: `${tooMany} (and ${failed} other failures)`,
        pass: tooMany === 0 && failed === 0,
      },
    ];
  } finally {
    for (const proxy of proxies) await proxy.stop();
    await stopGroup(sandbox.child);
    await redis.close();
  }
}

export const proxyRedisBench: Bench = {
  name: 'Proxy pacing, two instances sharing Redis',
  async run(): Promise<BenchResult> {
    return { targets: await pacing() };
  },
};
