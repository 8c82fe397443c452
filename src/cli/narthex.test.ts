/**
 * The `narthex` command, spawned as users run it: node bin/narthex.mjs …, which runs the
 * compiled dist-cli/ (built from the current sources before the tests).
 */
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { spawn, spawnSync } from 'node:child_process';

import {
  BOT_RULES_ACTION as BOT_RULES,
  BOT_RULES as SPEC_NAMES_RULES,
} from '../rules/test-fixtures';
import { BIN, buildCli, INVALID, ROOT, spawnNarthex, temporaryDirectory } from './test-support';

const TIMEOUT = 60_000;
let temp: ReturnType<typeof temporaryDirectory>;
let dir = '';

function narthex(args: string[], input?: string) {
  return spawnNarthex(args, input !== undefined ? { input } : {});
}

function file(name: string, text: string): string {
  return temp.write(name, text);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Runs bin/narthex.mjs with its output read as `| head -c` would: the first chunk, then the
 * pipe closed while the command still writes.
 */
function spawnReadingFirstChunk(
  args: string[],
): Promise<{ code: number | null; stderr: string; firstChunk: string }> {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT });
  let stderr = '';
  let firstChunk = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  child.stdout.once('data', (chunk: Buffer) => {
    firstChunk = chunk.toString('utf8');
    child.stdout.destroy();
  });
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code, stderr, firstChunk }));
  });
}

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
  buildCli();
  temp = temporaryDirectory('narthex-cli-');
  dir = temp.dir;
}, TIMEOUT);

