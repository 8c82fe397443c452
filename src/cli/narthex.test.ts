/** The `narthex` command, spawned as users run it: node bin/narthex.mjs … */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BOT_RULES } from '../rules/test-fixtures';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TIMEOUT = 60_000;
let dir = '';

function narthex(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bin/narthex.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    ...(input !== undefined ? { input } : {}),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function file(name: string, text: string): string {
  const full = path.join(dir, name);
  writeFileSync(full, text);
  return full;
}

const INVALID = `rules:
  - when:
      event: pull_request
      action: edited
      has_tracker_tasks: false
    then:
      create_task:
        project: 123
        workspace: '1'
        title: 'Fix {{pr.title}}'
`;

const WORKFLOW = `on:
  pull_request:
    types: [opened]
jobs:
  sync:
    runs-on: ubuntu-latest
    steps:
      - uses: planningcenter/asana-github-sync@v1
        with:
          asana_token: \${{ secrets.ASANA_TOKEN }}
          github_token: \${{ secrets.GITHUB_TOKEN }}
          rules: |
            - when:
                event: pull_request
                action: opened
                has_asana_tasks: false
              then:
                create_task:
                  project: '1'
                  workspace: 2
                  title: '{{pr.title}}'
`;

const EVENT = JSON.stringify({
  event: { name: 'pull_request', action: 'opened' },
  pr: {
    number: 42,
    title: 'chore(deps): bump lodash',
    body: 'BUILD-7',
    author: 'dependabot[bot]',
    url: 'https://github.com/o/r/pull/42',
  },
});

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'narthex-cli-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('narthex rules validate', () => {
  it(
    'exits 0 for a valid file and prints a summary',
    () => {
      const rules = file('bots.yaml', BOT_RULES);
      const result = narthex(['rules', 'validate', rules]);
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(`${rules}: valid (1 rule; 0 errors, 0 warnings)\n`);
    },
    TIMEOUT,
  );

  it(
    'exits 1 for an invalid file with file:line:col: severity: message lines',
    () => {
      const rules = file('invalid.yaml', INVALID);
      const result = narthex(['rules', 'validate', rules]);
      expect(result.code).toBe(1);
      const lines = result.stdout.trim().split('\n');
      expect(lines[0]).toMatch(
        new RegExp(
          `^${rules.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:4:15: error: Rule 0: has_tracker_tasks: false with action 'edited'`,
        ),
      );
      expect(lines[1]).toBe(
        `${rules}:8:18: error: Rule 0: create_task.project is required and must be a string — 123 is an unquoted number; quote it: '123'`,
      );
      expect(lines.at(-1)).toBe(`${rules}: invalid (1 rule; 2 errors, 0 warnings)`);
    },
    TIMEOUT,
  );

  it(
    '--json prints { valid, diagnostics: [{ severity, message, rule, path, line, column }] }',
    () => {
      const result = narthex(['rules', 'validate', file('invalid.yaml', INVALID), '--json']);
      expect(result.code).toBe(1);
      const json = JSON.parse(result.stdout) as {
        valid: boolean;
        diagnostics: Record<string, unknown>[];
      };
      expect(json.valid).toBe(false);
      expect(json.diagnostics[1]).toMatchObject({
        severity: 'error',
        message:
          "Rule 0: create_task.project is required and must be a string — 123 is an unquoted number; quote it: '123'",
        rule: 0,
        path: 'rules[0].then.create_task.project',
        line: 8,
        column: 18,
      });
    },
    TIMEOUT,
  );

  it(
    'reads standard input for -',
    () => {
      const result = narthex(['rules', 'validate', '-', '--json'], BOT_RULES);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({ valid: true, diagnostics: [] });
      const invalid = narthex(['rules', 'validate', '-'], INVALID);
      expect(invalid.code).toBe(1);
      expect(invalid.stdout).toMatch(/^<stdin>:4:15: error:/);
    },
    TIMEOUT,
  );

  it(
    'checks the rules and user_mappings of a workflow file, at the workflow lines',
    () => {
      const workflow = file('sync.yml', WORKFLOW);
      const result = narthex(['rules', 'validate', workflow]);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(
        `${workflow}:20:30: error: Rule 0: create_task.workspace is required and must be a string`,
      );
      expect(result.stdout).toContain('(1 rule in a workflow file; 1 error, 0 warnings)');
    },
    TIMEOUT,
  );

  it(
    'checks a separate user mappings file',
    () => {
      const mappings = file('mappings.yaml', 'octocat: 12\n');
      const result = narthex([
        'rules',
        'validate',
        file('bots.yaml', BOT_RULES),
        '--user-mappings',
        mappings,
      ]);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(`${mappings}:1:10: error: Invalid user_mappings YAML`);
    },
    TIMEOUT,
  );

  it(
    'exits 2 on bad usage or an unreadable file, with a message on stderr',
    () => {
      for (const args of [
        ['rules', 'validate'],
        ['rules', 'validate', 'a', 'b'],
        ['rules', 'validate', 'x', '--nope'],
        ['rules', 'frobnicate'],
        [],
      ]) {
        const result = narthex(args);
        expect(result.code, args.join(' ')).toBe(2);
        expect(result.stderr).toMatch(/^narthex: /);
        expect(result.stdout).toBe('');
      }
      const missing = narthex(['rules', 'validate', path.join(dir, 'missing.yaml')]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toBe(
        `narthex: cannot read ${path.join(dir, 'missing.yaml')}: no such file\n`,
      );
    },
    TIMEOUT,
  );
});

