/** Rows to JSON:API resource objects, with includes resolved in batches. */
import { resourceSpec } from '../api/catalog/catalog';
import type { DialectName } from '../api/catalog/dialects';
import { normalizeAttribute } from '../api/catalog/schema';
import type { AppName, AttributeOptions, ResourceSpec } from '../api/catalog/schema';
import type { ResourceIdentifier, ResourceObject } from '../api/json-api';
import { showInDialect } from './behaviour/dialect-rows';
import type { SandboxDatabase } from './database';
import { quoteIdentifier as q } from './database';
import { defaultScope } from './filters';
import { decodeAttribute } from './row-codec';
import { tablePlan, toManyStorage, toOneColumn } from './storage-plan';

export type Row = Record<string, unknown>;

type Decoder = readonly [name: string, spec: AttributeOptions];

/** Each attribute's name and stored type, worked out once per resource (a page decodes many rows). */
const attributeDecoders = new WeakMap<ResourceSpec, readonly Decoder[]>();

function decodersOf(resource: ResourceSpec): readonly Decoder[] {
  let decoders = attributeDecoders.get(resource);
  if (!decoders) {
    decoders = Object.entries(resource.attributes).map(([name, spec]): Decoder => [
      name,
      normalizeAttribute(spec),
    ]);
    attributeDecoders.set(resource, decoders);
  }
  return decoders;
}

/** Sparse fieldsets: the attributes to send of each type named (the others are sent whole). */
export type Fieldsets = ReadonlyMap<string, readonly string[]>;

export function toResource(
  resource: ResourceSpec,
  row: Row,
  selfUrl: string | undefined,
  dialect: DialectName,
  fields?: Fieldsets,
): ResourceObject {
  const attributes: Record<string, unknown> = {};
  const only = fields?.get(resource.type);
  for (const [name, spec] of decodersOf(resource)) {
    // An attribute only another dialect's service has is left out (catalog `onlyIn`).
    if (spec.onlyIn !== undefined && spec.onlyIn !== dialect) continue;
    if (only && !only.includes(name)) continue;
    attributes[name] = decodeAttribute(spec, row[name]);
  }
  showInDialect(resource, row, attributes, dialect);
  const object: ResourceObject = {
    type: resource.type,
    id: String(row.id),
    attributes,
    relationships: {},
  };
  if (selfUrl) object.links = { self: selfUrl };
  return object;
}

/** The to-one relationships of a resource with the column each is stored in. */
const toOneColumnsCache = new WeakMap<ResourceSpec, readonly [string, string, string][]>();

function toOneColumnsOf(resource: ResourceSpec): readonly [string, string, string][] {
  let columns = toOneColumnsCache.get(resource);
  if (!columns) {
    columns = Object.entries(resource.relationships).flatMap(
      ([name, relationship]): [string, string, string][] =>
        relationship.cardinality === 'one' ? [[name, toOneColumn(name), relationship.target]] : [],
    );
    toOneColumnsCache.set(resource, columns);
  }
  return columns;
}

/**
 * An included record keeps the linkage of its to-one relationships (as the real service sends
 * it), so a client can follow e.g. a designation's fund without another request.
 */
function withToOneLinkage(
  resource: ResourceSpec,
  row: Row,
  object: ResourceObject,
): ResourceObject {
  const relationships = (object.relationships ??= {});
  for (const [name, column, target] of toOneColumnsOf(resource)) {
    if (!(column in row)) continue;
    const id = row[column];
    relationships[name] = {
      data: typeof id === 'number' ? { type: target, id: String(id) } : null,
    };
  }
  return object;
}

