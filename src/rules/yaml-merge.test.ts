import { describe, expect, it } from 'vitest';

import { analyzeRules } from './analyze';
import { exportRules } from './export-workflow';
import { previewRules } from './preview';
import type { SampleEvent } from './sample-event';

// js-yaml (the action's parser) reads YAML 1.1 merge keys and aliases; so does the engine.
const MERGED = `defaults: &task
  project: '1201234567890123'
  workspace: '1200000000000001'
extra: &extra
  section: '1201234567890999'
  workspace: '999'
when_pr: &when_pr
  event: pull_request
  action: opened
  has_asana_tasks: false
rules:
  - when:
      <<: *when_pr
      author: 'dependabot[bot]'
    then:
      create_task:
        <<: [*task, *extra]
        title: 'Bump: {{pr.title}}'
  - when:
      <<: *when_pr
      author: octocat
    then:
      create_task:
        <<: *task
        workspace: '1200000000000002'
        title: '{{pr.title}}'
`;

const pr = (author: string): SampleEvent => ({
  event: { name: 'pull_request', action: 'opened' },
  pr: { number: 1, title: 'lodash', body: '', author, url: 'https://github.com/o/r/pull/1' },
});

describe('merge keys and aliases', () => {
  it('validate as js-yaml reads them: merged keys count, written keys win, the first merged mapping wins', () => {
    const analysis = analyzeRules(MERGED);
    expect(analysis.diagnostics).toEqual([]);
    expect(analysis.rules.map((r) => r.value)).toEqual([
      {
        when: {
          event: 'pull_request',
          action: 'opened',
          has_asana_tasks: false,
          author: 'dependabot[bot]',
        },
        then: {
          create_task: {
            project: '1201234567890123',
            workspace: '1200000000000001',
            section: '1201234567890999',
            title: 'Bump: {{pr.title}}',
          },
        },
      },
      {
        when: {
          event: 'pull_request',
          action: 'opened',
          has_asana_tasks: false,
          author: 'octocat',
        },
        then: {
          create_task: {
            project: '1201234567890123',
            workspace: '1200000000000002',
            title: '{{pr.title}}',
          },
        },
      },
    ]);
  });

  it('preview the merged values', () => {
    const [task] = previewRules(analyzeRules(MERGED), pr('dependabot[bot]')).tasks;
    expect(task).toMatchObject({
      project: '1201234567890123',
      workspace: '1200000000000001',
      section: '1201234567890999',
    });
    expect(task?.title.text).toBe('Bump: lodash');
    const other = previewRules(analyzeRules(MERGED), pr('octocat'));
    expect(other.tasks.map((t) => t.workspace)).toEqual(['1200000000000002']);
  });

  it('point findings about merged values at the anchor, where the value is written', () => {
    const text = MERGED.replace(
      "  workspace: '1200000000000001'\nextra",
      '  workspace: 0120\nextra',
    );
    const found = analyzeRules(text).diagnostics.filter((d) => d.code === 'gid-unquoted');
    // Rule 1 writes its own workspace, so only rule 0 takes the anchor's.
    expect(found.map((d) => [d.rule, d.line, d.column])).toEqual([[0, 3, 14]]);
    expect(text.slice(found[0]!.from, found[0]!.to)).toBe('0120');
    expect(found[0]?.fix?.insert).toBe("'0120'");
    expect(exportRules(text)).toBe(MERGED.replace("'1200000000000001'\nextra", "'0120'\nextra"));
  });

  it('reports an unknown key of a merged mapping at the anchor, for each rule that merges it', () => {
    const text = MERGED.replace(
      '  action: opened\n  has_asana',
      '  action: opened\n  lable: x\n  has_asana',
    );
    const found = analyzeRules(text).diagnostics.filter((d) => d.code === 'unknown-key');
    expect(found.map((d) => [d.rule, d.line, text.slice(d.from, d.to)])).toEqual([
      [0, 10, 'lable'],
      [1, 10, 'lable'],
    ]);
  });

  it('reads a whole aliased when, and a rule that is an alias', () => {
    const text = `rules:
  - when: &w
      event: issues
      action: opened
      has_asana_tasks: false
    then:
      create_task: &t
        project: '1'
        workspace: '2'
        title: '{{issue.title}}'
  - when: *w
    then:
      create_task: *t
`;
    const analysis = analyzeRules(text);
    expect(analysis.rules).toHaveLength(2);
    expect(analysis.rules[1]?.value).toEqual(analysis.rules[0]?.value);
    // The same task twice on issues opened: that is worth a warning.
    expect(analysis.diagnostics.map((d) => d.code)).toEqual(['duplicate-task']);
  });

  it('does not call a top-level key that only holds anchors ignored', () => {
    expect(analyzeRules(MERGED).diagnostics.filter((d) => d.code === 'ignored-key')).toEqual([]);
    const plain = `${MERGED}notes: hello\n`;
    expect(analyzeRules(plain).diagnostics.filter((d) => d.code === 'ignored-key')).toHaveLength(1);
  });

  it('refuses a merge of something that is not a mapping, as js-yaml does', () => {
    const text = `n: &n 5\nrules:\n  - when:\n      <<: *n\n      event: issues\n    then:\n      mark_complete: true\n`;
    const [d] = analyzeRules(text).diagnostics;
    expect(d).toMatchObject({ code: 'yaml-syntax', severity: 'error', line: 4 });
    expect(d?.message).toMatch(
      /^Invalid YAML: cannot merge mappings; the provided source object is unacceptable/,
    );
  });

  it('keeps a quoted "<<" an ordinary (unknown) key', () => {
    const text = `a: &a {event: issues}\nrules:\n  - when:\n      '<<': *a\n      event: issues\n    then:\n      mark_complete: true\n`;
    expect(analyzeRules(text).diagnostics.map((d) => d.code)).toContain('unknown-key');
  });
});
