/**
 * Create, update and delete for every write endpoint, generic over the catalog: bodies are
 * checked against the write's shape in the sandbox's dialect (one 422 error per bad attribute),
 * the new record is tied to the parent its path names, and the rules of particular resources run
 * as hooks, which read the records a body names by link name however the body named them.
 */
import { normalizeAttribute } from '../api/catalog/schema';
import type { ResourceSpec, WriteEndpointSpec, WriteShape } from '../api/catalog/schema';
import { checkWriteBody } from '../api/catalog/validate';
import type { CheckedWrite, PayloadProblem } from '../api/catalog/validate';
import { toApiDatetime } from '../lib/pure/dates';
import type { SandboxContext } from './context';
import { quoteIdentifier as q } from './database';
import { httpErrors } from './errors';
import type { Resolved } from './path-resolver';
import { encodeAttribute } from './row-codec';
import type { Row } from './serializer';
import { tablePlan, toManyStorage } from './storage-plan';
import { hooksFor } from './write-hooks';
import type { WriteInput } from './write-hooks';
import { runList } from './list-run';

type Collection = Extract<Resolved, { kind: 'collection' }>;
type RecordTarget = Extract<Resolved, { kind: 'record' }>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireData(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw httpErrors.invalidPayload('The request body must be a JSON object.');
  if (!isObject(body.data))
    throw httpErrors.invalidPayload("The payload does not contain a 'data' object.");
  return body.data;
}

function defaultValue(resource: ResourceSpec, name: string, now: string): unknown {
  const spec = resource.attributes[name];
  if (!spec) return null;
  const a = normalizeAttribute(spec);
  if (name === 'created_at' || name === 'updated_at') return now;
  if (a.nullable) return null;
  switch (a.type) {
    case 'boolean':
      return false;
    case 'integer':
      return 0;
    case 'string':
      return a.values?.[0] ?? '';
    case 'date':
      return now.slice(0, 10);
    case 'datetime':
      return now;
    case 'array':
      return [];
    case 'object':
      return {};
    case 'unspecified':
      return null;
  }
}

/**
 * A 422 for the problems found. A rule about a record the body names points where the body named
 * it: a hook's `/data/relationships/person` is `/data/attributes/person_id` when that named it.
 */
function failOn(
  resource: ResourceSpec,
  problems: readonly PayloadProblem[],
  linkPointers: CheckedWrite['linkPointers'] = {},
): void {
  if (problems.length === 0) return;
  const placed = problems.map((p) => {
    const name = /^\/data\/relationships\/([^/]+)$/.exec(p.pointer)?.[1];
    const named =
      name !== undefined && Object.hasOwn(linkPointers, name) ? linkPointers[name] : undefined;
    return named === undefined ? p : { ...p, pointer: named };
  });
  throw httpErrors.validation(resource.type, placed);
}

function writeColumns(
  ctx: SandboxContext,
  table: string,
  id: number,
  values: Record<string, unknown>,
): void {
  const names = Object.keys(values);
  if (names.length === 0) return;
  ctx.db
    .prepare(`UPDATE ${q(table)} SET ${names.map((n) => `${q(n)} = ?`).join(', ')} WHERE id = ?`)
    .run(...names.map((n) => values[n]), id);
}

/** Encodes attribute values for their columns; other (hidden/foreign key) values pass as they are. */
function encode(resource: ResourceSpec, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const spec = resource.attributes[name];
    out[name] = spec ? encodeAttribute(spec, value) : value;
  }
  return out;
}

export function loadRecordRow(
  ctx: SandboxContext,
  app: Resolved['app'],
  type: string,
  id: number,
): Row | undefined {
  return ctx.db.prepare(`SELECT * FROM ${q(tablePlan(app, type).table)} WHERE id = ?`).get(id) as
    Row | undefined;
}

