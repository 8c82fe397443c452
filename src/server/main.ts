/**
 * `npm start`: builds the SPA when it is missing or stale, starts the embedded sandbox (unless
 * API_BASE_URL is set), the auth side and the proxy in one process, and prints where to go.
 *
 * Only the configuration and the build are loaded first: the rest (the sandbox, Fastify, the
 * auth side) loads after the build, so the first thing a start does is say what it is doing.
 */
import { describeDialect } from '../api/catalog/dialects';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, describeConfig, loadConfig } from './config';
import { buildWhenStale } from './dashboard-build';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      console.error('See "Configuration" in README.md.');
      process.exitCode = 1;
      return;
    }
    throw error;
  }

  const verbose = process.argv.includes('--verbose');
  await buildWhenStale({ root: projectRoot, verbose });

  const { signInHint, startRuntime, stopOnSignals } = await import('./runtime');

  let runtime;
  try {
    runtime = await startRuntime({
      config,
      env: process.env,
      staticDir: path.join(projectRoot, 'dist'),
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'EADDRINUSE') {
      console.error(
        `A port is already in use: ${(error as Error).message}. Set PORT (and SANDBOX_PORT) to free ports.`,
      );
      process.exitCode = 1;
      return;
    }
    throw error;
  }
  stopOnSignals(() => runtime.close());

  console.log('');
  console.log(`Narthex is running: open ${config.publicOrigin}`);
  console.log(
    config.mode === 'sandbox'
      ? `  API: the embedded sandbox at ${runtime.sandboxUrl ?? config.apiBaseUrl} (data in ${config.sandbox.db})`
      : `  API: ${config.apiBaseUrl} (${config.mode === 'oauth' ? 'OAuth' : 'personal access token'})`,
  );
  // --verbose lists the dialect with every other setting below.
  if (!verbose) {
    console.log(`  dialect: ${config.dialect.name} (${describeDialect(config.dialect)})`);
  }
  console.log(`  ${signInHint(config, process.env)}`);
  if (verbose) {
    console.log(`  listening on ${runtime.listeningUrl}`);
    for (const line of describeConfig(config)) console.log(`  ${line}`);
  }
  for (const notice of config.notices) console.log(`Note: ${notice}`);
  console.log(
    `Press Ctrl+C to stop${verbose ? '' : ' (npm start -- --verbose shows every setting)'}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Could not start: ${error.message}` : String(error));
  process.exit(1);
});
