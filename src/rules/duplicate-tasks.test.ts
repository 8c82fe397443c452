import { describe, expect, it } from 'vitest';

import { analyzeRules } from './analyze';
import { duplicateCreateRules } from './duplicate-tasks';

const TASK = [
  '    then:',
  '      create_task:',
  "        project: '1'",
  "        workspace: '2'",
  "        title: '{{pr.title}}'",
];

/** A rules file of create_task rules, one `when` (as YAML lines) each. */
function rules(...whens: string[][]): string {
  return [
    'rules:',
    ...whens.flatMap((when) => ['  - when:', ...when.map((l) => `      ${l}`), ...TASK]),
    '',
  ].join('\n');
}

const OPENED = ['event: pull_request', 'action: opened', 'has_asana_tasks: false'];

const duplicates = (text: string) =>
  analyzeRules(text).diagnostics.filter((d) => d.code === 'duplicate-task');

describe('two create_task rules that match the same event', () => {
  it('warn on the second rule, at its create_task, naming the first and the events', () => {
    const text = rules(OPENED, [...OPENED, "author: 'dependabot[bot]'"]);
    const [d] = duplicates(text);
    expect(d).toMatchObject({ severity: 'warning', rule: 1, line: 17 });
    expect(text.slice(d!.from, d!.to)).toBe('create_task');
    expect(d?.message).toBe(
      'Rule 1: this rule and rule 0 both create a task on pull_request opened events, and no condition written in both tells them apart: the action runs every matching rule and does not de-duplicate, so such an event gets two tasks. Merge the rules, or add a condition that excludes the other (for example different author lists, or draft: true / draft: false).',
    );
  });

  it('overlap on shared actions, or on any action when one rule has none', () => {
    expect(
      duplicateCreateRules(
        analyzeRules(
          rules(
            ['event: issues', 'action: [opened, labeled]', 'has_asana_tasks: false'],
            ['event: issues', 'action: [labeled, ready_for_review]', 'has_asana_tasks: false'],
          ),
        ).rules.map((r) => r.value),
      ),
    ).toEqual([{ rule: 1, other: 0, event: 'issues', actions: ['labeled'] }]);
    expect(
      duplicateCreateRules([
        { when: { event: 'issues' }, then: { create_task: { title: 'a' } } },
        { when: { event: 'issues', action: 'opened' }, then: { create_task: { title: 'b' } } },
      ]),
    ).toEqual([{ rule: 1, other: 0, event: 'issues', actions: ['opened'] }]);
  });

  it('has_labels does not tell rules apart: one pull request can carry both labels', () => {
    expect(
      duplicates(rules([...OPENED, 'has_labels: bug'], [...OPENED, 'has_labels: feature'])),
    ).toHaveLength(1);
  });

  it('warn once per later rule', () => {
    expect(duplicates(rules(OPENED, OPENED, OPENED)).map((d) => d.rule)).toEqual([1, 2]);
  });

  it('do not warn when a condition excludes the other rule', () => {
    for (const [a, b] of [
      ["author: 'dependabot[bot]'", 'author: [octocat, hubot]'],
      ['draft: true', 'draft: false'],
      ['merged: true', 'merged: false'],
      ['label: bug', 'label: feature'],
      ['review_state: approved', 'review_state: commented'],
    ] as const) {
      expect(duplicates(rules([...OPENED, a], [...OPENED, b])), `${a} / ${b}`).toEqual([]);
    }
  });

  it('do not warn for different events or actions, or when one rule does not create a task', () => {
    expect(
      duplicates(rules(OPENED, ['event: issues', 'action: opened', 'has_asana_tasks: false'])),
    ).toEqual([]);
    expect(
      duplicates(
        rules(OPENED, [
          'event: pull_request',
          'action: ready_for_review',
          'has_asana_tasks: false',
        ]),
      ),
    ).toEqual([]);
    expect(
      duplicateCreateRules([
        { when: { event: 'pull_request', action: 'opened' }, then: { create_task: { a: 1 } } },
        { when: { event: 'pull_request', action: 'opened' }, then: { mark_complete: true } },
      ]),
    ).toEqual([]);
  });
});