export function createRecord(
  ctx: SandboxContext,
  shape: WriteShape,
  target: Collection,
  body: unknown,
  origin: string,
): Row {
  const resource = target.resource;
  const data = requireData(body);
  // JSON:API 1.0: a client-generated id the server does not take is a 403; lenient ignores it.
  if (data.id !== undefined && !ctx.config.lenient) throw httpErrors.clientGeneratedId();
  const checked = checkWriteBody(shape, resource, body);
  failOn(resource, checked.problems);
  const now = toApiDatetime(ctx.clock.now());
  const input: WriteInput = {
    ctx,
    app: target.app,
    resource,
    shape,
    parent: target.parent,
    attributes: checked.attributes,
    relationships: checked.links,
    columns: {},
    now,
    origin,
  };
  const hooks = hooksFor(target.app, resource.type);
  const plan = tablePlan(target.app, resource.type);

  return ctx.db.transaction(() => {
    failOn(resource, hooks.beforeCreate?.(input) ?? [], checked.linkPointers);
    const values: Record<string, unknown> = {};
    for (const name of Object.keys(resource.attributes)) {
      values[name] = Object.hasOwn(input.attributes, name)
        ? input.attributes[name]
        : defaultValue(resource, name, now);
    }
    const storage = toManyStorage(target.app, target.parent.resource.type, target.relationship);
    if (storage.kind === 'inverse') values[storage.column] = target.parent.id;
    Object.assign(values, input.columns);
    const row = encode(resource, values);
    const names = Object.keys(row).filter((n) => plan.columns.some((c) => c.name === n));
    const result = ctx.db
      .prepare(
        `INSERT INTO ${q(plan.table)} (${names.map(q).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      )
      .run(...names.map((n) => row[n]));
    const id = Number(result.lastInsertRowid);
    if (storage.kind === 'join') {
      ctx.db
        .prepare(
          `INSERT OR IGNORE INTO ${q(storage.table)} (${q(storage.sourceColumn)}, ${q(storage.targetColumn)}) VALUES (?, ?)`,
        )
        .run(target.parent.id, id);
    }
    hooks.afterCreate?.(input, id);
    const saved = loadRecordRow(ctx, target.app, resource.type, id);
    if (!saved) throw new Error('the created record vanished');
    return saved;
  })();
}

export function updateRecord(
  ctx: SandboxContext,
  shape: WriteShape,
  target: RecordTarget,
  body: unknown,
  origin: string,
): Row {
  const resource = target.resource;
  requireData(body);
  const checked = checkWriteBody(shape, resource, body, { id: String(target.id) });
  failOn(resource, checked.problems);
  const now = toApiDatetime(ctx.clock.now());
  const input: WriteInput = {
    ctx,
    app: target.app,
    resource,
    shape,
    parent: target.parent,
    attributes: checked.attributes,
    relationships: checked.links,
    columns: {},
    now,
    origin,
    id: target.id,
  };
  const hooks = hooksFor(target.app, resource.type);
  const plan = tablePlan(target.app, resource.type);
  return ctx.db.transaction(() => {
    failOn(resource, hooks.beforeUpdate?.(input) ?? [], checked.linkPointers);
    const values: Record<string, unknown> = { ...input.attributes, ...input.columns };
    if (Object.hasOwn(resource.attributes, 'updated_at')) values.updated_at = now;
    writeColumns(ctx, plan.table, target.id, encode(resource, values));
    hooks.afterUpdate?.(input, target.id);
    const saved = loadRecordRow(ctx, target.app, resource.type, target.id);
    if (!saved) throw httpErrors.notFound();
    return saved;
  })();
}

export function deleteRecord(
  ctx: SandboxContext,
  _spec: WriteEndpointSpec,
  target: RecordTarget,
): void {
  const hooks = hooksFor(target.app, target.resource.type);
  const plan = tablePlan(target.app, target.resource.type);
  const now = toApiDatetime(ctx.clock.now());
  ctx.db.transaction(() => {
    const row = loadRecordRow(ctx, target.app, target.resource.type, target.id);
    if (!row) throw httpErrors.notFound();
    const handled = hooks.delete?.({ ctx, app: target.app, resource: target.resource, row, now });
    if (handled === 'soft') return;
    ctx.db.prepare(`DELETE FROM ${q(plan.table)} WHERE id = ?`).run(target.id);
    hooks.afterDelete?.({ ctx, app: target.app, resource: target.resource, row, now });
  })();
}

export function runAction(ctx: SandboxContext, key: string, owner: RecordTarget): void {
  if (key === 'POST /people/v2/lists/{list_id}/run') {
    runList(ctx, owner.id);
    return;
  }
  throw httpErrors.notFound();
}

export { writeColumns };
