/**
 * The `narthex` command line: `narthex rules validate|render|preview …`. Exit codes: 0 done
 * (valid), 1 invalid rules, too many warnings or a failed render, 2 bad usage or a file that
 * cannot be read (or a glob that matches nothing).
 *
 * This module is the whole of what `narthex --help` loads: the commands, and through them the
 * rules engine (YAML, Handlebars, marked), are loaded only when one runs (load-commands.ts).
 */
import { parseArgs } from 'node:util';

import { rulesTargets } from '../rules/target';
import { cliErrorKind, endQuietlyOnClosedPipe, processIo, UsageError, type CliIo } from './cli-io';
import { loadCommands, type LoadedCommands } from './load-commands';

export const USAGE = `Usage:
  narthex rules validate FILE|GLOB… [--format text|json|github] [--max-warnings N]
                                    [--target action|spec] [--user-mappings FILE]
  narthex rules render --template TEXT --context FILE.json [--target action|spec]
                       [--user-mappings FILE]
  narthex rules preview FILE --event FILE.json [--format text|json] [--target action|spec]
                        [--user-mappings FILE]

FILE is a rules file, a GitHub workflow file that uses the action, or - for standard input;
validate also takes several files and globs ("rules/**/*.yml", quoted so the shell leaves them).
--target: the action the file is written for when it is not a workflow whose uses: line says
  so: action (planningcenter/asana-github-sync, the default) or spec (the spec's contract).
--json is short for --format json.
Exit codes: 0 valid, 1 errors (or more warnings than --max-warnings) or a failed render,
2 bad usage, an unreadable file or a glob that matches nothing.
`;

const OPTIONS = {
  json: { type: 'boolean' },
  format: { type: 'string' },
  'max-warnings': { type: 'string' },
  target: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  template: { type: 'string' },
  context: { type: 'string' },
  event: { type: 'string' },
  'user-mappings': { type: 'string' },
} as const;

function onePositional(positionals: string[], command: string): string {
  const [file, ...rest] = positionals;
  if (file === undefined)
    throw new UsageError(`rules ${command} needs a FILE (or - for standard input)`);
  if (rest.length > 0)
    throw new UsageError(`rules ${command} takes one FILE, got also: ${rest.join(' ')}`);
  return file;
}

function choice<T extends string>(
  flag: string,
  value: string | undefined,
  choices: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if ((choices as readonly string[]).includes(value)) return value as T;
  const list = choices.map((c) => `"${c}"`);
  const last = list.pop() ?? '';
  throw new UsageError(
    `--${flag} must be ${list.length > 0 ? `${list.join(', ')} or ${last}` : last}, not "${value}"`,
  );
}

function format<T extends string>(
  values: { readonly json?: boolean; readonly format?: string },
  choices: readonly T[],
): T | undefined {
  const chosen = choice('format', values.format, choices);
  if (values.json === true) {
    if (chosen !== undefined && chosen !== 'json')
      throw new UsageError(`--json and --format ${chosen} contradict each other`);
    return 'json' as T;
  }
  return chosen;
}

function maxWarnings(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value))
    throw new UsageError(`--max-warnings takes a whole number (0 or more), not "${value}"`);
  return Number(value);
}

/** Runs a loaded command, then lets the loader know it has run. */
async function runLoaded(command: (loaded: LoadedCommands) => number): Promise<number> {
  const loaded = await loadCommands();
  const code = command(loaded);
  loaded.ranCommand();
  return code;
}

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: OPTIONS,
    allowPositionals: true,
    strict: true,
  });
  const [group, command, ...rest] = positionals;
  if (values.help || group === 'help') {
    io.stdout(USAGE);
    return 0;
  }
  if (group !== 'rules')
    throw new UsageError(group === undefined ? 'missing command' : `unknown command "${group}"`);
  const userMappingsFile = values['user-mappings'];
  const mappings = userMappingsFile !== undefined ? { userMappingsFile } : {};
  const target = choice('target', values.target, rulesTargets);
  const targetOption = target !== undefined ? { target } : {};
  const only = (allowed: string[]) => {
    const given = Object.keys(values).filter((k) => !allowed.includes(k));
    if (given.length > 0)
      throw new UsageError(`rules ${command ?? ''} does not take --${given.join(', --')}`);
  };
  switch (command) {
    case 'validate': {
      only(['json', 'format', 'max-warnings', 'target', 'user-mappings']);
      if (rest.length === 0)
        throw new UsageError('rules validate needs a FILE or GLOB (or - for standard input)');
      const chosenFormat = format(values, ['text', 'json', 'github'] as const) ?? 'text';
      const limit = maxWarnings(values['max-warnings']);
      return runLoaded(({ commands }) =>
        commands.validate(io, {
          files: rest,
          format: chosenFormat,
          ...(limit !== undefined ? { maxWarnings: limit } : {}),
          ...targetOption,
          ...mappings,
        }),
      );
    }
    case 'render': {
      only(['template', 'context', 'target', 'user-mappings']);
      if (rest.length > 0)
        throw new UsageError(`rules render takes no FILE, got: ${rest.join(' ')}`);
      if (values.template === undefined) throw new UsageError('rules render needs --template TEXT');
      if (values.context === undefined)
        throw new UsageError('rules render needs --context FILE.json');
      const { template, context } = values;
      return runLoaded(({ commands }) =>
        commands.render(io, { template, contextFile: context, ...targetOption, ...mappings }),
      );
    }
    case 'preview': {
      only(['json', 'format', 'event', 'target', 'user-mappings']);
      const file = onePositional(rest, command);
      if (values.event === undefined) throw new UsageError('rules preview needs --event FILE.json');
      const chosenFormat = format(values, ['text', 'json'] as const) ?? 'text';
      const eventFile = values.event;
      return runLoaded(({ commands }) =>
        commands.preview(io, {
          file,
          eventFile,
          json: chosenFormat === 'json',
          ...targetOption,
          ...mappings,
        }),
      );
    }
    default:
      throw new UsageError(
        command === undefined
          ? 'missing rules command (validate, render or preview)'
          : `unknown rules command "${command}"`,
      );
  }
}

/** Runs the command line and gives the exit code. */
export async function runNarthex(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  if (io === processIo) {
    endQuietlyOnClosedPipe(process.stdout);
    endQuietlyOnClosedPipe(process.stderr);
  }
  try {
    return await run(argv, io);
  } catch (error) {
    const parseError = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') === true;
    const kind = cliErrorKind(error);
    if (kind === undefined && !parseError) throw error;
    io.stderr(`narthex: ${(error as Error).message}\n`);
    if (parseError || kind === 'usage') io.stderr(`\n${USAGE}`);
    return 2;
  }
}
