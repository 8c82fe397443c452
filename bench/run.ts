/**
 * `npm run bench`: runs each benchmark in turn, each in a process of its own, prints its figures
 * as it goes and, at the end, a table of every target: the figure, the target, pass or miss.
 *
 * - `npm run bench -- WORDS…` runs only the benchmarks whose name contains one of the words
 *   (case-insensitive); `npm run bench -- --help` lists them in the order they run.
 * - Exit status: 1 when a target is missed or a benchmark could not run (it threw or its process
 *   died), else 0. With `--no-fail` a miss only prints: the status is 1 only when a benchmark
 *   could not run, since then there is no figure to print.
 *
 * A process per benchmark, so that each measures the machine as it normally is: what one leaves
 * behind (a heap grown by the xlarge seed, JIT state, servers still stopping) ends with its
 * process. The sandbox benchmarks, whose xlarge scale needs several GB and minutes of CPU, run
 * last. To add a benchmark, write a module that exports a `Bench` (bench-result.ts) and add its
 * loader to BENCHES.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bench, BenchResult, TargetCheck } from './bench-result';

// The browser side's benchmarks still import these types from here.
export type { Bench, BenchResult, TargetCheck } from './bench-result';

/** Every benchmark, in the order they run. */
const BENCHES: readonly (() => Promise<Bench>)[] = [
  () => import('./bundle-size').then((m) => m.bundleSizeBench),
  () => import('./first-row').then((m) => m.firstRowBench),
  () => import('./lighthouse').then((m) => m.lighthouseBench),
  () => import('./proxy').then((m) => m.proxyBench),
  () => import('./proxy-redis').then((m) => m.proxyRedisBench),
  () => import('./real-dialect-walk').then((m) => m.realDialectWalkBench),
  () => import('./pacing').then((m) => m.pacingBench),
  () => import('./rules').then((m) => m.rulesBench),
  () => import('./attendance-report').then((m) => m.attendanceReportBench),
  () => import('./statement-pdfs').then((m) => m.statementPdfsBench),
  () => import('./statements-walk').then((m) => m.statementsWalkBench),
  () => import('./live-board').then((m) => m.liveBoardBench),
  () => import('./missing-regulars').then((m) => m.missingRegularsBench),
  () => import('./sandbox-seed').then((m) => m.sandboxSeedBench),
  () => import('./sandbox-latency').then((m) => m.sandboxLatencyBench),
];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const childFlag = '--bench-index';

/** What a benchmark's process sends back. */
type ChildMessage = { kind: 'result'; result: BenchResult } | { kind: 'error'; message: string };

/** In the benchmark's own process: runs it and sends its targets to the runner. */
async function runChild(index: number): Promise<void> {
  // Started by hand (no channel to a runner), the outcome is printed instead.
  const send = (message: ChildMessage) =>
    new Promise<void>((resolve) => {
      if (process.send) process.send(message, () => resolve());
      else resolve(console.log(JSON.stringify(message)));
    });
  try {
    const bench = await BENCHES[index]?.();
    if (!bench) throw new Error(`no benchmark ${index}`);
    await send({ kind: 'result', result: await bench.run() });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    await send({ kind: 'error', message });
  }
  // Whatever a benchmark left open (keep-alive sockets, timers) ends with its process.
  process.exit(0);
}

/** Runs benchmark `index` in a new process; its output goes straight to ours. */
function runInChild(index: number): Promise<ChildMessage> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), childFlag, String(index)],
      { cwd: ROOT, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
    );
    let message: ChildMessage | undefined;
    child.on('message', (received: ChildMessage) => (message = received));
    child.on('error', (error) => resolve({ kind: 'error', message: String(error) }));
    child.on('exit', (code, signal) =>
      resolve(
        message ?? {
          kind: 'error',
          message: `its process ended (${signal ?? `exit code ${String(code)}`}) without a result`,
        },
      ),
    );
  });
}

interface Row {
  readonly bench: string;
  readonly check: TargetCheck | undefined;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** The closing table: one line per target, grouped by benchmark; a benchmark that did not run is ERROR. */
function printTable(rows: readonly Row[]): void {
  const figureWidth = Math.min(40, Math.max(6, ...rows.map((r) => r.check?.actual.length ?? 0)));
  console.log(`${'result'.padEnd(7)} ${'figure'.padEnd(figureWidth)}  target`);
  let bench = '';
  for (const row of rows) {
    if (row.bench !== bench) {
      bench = row.bench;
      console.log(bench);
    }
    const { check } = row;
    if (!check) {
      console.log(`${'ERROR'.padEnd(7)} ${'-'.padEnd(figureWidth)}  did not run`);
      continue;
    }
    const result = check.pass ? 'pass' : 'MISS';
    console.log(`${result.padEnd(7)} ${check.actual.padEnd(figureWidth)}  ${check.target}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const childAt = args.indexOf(childFlag);
  if (childAt >= 0) {
    await runChild(Number(args[childAt + 1]));
    return;
  }
  const benches = await Promise.all(BENCHES.map((loadBench) => loadBench()));
  if (args.includes('--help') || args.includes('-h')) {
    console.log(
      'Usage: npm run bench [-- [--no-fail] WORDS…]: only the benchmarks whose name contains a word.\n' +
        'Exits 1 on a missed target or a benchmark that could not run; with --no-fail only on the latter.\n' +
        'The benchmarks, in the order they run:',
    );
    for (const bench of benches) console.log(`  ${bench.name}`);
    return;
  }
  const noFail = args.includes('--no-fail');
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--no-fail');
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(', ')}; see --help.`);
    process.exitCode = 2;
    return;
  }
  const words = args.filter((arg) => !arg.startsWith('-')).map((word) => word.toLowerCase());
  const chosen = benches.flatMap((bench, index) =>
    words.length === 0 || words.some((w) => bench.name.toLowerCase().includes(w))
      ? [{ bench, index }]
      : [],
  );
  if (chosen.length === 0) {
    console.error(`No benchmark's name contains ${words.join(' or ')}; see --help.`);
    process.exitCode = 2;
    return;
  }

  console.log(`load average at the start: ${load()}`);
  const rows: Row[] = [];
  for (const { bench, index } of chosen) {
    console.log(`\n=== ${bench.name} ===\n`);
    const outcome = await runInChild(index);
    if (outcome.kind === 'error') {
      console.error(`${bench.name} could not run:\n${outcome.message}`);
      rows.push({ bench: bench.name, check: undefined });
      continue;
    }
    for (const check of outcome.result.targets) rows.push({ bench: bench.name, check });
  }

  const missed = rows.filter((row) => row.check?.pass === false).length;
  const crashed = rows.filter((row) => row.check === undefined).length;
  console.log(
    `\n=== Summary: ${rows.length - crashed} targets, ${missed} missed` +
      `${crashed > 0 ? `, ${crashed} benchmarks did not run` : ''}; load average ${load()} ===\n`,
  );
  printTable(rows);
  if (crashed > 0 || (missed > 0 && !noFail)) process.exitCode = 1;
}

await main();
