/**
 * Turns an API path into what it names, by walking the catalog: every path is the app root (the
 * Organization) followed by association names and record ids, e.g.
 * /check_ins/v2/events/7/locations/3/location_event_periods
 *   = Organization → events → Event 7 → locations → Location 3 → location_event_periods.
 * The walk also yields the path's template with ids as `{}`, which matches it to the catalog's
 * endpoints (and so to their allowed parameters and writes).
 */
import { apps, readEndpoints, resourceSpec } from '../api/catalog/catalog';
import { actionEndpoints, writeEndpoints } from '../api/catalog/write-endpoints';
import type {
  ActionEndpointSpec,
  AppName,
  AppSpec,
  ReadEndpointSpec,
  ResourceSpec,
  WriteEndpointSpec,
} from '../api/catalog/schema';
import type { SandboxDatabase } from './database';
import { quoteIdentifier as q } from './database';
import { httpErrors } from './errors';
import { tablePlan, toManyStorage, toOneColumn } from './storage-plan';

/** A SQL condition on a table's rows (alias `t`), with its parameters. */
export interface Scope {
  sql: string;
  params: unknown[];
}

export interface RecordRef {
  app: AppName;
  resource: ResourceSpec;
  id: number;
}

export type Resolved =
  | { kind: 'organization'; app: AppName; resource: ResourceSpec; template: string }
  | {
      kind: 'collection';
      app: AppName;
      resource: ResourceSpec;
      scope: Scope;
      parent: RecordRef;
      relationship: string;
      template: string;
      path: string;
    }
  | {
      kind: 'record';
      app: AppName;
      resource: ResourceSpec;
      id: number;
      template: string;
      parent: RecordRef;
      via: 'collection' | 'to-one';
    }
  | {
      kind: 'to-one';
      app: AppName;
      resource: ResourceSpec;
      id: number | null;
      template: string;
      parent: RecordRef;
    };

/** `{event_id}` and `{id}` both become `{}`, so a walked path and a catalog key compare equal. */
export const normalizeTemplate = (path: string) => path.replace(/\{[a-z_]+\}/g, '{}');

function indexBy<T>(
  entries: Readonly<Record<string, T>>,
  keyOf: (key: string) => string,
): Map<string, { key: string; spec: T }> {
  const map = new Map<string, { key: string; spec: T }>();
  for (const [key, spec] of Object.entries(entries)) map.set(keyOf(key), { key, spec });
  return map;
}

const readIndex = indexBy<ReadEndpointSpec>(readEndpoints, normalizeTemplate);
const writeIndex = indexBy<WriteEndpointSpec>(writeEndpoints, normalizeTemplate);
const actionIndex = indexBy<ActionEndpointSpec>(actionEndpoints, normalizeTemplate);

export function readEndpointFor(template: string) {
  return readIndex.get(template);
}
export function writeEndpointFor(method: string, template: string) {
  return writeIndex.get(`${method} ${template}`);
}
export function actionEndpointFor(template: string) {
  return actionIndex.get(`POST ${template}`);
}
/** Which write methods exist for a template, for 405 answers. */
export function methodsFor(template: string): string[] {
  const methods = [...writeIndex.keys()]
    .filter((k) => k.endsWith(` ${template}`))
    .map((k) => k.split(' ')[0] ?? '');
  if (actionIndex.has(`POST ${template}`)) methods.push('POST');
  return ['GET', ...new Set(methods)];
}

export function appOfBasePath(path: string): AppSpec | undefined {
  return (Object.values(apps) as AppSpec[]).find(
    (a) => path === a.basePath || path.startsWith(`${a.basePath}/`),
  );
}

const idPattern = /^[1-9][0-9]{0,15}$/;

function resourceOrThrow(app: AppName, type: string): ResourceSpec {
  const spec = resourceSpec(app, type);
  if (!spec) throw new Error(`catalog has no ${app}.${type}`);
  return spec;
}

