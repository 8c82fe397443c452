/** `narthex rules validate FILE [--json] [--user-mappings FILE]`: 0 valid, 1 invalid. */
import { analyzeRules } from '../rules/analyze';
import type { Diagnostic } from '../rules/diagnostic';
import { displayName, type CliIo } from './cli-io';

export interface ValidateOptions {
  readonly file: string;
  readonly json: boolean;
  readonly userMappingsFile?: string;
}

function jsonDiagnostic(d: Diagnostic, file?: string) {
  return {
    severity: d.severity,
    message: d.message,
    rule: d.rule,
    path: d.path,
    line: d.line,
    column: d.column,
    endLine: d.endLine,
    endColumn: d.endColumn,
    code: d.code,
    ...(file ? { file } : {}),
  };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function validateCommand(io: CliIo, options: ValidateOptions): number {
  const text = io.readText(options.file);
  const userMappings = options.userMappingsFile ? io.readText(options.userMappingsFile) : undefined;
  const analysis = analyzeRules(text, userMappings === undefined ? {} : { userMappings });
  const name = displayName(options.file);
  const mappingsName = options.userMappingsFile ? displayName(options.userMappingsFile) : '';
  const all = [
    ...analysis.diagnostics.map((d) => ({ d, file: name })),
    ...analysis.userMappingsDiagnostics.map((d) => ({ d, file: mappingsName })),
  ];

  if (options.json) {
    const diagnostics = [
      ...analysis.diagnostics.map((d) => jsonDiagnostic(d)),
      ...analysis.userMappingsDiagnostics.map((d) => jsonDiagnostic(d, mappingsName)),
    ];
    io.stdout(`${JSON.stringify({ valid: analysis.valid, diagnostics }, null, 2)}\n`);
  } else {
    for (const { d, file } of all)
      io.stdout(`${file}:${d.line}:${d.column}: ${d.severity}: ${d.message}\n`);
    const count = (severity: string) => all.filter(({ d }) => d.severity === severity).length;
    const summary = [plural(count('error'), 'error'), plural(count('warning'), 'warning')];
    if (count('info') > 0) summary.push(plural(count('info'), 'note'));
    const rules = plural(analysis.rules.length, 'rule');
    io.stdout(
      `${name}: ${analysis.valid ? 'valid' : 'invalid'} (${rules}${analysis.kind === 'workflow' ? ' in a workflow file' : ''}; ${summary.join(', ')})\n`,
    );
  }
  return analysis.valid ? 0 : 1;
}
