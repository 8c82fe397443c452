/**
 * `npm run bench`: runs each benchmark module in turn and prints its figures.
 *
 * To add a benchmark, write a module that exports a `Bench` and append it to BENCHES.
 * A missed target is reported as FAIL but does not change the exit code; only a benchmark
 * that cannot run at all (it throws) makes the process exit non-zero.
 */
import { bundleSizeBench } from './bundle-size';
import { proxyBench } from './proxy';
import { proxyRedisBench } from './proxy-redis';
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
  sandboxSeedBench,
  sandboxLatencyBench,
  proxyBench,
  rulesBench,
  proxyRedisBench,
];

async function main(): Promise<void> {
  const summary: string[] = [];
  let crashed = false;

  for (const bench of BENCHES) {
    console.log(`\n=== ${bench.name} ===\n`);
    try {
      const { targets } = await bench.run();
      for (const t of targets) {
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
  if (crashed) {
    process.exitCode = 1;
  }
}

await main();
