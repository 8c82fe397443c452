#!/usr/bin/env node
// Builds the `narthex` command: src/cli/narthex.ts and everything it imports (the rules engine,
// yaml, handlebars, marked, tinyglobby) bundled by esbuild into ESM files under dist-cli/,
// which bin/narthex.mjs imports: no TypeScript at run time and no node_modules needed.
// `npm install` (prepare) and `npm pack` (prepack) run it.
//
// dist-cli/narthex.mjs is the entry: argument parsing and --help, a few kB, so that
// `narthex --help` starts fast. Each command and the engine it needs are chunks
// (dist-cli/chunks/*-HASH.mjs) that the entry imports only when the command runs.
// Every file is written under a temporary name and renamed, chunks before the entry, so a
// narthex running meanwhile never reads a half-written file.
/* global process, URL */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(root, 'dist-cli');
const entry = path.join(outdir, 'narthex.mjs');

const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/cli/narthex.ts'],
  outdir,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Some bundled packages are CommonJS and require() Node's modules: give them a require.
  banner: {
    js: "import { createRequire as __narthexCreateRequire } from 'node:module';\nconst require = __narthexCreateRequire(import.meta.url);",
  },
  minifySyntax: true,
  minifyWhitespace: true,
  legalComments: 'eof',
  write: false,
  logLevel: 'warning',
});

const files = [...result.outputFiles].sort(
  (a, b) => Number(a.path === entry) - Number(b.path === entry),
);
for (const file of files) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}

// Chunks of earlier builds (their hashes differ) are removed.
const written = new Set(files.map((file) => file.path));
const chunks = path.join(outdir, 'chunks');
for (const name of readdirSync(chunks)) {
  const file = path.join(chunks, name);
  if (!written.has(file) && !name.endsWith('.tmp')) rmSync(file, { force: true });
}
