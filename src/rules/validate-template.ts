/**
 * Checks one template value the way the action will meet it at run time, where every problem
 * silently turns the whole value into "": syntax, unknown helpers (eq, lookup_user), helper
 * arity and argument types, invalid regexes, partials, and variables that are not in the
 * context (which render empty).
 */
import type { Scalar } from 'yaml';

import { closest } from './closest';
import type { DiagnosticFix, PathSegment } from './diagnostic';
import { helperFunction } from './handlebars-env';
import { scalarOffsetMap, type OffsetMap } from './offset-map';
import type { RuleCheck } from './rule-check';
import { TARGET_NAMES, foreignNameSeverity, otherTarget, targetLabel } from './target';
import {
  callName,
  hasArguments,
  isSimpleId,
  type BlockStatement,
  type Call,
  type Expression,
  type Loc,
  type PathExpression,
  type Program,
  type Statement,
} from './template-ast';
import { offsetOf, parseTemplate } from './template-parse';
import {
  ALL_HELPERS,
  COMMENT_VARIABLES,
  TEMPLATE_VARIABLES,
  helperDoc,
  variableRoots,
} from './vocabulary';

export interface TemplateOptions {
  /** Human name of the field, e.g. "title" or "initial_fields['123']". */
  readonly field: string;
  /** post_pr_comment runs with the comment context. */
  readonly context: 'rule' | 'comment';
  /** update_fields values: a direct {{extract_from_comments …}} makes the action fetch comments. */
  readonly updateField?: boolean;
}

const RULE_ROOTS = variableRoots(TEMPLATE_VARIABLES);
const COMMENT_ROOTS = variableRoots(COMMENT_VARIABLES);
const CONTEXT_CHANGING = new Set(['with', 'each']);
const EXTRACT_HELPERS = new Set([
  'extract_from_body',
  'extract_from_title',
  'extract_from_comments',
]);
const ONE_TEXT_HELPERS = new Set([
  'clean_title',
  'sanitize_markdown',
  'markdown_to_html',
  'map_host_to_tracker',
  'map_github_to_asana',
]);

interface Walk {
  readonly check: RuleCheck;
  readonly node: Scalar;
  readonly template: string;
  readonly path: readonly PathSegment[];
  readonly options: TemplateOptions;
  map?: OffsetMap;
}

function span(walk: Walk, loc: Loc | undefined): [number, number] {
  walk.map ??= scalarOffsetMap(walk.check.text, walk.node);
  if (!loc) return [walk.map(0), walk.map(walk.template.length)];
  const from = offsetOf(walk.template, loc.start.line, loc.start.column);
  const to = offsetOf(walk.template, loc.end.line, loc.end.column);
  return [walk.map(from), walk.map(Math.max(from, to))];
}

function report(
  walk: Walk,
  severity: 'error' | 'warning' | 'info',
  code: string,
  message: string,
  loc: Loc | undefined,
  fix?: (at: [number, number]) => DiagnosticFix | undefined,
): void {
  const at = span(walk, loc);
  walk.check.add(
    severity,
    code,
    `${walk.options.field}: ${message}`,
    walk.path,
    at,
    fix ? fix(at) : undefined,
  );
}

const EMPTY = 'the whole value renders as ""';

/** What the action does when this field renders "". */
function emptyConsequence(field: string): string {
  if (field === 'title') return 'no task is created';
  if (field === 'assignee') return 'no one is assigned';
  if (field === 'notes' || field === 'html_notes') return 'the task gets no description';
  if (field === 'post_pr_comment') return 'no comment is posted';
  if (field.startsWith('initial_fields')) return 'the field is dropped';
  if (field.startsWith('update_fields')) return 'the field is skipped';
  return 'the value is empty';
}

/** map_host_to_tracker under the real action, map_github_to_asana under the spec. */
function checkHelperName(walk: Walk, call: Call, path: PathExpression, name: string): void {
  const target = walk.check.target;
  const renamed = TARGET_NAMES[target].mapHelper;
  const consequence = emptyConsequence(walk.options.field);
  const what = hasArguments(call)
    ? `it has no such helper ("Missing helper: "${name}""), so ${EMPTY}: ${consequence}`
    : `there it is read as a variable, which is not in the context, so it renders ""`;
  const whose = target === 'action' ? "the spec's" : "the real action's";
  report(
    walk,
    foreignNameSeverity(target),
    target === 'action' ? 'spec-name' : 'action-name',
    `${name} is ${whose} name for the user-mapping helper, which ${targetLabel(target)} does not know: ${what}. Rename it to ${renamed}.`,
    path.loc,
    ([from, to]) =>
      walk.check.text.slice(from, to) === name
        ? { label: `Rename to ${renamed}`, from, to, insert: renamed }
        : undefined,
  );
}

