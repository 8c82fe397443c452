/**
 * Year-end statements for every donor of the medium seed's last full year (issue 38's limits):
 * the walk the statements page runs (src/features/giving/statements/statements-walk.ts), in
 * each dialect, against a sandbox at that dialect's default rate limit (spec 100 per 60 s, real
 * 100 per 20 s), with the client's own pacer.
 *
 * Requests against the fewest the dialect allows (D160, D183), counted from the sandbox's
 * database: the organization (1), the funds and the giving people at one request per page of
 * 100, then the gifts. In the real dialect the service ranges and filters them: the period's
 * succeeded gifts, and for the proof all of its gifts, at 100 a page (at least one). In the
 * spec's, whose donations lists have no range or order (oldest first, by id), the statements
 * read each giving person's own list (its donations list does not say who gave) and the proof
 * the organization's: a list costs at least the pages of 100 that hold its records from either
 * end up to the period's last (or first) one and the record past it, which says the period is
 * over; from the end, one more to learn where the end is; a list with none of the period's gifts
 * one request.
 *
 * Time against the rate limit's floor for the requests made: the start of the last request under
 * a sliding window (request k·limit+1 may start k periods in), or, when that is less, the same
 * walk's time against a sandbox of the same data without a limit, measured in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';

import { dialects, type DialectName } from '../src/api/catalog/dialects';
import { createClient } from '../src/api/client';
import { todayIn } from '../src/lib/pure/calendar-days';
import { lastFullYear, periodInstants } from '../src/features/giving/statements/statement-period';
import { createWalk } from '../src/features/giving/statements/statements-walk';
import { tableOf } from '../src/sandbox/catalog-keys';
import type { Bench, BenchResult, TargetCheck } from './bench-result';
import { spawnSandbox, stopGroup } from './sandbox-process';

const requestRatioTarget = 1.15;
const timeRatioTarget = 1.1;
const auth = { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' } as const;

const pages = (records: number) => Math.max(1, Math.ceil(records / 100));

/**
 * The fewest requests that read the period's records of an oldest-first list of `total`
 * records, whose period records sit at positions `first` to `last`: from the start through the
 * record after the last (where the list goes on), or a count and from the end back through the
 * record before the first (where there is one), in pages of 100.
 */
function listFloor(total: number, first: number | undefined, last: number | undefined): number {
  if (first === undefined || last === undefined) return 1;
  const fromStart = pages(Math.min(total, last + 2));
  const fromEnd = 1 + pages(total - Math.max(0, first - 1));
  return Math.min(fromStart, fromEnd);
}

/** The fewest requests the dialect allows for the run (see the comment at the top). */
function fewestRequests(file: string, dialect: DialectName, range: { from: string; to: string }) {
  const db = new Database(file, { readonly: true });
  try {
    const count = (sql: string, ...args: unknown[]) =>
      (db.prepare(sql).get(...args) as { n: number }).n;
    const people = db.prepare(`SELECT id FROM ${tableOf('giving', 'Person')}`).all() as {
      id: number;
    }[];
    const funds = count(`SELECT COUNT(*) AS n FROM ${tableOf('giving', 'Fund')}`);
    const dated = dialect === 'real' ? 'received_at' : 'created_at';
    const all = db
      .prepare(
        `SELECT person_id, payment_status, ${dated} AS date FROM ${tableOf('giving', 'Donation')} ORDER BY id`,
      )
      .all() as { person_id: number | null; payment_status: string; date: string }[];
    const inPeriod = (date: string) =>
      Date.parse(date) >= Date.parse(range.from) && Date.parse(date) < Date.parse(range.to);
    const gifts = all.filter((gift) => inPeriod(gift.date));
    const base = 1 + pages(funds) + pages(people.length);
    if (dialect === 'real') {
      const succeeded = gifts.filter((g) => g.payment_status === 'succeeded').length;
      return {
        floor: base + pages(succeeded) + pages(gifts.length),
        gifts: gifts.length,
        people: people.length,
      };
    }
    /** An oldest-first list's floor, from its records' dates in id order. */
    const floorOf = (dates: readonly string[]) => {
      const positions = dates.flatMap((date, index) => (inPeriod(date) ? [index] : []));
      return listFloor(dates.length, positions[0], positions.at(-1));
    };
    const byPerson = new Map<number, string[]>();
    for (const gift of all) {
      if (gift.person_id === null) continue;
      const list = byPerson.get(gift.person_id) ?? [];
      list.push(gift.date);
      byPerson.set(gift.person_id, list);
    }
    const personal = people.reduce((sum, p) => sum + floorOf(byPerson.get(p.id) ?? []), 0);
    return {
      floor: base + personal + floorOf(all.map((gift) => gift.date)),
      gifts: gifts.length,
      people: people.length,
    };
  } finally {
    db.close();
  }
}

