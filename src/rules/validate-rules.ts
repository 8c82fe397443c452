/**
 * Validates one rules document: its shape ("Invalid YAML: Invalid rules configuration
 * structure", "rules array cannot be empty"), then every rule, reporting all findings rather
 * than stopping at the first as the action does.
 */
import { isMap, isScalar, isSeq, type Document, type YAMLMap, type YAMLSeq } from 'yaml';

import { closest } from './closest';
import { duplicateCreateRules, duplicateTaskMessage } from './duplicate-tasks';
import {
  RuleCheck,
  type FileFacts,
  type RuleFacts,
  type Spelling,
  type TrackerTasksKey,
} from './rule-check';
import type { ScopedReporter } from './reporter';
import type { Triggers } from './source';
import type { RulesTarget } from './target';
import { checkThen } from './validate-then';
import { callsCommentsDirectly } from './validate-template';
import { checkWhen } from './validate-when';
import { RULE_KEYS } from './vocabulary';
import {
  child,
  deref,
  entries,
  entry,
  jsValue,
  plainValue,
  spanOf,
  type YamlNode,
} from './yaml-nodes';
import { yamlSyntaxFindings } from './yaml-errors';
import { parseChunk, splitRules } from './rule-chunks';
import { parseYaml } from './source';

const STRUCTURE = 'Invalid YAML: Invalid rules configuration structure';

export interface RulesDocumentInput {
  readonly parse: () => Document.Parsed;
  readonly text: string;
  readonly report: ScopedReporter;
  readonly spelling: Spelling;
  readonly triggers?: Triggers;
  /** The action the file is for (default the real one). */
  readonly target?: RulesTarget;
}

/** The rules list of a document of the right shape, else undefined (after reporting why). */
function rulesList(
  doc: Document.Parsed,
  text: string,
  report: ScopedReporter,
): YAMLSeq | undefined {
  const root = doc.contents as YamlNode;
  const structure = (detail: string, span: [number, number]) =>
    report.add({
      severity: 'error',
      code: 'structure',
      message: `${STRUCTURE} (${detail})`,
      rule: null,
      path: [],
      span,
    });
  if (root === null || root === undefined || (isScalar(root) && root.value === null)) {
    structure('the document is empty', [0, text.length]);
    return undefined;
  }
  if (isSeq(root)) return root;
  if (!isMap(root)) {
    structure('expected a list of rules or a mapping with a rules key', spanOf(root));
    return undefined;
  }
  for (const e of entries(root)) {
    if (e.key === 'rules') continue;
    // `defaults: &d …` holds what rules merge or alias in: ignored as a key, used as an anchor.
    if (e.key !== 'user_mappings' && hasAnchor(e.value)) continue;
    report.add({
      severity: 'warning',
      code: 'ignored-key',
      message:
        e.key === 'user_mappings'
          ? 'user_mappings here is ignored: the action reads it from the step input user_mappings.'
          : `'${e.key}' is ignored: the action reads only rules from this file.`,
      rule: null,
      path: [e.key],
      span: spanOf(e.keyNode),
    });
  }
  const rules = entry(root, 'rules');
  if (!rules) {
    structure('no rules key', spanOf(root));
    return undefined;
  }
  if (!isSeq(deref(rules.value))) {
    structure('rules must be a list', spanOf(rules.keyNode));
    return undefined;
  }
  return deref(rules.value) as YAMLSeq;
}

