/**
 * What the action would do for one sample event: which rules match and why, the tasks it would
 * create (every field rendered, with what happens when one renders empty), the body after the
 * link-back, and which rules the `edited` event of that link-back would match in turn. It runs
 * as the analysis' target runs (analysis.target): its names, its helpers, its template context,
 * its refusals; where it cannot be the same, a note says so.
 */
import type { Analysis } from './analyze';
import { actionRejects } from './diagnostic';
import type { TrackerTasksKey } from './rule-check';
import { bodyTaskIds, matchRule, type ConditionResult } from './match';
import { renderTemplate, type RenderResult } from './render';
import { templateContext, type SampleEvent, type TemplateContext } from './sample-event';
import { TARGET_NAMES, otherTarget, type RulesTarget } from './target';
import { appendTaskLink, fallbackTaskUrl } from './tracker-links';
import { presentActions } from './validate-then';
import { callsCommentsDirectly } from './validate-template';
import { SUPPORTED_EVENTS } from './vocabulary';

export interface RenderedValue extends RenderResult {
  readonly template: unknown;
}

export interface FieldPreview {
  readonly gid: string;
  readonly value: RenderedValue;
  /** Rendered exactly "": the action drops the field. */
  readonly dropped: boolean;
}

export interface TaskPreview {
  readonly ruleIndex: number;
  readonly project: string;
  readonly workspace: string;
  readonly section?: string;
  readonly title: RenderedValue;
  readonly notes?: RenderedValue;
  readonly htmlNotes?: RenderedValue;
  readonly assignee?: RenderedValue;
  readonly initialFields: readonly FieldPreview[];
  /** False when the title rendered empty: the action skips the task. */
  readonly created: boolean;
  readonly warnings: readonly string[];
  /** An example GID and the link the action would append. */
  readonly taskGid: string;
  readonly taskUrl: string;
}

export interface RulePreview {
  readonly index: number;
  readonly matched: boolean;
  readonly conditions: readonly ConditionResult[];
  readonly hasErrors: boolean;
  readonly task?: TaskPreview;
  readonly updateFields?: readonly FieldPreview[];
  readonly markComplete?: boolean;
  readonly attach?: boolean;
  readonly comment?: RenderedValue;
}

export interface Preview {
  /** Whether the action gets as far as running rules. */
  readonly runs: boolean;
  readonly stoppedBecause?: string;
  /** Task GIDs already linked in the body (has_tracker_tasks is true when there are any). */
  readonly linkedTaskIds: readonly string[];
  /** The name of the condition for the target: has_asana_tasks (real action) or has_tracker_tasks. */
  readonly trackerKey: TrackerTasksKey;
  /** The action previewed (analysis.target). */
  readonly target: RulesTarget;
  readonly rules: readonly RulePreview[];
  /** create: tasks are created; update: linked tasks are updated; none: nothing happens. */
  readonly path: 'create' | 'update' | 'none';
  readonly tasks: readonly TaskPreview[];
  readonly updates?: { readonly fields: readonly FieldPreview[]; readonly markComplete: boolean };
  readonly comments: readonly { readonly ruleIndex: number; readonly value: RenderedValue }[];
  /** The PR or issue body after the link-back (create path). */
  readonly bodyAfter?: string;
  /** Rules that the `edited` event caused by the link-back would match. */
  readonly followUp?: {
    readonly matchingRules: readonly number[];
    readonly creatingRules: readonly number[];
  };
  readonly notes: readonly string[];
}

const EXAMPLE_GID_BASE = 1_209_000_000_000_000;

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function renderWith(template: unknown, context: object, target: RulesTarget): RenderedValue {
  return { template, ...renderTemplate(template, context, { target }) };
}

function why(value: RenderedValue): string {
  return value.error
    ? ` (${value.error})`
    : value.logs.length > 0
      ? ` (${value.logs.join('; ')})`
      : '';
}

