import { describe, expect, it } from 'vitest';

import { completionsAt } from './completion-items';
import { hoverAt } from './hover-info';

function at(text: string, marker = '|') {
  const offset = text.indexOf(marker);
  return completionsAt(text.replace(marker, ''), offset);
}

const labels = (text: string) => at(text)?.items.map((i) => i.label) ?? [];

describe('completionsAt', () => {
  it('offers when, then, create_task keys by context', () => {
    expect(labels('rules:\n  - |')).toEqual(['when', 'then']);
    // The real action's names by default; the spec's with target spec.
    expect(labels('rules:\n  - when:\n      ev|')).toContain('has_asana_tasks');
    expect(labels('rules:\n  - when:\n      ev|')).not.toContain('has_tracker_tasks');
    const text = 'rules:\n  - when:\n      ev';
    expect(completionsAt(text, text.length, { target: 'spec' })?.items.map((i) => i.label)).toEqual(
      expect.arrayContaining(['has_tracker_tasks']),
    );
    expect(
      completionsAt(text, text.length, { target: 'spec' })?.items.map((i) => i.label),
    ).not.toContain('has_asana_tasks');
    expect(labels('rules:\n  - when:\n      event: issues\n    then:\n      cr|')).toContain(
      'create_task',
    );
    expect(
      labels('rules:\n  - when:\n      event: issues\n    then:\n      create_task:\n        |'),
    ).toContain('initial_fields');
  });

  it('offers values: events, the actions of the event, booleans', () => {
    expect(labels('rules:\n  - when:\n      event: |')).toEqual([
      'pull_request',
      'pull_request_review',
      'issues',
    ]);
    expect(labels('rules:\n  - when:\n      event: pull_request_review\n      action: |')).toEqual([
      'submitted',
      'edited',
      'dismissed',
    ]);
    expect(labels('rules:\n  - when:\n      has_tracker_tasks: |')).toEqual(['true', 'false']);
  });

  it('offers helpers and variables inside {{', () => {
    const items = labels("rules:\n  - then:\n      create_task:\n        title: '{{clean|");
    expect(items).toContain('clean_title');
    expect(items).toContain('pr.title');
    expect(at("x: '{{pr.ti|")?.from).toBe(6);
    expect(labels("      post_pr_comment: '{{|")).toContain('summary.total');
    expect(items).toContain('map_github_to_asana');
    expect(items).not.toContain('map_host_to_tracker');
  });
});

describe('hoverAt', () => {
  it('explains keys, helpers and variables', () => {
    const text = "      has_tracker_tasks: false\n        title: '{{clean_title pr.title}}'";
    expect(hoverAt(text, 10)?.title).toBe('has_tracker_tasks');
    expect(hoverAt(text, text.indexOf('clean_title') + 2)?.title).toBe('clean_title text');
    expect(hoverAt(text, text.indexOf('pr.title') + 4)?.doc).toBe('Pull request title.');
    // Values have hovers too (hover-info.test.ts); text that is no value or name has none.
    expect(hoverAt(text, text.indexOf('false') + 1)?.title).toBe('has_tracker_tasks: false');
    expect(hoverAt('      title: plain words', 16)).toBeNull();
  });
});
