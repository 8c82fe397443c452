import { describe, expect, it } from 'vitest';

import { analyzeRules } from './analyze';
import { BOT_RULES, BOT_RULES_ACTION, createRule, updateRule } from './test-fixtures';

// These checks are written in the spec's names (has_tracker_tasks, map_host_to_tracker), so they
// run with target spec; what the real action makes of those names is in target.test.ts.
function findings(text: string, userMappings?: string) {
  const analysis = analyzeRules(text, {
    target: 'spec',
    ...(userMappings === undefined ? {} : { userMappings }),
  });
  return analysis.diagnostics;
}

function errors(text: string): string[] {
  return findings(text)
    .filter((d) => d.severity === 'error')
    .map((d) => d.message);
}

function warnings(text: string): string[] {
  return findings(text)
    .filter((d) => d.severity === 'warning')
    .map((d) => d.message);
}

describe('a valid file', () => {
  it('has no diagnostics and is valid, in the spec names for the spec and in the action names for the action', () => {
    const userMappings = "'dependabot[bot]': '1200000000000009'\n";
    const analysis = analyzeRules(BOT_RULES, { userMappings, target: 'spec' });
    expect(analysis.diagnostics).toEqual([]);
    expect(analysis.valid).toBe(true);
    expect(analysis.rules).toHaveLength(1);
    const action = analyzeRules(BOT_RULES_ACTION, { userMappings });
    expect(action.target).toBe('action');
    expect(action.diagnostics).toEqual([]);
    expect(action.valid).toBe(true);
  });

  it('accepts a bare list as well as { rules: [...] }', () => {
    const bare = BOT_RULES.replace('rules:\n', '').replace(/^ {2}/gm, '');
    expect(findings(bare)).toEqual([]);
  });

  it('stays valid with warnings only', () => {
    const analysis = analyzeRules(updateRule(['event: push'], ['mark_complete: true']));
    expect(analysis.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(analysis.valid).toBe(true);
  });

  it('gives every diagnostic a severity, message, rule, path and a line/column range', () => {
    const [d] = findings(createRule({ task: ["project: 'x'", "workspace: '1'", "title: 't'"] }));
    expect(d).toMatchObject({
      severity: 'error',
      message: 'Rule 0: create_task.project must be a numeric GID',
      rule: 0,
      path: 'rules[0].then.create_task.project',
      line: 8,
      column: 18,
      endLine: 8,
      endColumn: 21,
    });
  });
});

describe("the spec's Errors table", () => {
  it('1: create_task requires has_tracker_tasks: false (omitted counts as true)', () => {
    expect(errors(createRule({ when: ['event: pull_request', 'action: opened'] }))).toEqual([
      'Rule 0: create_task requires has_tracker_tasks: false (when it is omitted, validation takes it as true); add "has_tracker_tasks: false" to when',
    ]);
    expect(
      errors(
        createRule({ when: ['event: pull_request', 'action: opened', 'has_tracker_tasks: true'] }),
      ),
    ).toEqual(['Rule 0: create_task requires has_tracker_tasks: false']);
  });

  it('2: project, workspace and title are required', () => {
    expect(errors(createRule({ task: ["workspace: '1'", "title: 't'"] }))).toEqual([
      'Rule 0: create_task.project is required and must be a string',
    ]);
    expect(errors(createRule({ task: ["project: '1'", "title: 't'"] }))).toEqual([
      'Rule 0: create_task.workspace is required and must be a string',
    ]);
    expect(errors(createRule({ task: ["project: '1'", "workspace: '2'"] }))).toEqual([
      'Rule 0: create_task.title is required and must be a non-empty string',
    ]);
  });

  it('3: GIDs must be numeric strings: unquoted numbers fail, with a quoting fix', () => {
    const all = findings(
      createRule({
        task: [
          'project: 1201234567890123',
          'workspace: 0123',
          "title: 't'",
          'section: 55',
          'assignee: 77',
        ],
      }),
    );
    expect(all.map((d) => d.message)).toEqual([
      "Rule 0: create_task.project is required and must be a string — 1201234567890123 is an unquoted number; quote it: '1201234567890123'",
      "Rule 0: create_task.workspace is required and must be a string — 0123 is an unquoted number (YAML reads it as 123); quote it: '0123'",
      "Rule 0: create_task.section must be a string — 55 is an unquoted number; quote it: '55'",
      "Rule 0: create_task.assignee must be a string — 77 is an unquoted number; quote it: '77'",
    ]);
    expect(all[1]?.fix?.insert).toBe("'0123'");
  });

  it('3: non-numeric text fails', () => {
    expect(
      errors(
        createRule({
          task: [
            "project: 'abc'",
            "workspace: '12-3'",
            "title: 't'",
            "section: 'Backlog'",
            "assignee: 'bob'",
          ],
        }),
      ),
    ).toEqual([
      'Rule 0: create_task.project must be a numeric GID',
      'Rule 0: create_task.workspace must be a numeric GID',
      'Rule 0: create_task.section must be a numeric GID',
      "Rule 0: create_task.assignee must be a numeric user GID, 'me' or a template such as {{map_host_to_tracker pr.author}}; 'bob' is none of these.",
    ]);
    expect(
      errors(createRule({ task: ["project: '{{pr.number}}'", "workspace: '1'", "title: 't'"] })),
    ).toEqual([
      'Rule 0: create_task.project must be a numeric GID (templates are not evaluated here)',
    ]);
  });

  it("3: the assignee may be a numeric GID, 'me' or a template", () => {
    for (const assignee of ["'1200000000000001'", 'me', "'{{map_host_to_tracker pr.author}}'"]) {
      expect(
        errors(
          createRule({
            task: ["project: '1'", "workspace: '2'", "title: 't'", `assignee: ${assignee}`],
          }),
        ),
      ).toEqual([]);
    }
  });

  it('4: notes and html_notes must not both be present', () => {
    expect(
      errors(
        createRule({
          task: [
            "project: '1'",
            "workspace: '2'",
            "title: 't'",
            "notes: 'a'",
            "html_notes: '<body>b</body>'",
          ],
        }),
      ),
    ).toEqual(['Rule 0: create_task cannot have both notes and html_notes']);
    const empty = findings(
      createRule({
        task: [
          "project: '1'",
          "workspace: '2'",
          "title: 't'",
          "notes: ''",
          "html_notes: '<body>b</body>'",
        ],
      }),
    );
    expect(empty.map((d) => d.code)).toEqual(['notes-both-present']);
  });

  it('5: the title must not be empty', () => {
    expect(errors(createRule({ task: ["project: '1'", "workspace: '2'", "title: ''"] }))).toEqual([
      'Rule 0: create_task.title is required and must be a non-empty string',
    ]);
    expect(
      warnings(createRule({ task: ["project: '1'", "workspace: '2'", "title: '  '"] })),
    ).toEqual(['Rule 0: create_task.title is only whitespace: the task gets a blank name.']);
  });

  it('6: initial_fields keys must be numeric GIDs', () => {
    expect(
      errors(
        createRule({
          task: [
            "project: '1'",
            "workspace: '2'",
            "title: 't'",
            'initial_fields:',
            "  status: 'x'",
            "  '123': 'y'",
          ],
        }),
      ),
    ).toEqual(["Rule 0: create_task.initial_fields has invalid GID 'status' (must be numeric)"]);
  });
});

describe('the edited loop', () => {
  const loop = (when: string[]) =>
    findings(createRule({ when })).filter((d) => d.code === 'edited-loop');

  it('flags action edited, alone or in a list, for pull_request and issues', () => {
    expect(
      loop(['event: pull_request', 'action: edited', 'has_tracker_tasks: false']),
    ).toHaveLength(1);
    expect(
      loop(['event: issues', 'action: [opened, edited]', 'has_tracker_tasks: false']),
    ).toHaveLength(1);
    const [d] = loop(['event: issues', 'action: [opened, edited]', 'has_tracker_tasks: false']);
    expect(d?.message).toMatch(
      /^Rule 0: has_tracker_tasks: false with action 'edited' and create_task loops/,
    );
    expect(d).toMatchObject({ line: 4, column: 24 });
  });

  it('flags a create rule with no action, which matches edited too', () => {
    expect(loop(['event: pull_request', 'has_tracker_tasks: false'])[0]?.message).toMatch(
      /needs an action/,
    );
  });

  it('leaves opened, labeled and ready_for_review alone', () => {
    expect(
      loop([
        'event: pull_request',
        'action: [opened, labeled, ready_for_review]',
        'has_tracker_tasks: false',
      ]),
    ).toEqual([]);
  });
});

describe('value sets', () => {
  it('create_task rules use the spec events and actions (errors)', () => {
    expect(
      errors(createRule({ when: ['event: push', 'action: opened', 'has_tracker_tasks: false'] })),
    ).toEqual(["Rule 0: create_task rules use event pull_request or issues, not 'push'."]);
    expect(
      errors(
        createRule({ when: ['event: pull_request', 'action: closed', 'has_tracker_tasks: false'] }),
      ),
    ).toEqual([
      "Rule 0: create_task rules use action opened, labeled or ready_for_review, not 'closed'.",
    ]);
    expect(
      errors(
        createRule({
          when: ['event: pull_requests', 'action: opened', 'has_tracker_tasks: false'],
        }),
      )[0],
    ).toMatch(/Did you mean pull_request\?/);
  });

  it('other rules may use every supported event and GitHub action; unknown ones warn', () => {
    expect(
      findings(
        updateRule(['event: pull_request_review', 'action: submitted', 'review_state: approved']),
      ),
    ).toEqual([]);
    expect(findings(updateRule(['event: issues', 'action: [closed, reopened]']))).toEqual([]);
    expect(warnings(updateRule(['event: push']))).toEqual([
      "Rule 0: the action ignores 'push' events (it handles pull_request, pull_request_review and issues), so this rule never runs.",
    ]);
    expect(warnings(updateRule(['event: pull_request', 'action: opnened']))).toEqual([
      "Rule 0: 'opnened' is not an action of pull_request events, so this never matches. Did you mean opened?",
    ]);
  });
});

describe("the action's own checks, with its messages", () => {
  it('file level', () => {
    expect(errors('rules: []\n')).toEqual(['rules array cannot be empty']);
    expect(errors('')).toEqual([
      'Invalid YAML: Invalid rules configuration structure (the document is empty)',
    ]);
    expect(errors('something: else\n')).toEqual([
      'Invalid YAML: Invalid rules configuration structure (no rules key)',
    ]);
    expect(errors('rules: nope\n')).toEqual([
      'Invalid YAML: Invalid rules configuration structure (rules must be a list)',
    ]);
    expect(errors('rules:\n  - when: {event: x\n')[0]).toMatch(/^Invalid YAML: /);
  });

  it('says a document nested too deeply to read in words, not as a stack overflow', () => {
    const deep = `rules: ${'['.repeat(5000)}${']'.repeat(5000)}\n`;
    expect(errors(deep)).toEqual([
      'Invalid YAML: the document is nested too deeply to read (lists or mappings inside each other thousands of times)',
    ]);
  });

  it('when', () => {
    expect(errors('rules:\n  - then:\n      mark_complete: true\n')).toEqual([
      "Rule 0: Missing 'when' block",
    ]);
    expect(errors('rules:\n  - just a string\n')).toEqual([
      "Rule 0: Missing 'when' block (a rule is a mapping with when and then)",
    ]);
    expect(errors('rules:\n  -\n')[0]).toMatch(
      /^Rule 0: Missing 'when' block \(the list item is empty/,
    );
    expect(errors(updateRule(['action: opened']))).toEqual(["Rule 0: 'event' must be a string"]);
    expect(errors(updateRule(['event: 5']))).toEqual([
      "Rule 0: 'event' must be a string — 5 is an unquoted number; quote it: '5'",
    ]);
    expect(errors(updateRule(['event: issues', 'action: 3']))).toEqual([
      "Rule 0: 'action' must be a string or array — 3 is an unquoted number; quote it: '3'",
    ]);
    expect(errors(updateRule(['event: issues', 'action: []']))).toEqual([
      "Rule 0: 'action' array cannot be empty",
    ]);
    expect(errors(updateRule(['event: pull_request', "merged: 'yes'"]))).toEqual([
      "Rule 0: 'merged' must be a boolean",
    ]);
    expect(errors(updateRule(['event: pull_request', 'draft: 1']))).toEqual([
      "Rule 0: 'draft' must be a boolean",
    ]);
    expect(errors(updateRule(['event: pull_request', 'action: labeled', 'label: [a]']))).toEqual([
      "Rule 0: 'label' must be a string",
    ]);
    expect(errors(updateRule(['event: pull_request', 'has_labels: 3']))).toEqual([
      "Rule 0: 'has_labels' must be a string or array — 3 is an unquoted number; quote it: '3'",
    ]);
    expect(errors(updateRule(['event: pull_request', 'has_labels: []']))).toEqual([
      "Rule 0: 'has_labels' array cannot be empty",
    ]);
    expect(errors(updateRule(['event: pull_request', "has_asana_tasks: 'false'"]))).toEqual([
      "Rule 0: 'has_asana_tasks' must be a boolean (a quoted 'false' is text; write false without quotes)",
    ]);
    expect(errors(updateRule(['event: pull_request', 'author: 7']))).toEqual([
      "Rule 0: 'author' must be a string or array — 7 is an unquoted number; quote it: '7'",
    ]);
    expect(errors(updateRule(['event: pull_request', 'author: []']))).toEqual([
      "Rule 0: 'author' array cannot be empty",
    ]);
  });

  it('then and the has_tracker_tasks exclusivity rules', () => {
    expect(errors('rules:\n  - when:\n      event: issues\n')).toEqual([
      "Rule 0: Missing 'then' block",
    ]);
    expect(
      errors(updateRule(['event: issues', 'has_tracker_tasks: false'], ["post_pr_comment: 'hi'"])),
    ).toEqual(['Rule 0: has_tracker_tasks: false requires create_task action']);
    const withUpdates = createRule({
      extraThen: [
        'update_fields:',
        "  '1': 'x'",
        'mark_complete: true',
        'attach_pr_to_tasks: true',
        "post_pr_comment: 'ok'",
      ],
    });
    expect(errors(withUpdates)).toEqual([
      'Rule 0: has_tracker_tasks: false cannot have update_fields',
      'Rule 0: has_tracker_tasks: false cannot have mark_complete',
      'Rule 0: has_tracker_tasks: false cannot have attach_pr_to_tasks',
    ]);
    expect(errors(updateRule(['event: issues'], ["post_pr_comment: ''"]))).toEqual([
      'Rule 0: must have at least one action (update_fields, mark_complete, attach_pr_to_tasks, or post_pr_comment)',
      "Rule 0: 'post_pr_comment' cannot be empty",
    ]);
  });

  it('update actions', () => {
    expect(errors(updateRule(['event: issues'], ["update_fields: 'x'"]))).toEqual([
      "Rule 0: 'update_fields' must be an object",
    ]);
    expect(errors(updateRule(['event: issues'], ['update_fields:', "  status: 'x'"]))).toEqual([
      "Rule 0: Invalid field GID 'status' (must be numeric)",
    ]);
    expect(errors(updateRule(['event: issues'], ["mark_complete: 'yes'"]))).toEqual([
      "Rule 0: 'mark_complete' must be a boolean",
    ]);
    expect(errors(updateRule(['event: issues'], ['post_pr_comment: 5']))).toEqual([
      "Rule 0: 'post_pr_comment' must be a string — 5 is an unquoted number; quote it: '5'",
    ]);
    expect(errors(updateRule(['event: issues'], ["post_pr_comment: '   '"]))).toEqual([
      "Rule 0: 'post_pr_comment' cannot be empty",
    ]);
    expect(errors(updateRule(['event: pull_request'], ["attach_pr_to_tasks: 'y'"]))).toEqual([
      "Rule 0: 'attach_pr_to_tasks' must be a boolean",
    ]);
  });

  it('create_task field types', () => {
    const task = ["project: '1'", "workspace: '2'", "title: 't'"];
    expect(errors(createRule({ task: [...task, 'section:'] }))[0]).toMatch(
      /^Rule 0: create_task.section must be a string/,
    );
    expect(errors(createRule({ task: [...task, 'notes: [a]'] }))).toEqual([
      'Rule 0: create_task.notes must be a string',
    ]);
    expect(errors(createRule({ task: [...task, 'html_notes: 3'] }))[0]).toMatch(
      /^Rule 0: create_task.html_notes must be a string/,
    );
    expect(errors(createRule({ task: [...task, 'assignee: [a]'] }))).toEqual([
      'Rule 0: create_task.assignee must be a string',
    ]);
    expect(errors(createRule({ task: [...task, 'initial_fields: 3'] }))).toEqual([
      'Rule 0: create_task.initial_fields must be an object',
    ]);
    expect(errors(createRule({ task: [...task, 'initial_fields:'] }))[0]).toMatch(
      /Cannot convert undefined or null to object/,
    );
  });

  it('keeps the spelling the author wrote: has_asana_tasks or has_tracker_tasks', () => {
    expect(
      errors(updateRule(['event: issues', 'has_asana_tasks: false'], ['mark_complete: true'])),
    ).toContain('Rule 0: has_asana_tasks: false requires create_task action');
    expect(
      errors(updateRule(['event: issues', 'has_tracker_tasks: false'], ['mark_complete: true'])),
    ).toContain('Rule 0: has_tracker_tasks: false requires create_task action');
    const asana = createRule({
      when: ['event: pull_request', 'action: opened', 'has_asana_tasks: false'],
    });
    expect(errors(asana)).toEqual([]);
  });
});

describe('what the action misses', () => {
  it('unknown keys in when, then and create_task, with the closest key', () => {
    const all = findings(
      createRule({
        when: ['event: pull_request', 'action: opened', 'has_tracker_tasks: false', 'lable: x'],
        task: ["project: '1'", "workspace: '2'", "title: 't'", 'asignee: me'],
        extraThen: ['mark_complet: true'],
      }),
    );
    const unknown = all.filter((d) => d.code === 'unknown-key');
    expect(unknown.map((d) => d.message)).toEqual([
      "Rule 0: unknown condition 'lable' in when: the action ignores it, so the rule matches more than intended. Did you mean 'label'?",
      "Rule 0: unknown create_task field 'asignee': the action ignores it. Did you mean 'assignee'?",
      "Rule 0: unknown action 'mark_complet' in then: the action ignores it. Did you mean 'mark_complete'?",
    ]);
    expect(unknown[0]?.fix).toMatchObject({ insert: 'label' });
  });

  it('template syntax errors, at the tag that causes them, in words', () => {
    const text = createRule({
      task: ["project: '1'", "workspace: '2'", "title: 'Fix {{pr.title'"],
    });
    const [d] = findings(text);
    expect(d?.message).toBe(
      'Rule 0: title: template syntax error: `{{pr.title` is never closed: add `}}` after it. The action cannot compile it, so the whole value renders as "".',
    );
    expect(d).toMatchObject({ line: 10, severity: 'error', code: 'template-syntax' });
    expect(text.slice(d!.from, d!.to)).toBe('{{pr.title');
  });

  it('unknown helpers such as eq and lookup_user', () => {
    const all = errors(
      createRule({
        task: [
          "project: '1'",
          "workspace: '2'",
          'title: \'{{#if (eq pr.author "x")}}a{{/if}}\'',
          "assignee: '{{lookup_user pr.author}}'",
        ],
      }),
    );
    expect(all).toEqual([
      'Rule 0: title: unknown helper "eq" (Missing helper: "eq"): the action has no eq helper, so the whole value renders as "". Compare with {{#if}} on a value, or split the rule with a condition.',
      'Rule 0: assignee: unknown helper "lookup_user" (Missing helper: "lookup_user"), so the whole value renders as "". Use {{map_host_to_tracker pr.author}}.',
    ]);
  });

  it('helper arity: extract_* take exactly one string; one-argument helpers need their argument', () => {
    const all = errors(
      createRule({
        task: [
          "project: '1'",
          "workspace: '2'",
          'title: \'{{extract_from_title}} {{extract_from_body "a" "b"}} {{extract_from_body 5}} {{clean_title}}\'',
        ],
      }),
    );
    expect(all).toEqual([
      'Rule 0: title: extract_from_title takes exactly one string (a regular expression in quotes); with 0 it matches garbage ([object Object]).',
      'Rule 0: title: extract_from_body takes exactly one string (a regular expression in quotes); with 2 it ignores the rest.',
      'Rule 0: title: extract_from_body takes a regular expression in quotes, e.g. extract_from_body "ID-(\\d+)".',
      'Rule 0: title: clean_title takes exactly one argument; without one it gets Handlebars\' options object and the whole value renders as "".',
    ]);
  });

  it('invalid regexes and doubled backslashes', () => {
    const all = findings(
      createRule({
        task: [
          "project: '1'",
          "workspace: '2'",
          'title: \'{{extract_from_body "((bad"}}{{extract_from_title "ID-(\\\\d+)"}}\'',
        ],
      }),
    );
    expect(all.map((d) => [d.severity, d.code])).toEqual([
      ['error', 'invalid-regex'],
      ['warning', 'regex-double-backslash'],
    ]);
  });

  it('unquoted numbers where a string is required, in initial_fields and update_fields values', () => {
    const all = findings(
      createRule({
        task: ["project: '1'", "workspace: '2'", "title: 't'", 'initial_fields:', "  '123': 456"],
      }),
    );
    expect(all.map((d) => d.message)).toEqual([
      "Rule 0: initial_fields['123'] is a number: the action renders a non-string as \"\" and drops the field — 456 is an unquoted number; quote it: '456'.",
    ]);
    expect(all[0]?.fix?.insert).toBe("'456'");
    expect(errors(updateRule(['event: issues'], ['update_fields:', "  '1': 2"]))[0]).toMatch(
      /update_fields\['1'\] is a number/,
    );
  });

  it("unquoted dates, which the action's js-yaml makes Dates: errors with a quoting fix, whichever reader", () => {
    const dated = createRule({
      task: [
        "project: '1'",
        "workspace: '2'",
        'title: 2024-01-01',
        'notes: 2024-01-01 10:00:00',
        'initial_fields:',
        "  '123': 2024-03-04",
      ],
    });
    const all = findings(dated);
    expect(all.map((d) => d.message)).toEqual([
      "Rule 0: create_task.title is required and must be a non-empty string — 2024-01-01 is an unquoted date: the action's YAML reader (js-yaml) makes it a date, not text; quote it: '2024-01-01'",
      "Rule 0: create_task.notes must be a string — 2024-01-01 10:00:00 is an unquoted date: the action's YAML reader (js-yaml) makes it a date, not text; quote it: '2024-01-01 10:00:00'",
      "Rule 0: initial_fields['123'] is a date: the action renders a non-string as \"\" and drops the field — 2024-03-04 is an unquoted date: the action's YAML reader (js-yaml) makes it a date, not text; quote it: '2024-03-04'.",
    ]);
    expect(all.map((d) => d.fix?.insert)).toEqual([
      "'2024-01-01'",
      "'2024-01-01 10:00:00'",
      "'2024-03-04'",
    ]);
    // An anchor sends the text to the other reader (the yaml package): the same findings.
    const anchored = `${dated}  - &other\n    when:\n      event: issues\n    then:\n      mark_complete: true\n`;
    expect(findings(anchored).map((d) => d.message)).toEqual(all.map((d) => d.message));
    expect(errors(updateRule(['event: issues'], ['post_pr_comment: 2025-02-03']))).toEqual([
      "Rule 0: 'post_pr_comment' must be a string — 2025-02-03 is an unquoted date: the action's YAML reader (js-yaml) makes it a date, not text; quote it: '2025-02-03'",
    ]);
    // js-yaml leaves a one-digit month without a time as text, and so do we.
    expect(
      errors(createRule({ task: ["project: '1'", "workspace: '2'", 'title: 2024-1-1 release'] })),
    ).toEqual([]);
    expect(
      errors(createRule({ task: ["project: '1'", "workspace: '2'", 'title: 2024-1-1'] })),
    ).toEqual([]);
  });

  it('user_mappings values that are not strings', () => {
    const analysis = analyzeRules(BOT_RULES, {
      userMappings: "octocat: 1200000000000001\nhubot: '1200000000000002'\n",
    });
    expect(analysis.valid).toBe(false);
    expect(analysis.userMappingsDiagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [
        1,
        10,
        "Invalid user_mappings YAML: user_mappings must be an object/map with string values — 1200000000000001 is an unquoted number; quote it: '1200000000000001'. One bad value makes the action reject every mapping and stop.",
      ],
    ]);
    expect(analysis.userMappings).toEqual({ hubot: '1200000000000002' });
    expect(
      analyzeRules(BOT_RULES, { userMappings: '- a\n- b\n' }).userMappingsDiagnostics[0]?.message,
    ).toMatch(/must be an object\/map with string values/);
    expect(analyzeRules(BOT_RULES_ACTION, { userMappings: '' }).valid).toBe(true);
    expect(analyzeRules(BOT_RULES, { userMappings: '{"octocat": "12"}' }).userMappings).toEqual({
      octocat: '12',
    });
  });

  it('the unquoted bot login in a flow list, with the fix', () => {
    const text = updateRule(['event: pull_request', 'author: [dependabot[bot], renovate[bot]]']);
    const all = findings(text);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ code: 'yaml-flow-bot', line: 4, column: 16 });
    expect(all[0]?.message).toMatch(/Unquoted bot login dependabot\[bot\] inside a \[ \] list/);
    const fixed =
      text.slice(0, all[0]!.fix!.from) + all[0]!.fix!.insert + text.slice(all[0]!.fix!.to);
    expect(findings(fixed)).toEqual([]);
  });

  it('variables that are not in the context render empty (warnings)', () => {
    expect(
      warnings(
        createRule({
          task: ["project: '1'", "workspace: '2'", "title: '{{pr.titel}} {{pull_request.title}}'"],
        }),
      ),
    ).toEqual([
      'Rule 0: title: pr has no field "titel", so "pr.titel" renders "". Did you mean pr.title?',
      'Rule 0: title: "pull_request.title" is not in the template context, so it renders "".',
    ]);
    expect(
      warnings(
        createRule({
          when: ['event: issues', 'action: opened', 'has_tracker_tasks: false'],
          task: ["project: '1'", "workspace: '2'", "title: '{{pr.title}}'"],
        }),
      ),
    ).toEqual([
      'Rule 0: title: "pr.title" is empty on issues events (there is no pull request); use issue.title.',
    ]);
  });
});

