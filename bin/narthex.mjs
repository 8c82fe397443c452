#!/usr/bin/env node
// Launcher for the `narthex` command: runs the compiled CLI, dist-cli/narthex.mjs (built by
// `npm run build:cli`, which `npm install` and `npm pack` run), with no TypeScript at run time.
/* global process, URL */
const built = new URL('../dist-cli/narthex.mjs', import.meta.url);
let cli;
try {
  cli = await import(built.href);
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes(built.pathname))
    throw error;
  process.stderr.write(
    'narthex: the CLI is not built; run "npm run build:cli" (npm install does)\n',
  );
  process.exit(2);
}
process.exitCode = await cli.runNarthex(process.argv.slice(2));
