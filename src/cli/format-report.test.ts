/** The github format: GitHub Actions workflow commands, escaped as GitHub's toolkit does. */
import { describe, expect, it } from 'vitest';

import type { Diagnostic } from '../rules/diagnostic';
import { annotation, escapeData, escapeProperty, type FileReport } from './format-report';

function diagnostic(overrides: Partial<Diagnostic> = {}): Diagnostic {
  return {
    severity: 'error',
    code: 'unknown-key',
    message: 'Rule 0: unknown key',
    rule: 0,
    path: 'rules[0].when',
    from: 0,
    to: 3,
    line: 2,
    column: 5,
    endLine: 3,
    endColumn: 7,
    ...overrides,
  };
}

function report(file: string, overrides: Partial<FileReport> = {}): FileReport {
  return {
    file,
    stdin: false,
    kind: 'rules',
    target: 'action',
    rules: 1,
    diagnostics: [],
    ...overrides,
  };
}

describe('escaping', () => {
  it('escapes % CR LF in messages, and : , too in properties', () => {
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b');
    expect(escapeProperty('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext%3A a%2C b');
    // % first, so an escape is not escaped again.
    expect(escapeData('%0A')).toBe('%250A');
  });
});

describe('annotation', () => {
  it('one command per severity: error, warning, notice', () => {
    const rules = report('rules/a.yml');
    expect(annotation(rules, diagnostic(), '/repo')).toBe(
      '::error file=rules/a.yml,line=2,col=5,endLine=3,endColumn=7,title=narthex unknown-key::Rule 0: unknown key',
    );
    expect(annotation(rules, diagnostic({ severity: 'warning' }), '/repo')).toMatch(
      /^::warning file=rules\/a\.yml,/,
    );
    expect(annotation(rules, diagnostic({ severity: 'info' }), '/repo')).toMatch(
      /^::notice file=rules\/a\.yml,/,
    );
  });

  it('escapes the file name and the message', () => {
    expect(
      annotation(
        report('odd,name:1%.yml'),
        diagnostic({ message: 'a: b, 50%\nsecond line\r', code: 'x' }),
        '/repo',
      ),
    ).toBe(
      '::error file=odd%2Cname%3A1%25.yml,line=2,col=5,endLine=3,endColumn=7,title=narthex x::a: b, 50%25%0Asecond line%0D',
    );
  });

  it('gives a file inside the working directory relative to it (the checkout in a workflow)', () => {
    const line = (file: string) => annotation(report(file), diagnostic(), '/repo');
    expect(line('/repo/.github/workflows/sync.yml')).toMatch(
      /^::error file=\.github\/workflows\/sync\.yml,/,
    );
    expect(line('/elsewhere/rules.yml')).toMatch(/^::error file=\/elsewhere\/rules\.yml,/);
    expect(line('/repo-two/rules.yml')).toMatch(/^::error file=\/repo-two\/rules\.yml,/);
  });

  it('names no file for standard input', () => {
    expect(annotation(report('<stdin>', { stdin: true }), diagnostic(), '/repo')).toBe(
      '::error line=2,col=5,endLine=3,endColumn=7,title=narthex unknown-key::Rule 0: unknown key',
    );
  });
});
