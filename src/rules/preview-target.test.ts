import { describe, expect, it } from 'vitest';

import { analyzeRules } from './analyze';
import { previewRules } from './preview';
import { toSampleEvent, type SampleEvent } from './sample-event';
import { BOT_RULES, BOT_RULES_ACTION, createRule, updateRule } from './test-fixtures';

const userMappings = "'dependabot[bot]': '1200000000000009'\n";

const botPr: SampleEvent = {
  event: { name: 'pull_request', action: 'opened' },
  pr: {
    number: 42,
    title: 'chore(deps): bump lodash',
    body: 'Bumps lodash.\n\nBUILD-7',
    url: 'https://github.com/o/r/pull/42',
    author: 'dependabot[bot]',
    labels: ['dependencies'],
  },
};

const webhook = (pull: Record<string, unknown>) =>
  toSampleEvent({
    action: 'opened',
    pull_request: {
      number: 42,
      title: 'chore(deps): bump lodash',
      body: 'BUILD-7',
      html_url: 'https://github.com/o/r/pull/42',
      base: { ref: 'main' },
      head: { ref: 'deps' },
      ...pull,
    },
  });

describe('the preview of a file in the spec names, for the real action', () => {
  const preview = previewRules(analyzeRules(BOT_RULES, { userMappings }), botPr);

  it('says the action refuses the file, with its message', () => {
    expect(preview.target).toBe('action');
    expect(preview.trackerKey).toBe('has_asana_tasks');
    expect(preview.runs).toBe(false);
    expect(preview.stoppedBecause).toBe(
      'The action stops before running any rule: Rule 0: create_task requires has_asana_tasks: false (it does not know has_tracker_tasks, so it takes has_asana_tasks as omitted, i.e. true)',
    );
  });

  it('matches as the action does: the unknown condition is ignored', () => {
    expect(preview.rules[0]?.conditions.find((c) => c.key === 'has_tracker_tasks')).toEqual({
      key: 'has_tracker_tasks',
      expected: false,
      matched: true,
      reason:
        'the real action (planningcenter/asana-github-sync) does not know has_tracker_tasks and ignores it (it reads has_asana_tasks)',
    });
  });

  it('renders map_host_to_tracker as the action does: Missing helper, no assignee', () => {
    const [task] = preview.tasks;
    expect(task?.assignee).toMatchObject({
      text: '',
      error: 'Template evaluation failed: Missing helper: "map_host_to_tracker"',
    });
    expect(task?.warnings).toEqual([
      'The assignee rendered empty (Template evaluation failed: Missing helper: "map_host_to_tracker"): no one is assigned.',
    ]);
  });

  it('and the same file in the action names runs and assigns', () => {
    const fixed = previewRules(analyzeRules(BOT_RULES_ACTION, { userMappings }), botPr);
    expect(fixed.runs).toBe(true);
    expect(fixed.tasks[0]?.assignee?.text).toBe('1200000000000009');
  });

  it('for the spec, the spec names work and the action names do not', () => {
    const spec = previewRules(analyzeRules(BOT_RULES, { userMappings, target: 'spec' }), botPr);
    expect(spec.runs).toBe(true);
    expect(spec.trackerKey).toBe('has_tracker_tasks');
    expect(spec.tasks[0]?.assignee?.text).toBe('1200000000000009');
    const action = previewRules(
      analyzeRules(BOT_RULES_ACTION, { userMappings, target: 'spec' }),
      botPr,
    );
    expect(action.runs).toBe(false);
    expect(action.stoppedBecause).toMatch(/Rule 0: create_task requires has_tracker_tasks: false/);
    expect(action.tasks[0]?.assignee?.error).toBe(
      'Template evaluation failed: Missing helper: "map_github_to_asana"',
    );
  });
});