function unknownHelperMessage(walk: Walk, name: string): string {
  const mapHelper = walk.check.spelling.mapHelper;
  if (name === 'eq') {
    return `unknown helper "eq" (Missing helper: "eq"): the action has no eq helper, so ${EMPTY}. Compare with {{#if}} on a value, or split the rule with a condition.`;
  }
  if (name === 'lookup_user') {
    return `unknown helper "lookup_user" (Missing helper: "lookup_user"), so ${EMPTY}. Use {{${mapHelper} pr.author}}.`;
  }
  const suggestion = closest(
    name,
    ALL_HELPERS.map((h) => h.name),
  );
  return `unknown helper "${name}" (Missing helper: "${name}"), so ${EMPTY}.${suggestion ? ` Did you mean ${suggestion}?` : ''}`;
}

function checkRegex(walk: Walk, helper: string, argument: Expression): void {
  if (argument.type !== 'StringLiteral') {
    if (argument.type !== 'PathExpression' && argument.type !== 'SubExpression') {
      report(
        walk,
        'error',
        'helper-argument',
        `${helper} takes a regular expression in quotes, e.g. ${helper} "ID-(\\d+)".`,
        argument.loc,
      );
    }
    return;
  }
  const pattern = String(argument.value);
  try {
    new RegExp(pattern);
  } catch (error) {
    const inline = /\(\?[imsx]+\)/.test(pattern)
      ? ' JavaScript regexes have no inline flags such as (?i).'
      : '';
    report(
      walk,
      'error',
      'invalid-regex',
      `Invalid regex pattern "${pattern}": ${error instanceof Error ? error.message : String(error)}. The helper logs this and returns "".${inline}`,
      argument.loc,
    );
    return;
  }
  if (/\\\\[dDwWsSbB]/.test(pattern)) {
    report(
      walk,
      'warning',
      'regex-double-backslash',
      `the pattern "${pattern}" has a doubled backslash, which matches a literal "\\" character. In single-quoted or plain YAML write one backslash ('\\d'); only double-quoted YAML needs two ("\\\\d").`,
      argument.loc,
    );
  }
}

function checkHelperCall(walk: Walk, call: Call, name: string, state: BlockState): void {
  const doc = helperDoc(name);
  const count = call.params.length;
  if (
    call.type === 'MustacheStatement' &&
    (name === 'if' || name === 'unless' || name === 'each' || name === 'with')
  ) {
    report(
      walk,
      'error',
      'block-helper-inline',
      `${name} is a block helper: write {{#${name} …}}…{{/${name}}}; used inline it throws, so ${EMPTY}.`,
      call.loc,
    );
    return;
  }
  if ((name === 'if' || name === 'unless' || name === 'with') && count !== 1) {
    report(
      walk,
      'error',
      'helper-arity',
      `#${name} requires exactly one argument, so ${EMPTY}.`,
      call.loc,
    );
  }
  if (name === 'each' && count === 0) {
    report(walk, 'error', 'helper-arity', `Must pass iterator to #each, so ${EMPTY}.`, call.loc);
  }
  if (name === 'lookup' && count !== 2) {
    report(
      walk,
      'warning',
      'helper-arity',
      'lookup takes an object and a key: {{lookup object "key"}}.',
      call.loc,
    );
  }
  if (EXTRACT_HELPERS.has(name)) {
    const [argument] = call.params;
    if (count !== 1 || !argument) {
      report(
        walk,
        'error',
        'helper-arity',
        `${name} takes exactly one string (a regular expression in quotes); with ${count} it ${count === 0 ? 'matches garbage ([object Object])' : 'ignores the rest'}.`,
        call.loc,
      );
    }
    if (argument) checkRegex(walk, name, argument);
    if (name === 'extract_from_comments' && !walk.check.file.commentsFetched) {
      report(
        walk,
        'warning',
        'comments-not-fetched',
        'comments are fetched only when an update_fields value calls {{extract_from_comments …}} directly, so here it returns "".',
        call.loc,
      );
    }
  }
  if (ONE_TEXT_HELPERS.has(name)) {
    if (count === 0) {
      report(
        walk,
        'error',
        'helper-arity',
        `${name} takes exactly one argument; without one it gets Handlebars' options object and ${EMPTY}.`,
        call.loc,
      );
    } else if (count > 1) {
      report(
        walk,
        'warning',
        'helper-arity',
        `${name} takes one argument; the others are ignored.`,
        call.loc,
      );
    }
    const [argument] = call.params;
    if (argument && (argument.type === 'NumberLiteral' || argument.type === 'BooleanLiteral')) {
      report(
        walk,
        'error',
        'helper-argument',
        `${name} needs text; a ${argument.type === 'NumberLiteral' ? 'number' : 'boolean'} makes it throw, so ${EMPTY}.`,
        argument.loc,
      );
    }
    if (
      (name === 'map_host_to_tracker' || name === 'map_github_to_asana') &&
      walk.options.context === 'comment'
    ) {
      report(
        walk,
        'warning',
        'map-in-comment',
        `${name} always returns "" in post_pr_comment: the comment context has no user mappings.`,
        call.loc,
      );
    }
  }
  if (name === 'or' && count === 0) {
    report(walk, 'warning', 'helper-arity', 'or without arguments always renders "".', call.loc);
  }
  if (doc?.readsContext && state.contextChanged) {
    report(
      walk,
      'warning',
      'helper-in-block',
      `inside {{#with}} or {{#each}} ${name} reads the changed "this" and finds no pr, issue or user mappings, so it returns "".`,
      call.loc,
    );
  }
  if (doc && !doc.builtIn && call.hash && call.hash.pairs.length > 0) {
    report(walk, 'warning', 'helper-hash', `${name} ignores key=value arguments.`, call.loc);
  }
}

