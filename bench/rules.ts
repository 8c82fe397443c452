/**
 * Rules engine: validate plus preview of a generated 500-rule file (half bot-PR create_task
 * rules with templates in every field, half update rules), median ms over several runs against
 * a 50 ms target, measured two ways:
 *
 * - cold: every cache cleared before each run (opening the file);
 * - keystroke: one rule changed before each run, the other rules' parses cached (typing).
 *
 * Wall-clock is the figure judged; CPU time is printed too, since on a busy machine it shows
 * the engine's own cost. Standalone: npx tsx bench/rules.ts
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';

import { analyzeRules } from '../src/rules/analyze';
import { previewRules } from '../src/rules/preview';
import type { SampleEvent } from '../src/rules/sample-event';
import { clearChunkCache } from '../src/rules/rule-chunks';
import { clearTemplateCache } from '../src/rules/template-parse';
import type { Bench, BenchResult } from './run';

export const RULES_TARGET_MS = 50;
const RULE_COUNT = 500;
const WARM_UP = 3;
const RUNS = 15;

function createRule(i: number): string {
  return `  - when:
      event: pull_request
      action: [opened, ready_for_review]
      has_tracker_tasks: false
      author: ['dependabot[bot]', 'renovate[bot]', user${i}]
    then:
      create_task:
        project: '1201${String(i).padStart(12, '0')}'
        workspace: '1200000000000001'
        section: '1201000000000002'
        title: '{{clean_title pr.title}} (#{{pr.number}})'
        notes: '{{sanitize_markdown pr.body}}'
        assignee: '{{map_host_to_tracker pr.author}}'
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

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export interface RunFigures {
  readonly wallMs: readonly number[];
  readonly cpuMs: readonly number[];
}

export interface RulesFigures {
  readonly rules: number;
  readonly lines: number;
  readonly kilobytes: number;
  readonly tasks: number;
  readonly cold: RunFigures;
  readonly keystroke: RunFigures;
}

function timeRuns(before: (run: number) => string, count: number): RunFigures {
  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  for (let i = -WARM_UP; i < count; i++) {
    const text = before(i);
    const cpu = process.cpuUsage();
    const started = performance.now();
    validateAndPreview(text);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (i < 0) continue;
    wallMs.push(wall);
    cpuMs.push((used.user + used.system) / 1000);
  }
  return { wallMs, cpuMs };
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
    `${label}: median ${wall.toFixed(1)} ms wall (min ${Math.min(...runs.wallMs).toFixed(1)}, max ${Math.max(...runs.wallMs).toFixed(1)}), median ${cpu.toFixed(1)} ms CPU, over ${RUNS} runs`,
  );
  return { wall, cpu };
}

export function benchRules(): Promise<BenchResult> {
  const figures = measureRules();
  console.log(
    `${figures.rules} rules (${figures.lines} lines, ${figures.kilobytes.toFixed(0)} kB), ${figures.tasks} tasks previewed`,
  );
  const cold = describeRuns('cold (file opened)   ', figures.cold);
  const keystroke = describeRuns('keystroke (one rule)', figures.keystroke);
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const targets = [
    { name: 'cold', ...cold },
    { name: 'keystroke', ...keystroke },
  ].map(({ name, wall, cpu }) => ({
    target: `validate + preview of ${figures.rules} rules, ${name}, at most ${RULES_TARGET_MS} ms (median)`,
    actual: `${wall.toFixed(1)} ms wall, ${cpu.toFixed(1)} ms CPU`,
    pass: wall <= RULES_TARGET_MS,
  }));
  for (const t of targets)
    console.log(`${t.pass ? 'PASS' : 'FAIL'}  ${t.target} (actual ${t.actual})`);
  return Promise.resolve({ targets });
}

export const rulesBench: Bench = {
  name: 'Rules engine: validate + preview of 500 rules',
  run: benchRules,
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchRules().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
