/**
 * The shape of a resource's write rules (hooks around the generic writes) and the helpers the
 * apps' rules share: a validation problem, one-row queries, text unique within a parent.
 * `AppWriteHooks` types each app's registry against the catalog: only resources a write
 * endpoint writes may have hooks, and a misspelt type fails to compile.
 */
import type { AppName, ResourceSpec, WriteShape } from '../../api/catalog/schema';
import type { PayloadProblem } from '../../api/catalog/validate';
import type { WrittenType, TypeName } from '../catalog-keys';
import type { SandboxContext } from '../context';
import { quoteIdentifier as q } from '../database';
import type { RecordRef } from '../path-resolver';
import type { Row } from '../serializer';

export interface WriteInput {
  ctx: SandboxContext;
  app: AppName;
  resource: ResourceSpec;
  /** The write's shape in the sandbox's dialect. */
  shape: WriteShape;
  parent: RecordRef;
  /** Attributes as sent; hooks may add or change values. */
  attributes: Record<string, unknown>;
  /**
   * The ids of the records the body names, by link name, whether it named them as relationships
   * or `*_id` attributes (an empty list: set to null).
   */
  relationships: Record<string, string[]>;
  /** Extra column values (foreign keys, hidden columns) to store. */
  columns: Record<string, unknown>;
  now: string;
  /** scheme://host of the request, for URLs the record hands out. */
  origin: string;
  /** The record's id, on update. */
  id?: number;
}

export interface DeleteInput {
  ctx: SandboxContext;
  app: AppName;
  resource: ResourceSpec;
  row: Row;
  now: string;
}

export interface WriteHooks {
  beforeCreate?(input: WriteInput): PayloadProblem[];
  afterCreate?(input: WriteInput, id: number): void;
  beforeUpdate?(input: WriteInput): PayloadProblem[];
  afterUpdate?(input: WriteInput, id: number): void;
  /** Return 'soft' when the hook handled the delete itself. */
  delete?(input: DeleteInput): 'soft' | undefined;
  afterDelete?(input: DeleteInput): void;
}

export const problem = (pointer: string, detail: string): PayloadProblem => ({
  pointer,
  title: 'Validation Error',
  detail,
});

export function get<T extends Row>(
  ctx: SandboxContext,
  sql: string,
  ...params: unknown[]
): T | undefined {
  return ctx.db.prepare(sql).get(...params) as T | undefined;
}

export function run(ctx: SandboxContext, sql: string, ...params: unknown[]): void {
  ctx.db.prepare(sql).run(...params);
}

/**
 * Text that must be unique (ignoring case and surrounding spaces) among the records of one
 * parent, or of the whole organization without `scope`: a 422 on the attribute. `together`
 * names attributes that must match as well (an address is its street in its city).
 */
export interface UniqueText {
  table: string;
  attribute: string;
  /** The column holding the parent's id (the parent of the create path). */
  scope?: string;
  together?: readonly string[];
  /** SQL that only the records that count satisfy (soft-deleted ones do not). */
  live?: string;
  detail: string;
}

function uniqueTextProblems(input: WriteInput, rule: UniqueText): PayloadProblem[] {
  const names = [rule.attribute, ...(rule.together ?? [])];
  if (!names.some((name) => Object.hasOwn(input.attributes, name))) return [];
  const current =
    input.id === undefined
      ? undefined
      : get(input.ctx, `SELECT * FROM ${q(rule.table)} WHERE id = ?`, input.id);
  const valueOf = (name: string) => {
    const value = Object.hasOwn(input.attributes, name) ? input.attributes[name] : current?.[name];
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };
  if (valueOf(rule.attribute) === '') return [];
  const conditions = names.map((name) => `lower(trim(COALESCE(${q(name)}, ''))) = ?`);
  const params: unknown[] = names.map(valueOf);
  if (rule.scope !== undefined) {
    conditions.push(`${q(rule.scope)} = ?`);
    params.push(current === undefined ? input.parent.id : current[rule.scope]);
  }
  if (rule.live !== undefined) conditions.push(rule.live);
  const clash = get(
    input.ctx,
    `SELECT 1 FROM ${q(rule.table)} WHERE ${conditions.join(' AND ')} AND id IS NOT ?`,
    ...params,
    input.id ?? null,
  );
  return clash ? [problem(`/data/attributes/${rule.attribute}`, rule.detail)] : [];
}

/** `hooks` plus the uniqueness check before each create and update. */
export function withUniqueText(hooks: WriteHooks, rule: UniqueText): WriteHooks {
  return {
    ...hooks,
    beforeCreate: (input) => [
      ...uniqueTextProblems(input, rule),
      ...(hooks.beforeCreate?.(input) ?? []),
    ],
    beforeUpdate: (input) => [
      ...uniqueTextProblems(input, rule),
      ...(hooks.beforeUpdate?.(input) ?? []),
    ],
  };
}

/** A settings list (inactive reasons, name prefixes…) holds each value once. */
export function uniqueValue(table: string): WriteHooks {
  return withUniqueText({}, { table, attribute: 'value', detail: 'value is already in the list' });
}

/** An app's hooks by resource type: only types that a write endpoint of the catalog writes. */
export type AppWriteHooks<A extends AppName> = {
  readonly [T in WrittenType<A>]?: WriteHooks;
} & { readonly [T in Exclude<TypeName<A>, WrittenType<A>>]?: never };