/** Whether a node or anything in it carries an anchor (&name). */
function hasAnchor(node: YamlNode): boolean {
  if (!node) return false;
  if ('anchor' in node && typeof node.anchor === 'string' && node.anchor !== '') return true;
  if (isMap(node)) return node.items.some((p) => hasAnchor(p.value as YamlNode));
  if (isSeq(node)) return node.items.some((item) => hasAnchor(item as YamlNode));
  return false;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function ruleFacts(rule: unknown, spelling: Spelling): RuleFacts {
  const when = asRecord(asRecord(rule).when);
  const then = asRecord(asRecord(rule).then);
  const writtenKey = Object.keys(when).find(
    (k): k is TrackerTasksKey => k === 'has_tracker_tasks' || k === 'has_asana_tasks',
  );
  const action = when.action;
  return {
    event: typeof when.event === 'string' ? when.event : undefined,
    actions:
      typeof action === 'string'
        ? [action]
        : Array.isArray(action)
          ? action.filter((a): a is string => typeof a === 'string')
          : undefined,
    trackerTasks: writtenKey ? when[writtenKey] : undefined,
    trackerKey: writtenKey ?? spelling.trackerTasks,
    createsTask: Boolean(then.create_task),
  };
}

function fileFacts(list: unknown[]): FileFacts {
  const commentsFetched = list.some((rule) =>
    Object.values(asRecord(asRecord(asRecord(rule).then).update_fields)).some(
      (v) => typeof v === 'string' && callsCommentsDirectly(v),
    ),
  );
  return { commentsFetched };
}

function checkTriggers(check: RuleCheck, triggers: Triggers, whenSpan: [number, number]): void {
  const { event, actions } = check.facts;
  if (!event) return;
  const types = triggers.get(event);
  if (!types) {
    check.add(
      'warning',
      'not-triggered',
      `the workflow is not triggered by ${event} (see on:), so this rule never runs.`,
      check.path('when', 'event'),
      whenSpan,
    );
    return;
  }
  if (types === 'all' || !actions) return;
  const missing = actions.filter((a) => !types.includes(a));
  if (missing.length > 0) {
    check.add(
      'warning',
      'not-triggered',
      `the workflow's on.${event}.types (${types.join(', ')}) does not include ${missing.join(', ')}, so the rule never sees ${missing.length > 1 ? 'them' : 'it'}.`,
      check.path('when', 'action'),
      whenSpan,
    );
  }
}

function checkRule(check: RuleCheck, node: YamlNode, triggers: Triggers | undefined): void {
  const span = spanOf(node);
  if (node === null || node === undefined || (isScalar(node) && node.value === null)) {
    check.add(
      'error',
      'rule-empty',
      `Missing 'when' block (the list item is empty; the action fails with "Cannot read properties of null (reading 'when')")`,
      check.path(),
      span[1] > span[0] ? span : [span[0], span[0] + 1],
    );
    return;
  }
  if (!isMap(node)) {
    check.add(
      'error',
      'rule-type',
      "Missing 'when' block (a rule is a mapping with when and then)",
      check.path(),
      span,
    );
    return;
  }
  const rule: YAMLMap = node;
  const known = RULE_KEYS.map((k) => k.key);
  for (const e of entries(rule)) {
    if (known.includes(e.key)) continue;
    const suggestion = closest(e.key, known);
    const [from, to] = spanOf(e.keyNode);
    check.add(
      'error',
      'unknown-key',
      `unknown key '${e.key}' in the rule: the action ignores it.${suggestion ? ` Did you mean '${suggestion}'?` : ''}`,
      check.path(e.key),
      [from, to],
      suggestion ? { label: `Rename to ${suggestion}`, from, to, insert: suggestion } : undefined,
    );
  }
  const when = entry(rule, 'when');
  const whenSpan = when ? spanOf(when.keyNode) : ([span[0], span[0] + 1] as [number, number]);
  if (!when || !jsValue(when.value, check.doc)) {
    check.add('error', 'when-missing', "Missing 'when' block", check.path('when'), whenSpan);
  } else if (!isMap(when.value)) {
    check.add(
      'error',
      'when-type',
      "'when' must be a mapping of conditions (event, action, …)",
      check.path('when'),
      spanOf(when.value),
    );
  } else {
    checkWhen(check, when.value, whenSpan);
    if (triggers) checkTriggers(check, triggers, whenSpan);
  }
  const then = entry(rule, 'then');
  const thenSpan = then ? spanOf(then.keyNode) : ([span[0], span[0] + 1] as [number, number]);
  if (!then || then.value === null || (isScalar(then.value) && then.value.value === null)) {
    check.add('error', 'then-missing', "Missing 'then' block", check.path('then'), thenSpan);
  } else if (!isMap(then.value)) {
    check.add(
      'error',
      'then-type',
      "'then' must be a mapping of actions (create_task, update_fields, …)",
      check.path('then'),
      spanOf(then.value),
    );
  } else {
    checkThen(check, then.value, thenSpan);
  }
}

export interface RulesDocumentResult {
  /** The rules as plain values, in order (undefined when the document has no usable list). */
  readonly rules: readonly unknown[] | undefined;
  /** Source span of each rule in the document's own text. */
  readonly spans: readonly (readonly [number, number])[];
}

const valuesByDoc = new WeakMap<Document.Parsed, unknown>();

/** The single rule of a chunk document as plain values (cached with the document). */
function chunkValue(doc: Document.Parsed, item: YamlNode): unknown {
  if (!valuesByDoc.has(doc)) valuesByDoc.set(doc, item ? plainValue(item, doc) : null);
  return valuesByDoc.get(doc);
}

function checkRules(
  input: RulesDocumentInput,
  rules: readonly {
    value: unknown;
    node: YamlNode;
    doc: Document.Parsed;
    text: string;
    report: ScopedReporter;
  }[],
): void {
  const facts = fileFacts(rules.map((r) => r.value));
  rules.forEach((rule, index) => {
    const check = new RuleCheck(
      index,
      rule.doc,
      rule.text,
      rule.report,
      input.spelling,
      facts,
      ruleFacts(rule.value, input.spelling),
      input.target,
    );
    checkRule(check, deref(rule.node), input.triggers);
  });
  for (const duplicate of duplicateCreateRules(rules.map((r) => r.value))) {
    const rule = rules[duplicate.rule];
    if (!rule) continue;
    const then = asMapNode(child(deref(rule.node), 'then'));
    const createTask = then ? entry(then, 'create_task') : undefined;
    rule.report.add({
      severity: 'warning',
      code: 'duplicate-task',
      message: `Rule ${duplicate.rule}: ${duplicateTaskMessage(duplicate)}`,
      rule: duplicate.rule,
      path: ['rules', duplicate.rule, 'then', 'create_task'],
      span: createTask ? spanOf(createTask.keyNode) : spanOf(rule.node),
    });
  }
}

function asMapNode(node: YamlNode): YAMLMap | undefined {
  const target = deref(node);
  return isMap(target) ? target : undefined;
}

/** Rule by rule, with cached parses; undefined when the text must be parsed whole. */
function validateChunked(input: RulesDocumentInput): RulesDocumentResult | undefined {
  const split = splitRules(input.text);
  if (!split) return undefined;
  const skeleton = parseYaml(split.skeleton);
  if (skeleton.errors.length > 0) return undefined;
  const parsed = split.chunks.map((chunk) => ({ chunk, doc: parseChunk(chunk.text) }));
  const items: YamlNode[] = [];
  for (const { doc } of parsed) {
    const root = doc.contents as YamlNode;
    if (doc.errors.length > 0 || !isSeq(root) || root.items.length !== 1) return undefined;
    items.push(root.items[0] as YamlNode);
  }
  const skeletonReport = input.report.nested(split.skeletonToText);
  for (const finding of yamlSyntaxFindings(skeleton, split.skeleton, ''))
    skeletonReport.add(finding);
  if (!rulesList(skeleton, split.skeleton, skeletonReport)) return undefined;
  const rules = parsed.map(({ chunk, doc }, index) => {
    const report = input.report.nested((offset) => offset + chunk.start);
    for (const finding of yamlSyntaxFindings(doc, chunk.text, '')) report.add(finding);
    const node = items[index];
    return { value: chunkValue(doc, node), node, doc, text: chunk.text, report };
  });
  checkRules(input, rules);
  return {
    rules: rules.map((r) => r.value),
    spans: parsed.map(({ chunk }, index) => {
      const [from, to] = spanOf(items[index]);
      return [from + chunk.start, to + chunk.start] as const;
    }),
  };
}

export function validateRulesDocument(input: RulesDocumentInput): RulesDocumentResult {
  const chunked = validateChunked(input);
  if (chunked) return chunked;
  const { text, report } = input;
  const doc = input.parse();
  for (const finding of yamlSyntaxFindings(doc, text, '')) report.add(finding);
  if (doc.errors.length > 0) return { rules: undefined, spans: [] };
  const list = rulesList(doc, text, report);
  if (!list) return { rules: undefined, spans: [] };
  if (list.items.length === 0) {
    report.add({
      severity: 'error',
      code: 'rules-empty',
      message: 'rules array cannot be empty',
      rule: null,
      path: ['rules'],
      span: spanOf(list),
    });
    return { rules: [], spans: [] };
  }
  const values = plainValue(list, doc) as unknown[];
  checkRules(
    input,
    list.items.map((node, index) => ({
      value: values[index],
      node: node as YamlNode,
      doc,
      text,
      report,
    })),
  );
  return { rules: values, spans: list.items.map((node) => spanOf(node as YamlNode)) };
}
