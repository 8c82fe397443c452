/**
 * `narthex rules render --template TEXT --context FILE.json [--target action|spec]
 * [--user-mappings FILE]`: prints the rendered text followed by a newline, and nothing else.
 * What validate would say about the template (an unknown variable renders "") goes to stderr,
 * as `template:line:column: severity: message`. When the template fails (and so renders "" in
 * the action), stdout stays empty, the reason goes to stderr, and the exit code is 1.
 */
import { LineIndex } from '../rules/line-index';
import { identityMap } from '../rules/offset-map';
import { Reporter } from '../rules/reporter';
import { checkUserMappings } from '../rules/user-mappings';
import { renderTemplate } from '../rules/render';
import { templateContext, toSampleEvent } from '../rules/sample-event';
import type { RulesTarget } from '../rules/target';
import { CliError, displayName, readJson, type CliIo } from './cli-io';
import { checkTemplateText } from './template-check';

export interface RenderOptions {
  readonly template: string;
  readonly contextFile: string;
  readonly userMappingsFile?: string;
  /** The action the template is for (its helpers and variables). */
  readonly target?: RulesTarget;
}

export function renderCommand(io: CliIo, options: RenderOptions): number {
  const json = readJson(io, options.contextFile, 'The context');
  let event;
  try {
    event = toSampleEvent(json);
  } catch (error) {
    throw new CliError(`${displayName(options.contextFile)}: ${(error as Error).message}`);
  }
  let mappings: Readonly<Record<string, string>> = event.userMappings ?? {};
  if (options.userMappingsFile) {
    const text = io.readText(options.userMappingsFile);
    const reporter = new Reporter(new LineIndex(text));
    const outcome = checkUserMappings(text, reporter.scoped(identityMap));
    for (const d of reporter.diagnostics) {
      io.stderr(
        `${displayName(options.userMappingsFile)}:${d.line}:${d.column}: ${d.severity}: ${d.message}\n`,
      );
    }
    mappings = { ...mappings, ...outcome.mappings };
  }
  for (const f of checkTemplateText(options.template, event.event, options.target))
    io.stderr(`template:${f.line}:${f.column}: ${f.severity}: ${f.message}\n`);
  const result = renderTemplate(options.template, templateContext(event, mappings));
  for (const line of result.logs) io.stderr(`log: ${line}\n`);
  if (result.error) {
    io.stderr(`${result.error} (the action renders the whole value as "")\n`);
    return 1;
  }
  io.stdout(`${result.text}\n`);
  return 0;
}
