import { describe, expect, it } from 'vitest';

import { hoverAt } from './hover-info';

const RULES = `rules:
  - when:
      event: pull_request
      action: [opened, ready_for_review]
      has_asana_tasks: false
      draft: false
    then:
      create_task:
        project: '1'
        workspace: '2'
        title: '{{pr.title}}'
        assignee: me
  - when:
      event: issues
      action:
        - closed
        - ready_for_review
      has_tracker_tasks: true
    then:
      mark_complete: true
  - when:
      event: pull_request_review
      review_state: approved
    then:
      post_pr_comment: 'ok'
`;

/** Hover at the n-th occurrence (0-based) of `word`, one character in. */
function hover(word: string, nth = 0, text = RULES, target?: 'action' | 'spec') {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(word, at + 1);
  return hoverAt(text, at + 1, target ? { target } : {});
}

describe('hover on values', () => {
  it('explains event names', () => {
    expect(hover('pull_request')).toMatchObject({ title: 'event: pull_request' });
    expect(hover('issues')?.doc).toMatch(/^Issue events/);
    expect(hover('pull_request_review')?.doc).toMatch(/review_state matches its state/);
  });

  it('explains actions, in flow lists and block lists, for the rule event', () => {
    expect(hover('opened')).toMatchObject({
      title: 'action: opened',
      doc: expect.stringMatching(/safe action for create_task/),
    });
    expect(hover('ready_for_review')?.doc).toMatch(/^A draft pull request was marked ready/);
    expect(hover('closed')?.doc).toMatch(/merged: true/);
    // issues events have no ready_for_review.
    expect(hover('ready_for_review', 1)?.doc).toMatch(
      /But issues events have no 'ready_for_review' action, so this never matches\.$/,
    );
    const range = hover('opened');
    expect(RULES.slice(range!.from, range!.to)).toBe('opened');
  });

  it('explains booleans of known keys', () => {
    expect(hover('false')).toMatchObject({
      title: 'has_asana_tasks: false',
      doc: expect.stringMatching(/^The body links no task .* Required for create_task/),
    });
    expect(hover('false', 1)).toMatchObject({ title: 'draft: false' });
    expect(hover('true', 1)).toMatchObject({ title: 'mark_complete: true' });
  });

  it("says when a key's name is not the target's", () => {
    expect(hover('true')).toMatchObject({ title: 'has_tracker_tasks: true' });
    expect(hover('true')?.doc).toMatch(
      /Not known to the real action \(planningcenter\/asana-github-sync\), which uses has_asana_tasks: rename it\.$/,
    );
    expect(hover('has_tracker_tasks')?.doc).toMatch(/which uses has_asana_tasks: rename it\.$/);
    expect(hover('has_tracker_tasks', 0, RULES, 'spec')?.doc).not.toMatch(/Not known/);
    expect(hover('has_asana_tasks', 0, RULES, 'spec')?.doc).toMatch(
      /Not known to the spec, which uses has_tracker_tasks/,
    );
  });

  it('explains review states and the assignee me', () => {
    expect(hover('approved')).toMatchObject({ title: 'review_state: approved' });
    expect(hover('me', 0, RULES.replace('assignee: me', 'assignee: me '))?.title).toBe(
      "assignee: 'me'",
    );
  });

  it('keeps key, helper and variable hovers', () => {
    expect(hover('event')?.title).toBe('event');
    expect(hover('pr.title')?.doc).toBe('Pull request title.');
  });

  it('has nothing for values of other keys or unknown values', () => {
    expect(hover("'1'")).toBeNull();
    const at = (text: string, word: string) => hoverAt(text, text.lastIndexOf(word) + 1);
    expect(at('rules:\n  - when:\n      event: push\n', 'push')).toBeNull();
    expect(at('rules:\n  - when:\n      author: opened\n', 'opened')).toBeNull();
    expect(at('rules:\n  - when:\n      label: true\n', 'true')).toBeNull();
    expect(at('rules:\n  - when:\n      author:\n        - opened\n', 'opened')).toBeNull();
  });
});
