/**
 * A sample event for matching and preview: our own small shape, or a raw GitHub webhook
 * payload, normalised to what the action builds from the payload (its rule context).
 */

export interface SamplePullRequest {
  readonly number?: number;
  readonly title?: string;
  readonly body?: string | null;
  readonly url?: string;
  readonly author?: string;
  readonly merged?: boolean;
  readonly draft?: boolean;
  readonly assignee?: string;
  readonly base_ref?: string;
  readonly head_ref?: string;
  readonly labels?: readonly string[];
}

export interface SampleIssue {
  readonly number?: number;
  readonly title?: string;
  readonly body?: string | null;
  readonly url?: string;
  readonly author?: string;
  readonly assignee?: string;
  readonly state?: string;
  readonly labels?: readonly string[];
}

/**
 * A part of a raw webhook payload that the action's context builder reads without a guard
 * (`pr.user.login`, `pr.base.ref`): missing, it throws before any rule runs.
 */
export interface PayloadGap {
  /** Where in the payload, e.g. `pull_request.user`. */
  readonly path: string;
  /** What the action throws (and logs as "Action error: …"). */
  readonly error: string;
}

export interface SampleEvent {
  readonly event: { readonly name: string; readonly action: string };
  /** Set for raw webhook payloads that lack what the action reads unguarded. */
  readonly payloadGaps?: readonly PayloadGap[];
  readonly pr?: SamplePullRequest;
  readonly issue?: SampleIssue;
  /** The label just added or removed (labeled/unlabeled events). */
  readonly label?: { readonly name: string } | string;
  readonly review?: { readonly state: string };
  /** All comments joined with newlines. */
  readonly comments?: string;
  readonly userMappings?: Readonly<Record<string, string>>;
}

