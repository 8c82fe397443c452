/** Checks of a rule's `when` block: the action's own checks and the ones it misses. */
import { unquotedScalarNote } from './gid-checks';
import { isScalar, isSeq, type YAMLMap } from 'yaml';

import { closest } from './closest';
import type { RuleCheck } from './rule-check';
import { TARGET_NAMES, foreignNameSeverity, targetLabel, targetSpelling } from './target';
import {
  CREATE_TASK_ACTIONS,
  CREATE_TASK_EVENTS,
  EVENT_ACTIONS,
  REVIEW_STATES,
  SUPPORTED_EVENTS,
  WHEN_KEYS,
} from './vocabulary';
import { entries, entrySpan, jsValue, spanOf, type Entry, type YamlNode } from './yaml-nodes';

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** `'action' must be a string or array` and friends, with the action's exact messages. */
function checkStringOrList(check: RuleCheck, e: Entry, key: string): void {
  const value = jsValue(e.value, check.doc);
  const path = check.path('when', key);
  if (typeof value === 'string') return;
  if (!Array.isArray(value)) {
    check.add(
      'error',
      'when-type',
      `'${key}' must be a string or array${unquotedScalarNote(e.value, check.text)}`,
      path,
      entrySpan(e),
    );
    return;
  }
  if (value.length === 0) {
    check.add('error', 'when-empty-list', `'${key}' array cannot be empty`, path, entrySpan(e));
    return;
  }
  if (!isStringList(value)) {
    check.add(
      'error',
      'when-list-item',
      `every item of '${key}' must be a string`,
      path,
      entrySpan(e),
    );
  }
}

function checkBoolean(check: RuleCheck, e: Entry, key: string): void {
  const value = jsValue(e.value, check.doc);
  if (typeof value === 'boolean') return;
  const quoted =
    value === 'true' || value === 'false'
      ? ` (a quoted '${value}' is text; write ${value} without quotes)`
      : '';
  check.add(
    'error',
    'when-type',
    `'${key}' must be a boolean${quoted}`,
    check.path('when', key),
    entrySpan(e),
  );
}

function listOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Span of one item of a list value (or of the scalar itself). */
function itemSpan(e: Entry, item: string): [number, number] {
  if (isSeq(e.value)) {
    const node = e.value.items.find((n) => isScalar(n) && n.value === item);
    if (node) return spanOf(node as YamlNode);
  }
  return entrySpan(e);
}

function checkEvent(check: RuleCheck, e: Entry | undefined, whenSpan: [number, number]): void {
  const value = e ? jsValue(e.value, check.doc) : undefined;
  const path = check.path('when', 'event');
  if (typeof value !== 'string' || value === '') {
    check.add(
      'error',
      'event-required',
      `'event' must be a string${e ? unquotedScalarNote(e.value, check.text) : ''}`,
      path,
      e ? entrySpan(e) : whenSpan,
    );
    return;
  }
  const span = entrySpan(e as Entry);
  if (check.facts.createsTask) {
    if (!(CREATE_TASK_EVENTS as readonly string[]).includes(value)) {
      const suggestion = closest(value, CREATE_TASK_EVENTS);
      check.add(
        'error',
        'event-value',
        `create_task rules use event pull_request or issues, not '${value}'.${suggestion ? ` Did you mean ${suggestion}?` : ''}`,
        path,
        span,
      );
    }
    return;
  }
  if (!(SUPPORTED_EVENTS as readonly string[]).includes(value)) {
    const suggestion = closest(value, SUPPORTED_EVENTS);
    check.add(
      'warning',
      'event-value',
      `the action ignores '${value}' events (it handles pull_request, pull_request_review and issues), so this rule never runs.${suggestion ? ` Did you mean ${suggestion}?` : ''}`,
      path,
      span,
    );
  }
}

