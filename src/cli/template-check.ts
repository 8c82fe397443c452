/**
 * The findings `narthex rules validate` would give for one template (unknown variables,
 * helpers, arity, regexes…), for `narthex rules render`. The template is checked where the
 * engine checks templates, as an update_fields value of a one-rule file for the context's
 * event, and the findings are mapped back to the template's own lines and columns.
 */
import { analyzeRules } from '../rules/analyze';
import type { Severity } from '../rules/diagnostic';
import { LineIndex } from '../rules/line-index';
import type { RulesTarget } from '../rules/target';

export interface TemplateFinding {
  readonly severity: Severity;
  readonly code: string;
  /** Without the "Rule 0: update_fields[…]:" prefix of the check. */
  readonly message: string;
  /** 1-based, in the template text. */
  readonly line: number;
  readonly column: number;
}

const FIELD = '1200000000000001';
const PREFIX = `Rule 0: update_fields['${FIELD}']: `;

/** A one-rule file with the template as a double-quoted YAML scalar, and where each unit is. */
function rulesFile(template: string, event: { name: string; action: string }) {
  const head = [
    'rules:',
    '  - when:',
    `      event: ${JSON.stringify(event.name)}`,
    ...(event.action ? [`      action: ${JSON.stringify(event.action)}`] : []),
    '    then:',
    '      update_fields:',
    `        '${FIELD}': `,
  ].join('\n');
  // JSON strings are YAML double-quoted scalars. starts[i]: where template unit i begins.
  const starts: number[] = [];
  let at = head.length + 1;
  for (const char of template) {
    const escaped = JSON.stringify(char).length - 2;
    for (let unit = 0; unit < char.length; unit++)
      starts.push(escaped === char.length ? at + unit : at);
    at += escaped;
  }
  starts.push(at);
  return { text: `${head}${JSON.stringify(template)}\n`, from: head.length, to: at + 1, starts };
}

/** The template offset of an offset in the generated file. */
function templateOffset(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

export function checkTemplateText(
  template: string,
  event: { name: string; action: string },
  target?: RulesTarget,
): TemplateFinding[] {
  const file = rulesFile(template, event);
  const analysis = analyzeRules(file.text, target !== undefined ? { target } : {});
  const lines = new LineIndex(template);
  return analysis.diagnostics
    .filter((d) => d.from >= file.from && d.from <= file.to)
    .map((d) => {
      const { line, column } = lines.position(templateOffset(file.starts, d.from));
      return {
        severity: d.severity,
        code: d.code,
        message: d.message.startsWith(PREFIX) ? d.message.slice(PREFIX.length) : d.message,
        line,
        column,
      };
    });
}
