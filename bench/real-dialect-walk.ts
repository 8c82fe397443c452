/**
 * A bulk walk through the proxy against an upstream that speaks the real service's dialect at
 * its default limit (100 requests per 20 s, X-PCO-API-Request-Rate-* headers): ten callers of
 * one user walk 150 pages of the check-ins list through `/api` (the spec's spelling; the proxy
 * translates to /check-ins/v2), each following meta.next.offset, as fast as the proxy lets them.
 *
 * Figures: (a) the share of the limit kept: the ideal time for the N requests under a sliding
 * window of 100 per 20 s starting empty (request k·100+1 may start at k·20 s) over the time the
 * walk took; (b) the 429s that reached a caller; (c) the 429s the sandbox gave the proxy, counted
 * by a relay between the two: none, or the proxy is retrying where it should be pacing.
 *
 * Before the walk, a few requests warm the processes up (a cold start is not pacing) and then
 * one period passes, so the walk starts with the sandbox's window empty. The window slides, so
 * the second window replays the first one's timing 20 s later: the walk takes about 20 s plus
 * the time its first 50 answers took, which a busy machine lengthens.
 *
 * The sandbox and the proxy each run in their own process (`npm run sandbox -- --dialect real`,
 * the proxy in personal-access-token mode with API_DIALECT=real: proxy-process.ts).
 */
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProxyProcess } from './proxy-process';
import type { ProxyProcess } from './proxy-process';
import type { Bench, BenchResult } from './bench-result';
import { spawnSandbox, stopGroup } from './sandbox-process';

/** The real dialect's default limit; the sandbox is started without rate options to use it. */
const limit = 100;
const periodSeconds = 20;
const pages = 150;
/** Enough callers that the first window is nearly the ideal's burst. */
const walkers = 10;
/** Rounds of one request per walker before the walk (then one period's wait). */
const warmUpRounds = 3;
/** 1,382 check-ins at the small scale: 153 full pages of 9. */
const perPage = 9;

/**
 * A pass-through between the proxy and the sandbox that counts what the sandbox answered (the
 * proxy retries a 429 itself, so its callers never see those).
 */
async function countingRelay(
  upstream: string,
): Promise<{ url: string; statuses: number[]; close: () => void }> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  const statuses: number[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const forward = httpRequest(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        statuses.push(answer.statusCode ?? 0);
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      statuses.push(502);
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    statuses,
    close: () => {
      server.close();
      server.closeAllConnections();
      agent.destroy();
    },
  };
}

/** When the last of `n` requests may start under a sliding window of `limit` per period. */
function idealSeconds(n: number): number {
  return Math.floor((n - 1) / limit) * periodSeconds;
}

