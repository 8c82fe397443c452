/**
 * What `narthex rules validate` prints, per file: `text` (file:line:column: severity: message
 * [code] lines and a summary), `json` (an array of files, a stable machine format) and `github`
 * (GitHub Actions workflow commands, which become annotations on the pull request).
 */
import path from 'node:path';

import type { Diagnostic, Severity } from '../rules/diagnostic';
import type { RulesTarget } from '../rules/target';

export type ReportFormat = 'text' | 'json' | 'github';

/** The findings in one file: a rules or workflow file, or a separate user mappings file. */
export interface FileReport {
  /** The name the file is shown under (`<stdin>` for standard input). */
  readonly file: string;
  readonly stdin: boolean;
  readonly kind: 'rules' | 'workflow' | 'user-mappings';
  /** The action the rules were checked for (null for a user mappings file). */
  readonly target: RulesTarget | null;
  /** How many rules the file has (null for a user mappings file). */
  readonly rules: number | null;
  readonly diagnostics: readonly Diagnostic[];
}

export function count(reports: readonly FileReport[], severity: Severity): number {
  let n = 0;
  for (const report of reports)
    for (const d of report.diagnostics) if (d.severity === severity) n++;
  return n;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function tally(reports: readonly FileReport[]): string {
  const parts = [
    plural(count(reports, 'error'), 'error'),
    plural(count(reports, 'warning'), 'warning'),
  ];
  const infos = count(reports, 'info');
  if (infos > 0) parts.push(plural(infos, 'note'));
  return parts.join(', ');
}

export function isValidReport(report: FileReport): boolean {
  return !report.diagnostics.some((d) => d.severity === 'error');
}

function summary(report: FileReport): string {
  const what =
    report.kind === 'user-mappings'
      ? 'user mappings'
      : `${plural(report.rules ?? 0, 'rule')}${report.kind === 'workflow' ? ' in a workflow file' : ''}`;
  return `${report.file}: ${isValidReport(report) ? 'valid' : 'invalid'} (${what}; ${tally([report])})`;
}

/** Each file's lines then its summary; a total when there are several rules files. */
function perFile(reports: readonly FileReport[], line: (r: FileReport, d: Diagnostic) => string) {
  const lines: string[] = [];
  for (const report of reports) {
    for (const d of report.diagnostics) lines.push(line(report, d));
    lines.push(summary(report));
  }
  const files = reports.filter((r) => r.kind !== 'user-mappings');
  if (files.length > 1) {
    const invalid = files.filter((r) => !isValidReport(r)).length;
    lines.push(`${plural(files.length, 'file')}, ${invalid} invalid (${tally(reports)})`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * One finding as a line of text: `file:line:column: severity: message [code]`, the code at the
 * end as actionlint prints its rule, so a CI log says which check to look up or silence.
 */
export function findingLine(
  file: string,
  d: Pick<Diagnostic, 'line' | 'column' | 'severity' | 'message' | 'code'>,
): string {
  return `${file}:${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.code}]`;
}

function text(reports: readonly FileReport[]): string {
  return perFile(reports, (r, d) => findingLine(r.file, d));
}

/** One diagnostic in the JSON format; the keys and their order are part of the format. */
export function jsonDiagnostic(d: Diagnostic) {
  return {
    severity: d.severity,
    code: d.code,
    message: d.message,
    line: d.line,
    column: d.column,
    endLine: d.endLine,
    endColumn: d.endColumn,
    rule: d.rule,
    path: d.path,
  };
}

function json(reports: readonly FileReport[]): string {
  const files = reports.map((r) => ({
    file: r.file,
    kind: r.kind,
    target: r.target,
    rules: r.rules,
    valid: isValidReport(r),
    errors: count([r], 'error'),
    warnings: count([r], 'warning'),
    infos: count([r], 'info'),
    diagnostics: r.diagnostics.map(jsonDiagnostic),
  }));
  return `${JSON.stringify(files, null, 2)}\n`;
}

/** Escapes a workflow command's message (GitHub's toolkit: escapeData). */
export function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a workflow command's property value (GitHub's toolkit: escapeProperty). */
export function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

const COMMANDS: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

/** A path inside the working directory (the checkout, in a workflow) is given relative to it. */
function annotationPath(file: string, cwd: string): string {
  if (!path.isAbsolute(file)) return file;
  const relative = path.relative(cwd, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
    ? relative.split(path.sep).join('/')
    : file;
}

/** `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message` */
export function annotation(report: FileReport, d: Diagnostic, cwd = process.cwd()): string {
  const properties: [string, string | number][] = [
    ...(report.stdin ? [] : [['file', annotationPath(report.file, cwd)] as [string, string]]),
    ['line', d.line],
    ['col', d.column],
    ['endLine', d.endLine],
    ['endColumn', d.endColumn],
    ['title', `narthex ${d.code}`],
  ];
  const props = properties.map(([key, value]) => `${key}=${escapeProperty(String(value))}`);
  return `::${COMMANDS[d.severity]} ${props.join(',')}::${escapeData(d.message)}`;
}

function github(reports: readonly FileReport[]): string {
  return perFile(reports, (r, d) => annotation(r, d));
}

export function formatReports(reports: readonly FileReport[], format: ReportFormat): string {
  switch (format) {
    case 'json':
      return json(reports);
    case 'github':
      return github(reports);
    default:
      return text(reports);
  }
}