function checkActions(check: RuleCheck, e: Entry): void {
  const event = check.facts.event;
  const path = check.path('when', 'action');
  for (const action of listOf(jsValue(e.value, check.doc))) {
    const span = itemSpan(e, action);
    if (check.facts.createsTask) {
      if (!(CREATE_TASK_ACTIONS as readonly string[]).includes(action)) {
        const suggestion = closest(action, CREATE_TASK_ACTIONS);
        check.add(
          'error',
          'action-value',
          `create_task rules use action opened, labeled or ready_for_review, not '${action}'.${suggestion ? ` Did you mean ${suggestion}?` : ''}`,
          path,
          span,
        );
      } else if (action === 'ready_for_review' && event === 'issues') {
        check.add(
          'warning',
          'action-value',
          "issues events have no 'ready_for_review' action, so this never matches.",
          path,
          span,
        );
      }
      continue;
    }
    const known = event ? EVENT_ACTIONS[event] : undefined;
    if (known && !known.includes(action)) {
      const suggestion = closest(action, known);
      check.add(
        'warning',
        'action-value',
        `'${action}' is not an action of ${event} events, so this never matches.${suggestion ? ` Did you mean ${suggestion}?` : ''}`,
        path,
        span,
      );
    }
  }
}

/** The `edited` loop: create task → link appended to the body → edited → create task → … */
function checkLoop(
  check: RuleCheck,
  actionEntry: Entry | undefined,
  whenSpan: [number, number],
): void {
  const { createsTask, trackerTasks, trackerKey, event, actions } = check.facts;
  if (!createsTask || trackerTasks !== false) return;
  if (event !== 'pull_request' && event !== 'issues') return;
  const path = check.path('when', 'action');
  if (!actions) {
    check.add(
      'error',
      'edited-loop',
      `${trackerKey}: false with create_task needs an action (opened, labeled or ready_for_review): without one the rule also matches 'edited', and the link the action appends to the body fires 'edited' again, creating task after task.`,
      path,
      whenSpan,
    );
    return;
  }
  if (actions.includes('edited') && actionEntry) {
    check.add(
      'error',
      'edited-loop',
      `${trackerKey}: false with action 'edited' and create_task loops: the action appends the task link to the body, which is an edit, which fires 'edited' again. Use opened, labeled or ready_for_review.`,
      path,
      itemSpan(actionEntry, 'edited'),
    );
  }
}

/**
 * has_tracker_tasks under the real action (or has_asana_tasks under the spec): a name the target
 * does not know. The real action ignores the condition; validating, it takes has_asana_tasks as
 * omitted, i.e. true, and so refuses a create_task rule (and with it the whole file).
 */
function checkTrackerName(check: RuleCheck, e: Entry, written: readonly Entry[]): void {
  const renamed = targetSpelling(e.key, check.target);
  if (!renamed) return;
  const [from, to] = spanOf(e.keyNode);
  const both = written.some((other) => other.key === renamed);
  const who = targetLabel(check.target);
  let consequence: string;
  if (check.target === 'spec') {
    consequence = `the spec names this condition ${renamed}.`;
  } else if (both) {
    consequence = `it ignores this condition and reads ${renamed} only.`;
  } else if (check.facts.createsTask) {
    consequence = `it ignores this condition and reads ${renamed} as omitted, which validation takes as true, so it refuses the file: "Rule ${check.index}: create_task requires ${renamed}: false" (logged; the workflow still passes and no rule runs).`;
  } else {
    consequence = `it ignores this condition, so the rule matches whether or not the body links a task.`;
  }
  check.add(
    foreignNameSeverity(check.target),
    check.target === 'action' ? 'spec-name' : 'action-name',
    `${e.key} is ${check.target === 'action' ? "the spec's" : "the real action's"} name, which ${who} does not know: ${consequence}${both ? ` Remove ${e.key}.` : ` Rename it to ${renamed}.`}`,
    check.path('when', e.key),
    [from, to],
    both ? undefined : { label: `Rename to ${renamed}`, from, to, insert: renamed },
  );
}