/** The scope of a to-many relationship of a record: the target rows it holds. */
export function relationshipScope(
  app: AppName,
  owner: ResourceSpec,
  ownerId: number,
  relationship: string,
): Scope {
  const storage = toManyStorage(app, owner.type, relationship);
  switch (storage.kind) {
    case 'all':
      return { sql: '1 = 1', params: [] };
    case 'inverse':
      return { sql: `t.${q(storage.column)} = ?`, params: [ownerId] };
    case 'join':
      return {
        sql: `t.id IN (SELECT ${q(storage.targetColumn)} FROM ${q(storage.table)} WHERE ${q(storage.sourceColumn)} = ?)`,
        params: [ownerId],
      };
  }
}

function rowExists(
  db: SandboxDatabase,
  app: AppName,
  type: string,
  id: number,
  scope?: Scope,
): boolean {
  const table = tablePlan(app, type).table;
  const where = scope ? ` AND (${scope.sql})` : '';
  const row = db
    .prepare(`SELECT 1 FROM ${q(table)} t WHERE t.id = ?${where}`)
    .get(id, ...(scope?.params ?? []));
  return row !== undefined;
}

/**
 * Resolves a path under an app's base path. Unknown association names, ids that do not exist
 * (or do not belong to their parent) and malformed ids are 404s.
 */
export function resolvePath(db: SandboxDatabase, path: string): Resolved {
  const app = appOfBasePath(path);
  if (!app) throw httpErrors.notFound();
  const rest = path
    .slice(app.basePath.length)
    .split('/')
    .filter((s, i) => !(i === 0 && s === ''));
  if (rest.some((s) => s === '')) throw httpErrors.notFound();

  const organization = resourceOrThrow(app.name, 'Organization');
  let current: Resolved = {
    kind: 'organization',
    app: app.name,
    resource: organization,
    template: app.basePath,
  };
  let currentRef: RecordRef = { app: app.name, resource: organization, id: 1 };
  let requestPath = app.basePath;

  for (const segment of rest) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw httpErrors.notFound();
    }
    requestPath += `/${segment}`;
    // After a to-one association, a name (not an id) continues from the record it points at,
    // so traversal works from that record's links.self as well as from its show path.
    if (current.kind === 'to-one' && !idPattern.test(decoded)) {
      if (current.id === null) throw httpErrors.notFound();
      currentRef = { app: app.name, resource: current.resource, id: current.id };
      current = {
        kind: 'record',
        app: app.name,
        resource: current.resource,
        id: current.id,
        template: `${current.template}/{}`,
        parent: current.parent,
        via: 'to-one',
      };
    }
    if (current.kind === 'organization' || current.kind === 'record') {
      const owner: ResourceSpec = current.resource;
      const relationship = Object.hasOwn(owner.relationships, decoded)
        ? owner.relationships[decoded]
        : undefined;
      if (!relationship) throw httpErrors.notFound();
      const target = resourceOrThrow(app.name, relationship.target);
      const template: string = `${current.template}/${decoded}`;
      if (relationship.cardinality === 'many') {
        current = {
          kind: 'collection',
          app: app.name,
          resource: target,
          scope: relationshipScope(app.name, owner, currentRef.id, decoded),
          parent: currentRef,
          relationship: decoded,
          template,
          path: requestPath,
        };
      } else {
        const row = db
          .prepare(
            `SELECT ${q(toOneColumn(decoded))} AS target FROM ${q(tablePlan(app.name, owner.type).table)} WHERE id = ?`,
          )
          .get(currentRef.id) as { target: number | null } | undefined;
        current = {
          kind: 'to-one',
          app: app.name,
          resource: target,
          id: row?.target ?? null,
          template,
          parent: currentRef,
        };
      }
      continue;
    }
    if (current.kind === 'collection' || current.kind === 'to-one') {
      if (!idPattern.test(decoded)) throw httpErrors.notFound();
      const id = Number(decoded);
      const template: string = `${current.template}/{}`;
      if (current.kind === 'collection') {
        if (!rowExists(db, app.name, current.resource.type, id, current.scope))
          throw httpErrors.notFound();
      } else if (current.id !== id) {
        throw httpErrors.notFound();
      }
      current = {
        kind: 'record',
        app: app.name,
        resource: current.resource,
        id,
        template,
        parent: current.parent,
        via: current.kind,
      };
      currentRef = { app: app.name, resource: current.resource, id };
      continue;
    }
    throw httpErrors.notFound();
  }
  return current;
}