describe("the action's template context", () => {
  const withLabels = createRule({
    when: ['event: pull_request', 'action: opened', 'has_asana_tasks: false'],
    task: ["project: '1'", "workspace: '2'", "title: 'T [{{pr.labels}}]'"],
  });

  it('has no pr.labels or issue.labels: a warning, and the preview renders ""', () => {
    const analysis = analyzeRules(withLabels);
    const [d] = analysis.diagnostics;
    expect(d).toMatchObject({ code: 'labels-not-in-context', severity: 'warning' });
    expect(d?.message).toMatch(
      /^Rule 0: title: "pr\.labels" is not in the action's template context: its pr has number, title, body, url, author, merged, draft, assignee, base_ref, head_ref, and no labels/,
    );
    expect(previewRules(analysis, botPr).tasks[0]?.title.text).toBe('T []');
    const issueRule = createRule({
      when: ['event: issues', 'action: opened', 'has_asana_tasks: false'],
      task: ["project: '1'", "workspace: '2'", "title: '{{issue.title}} {{issue.labels}}'"],
    });
    expect(analyzeRules(issueRule).diagnostics.map((d) => d.code)).toEqual([
      'labels-not-in-context',
    ]);
  });

  it('has no other field a sample may carry (user, labels, anything else)', () => {
    const rules = createRule({
      when: ['event: pull_request', 'action: opened', 'has_asana_tasks: false'],
      task: ["project: '1'", "workspace: '2'", "title: '{{pr.title}}|{{pr.user}}|{{pr.merged}}'"],
    });
    const sample = { ...botPr, pr: { ...botPr.pr, user: 'x' } } as SampleEvent;
    expect(previewRules(analyzeRules(rules), sample).tasks[0]?.title.text).toBe(
      'chore(deps): bump lodash||false',
    );
  });

  it('has no comments unless an update_fields value calls extract_from_comments directly', () => {
    const rules = createRule({
      when: ['event: pull_request', 'action: opened', 'has_asana_tasks: false'],
      task: ["project: '1'", "workspace: '2'", 'title: \'T{{extract_from_comments "ID-(\\d+)"}}\''],
    });
    const sample = { ...botPr, comments: 'ID-5' };
    const preview = previewRules(analyzeRules(rules), sample);
    expect(preview.tasks[0]?.title.text).toBe('T');
    expect(preview.notes[0]).toMatch(
      /^The action fetches comments only when an update_fields value calls/,
    );
    const fetching = `${rules}  - when:\n      event: pull_request\n    then:\n      update_fields:\n        '9': '{{extract_from_comments "ID-(\\d+)"}}'\n`;
    const fetched = previewRules(analyzeRules(fetching), sample);
    expect(fetched.tasks[0]?.title.text).toBe('T5');
    expect(fetched.notes.some((n) => /fetches comments/.test(n))).toBe(false);
  });
});

describe('a payload the action cannot read', () => {
  it('a pull_request without user stops the action before any rule', () => {
    const event = webhook({});
    expect(event.payloadGaps).toEqual([
      {
        path: 'pull_request.user',
        error: "Cannot read properties of undefined (reading 'login')",
      },
    ]);
    const preview = previewRules(analyzeRules(BOT_RULES_ACTION), event);
    expect(preview.runs).toBe(false);
    expect(preview.stoppedBecause).toBe(
      "The action stops before running any rule: Action error: Cannot read properties of undefined (reading 'login'): the payload has no pull_request.user, which the action reads when it builds the rule context (GitHub always sends it; the sample lacks it). The workflow still passes.",
    );
  });

  it('so do a null user and a missing base or head; a full payload does not', () => {
    expect(webhook({ user: null }).payloadGaps?.[0]?.error).toBe(
      "Cannot read properties of null (reading 'login')",
    );
    expect(
      webhook({ user: { login: 'a' }, base: undefined }).payloadGaps?.map((g) => g.path),
    ).toEqual(['pull_request.base']);
    const full = webhook({ user: { login: 'dependabot[bot]' } });
    expect(full.payloadGaps).toBeUndefined();
    expect(previewRules(analyzeRules(BOT_RULES_ACTION), full).runs).toBe(true);
    const issue = toSampleEvent({
      action: 'opened',
      issue: { number: 1, title: 't', html_url: 'https://github.com/o/r/issues/1' },
    });
    expect(issue.payloadGaps?.map((g) => g.path)).toEqual(['issue.user']);
  });

  it('our own sample shape without an author gets a note, not a stop', () => {
    const preview = previewRules(analyzeRules(BOT_RULES_ACTION), {
      ...botPr,
      pr: { ...botPr.pr, author: '' },
    });
    expect(preview.notes).toContain(
      `The sample has no author. A real pull_request always has a user; a payload without one makes the action fail ("Cannot read properties of undefined (reading 'login')") before any rule runs.`,
    );
  });
});

