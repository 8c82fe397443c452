import { describe, expect, it } from 'vitest';

import { analyzeRules } from './analyze';
import {
  exportProblems,
  exportRules,
  exportWorkflowFile,
  exportWorkflowStep,
  exportWorkflowText,
} from './export-workflow';
import { quoteMappingGids } from './quote-gids';
import { BOT_RULES, BOT_RULES_ACTION, createRule } from './test-fixtures';

const rules = createRule({
  task: [
    'project: 0120123',
    'workspace: 98765432109876543',
    "title: 'T'",
    'section: 5',
    'assignee: 6',
    'initial_fields:',
    '  789: 1011',
  ],
});

describe('export', () => {
  it('quotes every GID as written, keeping leading zeros and long numbers', () => {
    const out = exportRules(rules);
    expect(out).toContain("project: '0120123'");
    expect(out).toContain("workspace: '98765432109876543'");
    expect(out).toContain("section: '5'");
    expect(out).toContain("assignee: '6'");
    expect(out).toContain("'789': '1011'");
    expect(analyzeRules(out).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('quotes user mapping GIDs', () => {
    expect(quoteMappingGids('octocat: 12\n"dependabot[bot]": \'3\'\n')).toBe(
      "octocat: '12'\n\"dependabot[bot]\": '3'\n",
    );
  });

  it('builds a workflow step and a workflow file that validate, with the same rules', () => {
    const step = exportWorkflowStep(rules, 'octocat: 12\n');
    expect(step).toContain('uses: planningcenter/asana-github-sync@v1');
    expect(step).toContain("octocat: '12'");
    const file = exportWorkflowFile(rules, 'octocat: 12\n');
    const analysis = analyzeRules(file);
    expect(analysis.kind).toBe('workflow');
    expect(analysis.diagnostics).toEqual([]);
    expect(analysis.rules).toHaveLength(1);
    expect(file).toContain('pull-requests: write');
  });

  it('quotes the GIDs inside a workflow file and leaves everything else as written', () => {
    // A one-line quoted input cannot be edited in place: it is rewritten as a | block.
    const workflow = exportWorkflowFile(rules, 'octocat: 12\n');
    const unquoted = workflow
      .replace("project: '0120123'", 'project: 0120123')
      .replace("octocat: '12'", 'octocat: 12');
    expect(analyzeRules(unquoted).valid).toBe(false);
    expect(exportWorkflowText(unquoted)).toBe(workflow);
    const quotedInput =
      "jobs:\n  a:\n    steps:\n      - with:\n          rules: '- {when: {event: x}, then: {create_task: {project: 1}}}'\n";
    expect(exportWorkflowText(quotedInput)).toBe(
      "jobs:\n  a:\n    steps:\n      - with:\n          rules: |\n            - {when: {event: x}, then: {create_task: {project: '1'}}}\n",
    );
  });
});

describe('export for a target', () => {
  it("writes the real action's names by default, and for every step that uses it", () => {
    expect(exportRules(BOT_RULES)).toBe(BOT_RULES_ACTION);
    const step = exportWorkflowStep(BOT_RULES, '', { target: 'spec' });
    expect(step).toContain('has_asana_tasks: false');
    expect(step).toContain('{{map_github_to_asana pr.author}}');
    expect(step).not.toMatch(/has_tracker_tasks|map_host_to_tracker/);
    const file = exportWorkflowFile(BOT_RULES, '');
    expect(analyzeRules(file).diagnostics).toEqual([]);
  });

  it("writes the spec's names for the spec, unless the step uses the real action", () => {
    expect(exportRules(BOT_RULES_ACTION, { target: 'spec' })).toBe(BOT_RULES);
    const step = exportWorkflowStep(BOT_RULES_ACTION, '', {
      uses: 'example/spec-sync@v1',
      target: 'spec',
    });
    expect(step).toContain('has_tracker_tasks: false');
    expect(step).toContain('uses: example/spec-sync@v1');
  });

  it("follows a workflow text's uses: line, in block and quoted inputs", () => {
    const workflow = exportWorkflowFile(BOT_RULES_ACTION, '').replace(
      /has_asana_tasks|map_github_to_asana/g,
      (name) => (name === 'has_asana_tasks' ? 'has_tracker_tasks' : 'map_host_to_tracker'),
    );
    expect(exportWorkflowText(workflow, { target: 'spec' })).toBe(
      exportWorkflowFile(BOT_RULES_ACTION, ''),
    );
  });

  it('rewrites quoted one-line inputs as | blocks, names renamed and GIDs quoted', () => {
    const quoted = [
      'jobs:',
      '  a:',
      '    steps:',
      '      - uses: planningcenter/asana-github-sync@v1',
      '        with:',
      '          user_mappings: "octocat: 12"',
      '          rules: "- when: {event: issues, action: opened, has_tracker_tasks: false}\\n  then: {create_task: {project: 1, workspace: 2, title: \'{{map_host_to_tracker issue.author}}\'}}"',
      '',
    ].join('\n');
    expect(exportWorkflowText(quoted)).toBe(
      [
        'jobs:',
        '  a:',
        '    steps:',
        '      - uses: planningcenter/asana-github-sync@v1',
        '        with:',
        '          user_mappings: |',
        "            octocat: '12'",
        '          rules: |',
        '            - when: {event: issues, action: opened, has_asana_tasks: false}',
        "              then: {create_task: {project: '1', workspace: '2', title: '{{map_github_to_asana issue.author}}'}}",
        '',
      ].join('\n'),
    );
  });
});

describe('every GID quoted', () => {
  it('quotes a GID that comes from an anchor where it is written, once for every use', () => {
    const text = `defaults: &task
  project: 1201234567890123
  workspace: 0120
rules:
  - when: {event: issues, action: opened, has_asana_tasks: false}
    then:
      create_task:
        <<: *task
        title: a
  - when: {event: issues, action: labeled, has_asana_tasks: false}
    then:
      create_task:
        <<: *task
        workspace: 77
        title: b
`;
    const out = exportRules(text);
    expect(out).toBe(
      text
        .replace('project: 1201234567890123', "project: '1201234567890123'")
        .replace('workspace: 0120', "workspace: '0120'")
        .replace('workspace: 77', "workspace: '77'"),
    );
    expect(analyzeRules(out).valid).toBe(true);
  });
});

describe('exportProblems', () => {
  it('counts errors and warnings and says which errors export fixes and which remain', () => {
    const analysis = analyzeRules(
      createRule({
        when: ['event: pull_request', 'action: opened', 'has_tracker_tasks: false'],
        task: ["project: 'x'", 'workspace: 12', "title: '{{pr.titel}}'"],
      }),
    );
    // The spec's name is an error for the real action (D168), which export renames.
    expect(exportProblems(analysis)).toEqual({
      errors: 3,
      warnings: 1,
      fixedByExport: 2,
      fixedErrors: { count: 2, quotes: true, renames: true },
      remainingErrors: 1,
    });
  });

  it('counts the user mappings too, and leaves none when export fixes every error', () => {
    const quotable = analyzeRules(
      createRule({ task: ["project: '1'", 'workspace: 2', "title: 't'"] }),
      {
        userMappings: 'octocat: 12\n',
      },
    );
    expect(exportProblems(quotable)).toMatchObject({
      errors: 3,
      fixedErrors: { count: 3, quotes: true, renames: true },
      remainingErrors: 0,
    });
    const clean = analyzeRules(BOT_RULES_ACTION);
    expect(exportProblems(clean)).toEqual({
      errors: 0,
      warnings: 0,
      fixedByExport: 0,
      fixedErrors: { count: 0, quotes: false, renames: false },
      remainingErrors: 0,
    });
    const oneError = analyzeRules(
      createRule({
        when: ['event: pull_request', 'action: opened', 'has_asana_tasks: false'],
        task: ["workspace: '2'", "title: 't'"],
      }),
    );
    expect(exportProblems(oneError)).toMatchObject({
      errors: 1,
      fixedErrors: { count: 0 },
      remainingErrors: 1,
    });
  });
});