/** The template root context: {pr, issue, event, label, comments, userMappings}. */
export interface TemplateContext {
  readonly pr?: Record<string, unknown>;
  readonly issue?: Record<string, unknown>;
  readonly event: { readonly name: string; readonly action: string };
  readonly label?: { readonly name: string };
  readonly comments?: string;
  readonly userMappings: Readonly<Record<string, string>>;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function login(value: unknown): string | undefined {
  return text(record(value)?.login);
}

function labelNames(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .map((l) => (typeof l === 'string' ? l : text(record(l)?.name)))
    .filter((l): l is string => l !== undefined);
}

/** `Cannot read properties of undefined (reading 'login')`, as Node words it. */
function gap(
  owner: Record<string, unknown>,
  ownerPath: string,
  key: string,
  reading: string,
): PayloadGap[] {
  const value = owner[key];
  if (value !== null && typeof value === 'object') return [];
  if (value !== null && value !== undefined) return [];
  return [
    {
      path: `${ownerPath}.${key}`,
      error: `Cannot read properties of ${value === null ? 'null' : 'undefined'} (reading '${reading}')`,
    },
  ];
}

/** What the action's context builder reads without a guard (pr.user.login, pr.base.ref, …). */
function payloadGaps(
  pull: Record<string, unknown> | undefined,
  issue: Record<string, unknown> | undefined,
): PayloadGap[] {
  if (pull) {
    return [
      ...gap(pull, 'pull_request', 'user', 'login'),
      ...gap(pull, 'pull_request', 'base', 'ref'),
      ...gap(pull, 'pull_request', 'head', 'ref'),
    ];
  }
  return issue ? gap(issue, 'issue', 'user', 'login') : [];
}

/** A GitHub webhook payload ({action, pull_request | issue, label, review}) as a SampleEvent. */
function fromWebhook(payload: Record<string, unknown>, eventName?: string): SampleEvent {
  const pull = record(payload.pull_request);
  const issue = record(payload.issue);
  const gaps = payloadGaps(pull, issue);
  const review = record(payload.review);
  const name = eventName ?? (pull ? (review ? 'pull_request_review' : 'pull_request') : 'issues');
  const assignees = Array.isArray((pull ?? issue)?.assignees)
    ? ((pull ?? issue)?.assignees as unknown[])
    : [];
  const firstAssignee = login(assignees[0]);
  const labelName = text(record(payload.label)?.name);
  return {
    event: { name, action: text(payload.action) ?? '' },
    ...(gaps.length > 0 ? { payloadGaps: gaps } : {}),
    ...(pull
      ? {
          pr: {
            number: typeof pull.number === 'number' ? pull.number : 0,
            title: text(pull.title) ?? '',
            body: text(pull.body) ?? '',
            url: text(pull.html_url) ?? '',
            author: login(pull.user) ?? '',
            merged: pull.merged === true,
            draft: pull.draft === true,
            ...(firstAssignee ? { assignee: firstAssignee } : {}),
            base_ref: text(record(pull.base)?.ref) ?? '',
            head_ref: text(record(pull.head)?.ref) ?? '',
            labels: labelNames(pull.labels) ?? [],
          },
        }
      : {}),
    ...(issue && !pull
      ? {
          issue: {
            number: typeof issue.number === 'number' ? issue.number : 0,
            title: text(issue.title) ?? '',
            body: text(issue.body) ?? '',
            url: text(issue.html_url) ?? '',
            author: login(issue.user) ?? '',
            ...(firstAssignee ? { assignee: firstAssignee } : {}),
            state: text(issue.state) ?? 'open',
            labels: labelNames(issue.labels) ?? [],
          },
        }
      : {}),
    ...(labelName ? { label: { name: labelName } } : {}),
    ...(review && text(review.state)
      ? { review: { state: String(review.state).toLowerCase() } }
      : {}),
  };
}

/** Reads a sample event from parsed JSON; throws an Error with a plain message when it is not one. */
export function toSampleEvent(json: unknown): SampleEvent {
  const value = record(json);
  if (!value) throw new Error('The event must be a JSON object.');
  if (
    value.pull_request !== undefined ||
    (value.issue !== undefined && record(value.issue)?.html_url)
  ) {
    return fromWebhook(value, text(record(value.event)?.name) ?? text(value.event_name));
  }
  const event = record(value.event);
  if (!event || typeof event.name !== 'string') {
    throw new Error(
      'The event needs "event": { "name": "pull_request" | "issues", "action": "opened" }.',
    );
  }
  const label = value.label;
  return {
    ...(value as unknown as SampleEvent),
    event: { name: event.name, action: typeof event.action === 'string' ? event.action : '' },
    ...(typeof label === 'string' ? { label: { name: label } } : {}),
  };
}

export function labelName(event: SampleEvent): string | undefined {
  return typeof event.label === 'string' ? event.label : event.label?.name;
}

/** Fields the action's pr context has (and nothing else: no labels, no user). */
export const PR_CONTEXT_FIELDS = [
  'number',
  'title',
  'body',
  'merged',
  'draft',
  'author',
  'assignee',
  'base_ref',
  'head_ref',
  'url',
] as const;

/** Fields the action's issue context has. */
export const ISSUE_CONTEXT_FIELDS = [
  'number',
  'title',
  'body',
  'author',
  'assignee',
  'url',
  'state',
] as const;

function pick(
  source: object,
  fields: readonly string[],
  defaults: Record<string, unknown>,
): Record<string, unknown> {
  const from = source as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = Object.prototype.hasOwnProperty.call(from, field) ? from[field] : undefined;
    const filled = value === undefined || value === null ? defaults[field] : value;
    if (filled !== undefined) out[field] = filled;
  }
  return out;
}

export interface TemplateContextOptions {
  /**
   * Whether the action fetched comments (an update_fields value calls extract_from_comments
   * directly); when false the context has no comments, whatever the sample holds. Default true.
   */
  readonly commentsFetched?: boolean;
}

/**
 * What the action builds for templates: exactly its PR and issue fields (body null → "",
 * merged/draft default false, url "", issue state "open"), so that a sample's extra fields
 * (labels, user) render "" as they do in the action.
 */
export function templateContext(
  event: SampleEvent,
  userMappings: Readonly<Record<string, string>>,
  options: TemplateContextOptions = {},
): TemplateContext {
  const name = labelName(event);
  const comments = options.commentsFetched === false ? undefined : event.comments;
  return {
    ...(event.pr
      ? {
          pr: pick(event.pr, PR_CONTEXT_FIELDS, { body: '', merged: false, draft: false, url: '' }),
        }
      : {}),
    ...(event.issue
      ? { issue: pick(event.issue, ISSUE_CONTEXT_FIELDS, { body: '', state: 'open' }) }
      : {}),
    event: { ...event.event },
    ...(name !== undefined ? { label: { name } } : {}),
    ...(comments !== undefined ? { comments } : {}),
    userMappings,
  };
}
