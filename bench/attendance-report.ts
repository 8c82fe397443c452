/**
 * The attendance report (`/reports/attendance`) over 52 complete weeks of every event, and the
 * same weekdays a year earlier, at small and medium scale: the loader the page runs
 * (src/features/reports/attendance/attendance-report-data.ts) walks a fresh sandbox
 * (`npm run sandbox`, its data ending today) under the spec dialect's default rate limit (100
 * per 60 s), with the client's own pacer. Figures: the requests the walk made and its time;
 * then a second visit through a query cache kept as the page keeps it (TanStack Query,
 * attendance-query.ts), which must answer without a request.
 *
 * Targets (issue 22): medium within 60 s, and a second visit within 10 s.
 */
import { QueryClient } from '@tanstack/react-query';

import { createClient } from '../src/api/client';
import { addDays, todayIn, weekStart } from '../src/lib/pure/calendar-days';
import { loadAttendance } from '../src/features/reports/attendance/attendance-report-data';
import type { Bench, BenchResult, TargetCheck } from './bench-result';
import { spawnSandbox, stopGroup } from './sandbox-process';

const firstVisitTargetSeconds = 60;
const secondVisitTargetSeconds = 10;
const hourMs = 60 * 60_000;

async function measure(scale: 'small' | 'medium'): Promise<TargetCheck[]> {
  const { url, child, readyMs } = await spawnSandbox(['--db', ':memory:', '--scale', scale]);
  try {
    console.log(`${scale}: sandbox ready in ${readyMs} ms (includes seeding)`);
    const client = createClient({
      baseUrl: url,
      auth: { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' },
    });
    const organization = await client.get('/check_ins/v2', {});
    const timeZone = String(organization?.attributes.time_zone);
    const to = addDays(weekStart(todayIn(timeZone)), -1);
    const from = addDays(to, -52 * 7 + 1);
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let requests = 0;
    const visit = async () => {
      const started = performance.now();
      const data = await queries.fetchQuery({
        queryKey: ['attendance-report', from, to, timeZone],
        queryFn: async () => {
          const loaded = await loadAttendance(client, { from, to, timeZone });
          requests += loaded.requests;
          return loaded;
        },
        staleTime: hourMs,
        gcTime: hourMs,
      });
      return { seconds: (performance.now() - started) / 1000, data };
    };
    const first = await visit();
    const firstRequests = requests;
    const second = await visit();
    const secondRequests = requests - firstRequests;
    console.log(
      `  ${scale}: ${from} – ${to}: ${first.data.sessions.length} sessions, ` +
        `${first.data.previous.length} a year before; first visit ${firstRequests} requests ` +
        `in ${first.seconds.toFixed(1)} s (headcounts: ${first.data.headcountSource}); ` +
        `second visit ${secondRequests} requests in ${second.seconds.toFixed(3)} s`,
    );
    queries.clear();
    const checks: TargetCheck[] = [
      {
        target: `${scale}: a second visit within ${secondVisitTargetSeconds} s, no request`,
        actual: `${second.seconds.toFixed(3)} s, ${secondRequests} requests`,
        pass: second.seconds <= secondVisitTargetSeconds && secondRequests === 0,
      },
    ];
    if (scale === 'medium') {
      checks.unshift({
        target: `medium: 52 weeks of every event within ${firstVisitTargetSeconds} s`,
        actual: `${first.seconds.toFixed(1)} s, ${firstRequests} requests`,
        pass: first.seconds <= firstVisitTargetSeconds,
      });
    }
    return checks;
  } finally {
    await stopGroup(child);
  }
}

export const attendanceReportBench: Bench = {
  name: 'Attendance report (52 weeks, every event, small and medium scale)',
  async run(): Promise<BenchResult> {
    const targets: TargetCheck[] = [];
    for (const scale of ['small', 'medium'] as const) targets.push(...(await measure(scale)));
    return { targets };
  },
};
