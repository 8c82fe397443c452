/**
 * Runs a parsed template the way Handlebars 4.7.9's compiled code does with the action's
 * options (noEscape: true, strict: false), without generating code: helper classification
 * (helper / ambiguous / simple), helperMissing and blockHelperMissing, own-property lookups,
 * depths for `../`, data frames for `@index`/`@root`, and block params. Built-in and custom
 * helpers are the environment's own functions, called with a Handlebars-shaped options object.
 * template-runtime.test.ts checks it against Handlebars.compile.
 */
import { helperFunction, KNOWN_HELPERS, type HelperFunction } from './handlebars-env';
import type { RulesTarget } from './target';
import {
  callName,
  hasArguments,
  isSimpleId,
  type BlockStatement,
  type Call,
  type Expression,
  type PathExpression,
  type Program,
  type Statement,
} from './template-ast';

type Frame = Record<string, unknown>;

interface BlockParamFrame {
  readonly names: readonly string[];
  readonly values: readonly unknown[];
}

interface Scope {
  readonly context: unknown;
  readonly depths: readonly unknown[];
  readonly data: Frame;
  readonly blockParams: readonly BlockParamFrame[];
  /** The registered helpers (the target's set). */
  readonly helpers: (name: string) => HelperFunction | undefined;
}

interface RuntimeOptions {
  data?: Frame;
  blockParams?: readonly unknown[];
}

type ProgramFunction = (context: unknown, options?: RuntimeOptions) => unknown;

interface HelperOptions {
  name: string;
  hash: Record<string, unknown>;
  data: Frame;
  loc: unknown;
  fn?: ProgramFunction;
  inverse?: ProgramFunction;
  lookupProperty: (parent: unknown, name: string) => unknown;
}

class HandlebarsError extends Error {}

/** Handlebars' lookupProperty with the default prototype access rules: own properties only. */
export function lookupProperty(parent: unknown, name: string): unknown {
  if (parent === null || parent === undefined) return parent;
  const result = (parent as Record<string, unknown>)[name];
  if (result === null || result === undefined) return result;
  return Object.prototype.hasOwnProperty.call(parent, name) ? result : undefined;
}

const noop: ProgramFunction = () => '';

function lookupParts(start: unknown, parts: readonly string[]): unknown {
  let value = start;
  for (const part of parts) value = value != null ? lookupProperty(value, part) : value;
  return value;
}

function blockParamValue(scope: Scope, name: string): { found: boolean; value?: unknown } {
  for (const frame of scope.blockParams) {
    const index = frame.names.indexOf(name);
    if (index >= 0) return { found: true, value: frame.values[index] };
  }
  return { found: false };
}

function lookupPath(path: PathExpression, scope: Scope): unknown {
  if (path.data) {
    let frame: unknown = scope.data;
    for (let depth = path.depth; frame && depth > 0; depth--) {
      frame = (frame as Frame)._parent;
    }
    return lookupParts(frame, path.parts);
  }
  const [head, ...rest] = path.parts;
  if (head !== undefined && path.depth === 0 && !/^\.|this\b/.test(path.original)) {
    const param = blockParamValue(scope, head);
    if (param.found) return lookupParts(param.value, rest);
  }
  const base = path.depth === 0 ? scope.context : scope.depths[path.depth];
  return lookupParts(base, path.parts);
}

function programFunction(program: Program | undefined, outer: Scope): ProgramFunction {
  if (!program) return noop;
  return (context, options = {}) => {
    const depths =
      context != outer.depths[0] && !(context === null && outer.depths[0] === null)
        ? [context, ...outer.depths]
        : outer.depths;
    const blockParams =
      program.blockParams && program.blockParams.length > 0
        ? [{ names: program.blockParams, values: options.blockParams ?? [] }, ...outer.blockParams]
        : outer.blockParams;
    return runProgram(program, {
      context,
      depths,
      data: options.data ?? outer.data,
      blockParams,
      helpers: outer.helpers,
    });
  };
}

function evaluate(expression: Expression, scope: Scope): unknown {
  switch (expression.type) {
    case 'PathExpression':
      return lookupPath(expression, scope);
    case 'SubExpression':
      return evaluateCall(expression, scope);
    case 'UndefinedLiteral':
      return undefined;
    case 'NullLiteral':
      return null;
    default:
      return expression.value;
  }
}

function helperOptions(
  call: Call,
  scope: Scope,
  name: string,
  blocks?: { program?: Program; inverse?: Program },
): HelperOptions {
  const hash: Record<string, unknown> = {};
  for (const pair of call.hash?.pairs ?? []) hash[pair.key] = evaluate(pair.value, scope);
  const options: HelperOptions = { name, hash, data: scope.data, loc: call.loc, lookupProperty };
  if (blocks && (blocks.program || blocks.inverse)) {
    options.fn = programFunction(blocks.program, scope);
    options.inverse = programFunction(blocks.inverse, scope);
  }
  return options;
}

function classify(call: Call, scope: Scope): 'helper' | 'ambiguous' | 'simple' {
  const path = callName(call);
  const simple = isSimpleId(path);
  const blockParam = simple && blockParamValue(scope, path.parts[0] ?? '').found;
  let helper = !blockParam && hasArguments(call);
  const eligible = !blockParam && (helper || simple);
  if (eligible && !helper && KNOWN_HELPERS.has(path.parts[0] ?? '')) helper = true;
  return helper ? 'helper' : eligible ? 'ambiguous' : 'simple';
}