function previewTask(
  ruleIndex: number,
  spec: Record<string, unknown>,
  context: TemplateContext,
  taskNumber: number,
  target: RulesTarget,
): TaskPreview {
  const warnings: string[] = [];
  const render = (template: unknown) => renderWith(template, context, target);
  const title = render(spec.title);
  const created = title.text !== '';
  if (!created) {
    warnings.push(
      `The title rendered empty${why(title)}: the action skips this task and logs "Failed to evaluate create_task for rule ${ruleIndex}: Rule ${ruleIndex}: create_task.title evaluated to empty string".`,
    );
  }
  const notes = spec.notes ? render(spec.notes) : undefined;
  const htmlNotes = spec.html_notes ? render(spec.html_notes) : undefined;
  for (const [name, value] of [
    ['notes', notes],
    ['html_notes', htmlNotes],
  ] as const) {
    if (value && value.text === '')
      warnings.push(`${name} rendered empty${why(value)}: the task gets no description.`);
  }
  let assignee: RenderedValue | undefined;
  if (spec.assignee !== undefined) {
    assignee = render(spec.assignee);
    if (assignee.text === '') {
      warnings.push(`The assignee rendered empty${why(assignee)}: no one is assigned.`);
    } else if (assignee.text !== 'me' && !/^\d+$/.test(assignee.text)) {
      warnings.push(
        `The assignee rendered as "${assignee.text}", which is not a user GID: the task tracker rejects it.`,
      );
    }
  }
  const initialFields = Object.entries(record(spec.initial_fields)).map(([gid, template]) => {
    const value = render(template);
    if (value.text === '')
      warnings.push(
        `initial_fields['${gid}'] rendered empty${why(value)}: the action drops the field.`,
      );
    return { gid, value, dropped: value.text === '' };
  });
  const project = String(spec.project ?? '');
  const taskGid = String(EXAMPLE_GID_BASE + taskNumber);
  return {
    ruleIndex,
    project,
    workspace: String(spec.workspace ?? ''),
    ...(spec.section !== undefined ? { section: String(spec.section) } : {}),
    title,
    ...(notes ? { notes } : {}),
    ...(htmlNotes ? { htmlNotes } : {}),
    ...(assignee ? { assignee } : {}),
    initialFields,
    created,
    warnings,
    taskGid,
    taskUrl: fallbackTaskUrl(project, taskGid),
  };
}

function renderFields(
  fields: unknown,
  context: TemplateContext,
  target: RulesTarget,
): FieldPreview[] {
  return Object.entries(record(fields)).map(([gid, template]) => {
    const value = renderWith(template, context, target);
    return { gid, value, dropped: value.text === '' };
  });
}

/**
 * What the target's own validator says about a condition spelled in the other target's names:
 * it does not see it, takes its own key as omitted (true), and refuses create_task there.
 */
export function targetRefusal(
  rules: readonly { readonly index: number; readonly value: unknown }[],
  target: RulesTarget,
): { readonly rule: number; readonly message: string } | undefined {
  const own = TARGET_NAMES[target].trackerTasks;
  const foreign = TARGET_NAMES[otherTarget(target)].trackerTasks;
  for (const rule of rules) {
    const when = record(record(rule.value).when);
    const then = record(record(rule.value).then);
    if (!(foreign in when) || own in when) continue;
    const present = presentActions(then);
    if (present.createTask) {
      return {
        rule: rule.index,
        message: `Rule ${rule.index}: create_task requires ${own}: false`,
      };
    }
    if (!present.updateFields && !present.markComplete && !present.postComment && !present.attach) {
      return {
        rule: rule.index,
        message: `Rule ${rule.index}: must have at least one action (update_fields, mark_complete, attach_pr_to_tasks, or post_pr_comment)`,
      };
    }
  }
  return undefined;
}

