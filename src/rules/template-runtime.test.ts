/**
 * The template runtime against Handlebars.compile itself (same environment, same helpers,
 * noEscape and non-strict): every template must render the same text, or fail in both.
 */
import Handlebars from 'handlebars';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { handlebars } from './handlebars-env';
import { renderTemplate } from './render';

const context = {
  pr: {
    number: 7,
    title: 'feat(x): Hello',
    body: 'Body BUILD-42 here\nline two',
    author: 'dependabot[bot]',
    draft: false,
    merged: true,
    labels: ['deps', 'ci'],
  },
  event: { name: 'pull_request', action: 'opened' },
  label: { name: 'bug' },
  userMappings: { 'dependabot[bot]': '1200000000000001' },
  list: [1, 2, 3],
  obj: { a: 1, b: 2 },
  zero: 0,
  empty: [],
  nothing: null,
};

function compiled(template: string, data: object): { text: unknown } | { error: true } {
  try {
    const fn = handlebars.compile(template, { noEscape: true, strict: false });
    return { text: fn(data) };
  } catch {
    return { error: true };
  }
}

function interpreted(template: string, data: object): { text: unknown } | { error: true } {
  const result = renderTemplate(template, data);
  if (result.error) return { error: true };
  return { text: result.text };
}

const CORPUS = [
  '{{pr.title}}',
  '{{{pr.body}}}',
  '{{clean_title pr.title}} (#{{pr.number}})',
  '{{#if pr.draft}}Draft{{else}}Ready{{/if}}',
  '{{#if pr.draft}}a{{else if pr.merged}}b{{else}}c{{/if}}',
  '{{#unless pr.draft}}ready{{/unless}}',
  '{{#each pr.labels}}{{@index}}:{{this}}{{#unless @last}},{{/unless}}{{/each}}',
  '{{#each obj}}{{@key}}={{.}};{{/each}}',
  '{{#each list as |item i|}}{{i}}-{{item}} {{/each}}',
  '{{#each list}}{{#if @first}}F{{/if}}{{../pr.number}}{{/each}}',
  '{{#each pr.labels}}{{#with ../pr}}{{number}}{{/with}}{{/each}}',
  '{{#with pr}}{{title}}|{{../event.name}}|{{extract_from_body "BUILD-(\\d+)"}}{{/with}}',
  '{{#with missing}}x{{else}}none{{/with}}',
  '{{#each missing}}x{{else}}empty{{/each}}',
  '{{#list}}[{{this}}]{{/list}}',
  '{{^empty}}none{{/empty}}',
  '{{#zero}}z{{else}}nz{{/zero}}',
  '{{#pr}}{{title}}{{/pr}}',
  '{{#pr.merged}}merged{{/pr.merged}}',
  '{{extract_from_body "BUILD-(\\d+)"}}',
  '{{map_github_to_asana pr.author}}/{{map_host_to_tracker "constructor"}}',
  '{{or zero "" "x"}}',
  '{{or}}',
  '{{lookup pr "title"}} {{lookup pr.labels 1}}',
  '{{@root.pr.number}}',
  '{{this.pr.number}} {{./pr.number}} {{pr/title}}',
  '{{"pr"}} {{true}} {{1}}',
  '{{(or pr.nope "fallback")}}',
  '{{sanitize_markdown pr.body}}',
  '{{markdown_to_html "# Hi\\n\\n**b**"}}',
  '{{#if pr.number includeZero=true}}y{{/if}}',
  '{{list.[1]}} {{pr.title.length}} {{constructor}} {{pr.constructor}}',
  '  {{#if pr}}\n  yes\n  {{/if}}\n',
  '{{~pr.number~}} x {{!comment}}a{{!-- c --}}',
  '{{nothing.x}} {{nothing}} {{zero}} {{pr.draft}} {{list}} {{obj}}',
  '{{eq a b}}',
  '{{lookup_user pr.author}}',
  '{{pr "x"}}',
  '{{> foo}}',
  '{{#if}}x{{/if}}',
  '{{if pr}}',
  '{{clean_title}}',
  '{{#each}}x{{/each}}',
  '{{#if pr}}unclosed',
  '{{pr.title',
  '{{#each pr.labels}}{{/with}}',
  '{{log "hello"}}after',
  '{{#> layout}}fallback {{pr.number}}{{/layout}}',
  // The compiled code joins parts with JS +: numbers and booleans add up (the template's
  // wrapper then makes the result a string); a one-part block body keeps its value's type.
  '{{zero}}{{or (or true) "fallback"}}',
  '{{or (or pr.number) "fallback"}}{{zero}}',
  '{{pr.draft}}{{#unless pr.title}}{{else}}{{pr.number}}{{/unless}}',
  '{{pr.number}}',
  '{{pr.number}}{{#pr}}x{{/pr}}{{zero}}',
  '{{#pr}}{{number}}{{/pr}}{{zero}}{{zero}}',
  '{{zero}}{{^empty}}{{pr.number}}{{/empty}}{{pr.merged}}',
  '{{markdown_to_html "x"}}',
  '{{zero}}{{#if true}}{{#pr}}{{number}}{{/pr}}{{/if}}',
  '{{zero}}{{#if true}}{{zero}}{{#pr}}{{number}}{{/pr}}{{zero}}{{zero}}{{/if}}',
  '{{zero}}{{#with pr}}{{number}}{{/with}}',
];

