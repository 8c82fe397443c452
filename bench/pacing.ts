/**
 * The pacer on users' work: 150 pages walked through the proxy at the real limits and periods,
 * 100 per 60 s (the spec's dialect) and 100 per 20 s (the real service's), by one walker and by
 * two walkers of one user, against the sandbox's own rate limiter configured that way. Each walk
 * gets a fresh sandbox and proxy (`npm run sandbox`, `npm start` in personal-access-token mode,
 * no UPSTREAM_MAX_WAIT_SECONDS: the bound follows the period), so its window starts empty.
 *
 * The figure is the share of the limit the walk used, from its time: the earliest the limit lets
 * the last page start (request k·limit+1 waits k periods) over the time the walk took. A pacer
 * that gives up at a wait bound, answers 429, or holds requests after their slots opened makes
 * the walk longer and the figure drop. Also printed, not judged: the mean of the sandbox's count
 * of requests in its window (the rate count header) over the limit, from the first full window
 * on. That one also drops when a sequential walker is slower in the second window than in the
 * first (its own pace, on a loaded machine), which no pacer can help (decision D115). A walker
 * that meets a 429 waits its Retry-After and asks again, as the app's client does; every such
 * 429 counts against the target.
 */
import type { Bench, BenchResult, TargetCheck } from './bench-result';
import { startProxyProcess } from './proxy-process';
import { spawnSandbox, stopGroup } from './sandbox-process';

const pages = 150;
const perPage = 7;
const limit = 100;
const countHeader = 'x-svc-api-request-rate-count';

interface Walk {
  dialect: 'spec' | 'real';
  periodSeconds: number;
  walkers: number;
}

const walks: readonly Walk[] = [
  { dialect: 'spec', periodSeconds: 60, walkers: 1 },
  { dialect: 'spec', periodSeconds: 60, walkers: 2 },
  { dialect: 'real', periodSeconds: 20, walkers: 1 },
  { dialect: 'real', periodSeconds: 20, walkers: 2 },
];

interface WalkFigures {
  seconds: number;
  /** The rate count of every 200 answer, in the order the answers came. */
  counts: number[];
  tooMany: number;
  failed: number;
}

async function walkThrough(proxyUrl: string, walkers: number): Promise<WalkFigures> {
  const counts: number[] = [];
  let tooMany = 0;
  let failed = 0;
  const walker = async (first: number, count: number) => {
    let url: string | undefined =
      `${proxyUrl}/api/check_ins/v2/check_ins?per_page=${perPage}&offset=${first * perPage}`;
    for (let page = 0; page < count && url;) {
      const response: Response = await fetch(url, { headers: { 'X-CSRF': '1' } });
      if (response.status === 429) {
        tooMany += 1;
        await response.arrayBuffer();
        const seconds = Number(response.headers.get('retry-after') ?? '1');
        await new Promise((resolve) => setTimeout(resolve, Math.max(1, seconds) * 1000));
        continue;
      }
      if (response.status !== 200) {
        failed += 1;
        console.log(`  a page answered ${response.status}: ${await response.text()}`);
        return;
      }
      counts.push(Number(response.headers.get(countHeader)));
      const body = (await response.json()) as { links?: { next?: string } };
      const next = body.links?.next ? new URL(body.links.next) : undefined;
      url = next ? `${proxyUrl}${next.pathname}${next.search}` : undefined;
      page += 1;
    }
  };
  const share = pages / walkers;
  const started = performance.now();
  await Promise.all(Array.from({ length: walkers }, (_, i) => walker(i * share, share)));
  return { seconds: (performance.now() - started) / 1000, counts, tooMany, failed };
}

/** The mean window count over the limit, from the first answer whose window was full on. */
function limitShare(counts: readonly number[]): number {
  const full = counts.findIndex((count) => count >= limit);
  if (full < 0) return 0;
  const after = counts.slice(full);
  return after.reduce((sum, count) => sum + count, 0) / after.length / limit;
}

async function measure(walk: Walk): Promise<TargetCheck[]> {
  const sandbox = await spawnSandbox([
    '--db',
    ':memory:',
    '--dialect',
    walk.dialect,
    '--rate-limit',
    String(limit),
    '--rate-period',
    String(walk.periodSeconds),
  ]);
  try {
    const proxy = await startProxyProcess({
      upstream: sandbox.url,
      auth: 'pat',
      dialect: walk.dialect,
    });
    try {
      const figures = await walkThrough(proxy.url, walk.walkers);
      const windowShare = limitShare(figures.counts);
      const ideal = Math.floor((pages - 1) / limit) * walk.periodSeconds;
      const share = ideal / figures.seconds;
      const label = `${limit}/${walk.periodSeconds} s (${walk.dialect}), ${walk.walkers} walker${walk.walkers > 1 ? 's' : ''}`;
      console.log(
        `${label}: ${figures.counts.length} pages in ${figures.seconds.toFixed(1)} s ` +
          `(the limit allows ${ideal} s): ${(share * 100).toFixed(1)}% of the limit used; ` +
          `window kept at ${(windowShare * 100).toFixed(1)}% of the limit once full; ` +
          `429s reaching callers: ${figures.tooMany}; other failures: ${figures.failed}`,
      );
      return [
        {
          target: `${label}: at least 95% of the limit used (earliest finish the limit allows over the walk's time)`,
          actual: `${(share * 100).toFixed(1)}%`,
          pass: share >= 0.95 && figures.counts.length === pages,
        },
        {
          target: `${label}: no 429 reaches a caller`,
          actual: `${figures.tooMany} (and ${figures.failed} other failures)`,
          pass: figures.tooMany === 0 && figures.failed === 0,
        },
      ];
    } finally {
      await proxy.stop();
    }
  } finally {
    await stopGroup(sandbox.child);
  }
}

export const pacingBench: Bench = {
  name: 'Pacing at the real limits (150 pages, 100/60 s and 100/20 s)',
  async run(): Promise<BenchResult> {
    const targets: TargetCheck[] = [];
    for (const walk of walks) targets.push(...(await measure(walk)));
    return { targets };
  },
};
