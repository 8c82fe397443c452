/**
 * The whole rule language of the action: keys, value sets, helpers and template variables,
 * each with a line of help for completion and hover. Two names differ between the targets
 * (target.ts): the real action's has_asana_tasks and map_github_to_asana are the spec's
 * has_tracker_tasks and map_host_to_tracker; each target knows only its own.
 */

export interface KeyDoc {
  readonly key: string;
  readonly doc: string;
  /** The other spelling of the same key, if any. */
  readonly alias?: string;
}

export const RULE_KEYS: readonly KeyDoc[] = [
  { key: 'when', doc: 'Conditions, all of which must hold (AND). `event` is required.' },
  { key: 'then', doc: 'Actions to run when the conditions hold.' },
];

export const TRACKER_TASKS_KEYS = ['has_tracker_tasks', 'has_asana_tasks'] as const;

export const WHEN_KEYS: readonly KeyDoc[] = [
  {
    key: 'event',
    doc: 'Required. The GitHub event name: pull_request, issues or pull_request_review.',
  },
  { key: 'action', doc: 'The event action (or a list of them), e.g. opened or labeled.' },
  {
    key: 'merged',
    doc: 'Boolean. Compared with the pull request; never matches on issues events.',
  },
  {
    key: 'draft',
    doc: 'Boolean. Compared with the pull request; omitting it matches drafts too. Never matches on issues events.',
  },
  {
    key: 'label',
    doc: 'The label just added or removed (labeled/unlabeled events only); otherwise it never matches.',
  },
  {
    key: 'has_labels',
    doc: 'A label or list of labels; matches when the PR or issue carries any of them.',
  },
  {
    key: 'has_tracker_tasks',
    alias: 'has_asana_tasks',
    doc: "The spec's name (the real action's is has_asana_tasks). Boolean: whether the body already links a task. Must be false for create_task; validation treats an omitted value as true.",
  },
  {
    key: 'has_asana_tasks',
    alias: 'has_tracker_tasks',
    doc: "The real action's name (the spec's is has_tracker_tasks). Boolean: whether the body already links a task. Must be false for create_task; validation treats an omitted value as true.",
  },
  {
    key: 'author',
    doc: 'A login or list of logins, exact and case-sensitive; bots include [bot].',
  },
  {
    key: 'review_state',
    doc: 'A review state or list (approved, changes_requested, commented, dismissed); pull_request_review events only.',
  },
];

export const THEN_KEYS: readonly KeyDoc[] = [
  {
    key: 'create_task',
    doc: 'Create a task from the PR or issue. Needs has_asana_tasks: false (the spec: has_tracker_tasks: false).',
  },
  {
    key: 'update_fields',
    doc: 'Map of custom-field GID → value template, set on every linked task.',
  },
  { key: 'mark_complete', doc: 'Boolean: mark every linked task complete.' },
  {
    key: 'post_pr_comment',
    doc: 'A comment template posted on the PR or issue after the work is done.',
  },
  {
    key: 'attach_pr_to_tasks',
    doc: 'Boolean: attach the PR to linked tasks (PR events; needs integration_secret).',
  },
];

export const CREATE_TASK_KEYS: readonly KeyDoc[] = [
  {
    key: 'project',
    doc: "Required. Project GID, a quoted numeric string: project: '1201234567890123'.",
  },
  { key: 'workspace', doc: 'Required. Workspace GID, a quoted numeric string.' },
  {
    key: 'title',
    doc: 'Required template; the task name. If it renders empty, no task is created.',
  },
  {
    key: 'section',
    doc: "Section GID (quoted digits). Defaults to the project's default section.",
  },
  { key: 'notes', doc: 'Plain-text description template. Not together with html_notes.' },
  {
    key: 'html_notes',
    doc: 'HTML description template, wrapped in <body>…</body>. Not together with notes.',
  },
  {
    key: 'assignee',
    doc: "User GID (quoted digits), 'me', or a template such as {{map_github_to_asana pr.author}} (the spec: map_host_to_tracker).",
  },
  {
    key: 'initial_fields',
    doc: 'Map of custom-field GID (quoted digits) → value template. Fields that render empty are dropped.',
  },
];

