/**
 * Sandbox seed: seeds an in-memory database at each scale (small to xlarge) and prints the time
 * the seed took (list indexes and planner statistics included) and the rows it made, in total and
 * for the largest tables.
 */
import { openDatabase } from '../src/sandbox/database';
import { seedScales } from '../src/sandbox/seed/scales';
import { seedDatabase } from '../src/sandbox/seed/seed';
import type { SeedScale } from '../src/sandbox/seed/seed';
import type { Bench, TargetCheck } from './bench-result';

/**
 * Large is what the latency bench starts on; xlarge, ten times its rows, should cost at most
 * twelve times its CPU time (a seed that grows faster than its data would show here).
 */
const largeTargetMs = 10_000;
const xlargeRatio = 12;

/** Tables named in the summary line of each scale. */
const HEADLINE = [
  'people__Person',
  'check_ins__CheckIn',
  'check_ins__EventTime',
  'giving__Donation',
  'giving__Designation',
  'people__Message',
] as const;

export interface SeedFigures {
  readonly scale: SeedScale;
  readonly ms: number;
  /** CPU time of the seed: on a busy machine it varies far less than the wall time. */
  readonly cpuMs: number;
  readonly rows: number;
  readonly counts: Readonly<Record<string, number>>;
}

export function measureSeed(scale: SeedScale, seed = 1): SeedFigures {
  const db = openDatabase({ file: ':memory:' });
  try {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const { counts } = seedDatabase(db, { scale, seed });
    const ms = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return { scale, ms, cpuMs: (user + system) / 1000, rows, counts };
  } finally {
    db.close();
  }
}

const format = (n: number) => n.toLocaleString('en-US');

export async function benchSeed(): Promise<SeedFigures[]> {
  const all: SeedFigures[] = [];
  for (const scale of seedScales) {
    const figures = measureSeed(scale);
    all.push(figures);
    console.log(
      `${scale.padEnd(6)} ${format(Math.round(figures.ms)).padStart(7)} ms (CPU ${format(Math.round(figures.cpuMs)).padStart(7)} ms)  ${format(figures.rows).padStart(9)} rows`,
    );
    console.log(
      `       ${HEADLINE.map((t) => `${t} ${format(figures.counts[t] ?? 0)}`).join(', ')}`,
    );
    // Let the event loop breathe between scales (logs flush, timers run).
    await new Promise((resolve) => setImmediate(resolve));
  }
  return all;
}

export const sandboxSeedBench: Bench = {
  name: 'Sandbox seed time by scale',
  async run() {
    const figures = await benchSeed();
    const msOf = (scale: SeedScale) => figures.find((f) => f.scale === scale)?.ms ?? NaN;
    const cpuOf = (scale: SeedScale) => figures.find((f) => f.scale === scale)?.cpuMs ?? NaN;
    const ratio = cpuOf('xlarge') / cpuOf('large');
    const targets: TargetCheck[] = [
      {
        target: `large seeds in at most ${format(largeTargetMs)} ms`,
        actual: `${format(Math.round(msOf('large')))} ms`,
        pass: msOf('large') <= largeTargetMs,
      },
      {
        target: `xlarge (10x the rows) takes at most ${xlargeRatio}x large's CPU time`,
        actual: `${ratio.toFixed(1)}x (${format(Math.round(cpuOf('xlarge')))} ms CPU, ${format(Math.round(msOf('xlarge')))} ms)`,
        pass: ratio <= xlargeRatio,
      },
    ];
    return { targets };
  },
};