function callHelper(fn: unknown, context: unknown, args: unknown[], description: string): unknown {
  if (typeof fn !== 'function') {
    throw new TypeError(`${description}.call is not a function`);
  }
  return (fn as HelperFunction).apply(context, args);
}

/** Evaluates a mustache, subexpression or block the way the compiled template would. */
function evaluateCall(call: Call, scope: Scope, blocks?: BlockStatement): unknown {
  const path = callName(call);
  const name = path.parts[0] ?? '';
  const kind = classify(call, scope);
  const programs = blocks ? { program: blocks.program, inverse: blocks.inverse } : undefined;

  if (kind === 'helper') {
    const params = call.params.map((p) => evaluate(p, scope));
    const options = helperOptions(call, scope, path.original, programs);
    if (KNOWN_HELPERS.has(name)) {
      return callHelper(scope.helpers(name), scope.context, [...params, options], name);
    }
    const fn =
      (isSimpleId(path) ? scope.helpers(path.original) : undefined) ||
      lookupPath(path, scope) ||
      scope.helpers('helperMissing');
    return callHelper(fn, scope.context, [...params, options], path.original);
  }

  if (kind === 'ambiguous') {
    const helper = scope.helpers(name);
    const options = helperOptions(call, scope, name, programs);
    const candidate = helper || lookupPath(path, scope);
    const value =
      typeof candidate === 'function'
        ? (candidate as HelperFunction).call(scope.context, options)
        : candidate;
    if (blocks && !helper) {
      return callHelper(scope.helpers('blockHelperMissing'), scope.context, [value, options], name);
    }
    return value;
  }

  let value = lookupPath(path, scope);
  if (typeof value === 'function') value = (value as HelperFunction).call(scope.context);
  if (blocks) {
    const options = helperOptions(call, scope, path.original, programs);
    return callHelper(scope.helpers('blockHelperMissing'), scope.context, [value, options], name);
  }
  return value;
}

/** Appending "nothing" (empty content, a comment). */
const NOTHING = Symbol('nothing');

/** JS `+`, as the compiled template joins its parts (0 + true is 1, not "0true"). */
function plus(a: unknown, b: unknown): unknown {
  return (a as string) + (b as string);
}

/**
 * A block whose name is a plain value or an unregistered name (`{{#pr}}`, `{{^items}}`): the
 * compiler cannot inline it, so it ends a run of parts and is added to a string buffer.
 */
function isBufferedBlock(statement: Statement, scope: Scope): boolean {
  return statement.type === 'BlockStatement' && classify(statement, scope) === 'ambiguous';
}

function part(statement: Statement, scope: Scope): unknown {
  switch (statement.type) {
    case 'ContentStatement':
      return statement.value === '' ? NOTHING : statement.value;
    case 'CommentStatement':
      return NOTHING;
    case 'MustacheStatement': {
      const value = evaluateCall(statement, scope);
      return value != null ? value : '';
    }
    case 'BlockStatement': {
      const value = evaluateCall(statement, scope, statement);
      return value != null ? value : '';
    }
    case 'PartialStatement': {
      const name =
        statement.name.type === 'PathExpression'
          ? statement.name.original
          : String(evaluate(statement.name, scope));
      throw new HandlebarsError(`The partial ${name} could not be found`);
    }
    case 'PartialBlockStatement': {
      // No partials are registered: the block's own content is the fallback.
      const value = statement.program ? runProgram(statement.program, scope) : '';
      return value != null ? value : '';
    }
    default:
      throw new HandlebarsError('Decorators are not supported');
  }
}

/**
 * A program's value, built as its compiled function builds it. A one-statement program returns
 * that statement's value. Otherwise runs of parts are joined with `+` (`return a + b`); when a
 * buffered block occurs, the buffer starts as the first run (or ""), each later run is added
 * grouped (`buffer += a + b`), each block value is added when not null, and the last run is added
 * part by part (`return buffer + a + b`). The value need not be a string.
 */
function runProgram(program: Program, scope: Scope): unknown {
  const [only] = program.body;
  if (program.body.length === 1 && only) {
    if (isBufferedBlock(only, scope)) {
      const value = evaluateCall(only as BlockStatement, scope, only as BlockStatement);
      return value != null ? value : '';
    }
    const piece = part(only, scope);
    return piece === NOTHING ? '' : piece;
  }
  let run: unknown[] = [];
  let buffer: unknown = NOTHING;
  const joined = (parts: unknown[]) => parts.reduce((a, b) => plus(a, b));
  for (const statement of program.body) {
    if (isBufferedBlock(statement, scope)) {
      if (buffer === NOTHING) buffer = run.length > 0 ? joined(run) : '';
      else if (run.length > 0) buffer = plus(buffer, joined(run));
      run = [];
      const value = evaluateCall(statement as BlockStatement, scope, statement as BlockStatement);
      if (value != null) buffer = plus(buffer, value);
      continue;
    }
    const piece = part(statement, scope);
    if (piece !== NOTHING) run.push(piece);
  }
  if (buffer === NOTHING) return run.length > 0 ? joined(run) : '';
  return [buffer, ...run].reduce((a, b) => plus(a, b));
}

/**
 * Runs a parsed template; returns (or throws) what the compiled template would: a string. With a
 * target, only that target's helpers are registered (helperFunction).
 */
export function runTemplate(program: Program, context: unknown, target?: RulesTarget): string {
  const data: Frame = { root: context };
  const helpers = (name: string) => helperFunction(name, target);
  // The template wrapper of Handlebars' runtime returns '' + main(...).
  return (
    '' +
    (runProgram(program, { context, depths: [context], data, blockParams: [], helpers }) as string)
  );
}
