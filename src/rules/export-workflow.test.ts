import { describe, expect, it } from 'vitest';

import { analyzeRules } from './analyze';
import {
  exportRules,
  exportWorkflowFile,
  exportWorkflowStep,
  exportWorkflowText,
} from './export-workflow';
import { quoteMappingGids } from './quote-gids';
import { createRule } from './test-fixtures';

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
    const workflow = exportWorkflowFile(rules, 'octocat: 12\n');
    const unquoted = workflow
      .replace("project: '0120123'", 'project: 0120123')
      .replace("octocat: '12'", 'octocat: 12');
    expect(analyzeRules(unquoted).valid).toBe(false);
    expect(exportWorkflowText(unquoted)).toBe(workflow);
    const quotedInput =
      "jobs:\n  a:\n    steps:\n      - with:\n          rules: '- {when: {event: x}, then: {create_task: {project: 1}}}'\n";
    expect(exportWorkflowText(quotedInput)).toBe(quotedInput);
  });
});