describe('template runtime vs Handlebars.compile', () => {
  it.each(CORPUS)('%j', (template) => {
    expect(interpreted(template, context)).toEqual(compiled(template, context));
  });

  it('agrees on generated templates', () => {
    const paths = [
      'pr.title',
      'pr.number',
      'pr.labels',
      'pr.draft',
      'event.action',
      'label.name',
      'zero',
      'list',
      'missing',
      'this',
      '@root.pr.author',
      '../pr.title',
    ];
    const literal = fc.constantFrom('"BUILD-(\\\\d+)"', '"x"', '0', 'true', 'null');
    const argument = fc.oneof(fc.constantFrom(...paths), literal);
    const helper = fc.constantFrom(
      'clean_title',
      'sanitize_markdown',
      'or',
      'map_host_to_tracker',
      'lookup',
      'extract_from_title',
    );
    const mustache = fc.oneof(
      fc.constantFrom(...paths).map((p) => `{{${p}}}`),
      fc
        .tuple(helper, fc.array(argument, { maxLength: 3 }))
        .map(([h, args]) => `{{${h} ${args.join(' ')}}}`),
      fc.tuple(helper, argument).map(([h, a]) => `{{or (${h} ${a}) "fallback"}}`),
    );
    const text = fc.constantFrom('', 'a', ' ', '\n', '-');
    const piece: fc.Arbitrary<string> = fc.letrec((tie) => ({
      piece: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text,
        mustache,
        fc
          .tuple(
            fc.constantFrom('if', 'unless', 'each', 'with'),
            fc.constantFrom(...paths),
            tie('piece'),
            tie('piece'),
          )
          .map(([b, p, yes, no]) => `{{#${b} ${p}}}${String(yes)}{{else}}${String(no)}{{/${b}}}`),
        fc
          .tuple(fc.constantFrom('pr', 'list', 'zero', 'empty', 'missing'), tie('piece'))
          .map(([name, body]) => `{{#${name}}}${String(body)}{{/${name}}}`),
      ),
    })).piece as fc.Arbitrary<string>;
    const template = fc.array(piece, { maxLength: 5 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(template, (t) => {
        expect(interpreted(t, context)).toEqual(compiled(t, context));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('never needs eval: it runs with the Function constructor disabled', () => {
    const original = globalThis.Function;
    const blocked = function () {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    } as unknown as FunctionConstructor;
    try {
      (globalThis as { Function: FunctionConstructor }).Function = blocked;
      expect(
        renderTemplate('{{#each pr.labels}}{{this}} {{/each}}{{clean_title pr.title}}', context)
          .text,
      ).toBe('deps ci Hello');
    } finally {
      (globalThis as { Function: FunctionConstructor }).Function = original;
    }
  });

  it('uses an environment of its own, not the global Handlebars', () => {
    expect(Handlebars.helpers).not.toHaveProperty('clean_title');
    expect(handlebars.helpers).toHaveProperty('clean_title');
  });
});
