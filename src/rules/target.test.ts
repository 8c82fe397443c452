import { describe, expect, it } from 'vitest';

import { analyzeRules } from './analyze';
import type { Diagnostic } from './diagnostic';
import { renderTemplate } from './render';
import { resolveTarget, targetOfWorkflow, targetSpelling } from './target';
import { BOT_RULES, BOT_RULES_ACTION, createRule, updateRule } from './test-fixtures';

const nameFindings = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.filter((d) => d.code === 'spec-name' || d.code === 'action-name');

function applyFix(text: string, d: Diagnostic): string {
  const fix = d.fix!;
  return text.slice(0, fix.from) + fix.insert + text.slice(fix.to);
}

const workflow = (uses: string, rules: string) =>
  [
    'on: pull_request',
    'jobs:',
    '  sync:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    `      - uses: ${uses}`,
    '        with:',
    '          asana_token: x',
    '          github_token: y',
    '          rules: |',
    ...rules
      .trimEnd()
      .split('\n')
      .map((line) => (line === '' ? '' : `            ${line}`)),
    '',
  ].join('\n');

describe('the target', () => {
  it("is the workflow's uses: line when it names the real action, else the setting, else the real action", () => {
    expect(targetOfWorkflow(workflow('planningcenter/asana-github-sync@v1.4.0', BOT_RULES))).toBe(
      'action',
    );
    expect(targetOfWorkflow(workflow('someone/else@v1', BOT_RULES))).toBeUndefined();
    expect(resolveTarget(BOT_RULES, 'spec')).toBe('spec');
    expect(resolveTarget(BOT_RULES, undefined)).toBe('action');
    expect(resolveTarget(workflow('planningcenter/asana-github-sync@v1', BOT_RULES), 'spec')).toBe(
      'action',
    );
  });

  it('is on the analysis, and the uses: line wins over options.target', () => {
    expect(analyzeRules(BOT_RULES).target).toBe('action');
    expect(analyzeRules(BOT_RULES, { target: 'spec' }).target).toBe('spec');
    const analysis = analyzeRules(workflow('planningcenter/asana-github-sync@v1', BOT_RULES), {
      target: 'spec',
    });
    expect(analysis.target).toBe('action');
    expect(nameFindings(analysis.diagnostics).map((d) => d.code)).toEqual([
      'spec-name',
      'spec-name',
    ]);
  });

  it('maps each name to the other target', () => {
    expect(targetSpelling('has_tracker_tasks', 'action')).toBe('has_asana_tasks');
    expect(targetSpelling('map_host_to_tracker', 'action')).toBe('map_github_to_asana');
    expect(targetSpelling('has_asana_tasks', 'spec')).toBe('has_tracker_tasks');
    expect(targetSpelling('map_github_to_asana', 'spec')).toBe('map_host_to_tracker');
    expect(targetSpelling('has_asana_tasks', 'action')).toBeUndefined();
    expect(targetSpelling('event', 'action')).toBeUndefined();
  });
});