export function checkWhen(check: RuleCheck, when: YAMLMap, whenKeySpan: [number, number]): void {
  const all = entries(when);
  const byKey = new Map(all.map((e) => [e.key, e]));
  const known = WHEN_KEYS.map((k) => k.key);
  const event = check.facts.event;

  checkEvent(check, byKey.get('event'), whenKeySpan);
  const action = byKey.get('action');
  if (action) {
    checkStringOrList(check, action, 'action');
    checkActions(check, action);
  }
  checkLoop(check, action, whenKeySpan);

  for (const key of ['merged', 'draft'] as const) {
    const e = byKey.get(key);
    if (!e) continue;
    checkBoolean(check, e, key);
    if (event === 'issues') {
      check.add(
        'warning',
        'never-matches',
        `'${key}' never matches on issues events (there is no pull request).`,
        check.path('when', key),
        entrySpan(e),
      );
    }
  }

  const label = byKey.get('label');
  if (label) {
    if (typeof jsValue(label.value, check.doc) !== 'string') {
      check.add(
        'error',
        'when-type',
        `'label' must be a string${unquotedScalarNote(label.value, check.text)}`,
        check.path('when', 'label'),
        entrySpan(label),
      );
    } else if (
      check.facts.actions &&
      !check.facts.actions.some((a) => a === 'labeled' || a === 'unlabeled')
    ) {
      check.add(
        'warning',
        'never-matches',
        "'label' is the label just added or removed, set only on labeled/unlabeled events; with these actions it never matches. Use has_labels for labels the PR or issue carries.",
        check.path('when', 'label'),
        entrySpan(label),
      );
    }
  }

  const hasLabels = byKey.get('has_labels');
  if (hasLabels) checkStringOrList(check, hasLabels, 'has_labels');

  const trackerEntries = all.filter(
    (e) => e.key === 'has_tracker_tasks' || e.key === 'has_asana_tasks',
  );
  for (const e of trackerEntries) {
    checkBoolean(check, e, e.key);
    checkTrackerName(check, e, trackerEntries);
  }
  const [first, second] = trackerEntries;
  if (first && second) {
    const same = jsValue(first.value, check.doc) === jsValue(second.value, check.doc);
    check.add(
      same ? 'warning' : 'error',
      'tracker-tasks-twice',
      `has_tracker_tasks and has_asana_tasks are the same condition${same ? '; keep one' : ' and they disagree; keep one'} (${TARGET_NAMES[check.target].trackerTasks}, the name ${targetLabel(check.target)} reads).`,
      check.path('when', second.key),
      entrySpan(second),
    );
  }

  const author = byKey.get('author');
  if (author) checkStringOrList(check, author, 'author');

  const reviewState = byKey.get('review_state');
  if (reviewState) {
    checkStringOrList(check, reviewState, 'review_state');
    for (const state of listOf(jsValue(reviewState.value, check.doc))) {
      if (!(REVIEW_STATES as readonly string[]).includes(state)) {
        const suggestion = closest(state, REVIEW_STATES);
        check.add(
          'warning',
          'review-state-value',
          `'${state}' is not a review state (approved, changes_requested, commented, dismissed; lower case), so it never matches.${suggestion ? ` Did you mean ${suggestion}?` : ''}`,
          check.path('when', 'review_state'),
          itemSpan(reviewState, state),
        );
      }
    }
    if (event !== undefined && event !== 'pull_request_review') {
      check.add(
        'warning',
        'never-matches',
        "'review_state' matches only pull_request_review events.",
        check.path('when', 'review_state'),
        entrySpan(reviewState),
      );
    }
  }

  for (const e of all) {
    if (known.includes(e.key)) continue;
    const suggestion = closest(e.key, known);
    check.add(
      'error',
      'unknown-key',
      `unknown condition '${e.key}' in when: the action ignores it, so the rule matches more than intended.${suggestion ? ` Did you mean '${suggestion}'?` : ''}`,
      check.path('when', e.key),
      spanOf(e.keyNode),
      suggestion
        ? {
            label: `Rename to ${suggestion}`,
            from: spanOf(e.keyNode)[0],
            to: spanOf(e.keyNode)[1],
            insert: suggestion,
          }
        : undefined,
    );
  }
}