afterAll(() => {
  temp.remove();
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
    'exits 1 for an invalid file with file:line:col: severity: message [code] lines',
    () => {
      const rules = file('invalid.yaml', INVALID);
      const result = narthex(['rules', 'validate', rules]);
      expect(result.code).toBe(1);
      const lines = result.stdout.trim().split('\n');
      expect(lines[0]).toMatch(
        new RegExp(
          `^${rules.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:4:15: error: Rule 0: has_asana_tasks: false with action 'edited'`,
        ),
      );
      expect(lines[1]).toBe(
        `${rules}:8:18: error: Rule 0: create_task.project is required and must be a string — 123 is an unquoted number; quote it: '123' [gid-unquoted]`,
      );
      expect(lines.at(-1)).toBe(`${rules}: invalid (1 rule; 2 errors, 0 warnings)`);
    },
    TIMEOUT,
  );

  it(
    '--json prints [{ file, valid, diagnostics: [{ severity, message, rule, path, line, column }] }]',
    () => {
      const rules = file('invalid.yaml', INVALID);
      const result = narthex(['rules', 'validate', rules, '--json']);
      expect(result.code).toBe(1);
      const [json] = JSON.parse(result.stdout) as {
        file: string;
        valid: boolean;
        diagnostics: Record<string, unknown>[];
      }[];
      expect(json?.file).toBe(rules);
      expect(json?.valid).toBe(false);
      expect(json?.diagnostics[1]).toMatchObject({
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
      expect(JSON.parse(result.stdout)).toEqual([
        {
          file: '<stdin>',
          kind: 'rules',
          target: 'action',
          rules: 1,
          valid: true,
          errors: 0,
          warnings: 0,
          infos: 0,
          diagnostics: [],
        },
      ]);
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
      expect(result.stdout).toContain(`${mappings}: invalid (user mappings; 1 error, 0 warnings)`);
    },
    TIMEOUT,
  );

  it(
    'exits 2 on bad usage or an unreadable file, with a message on stderr',
    () => {
      for (const args of [
        ['rules', 'validate'],
        ['rules', 'validate', 'x', '--nope'],
        ['rules', 'validate', 'x', '--format', 'yaml'],
        ['rules', 'validate', 'x', '--target', 'nope'],
        ['rules', 'validate', 'x', '--max-warnings', 'many'],
        ['rules', 'validate', path.join(dir, 'none-*.yaml')],
        ['rules', 'preview', 'x', '--event', 'e.json', '--format', 'github'],
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
        '{{clean_title pr.title}} #{{pr.number}} {{extract_from_body "BUILD-(\\d+)"}} {{map_github_to_asana pr.author}}',
        '--context',
        context,
      ]);
      expect(result).toEqual({ code: 0, stdout: 'bump lodash #42 7 77\n', stderr: '' });
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
      ).toBe('88\n');
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
    'warns on stderr about unknown variables, at their place in the template, and still renders',
    () => {
      const result = narthex([
        'rules',
        'render',
        '--template',
        '{{pr.titel}}!\n{{issue.title}}',
        '--context',
        file('context.json', EVENT),
      ]);
      expect(result.code).toBe(0);
      expect(result.stdout).toBe('!\n\n');
      expect(result.stderr).toBe(
        [
          'template:1:3: warning: pr has no field "titel", so "pr.titel" renders "". Did you mean pr.title? [unknown-variable]',
          'template:2:3: warning: "issue.title" is empty on pull_request events; use pr.title. [variable-not-set]',
          '',
        ].join('\n'),
      );
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

describe('narthex, as installed', () => {
  it(
    'validates several files and globs relative to the working directory',
    () => {
      const project = temporaryDirectory('narthex-cli-cwd-');
      try {
        project.write('rules/a.yaml', BOT_RULES);
        project.write('rules/nested/b.yaml', BOT_RULES);
        project.write('other.yaml', INVALID);
        const result = spawnNarthex(['rules', 'validate', 'rules/**/*.yaml', 'other.yaml'], {
          cwd: project.dir,
        });
        expect(result.code).toBe(1);
        expect(result.stdout.split('\n').filter((line) => !line.includes(': error: '))).toEqual([
          'rules/a.yaml: valid (1 rule; 0 errors, 0 warnings)',
          'rules/nested/b.yaml: valid (1 rule; 0 errors, 0 warnings)',
          'other.yaml: invalid (1 rule; 2 errors, 0 warnings)',
          '3 files, 1 invalid (2 errors, 0 warnings)',
          '',
        ]);
        const github = spawnNarthex(
          ['rules', 'validate', path.join(project.dir, 'other.yaml'), '--format', 'github'],
          { cwd: project.dir },
        );
        expect(github.stdout).toMatch(/^::error file=other\.yaml,line=4,col=15,endLine=4,/);
      } finally {
        project.remove();
      }
    },
    TIMEOUT,
  );

  it(
    'bin/narthex.mjs runs the compiled CLI: no TypeScript, tsx or node_modules at run time',
    () => {
      expect(readFileSync(path.join(ROOT, 'bin/narthex.mjs'), 'utf8')).not.toMatch(/tsx|\.ts\b/);
      // A copy with no node_modules anywhere above it: any import of a package would fail.
      const copy = temporaryDirectory('narthex-cli-copy-');
      try {
        cpSync(path.join(ROOT, 'bin'), path.join(copy.dir, 'bin'), { recursive: true });
        cpSync(path.join(ROOT, 'dist-cli'), path.join(copy.dir, 'dist-cli'), { recursive: true });
        const bin = path.join(copy.dir, 'bin/narthex.mjs');
        const help = spawnNarthex(['--help'], { bin, cwd: copy.dir });
        expect(help.code).toBe(0);
        expect(help.stdout).toMatch(/^Usage:\n {2}narthex rules validate FILE\|GLOB…/);
        const rules = copy.write('rules.yaml', BOT_RULES);
        const validate = spawnNarthex(['rules', 'validate', rules], {
          bin,
          cwd: copy.dir,
        });
        expect(validate).toEqual({
          code: 0,
          stdout: `${rules}: valid (1 rule; 0 errors, 0 warnings)\n`,
          stderr: '',
        });
      } finally {
        copy.remove();
      }
    },
    TIMEOUT,
  );
});

describe('narthex in CI', () => {
  it(
    "refuses the spec's names for the real action: exit 1, each an error with its rule code",
    () => {
      const rules = file('spec-names.yaml', SPEC_NAMES_RULES);
      const result = narthex(['rules', 'validate', rules]);
      expect(result.code).toBe(1);
      const lines = result.stdout.trim().split('\n');
      expect(lines.filter((line) => line.endsWith(' [spec-name]'))).toEqual([
        expect.stringMatching(
          new RegExp(`^${escapeRegExp(rules)}:5:7: error: Rule 0: has_tracker_tasks is the spec's`),
        ),
        expect.stringMatching(/:16:22: error: Rule 0: assignee: map_host_to_tracker is the spec.s/),
      ]);
      expect(lines.at(-1)).toBe(`${rules}: invalid (1 rule; 2 errors, 0 warnings)`);
      // Written for the spec, the same file is valid.
      expect(narthex(['rules', 'validate', rules, '--target', 'spec']).code).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'ends quietly, with its own exit code, when the reader closes the pipe (| head)',
    async () => {
      const rule = BOT_RULES.slice('rules:\n'.length);
      const many = file('many.yaml', `rules:\n${rule.repeat(400)}`);
      const event = file('event.json', EVENT);
      for (const [args, code] of [
        [['rules', 'preview', many, '--event', event], 0],
        [['rules', 'validate', many], 0],
      ] as const) {
        const run = await spawnReadingFirstChunk([...args]);
        expect(run.firstChunk.length, args.join(' ')).toBeGreaterThan(0);
        expect(run).toMatchObject({ code, stderr: '' });
      }
    },
    TIMEOUT,
  );
});

describe('narthex in a shell pipeline', () => {
  it(
    'render exits 1 when it prints an error (a bad regex), with the rule code',
    () => {
      const result = narthex([
        'rules',
        'render',
        '--template',
        'x{{extract_from_title "("}}y',
        '--context',
        file('context.json', EVENT),
      ]);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('xy\n');
      expect(result.stderr).toMatch(
        /^template:1:\d+: error: Invalid regex pattern "\(".* \[invalid-regex\]$/m,
      );
    },
    TIMEOUT,
  );

  it(
    '| head -c1 closes the pipe: no stack trace, and the command keeps its own exit code',
    () => {
      const rule = BOT_RULES.slice('rules:\n'.length);
      const many = file('pipe.yaml', `rules:\n${rule.repeat(400)}`);
      const event = file('pipe-event.json', EVENT);
      // Many findings, so the pipe is closed while they are still written.
      const invalid = Array.from({ length: 300 }, (_, i) =>
        file(`pipe-invalid-${i}.yaml`, INVALID),
      );
      for (const [args, code] of [
        [['rules', 'preview', many, '--event', event], 0],
        [['rules', 'validate', ...invalid], 1],
      ] as const) {
        const command = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ');
        const run = spawnSync(
          'bash',
          ['-c', `${command} | head -c1 >/dev/null; echo "exit \${PIPESTATUS[0]}" >&2`],
          { cwd: ROOT, encoding: 'utf8' },
        );
        expect(run.stderr, args.join(' ')).toBe(`exit ${code}\n`);
      }
    },
    TIMEOUT,
  );
});

describe("the commands' code cache", () => {
  /** bin/ and dist-cli/ copied to a temporary folder, so its cache can be spoilt or removed. */
  function copyOfCli() {
    const copy = temporaryDirectory('narthex-cli-cache-');
    cpSync(path.join(ROOT, 'bin'), path.join(copy.dir, 'bin'), { recursive: true });
    cpSync(path.join(ROOT, 'dist-cli'), path.join(copy.dir, 'dist-cli'), { recursive: true });
    const caches = () =>
      readdirSync(path.join(copy.dir, 'dist-cli')).filter((name) => name.endsWith('.v8-cache'));
    const validate = () =>
      spawnNarthex(['rules', 'validate', copy.write('rules.yaml', BOT_RULES)], {
        bin: path.join(copy.dir, 'bin/narthex.mjs'),
        cwd: copy.dir,
      });
    return { ...copy, caches, validate };
  }

  it('is made by the build, named by a hash of the commands file it was made from', () => {
    const commands = readFileSync(path.join(ROOT, 'dist-cli/commands.cjs'));
    const hash = createHash('sha256').update(commands).digest('hex').slice(0, 16);
    expect(readdirSync(path.join(ROOT, 'dist-cli'))).toContain(`commands.cjs.${hash}.v8-cache`);
  });

  it(
    'a spoilt cache is refused by V8: the command still runs, and writes a good one',
    () => {
      const copy = copyOfCli();
      try {
        const [cache] = copy.caches();
        if (cache === undefined) throw new Error('the build made no code cache');
        const cacheFile = path.join(copy.dir, 'dist-cli', cache);
        const spoilt = Buffer.alloc(readFileSync(cacheFile).length, 7);
        writeFileSync(cacheFile, spoilt);
        expect(copy.validate()).toMatchObject({ code: 0, stderr: '' });
        expect(readFileSync(cacheFile).equals(spoilt)).toBe(false);
        expect(readFileSync(cacheFile).length).toBeGreaterThan(100_000);
      } finally {
        copy.remove();
      }
    },
    TIMEOUT,
  );

  it(
    "a missing cache is written by the first command; a stale build's is removed",
    () => {
      const copy = copyOfCli();
      try {
        const dist = path.join(copy.dir, 'dist-cli');
        for (const name of copy.caches()) rmSync(path.join(dist, name));
        writeFileSync(path.join(dist, 'commands.cjs.0123456789abcdef.v8-cache'), 'old');
        expect(copy.validate()).toMatchObject({ code: 0, stderr: '' });
        const commands = readFileSync(path.join(dist, 'commands.cjs'));
        const hash = createHash('sha256').update(commands).digest('hex').slice(0, 16);
        expect(copy.caches()).toEqual([`commands.cjs.${hash}.v8-cache`]);
      } finally {
        copy.remove();
      }
    },
    TIMEOUT,
  );
});
