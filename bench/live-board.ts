/**
 * The live rooms board (`/check-ins/live`) kept open for three minutes against a sandbox with a
 * session running now (`npm run sandbox -- --live`: Sunday Service and Kids Church, 11 rooms, people
 * checking in and out) at the spec dialect's default limit, 100 requests per 60 s: the feed the
 * page runs (src/features/check-ins/live/live-board-feed.ts) with the client's own pacer, in a
 * shown tab. Every 20 s a check-in is made through the sandbox's hook, and the delay until the
 * board holds it is measured.
 *
 * Targets (issue 39): at most 20 requests in any 60 s (the board's share leaves the rest of the
 * user's budget to their other pages), and every new check-in on the board within 30 s. The
 * figures are the busiest 60 s window of the run, first read included, and the longest delay.
 */
import { createClient } from '../src/api/client';
import {
  LiveBoardFeed,
  type FeedEnvironment,
} from '../src/features/check-ins/live/live-board-feed';
import type { Bench, BenchResult } from './bench-result';
import { spawnSandbox, stopGroup } from './sandbox-process';

const runMs = 180_000;
const probeEveryMs = 20_000;
const requestsTarget = 20;
const delayTargetMs = 30_000;
const auth = { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' } as const;

/** The most entries of `times` (ms, ascending) within any window of `windowMs`. */
function busiestWindow(times: readonly number[], windowMs: number): number {
  let most = 0;
  let start = 0;
  for (let end = 0; end < times.length; end++) {
    while ((times[end] ?? 0) - (times[start] ?? 0) >= windowMs) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

const nodeEnvironment: FeedEnvironment = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  hidden: () => false,
  onWake: () => () => undefined,
};

export const liveBoardBench: Bench = {
  name: 'Live rooms board (an open board for three minutes, 100 per 60 s)',
  async run(): Promise<BenchResult> {
    const { url, child, readyMs } = await spawnSandbox(['--db', ':memory:', '--live']);
    try {
      console.log(`sandbox with a live session ready in ${readyMs} ms`);
      // Every request the board makes reaches the sandbox through this fetch: counted here.
      const sent: number[] = [];
      const client = createClient({
        baseUrl: url,
        auth,
        fetch: (input, init) => {
          sent.push(Date.now());
          return fetch(input, init);
        },
      });
      const feed = new LiveBoardFeed({
        client,
        scope: { kind: 'now' },
        environment: nodeEnvironment,
      });
      const probes: { name: string; madeAt: number; seenAt?: number }[] = [];
      const unsubscribe = feed.subscribe(() => {
        const board = feed.getState().board;
        if (!board) return;
        for (const probe of probes) {
          if (
            probe.seenAt === undefined &&
            board.checkIns.some((c) => c.firstName === probe.name)
          ) {
            probe.seenAt = Date.now();
          }
        }
      });
      const started = Date.now();
      feed.start();
      while (feed.getState().board === undefined) await new Promise((r) => setTimeout(r, 100));
      const board = feed.getState().board;
      const kids = board?.times.find((t) => t.eventName === 'Kids Church');
      const room = board?.rooms.find((r) => r.eventTimeId === kids?.id);
      if (!kids || !room) throw new Error('no Kids Church time runs in the sandbox');
      const rooms = new Set(board?.rooms.map((r) => r.locationId)).size;
      console.log(`  the board shows ${board?.times.length} event times, ${rooms} rooms`);

      let n = 0;
      while (Date.now() - started < runMs) {
        await new Promise((r) => setTimeout(r, probeEveryMs));
        const name = `Probe${(n += 1)}`;
        const answer = await fetch(`${url}/sandbox/check-ins`, {
          method: 'POST',
          headers: {
            Authorization: `Basic ${Buffer.from('sandbox:sandbox-secret').toString('base64')}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            event_time_id: kids.id,
            location_id: room.locationId,
            kind: 'Guest',
            first_name: name,
            last_name: 'Bench',
          }),
        });
        if (answer.status !== 201) throw new Error(`the hook answered ${answer.status}`);
        probes.push({ name, madeAt: Date.now() });
      }
      // The last probe's delay, up to the limit.
      const deadline = Date.now() + delayTargetMs;
      while (probes.some((p) => p.seenAt === undefined) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
      }
      feed.stop();
      unsubscribe();

      const minutes = (Date.now() - started) / 60_000;
      const busiest = busiestWindow(sent, 60_000);
      const delays = probes.map((p) => (p.seenAt ?? Infinity) - p.madeAt);
      const longest = Math.max(...delays);
      console.log(
        `  ${sent.length} requests in ${minutes.toFixed(1)} min (${(sent.length / minutes).toFixed(1)} a minute), ` +
          `busiest 60 s: ${busiest}; interval now ${feed.getState().intervalMs} ms`,
      );
      console.log(
        `  delays until a new check-in was on the board: ${delays.map((d) => `${(d / 1000).toFixed(1)} s`).join(', ')}`,
      );
      return {
        targets: [
          {
            target: `an open board (${rooms} rooms): at most ${requestsTarget} requests in any 60 s`,
            actual: `${busiest} (mean ${(sent.length / minutes).toFixed(1)} a minute)`,
            pass: busiest <= requestsTarget,
          },
          {
            target: `a new check-in on the board within ${delayTargetMs / 1000} s`,
            actual: Number.isFinite(longest)
              ? `longest ${(longest / 1000).toFixed(1)} s of ${delays.length}`
              : 'one never showed',
            pass: longest <= delayTargetMs,
          },
        ],
      };
    } finally {
      await stopGroup(child);
    }
  },
};
