import { describe, expect, it } from 'vitest';

import { analyzeRules } from './analyze';
import { previewRules } from './preview';
import type { SampleEvent } from './sample-event';
import { BOT_RULES, BOT_RULES_ACTION, createRule } from './test-fixtures';

const botPr: SampleEvent = {
  event: { name: 'pull_request', action: 'opened' },
  pr: {
    number: 42,
    title: 'chore(deps): bump lodash',
    body: 'Bumps lodash.\n\nBUILD-7\n![chart](https://x/y.png)',
    url: 'https://github.com/o/r/pull/42',
    author: 'dependabot[bot]',
    draft: false,
    merged: false,
  },
};

describe('previewRules', () => {
  it('renders the task of a matching rule and the body after the link-back', () => {
    const analysis = analyzeRules(BOT_RULES_ACTION, {
      userMappings: "'dependabot[bot]': '1200000000000009'\n",
    });
    const preview = previewRules(analysis, botPr);
    expect(preview.runs).toBe(true);
    expect(preview.path).toBe('create');
    const [task] = preview.tasks;
    expect(task?.title.text).toBe('bump lodash (#42)');
    expect(task?.notes?.text).toBe('Bumps lodash.\n\nBUILD-7');
    expect(task?.assignee?.text).toBe('1200000000000009');
    expect(task?.section).toBe('1201234567890999');
    expect(task?.initialFields).toEqual([
      expect.objectContaining({
        gid: '1202000000000001',
        dropped: false,
        value: expect.objectContaining({ text: '7' }),
      }),
    ]);
    expect(task?.warnings).toEqual([]);
    expect(preview.bodyAfter).toBe(
      `${botPr.pr?.body ?? ''}\n\n---\n\nAsana task: [bump lodash (#42)](https://app.asana.com/0/1201234567890123/${task?.taskGid ?? ''})`,
    );
    expect(preview.followUp).toEqual({ matchingRules: [], creatingRules: [] });
  });

  it('explains rules that do not match', () => {
    const preview = previewRules(analyzeRules(BOT_RULES), {
      ...botPr,
      pr: { ...botPr.pr, author: 'octocat' },
    });
    expect(preview.rules[0]?.matched).toBe(false);
    expect(preview.rules[0]?.conditions.find((c) => !c.matched)?.reason).toBe(
      'the author is octocat',
    );
    expect(preview.path).toBe('none');
  });

  it('warns when the title, assignee or a field renders empty, and says what the action does', () => {
    const rules = createRule({
      when: ['event: pull_request', 'action: opened', 'has_asana_tasks: false'],
      task: [
        "project: '1'",
        "workspace: '2'",
        'title: \'{{eq pr.title "x"}}\'',
        "assignee: '{{map_github_to_asana pr.author}}'",
        'initial_fields:',
        "  '5': '{{extract_from_body \"NOPE-(\\d+)\"}}'",
      ],
    });
    const [task] = previewRules(analyzeRules(rules), botPr).tasks;
    expect(task?.created).toBe(false);
    expect(task?.warnings).toEqual([
      'The title rendered empty (Template evaluation failed: Missing helper: "eq"): the action skips this task and logs "Failed to evaluate create_task for rule 0: Rule 0: create_task.title evaluated to empty string".',
      'The assignee rendered empty: no one is assigned.',
      "initial_fields['5'] rendered empty: the action drops the field.",
    ]);
  });

  it('shows the edited loop: the link-back edit matches a rule that creates again', () => {
    const rules = createRule({
      when: ['event: pull_request', 'action: [opened, edited]'],
      task: ["project: '1'", "workspace: '2'", "title: 'T'"],
    });
    const preview = previewRules(analyzeRules(rules), botPr);
    // has_tracker_tasks omitted: the action's validator refuses the file, and says so.
    expect(preview.runs).toBe(false);
    expect(preview.stoppedBecause).toMatch(
      /^The action stops before running any rule: Rule 0: create_task requires has_asana_tasks: false/,
    );
    expect(preview.followUp?.creatingRules).toEqual([0]);
  });

  it('takes the update path when the body links tasks and no task is created', () => {
    const rules =
      "rules:\n  - when:\n      event: pull_request\n      action: closed\n    then:\n      update_fields:\n        '9': 'Done #{{pr.number}}'\n      mark_complete: true\n      post_pr_comment: 'Updated {{summary.total}} task(s)'\n";
    const event: SampleEvent = {
      ...botPr,
      event: { name: 'pull_request', action: 'closed' },
      pr: { ...botPr.pr, body: 'https://app.asana.com/0/1/55' },
    };
    const preview = previewRules(analyzeRules(rules), event);
    expect(preview.path).toBe('update');
    expect(preview.updates).toEqual({
      fields: [
        expect.objectContaining({ gid: '9', value: expect.objectContaining({ text: 'Done #42' }) }),
      ],
      markComplete: true,
    });
    expect(preview.comments.map((c) => c.value.text)).toEqual(['Updated 1 task(s)']);
  });

  it('stops for events the action does not handle', () => {
    const preview = previewRules(analyzeRules(BOT_RULES_ACTION), {
      ...botPr,
      event: { name: 'push', action: '' },
    });
    expect(preview.runs).toBe(false);
    expect(preview.stoppedBecause).toMatch(/ignores push events/);
  });

  it('stops when the user mappings are rejected, and still previews', () => {
    const analysis = analyzeRules(BOT_RULES, { userMappings: 'octocat: 12\n' });
    const preview = previewRules(analysis, botPr);
    expect(preview.runs).toBe(false);
    expect(preview.stoppedBecause).toMatch(
      /user_mappings must be an object\/map with string values/,
    );
    expect(preview.tasks).toHaveLength(1);
  });
});
