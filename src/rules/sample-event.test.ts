import { describe, expect, it } from 'vitest';

import { templateContext, toSampleEvent } from './sample-event';

describe('toSampleEvent', () => {
  it('reads our own shape, with a label given as a string', () => {
    expect(
      toSampleEvent({
        event: { name: 'issues', action: 'labeled' },
        issue: { title: 'x' },
        label: 'bug',
      }),
    ).toEqual({
      event: { name: 'issues', action: 'labeled' },
      issue: { title: 'x' },
      label: { name: 'bug' },
    });
  });

  it('reads a GitHub webhook payload', () => {
    const event = toSampleEvent({
      action: 'opened',
      pull_request: {
        number: 3,
        title: 'T',
        body: null,
        html_url: 'https://github.com/o/r/pull/3',
        user: { login: 'octocat' },
        draft: false,
        merged: false,
        assignees: [{ login: 'a' }, { login: 'b' }],
        base: { ref: 'main' },
        head: { ref: 'x' },
        labels: [{ name: 'deps' }],
      },
    });
    expect(event).toEqual({
      event: { name: 'pull_request', action: 'opened' },
      pr: {
        number: 3,
        title: 'T',
        body: '',
        url: 'https://github.com/o/r/pull/3',
        author: 'octocat',
        merged: false,
        draft: false,
        assignee: 'a',
        base_ref: 'main',
        head_ref: 'x',
        labels: ['deps'],
      },
    });
  });

  it('refuses what is not an event', () => {
    expect(() => toSampleEvent([])).toThrow(/JSON object/);
    expect(() => toSampleEvent({ pr: {} })).toThrow(/"event"/);
  });
});

describe('templateContext', () => {
  it('turns a null body into "" and a label into {name}', () => {
    const context = templateContext(
      { event: { name: 'issues', action: 'labeled' }, issue: { body: null }, label: 'bug' },
      {},
    );
    expect(context.issue).toEqual({ state: 'open', body: '' });
    expect(context.label).toEqual({ name: 'bug' });
  });
});

describe("templateContext is the action's context", () => {
  it('keeps only the fields the action builds, with its defaults', () => {
    const context = templateContext(
      {
        event: { name: 'pull_request', action: 'opened' },
        pr: { number: 1, title: 'T', author: 'a', labels: ['x'], body: null },
      },
      {},
    );
    expect(context.pr).toEqual({
      number: 1,
      title: 'T',
      body: '',
      author: 'a',
      merged: false,
      draft: false,
      url: '',
    });
  });

  it('leaves comments out when the action does not fetch them', () => {
    const event = { event: { name: 'issues', action: 'opened' }, comments: 'c' };
    expect(templateContext(event, {}).comments).toBe('c');
    expect(templateContext(event, {}, { commentsFetched: false }).comments).toBeUndefined();
  });
});
