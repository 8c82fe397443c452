/**
 * Rules engine: validate plus preview of a generated 500-rule file (half bot-PR create_task
 * rules with templates in every field, half update rules), median ms over several runs, measured
 * two ways in process:
 *
 * - cold: every cache cleared before each run (opening the file), at most 1.25x the baseline;
 * - keystroke: one rule changed before each run, the other rules' parses cached (typing),
 *   at most 0.5x the baseline (D68: the editor re-checks on every keystroke).
 *
 * The baseline is the same text parsed by the yaml library alone, timed just before each run,
 * so a busy machine slows both sides of the ratio alike.
 *
 * And as CI meets it, each run in a new process (median of several), with the file written to
 * disk (the spec's spelling, so --target spec):
 *
 * - fresh process: one validate + preview in a new node process, only the work timed (the
 *   modules are loaded first), printed for reference: its code runs for the first time, so it
 *   is what the CLI row pays on top of start-up, and that row is the one judged;
 * - CLI: `narthex rules preview FILE --event … --user-mappings … --target spec` through the
 *   compiled CLI (bin/narthex.mjs, built first), spawn to exit, start-up included, against
 *   400 ms. That one command validates every rule and previews the event; `narthex rules
 *   validate` of the same file is printed too.
 *
 * Wall-clock is the figure judged; CPU time is printed too, since on a busy machine it shows
 * the engine's own cost. Standalone: npx tsx bench/rules.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { parseDocument } from 'yaml';

import { analyzeRules } from '../src/rules/analyze';
import { previewRules } from '../src/rules/preview';
import type { SampleEvent } from '../src/rules/sample-event';
import { clearChunkCache } from '../src/rules/rule-chunks';
import { clearTemplateCache } from '../src/rules/template-parse';
import type { Bench, BenchResult } from './bench-result';
import { median } from './stats';

/**
 * A cold validate + preview in process (issue 18, D88), against reading the same file with the
 * yaml library alone: about that one parse (the engine parses rule by rule, and caches); 0.6x
 * idle and 0.87x beside the sandbox bench here, so 1.25x leaves room for a busy machine.
 * Issue 18's 100 ms was 1.4x of that parse here (70 ms) when this became a ratio (issue 41).
 */
export const RULES_COLD_TARGET_RATIO = 1.25;
/** D68: a keystroke's re-check, at most half a parse of the whole file (50 ms was 0.7x). */
export const RULES_KEYSTROKE_TARGET_RATIO = 0.5;
/** The compiled CLI's preview of the 500 rules, start-up included, against `node -e 0`. */
export const RULES_CLI_TARGET_RATIO = 8;
/** `narthex --help` against `node -e 0`, spawned in the same run. */
export const CLI_HELP_TARGET_RATIO = 1.5;
const HELP_RUNS = 10;
const RULE_COUNT = 500;
const WARM_UP = 3;
const RUNS = 15;
/** New processes per figure of the fresh-process and CLI rows. */
const PROCESS_RUNS = 9;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function createRule(i: number): string {
  return `  - when:
      event: pull_request
      action: [opened, ready_for_review]
      has_asana_tasks: false
      author: ['dependabot[bot]', 'renovate[bot]', user${i}]
    then:
      create_task:
        project: '1201${String(i).padStart(12, '0')}'
        workspace: '1200000000000001'
        section: '1201000000000002'
        title: '{{clean_title pr.title}} (#{{pr.number}})'
        notes: '{{sanitize_markdown pr.body}}'
        assignee: '{{map_github_to_asana pr.author}}'
        initial_fields:
          '1202000000000003': '{{extract_from_body "BUILD-(\\d+)"}}'
          '1202000000000004': '{{or (extract_from_title "\\[(\\w+)\\]") "none"}}'`;
}

function updateRule(i: number): string {
  return `  - when:
      event: pull_request
      action: closed
      merged: true
      has_labels: [release, 'rule-${i}']
    then:
      update_fields:
        '1202000000000005': 'Merged in #{{pr.number}}'
      mark_complete: true
      post_pr_comment: 'Updated {{summary.total}} task(s) for {{pr.title}}'`;
}

/** A rules file of `count` rules, alternating create and update rules. */
export function generateRules(count: number): string {
  const rules = Array.from({ length: count }, (_, i) =>
    i % 2 === 0 ? createRule(i) : updateRule(i),
  );
  return `rules:\n${rules.join('\n')}\n`;
}

