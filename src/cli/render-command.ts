/**
 * `narthex rules render --template TEXT --context FILE.json [--target action|spec]
 * [--user-mappings FILE]`: prints the rendered text followed by a newline, and nothing else.
 * What validate would say about the template (an unknown variable renders "") goes to stderr,
 * as `template:line:column: severity: message [code]`. When the template fails (and so renders
 * "" in the action), stdout stays empty, the reason goes to stderr, and the exit code is 1; a
 * template that renders but has an error printed (a bad regex) exits 1 too.
 */
import { LineIndex } from '../rules/line-index';
import { identityMap } from '../rules/offset-map';
import { Reporter } from '../rules/reporter';
import { checkUserMappings } from '../rules/user-mappings';
import { renderTemplate } from '../rules/render';
import { templateContext, toSampleEvent } from '../rules/sample-event';
import type { RulesTarget } from '../rules/target';
import { CliError, displayName, readJson, type CliIo } from './cli-io';
import { findingLine } from './format-report';
import { checkTemplateText, type TemplateFinding } from './template-check';
import type { Diagnostic } from '../rules/diagnostic';

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
  const findings: { file: string; finding: TemplateFinding | Diagnostic }[] = [];
  if (options.userMappingsFile) {
    const mappingsFile = displayName(options.userMappingsFile);
    const text = io.readText(options.userMappingsFile);
    const reporter = new Reporter(new LineIndex(text));
    const outcome = checkUserMappings(text, reporter.scoped(identityMap));
    findings.push(...reporter.diagnostics.map((d) => ({ file: mappingsFile, finding: d })));
    mappings = { ...mappings, ...outcome.mappings };
  }
  for (const f of checkTemplateText(options.template, event.event, options.target))
    findings.push({ file: 'template', finding: f });
  for (const { file, finding } of findings) io.stderr(`${findingLine(file, finding)}\n`);
  const result = renderTemplate(options.template, templateContext(event, mappings));
  for (const line of result.logs) io.stderr(`log: ${line}\n`);
  if (result.error) {
    io.stderr(`${result.error} (the action renders the whole value as "")\n`);
    return 1;
  }
  io.stdout(`${result.text}\n`);
  // Rendered, but an error was printed: a CI step must not pass over it.
  return findings.some(({ finding }) => finding.severity === 'error') ? 1 : 0;
}
