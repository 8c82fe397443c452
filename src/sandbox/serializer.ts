/** Rows to JSON:API resource objects, with includes resolved in batches. */
import { resourceSpec } from '../api/catalog/catalog';
import type { AppName, ResourceSpec } from '../api/catalog/schema';
import type { ResourceIdentifier, ResourceObject } from '../api/json-api';
import type { SandboxDatabase } from './database';
import { quoteIdentifier as q } from './database';
import { defaultScope } from './filters';
import { decodeAttribute } from './row-codec';
import { tablePlan, toManyStorage, toOneColumn } from './storage-plan';

export type Row = Record<string, unknown>;

export function toResource(
  resource: ResourceSpec,
  row: Row,
  selfUrl: string | undefined,
): ResourceObject {
  const attributes: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(resource.attributes)) {
    attributes[name] = decodeAttribute(spec, row[name]);
  }
  const object: ResourceObject = {
    type: resource.type,
    id: String(row.id),
    attributes,
    relationships: {},
  };
  if (selfUrl) object.links = { self: selfUrl };
  return object;
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
  for (const [name, relationship] of Object.entries(resource.relationships)) {
    if (relationship.cardinality !== 'one') continue;
    const column = toOneColumn(name);
    if (!(column in row)) continue;
    const id = row[column];
    object.relationships = {
      ...object.relationships,
      [name]: {
        data: typeof id === 'number' ? { type: relationship.target, id: String(id) } : null,
      },
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
  /** Every record carries its to-one linkage, not only included records. */
  toOneLinkageAlways: boolean;
  /** The `links.self` of an included record, when it has one. */
  includedSelfUrl?: (resource: ResourceSpec, row: Row) => string | undefined;
}

export const specRecordShape: RecordShape = { toOneLinkageAlways: false };

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
): Compound {
  const data = rows.map((row) => {
    const object = toResource(resource, row, selfUrlOf(row));
    return shape.toOneLinkageAlways ? withToOneLinkage(resource, row, object) : object;
  });
  const seen = new Set(data.map((d) => `${d.type}:${d.id}`));
  const included: ResourceObject[] = [];
  for (const name of include) {
    const cardinality = resource.relationships[name]?.cardinality ?? 'one';
    const { target, byOwner } = relatedRows(db, app, resource, rows, name);
    rows.forEach((row, index) => {
      const related = byOwner.get(Number(row.id)) ?? [];
      const identifiers: ResourceIdentifier[] = related.map((r) => ({
        type: target.type,
        id: String(r.id),
      }));
      const object = data[index];
      if (!object) return;
      const links = relatedUrlOf(row, name);
      object.relationships = {
        ...object.relationships,
        // Links first, then data: the real service's order.
        [name]: {
          ...(links ? { links: { related: links } } : {}),
          data: cardinality === 'many' ? identifiers : (identifiers[0] ?? null),
        },
      };
      for (const r of related) {
        const key = `${target.type}:${String(r.id)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const self = shape.includedSelfUrl?.(target, r);
        included.push(withToOneLinkage(target, r, toResource(target, r, self)));
      }
    });
  }
  return { data, included };
}
