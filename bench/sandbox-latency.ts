/**
 * Latency of the app's own list queries (default orders, a filter, includes, searches, deep
 * pages) against the sandbox at large scale, and at xlarge (ten times the data) to show how the
 * cost grows. Four clients send them in turn over HTTP; the sandbox runs in its own process so
 * the load generator does not share its event loop.
 */
import { sandboxAuthorization } from '../src/sandbox/testing/http';
import type { Bench, BenchResult, TargetCheck } from './bench-result';
import { spawnSandbox, stopGroup } from './sandbox-process';
import { percentile } from './stats';

const targetP95Ms = 20;
/** Four clients at once: a few staff pages and kiosks on one sandbox. */
const connections = 4;

/** One list the app reads, as its page asks for it (src/features). */
interface AppQuery {
  readonly name: string;
  readonly path: string;
  /** A deep page: the offset is set to half of the list's total_count once probed. */
  readonly deep?: boolean;
}

const checkInIncludes = 'include=person,event,location,event_period';

/** The app's list queries: default orders, a filter, includes, searches, and deep pages. */
const appQueries: readonly AppQuery[] = [
  {
    name: 'check-ins, default order',
    path: `/check_ins/v2/check_ins?order=-created_at&${checkInIncludes}&per_page=25`,
  },
  {
    name: 'check-ins, first-time filter',
    path: `/check_ins/v2/check_ins?order=-created_at&filter=first_time&${checkInIncludes}&per_page=25`,
  },
  {
    name: 'check-ins by last name, deep page',
    path: `/check_ins/v2/check_ins?order=last_name&${checkInIncludes}&per_page=25`,
    deep: true,
  },
  {
    name: 'check-ins export page (100, deep)',
    path: `/check_ins/v2/check_ins?order=-created_at&${checkInIncludes},checked_in_at&per_page=100`,
    deep: true,
  },
  { name: 'people, default order', path: '/people/v2/people?order=last_name&per_page=25' },
  {
    name: 'people, name search',
    path: '/people/v2/people?order=last_name&where[search_name]=an&per_page=25',
  },
  {
    name: 'people by last name, deep page',
    path: '/people/v2/people?order=last_name&per_page=25',
    deep: true,
  },
  {
    name: 'events, not archived',
    path: '/check_ins/v2/events?filter=not_archived&order=name&per_page=100',
  },
  {
    name: 'event times, newest first',
    path: '/check_ins/v2/event_times?include=event&order=-starts_at&per_page=100',
  },
  {
    name: 'messages, newest first',
    path: '/people/v2/messages?order=-created_at&include=to,message_group&per_page=25',
  },
  {
    name: 'donations',
    path: '/giving/v2/donations?include=designations,labels&per_page=25',
  },
  { name: 'households by name', path: '/people/v2/households?order=name&per_page=25' },
];

/** How long each scale is measured, after a warm-up. */
const measureSeconds = 10;
const warmUpSeconds = 2;

/** The paths with deep offsets filled in from each list's total_count. */
async function concretePaths(url: string): Promise<{ name: string; path: string }[]> {
  const out: { name: string; path: string }[] = [];
  for (const query of appQueries) {
    const probe = await fetch(url + query.path, {
      headers: { Authorization: sandboxAuthorization },
    });
    const body = (await probe.json()) as { data?: unknown[]; meta?: { total_count?: number } };
    if (probe.status !== 200) throw new Error(`${query.path}: HTTP ${probe.status}`);
    const total = body.meta?.total_count ?? 0;
    const path = query.deep ? `${query.path}&offset=${Math.floor(total / 2)}` : query.path;
    out.push({ name: query.name, path });
  }
  return out;
}

/** `clients` clients each send the queries in turn for `seconds`; latencies per query. */
async function load(
  url: string,
  queries: readonly { name: string; path: string }[],
  seconds: number,
  clients = connections,
): Promise<{ samples: Map<string, number[]>; failures: number }> {
  const samples = new Map(queries.map((q) => [q.name, [] as number[]]));
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const client = async (start: number) => {
    for (let i = start; performance.now() < until; i += 1) {
      const query = queries[i % queries.length];
      if (!query) continue;
      const started = performance.now();
      const response = await fetch(url + query.path, {
        headers: { Authorization: sandboxAuthorization },
      });
      await response.arrayBuffer();
      samples.get(query.name)?.push(performance.now() - started);
      if (response.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i * 3)));
  return { samples, failures };
}

/** p95 of the app's queries against a sandbox seeded at `scale`, with a line per query. */
async function measureScale(scale: 'large' | 'xlarge'): Promise<{ p95: number; failures: number }> {
  const { url, child, readyMs } = await spawnSandbox([
    '--db',
    ':memory:',
    '--scale',
    scale,
    '--rate-limit',
    '1000000',
    '--rate-period',
    '60',
  ]);
  try {
    console.log(`${scale}: sandbox ready in ${readyMs} ms (includes seeding)`);
    const queries = await concretePaths(url);
    await load(url, queries, warmUpSeconds);
    const { samples, failures } = await load(url, queries, measureSeconds);
    // One client alone shows each query's own cost, without waiting behind the others.
    const alone = await load(url, queries, measureSeconds / 2, 1);
    const ms = (times: number[], p: number) => percentile(times, p).toFixed(1).padStart(6);
    const all: number[] = [];
    console.log(`  ${''.padEnd(36)} ${connections} clients: p50 / p95 ms   1 client: p50 ms`);
    for (const query of queries) {
      const times = (samples.get(query.name) ?? []).sort((a, b) => a - b);
      const single = (alone.samples.get(query.name) ?? []).sort((a, b) => a - b);
      all.push(...times);
      console.log(
        `  ${query.name.padEnd(36)} ${ms(times, 50)} / ${ms(times, 95)} (${times.length})   ${ms(single, 50)}`,
      );
    }
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 95);
    console.log(
      `  all ${all.length} requests (${connections} clients, ${measureSeconds} s): p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${failures + alone.failures} not 200`,
    );
    return { p95, failures: failures + alone.failures };
  } finally {
    await stopGroup(child);
  }
}

/** xlarge holds ten times the rows: indexed reads should cost about the same, so 2.5x is loose. */
const targets = { large: targetP95Ms, xlarge: targetP95Ms * 2.5 } as const;

export const sandboxLatencyBench: Bench = {
  name: "Sandbox latency (the app's list queries, large and xlarge scale)",
  async run(): Promise<BenchResult> {
    const checks: TargetCheck[] = [];
    for (const scale of ['large', 'xlarge'] as const) {
      const { p95, failures } = await measureScale(scale);
      checks.push({
        target: `${scale}: p95 at most ${targets[scale]} ms, every answer 200`,
        actual: `${p95.toFixed(1)} ms, ${failures} not 200`,
        pass: p95 <= targets[scale] && failures === 0,
      });
    }
    return { targets: checks };
  },
};
