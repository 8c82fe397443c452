/**
 * What the action would do for one sample event: which rules match and why, the tasks it would
 * create (every field rendered, with what happens when one renders empty), the body after the
 * link-back, and which rules the `edited` event of that link-back would match in turn.
 */
import type { Analysis } from './analyze';
import { actionRejects } from './diagnostic';
import type { TrackerTasksKey } from './rule-check';
import { bodyTaskIds, matchRule, type ConditionResult } from './match';
import { renderTemplate, type RenderResult } from './render';
import { templateContext, type SampleEvent, type TemplateContext } from './sample-event';
import { appendTaskLink, fallbackTaskUrl } from './tracker-links';
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
  /** has_tracker_tasks or has_asana_tasks, as the file spells it. */
  readonly trackerKey: TrackerTasksKey;
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

function render(template: unknown, context: object): RenderedValue {
  return { template, ...renderTemplate(template, context) };
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
): TaskPreview {
  const warnings: string[] = [];
  const title = render(spec.title, context);
  const created = title.text !== '';
  if (!created) {
    warnings.push(
      `The title rendered empty${why(title)}: the action skips this task and logs "Failed to evaluate create_task for rule ${ruleIndex}: Rule ${ruleIndex}: create_task.title evaluated to empty string".`,
    );
  }
  const notes = spec.notes ? render(spec.notes, context) : undefined;
  const htmlNotes = spec.html_notes ? render(spec.html_notes, context) : undefined;
  for (const [name, value] of [
    ['notes', notes],
    ['html_notes', htmlNotes],
  ] as const) {
    if (value && value.text === '')
      warnings.push(`${name} rendered empty${why(value)}: the task gets no description.`);
  }
  let assignee: RenderedValue | undefined;
  if (spec.assignee !== undefined) {
    assignee = render(spec.assignee, context);
    if (assignee.text === '') {
      warnings.push(`The assignee rendered empty${why(assignee)}: no one is assigned.`);
    } else if (assignee.text !== 'me' && !/^\d+$/.test(assignee.text)) {
      warnings.push(
        `The assignee rendered as "${assignee.text}", which is not a user GID: the task tracker rejects it.`,
      );
    }
  }
  const initialFields = Object.entries(record(spec.initial_fields)).map(([gid, template]) => {
    const value = render(template, context);
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

function renderFields(fields: unknown, context: TemplateContext): FieldPreview[] {
  return Object.entries(record(fields)).map(([gid, template]) => {
    const value = render(template, context);
    return { gid, value, dropped: value.text === '' };
  });
}

function stopReason(analysis: Analysis, event: SampleEvent): string | undefined {
  const rejected = [...analysis.diagnostics, ...analysis.userMappingsDiagnostics].find(
    actionRejects,
  );
  if (rejected) return `The action stops before running any rule: ${rejected.message}`;
  if (!(SUPPORTED_EVENTS as readonly string[]).includes(event.event.name)) {
    return `The action ignores ${event.event.name} events (it handles pull_request, pull_request_review and issues).`;
  }
  return undefined;
}

export function previewRules(analysis: Analysis, event: SampleEvent): Preview {
  const context = templateContext(event, {
    ...(event.userMappings ?? {}),
    ...analysis.userMappings,
  });
  const linkedTaskIds = bodyTaskIds(event);
  const notes: string[] = [];
  let taskNumber = 0;

  const rules: RulePreview[] = analysis.rules.map((rule) => {
    const value = record(rule.value);
    const match = matchRule(value.when, event);
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
        ? { task: previewTask(rule.index, record(then.create_task), context, ++taskNumber) }
        : {}),
      ...(then.update_fields ? { updateFields: renderFields(then.update_fields, context) } : {}),
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
    );
    const edited: SampleEvent = {
      ...event,
      event: { name: event.event.name, action: 'edited' },
      ...(event.pr ? { pr: { ...event.pr, body: bodyAfter } } : {}),
      ...(event.issue && !event.pr ? { issue: { ...event.issue, body: bodyAfter } } : {}),
    };
    const again = analysis.rules.filter((r) => matchRule(record(r.value).when, edited).matched);
    followUp = {
      matchingRules: again.map((r) => r.index),
      creatingRules: again
        .filter((r) => record(record(r.value).then).create_task)
        .map((r) => r.index),
    };
  }

  return {
    runs: stoppedBecause === undefined,
    ...(stoppedBecause ? { stoppedBecause } : {}),
    linkedTaskIds,
    trackerKey: analysis.spelling.trackerTasks,
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