function checkVariable(walk: Walk, path: PathExpression, state: BlockState): void {
  if (path.data) {
    if (path.parts[0] !== 'root' || path.parts.length < 2) return;
    checkRootPath(walk, path.parts.slice(1), path);
    return;
  }
  if (state.contextChanged || path.depth > 0 || state.blockParams.has(path.parts[0] ?? '')) return;
  if (path.parts.length === 0) return;
  checkRootPath(walk, path.parts, path);
}

function checkRootPath(walk: Walk, parts: readonly string[], path: PathExpression): void {
  const roots = walk.options.context === 'comment' ? COMMENT_ROOTS : RULE_ROOTS;
  const [root = '', field] = parts;
  const fields = roots.get(root);
  if (!fields) {
    const hint =
      root === 'permalink_url'
        ? ' The task link is {{#each tasks}}{{url}}{{/each}}.'
        : (() => {
            const suggestion = closest(root, [...roots.keys()]);
            return suggestion ? ` Did you mean ${suggestion}?` : '';
          })();
    const where =
      walk.options.context === 'comment' ? 'the comment context' : 'the template context';
    report(
      walk,
      'warning',
      'unknown-variable',
      `"${path.original}" is not in ${where}, so it renders "".${hint}`,
      path.loc,
    );
    return;
  }
  if ((root === 'pr' || root === 'issue') && field === 'labels') {
    report(
      walk,
      'warning',
      'labels-not-in-context',
      `"${path.original}" is not in the action's template context: its ${root} has ${[...fields].join(', ')}, and no labels (labels are only read by the has_labels condition), so it renders "". Test labels with has_labels in when, or split the rule.`,
      path.loc,
    );
    return;
  }
  if (field !== undefined && fields.size > 0 && !fields.has(field) && field !== 'length') {
    const suggestion = closest(field, [...fields]);
    report(
      walk,
      'warning',
      'unknown-variable',
      `${root} has no field "${field}", so "${path.original}" renders "".${suggestion ? ` Did you mean ${root}.${suggestion}?` : ''}`,
      path.loc,
    );
    return;
  }
  const event = walk.check.facts.event;
  if (root === 'pr' && event === 'issues') {
    report(
      walk,
      'warning',
      'variable-not-set',
      `"${path.original}" is empty on issues events (there is no pull request); use issue.${field ?? '…'}.`,
      path.loc,
    );
  } else if (root === 'issue' && (event === 'pull_request' || event === 'pull_request_review')) {
    report(
      walk,
      'warning',
      'variable-not-set',
      `"${path.original}" is empty on ${event} events; use pr.${field ?? '…'}.`,
      path.loc,
    );
  } else if (root === 'label' && walk.options.context === 'rule') {
    const actions = walk.check.facts.actions;
    if (actions && !actions.some((a) => a === 'labeled' || a === 'unlabeled')) {
      report(
        walk,
        'warning',
        'variable-not-set',
        `"${path.original}" is set only on labeled/unlabeled events; here it renders "".`,
        path.loc,
      );
    }
  }
}

