import { describe, expect, it } from 'vitest';

import { analyzeRules } from './analyze';
import { renameEdits, renameToTarget } from './target-names';
import { BOT_RULES, BOT_RULES_ACTION } from './test-fixtures';

const SPEC_FILE = `# has_tracker_tasks and map_host_to_tracker in a comment stay
x-when: &pr_opened
  event: pull_request
  action: opened
  has_tracker_tasks: false
rules:
  - when:
      <<: *pr_opened
      author: 'dependabot[bot]'
    then:
      create_task:
        project: '1'
        workspace: '2'
        title: 'map_host_to_tracker {{#if (map_host_to_tracker pr.author)}}yes{{/if}}'
        notes: '{{extract_from_body "map_host_to_tracker"}}'
        assignee: '{{or (map_host_to_tracker pr.author) "me"}}'
        initial_fields:
          '3': "{{map_host_to_tracker pr.author}}"
  - when:
      event: issues
      action: opened
      has_tracker_tasks: false
    then:
      create_task:
        project: '1'
        workspace: '2'
        title: '{{issue.title}}'
        assignee: |
          {{map_host_to_tracker issue.author}}
`;

describe('renameToTarget', () => {
  it("puts the spec's names in the action's: keys (also in merged anchors) and helper calls", () => {
    const out = renameToTarget(SPEC_FILE, 'action');
    expect(out).toBe(
      SPEC_FILE.replace('  has_tracker_tasks: false\nrules', '  has_asana_tasks: false\nrules')
        .replace(
          '      has_tracker_tasks: false\n    then',
          '      has_asana_tasks: false\n    then',
        )
        .replace('{{#if (map_host_to_tracker', '{{#if (map_github_to_asana')
        .replace('{{or (map_host_to_tracker', '{{or (map_github_to_asana')
        .replace('"{{map_host_to_tracker pr.author}}"', '"{{map_github_to_asana pr.author}}"')
        .replace('{{map_host_to_tracker issue.author}}', '{{map_github_to_asana issue.author}}'),
    );
    // Not renamed: the comment, the plain words in the title, the string argument.
    expect(out).toContain('# has_tracker_tasks and map_host_to_tracker in a comment stay');
    expect(out).toContain("title: 'map_host_to_tracker {{#if");
    expect(out).toContain('{{extract_from_body "map_host_to_tracker"}}');
    const names = analyzeRules(out).diagnostics.filter((d) => d.code === 'spec-name');
    expect(names).toEqual([]);
  });

  it('is undone by renaming back to the spec, and does nothing twice', () => {
    const action = renameToTarget(SPEC_FILE, 'action');
    expect(renameToTarget(action, 'action')).toBe(action);
    expect(renameToTarget(action, 'spec')).toBe(SPEC_FILE);
    expect(renameToTarget(BOT_RULES, 'action')).toBe(BOT_RULES_ACTION);
    expect(renameToTarget(BOT_RULES_ACTION, 'spec')).toBe(BOT_RULES);
  });

  it('leaves a when that already has the target key as it is (renaming would duplicate it)', () => {
    const both =
      'rules:\n  - when:\n      event: issues\n      has_asana_tasks: false\n      has_tracker_tasks: false\n    then:\n      create_task: {}\n';
    expect(renameToTarget(both, 'action')).toBe(both);
  });

  it('renames inside the rules input of a workflow file, at the workflow lines', () => {
    const workflow = `on: pull_request
jobs:
  sync:
    steps:
      - uses: planningcenter/asana-github-sync@v1
        with:
          rules: |
${BOT_RULES.trimEnd()
  .split('\n')
  .map((line) => `            ${line}`)
  .join('\n')}
`;
    const edits = renameEdits(workflow, 'action');
    expect(edits.map((e) => [workflow.slice(e.from, e.to), e.insert, e.kind])).toEqual([
      ['has_tracker_tasks', 'has_asana_tasks', 'key'],
      ['map_host_to_tracker', 'map_github_to_asana', 'helper'],
    ]);
    const after = analyzeRules(renameToTarget(workflow, 'action')).diagnostics;
    expect(after.filter((d) => d.code === 'spec-name')).toEqual([]);
    expect(analyzeRules(workflow).diagnostics.filter((d) => d.code === 'spec-name')).toHaveLength(
      2,
    );
  });

  it('changes nothing in a file that does not parse', () => {
    const broken = `${BOT_RULES}  - when: {event: [\n`;
    expect(renameToTarget(broken, 'action')).toBe(broken);
  });
});
