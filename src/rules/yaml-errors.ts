/**
 * YAML syntax problems, reported the way the action reports them ("Invalid YAML: …"), with a
 * dedicated message for the bot-login-in-a-flow-list trap: `author: [dependabot[bot]]`.
 */
import type { Document } from 'yaml';

import type { Finding } from './reporter';

/** An unquoted `login[bot]` inside a `[ … ]` flow list on one line. */
const FLOW_BOT = /\[[^\]\n'"]*?(?<![\w'"-])([A-Za-z0-9][A-Za-z0-9_-]*\[bot\])/;

function lineAround(text: string, offset: number): { start: number; line: string } {
  const start = text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
  const nl = text.indexOf('\n', offset);
  return { start, line: text.slice(start, nl < 0 ? text.length : nl) };
}

/** Rewrites `[a[bot], b]` as `['a[bot]', b]`-style quoted items. */
export function quoteFlowBots(line: string): string {
  return line.replace(/\[([^\n]*)\]\s*$/, (whole: string, inner: string) => {
    if (!/\[bot\]/.test(inner)) return whole;
    const items = inner.split(/,(?![^[]*\])/).map((item) => {
      const trimmed = item.trim();
      if (/^['"]/.test(trimmed) || trimmed === '') return trimmed;
      return `'${trimmed}'`;
    });
    return `[${items.join(', ')}]`;
  });
}

/** The parser's own words when nesting overflows the stack, which say nothing to an author. */
const tooDeep = /^Maximum call stack size exceeded/;

export function yamlSyntaxFindings(doc: Document, text: string, prefix: string): Finding[] {
  const findings: Finding[] = [];
  const flagged = new Set<number>();
  let saidTooDeep = false;
  for (const error of doc.errors) {
    const [from, to] = error.pos;
    // The parser says so at each level it gives up on: once is enough. Such a line is no bot
    // login's, and on its thousands of brackets the bot pattern takes seconds.
    const deep = tooDeep.test(error.message);
    if (deep && saidTooDeep) continue;
    const { start, line } = lineAround(text, from);
    const bot = deep ? null : FLOW_BOT.exec(line);
    if (bot && bot[1]) {
      if (flagged.has(start)) continue;
      flagged.add(start);
      const login = bot[1];
      const fixed = quoteFlowBots(line);
      const column = line.indexOf(login);
      findings.push({
        severity: 'error',
        code: 'yaml-flow-bot',
        message: `${prefix}Unquoted bot login ${login} inside a [ ] list is a YAML syntax error (the brackets of [bot] end the list). Quote it: ['${login}'], or write a block list (- ${login}).`,
        rule: null,
        path: [],
        span: [start + column, start + column + login.length],
        ...(fixed !== line
          ? {
              fix: {
                label: 'Quote the bot logins',
                from: start,
                to: start + line.length,
                insert: fixed,
              },
            }
          : {}),
      });
      continue;
    }
    saidTooDeep ||= deep;
    const firstLine = deep
      ? 'the document is nested too deeply to read (lists or mappings inside each other thousands of times)'
      : (error.message.split('\n')[0] ?? error.message);
    findings.push({
      severity: 'error',
      code: 'yaml-syntax',
      message: `${prefix}Invalid YAML: ${firstLine}`,
      rule: null,
      path: [],
      span: [from, Math.max(from + 1, to)],
    });
  }
  for (const warning of doc.warnings) {
    const [from, to] = warning.pos;
    findings.push({
      severity: 'warning',
      code: 'yaml-warning',
      message: `${prefix}${warning.message.split('\n')[0] ?? warning.message}`,
      rule: null,
      path: [],
      span: [from, Math.max(from + 1, to)],
    });
  }
  return findings;
}
