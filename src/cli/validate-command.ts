/**
 * `narthex rules validate FILE|GLOB… [--format text|json|github] [--max-warnings N]
 * [--target action|spec] [--user-mappings FILE]`: 0 all valid, 1 errors (or more warnings than
 * --max-warnings), 2 a file that cannot be read or a glob that matches nothing.
 */
import { analyzeRules } from '../rules/analyze';
import { resolveTarget, type RulesTarget } from '../rules/target';
import { CliError, displayName, type CliIo } from './cli-io';
import { expandFileArguments } from './files';
import { count, formatReports, type FileReport, type ReportFormat } from './format-report';

export interface ValidateOptions {
  /** Paths, globs and `-` (standard input). */
  readonly files: readonly string[];
  readonly format: ReportFormat;
  /** More warnings than this (over all files) fail the run. */
  readonly maxWarnings?: number;
  /** The action the files are for when a file does not say (its workflow's uses: line). */
  readonly target?: RulesTarget;
  readonly userMappingsFile?: string;
}

export function validateCommand(io: CliIo, options: ValidateOptions): number {
  const files = expandFileArguments(options.files);
  if (options.userMappingsFile === '-' && files.includes('-'))
    throw new CliError('the rules and the user mappings cannot both come from standard input');
  // Every file is read before any is checked: an unreadable one stops the run (exit 2).
  const texts = files.map((file) => ({ file, text: io.readText(file) }));
  const userMappings = options.userMappingsFile ? io.readText(options.userMappingsFile) : undefined;

  const reports: FileReport[] = [];
  let mappingsReport: FileReport | undefined;
  for (const { file, text } of texts) {
    const analysis = analyzeRules(text, {
      ...(userMappings !== undefined ? { userMappings } : {}),
      ...(options.target !== undefined ? { target: options.target } : {}),
    });
    if (options.userMappingsFile !== undefined && mappingsReport === undefined) {
      // The same text for every file, so the same findings: reported once, as a file of its own.
      mappingsReport = {
        file: displayName(options.userMappingsFile),
        stdin: options.userMappingsFile === '-',
        kind: 'user-mappings',
        target: null,
        rules: null,
        diagnostics: analysis.userMappingsDiagnostics,
      };
    }
    reports.push({
      file: displayName(file),
      stdin: file === '-',
      kind: analysis.kind,
      target: resolveTarget(text, options.target),
      rules: analysis.rules.length,
      diagnostics: analysis.diagnostics,
    });
  }
  const all = mappingsReport ? [mappingsReport, ...reports] : reports;
  io.stdout(formatReports(all, options.format));

  const errors = count(all, 'error');
  const warnings = count(all, 'warning');
  const tooManyWarnings = options.maxWarnings !== undefined && warnings > options.maxWarnings;
  if (tooManyWarnings) {
    io.stderr(
      `narthex: ${warnings} warning${warnings === 1 ? '' : 's'}, more than --max-warnings ${options.maxWarnings ?? 0} allows\n`,
    );
  }
  return errors > 0 || tooManyWarnings ? 1 : 0;
}
