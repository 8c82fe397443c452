/**
 * `narthex rules preview FILE --event FILE.json [--format text|json] [--target action|spec]
 * [--user-mappings FILE]`.
 */
import { analyzeRules } from '../rules/analyze';
import { previewRules } from '../rules/preview';
import { toSampleEvent } from '../rules/sample-event';
import type { RulesTarget } from '../rules/target';
import { CliError, displayName, readJson, type CliIo } from './cli-io';
import { formatPreview } from './format-preview';

export interface PreviewOptions {
  readonly file: string;
  readonly eventFile: string;
  readonly userMappingsFile?: string;
  readonly json: boolean;
  /** The action the file is for when it does not say (its workflow's uses: line). */
  readonly target?: RulesTarget;
}

export function previewCommand(io: CliIo, options: PreviewOptions): number {
  if (options.file === '-' && options.eventFile === '-') {
    throw new CliError('the rules and the event cannot both come from standard input');
  }
  const text = io.readText(options.file);
  const json = readJson(io, options.eventFile, 'The event');
  let event;
  try {
    event = toSampleEvent(json);
  } catch (error) {
    throw new CliError(`${displayName(options.eventFile)}: ${(error as Error).message}`);
  }
  const userMappings = options.userMappingsFile ? io.readText(options.userMappingsFile) : undefined;
  const analysis = analyzeRules(text, {
    ...(userMappings !== undefined ? { userMappings } : {}),
    ...(options.target !== undefined ? { target: options.target } : {}),
  });
  const preview = previewRules(analysis, event);
  if (options.json) {
    io.stdout(`${JSON.stringify({ valid: analysis.valid, ...preview }, null, 2)}\n`);
  } else {
    const errors = analysis.diagnostics.filter((d) => d.severity === 'error').length;
    if (errors > 0) {
      io.stdout(
        `${displayName(options.file)} has ${errors} error(s); run "narthex rules validate" for details.\n`,
      );
    }
    io.stdout(formatPreview(preview, event));
  }
  return 0;
}