/** Events the action handles; others are ignored with a warning at run time. */
export const SUPPORTED_EVENTS = ['pull_request', 'pull_request_review', 'issues'] as const;

/** The spec's value sets for rules that create tasks. */
export const CREATE_TASK_EVENTS = ['pull_request', 'issues'] as const;
export const CREATE_TASK_ACTIONS = ['opened', 'edited', 'labeled', 'ready_for_review'] as const;

/** GitHub's activity types of each supported event. */
export const EVENT_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  pull_request: [
    'assigned',
    'auto_merge_disabled',
    'auto_merge_enabled',
    'closed',
    'converted_to_draft',
    'demilestoned',
    'dequeued',
    'edited',
    'enqueued',
    'labeled',
    'locked',
    'milestoned',
    'opened',
    'ready_for_review',
    'reopened',
    'review_request_removed',
    'review_requested',
    'synchronize',
    'unassigned',
    'unlabeled',
    'unlocked',
  ],
  pull_request_review: ['submitted', 'edited', 'dismissed'],
  issues: [
    'assigned',
    'closed',
    'deleted',
    'demilestoned',
    'edited',
    'labeled',
    'locked',
    'milestoned',
    'opened',
    'pinned',
    'reopened',
    'transferred',
    'typed',
    'unassigned',
    'unlabeled',
    'unlocked',
    'unpinned',
    'untyped',
  ],
};

export const REVIEW_STATES = ['approved', 'changes_requested', 'commented', 'dismissed'] as const;

export interface HelperDoc {
  readonly name: string;
  readonly signature: string;
  readonly doc: string;
  /** Number of arguments it takes: exact, or at least `min` when `variadic`. */
  readonly arity: number;
  readonly variadic?: boolean;
  /** Its argument must be a string (literal or value). */
  readonly stringArgument?: boolean;
  readonly alias?: string;
  /** Reads pr/issue/userMappings/comments from `this`, so it sees nothing inside #with/#each. */
  readonly readsContext?: boolean;
  /** Handlebars' own helpers. */
  readonly builtIn?: boolean;
}

export const CUSTOM_HELPERS: readonly HelperDoc[] = [
  {
    name: 'clean_title',
    signature: 'clean_title text',
    doc: 'Removes one leading conventional-commit prefix (feat|fix|chore|docs|style|refactor|perf|test, optional (scope), colon). Not deps:, build:, ci:, feat!:.',
    arity: 1,
  },
  {
    name: 'sanitize_markdown',
    signature: 'sanitize_markdown text',
    doc: 'Strips images, [//]: # comments, <details>, <img>, <p>, <br> and extra whitespace. Plain text, not an HTML sanitizer.',
    arity: 1,
  },
  {
    name: 'markdown_to_html',
    signature: 'markdown_to_html text',
    doc: 'Markdown → HTML for html_notes (marked; raw HTML and images dropped, h3–h6 become h2).',
    arity: 1,
  },
  {
    name: 'extract_from_body',
    signature: 'extract_from_body "regex"',
    doc: 'First match of the regex in the PR (or issue) body: capture group 1 if any, else the whole match; "" when nothing matches.',
    arity: 1,
    stringArgument: true,
    readsContext: true,
  },
  {
    name: 'extract_from_title',
    signature: 'extract_from_title "regex"',
    doc: 'First match of the regex in the PR (or issue) title: capture group 1 if any, else the whole match.',
    arity: 1,
    stringArgument: true,
    readsContext: true,
  },
  {
    name: 'extract_from_comments',
    signature: 'extract_from_comments "regex"',
    doc: 'First match in the PR or issue comments. Comments are fetched only when an update_fields value calls it directly ({{extract_from_comments …}}).',
    arity: 1,
    stringArgument: true,
    readsContext: true,
  },
  {
    name: 'map_host_to_tracker',
    alias: 'map_github_to_asana',
    signature: 'map_host_to_tracker login',
    doc: 'The spec\'s name (the real action\'s is map_github_to_asana). Looks a login up in user_mappings and gives the user GID, or "" when it is not mapped.',
    arity: 1,
    readsContext: true,
  },
  {
    name: 'map_github_to_asana',
    alias: 'map_host_to_tracker',
    signature: 'map_github_to_asana login',
    doc: 'The real action\'s name (the spec\'s is map_host_to_tracker). Looks a login up in user_mappings and gives the user GID, or "" when it is not mapped.',
    arity: 1,
    readsContext: true,
  },
  {
    name: 'or',
    signature: 'or a b …',
    doc: 'The first truthy argument, else "". Every argument is evaluated (no short-circuit).',
    arity: 1,
    variadic: true,
  },
];

