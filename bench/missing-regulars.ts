/**
 * Missing regulars (`/reports/missing`) for every event at medium scale: the loaders the page
 * runs (src/lib/{pure,browser}/pastoral-care/) walk a fresh sandbox (`npm run sandbox`, its data ending today)
 * under the spec dialect's default rate limit (100 per 60 s), with the client's own pacer: the
 * last 8 weeks of check-ins newest first and the people directory, side by side as the page
 * asks for them. Figures: the requests and the time of a first visit, then of a second through a
 * query cache kept as the page keeps it (an hour), which must answer without a request.
 *
 * Targets (issue 39): a first visit within 60 s, a second within 5 s.
 */
import { QueryClient } from '@tanstack/react-query';

import { createClient } from '../src/api/client';
import { todayIn } from '../src/lib/pure/calendar-days';
import {
  defaultMissingRule,
  findMissingRegulars,
  missingDays,
} from '../src/lib/pure/pastoral-care/missing-regulars';
import { loadPeopleDirectory } from '../src/lib/pure/pastoral-care/people-directory';
import { loadRecentCheckIns } from '../src/lib/pure/pastoral-care/recent-check-ins';
import type { Bench, BenchResult, TargetCheck } from './bench-result';
import { spawnSandbox, stopGroup } from './sandbox-process';

const firstVisitTargetSeconds = 60;
const secondVisitTargetSeconds = 5;
const hourMs = 60 * 60_000;

async function measure(): Promise<TargetCheck[]> {
  const { url, child, readyMs } = await spawnSandbox(['--db', ':memory:', '--scale', 'medium']);
  try {
    console.log(`medium: sandbox ready in ${readyMs} ms (includes seeding)`);
    const client = createClient({
      baseUrl: url,
      auth: { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' },
    });
    const organization = await client.get('/check_ins/v2', {});
    const timeZone = String(organization?.attributes.time_zone);
    const today = todayIn(timeZone);
    const since = missingDays(defaultMissingRule, today).from;
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let requests = 0;
    const kept = { staleTime: hourMs, gcTime: hourMs };
    const visit = async () => {
      const started = performance.now();
      const [recent, directory] = await Promise.all([
        queries.fetchQuery({
          queryKey: ['recent', since, timeZone],
          queryFn: async () => {
            const loaded = await loadRecentCheckIns(client, { since, timeZone });
            requests += loaded.requests;
            return loaded;
          },
          ...kept,
        }),
        queries.fetchQuery({
          queryKey: ['directory'],
          queryFn: async () => {
            const loaded = await loadPeopleDirectory(client);
            requests += loaded.requests;
            return loaded;
          },
          ...kept,
        }),
      ]);
      const found = findMissingRegulars(recent, directory, defaultMissingRule, today, 'all');
      return { seconds: (performance.now() - started) / 1000, recent, found };
    };
    const first = await visit();
    const firstRequests = requests;
    const second = await visit();
    const secondRequests = requests - firstRequests;
    console.log(
      `  medium: ${first.recent.checkIns.length} check-ins since ${since}; ` +
        `${first.found.regulars.length} regulars and ${first.found.volunteers.length} volunteers missing; ` +
        `first visit ${firstRequests} requests in ${first.seconds.toFixed(1)} s; ` +
        `second visit ${secondRequests} requests in ${second.seconds.toFixed(3)} s`,
    );
    queries.clear();
    return [
      {
        target: `medium: missing regulars of every event within ${firstVisitTargetSeconds} s`,
        actual: `${first.seconds.toFixed(1)} s, ${firstRequests} requests`,
        pass: first.seconds <= firstVisitTargetSeconds,
      },
      {
        target: `medium: a second visit within ${secondVisitTargetSeconds} s, no request`,
        actual: `${second.seconds.toFixed(3)} s, ${secondRequests} requests`,
        pass: second.seconds <= secondVisitTargetSeconds && secondRequests === 0,
      },
    ];
  } finally {
    await stopGroup(child);
  }
}

export const missingRegularsBench: Bench = {
  name: 'Missing regulars (every event, medium scale, default rate limit)',
  async run(): Promise<BenchResult> {
    return { targets: await measure() };
  },
};
