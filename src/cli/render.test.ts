/**
 * `narthex rules render`, run in process: the rendered text ends with a newline, and what
 * validate would say about the template goes to stderr at the template's own line and column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkTemplateText } from './template-check';
import { runInProcess, temporaryDirectory } from './test-support';

const PULL_REQUEST = { name: 'pull_request', action: 'opened' };

let temp: ReturnType<typeof temporaryDirectory>;
let context = '';

beforeAll(() => {
  temp = temporaryDirectory('narthex-render-');
  context = temp.write(
    'context.json',
    JSON.stringify({
      event: PULL_REQUEST,
      pr: { number: 42, title: 'Fix the "door" count', author: 'octocat' },
    }),
  );
});

afterAll(() => {
  temp.remove();
});

const render = (template: string, ...args: string[]) =>
  runInProcess(['rules', 'render', '--template', template, '--context', context, ...args]);

describe('narthex rules render', () => {
  it('ends its output with a newline', async () => {
    expect(await render('#{{pr.number}} {{pr.title}}')).toEqual({
      code: 0,
      stdout: '#42 Fix the "door" count\n',
      stderr: '',
    });
    expect((await render('')).stdout).toBe('\n');
  });

  it('warns on stderr about unknown variables, as validate does, and still renders', async () => {
    expect(await render('{{pr.number}}: {{pr.titel}} {{nope}}')).toEqual({
      code: 0,
      stdout: '42:  \n',
      stderr: [
        'template:1:18: warning: pr has no field "titel", so "pr.titel" renders "". Did you mean pr.title?',
        'template:1:31: warning: "nope" is not in the template context, so it renders "".',
        '',
      ].join('\n'),
    });
  });

  it('a failed render: the findings and the reason on stderr, nothing on stdout, exit 1', async () => {
    const result = await render('{{eq pr.title "x"}}');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^template:1:3: error: unknown helper "eq"/);
    expect(result.stderr).toContain('Missing helper: "eq"');
  });

  it('checks the template for --target, and refuses an unknown one', async () => {
    // The spec's name for the user-mapping helper: known to the spec, not to the real action.
    const mapped = '{{map_host_to_tracker pr.author}}';
    expect((await render(mapped, '--target', 'spec')).stderr).toBe('');
    expect((await render(mapped, '--target', 'action')).stderr).toMatch(
      /^template:1:3: warning: map_host_to_tracker is the spec's name .* Rename it to map_github_to_asana\.\n$/,
    );
    const bad = await render('{{pr.title}}', '--target', 'asana');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^narthex: --target must be "action" or "spec", not "asana"\n/);
  });
});

describe('checkTemplateText', () => {
  it('gives positions in the template, whatever YAML escaping the check needed', () => {
    const positions = (template: string) =>
      checkTemplateText(template, PULL_REQUEST).map((f) => [f.code, f.line, f.column]);
    expect(positions('"quoted" \\ \t {{pr.titel}}')).toEqual([['unknown-variable', 1, 16]]);
    expect(positions('😀 {{pr.titel}}')).toEqual([['unknown-variable', 1, 6]]);
    expect(positions('line one\n  {{issue.title}}\r\n{{nope}}')).toEqual([
      ['variable-not-set', 2, 5],
      ['unknown-variable', 3, 3],
    ]);
    expect(positions('{{pr.title}} {{#if pr.draft}}draft{{/if}}')).toEqual([]);
  });

  it('checks for the context event: issue fields are fine on issues events', () => {
    expect(checkTemplateText('{{issue.title}}', { name: 'issues', action: 'opened' })).toEqual([]);
    expect(checkTemplateText('{{issue.title}}', PULL_REQUEST).map((f) => f.message)).toEqual([
      '"issue.title" is empty on pull_request events; use pr.title.',
    ]);
  });
});