function stopReason(analysis: Analysis, event: SampleEvent): string | undefined {
  const rejected = [...analysis.diagnostics, ...analysis.userMappingsDiagnostics].find(
    actionRejects,
  );
  const refusal = targetRefusal(analysis.rules, analysis.target);
  const stops = 'The action stops before running any rule:';
  if (rejected && (rejected.rule === null || !refusal || rejected.rule <= refusal.rule)) {
    return `${stops} ${rejected.message}`;
  }
  if (refusal) {
    const name = TARGET_NAMES[otherTarget(analysis.target)].trackerTasks;
    return `${stops} ${refusal.message} (it does not know ${name}, so it takes ${TARGET_NAMES[analysis.target].trackerTasks} as omitted, i.e. true)`;
  }
  if (!(SUPPORTED_EVENTS as readonly string[]).includes(event.event.name)) {
    return `The action ignores ${event.event.name} events (it handles pull_request, pull_request_review and issues).`;
  }
  const [gap] = event.payloadGaps ?? [];
  if (gap) {
    return `${stops} Action error: ${gap.error}: the payload has no ${gap.path}, which the action reads when it builds the rule context (GitHub always sends it; the sample lacks it). The workflow still passes.`;
  }
  return undefined;
}

/** Whether the action fetches comments for this file (an update_fields value calls extract_from_comments directly). */
function fetchesComments(analysis: Analysis): boolean {
  return analysis.rules.some((rule) =>
    Object.values(record(record(record(rule.value).then).update_fields)).some(
      (value) => typeof value === 'string' && callsCommentsDirectly(value),
    ),
  );
}