describe('narthex rules render', () => {
  it(
    'prints the rendered text and nothing else',
    () => {
      const context = file(
        'context.json',
        JSON.stringify({ ...JSON.parse(EVENT), userMappings: { 'dependabot[bot]': '77' } }),
      );
      const result = narthex([
        'rules',
        'render',
        '--template',
        '{{clean_title pr.title}} #{{pr.number}} {{extract_from_body "BUILD-(\\d+)"}} {{map_host_to_tracker pr.author}}',
        '--context',
        context,
      ]);
      expect(result).toEqual({ code: 0, stdout: 'bump lodash #42 7 77', stderr: '' });
    },
    TIMEOUT,
  );

  it(
    'uses --user-mappings, and fails with an empty stdout when the template fails',
    () => {
      const context = file('context.json', EVENT);
      const mappings = file('mappings.yaml', "'dependabot[bot]': '88'\n");
      expect(
        narthex([
          'rules',
          'render',
          '--template',
          '{{map_github_to_asana pr.author}}',
          '--context',
          context,
          '--user-mappings',
          mappings,
        ]).stdout,
      ).toBe('88');
      const failed = narthex([
        'rules',
        'render',
        '--template',
        '{{eq pr.title "x"}}',
        '--context',
        context,
      ]);
      expect(failed.code).toBe(1);
      expect(failed.stdout).toBe('');
      expect(failed.stderr).toContain('Missing helper: "eq"');
    },
    TIMEOUT,
  );

  it(
    'exits 2 without --template or --context, or with a context that is not JSON',
    () => {
      expect(narthex(['rules', 'render', '--context', file('context.json', EVENT)]).code).toBe(2);
      expect(narthex(['rules', 'render', '--template', 'x']).code).toBe(2);
      const bad = narthex([
        'rules',
        'render',
        '--template',
        'x',
        '--context',
        file('bad.json', '{'),
      ]);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/is not valid JSON/);
    },
    TIMEOUT,
  );
});

describe('narthex rules preview', () => {
  it(
    'says which rules match, why, and the rendered task',
    () => {
      const result = narthex([
        'rules',
        'preview',
        file('bots.yaml', BOT_RULES),
        '--event',
        file('event.json', EVENT),
      ]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Rule 0: matches');
      expect(result.stdout).toContain('✓ author: the author is dependabot[bot]');
      expect(result.stdout).toContain('title: "bump lodash (#42)"');
      expect(result.stdout).toContain('Result: creates 1 task');
      expect(result.stdout).toContain(
        'Asana task: [bump lodash (#42)](https://app.asana.com/0/1201234567890123/',
      );
    },
    TIMEOUT,
  );

  it(
    '--json gives the preview as data',
    () => {
      const result = narthex(
        ['rules', 'preview', '-', '--event', file('event.json', EVENT), '--json'],
        BOT_RULES,
      );
      const json = JSON.parse(result.stdout) as {
        valid: boolean;
        path: string;
        tasks: { title: { text: string } }[];
      };
      expect(json.valid).toBe(true);
      expect(json.path).toBe('create');
      expect(json.tasks[0]?.title.text).toBe('bump lodash (#42)');
    },
    TIMEOUT,
  );
});