async function walkOnce(url: string, dialect: DialectName, range: { from: string; to: string }) {
  let sent = 0;
  const client = createClient({
    baseUrl: url,
    auth,
    dialect: dialects[dialect],
    fetch: (input, init) => {
      sent++;
      return fetch(input, init);
    },
  });
  const started = performance.now();
  const result = await createWalk(client, { key: 'bench' }, { range, scope: { kind: 'each' } })();
  return { seconds: (performance.now() - started) / 1000, requests: sent, result };
}

async function measure(dialect: DialectName): Promise<TargetCheck[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'narthex-statements-'));
  const file = path.join(folder, 'sandbox.db');
  const { limit, periodSeconds } = dialects[dialect].defaultRateLimit;
  const paced = await spawnSandbox(['--db', file, '--scale', 'medium', '--dialect', dialect]);
  const free = await spawnSandbox([
    '--db',
    file,
    '--dialect',
    dialect,
    '--rate-limit',
    '1000000',
    '--rate-period',
    '1',
  ]);
  try {
    const organization = await createClient({
      baseUrl: free.url,
      auth,
      dialect: dialects[dialect],
    }).get('/check_ins/v2', {});
    const timeZone = String(organization?.attributes.time_zone);
    const year = lastFullYear(todayIn(timeZone));
    const range = periodInstants({ from: `${year}-01-01`, to: `${year}-12-31` }, timeZone);
    const { floor, gifts, people } = fewestRequests(file, dialect, range);

    const unlimited = [
      await walkOnce(free.url, dialect, range),
      await walkOnce(free.url, dialect, range),
    ];
    const baseline = Math.min(...unlimited.map((run) => run.seconds));
    // A walk that fits one window is timed twice (one period apart, so each starts with an empty
    // window) and the quicker counts, as for the baseline; a longer one once.
    const runs = [await walkOnce(paced.url, dialect, range)];
    if ((runs[0]?.requests ?? 0) <= limit) {
      await new Promise((resolve) => setTimeout(resolve, periodSeconds * 1000 + 500));
      runs.push(await walkOnce(paced.url, dialect, range));
    }
    const run = runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    const windowFloor = Math.floor((run.requests - 1) / limit) * periodSeconds;
    const timeFloor = Math.max(windowFloor, baseline);
    const requestRatio = run.requests / floor;
    const timeRatio = run.seconds / timeFloor;
    console.log(
      `  ${dialect}: ${year}, ${people} giving people, ${gifts} gifts; ${run.result.gifts.length} read for ` +
        `statements (${run.result.asked.gifts.join(', ')}), ${run.result.proofGifts.length} for the proof`,
    );
    console.log(
      `  ${dialect}: ${run.requests} requests, fewest ${floor} (×${requestRatio.toFixed(3)}); ` +
        `${run.seconds.toFixed(1)} s at ${limit} per ${periodSeconds} s, floor ${timeFloor.toFixed(1)} s ` +
        `(window ${windowFloor} s, unlimited ${baseline.toFixed(1)} s) (×${timeRatio.toFixed(3)})`,
    );
    return [
      {
        target: `${dialect}: statements' requests ≤ ${requestRatioTarget}× the fewest (${floor})`,
        actual: `${run.requests} (×${requestRatio.toFixed(3)})`,
        pass: requestRatio <= requestRatioTarget,
      },
      {
        target: `${dialect}: statements' time ≤ ${timeRatioTarget}× the rate limit's floor (${timeFloor.toFixed(1)} s)`,
        actual: `${run.seconds.toFixed(1)} s (×${timeRatio.toFixed(3)})`,
        pass: timeRatio <= timeRatioTarget,
      },
    ];
  } finally {
    await stopGroup(free.child);
    await stopGroup(paced.child);
    rmSync(folder, { recursive: true, force: true });
  }
}

export const statementsWalkBench: Bench = {
  name: 'Statements: every donor of the medium seed’s last full year, both dialects at their default limits',
  async run(): Promise<BenchResult> {
    const targets: TargetCheck[] = [];
    for (const dialect of ['real', 'spec'] as const) targets.push(...(await measure(dialect)));
    return { targets };
  },
};