export function previewRules(analysis: Analysis, event: SampleEvent): Preview {
  const target = analysis.target;
  const commentsFetched = fetchesComments(analysis);
  const context = templateContext(
    event,
    { ...(event.userMappings ?? {}), ...analysis.userMappings },
    { commentsFetched },
  );
  const render = (template: unknown, on: object) => renderWith(template, on, target);
  const linkedTaskIds = bodyTaskIds(event);
  const notes: string[] = [];
  let taskNumber = 0;
  if (event.comments !== undefined && !commentsFetched) {
    notes.push(
      "The action fetches comments only when an update_fields value calls {{extract_from_comments …}} directly; this file does not, so the templates see no comments and the sample's comments are ignored.",
    );
  }
  const author = event.pr ? event.pr.author : event.issue?.author;
  if ((event.pr || event.issue) && !author && !event.payloadGaps) {
    notes.push(
      `The sample has no author. A real ${event.pr ? 'pull_request' : 'issue'} always has a user; a payload without one makes the action fail ("Cannot read properties of undefined (reading 'login')") before any rule runs.`,
    );
  }

  const rules: RulePreview[] = analysis.rules.map((rule) => {
    const value = record(rule.value);
    const match = matchRule(value.when, event, { target });
    const then = record(value.then);
    const base = {
      index: rule.index,
      matched: match.matched,
      conditions: match.conditions,
      hasErrors: rule.hasErrors,
    };
    if (!match.matched) return base;
    return {
      ...base,
      ...(then.create_task
        ? {
            task: previewTask(rule.index, record(then.create_task), context, ++taskNumber, target),
          }
        : {}),
      ...(then.update_fields
        ? { updateFields: renderFields(then.update_fields, context, target) }
        : {}),
      ...(then.mark_complete !== undefined ? { markComplete: then.mark_complete === true } : {}),
      ...(then.attach_pr_to_tasks !== undefined
        ? { attach: then.attach_pr_to_tasks === true }
        : {}),
    };
  });

  const stoppedBecause = stopReason(analysis, event);
  const matched = rules.filter((r) => r.matched);
  const tasks = matched.flatMap((r) => (r.task ? [r.task] : []));
  const createdTasks = tasks.filter((t) => t.created);
  const path: Preview['path'] =
    createdTasks.length > 0 ? 'create' : linkedTaskIds.length > 0 ? 'update' : 'none';

  let updates: Preview['updates'];
  if (path === 'update') {
    const fields = new Map<string, FieldPreview>();
    for (const r of matched)
      for (const f of r.updateFields ?? []) if (!f.dropped) fields.set(f.gid, f);
    updates = { fields: [...fields.values()], markComplete: matched.some((r) => r.markComplete) };
    notes.push(
      `The linked tasks (${linkedTaskIds.join(', ')}) are updated; for a field set by several rules, the last matching rule wins.`,
    );
    if (updates.fields.length > 0) {
      notes.push(
        'Field values are checked by the tracker, not here: an enum field takes an enabled option by its exact name, a number field a number, a date field YYYY-MM-DD; a value that does not fit is refused for that task.',
      );
    }
  } else if (path === 'none' && matched.some((r) => r.updateFields || r.markComplete || r.attach)) {
    notes.push(
      'Update rules match, but the body links no task, so the update path never runs and their comments are dropped.',
    );
  }

  const commentTasks =
    path === 'create'
      ? createdTasks.map((t) => ({
          gid: t.taskGid,
          name: t.title.text,
          url: t.taskUrl,
          success: true,
        }))
      : path === 'update'
        ? linkedTaskIds.map((gid) => ({
            gid,
            name: '',
            url: `https://app.asana.com/0/0/${gid}`,
            success: true,
          }))
        : [];
  const commentContext = {
    ...(context.pr ? { pr: context.pr } : {}),
    ...(context.issue ? { issue: context.issue } : {}),
    event: context.event,
    ...(context.comments !== undefined ? { comments: context.comments } : {}),
    tasks: commentTasks,
    updates: {
      fields: (updates?.fields ?? []).map((f) => ({ gid: f.gid, value: f.value.text })),
      mark_complete: updates?.markComplete ?? false,
    },
    summary: { total: commentTasks.length, success: commentTasks.length, failed: 0 },
  };
  const comments =
    path === 'none'
      ? []
      : matched.flatMap((r) => {
          const template = record(record(analysis.rules[r.index]?.value).then).post_pr_comment;
          if (!template) return [];
          return [{ ruleIndex: r.index, value: render(template, commentContext) }];
        });

  let bodyAfter: string | undefined;
  let followUp: Preview['followUp'];
  if (path === 'create') {
    const body = event.pr ? (event.pr.body ?? '') : (event.issue?.body ?? '');
    bodyAfter = createdTasks.reduce(
      (text, t) => appendTaskLink(text, t.title.text, t.taskUrl),
      body,
    );
    notes.push(
      "After creating each task the action removes the integration user ('me') as a follower.",
      `The task GID${createdTasks.length > 1 ? 's' : ''} and link${createdTasks.length > 1 ? 's' : ''} are examples: the action links the permalink_url the tracker returns (or https://app.asana.com/0/<project>/<gid>).`,
    );
    const edited: SampleEvent = {
      ...event,
      event: { name: event.event.name, action: 'edited' },
      ...(event.pr ? { pr: { ...event.pr, body: bodyAfter } } : {}),
      ...(event.issue && !event.pr ? { issue: { ...event.issue, body: bodyAfter } } : {}),
    };
    const again = analysis.rules.filter(
      (r) => matchRule(record(r.value).when, edited, { target }).matched,
    );
    followUp = {
      matchingRules: again.map((r) => r.index),
      creatingRules: again
        .filter((r) => record(record(r.value).then).create_task)
        .map((r) => r.index),
    };
  }

  if (comments.length > 0) {
    notes.push(
      'A comment whose exact text is already on the pull request or issue is not posted again (the action compares with the first page of existing comments).',
    );
  }
  if (followUp && followUp.matchingRules.length > 0) {
    notes.push(
      "The link-back edit starts a new run (and so the edited rules above) only when the workflow's token is a personal access token or an App token; with the default GITHUB_TOKEN, GitHub starts no new workflow run.",
    );
  }
  if (analysis.dryRun) {
    notes.push(
      'dry_run is true: the action only logs "[DRY RUN] Would …" lines; it creates and updates no task, posts no comment and appends no link.',
    );
  }

  return {
    runs: stoppedBecause === undefined,
    ...(stoppedBecause ? { stoppedBecause } : {}),
    linkedTaskIds,
    trackerKey: TARGET_NAMES[target].trackerTasks,
    target,
    rules,
    path,
    tasks,
    ...(updates ? { updates } : {}),
    comments,
    ...(bodyAfter !== undefined ? { bodyAfter } : {}),
    ...(followUp ? { followUp } : {}),
    notes,
  };
}