describe('an update rule in the spec names, for the real action', () => {
  it('matches whether or not the body links a task, as the action ignores the condition', () => {
    const rules = updateRule(['event: pull_request', 'action: closed', 'has_tracker_tasks: true']);
    const closed: SampleEvent = { ...botPr, event: { name: 'pull_request', action: 'closed' } };
    expect(previewRules(analyzeRules(rules), closed).rules[0]?.matched).toBe(true);
    expect(previewRules(analyzeRules(rules, { target: 'spec' }), closed).rules[0]?.matched).toBe(
      false,
    );
  });
});

describe('what the preview cannot know, said in notes', () => {
  const workflow = (dryRun: string) => `on:
  pull_request:
    types: [opened, edited]
jobs:
  sync:
    runs-on: ubuntu-latest
    steps:
      - uses: planningcenter/asana-github-sync@v1
        with:
          asana_token: x
          github_token: y
          dry_run: ${dryRun}
          rules: |
            - when:
                event: pull_request
                action: opened
                has_asana_tasks: false
              then:
                create_task:
                  project: '1'
                  workspace: '2'
                  title: '{{pr.title}}'
                post_pr_comment: 'Created {{#each tasks}}{{url}}{{/each}}'
            - when:
                event: pull_request
                action: edited
              then:
                post_pr_comment: 'edited'
`;

  it('dry_run, example task links, comment de-duplication, the token the link-back edit needs', () => {
    const analysis = analyzeRules(workflow('true'));
    expect(analysis.dryRun).toBe(true);
    const preview = previewRules(analysis, botPr);
    expect(preview.path).toBe('create');
    expect(preview.followUp?.matchingRules).toEqual([1]);
    expect(preview.notes).toEqual([
      "After creating each task the action removes the integration user ('me') as a follower.",
      'The task GID and link are examples: the action links the permalink_url the tracker returns (or https://app.asana.com/0/<project>/<gid>).',
      'A comment whose exact text is already on the pull request or issue is not posted again (the action compares with the first page of existing comments).',
      "The link-back edit starts a new run (and so the edited rules above) only when the workflow's token is a personal access token or an App token; with the default GITHUB_TOKEN, GitHub starts no new workflow run.",
      'dry_run is true: the action only logs "[DRY RUN] Would …" lines; it creates and updates no task, posts no comment and appends no link.',
    ]);
    expect(analyzeRules(workflow('false')).dryRun).toBe(false);
    expect(analyzeRules(BOT_RULES_ACTION).dryRun).toBe(false);
  });

  it('field values the tracker checks, on the update path', () => {
    const rules = updateRule(
      ['event: pull_request', 'action: closed'],
      ['update_fields:', "  '9': 'Done'"],
    );
    const preview = previewRules(analyzeRules(rules), {
      ...botPr,
      event: { name: 'pull_request', action: 'closed' },
      pr: { ...botPr.pr, body: 'https://app.asana.com/0/1/55' },
    });
    expect(preview.notes[1]).toMatch(/^Field values are checked by the tracker, not here/);
  });
});
