/**
 * `narthex rules validate`, run in process: several files and globs, the three formats,
 * --max-warnings, --target and the exit codes.
 */
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { INVALID, runInProcess, temporaryDirectory } from './test-support';

const VALID = `rules:
  - when:
      event: pull_request
      action: opened
      has_asana_tasks: false
    then:
      create_task:
        project: '1201234567890123'
        workspace: '1200000000000001'
        title: '{{clean_title pr.title}}'
`;

/** One warning: line 10, columns 19–27. */
const WARNING = VALID.replace('{{clean_title pr.title}}', '{{pr.titel}}');

const WARNING_MESSAGE =
  'Rule 0: title: pr has no field "titel", so "pr.titel" renders "". Did you mean pr.title?';
const LOOP_MESSAGE =
  "Rule 0: has_asana_tasks: false with action 'edited' and create_task loops: the action appends the task link to the body, which is an edit, which fires 'edited' again. Use opened, labeled or ready_for_review.";
const GID_MESSAGE =
  "Rule 0: create_task.project is required and must be a string — 123 is an unquoted number; quote it: '123'";

let temp: ReturnType<typeof temporaryDirectory>;
let valid = '';
let warning = '';
let invalid = '';

beforeAll(() => {
  temp = temporaryDirectory('narthex-validate-');
  valid = temp.write('a-valid.yaml', VALID);
  warning = temp.write('b-warning.yaml', WARNING);
  invalid = temp.write('c-invalid.yaml', INVALID);
  temp.write('nested/d-valid.yml', VALID);
});

afterAll(() => {
  temp.remove();
});

const validate = (...args: string[]) => runInProcess(['rules', 'validate', ...args]);