describe('a workflow file', () => {
  const workflow = `name: Task sync
on:
  pull_request:
    types: [opened, closed]
jobs:
  sync:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: planningcenter/asana-github-sync@v1
        with:
          asana_token: \${{ secrets.ASANA_TOKEN }}
          github_token: \${{ secrets.GITHUB_TOKEN }}
          user_mappings: |
            octocat: 1200000000000001
          rules: |
            rules:
              - when:
                  event: pull_request
                  action: opened
                  has_asana_tasks: false
                then:
                  create_task:
                    project: 1201234567890123
                    workspace: '1200000000000001'
                    title: '{{eq pr.title "x"}}'
`;

  it('finds the rules and user_mappings inputs and maps positions to the workflow lines', () => {
    const analysis = analyzeRules(workflow);
    expect(analysis.kind).toBe('workflow');
    expect(analysis.diagnostics.map((d) => [d.line, d.column, d.code])).toEqual([
      [15, 22, 'gid-unquoted'],
      [24, 30, 'gid-unquoted'],
      [26, 31, 'unknown-helper'],
    ]);
    expect(analysis.rules).toHaveLength(1);
    expect(workflow.slice(analysis.diagnostics[1]!.from, analysis.diagnostics[1]!.to)).toBe(
      '1201234567890123',
    );
  });

  it('warns when the workflow is not triggered by the rule event or action', () => {
    const narrow = workflow.replace('types: [opened, closed]', 'types: [closed]');
    expect(analyzeRules(narrow).diagnostics.map((d) => d.code)).toContain('not-triggered');
  });

  it('reports a workflow without a rules input', () => {
    expect(
      errors('on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo\n')[0],
    ).toMatch(/no step passes a rules input/);
  });

  it('checks dry_run is a strict boolean', () => {
    const bad = workflow.replace(
      '          rules: |',
      '          dry_run: yes\n          rules: |',
    );
    expect(errors(bad)).toContain(
      'Input does not meet YAML 1.2 "Core Schema" specification: dry_run. Use true or false.',
    );
  });
});