export const realDialectWalkBench: Bench = {
  name: 'Real dialect: a 150-page walk through the proxy at 100 requests per 20 s',
  async run(): Promise<BenchResult> {
    const sandbox = await spawnSandbox(['--db', ':memory:', '--dialect', 'real']);
    const relay = await countingRelay(sandbox.url);
    let proxy: ProxyProcess | undefined;
    try {
      // (Its pages answering 200 shows it speaks the real dialect: /check_ins/v2 is a 404 there.)
      proxy = await startProxyProcess({ upstream: relay.url, auth: 'pat', dialect: 'real' });
      const proxyUrl = proxy.url;
      // Warm the three processes up (a cold first window would measure start-up, not pacing),
      // then let the sandbox's window empty out: the walk starts with it empty.
      const pageOf = (offset: number) =>
        `${proxyUrl}/api/check_ins/v2/check_ins?include=person&order=-created_at` +
        `&per_page=${perPage}&offset=${offset}`;
      for (let round = 0; round < warmUpRounds; round++) {
        await Promise.all(
          Array.from({ length: walkers }, async (_, i) => {
            const response = await fetch(pageOf((round * walkers + i) * perPage), {
              headers: { 'X-CSRF': '1' },
            });
            if (response.status !== 200) {
              throw new Error(`the warm-up answered ${response.status}: ${await response.text()}`);
            }
            await response.arrayBuffer();
          }),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, periodSeconds * 1000 + 500));
      const beforeWalk = relay.statuses.length;

      let tooMany = 0;
      const failures: string[] = [];
      /** When each page's answer arrived, in order. */
      const answers: number[] = [];
      const walk = async (firstOffset: number, count: number) => {
        let offset: number | undefined = firstOffset;
        for (let page = 0; page < count && offset !== undefined; page++) {
          const response = await fetch(pageOf(offset), { headers: { 'X-CSRF': '1' } });
          const body = (await response.json()) as {
            data?: unknown[];
            meta?: { next?: { offset?: number } };
          };
          answers.push(performance.now());
          if (response.status === 429) tooMany += 1;
          else if (response.status !== 200 || body.data?.length !== perPage) {
            failures.push(`${response.status} at offset ${offset}`);
          }
          offset = body.meta?.next?.offset;
        }
      };
      // Each caller walks its own run of consecutive pages, following meta.next.offset.
      const counts = Array.from(
        { length: walkers },
        (_, i) => Math.floor(pages / walkers) + (i < pages % walkers ? 1 : 0),
      );
      const firstPages = counts.map((_, i) => counts.slice(0, i).reduce((a, b) => a + b, 0));
      const started = performance.now();
      await Promise.all(counts.map((count, i) => walk((firstPages[i] ?? 0) * perPage, count)));
      const seconds = (performance.now() - started) / 1000;

      const answered = answers.length;
      const delivered = answered - tooMany - failures.length;
      const upstream = relay.statuses.slice(beforeWalk);
      const upstream429 = upstream.filter((status) => status === 429).length;
      const ideal = idealSeconds(delivered);
      const kept = ideal / seconds;
      const at = (n: number) => (((answers[n - 1] ?? started) - started) / 1000).toFixed(2);
      console.log(
        `${walkers} callers walking ${pages} pages of ${perPage} check-ins (include=person, order=-created_at) through the proxy; sandbox in the real dialect at ${limit} per ${periodSeconds} s`,
      );
      console.log(
        `  ${delivered} of ${pages} pages in ${seconds.toFixed(2)} s; ideal ${ideal} s (request k·${limit}+1 at k·${periodSeconds} s) → ${(kept * 100).toFixed(1)}% of the limit kept`,
      );
      // The window slides: the second window replays the first one's answers 20 s later, so
      // the walk takes about 20 s plus the time the first 50 answers took.
      console.log(
        `  answers 1, 50, 100, 101 and ${answered} at ${at(1)}, ${at(50)}, ${at(100)}, ${at(101)} and ${at(answered)} s`,
      );
      console.log(
        `  429s reaching callers: ${tooMany}; 429s the sandbox gave the proxy: ${upstream429} (of ${upstream.length} upstream requests); other failures: ${failures.length}${failures.length > 0 ? ` (${failures.slice(0, 3).join(', ')})` : ''}`,
      );
      return {
        targets: [
          {
            target: `the walk keeps at least 95% of the limit (${pages} pages at ${limit} per ${periodSeconds} s)`,
            actual: `${(kept * 100).toFixed(1)}% (${delivered} pages in ${seconds.toFixed(2)} s; ideal ${ideal} s)`,
            pass: kept >= 0.95 && delivered === pages,
          },
          {
            target: 'no 429 reaches a caller (default UPSTREAM_MAX_WAIT_SECONDS)',
            actual: `${tooMany} (other failures: ${failures.length})`,
            pass: tooMany === 0 && failures.length === 0,
          },
          {
            target: 'the proxy paces: no 429 from the sandbox to the proxy',
            actual: `${upstream429} of ${upstream.length} upstream requests`,
            pass: upstream429 === 0,
          },
        ],
      };
    } finally {
      await proxy?.stop();
      relay.close();
      await stopGroup(sandbox.child);
    }
  },
};