interface BlockState {
  readonly contextChanged: boolean;
  readonly blockParams: ReadonlySet<string>;
}

function visitExpression(walk: Walk, expression: Expression, state: BlockState): void {
  if (expression.type === 'SubExpression') visitCall(walk, expression, state);
  else if (expression.type === 'PathExpression') checkVariable(walk, expression, state);
}

function visitCall(walk: Walk, call: Call, state: BlockState): void {
  const path = callName(call);
  const name = path.parts[0] ?? '';
  const isBlockParam = isSimpleId(path) && state.blockParams.has(name);
  const foreignHelper =
    isSimpleId(path) &&
    !isBlockParam &&
    name === TARGET_NAMES[otherTarget(walk.check.target)].mapHelper;
  const registered = isSimpleId(path) && helperFunction(name) !== undefined && !isBlockParam;
  if (foreignHelper) {
    checkHelperName(walk, call, path, name);
    checkHelperCall(walk, call, name, state);
  } else if (registered) {
    checkHelperCall(walk, call, name, state);
  } else if (hasArguments(call) && !isBlockParam) {
    if (isSimpleId(path)) {
      report(walk, 'error', 'unknown-helper', unknownHelperMessage(walk, name), path.loc);
    } else {
      report(
        walk,
        'error',
        'unknown-helper',
        `"${path.original}" is not a helper, so calling it with arguments throws and ${EMPTY}.`,
        path.loc,
      );
    }
  } else if (call.path.type === 'PathExpression') {
    checkVariable(walk, call.path, state);
  }
  for (const param of call.params) visitExpression(walk, param, state);
  for (const pair of call.hash?.pairs ?? []) visitExpression(walk, pair.value, state);
}

function visitProgram(walk: Walk, program: Program | undefined, state: BlockState): void {
  for (const statement of program?.body ?? []) visitStatement(walk, statement, state);
}

function visitStatement(walk: Walk, statement: Statement, state: BlockState): void {
  switch (statement.type) {
    case 'MustacheStatement':
      visitCall(walk, statement, state);
      return;
    case 'BlockStatement': {
      visitCall(walk, statement, state);
      const block = statement as BlockStatement;
      const path = callName(block);
      const name = path.parts[0] ?? '';
      const helper = isSimpleId(path) && helperFunction(name) !== undefined;
      const changes = helper ? CONTEXT_CHANGING.has(name) : !(block.params.length > 0);
      const params = new Set([...state.blockParams, ...(block.program?.blockParams ?? [])]);
      visitProgram(walk, block.program, {
        contextChanged: state.contextChanged || changes,
        blockParams: params,
      });
      visitProgram(walk, block.inverse, state);
      return;
    }
    case 'PartialStatement':
      report(
        walk,
        'error',
        'partial',
        `partials ({{> …}}) are not available: "The partial could not be found", so ${EMPTY}.`,
        statement.loc,
      );
      return;
    case 'Decorator':
    case 'DecoratorBlock':
      report(
        walk,
        'error',
        'decorator',
        `decorators ({{* …}}) are not supported, so ${EMPTY}.`,
        statement.loc,
      );
      return;
    default:
      return;
  }
}

/** Checks a string value that the action evaluates as a template. */
export function checkTemplate(
  check: RuleCheck,
  node: Scalar,
  path: readonly PathSegment[],
  options: TemplateOptions,
): void {
  const template = String(node.value);
  if (!template.includes('{{')) return;
  const walk: Walk = { check, node, template, path, options };
  const parsed = parseTemplate(template);
  if (!parsed.ok) {
    const { explanation, from, to } = parsed.error;
    walk.map ??= scalarOffsetMap(check.text, node);
    check.add(
      'error',
      'template-syntax',
      `${options.field}: template syntax error: ${explanation}. The action cannot compile it, so ${EMPTY}.`,
      path,
      [walk.map(from), walk.map(Math.max(from, to))],
    );
    return;
  }
  visitProgram(walk, parsed.program, { contextChanged: false, blockParams: new Set() });
}

/** Whether a template calls extract_from_comments directly in a mustache (the fetch trigger). */
export function callsCommentsDirectly(template: string): boolean {
  return /\{\{\s*extract_from_comments\s/.test(template);
}
