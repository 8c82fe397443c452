/**
 * Sandbox seed: seeds an in-memory database at each scale (small to xlarge), each in a fresh
 * process (seed-scale.ts) as `npm run sandbox` seeds, so a scale neither inherits the heap the
 * one before it grew nor leaves its own to the next; prints the time the seed took (list indexes
 * and planner statistics included) and the rows it made, in total and for the largest tables.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seedScaleScript = path.join(ROOT, 'bench/seed-scale.ts');
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

/** `measureSeed(scale)` in a new process. */
function measureSeedInProcess(scale: SeedScale): SeedFigures {
  const result = spawnSync(process.execPath, ['--import', 'tsx', seedScaleScript, scale], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`seeding ${scale} failed (${String(result.status)}):\n${result.stderr}`);
  }
  return JSON.parse(result.stdout) as SeedFigures;
}

export function benchSeed(): SeedFigures[] {
  const all: SeedFigures[] = [];
  for (const scale of seedScales) {
    const figures = measureSeedInProcess(scale);
    all.push(figures);
    console.log(
      `${scale.padEnd(6)} ${format(Math.round(figures.ms)).padStart(7)} ms (CPU ${format(Math.round(figures.cpuMs)).padStart(7)} ms)  ${format(figures.rows).padStart(9)} rows`,
    );
    console.log(
      `       ${HEADLINE.map((t) => `${t} ${format(figures.counts[t] ?? 0)}`).join(', ')}`,
    );
  }
  return all;
}

export const sandboxSeedBench: Bench = {
  name: 'Sandbox seed time by scale',
  async run() {
    const figures = benchSeed();
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
