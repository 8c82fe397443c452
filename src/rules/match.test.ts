import { describe, expect, it } from 'vitest';

import { matchRule } from './match';
import type { SampleEvent } from './sample-event';

const botPr: SampleEvent = {
  event: { name: 'pull_request', action: 'opened' },
  pr: {
    number: 1,
    title: 'chore(deps): bump',
    body: 'no links',
    author: 'dependabot[bot]',
    draft: true,
    merged: false,
    labels: ['deps'],
  },
};

const issue: SampleEvent = {
  event: { name: 'issues', action: 'labeled' },
  issue: {
    number: 2,
    title: 'Bug',
    body: 'see https://app.asana.com/0/1/99',
    author: 'octocat',
    labels: ['bug'],
  },
  label: { name: 'bug' },
};

const reasons = (when: object, event: SampleEvent) =>
  matchRule(when, event).conditions.map((c) => [c.key, c.matched, c.reason]);

describe('matchRule', () => {
  it('ANDs every condition and explains each', () => {
    const when = {
      event: 'pull_request',
      action: ['opened', 'ready_for_review'],
      has_tracker_tasks: false,
      author: 'dependabot[bot]',
    };
    expect(matchRule(when, botPr).matched).toBe(true);
    expect(reasons(when, botPr)).toEqual([
      ['event', true, 'the event is pull_request'],
      ['action', true, 'the action is opened'],
      ['has_tracker_tasks', true, 'the body links no task'],
      ['author', true, 'the author is dependabot[bot]'],
    ]);
  });

  it('says why a condition fails', () => {
    const result = matchRule(
      { event: 'pull_request', action: 'closed', author: 'Dependabot[bot]' },
      botPr,
    );
    expect(result.matched).toBe(false);
    expect(result.conditions.filter((c) => !c.matched).map((c) => c.reason)).toEqual([
      'the action is opened, not closed',
      'the author is dependabot[bot] (logins match case-sensitively)',
    ]);
  });

  it('has_tracker_tasks compares with links found in the body (both spellings)', () => {
    expect(matchRule({ event: 'issues', has_asana_tasks: true }, issue).matched).toBe(true);
    expect(reasons({ event: 'issues', has_tracker_tasks: false }, issue)[1]).toEqual([
      'has_tracker_tasks',
      false,
      'the body links task 99',
    ]);
  });

  it('merged and draft never match without a pull request; omitting draft matches drafts', () => {
    expect(reasons({ event: 'issues', merged: false }, issue)[1]).toEqual([
      'merged',
      false,
      'there is no pull request, so merged never matches',
    ]);
    expect(matchRule({ event: 'pull_request' }, botPr).matched).toBe(true);
    expect(matchRule({ event: 'pull_request', draft: false }, botPr).matched).toBe(false);
  });

  it('label is the label just added; has_labels is any label carried', () => {
    expect(matchRule({ event: 'issues', label: 'bug' }, issue).matched).toBe(true);
    expect(reasons({ event: 'pull_request', label: 'deps' }, botPr)[1]?.[2]).toMatch(
      /no label was just added/,
    );
    expect(matchRule({ event: 'pull_request', has_labels: ['x', 'deps'] }, botPr).matched).toBe(
      true,
    );
    expect(matchRule({ event: 'pull_request', has_labels: 'x' }, botPr).matched).toBe(false);
  });

  it('review_state needs a review', () => {
    const review: SampleEvent = {
      ...botPr,
      event: { name: 'pull_request_review', action: 'submitted' },
      review: { state: 'approved' },
    };
    expect(
      matchRule({ event: 'pull_request_review', review_state: ['approved'] }, review).matched,
    ).toBe(true);
    expect(matchRule({ event: 'pull_request', review_state: 'approved' }, botPr).matched).toBe(
      false,
    );
  });

  it('ignores unknown conditions, as the action does', () => {
    expect(matchRule({ event: 'pull_request', lable: 'x' }, botPr).matched).toBe(true);
  });

  it('with a target, ignores the condition under the name the target does not know', () => {
    const when = { event: 'issues', has_tracker_tasks: false, has_asana_tasks: true };
    // The issue body links a task: without a target both names count and they disagree.
    expect(matchRule(when, issue).matched).toBe(false);
    expect(matchRule(when, issue, { target: 'action' }).matched).toBe(true);
    const action = matchRule({ event: 'issues', has_tracker_tasks: false }, issue, {
      target: 'action',
    });
    expect(action.matched).toBe(true);
    expect(action.conditions[1]?.reason).toMatch(/does not know has_tracker_tasks and ignores it/);
    expect(
      matchRule({ event: 'issues', has_asana_tasks: false }, issue, { target: 'action' }).matched,
    ).toBe(false);
    expect(
      matchRule({ event: 'issues', has_asana_tasks: false }, issue, { target: 'spec' }).matched,
    ).toBe(true);
  });
});