function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** The rows related to each owner id through one relationship. */
function relatedRows(
  db: SandboxDatabase,
  app: AppName,
  owner: ResourceSpec,
  ownerRows: readonly Row[],
  name: string,
): { target: ResourceSpec; byOwner: Map<number, Row[]> } {
  const relationship = owner.relationships[name];
  const target = relationship && resourceSpec(app, relationship.target);
  if (!relationship || !target) throw new Error(`${owner.type} has no relationship ${name}`);
  const table = q(tablePlan(app, target.type).table);
  const byOwner = new Map<number, Row[]>();
  const ownerIds = ownerRows.map((r) => Number(r.id));
  if (ownerIds.length === 0) return { target, byOwner };
  const hidden = defaultScope(app, target.type, { filter: [], where: [] });
  const extra = hidden ? ` AND (${hidden.sql})` : '';

  if (relationship.cardinality === 'one') {
    const column = toOneColumn(name);
    const targetIds = [
      ...new Set(ownerRows.map((r) => r[column]).filter((v): v is number => typeof v === 'number')),
    ];
    if (targetIds.length === 0) return { target, byOwner };
    const rows = db
      .prepare(`SELECT t.* FROM ${table} t WHERE t.id IN (${placeholders(targetIds.length)})`)
      .all(...targetIds) as Row[];
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    for (const owner of ownerRows) {
      const found = byId.get(Number(owner[column]));
      if (found) byOwner.set(Number(owner.id), [found]);
    }
    return { target, byOwner };
  }

  const storage = toManyStorage(app, owner.type, name);
  let rows: Row[];
  switch (storage.kind) {
    case 'all':
      rows = (
        db.prepare(`SELECT t.* FROM ${table} t WHERE 1 = 1${extra} ORDER BY t.id`).all() as Row[]
      ).map((r) => ({ ...r, __owner: ownerIds[0] }));
      break;
    case 'inverse':
      rows = db
        .prepare(
          `SELECT t.*, t.${q(storage.column)} AS __owner FROM ${table} t WHERE t.${q(storage.column)} IN (${placeholders(ownerIds.length)})${extra} ORDER BY t.id`,
        )
        .all(...ownerIds) as Row[];
      break;
    case 'join':
      rows = db
        .prepare(
          `SELECT DISTINCT t.*, l.${q(storage.sourceColumn)} AS __owner FROM ${q(storage.table)} l JOIN ${table} t ON t.id = l.${q(storage.targetColumn)} WHERE l.${q(storage.sourceColumn)} IN (${placeholders(ownerIds.length)})${extra} ORDER BY t.id`,
        )
        .all(...ownerIds) as Row[];
      break;
  }
  for (const row of rows) {
    const key = Number(row.__owner);
    const list = byOwner.get(key) ?? [];
    list.push(row);
    byOwner.set(key, list);
  }
  return { target, byOwner };
}

/** What the dialect adds to every record (catalog/dialects.ts). */
export interface RecordShape {
  /** Which dialect answers: attributes only another one has are left out. */
  dialect: DialectName;
  /** Every record carries its to-one linkage, not only included records. */
  toOneLinkageAlways: boolean;
  /** The `links.self` of an included record, when it has one. */
  includedSelfUrl?: (resource: ResourceSpec, row: Row) => string | undefined;
}

export const specRecordShape: RecordShape = { dialect: 'spec', toOneLinkageAlways: false };

export interface Compound {
  data: ResourceObject[];
  included: ResourceObject[];
}

/**
 * Resource objects for `rows`, each with linkage for the included relationships, and the
 * deduplicated `included` records (never repeating a primary record).
 */
export function serializeWithIncludes(
  db: SandboxDatabase,
  app: AppName,
  resource: ResourceSpec,
  rows: readonly Row[],
  include: readonly string[],
  selfUrlOf: (row: Row) => string | undefined,
  relatedUrlOf: (row: Row, name: string) => string | undefined,
  shape: RecordShape = specRecordShape,
  fields?: Fieldsets,
): Compound {
  const data = rows.map((row) => {
    const object = toResource(resource, row, selfUrlOf(row), shape.dialect, fields);
    return shape.toOneLinkageAlways ? withToOneLinkage(resource, row, object) : object;
  });
  // Records already in the document, by type: a primary record is never repeated in `included`.
  const seen = new Map<string, Set<string>>([[resource.type, new Set(data.map((d) => d.id))]]);
  const included: ResourceObject[] = [];
  for (const name of include) {
    const cardinality = resource.relationships[name]?.cardinality ?? 'one';
    const { target, byOwner } = relatedRows(db, app, resource, rows, name);
    let seenOfTarget = seen.get(target.type);
    if (!seenOfTarget) seen.set(target.type, (seenOfTarget = new Set()));
    rows.forEach((row, index) => {
      const object = data[index];
      if (!object) return;
      const related = byOwner.get(Number(row.id)) ?? [];
      const identifiers: ResourceIdentifier[] = [];
      for (const r of related) {
        const id = String(r.id);
        identifiers.push({ type: target.type, id });
        if (seenOfTarget.has(id)) continue;
        seenOfTarget.add(id);
        const self = shape.includedSelfUrl?.(target, r);
        included.push(
          withToOneLinkage(target, r, toResource(target, r, self, shape.dialect, fields)),
        );
      }
      const linkage = cardinality === 'many' ? identifiers : (identifiers[0] ?? null);
      const links = relatedUrlOf(row, name);
      // Links first, then data: the real service's order.
      (object.relationships ??= {})[name] = links
        ? { links: { related: links }, data: linkage }
        : { data: linkage };
    });
  }
  return { data, included };
}
