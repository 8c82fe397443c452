/**
 * The `narthex` command line: `narthex rules validate|render|preview …`. Exit codes: 0 done
 * (valid), 1 invalid rules or a failed render, 2 bad usage or a file that cannot be read.
 */
import { parseArgs } from 'node:util';

import { CliError, processIo, UsageError, type CliIo } from './cli-io';
import { previewCommand } from './preview-command';
import { renderCommand } from './render-command';
import { validateCommand } from './validate-command';

export const USAGE = `Usage:
  narthex rules validate FILE [--json] [--user-mappings FILE]
  narthex rules render --template TEXT --context FILE.json [--user-mappings FILE]
  narthex rules preview FILE --event FILE.json [--user-mappings FILE] [--json]

FILE is a rules file, a GitHub workflow file that uses the action, or - for standard input.
validate exits 0 when the file is valid, 1 when it has errors, 2 on bad usage.
`;

const OPTIONS = {
  json: { type: 'boolean' },
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

function run(argv: readonly string[], io: CliIo): number {
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
  const only = (allowed: string[]) => {
    const given = Object.keys(values).filter((k) => !allowed.includes(k));
    if (given.length > 0)
      throw new UsageError(`rules ${command ?? ''} does not take --${given.join(', --')}`);
  };
  switch (command) {
    case 'validate':
      only(['json', 'user-mappings']);
      return validateCommand(io, {
        file: onePositional(rest, command),
        json: values.json === true,
        ...mappings,
      });
    case 'render': {
      only(['template', 'context', 'user-mappings']);
      if (rest.length > 0)
        throw new UsageError(`rules render takes no FILE, got: ${rest.join(' ')}`);
      if (values.template === undefined) throw new UsageError('rules render needs --template TEXT');
      if (values.context === undefined)
        throw new UsageError('rules render needs --context FILE.json');
      return renderCommand(io, {
        template: values.template,
        contextFile: values.context,
        ...mappings,
      });
    }
    case 'preview': {
      only(['json', 'event', 'user-mappings']);
      const file = onePositional(rest, command);
      if (values.event === undefined) throw new UsageError('rules preview needs --event FILE.json');
      return previewCommand(io, {
        file,
        eventFile: values.event,
        json: values.json === true,
        ...mappings,
      });
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
export function runNarthex(argv: readonly string[], io: CliIo = processIo): number {
  try {
    return run(argv, io);
  } catch (error) {
    const parseError = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') === true;
    if (!(error instanceof CliError) && !parseError) throw error;
    io.stderr(`narthex: ${(error as Error).message}\n`);
    if (parseError || error instanceof UsageError) io.stderr(`\n${USAGE}`);
    return 2;
  }
}