describe('several files and globs', () => {
  it('checks each file: its lines and summary, then a total; exit 1 when any has an error', async () => {
    expect(await validate(valid, warning, invalid)).toEqual({
      code: 1,
      stdout: [
        `${valid}: valid (1 rule; 0 errors, 0 warnings)`,
        `${warning}:10:19: warning: ${WARNING_MESSAGE}`,
        `${warning}: valid (1 rule; 0 errors, 1 warning)`,
        `${invalid}:4:15: error: ${LOOP_MESSAGE}`,
        `${invalid}:8:18: error: ${GID_MESSAGE}`,
        `${invalid}: invalid (1 rule; 2 errors, 0 warnings)`,
        '3 files, 1 invalid (2 errors, 1 warning)',
        '',
      ].join('\n'),
      stderr: '',
    });
  });

  it('exits 0 when every file is valid, warnings or not', async () => {
    const result = await validate(valid, warning);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/\n2 files, 0 invalid \(0 errors, 1 warning\)\n$/);
  });

  it('expands globs in order (** included) and checks a file named twice once', async () => {
    const result = await validate(path.join(temp.dir, '**/*.{yaml,yml}'), valid);
    const summaries = result.stdout.split('\n').filter((line) => line.includes(': valid ('));
    expect(summaries).toEqual([
      `${valid}: valid (1 rule; 0 errors, 0 warnings)`,
      `${warning}: valid (1 rule; 0 errors, 1 warning)`,
      `${path.join(temp.dir, 'nested/d-valid.yml')}: valid (1 rule; 0 errors, 0 warnings)`,
    ]);
    expect(result.stdout).toContain('\n4 files, 1 invalid (2 errors, 1 warning)\n');
  });

  it('a glob that matches nothing is an error naming it: exit 2, nothing checked', async () => {
    const pattern = path.join(temp.dir, '*.json');
    expect(await validate(valid, pattern)).toEqual({
      code: 2,
      stdout: '',
      stderr: `narthex: no file matches "${pattern}"\n`,
    });
  });

  it('a file that cannot be read stops the run with exit 2', async () => {
    const missing = path.join(temp.dir, 'missing.yaml');
    expect(await validate(valid, missing)).toEqual({
      code: 2,
      stdout: '',
      stderr: `narthex: cannot read ${missing}: no such file\n`,
    });
  });

  it('reports a separate user mappings file once, before the rules files', async () => {
    const mappings = temp.write('mappings.yaml', 'octocat: 12\n');
    const result = await validate(valid, warning, '--user-mappings', mappings);
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^${escapeRegExp(mappings)}:1:10: error: `));
    expect(lines[1]).toBe(`${mappings}: invalid (user mappings; 1 error, 0 warnings)`);
    expect(lines.filter((line) => line.startsWith(mappings))).toHaveLength(2);
    expect(lines.at(-2)).toBe('2 files, 0 invalid (1 error, 1 warning)');
    expect(await validate('-', '--user-mappings', '-')).toMatchObject({ code: 2 });
  });
});

describe('--format', () => {
  it('json: an array of files with their diagnostics', async () => {
    const result = await validate(valid, warning, invalid, '--format', 'json');
    expect(result.code).toBe(1);
    const file = (name: string, diagnostics: unknown[], counts: [number, number]) => ({
      file: name,
      kind: 'rules',
      target: 'action',
      rules: 1,
      valid: counts[0] === 0,
      errors: counts[0],
      warnings: counts[1],
      infos: 0,
      diagnostics,
    });
    const diagnostic = (
      severity: string,
      code: string,
      message: string,
      [line, column, endLine, endColumn]: number[],
      where: string,
    ) => ({ severity, code, message, line, column, endLine, endColumn, rule: 0, path: where });
    expect(JSON.parse(result.stdout)).toEqual([
      file(valid, [], [0, 0]),
      file(
        warning,
        [
          diagnostic(
            'warning',
            'unknown-variable',
            WARNING_MESSAGE,
            [10, 19, 10, 27],
            'rules[0].then.create_task.title',
          ),
        ],
        [0, 1],
      ),
      file(
        invalid,
        [
          diagnostic('error', 'edited-loop', LOOP_MESSAGE, [4, 15, 4, 21], 'rules[0].when.action'),
          diagnostic(
            'error',
            'gid-unquoted',
            GID_MESSAGE,
            [8, 18, 8, 21],
            'rules[0].then.create_task.project',
          ),
        ],
        [2, 0],
      ),
    ]);
    // The keys of a diagnostic, in order, are part of the format.
    const [, second] = JSON.parse(result.stdout) as { diagnostics: object[] }[];
    expect(Object.keys(second?.diagnostics[0] ?? {})).toEqual([
      'severity',
      'code',
      'message',
      'line',
      'column',
      'endLine',
      'endColumn',
      'rule',
      'path',
    ]);
  });

  it('--json is --format json', async () => {
    const json = await validate(valid, '--json');
    expect(json).toEqual(await validate(valid, '--format', 'json'));
    expect(await validate(valid, '--json', '--format', 'github')).toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(/^narthex: --json and --format github contradict/) as string,
    });
  });

  it('github: one workflow command per diagnostic, then the summaries', async () => {
    const result = await validate(warning, invalid, '--format', 'github');
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')).toEqual([
      `::warning file=${warning},line=10,col=19,endLine=10,endColumn=27,title=narthex unknown-variable::${WARNING_MESSAGE}`,
      `${warning}: valid (1 rule; 0 errors, 1 warning)`,
      `::error file=${invalid},line=4,col=15,endLine=4,endColumn=21,title=narthex edited-loop::${LOOP_MESSAGE}`,
      `::error file=${invalid},line=8,col=18,endLine=8,endColumn=21,title=narthex gid-unquoted::${GID_MESSAGE}`,
      `${invalid}: invalid (1 rule; 2 errors, 0 warnings)`,
      '2 files, 1 invalid (2 errors, 1 warning)',
      '',
    ]);
  });

  it('github: escapes % CR LF in the message, and : , too in the file name', async () => {
    const odd = temp.write(
      'odd,name:1.yaml',
      VALID.replace(
        'has_asana_tasks: false',
        'has_asana_tasks: false\n      "auth%or\\r\\nx": bob',
      ),
    );
    const result = await validate(odd, '--format', 'github');
    const escapedName = odd.replace(/,/g, '%2C').replace(/:/g, '%3A');
    expect(result.stdout.split('\n')[0]).toBe(
      `::error file=${escapedName},line=6,col=7,endLine=6,endColumn=21,title=narthex unknown-key::Rule 0: unknown condition 'auth%25or%0D%0Ax' in when: the action ignores it, so the rule matches more than intended.`,
    );
  });

  it('a format that does not exist is a usage error naming the choices', async () => {
    const result = await validate(valid, '--format', 'sarif');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^narthex: --format must be "text", "json" or "github", not "sarif"\n\nUsage:/,
    );
  });
});

describe('--max-warnings N', () => {
  it('fails (exit 1) with more warnings than N over all files, and says so on stderr', async () => {
    expect((await validate(valid, warning, '--max-warnings', '1')).code).toBe(0);
    const over = await validate(valid, warning, '--max-warnings', '0');
    expect(over.code).toBe(1);
    expect(over.stderr).toBe('narthex: 1 warning, more than --max-warnings 0 allows\n');
    expect(over.stdout).toContain(`${warning}: valid (1 rule; 0 errors, 1 warning)`);
    const json = await validate(warning, '--max-warnings=0', '--format', 'json');
    expect(json.code).toBe(1);
    expect(() => JSON.parse(json.stdout) as unknown).not.toThrow();
  });

  it('takes a whole number only', async () => {
    for (const value of ['-1', 'x', '1.5', '']) {
      const result = await validate(valid, `--max-warnings=${value}`);
      expect(result.code, value).toBe(2);
      expect(result.stderr).toMatch(/^narthex: --max-warnings takes a whole number/);
    }
  });
});

describe('--target action|spec', () => {
  it('is passed to the engine for every file, and reported in the JSON', async () => {
    const result = await validate(valid, warning, '--target', 'spec', '--format', 'json');
    const files = JSON.parse(result.stdout) as {
      target: string;
      diagnostics: { code: string }[];
    }[];
    expect(files.map((f) => f.target)).toEqual(['spec', 'spec']);
    // Checked for the spec: both files' has_asana_tasks is the real action's name there.
    for (const file of files) {
      expect(file.diagnostics.map((d) => d.code)).toContain('action-name');
    }
  });

  it('defaults to the real action; a workflow that uses it is for it whatever --target says', async () => {
    const workflow = temp.write(
      'sync.yml',
      `on: pull_request
jobs:
  sync:
    runs-on: ubuntu-latest
    steps:
      - uses: planningcenter/asana-github-sync@v1
        with:
          rules: |
${VALID.split('\n')
  .slice(1)
  .map((line) => (line ? `            ${line.slice(2)}` : ''))
  .join('\n')}`,
    );
    const byDefault = JSON.parse((await validate(valid, workflow, '--json')).stdout) as {
      kind: string;
      target: string;
    }[];
    expect(byDefault.map((f) => [f.kind, f.target])).toEqual([
      ['rules', 'action'],
      ['workflow', 'action'],
    ]);
    const spec = JSON.parse(
      (await validate(valid, workflow, '--json', '--target', 'spec')).stdout,
    ) as { target: string }[];
    expect(spec.map((f) => f.target)).toEqual(['spec', 'action']);
  });

  it('an unknown target is a usage error naming the choices', async () => {
    const result = await validate(valid, '--target', 'beta');
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toMatch(/^narthex: --target must be "action" or "spec", not "beta"\n/);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
