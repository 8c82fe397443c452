/**
 * The parts of Handlebars' AST the engine reads, typed narrowly (the package's own types claim
 * that every block has a program and an inverse, which is not true at run time).
 */
export interface Position {
  readonly line: number;
  readonly column: number;
}

export interface Loc {
  readonly start: Position;
  readonly end: Position;
}

export interface Program {
  readonly type: 'Program';
  readonly body: readonly Statement[];
  readonly blockParams?: readonly string[];
  readonly loc?: Loc;
}

export interface PathExpression {
  readonly type: 'PathExpression';
  readonly data: boolean;
  readonly depth: number;
  readonly parts: readonly string[];
  readonly original: string;
  readonly loc: Loc;
}

export interface LiteralExpression {
  readonly type:
    'StringLiteral' | 'NumberLiteral' | 'BooleanLiteral' | 'UndefinedLiteral' | 'NullLiteral';
  readonly value?: string | number | boolean;
  readonly original?: string | number | boolean;
  readonly loc: Loc;
}

export interface HashPair {
  readonly key: string;
  readonly value: Expression;
  readonly loc: Loc;
}

export interface Hash {
  readonly type: 'Hash';
  readonly pairs: readonly HashPair[];
}

/** A mustache, a block or a subexpression: something that may call a helper. */
export interface Call {
  readonly type: 'MustacheStatement' | 'SubExpression' | 'BlockStatement' | 'Decorator';
  readonly path: PathExpression | LiteralExpression;
  readonly params: readonly Expression[];
  readonly hash?: Hash;
  readonly loc: Loc;
}

export interface BlockStatement extends Call {
  readonly type: 'BlockStatement';
  readonly program?: Program;
  readonly inverse?: Program;
}

export interface SubExpression extends Call {
  readonly type: 'SubExpression';
}

export interface PartialStatement {
  readonly type: 'PartialStatement' | 'PartialBlockStatement';
  readonly name: PathExpression | SubExpression | LiteralExpression;
  readonly program?: Program;
  readonly loc: Loc;
}

export interface ContentStatement {
  readonly type: 'ContentStatement';
  readonly value: string;
  readonly loc: Loc;
}

export interface CommentStatement {
  readonly type: 'CommentStatement';
  readonly loc: Loc;
}

export interface DecoratorBlock {
  readonly type: 'DecoratorBlock';
  readonly loc: Loc;
}

export type Expression = PathExpression | LiteralExpression | SubExpression;

export type Statement =
  | (Call & { readonly type: 'MustacheStatement' | 'Decorator' })
  | BlockStatement
  | PartialStatement
  | ContentStatement
  | CommentStatement
  | DecoratorBlock;

/** `{{"x"}}`, `{{true}}`: Handlebars treats a literal in helper position as a name. */
export function callName(call: Call): PathExpression {
  const path = call.path;
  if (path.type === 'PathExpression') return path;
  const name = String(path.original);
  return {
    type: 'PathExpression',
    data: false,
    depth: 0,
    parts: [name],
    original: name,
    loc: path.loc,
  };
}

/** `./x`, `this.x`, `this`: never a helper. */
export function isScoped(path: PathExpression): boolean {
  return /^\.|this\b/.test(path.original);
}

/** A single-segment path with no depth and no scope: a possible helper name. */
export function isSimpleId(path: PathExpression): boolean {
  return path.parts.length === 1 && !isScoped(path) && path.depth === 0;
}

/** Handlebars' helperExpression: has params or a hash, or is a subexpression. */
export function hasArguments(call: Call): boolean {
  return call.type === 'SubExpression' || call.params.length > 0 || call.hash !== undefined;
}
