/**
 * npm run sandbox -- --port N [--db PATH] [--scale small|medium|large|xlarge] [--seed N]
 *                    [--rate-limit N --rate-period S] [--lenient] [--host H] [--anchor YYYY-MM-DD]
 *                    [--dialect spec|real] [--live]
 */
import { parseArgs } from 'node:util';
import { parseSandboxArgs, SandboxArgsError } from './cli-args';
import { describeDialect } from '../api/catalog/dialects';
import { startSandbox } from './server';

async function main(): Promise<void> {
  let args;
  try {
    const { values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        scale: { type: 'string' },
        seed: { type: 'string' },
        'rate-limit': { type: 'string' },
        'rate-period': { type: 'string' },
        lenient: { type: 'boolean' },
        anchor: { type: 'string' },
        dialect: { type: 'string' },
        live: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    });
    if (values.help) {
      console.log(
        'Usage: npm run sandbox -- --port N [--db PATH|:memory:] [--scale small|medium|large|xlarge] [--seed N]\n' +
          '                          [--rate-limit N --rate-period S] [--lenient] [--host H]\n' +
          "                          [--anchor YYYY-MM-DD: the day a new database's data ends on; default today]\n" +
          "                          [--dialect spec|real: the spec's paths and headers, or the real service's]\n" +
          '                          [--live: a session running now, people checking in and out]',
      );
      return;
    }
    args = parseSandboxArgs(values);
  } catch (error) {
    const message =
      error instanceof SandboxArgsError || error instanceof TypeError
        ? error.message
        : String(error);
    console.error(`sandbox: ${message}\nRun with --help for usage.`);
    process.exitCode = 2;
    return;
  }
  const started = Date.now();
  // A new database's data ends today, so a demo looks current; tests pass a fixed anchor.
  const sandbox = await startSandbox({ anchor: new Date(), ...args });
  const { limit, periodSeconds } = sandbox.ctx.config.rateLimit;
  console.log(`Sandbox API listening on ${sandbox.url} (ready in ${Date.now() - started} ms)`);
  const { dialect } = sandbox.ctx.config;
  console.log(`  dialect: ${dialect.name} (${describeDialect(dialect)})`);
  console.log(
    `  data: ${args.file} (scale ${args.scale}, seed ${args.seed})${sandbox.live ? '; a session running now, people checking in and out' : ''}`,
  );
  console.log(
    `  rate limit: ${limit} requests per ${periodSeconds} s per user${args.config.lenient ? '; lenient (unknown query names and client ids ignored)' : ''}`,
  );
  const pat = sandbox.ctx.config.personalAccessTokens[0];
  const staff = sandbox.ctx.config.staff[0];
  if (pat)
    console.log(
      `  personal access token (HTTP Basic): ${pat.applicationId} / (secret from SANDBOX_PAT_SECRET or the default in the README)`,
    );
  if (staff) console.log(`  staff sign-in: ${staff.email}`);
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
