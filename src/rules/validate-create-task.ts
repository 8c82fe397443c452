/**
 * create_task checks in the action's order and with its messages ("Rule N: create_task.…"),
 * plus the spec's stricter ones: quoted GIDs, assignee format, notes vs html_notes presence,
 * unknown keys, and the templates of every field.
 */
import { isMap, isScalar, type Scalar, type YAMLMap } from 'yaml';

import { closest } from './closest';
import { isGidString, isQuotable, quoteFix, unquotedScalarNote } from './gid-checks';
import type { RuleCheck } from './rule-check';
import { checkTemplate } from './validate-template';
import { CREATE_TASK_KEYS } from './vocabulary';
import {
  entries,
  entrySpan,
  isUnquotedNumber,
  jsValue,
  spanOf,
  typeName,
  type Entry,
} from './yaml-nodes';

function fixFor(check: RuleCheck, e: Entry) {
  return isQuotable(e.value) ? quoteFix(e.value, check.text) : undefined;
}

function checkRequiredGid(
  check: RuleCheck,
  byKey: Map<string, Entry>,
  key: string,
  taskSpan: [number, number],
): void {
  const e = byKey.get(key);
  const path = check.path('then', 'create_task', key);
  const value = e ? jsValue(e.value, check.doc) : undefined;
  if (!e || typeof value !== 'string' || value === '') {
    check.add(
      'error',
      e ? (isUnquotedNumber(e.value) ? 'gid-unquoted' : 'gid-type') : 'required',
      `create_task.${key} is required and must be a string${e ? unquotedScalarNote(e.value, check.text) : ''}`,
      path,
      e ? entrySpan(e) : taskSpan,
      e ? fixFor(check, e) : undefined,
    );
    return;
  }
  if (!isGidString(value)) {
    const template = value.includes('{{') ? ' (templates are not evaluated here)' : '';
    check.add(
      'error',
      'gid-format',
      `create_task.${key} must be a numeric GID${template}`,
      path,
      entrySpan(e),
    );
  }
}

function checkTitle(check: RuleCheck, e: Entry | undefined, taskSpan: [number, number]): void {
  const path = check.path('then', 'create_task', 'title');
  const value = e ? jsValue(e.value, check.doc) : undefined;
  if (!e || typeof value !== 'string' || value === '') {
    check.add(
      'error',
      e ? 'title-type' : 'required',
      `create_task.title is required and must be a non-empty string${e ? unquotedScalarNote(e.value, check.text) : ''}`,
      path,
      e ? entrySpan(e) : taskSpan,
      e ? fixFor(check, e) : undefined,
    );
    return;
  }
  if (value.trim() === '') {
    check.add(
      'warning',
      'title-blank',
      'create_task.title is only whitespace: the task gets a blank name.',
      path,
      entrySpan(e),
    );
  }
  checkTemplate(check, e.value as Scalar, path, { field: 'title', context: 'rule' });
}

function checkSection(check: RuleCheck, e: Entry): void {
  const path = check.path('then', 'create_task', 'section');
  const value = jsValue(e.value, check.doc);
  if (typeof value !== 'string') {
    check.add(
      'error',
      isUnquotedNumber(e.value) ? 'gid-unquoted' : 'gid-type',
      `create_task.section must be a string${unquotedScalarNote(e.value, check.text)}${value === null ? ' (it is empty; remove it to use the default section)' : ''}`,
      path,
      entrySpan(e),
      fixFor(check, e),
    );
  } else if (!isGidString(value)) {
    check.add(
      'error',
      'gid-format',
      'create_task.section must be a numeric GID',
      path,
      entrySpan(e),
    );
  }
}

function checkNotes(check: RuleCheck, e: Entry): void {
  const path = check.path('then', 'create_task', e.key);
  const value = jsValue(e.value, check.doc);
  if (typeof value !== 'string') {
    check.add(
      'error',
      'notes-type',
      `create_task.${e.key} must be a string${unquotedScalarNote(e.value, check.text)}`,
      path,
      entrySpan(e),
      fixFor(check, e),
    );
    return;
  }
  if (e.key === 'html_notes' && value.trim() !== '' && !/^\s*<body[\s>]/i.test(value)) {
    check.add(
      'warning',
      'html-notes-body',
      'html_notes should be wrapped in <body>…</body>: the task tracker rejects HTML notes without it, and the action does not add it.',
      path,
      entrySpan(e),
    );
  }
  if (e.key === 'html_notes' && value.includes('sanitize_markdown')) {
    check.add(
      'info',
      'plain-text-in-html',
      'sanitize_markdown gives plain text, not safe HTML: markdown stays as written and tags such as <b> or <script> pass through. markdown_to_html makes HTML notes.',
      path,
      entrySpan(e),
    );
  } else if (e.key === 'notes' && value.includes('markdown_to_html')) {
    check.add(
      'info',
      'html-in-notes',
      'markdown_to_html makes HTML, which plain-text notes show as tags; use it in html_notes.',
      path,
      entrySpan(e),
    );
  }
  checkTemplate(check, e.value as Scalar, path, { field: e.key, context: 'rule' });
}