export const BUILT_IN_HELPERS: readonly HelperDoc[] = [
  {
    name: 'if',
    signature: '#if value',
    doc: 'Block: renders when the value is truthy.',
    arity: 1,
    builtIn: true,
  },
  {
    name: 'unless',
    signature: '#unless value',
    doc: 'Block: renders when the value is falsy.',
    arity: 1,
    builtIn: true,
  },
  {
    name: 'each',
    signature: '#each list',
    doc: 'Block: renders once per item; `this` becomes the item.',
    arity: 1,
    builtIn: true,
  },
  {
    name: 'with',
    signature: '#with value',
    doc: 'Block: `this` becomes the value.',
    arity: 1,
    builtIn: true,
  },
  {
    name: 'lookup',
    signature: 'lookup object key',
    doc: 'Reads object[key] (own properties only).',
    arity: 2,
    builtIn: true,
  },
  {
    name: 'log',
    signature: 'log value',
    doc: 'Writes to the Actions log; renders nothing.',
    arity: 0,
    variadic: true,
    builtIn: true,
  },
];

export const ALL_HELPERS: readonly HelperDoc[] = [...CUSTOM_HELPERS, ...BUILT_IN_HELPERS];

export function helperDoc(name: string): HelperDoc | undefined {
  return ALL_HELPERS.find((h) => h.name === name);
}

export interface VariableDoc {
  readonly path: string;
  readonly doc: string;
}

/** The root context of rule templates: {pr, issue, event, label, comments, userMappings}. */
export const TEMPLATE_VARIABLES: readonly VariableDoc[] = [
  { path: 'pr.number', doc: 'Pull request number.' },
  { path: 'pr.title', doc: 'Pull request title.' },
  { path: 'pr.body', doc: 'Pull request body ("" when empty).' },
  { path: 'pr.url', doc: 'Pull request web address (html_url).' },
  { path: 'pr.author', doc: "The author's login." },
  { path: 'pr.merged', doc: 'Whether it is merged.' },
  { path: 'pr.draft', doc: 'Whether it is a draft.' },
  { path: 'pr.assignee', doc: "The first assignee's login, if any." },
  { path: 'pr.base_ref', doc: 'Base branch.' },
  { path: 'pr.head_ref', doc: 'Head branch.' },
  { path: 'issue.number', doc: 'Issue number.' },
  { path: 'issue.title', doc: 'Issue title.' },
  { path: 'issue.body', doc: 'Issue body.' },
  { path: 'issue.url', doc: 'Issue web address.' },
  { path: 'issue.author', doc: "The author's login." },
  { path: 'issue.assignee', doc: "The first assignee's login, if any." },
  { path: 'issue.state', doc: 'open or closed.' },
  { path: 'event.name', doc: 'The event name, e.g. pull_request.' },
  { path: 'event.action', doc: 'The event action, e.g. opened.' },
  { path: 'label.name', doc: 'The label just added (labeled events only).' },
  { path: 'comments', doc: 'All comments joined by newlines (only when fetched).' },
  { path: 'userMappings', doc: 'The user_mappings input as an object.' },
];

