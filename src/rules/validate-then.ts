/**
 * Checks of a rule's `then` block: which actions count as present (the action's own notion),
 * the has_tracker_tasks exclusivity rules with the action's messages, and each update action.
 */
import { isMap, isScalar, isSeq, type Scalar, type YAMLMap } from 'yaml';

import { closest } from './closest';
import { isQuotable, quoteFix, unquotedScalarNote } from './gid-checks';
import type { RuleCheck } from './rule-check';
import { checkCreateTask } from './validate-create-task';
import { checkTemplate } from './validate-template';
import { THEN_KEYS } from './vocabulary';
import {
  entries,
  entrySpan,
  jsValue,
  plainValue,
  spanOf,
  typeName,
  type Entry,
} from './yaml-nodes';

/** The action's test of whether each action is present. */
export function presentActions(then: Record<string, unknown>): {
  createTask: boolean;
  updateFields: boolean;
  markComplete: boolean;
  postComment: boolean;
  attach: boolean;
} {
  const fields = then.update_fields;
  return {
    createTask: Boolean(then.create_task),
    updateFields:
      fields !== null && fields !== undefined && Object.keys(fields as object).length > 0,
    markComplete: Boolean(then.mark_complete),
    postComment: Boolean(then.post_pr_comment),
    attach: Boolean(then.attach_pr_to_tasks),
  };
}

function checkExclusivity(
  check: RuleCheck,
  then: YAMLMap,
  byKey: Map<string, Entry>,
  thenSpan: [number, number],
): void {
  const present = presentActions((plainValue(then, check.doc) ?? {}) as Record<string, unknown>);
  const key = check.facts.trackerKey;
  const at = (name: string): [number, number] => {
    const e = byKey.get(name);
    return e ? spanOf(e.keyNode) : thenSpan;
  };
  if (check.facts.trackerTasks === false) {
    if (!present.createTask) {
      check.add(
        'error',
        'tracker-false-needs-create',
        `${key}: false requires create_task action`,
        check.path('then'),
        at('create_task'),
      );
    }
    if (present.updateFields)
      check.add(
        'error',
        'tracker-false-update',
        `${key}: false cannot have update_fields`,
        check.path('then', 'update_fields'),
        at('update_fields'),
      );
    if (present.markComplete)
      check.add(
        'error',
        'tracker-false-update',
        `${key}: false cannot have mark_complete`,
        check.path('then', 'mark_complete'),
        at('mark_complete'),
      );
    if (present.attach)
      check.add(
        'error',
        'tracker-false-update',
        `${key}: false cannot have attach_pr_to_tasks`,
        check.path('then', 'attach_pr_to_tasks'),
        at('attach_pr_to_tasks'),
      );
    return;
  }
  if (check.facts.trackerTasks !== true && check.facts.trackerTasks !== undefined) return;
  if (present.createTask) {
    check.add(
      'error',
      'create-needs-tracker-false',
      `create_task requires ${key}: false${check.facts.trackerTasks === undefined ? ` (when it is omitted, validation takes it as true); add "${key}: false" to when` : ''}`,
      check.path('when', key),
      at('create_task'),
    );
  } else if (
    !present.updateFields &&
    !present.markComplete &&
    !present.postComment &&
    !present.attach
  ) {
    check.add(
      'error',
      'no-action',
      'must have at least one action (update_fields, mark_complete, attach_pr_to_tasks, or post_pr_comment)',
      check.path('then'),
      thenSpan,
    );
  }
}

