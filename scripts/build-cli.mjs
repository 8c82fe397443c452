#!/usr/bin/env node
// Builds the `narthex` command into dist-cli/, which bin/narthex.mjs imports: no TypeScript at
// run time and no node_modules needed. `npm install` (prepare) and `npm pack` (prepack) run it.
//
// - dist-cli/narthex.mjs, the entry: argument parsing and --help, a few kB, so that
//   `narthex --help` starts fast. Its loader of the commands is load-commands-compiled.ts, put
//   in the place of the sources' load-commands.ts.
// - dist-cli/commands.cjs: the commands, the rules engine and its packages (yaml, js-yaml,
//   handlebars, marked, tinyglobby) as one CommonJS file, which that loader runs through V8 with
//   a code cache (decision D86).
// - the code cache itself, made here by one preview run of a small rules file, so that the
//   first command a user runs is fast too.
// Every file is written under a temporary name and renamed, the entry last, so a narthex
// running meanwhile never reads a half-written file.
/* global process, URL */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(root, 'dist-cli');
const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  minifySyntax: true,
  minifyWhitespace: true,
  legalComments: 'eof',
  write: false,
  logLevel: 'warning',
};

/** The compiled CLI's loader in the place of the sources' one. */
const compiledLoader = {
  name: 'compiled-loader',
  setup(builder) {
    builder.onResolve({ filter: /^\.\/load-commands$/ }, (args) => ({
      path: path.join(args.resolveDir, 'load-commands-compiled.ts'),
    }));
  },
};

const [commands, entry] = await Promise.all([
  build({
    ...common,
    entryPoints: ['src/cli/commands.ts'],
    outfile: path.join(outdir, 'commands.cjs'),
    format: 'cjs',
    // A bundled ESM package (tinyglobby) asks for import.meta.url, which CommonJS has not.
    banner: { js: 'var __importMetaUrl=require("node:url").pathToFileURL(__filename).href;' },
    define: { 'import.meta.url': '__importMetaUrl' },
  }),
  build({
    ...common,
    entryPoints: ['src/cli/narthex.ts'],
    outfile: path.join(outdir, 'narthex.mjs'),
    format: 'esm',
    plugins: [compiledLoader],
  }),
]);

mkdirSync(outdir, { recursive: true });
for (const file of [...commands.outputFiles, ...entry.outputFiles]) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}

// What earlier builds left (chunks of the split build before D86's code cache) is removed.
rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
const written = new Set([...commands.outputFiles, ...entry.outputFiles].map((file) => file.path));
for (const name of readdirSync(outdir)) {
  const file = path.join(outdir, name);
  if (!written.has(file) && !name.endsWith('.tmp') && !name.endsWith('.v8-cache')) {
    rmSync(file, { force: true });
  }
}

// One preview run makes the code cache (the loader writes it when none fits the new build).
const sample = mkdtempSync(path.join(tmpdir(), 'narthex-cli-cache-'));
try {
  const rules = path.join(sample, 'rules.yml');
  const event = path.join(sample, 'event.json');
  writeFileSync(
    rules,
    `rules:
  - when:
      event: pull_request
      action: [opened, ready_for_review]
      has_asana_tasks: false
      author: ['dependabot[bot]']
    then:
      create_task:
        project: '1201000000000001'
        workspace: '1200000000000001'
        title: '{{clean_title pr.title}} (#{{pr.number}})'
        notes: '{{sanitize_markdown pr.body}}'
        assignee: '{{map_github_to_asana pr.author}}'
        initial_fields:
          '1202000000000003': '{{extract_from_body "BUILD-(\\\\d+)"}}'
  - when:
      event: pull_request
      action: closed
      merged: true
      has_labels: [release]
    then:
      update_fields:
        '1202000000000005': 'Merged in #{{pr.number}}'
      mark_complete: true
`,
  );
  writeFileSync(
    event,
    JSON.stringify({
      event: { name: 'pull_request', action: 'opened' },
      pr: {
        number: 1,
        title: 'chore(deps): bump a [deps]',
        body: 'Bumps a.\n\nBUILD-1\n\n<details><summary>x</summary>y</details>',
        url: 'https://github.com/example/app/pull/1',
        author: 'dependabot[bot]',
        draft: false,
        merged: false,
        labels: [],
      },
    }),
  );
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'bin/narthex.mjs'), 'rules', 'preview', rules, '--event', event],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) {
    process.stderr.write(`build-cli: the compiled CLI's preview failed:\n${run.stderr}`);
    process.exit(1);
  }
} finally {
  rmSync(sample, { recursive: true, force: true });
}