/** post_pr_comment runs after the work with another context: no label, no userMappings. */
export const COMMENT_VARIABLES: readonly VariableDoc[] = [
  ...TEMPLATE_VARIABLES.filter((v) => !v.path.startsWith('label') && v.path !== 'userMappings'),
  { path: 'tasks', doc: 'Tasks created or updated: {gid, name, url, success}.' },
  { path: 'updates.fields', doc: 'Field updates: {gid, value}.' },
  { path: 'updates.mark_complete', doc: 'Whether tasks were marked complete.' },
  { path: 'summary.total', doc: 'Number of tasks.' },
  { path: 'summary.success', doc: 'Tasks that succeeded.' },
  { path: 'summary.failed', doc: 'Tasks that failed.' },
];

/** Root names and their known fields, for "renders empty" warnings. */
export function variableRoots(variables: readonly VariableDoc[]): Map<string, Set<string>> {
  const roots = new Map<string, Set<string>>();
  for (const { path } of variables) {
    const [root = '', field] = path.split('.');
    const fields = roots.get(root) ?? new Set<string>();
    if (field !== undefined) fields.add(field);
    roots.set(root, fields);
  }
  return roots;
}

/** What the events mean to the action (hover on `event:` values). */
export const EVENT_DOCS: Readonly<Record<string, string>> = {
  pull_request:
    'Pull request events (opened, edited, labeled, ready_for_review, closed, …). create_task rules may use it; the task link is appended to the PR body.',
  pull_request_review:
    'A review was submitted, edited or dismissed; review_state matches its state. Not for create_task.',
  issues:
    'Issue events (opened, edited, labeled, closed, …). create_task rules may use it; the task link is appended to the issue body.',
};

/** What the event actions mean to the action (hover on `action:` values). */
export const ACTION_DOCS: Readonly<Record<string, string>> = {
  opened:
    'The pull request or issue was opened. It fires once, and the link-back edit does not fire it again: the safe action for create_task.',
  edited:
    "The title or body was edited. The action's own link-back is an edit, so with has_asana_tasks: false and create_task it can loop (a new task on each edit when the link-back fails).",
  labeled:
    'A label was added; `label` is that label. Fires once per label added. Allowed for create_task.',
  unlabeled: 'A label was removed; `label` is that label.',
  ready_for_review:
    'A draft pull request was marked ready for review. pull_request only: issues have no such action. Allowed for create_task.',
  closed: 'Closed, merged or not: add merged: true to match merged pull requests only.',
  reopened: 'A closed pull request or issue was reopened.',
  synchronize: "New commits were pushed to the pull request's branch.",
  converted_to_draft: 'The pull request was converted to a draft.',
  assigned: 'Someone was assigned.',
  unassigned: 'Someone was unassigned.',
  review_requested: 'A review was requested.',
  submitted: 'pull_request_review: a review was submitted (review_state is its state).',
  dismissed: 'pull_request_review: a review was dismissed.',
};

/** What booleans mean for each key (hover on `true` / `false`). */
export const BOOLEAN_DOCS: Readonly<Record<string, { true: string; false: string }>> = {
  has_asana_tasks: {
    false:
      'The body links no task (no https://app.asana.com/… task URL). Required for create_task, which then appends the new task link.',
    true: 'The body links at least one task: update_fields, mark_complete and attach_pr_to_tasks act on every linked task.',
  },
  has_tracker_tasks: {
    false: 'The body links no task. Required for create_task.',
    true: 'The body links at least one task: the update actions act on every linked task.',
  },
  merged: {
    true: 'Only merged pull requests (use with action: closed). Never matches on issues.',
    false: 'Only pull requests that are not merged (a closed unmerged PR, or an open one).',
  },
  draft: {
    true: 'Only draft pull requests.',
    false: 'Only pull requests that are not drafts (omit draft to match both).',
  },
  mark_complete: {
    true: 'Marks every linked task complete.',
    false: 'Does nothing (same as leaving it out).',
  },
  attach_pr_to_tasks: {
    true: 'Attaches the pull request to every linked task (pull request events; needs the integration_secret input).',
    false: 'Does nothing (same as leaving it out).',
  },
};

/** Review states (hover on `review_state:` values). */
export const REVIEW_STATE_DOCS: Readonly<Record<string, string>> = {
  approved: 'The review approves the pull request.',
  changes_requested: 'The review requests changes.',
  commented: 'A review with comments only.',
  dismissed: 'A review that was dismissed.',
};