describe("the spec's names, for the real action", () => {
  it('refuses has_tracker_tasks with create_task as an error, as the action refuses the file', () => {
    const analysis = analyzeRules(BOT_RULES);
    const [key, helper] = nameFindings(analysis.diagnostics);
    expect(analysis.valid).toBe(false);
    expect(key).toMatchObject({ severity: 'error', code: 'spec-name', line: 5, column: 7 });
    expect(helper).toMatchObject({ severity: 'error', code: 'spec-name' });
    expect(key?.message).toBe(
      'Rule 0: has_tracker_tasks is the spec\'s name, which the real action (planningcenter/asana-github-sync) does not know: it ignores this condition and reads has_asana_tasks as omitted, which validation takes as true, so it refuses the file: "Rule 0: create_task requires has_asana_tasks: false" (logged; the workflow still passes and no rule runs). Rename it to has_asana_tasks.',
    );
    expect(key?.fix).toMatchObject({
      label: 'Rename to has_asana_tasks',
      insert: 'has_asana_tasks',
    });
    expect(BOT_RULES.slice(key!.fix!.from, key!.fix!.to)).toBe('has_tracker_tasks');
    expect(helper?.message).toMatch(
      /^Rule 0: assignee: map_host_to_tracker is the spec's name for the user-mapping helper, which the real action \(planningcenter\/asana-github-sync\) does not know: it has no such helper \("Missing helper: "map_host_to_tracker""\), so the whole value renders as "": no one is assigned\. Rename it to map_github_to_asana\.$/,
    );
    expect(BOT_RULES.slice(helper!.from, helper!.to)).toBe('map_host_to_tracker');
  });

  it('applying both fixes gives the action names and no finding', () => {
    let text = BOT_RULES;
    for (let i = 0; i < 2; i++) {
      const [first] = nameFindings(analyzeRules(text).diagnostics);
      text = applyFix(text, first!);
    }
    expect(text).toBe(BOT_RULES_ACTION);
    expect(analyzeRules(text).diagnostics).toEqual([]);
  });

  it('says what happens to an update rule: the condition is ignored', () => {
    const [d] = nameFindings(
      analyzeRules(updateRule(['event: pull_request', 'has_tracker_tasks: true'])).diagnostics,
    );
    expect(d?.message).toMatch(
      /it ignores this condition, so the rule matches whether or not the body links a task\. Rename it to has_asana_tasks\.$/,
    );
  });

  it('with both names written, asks to remove the spec one and offers no rename', () => {
    const text = createRule({
      when: [
        'event: pull_request',
        'action: opened',
        'has_asana_tasks: false',
        'has_tracker_tasks: false',
      ],
    });
    const [d] = nameFindings(analyzeRules(text).diagnostics);
    expect(d?.message).toMatch(/reads has_asana_tasks only\. Remove has_tracker_tasks\.$/);
    expect(d?.fix).toBeUndefined();
  });

  it('a helper called without arguments is a variable to the action: it renders ""', () => {
    const text = createRule({
      when: ['event: pull_request', 'action: opened', 'has_asana_tasks: false'],
      task: ["project: '1'", "workspace: '2'", "title: 'T {{map_host_to_tracker}}'"],
    });
    const [d] = nameFindings(analyzeRules(text).diagnostics);
    expect(d?.message).toMatch(/there it is read as a variable, which is not in the context/);
  });

  it('finds the helper in every template field and inside subexpressions and blocks', () => {
    const text = createRule({
      when: ['event: pull_request', 'action: opened', 'has_asana_tasks: false'],
      task: [
        "project: '1'",
        "workspace: '2'",
        "title: '{{#if (map_host_to_tracker pr.author)}}mapped{{/if}}'",
        'assignee: \'{{or (map_host_to_tracker pr.author) "me"}}\'',
        'initial_fields:',
        "  '3': '{{map_host_to_tracker pr.author}}'",
      ],
    });
    const found = nameFindings(analyzeRules(text).diagnostics);
    expect(found.map((d) => d.path)).toEqual([
      'rules[0].then.create_task.title',
      'rules[0].then.create_task.assignee',
      'rules[0].then.create_task.initial_fields["3"]',
    ]);
    expect(found.every((d) => text.slice(d.from, d.to) === 'map_host_to_tracker')).toBe(true);
  });

  it('does not warn on the same words in plain text, string arguments or other keys', () => {
    const text = createRule({
      when: ['event: pull_request', 'action: opened', 'has_asana_tasks: false'],
      task: [
        "project: '1'",
        "workspace: '2'",
        'title: \'has_tracker_tasks and map_host_to_tracker {{extract_from_body "map_host_to_tracker"}}\'',
      ],
    });
    expect(nameFindings(analyzeRules(text).diagnostics)).toEqual([]);
  });

  it('uses the action names in advice: create_task requires has_asana_tasks: false', () => {
    const text = createRule({ when: ['event: pull_request', 'action: opened'] });
    expect(analyzeRules(text).diagnostics.map((d) => d.message)).toContain(
      'Rule 0: create_task requires has_asana_tasks: false (when it is omitted, validation takes it as true); add "has_asana_tasks: false" to when',
    );
  });
});

describe("the real action's names, for the spec", () => {
  it('warns on has_asana_tasks and map_github_to_asana, with a rename to the spec names', () => {
    const analysis = analyzeRules(BOT_RULES_ACTION, { target: 'spec' });
    const found = nameFindings(analysis.diagnostics);
    expect(found.map((d) => [d.code, d.severity, d.fix?.insert])).toEqual([
      ['action-name', 'warning', 'has_tracker_tasks'],
      ['action-name', 'warning', 'map_host_to_tracker'],
    ]);
    expect(found[0]?.message).toBe(
      "Rule 0: has_asana_tasks is the real action's name, which the spec does not know: the spec names this condition has_tracker_tasks. Rename it to has_tracker_tasks.",
    );
  });

  it('has nothing to say about the spec names', () => {
    expect(nameFindings(analyzeRules(BOT_RULES, { target: 'spec' }).diagnostics)).toEqual([]);
  });
});

describe('rendering for a target', () => {
  const context = { pr: { author: 'octocat' }, userMappings: { octocat: '12' } };

  it("registers only the target's mapping helper; without a target both (the CLI's render)", () => {
    expect(renderTemplate('{{map_host_to_tracker pr.author}}', context).text).toBe('12');
    expect(renderTemplate('{{map_github_to_asana pr.author}}', context).text).toBe('12');
    expect(
      renderTemplate('{{map_host_to_tracker pr.author}}', context, { target: 'action' }),
    ).toEqual({
      text: '',
      error: 'Template evaluation failed: Missing helper: "map_host_to_tracker"',
      logs: [],
    });
    expect(
      renderTemplate('{{map_github_to_asana pr.author}}', context, { target: 'action' }).text,
    ).toBe('12');
    expect(
      renderTemplate('{{map_github_to_asana pr.author}}', context, { target: 'spec' }).error,
    ).toBe('Template evaluation failed: Missing helper: "map_github_to_asana"');
  });
});