function checkUpdateFields(check: RuleCheck, e: Entry): void {
  const path = check.path('then', 'update_fields');
  const value = jsValue(e.value, check.doc);
  if (!value) return;
  if (!isMap(e.value)) {
    const list = isSeq(e.value);
    check.add(
      'error',
      list ? 'update-fields-list' : 'update-fields-type',
      `'update_fields' must be an object${list ? ' (a list passes the action\'s own check but sets fields "0", "1", …)' : ''}`,
      path,
      entrySpan(e),
    );
    return;
  }
  for (const field of entries(e.value)) {
    const fieldPath = [...path, field.key];
    if (!/^\d+$/.test(field.key)) {
      check.add(
        'error',
        'field-gid',
        `Invalid field GID '${field.key}' (must be numeric)`,
        fieldPath,
        spanOf(field.keyNode),
      );
    }
    const fieldValue = jsValue(field.value, check.doc);
    if (typeof fieldValue !== 'string') {
      check.add(
        'error',
        isQuotable(field.value) ? 'value-unquoted' : 'field-value-type',
        `update_fields['${field.key}'] is ${typeName(fieldValue)}: the action renders a non-string as "" and skips the field${unquotedScalarNote(field.value, check.text)}.`,
        fieldPath,
        entrySpan(field),
        isQuotable(field.value) ? quoteFix(field.value, check.text) : undefined,
      );
      continue;
    }
    checkTemplate(check, field.value as Scalar, fieldPath, {
      field: `update_fields['${field.key}']`,
      context: 'rule',
      updateField: true,
    });
  }
}

function checkBooleanAction(check: RuleCheck, e: Entry): void {
  if (typeof jsValue(e.value, check.doc) !== 'boolean') {
    check.add(
      'error',
      'then-type',
      `'${e.key}' must be a boolean`,
      check.path('then', e.key),
      entrySpan(e),
    );
  }
}

function checkComment(check: RuleCheck, e: Entry): void {
  const path = check.path('then', 'post_pr_comment');
  const value = jsValue(e.value, check.doc);
  if (typeof value !== 'string') {
    check.add(
      'error',
      'then-type',
      `'post_pr_comment' must be a string${unquotedScalarNote(e.value, check.text)}`,
      path,
      entrySpan(e),
      isQuotable(e.value) ? quoteFix(e.value, check.text) : undefined,
    );
    return;
  }
  if (value.trim() === '') {
    check.add('error', 'comment-empty', "'post_pr_comment' cannot be empty", path, entrySpan(e));
    return;
  }
  if (isScalar(e.value))
    checkTemplate(check, e.value, path, { field: 'post_pr_comment', context: 'comment' });
}

export function checkThen(check: RuleCheck, then: YAMLMap, thenSpan: [number, number]): void {
  const all = entries(then);
  const byKey = new Map(all.map((e) => [e.key, e]));
  checkExclusivity(check, then, byKey, thenSpan);

  const createTask = byKey.get('create_task');
  if (createTask) checkCreateTask(check, createTask);
  const updateFields = byKey.get('update_fields');
  if (updateFields) checkUpdateFields(check, updateFields);
  const markComplete = byKey.get('mark_complete');
  if (markComplete) checkBooleanAction(check, markComplete);
  const comment = byKey.get('post_pr_comment');
  if (comment) checkComment(check, comment);
  const attach = byKey.get('attach_pr_to_tasks');
  if (attach) {
    checkBooleanAction(check, attach);
    if (check.facts.event === 'issues' && jsValue(attach.value, check.doc) === true) {
      check.add(
        'warning',
        'attach-issues',
        'attach_pr_to_tasks works on pull request events only; on issues it does nothing.',
        check.path('then', 'attach_pr_to_tasks'),
        entrySpan(attach),
      );
    }
  }

  const known = THEN_KEYS.map((k) => k.key);
  for (const e of all) {
    if (known.includes(e.key)) continue;
    const suggestion = closest(e.key, known);
    const [from, to] = spanOf(e.keyNode);
    check.add(
      'error',
      'unknown-key',
      `unknown action '${e.key}' in then: the action ignores it.${suggestion ? ` Did you mean '${suggestion}'?` : ''}`,
      check.path('then', e.key),
      [from, to],
      suggestion ? { label: `Rename to ${suggestion}`, from, to, insert: suggestion } : undefined,
    );
  }
}