function checkAssignee(check: RuleCheck, e: Entry): void {
  const path = check.path('then', 'create_task', 'assignee');
  const value = jsValue(e.value, check.doc);
  if (typeof value !== 'string') {
    check.add(
      'error',
      isUnquotedNumber(e.value) ? 'gid-unquoted' : 'assignee-type',
      `create_task.assignee must be a string${unquotedScalarNote(e.value, check.text)}`,
      path,
      entrySpan(e),
      fixFor(check, e),
    );
    return;
  }
  if (value === '') {
    check.add(
      'warning',
      'assignee-empty',
      'create_task.assignee is empty: no one is assigned.',
      path,
      entrySpan(e),
    );
    return;
  }
  if (value.includes('{{')) {
    checkTemplate(check, e.value as Scalar, path, { field: 'assignee', context: 'rule' });
    return;
  }
  if (value !== 'me' && !isGidString(value)) {
    check.add(
      'error',
      'assignee-format',
      `create_task.assignee must be a numeric user GID, 'me' or a template such as {{${check.spelling.mapHelper} pr.author}}; '${value}' is none of these.`,
      path,
      entrySpan(e),
    );
  }
}

function checkInitialFields(check: RuleCheck, e: Entry): void {
  const path = check.path('then', 'create_task', 'initial_fields');
  if (e.value === null || (isScalar(e.value) && e.value.value === null)) {
    check.add(
      'error',
      'initial-fields-type',
      'create_task.initial_fields must be an object (left empty, the action crashes with "Cannot convert undefined or null to object")',
      path,
      entrySpan(e),
    );
    return;
  }
  if (!isMap(e.value)) {
    check.add(
      'error',
      'initial-fields-type',
      'create_task.initial_fields must be an object',
      path,
      entrySpan(e),
    );
    return;
  }
  for (const field of entries(e.value)) {
    const fieldPath = [...path, field.key];
    const keySpan = spanOf(field.keyNode);
    if (!/^\d+$/.test(field.key)) {
      check.add(
        'error',
        'field-gid',
        `create_task.initial_fields has invalid GID '${field.key}' (must be numeric)`,
        fieldPath,
        keySpan,
      );
    } else if (isUnquotedNumber(field.keyNode)) {
      const written = String((field.keyNode as Scalar).source ?? field.key);
      const changed = written !== String((field.keyNode as Scalar).value);
      check.add(
        changed ? 'error' : 'warning',
        'key-unquoted',
        `initial_fields key ${written} is an unquoted number${changed ? ` that YAML reads as ${String((field.keyNode as Scalar).value)} — a different GID` : ''}; quote it: '${written}'.`,
        fieldPath,
        keySpan,
        quoteFix(field.keyNode as Scalar, check.text),
      );
    }
    const value = jsValue(field.value, check.doc);
    if (typeof value !== 'string') {
      check.add(
        'error',
        isQuotable(field.value) ? 'value-unquoted' : 'field-value-type',
        `initial_fields['${field.key}'] is ${typeName(value)}: the action renders a non-string as "" and drops the field${unquotedScalarNote(field.value, check.text)}.`,
        fieldPath,
        entrySpan(field),
        fixFor(check, field),
      );
      continue;
    }
    checkTemplate(check, field.value as Scalar, fieldPath, {
      field: `initial_fields['${field.key}']`,
      context: 'rule',
    });
  }
}

export function checkCreateTask(check: RuleCheck, createTask: Entry): void {
  const taskSpan = spanOf(createTask.keyNode);
  if (!isMap(createTask.value)) {
    if (jsValue(createTask.value, check.doc)) {
      check.add(
        'error',
        'create-task-type',
        'create_task must be a mapping of task fields (project, workspace, title, …)',
        check.path('then', 'create_task'),
        entrySpan(createTask),
      );
    }
    return;
  }
  const map: YAMLMap = createTask.value;
  const all = entries(map);
  const byKey = new Map(all.map((e) => [e.key, e]));

  checkRequiredGid(check, byKey, 'project', taskSpan);
  checkRequiredGid(check, byKey, 'workspace', taskSpan);
  checkTitle(check, byKey.get('title'), taskSpan);
  const section = byKey.get('section');
  if (section) checkSection(check, section);
  const notes = byKey.get('notes');
  const htmlNotes = byKey.get('html_notes');
  if (notes && htmlNotes) {
    const bothSet =
      Boolean(jsValue(notes.value, check.doc)) && Boolean(jsValue(htmlNotes.value, check.doc));
    check.add(
      'error',
      bothSet ? 'notes-both' : 'notes-both-present',
      'create_task cannot have both notes and html_notes',
      check.path('then', 'create_task', 'html_notes'),
      spanOf(htmlNotes.keyNode),
    );
  }
  if (notes) checkNotes(check, notes);
  if (htmlNotes) checkNotes(check, htmlNotes);
  const assignee = byKey.get('assignee');
  if (assignee) checkAssignee(check, assignee);
  const initialFields = byKey.get('initial_fields');
  if (initialFields) checkInitialFields(check, initialFields);

  const known = CREATE_TASK_KEYS.map((k) => k.key);
  for (const e of all) {
    if (known.includes(e.key)) continue;
    const suggestion = closest(e.key, known);
    const [from, to] = spanOf(e.keyNode);
    check.add(
      'error',
      'unknown-key',
      `unknown create_task field '${e.key}': the action ignores it.${suggestion ? ` Did you mean '${suggestion}'?` : ''}`,
      check.path('then', 'create_task', e.key),
      [from, to],
      suggestion ? { label: `Rename to ${suggestion}`, from, to, insert: suggestion } : undefined,
    );
  }
}
