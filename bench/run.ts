/**
 * `npm run bench`: runs each benchmark module in turn and prints its figures.
 * `npm run bench -- WORDS…` runs only the benchmarks whose name contains one of the words
 * (case-insensitive); `npm run bench -- --help` lists them.
 *
 * To add a benchmark, write a module that exports a `Bench` and append it to BENCHES.
 * A missed target is reported as FAIL and, like a benchmark that cannot run at all (it
 * throws), makes the process exit non-zero.
 */
import { attendanceReportBench } from './attendance-report';
import { bundleSizeBench } from './bundle-size';
import { firstRowBench } from './first-row';
import { lighthouseBench } from './lighthouse';
import { pacingBench } from './pacing';
import { proxyBench } from './proxy';
import { proxyRedisBench } from './proxy-redis';
import { realDialectWalkBench } from './real-dialect-walk';
import { rulesBench } from './rules';
import { sandboxLatencyBench } from './sandbox-latency';
import { sandboxSeedBench } from './sandbox-seed';

/** One target a benchmark checks, e.g. "initial JS at most 200 kB gzip". */
export interface TargetCheck {
  readonly target: string;
  readonly actual: string;
  readonly pass: boolean;
}

export interface BenchResult {
  readonly targets: readonly TargetCheck[];
}

export interface Bench {
  readonly name: string;
  /** Measures, prints its own figures, and returns the targets it checked. */
  readonly run: () => Promise<BenchResult>;
}

const BENCHES: readonly Bench[] = [
  bundleSizeBench,
  firstRowBench,
  lighthouseBench,
  sandboxSeedBench,
  sandboxLatencyBench,
  proxyBench,
  rulesBench,
  proxyRedisBench,
  realDialectWalkBench,
  pacingBench,
  attendanceReportBench,
];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(
      'Usage: npm run bench [-- WORDS…]: only the benchmarks whose name contains a word.',
    );
    for (const bench of BENCHES) console.log(`  ${bench.name}`);
    return;
  }
  const words = args.map((word) => word.toLowerCase());
  const chosen = BENCHES.filter(
    (bench) => words.length === 0 || words.some((w) => bench.name.toLowerCase().includes(w)),
  );
  if (chosen.length === 0) {
    console.error(`No benchmark's name contains ${args.join(' or ')}; see --help.`);
    process.exitCode = 1;
    return;
  }
  const summary: string[] = [];
  let crashed = false;
  let missed = false;

  for (const bench of chosen) {
    console.log(`\n=== ${bench.name} ===\n`);
    try {
      const { targets } = await bench.run();
      for (const t of targets) {
        if (!t.pass) missed = true;
        summary.push(
          `${t.pass ? 'PASS' : 'FAIL'}  ${bench.name}: ${t.target} (actual ${t.actual})`,
        );
      }
    } catch (error) {
      crashed = true;
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(`${bench.name} could not run:\n${message}`);
      summary.push(`ERROR ${bench.name}: did not run`);
    }
  }

  console.log('\n=== Summary ===\n');
  for (const line of summary) {
    console.log(line);
  }
  if (crashed || missed) {
    process.exitCode = 1;
  }
}

await main();
