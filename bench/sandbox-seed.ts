/**
 * Sandbox seed: seeds an in-memory database at each scale (small, medium, large) and prints the
 * time the seed took and the rows it made, in total and for the largest tables.
 */
import { openDatabase } from '../src/sandbox/database';
import { seedDatabase } from '../src/sandbox/seed/seed';
import type { SeedScale } from '../src/sandbox/seed/seed';
import type { Bench } from './run';

const SCALES: readonly SeedScale[] = ['small', 'medium', 'large'];

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
  readonly rows: number;
  readonly counts: Readonly<Record<string, number>>;
}

export function measureSeed(scale: SeedScale, seed = 1): SeedFigures {
  const db = openDatabase({ file: ':memory:' });
  try {
    const started = performance.now();
    const { counts } = seedDatabase(db, { scale, seed });
    const ms = performance.now() - started;
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return { scale, ms, rows, counts };
  } finally {
    db.close();
  }
}

const format = (n: number) => n.toLocaleString('en-US');

export async function benchSeed(): Promise<void> {
  for (const scale of SCALES) {
    const figures = measureSeed(scale);
    console.log(
      `${scale.padEnd(6)} ${format(Math.round(figures.ms)).padStart(6)} ms  ${format(figures.rows).padStart(9)} rows`,
    );
    console.log(
      `       ${HEADLINE.map((t) => `${t} ${format(figures.counts[t] ?? 0)}`).join(', ')}`,
    );
    // Let the event loop breathe between scales (logs flush, timers run).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export const sandboxSeedBench: Bench = {
  name: 'Sandbox seed time by scale',
  async run() {
    await benchSeed();
    return { targets: [] };
  },
};
