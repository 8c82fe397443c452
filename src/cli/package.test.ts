/**
 * The package `npm pack` makes: bin/ and the compiled dist-cli/ (plus README and
 * package.json), with no runtime dependencies, so that `npm install -g narthex-*.tgz` gives a
 * working `narthex` in about a second.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ROOT, temporaryDirectory } from './test-support';

const TIMEOUT = 120_000;

/** The environment without what `npm run` adds, so npm here sees only its own options. */
function npmEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.toLowerCase().startsWith('npm_')) env[key] = value;
  }
  env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`;
  return env;
}

function run(command: string, args: readonly string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: npmEnvironment() });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

let temp: ReturnType<typeof temporaryDirectory>;
let files: string[] = [];
let dependencies: Record<string, string> | undefined;
let narthex = '';

beforeAll(() => {
  temp = temporaryDirectory('narthex-pack-');
  const pack = run('npm', ['pack', '--json', '--pack-destination', temp.dir], ROOT);
  if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
  const [packed] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
  if (!packed) throw new Error(`npm pack printed no package:\n${pack.stdout}`);
  files = packed.files.map((f) => f.path).sort();
  const prefix = path.join(temp.dir, 'prefix');
  const install = run(
    'npm',
    [
      'install',
      '--global',
      '--prefix',
      prefix,
      path.join(temp.dir, packed.filename),
      '--no-audit',
      '--no-fund',
    ],
    temp.dir,
  );
  if (install.code !== 0) throw new Error(`npm install -g failed:\n${install.stderr}`);
  narthex = path.join(prefix, 'bin/narthex');
  const manifest = JSON.parse(
    readFileSync(path.join(prefix, 'lib/node_modules/narthex/package.json'), 'utf8'),
  ) as { dependencies?: Record<string, string> };
  dependencies = manifest.dependencies;
}, TIMEOUT);

afterAll(() => {
  temp.remove();
});

describe('npm pack', () => {
  it('holds the launcher, the compiled CLI, the README and package.json, and nothing else', () => {
    expect(files).toContain('bin/narthex.mjs');
    expect(files).toContain('dist-cli/narthex.mjs');
    expect(files).toContain('README.md');
    expect(files).toContain('package.json');
    expect(files).toContain('dist-cli/commands.cjs');
    const others = files.filter(
      (f) => !/^(bin|dist-cli)\//.test(f) && f !== 'README.md' && f !== 'package.json',
    );
    expect(others).toEqual([]);
  });

  it('declares no runtime dependency: everything the CLI needs is bundled', () => {
    expect(dependencies).toBeUndefined();
  });
});

describe('npm install -g <tarball>', () => {
  it(
    'gives a narthex command with no node_modules that prints its help',
    () => {
      expect(existsSync(narthex)).toBe(true);
      expect(
        existsSync(path.join(path.dirname(narthex), '../lib/node_modules/narthex/node_modules')),
      ).toBe(false);
      const help = run(narthex, ['--help'], temp.dir);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage:\n {2}narthex rules validate FILE\|GLOB…/);
    },
    TIMEOUT,
  );

  it(
    'validates files and globs',
    () => {
      const work = temporaryDirectory('narthex-installed-');
      try {
        work.write(
          'rules/ok.yaml',
          `rules:
  - when:
      event: pull_request
      action: closed
    then:
      mark_complete: true
`,
        );
        work.write('rules/broken.yaml', 'rules:\n  - when: [\n');
        const valid = run(narthex, ['rules', 'validate', 'rules/ok.yaml'], work.dir);
        expect(valid).toEqual({
          code: 0,
          stdout: 'rules/ok.yaml: valid (1 rule; 0 errors, 0 warnings)\n',
          stderr: '',
        });
        const all = run(
          narthex,
          ['rules', 'validate', 'rules/*.yaml', '--format', 'github'],
          work.dir,
        );
        expect(all.code).toBe(1);
        expect(all.stdout).toMatch(/^::error file=rules\/broken\.yaml,line=3,col=1,/);
        expect(all.stdout).toContain('\n2 files, 1 invalid (1 error, 0 warnings)\n');
      } finally {
        work.remove();
      }
    },
    TIMEOUT,
  );
});