const EVENT: SampleEvent = {
  event: { name: 'pull_request', action: 'opened' },
  pr: {
    number: 4821,
    title: 'chore(deps): bump lodash from 4.17.20 to 4.17.21 [deps]',
    body: 'Bumps lodash.\n\nBUILD-1234\n\n![chart](https://example.test/c.png)\n<details><summary>Notes</summary>long</details>',
    url: 'https://github.com/example/app/pull/4821',
    author: 'dependabot[bot]',
    draft: false,
    merged: false,
    labels: ['dependencies'],
  },
};

const USER_MAPPINGS = "'dependabot[bot]': '1200000000000009'\n";

export interface RunFigures {
  readonly wallMs: readonly number[];
  readonly cpuMs: readonly number[];
}

export interface InProcessFigures extends RunFigures {
  /** The same text read by the YAML parser alone, timed just before each run (the baseline). */
  readonly parseMs: readonly number[];
}

export interface RulesFigures {
  readonly rules: number;
  readonly lines: number;
  readonly kilobytes: number;
  readonly tasks: number;
  readonly cold: InProcessFigures;
  readonly keystroke: InProcessFigures;
}

function timeRuns(before: (run: number) => string, count: number): InProcessFigures {
  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  const parseMs: number[] = [];
  for (let i = -WARM_UP; i < count; i++) {
    const text = before(i);
    // The floor of any check of the file: reading it with the engine's own YAML parser, once,
    // interleaved with the runs so that a busy machine slows both alike.
    const parseStarted = performance.now();
    parseDocument(text);
    const parse = performance.now() - parseStarted;
    const cpu = process.cpuUsage();
    const started = performance.now();
    validateAndPreview(text);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (i < 0) continue;
    wallMs.push(wall);
    cpuMs.push((used.user + used.system) / 1000);
    parseMs.push(parse);
  }
  return { wallMs, cpuMs, parseMs };
}

function validateAndPreview(text: string): number {
  const analysis = analyzeRules(text, { userMappings: USER_MAPPINGS });
  const preview = previewRules(analysis, EVENT);
  if (!analysis.valid) {
    throw new Error(
      `the generated rules should be valid: ${analysis.diagnostics[0]?.message ?? ''}`,
    );
  }
  return preview.tasks.length;
}

export function measureRules(count = RULE_COUNT): RulesFigures {
  const text = generateRules(count);
  const cold = timeRuns(() => {
    clearTemplateCache();
    clearChunkCache();
    return text;
  }, RUNS);
  // Each run edits one rule's title, as typing does; the other rules are cached from before.
  const keystroke = timeRuns(
    (run) =>
      text.replace(
        "title: '{{clean_title pr.title}} (#{{pr.number}})'",
        `title: 'Edit ${run} {{clean_title pr.title}}'`,
      ),
    RUNS,
  );
  return {
    rules: count,
    lines: text.split('\n').length - 1,
    kilobytes: text.length / 1000,
    tasks: validateAndPreview(text),
    cold,
    keystroke,
  };
}

function describeRuns(label: string, runs: RunFigures): { wall: number; cpu: number } {
  const wall = median(runs.wallMs);
  const cpu = median(runs.cpuMs);
  console.log(
    `${label}: median ${wall.toFixed(1)} ms wall (min ${Math.min(...runs.wallMs).toFixed(1)}, max ${Math.max(...runs.wallMs).toFixed(1)}), median ${cpu.toFixed(1)} ms CPU, over ${runs.wallMs.length} runs`,
  );
  return { wall, cpu };
}

export interface ProcessFigures {
  readonly fresh: RunFigures;
  readonly cliPreview: readonly number[];
  readonly cliValidate: readonly number[];
  /** `narthex --help`, and an empty node for comparison (this machine's start-up alone). */
  readonly help: readonly number[];
  readonly emptyNode: readonly number[];
}

function spawnNode(args: readonly string[]): { stdout: string; ms: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (result.status !== 0) {
    throw new Error(`node ${args.join(' ')} exited ${result.status ?? ''}:\n${result.stderr}`);
  }
  return { stdout: result.stdout, ms };
}

