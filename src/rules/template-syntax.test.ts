import { describe, expect, it } from 'vitest';

import { analyzeRules } from './analyze';
import { renderTemplate } from './render';
import { parseTemplate } from './template-parse';
import { blockStructureProblem, describeParseError } from './template-syntax';
import { createRule } from './test-fixtures';

/** The explanation and the underlined text for a template Handlebars refuses. */
function explain(template: string): [string, string] {
  const parsed = parseTemplate(template);
  if (parsed.ok) throw new Error(`parses: ${template}`);
  return [parsed.error.explanation, template.slice(parsed.error.from, parsed.error.to)];
}

const TOKEN_NAME = /'[A-Z][A-Z_]+'|OPEN_|CLOSE|EOF|INVALID/;

describe('template syntax errors, explained', () => {
  it.each(['if', 'each', 'unless', 'with'])(
    'an unclosed {{#%s}} points at the opening tag and names the missing close',
    (name) => {
      const template = `Fix {{#${name} pr.draft}}draft{{pr.title}}`;
      expect(explain(template)).toEqual([
        `\`{{#${name}}}\` is never closed: add \`{{/${name}}}\``,
        `{{#${name} pr.draft}}`,
      ]);
    },
  );

  it('names every block left open, innermost first', () => {
    expect(explain('{{#if a}}{{#each b}}x')).toEqual([
      '`{{#each}}` is never closed: add `{{/each}}` (and then `{{/if}}` for the blocks around it)',
      '{{#each b}}',
    ]);
    expect(explain('{{#if a}}x{{else}}y')[0]).toBe('`{{#if}}` is never closed: add `{{/if}}`');
    expect(explain('{{^if a}}x')[0]).toBe('`{{^if}}` is never closed: add `{{/if}}`');
  });

  it('a close that does not match names both tags, at the close', () => {
    expect(explain('a {{#each pr}}x{{/if}}')).toEqual([
      '`{{/if}}` does not match the open `{{#each}}`: each block ends with its own name, so close `{{#each}}` with `{{/each}}`',
      '{{/if}}',
    ]);
    expect(explain('{{#if a}}{{#with b}}x{{/if}}')[0]).toBe(
      '`{{/if}}` does not match the open `{{#with}}`: each block ends with its own name, so close `{{#with}}` with `{{/with}}` before `{{/if}}`',
    );
  });

  it('a close with nothing open, and an else outside any block', () => {
    expect(explain('x {{/if}}')).toEqual([
      '`{{/if}}` closes nothing: there is no `{{#if …}}` open before it. Remove it, or add the opening tag',
      '{{/if}}',
    ]);
    expect(explain('x {{else}} y')[0]).toBe(
      '`{{else}}` is outside any block: it belongs between `{{#if …}}` and `{{/if}}`',
    );
  });

  it('a tag, string, parenthesis or comment that is never closed', () => {
    expect(explain('Fix {{pr.title')).toEqual([
      '`{{pr.title` is never closed: add `}}` after it',
      '{{pr.title',
    ]);
    expect(explain('{{#if a}}x{{/if}')[0]).toBe('`{{/if}` is never closed: add `}}` after it');
    expect(explain('{{{pr.body}}')[0]).toBe('`{{{pr.body}}` is never closed: add `}}}` after it');
    expect(explain('{{extract_from_body "BUILD-(\\d+)}}')[0]).toMatch(
      /^the string "BUILD-\(\\d\+\)}} in `.*` is never closed: add the closing "$/,
    );
    expect(explain('{{#if (eq a}}x{{/if}}')).toEqual([
      'the `(` in `{{#if (eq a}}` is never closed: add `)` before `}}`',
      '(',
    ]);
    expect(explain('a {{!-- note')[0]).toBe('the comment `{{!--` is never closed: add `--}}`');
  });

  it('never shows the parser token names', () => {
    for (const template of [
      '{{#if x}}abc',
      '{{/if}}',
      'Fix {{pr.title',
      '{{foo bar=}}',
      '{{> }}',
      '{{#if a}}{{else if b}}c',
      '{{"x}}',
    ]) {
      expect(explain(template)[0], template).not.toMatch(TOKEN_NAME);
    }
  });

  it('falls back to Handlebars message in words when the tags look right', () => {
    expect(blockStructureProblem('{{foo bar=}}')).toBeUndefined();
    expect(explain('{{foo bar=}}')[0]).toBe('expected a value, found `}}`');
    expect(
      describeParseError(
        "Parse error on line 1:\n{{#if x}}abc\n------------^\nExpecting 'OPEN_INVERSE_CHAIN', 'INVERSE', 'OPEN_ENDBLOCK', got 'EOF'",
      ),
    ).toBe('expected `{{else}}` or a closing `{{/…}}`, found the end of the template');
    expect(describeParseError("each doesn't match if - 1:5")).toBe(
      '`{{/if}}` does not match the open `{{#each}}`',
    );
  });

  it('finds nothing wrong with templates that parse, escaped braces and comments included', () => {
    for (const template of [
      '{{#if a}}{{#each b}}{{this}}{{/each}}{{else}}none{{/if}}',
      '\\{{#if}} literal',
      '{{!-- {{#if}} --}}{{! {{/each}} }}',
      '{{#unless a}}x{{^}}y{{/unless}}',
      '{{#if a}}x{{else if b}}y{{/if}}',
      '{{or (extract_from_body "a}}b") "c"}}',
    ]) {
      expect(blockStructureProblem(template), template).toBeUndefined();
    }
  });
});

describe('in diagnostics and the preview', () => {
  it('underlines the opening tag in the rules file', () => {
    const text = createRule({
      when: ['event: pull_request', 'action: opened', 'has_asana_tasks: false'],
      task: ["project: '1'", "workspace: '2'", "title: '{{#if pr.draft}}Draft: {{pr.title}}'"],
    });
    const [d] = analyzeRules(text).diagnostics;
    expect(d).toMatchObject({ code: 'template-syntax', line: 10 });
    expect(text.slice(d!.from, d!.to)).toBe('{{#if pr.draft}}');
    expect(d?.message).toBe(
      'Rule 0: title: template syntax error: `{{#if}}` is never closed: add `{{/if}}`. The action cannot compile it, so the whole value renders as "".',
    );
  });

  it('says the same when the preview renders it empty', () => {
    expect(renderTemplate('{{#each x}}y', {})).toEqual({
      text: '',
      error: 'Template evaluation failed: `{{#each}}` is never closed: add `{{/each}}`',
      logs: [],
    });
  });
});