/** Cold runs in new processes: the engine alone, and the compiled CLI spawn to exit. */
export function measureInNewProcesses(count = RULE_COUNT): ProcessFigures {
  spawnNode([path.join(ROOT, 'scripts/build-cli.mjs')]);
  const dir = mkdtempSync(path.join(tmpdir(), 'narthex-bench-rules-'));
  try {
    const rules = path.join(dir, 'rules.yaml');
    const mappings = path.join(dir, 'mappings.yaml');
    const event = path.join(dir, 'event.json');
    writeFileSync(rules, generateRules(count));
    writeFileSync(mappings, USER_MAPPINGS);
    writeFileSync(event, JSON.stringify(EVENT));
    const fresh = { wallMs: [] as number[], cpuMs: [] as number[] };
    const cliPreview: number[] = [];
    const cliValidate: number[] = [];
    const bin = path.join(ROOT, 'bin/narthex.mjs');
    const common = ['--user-mappings', mappings, '--target', 'spec'];
    for (let i = 0; i < PROCESS_RUNS; i++) {
      const run = spawnNode([
        '--import',
        'tsx',
        path.join(ROOT, 'bench/rules-cold.ts'),
        rules,
        mappings,
        event,
        'spec',
      ]);
      const figures = JSON.parse(run.stdout) as { wallMs: number; cpuMs: number; valid: boolean };
      if (!figures.valid) throw new Error('the generated rules should be valid');
      fresh.wallMs.push(figures.wallMs);
      fresh.cpuMs.push(figures.cpuMs);
      cliPreview.push(spawnNode([bin, 'rules', 'preview', rules, '--event', event, ...common]).ms);
      cliValidate.push(spawnNode([bin, 'rules', 'validate', rules, ...common]).ms);
    }
    const help: number[] = [];
    const emptyNode: number[] = [];
    for (let i = 0; i < HELP_RUNS; i++) {
      help.push(spawnNode([bin, '--help']).ms);
      emptyNode.push(spawnNode(['-e', '0']).ms);
    }
    return { fresh, cliPreview, cliValidate, help, emptyNode };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function describeSpawns(label: string, ms: readonly number[]): number {
  const wall = median(ms);
  console.log(
    `${label}: median ${wall.toFixed(1)} ms wall (min ${Math.min(...ms).toFixed(1)}, max ${Math.max(...ms).toFixed(1)}), over ${ms.length} processes`,
  );
  return wall;
}

export function benchRules(): Promise<BenchResult> {
  const figures = measureRules();
  console.log(
    `${figures.rules} rules (${figures.lines} lines, ${figures.kilobytes.toFixed(0)} kB), ${figures.tasks} tasks previewed`,
  );
  const cold = describeRuns('cold (file opened)   ', figures.cold);
  const keystroke = describeRuns('keystroke (one rule)', figures.keystroke);
  const processes = measureInNewProcesses();
  // Shown, not judged: the CLI row below contains it, start-up included (D88).
  describeRuns('fresh process, work ', processes.fresh);
  const cliPreview = describeSpawns('CLI rules preview   ', processes.cliPreview);
  describeSpawns('CLI rules validate  ', processes.cliValidate);
  const help = describeSpawns('narthex --help      ', processes.help);
  const emptyNode = describeSpawns('node -e 0 (start-up)', processes.emptyNode);
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const targets = [
    { name: 'cold', targetRatio: RULES_COLD_TARGET_RATIO, runs: figures.cold, ...cold },
    {
      name: 'keystroke',
      targetRatio: RULES_KEYSTROKE_TARGET_RATIO,
      runs: figures.keystroke,
      ...keystroke,
    },
  ].map(({ name, targetRatio, runs, wall, cpu }) => {
    const parse = median(runs.parseMs);
    const ratio = wall / parse;
    return {
      target: `validate + preview of ${figures.rules} rules in process, ${name}, at most ${targetRatio}x parsing the same file with the yaml library alone (medians, interleaved)`,
      actual: `${ratio.toFixed(2)}x (${wall.toFixed(1)} against ${parse.toFixed(1)} ms; ${cpu.toFixed(1)} ms CPU)`,
      pass: ratio <= targetRatio,
    };
  });
  targets.push(
    {
      target: `validate + preview of ${figures.rules} rules through the compiled CLI (narthex rules preview, start-up included), at most ${RULES_CLI_TARGET_RATIO}x node -e 0 (medians)`,
      actual: `${(cliPreview / emptyNode).toFixed(2)}x (${cliPreview.toFixed(1)} against ${emptyNode.toFixed(1)} ms)`,
      pass: cliPreview / emptyNode <= RULES_CLI_TARGET_RATIO,
    },
    {
      target: `narthex --help (compiled CLI, spawn to exit) at most ${CLI_HELP_TARGET_RATIO}x node -e 0 (medians of ${HELP_RUNS})`,
      actual: `${(help / emptyNode).toFixed(2)}x (${help.toFixed(1)} against ${emptyNode.toFixed(1)} ms)`,
      pass: help / emptyNode <= CLI_HELP_TARGET_RATIO,
    },
  );
  return Promise.resolve({ targets });
}

export const rulesBench: Bench = {
  name: 'Rules engine and CLI',
  run: benchRules,
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchRules().then(
    ({ targets }) => {
      for (const t of targets) {
        console.log(`${t.pass ? 'PASS' : 'MISS'}  ${t.target} (actual ${t.actual})`);
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
