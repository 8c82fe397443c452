/**
 * One handler for every endpoint of the three apps, driven by the catalog: the path is walked
 * to what it names, the catalog endpoint of its template gives the allowed parameters and
 * writes, and the answer is shaped as the real service shapes it.
 */
import { resourceSpec } from '../api/catalog/catalog';
import { splitWriteKey } from '../api/catalog/write-endpoints';
import { toWirePath } from '../api/catalog/dialects';
import type {
  QueryNames,
  ReadEndpointSpec,
  WriteEndpointSpec,
  WriteMethod,
  WriteShape,
} from '../api/catalog/schema';
import { writeShape } from '../api/catalog/write-shapes';
import type { Document, ResourceObject } from '../api/json-api';
import type { Principal, SandboxContext } from './context';
import { bumpDataVersion, quoteIdentifier as q } from './database';
import { httpErrors } from './errors';
import { countRows, listSql, pageRows } from './list-sql';
import {
  actionEndpointFor,
  methodsFor,
  readEndpointFor,
  resolvePath,
  writeEndpointFor,
} from './path-resolver';
import type { Resolved } from './path-resolver';
import { allowedOf, checkFields, nothingAllowed, parseQuery } from './query-parser';
import type { ParsedQuery } from './query-parser';
import { recordPath } from './record-urls';
import { serializeWithIncludes } from './serializer';
import type { Fieldsets, RecordShape, Row } from './serializer';
import { tablePlan, toOneColumn } from './storage-plan';
import { createRecord, deleteRecord, runAction, updateRecord } from './writes';

export interface ApiRequest {
  method: string;
  /** The path in the catalog's spelling (the dialect's wire path translated back). */
  path: string;
  rawQuery: string;
  body: unknown;
  principal: Principal;
  /** scheme://host the links are built on. */
  origin: string;
}

export interface ApiResponse {
  status: number;
  body?: unknown;
}

/**
 * The request's parameters, sorted and with brackets unescaped (other escapes kept:
 * `include=emails%2Corganization`), as the real service echoes them.
 */
function queryText(pairs: readonly [string, string][]): string {
  if (pairs.length === 0) return '';
  const sorted = [...pairs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const encode = (text: string) =>
    encodeURIComponent(text).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  return `?${sorted.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`;
}

function withOffset(pairs: readonly [string, string][], offset: number): [string, string][] {
  return [...pairs.filter(([k]) => k !== 'offset'), ['offset', String(offset)]];
}

/**
 * Meta members in the order the real service sends them: counts, paging, can_*, parent. A single
 * record's meta has only `can_include` and `parent` (the list parameters are a list's).
 */
function meta(
  endpoint: QueryNames | undefined,
  extra: Record<string, unknown>,
  single = false,
): Record<string, unknown> {
  const { parent, ...rest } = extra;
  const out: Record<string, unknown> = { ...rest };
  if (!single && endpoint?.order.length) out.can_order_by = [...endpoint.order];
  if (!single && endpoint && Object.keys(endpoint.where).length)
    out.can_query_by = Object.keys(endpoint.where);
  if (endpoint?.include.length) out.can_include = [...endpoint.include];
  if (!single && endpoint?.filter.length) out.can_filter = [...endpoint.filter];
  if (parent !== undefined) out.parent = parent;
  return out;
}

/** An absolute URL of a catalog path, in the dialect's spelling. */
function urlOf(ctx: SandboxContext, request: ApiRequest, catalogPath: string): string {
  return `${request.origin}${toWirePath(ctx.config.dialect, catalogPath)}`;
}

function recordShape(ctx: SandboxContext, request: ApiRequest, app: Resolved['app']): RecordShape {
  const { dialect } = ctx.config;
  return {
    dialect: dialect.name,
    toOneLinkageAlways: dialect.toOneLinkageAlways,
    ...(dialect.includedSelfLinks
      ? {
          includedSelfUrl: (resource, row) => {
            const path = recordPath(app, resource, row);
            return path === undefined ? undefined : urlOf(ctx, request, path);
          },
        }
      : {}),
  };
}

function loadRow(
  ctx: SandboxContext,
  resolved: { app: Resolved['app']; resource: Resolved['resource'] },
  id: number,
): Row | undefined {
  const table = tablePlan(resolved.app, resolved.resource.type).table;
  return ctx.db.prepare(`SELECT t.* FROM ${q(table)} t WHERE t.id = ?`).get(id) as Row | undefined;
}

/** The sparse fieldsets that apply to an answer of `resource` with the endpoint's includes. */
function fieldsetsOf(
  ctx: SandboxContext,
  app: Resolved['app'],
  resource: Resolved['resource'],
  endpoint: ReadEndpointSpec | undefined,
  query: ParsedQuery,
): Fieldsets | undefined {
  if (query.fields.size === 0) return undefined;
  const types = new Map([[resource.type, Object.keys(resource.attributes)]]);
  for (const name of endpoint?.include ?? []) {
    const target = resource.relationships[name]?.target;
    const spec = target === undefined ? undefined : resourceSpec(app, target);
    if (spec) types.set(spec.type, Object.keys(spec.attributes));
  }
  return checkFields(query.fields, types, ctx.config.lenient);
}

function readList(
  ctx: SandboxContext,
  request: ApiRequest,
  resolved: Extract<Resolved, { kind: 'collection' }>,
): ApiResponse {
  const endpoint = readEndpointFor(resolved.template)?.spec;
  if (endpoint && endpoint.returns !== 'list') throw httpErrors.notFound();
  const query = parseQuery(request.rawQuery, allowedOf(endpoint, ctx.config.dialect.name), {
    list: true,
    lenient: ctx.config.lenient,
  });
  const fields = fieldsetsOf(ctx, resolved.app, resolved.resource, endpoint, query);
  const sql = listSql(resolved.app, resolved.resource, resolved.scope, query, ctx.db);
  const total = countRows(ctx.db, sql);
  const rows = pageRows(ctx.db, sql, query.offset, query.perPage);
  const base = urlOf(ctx, request, request.path);
  const showable = endpoint ? endpoint.show : true;
  const compound = serializeWithIncludes(
    ctx.db,
    resolved.app,
    resolved.resource,
    rows,
    query.include,
    (row) => (showable ? `${base}/${String(row.id)}` : undefined),
    (row, name) => (showable ? `${base}/${String(row.id)}/${name}` : undefined),
    recordShape(ctx, request, resolved.app),
    fields,
  );
  const hasNext = query.offset + rows.length < total && rows.length > 0;
  const hasPrev = query.offset > 0;
  const nextOffset = query.offset + query.perPage;
  const prevOffset = Math.max(0, query.offset - query.perPage);
  const links: Record<string, string> = { self: `${base}${queryText(query.pairs)}` };
  if (hasPrev) links.prev = `${base}${queryText(withOffset(query.pairs, prevOffset))}`;
  if (hasNext) links.next = `${base}${queryText(withOffset(query.pairs, nextOffset))}`;
  const document: Document = {
    links,
    data: compound.data,
    included: compound.included,
    meta: meta(endpoint && allowedOf(endpoint, ctx.config.dialect.name), {
      total_count: total,
      count: rows.length,
      ...(hasPrev ? { prev: { offset: prevOffset } } : {}),
      ...(hasNext ? { next: { offset: nextOffset } } : {}),
      parent: { id: String(resolved.parent.id), type: resolved.parent.resource.type },
    }),
  } as Document;
  return { status: 200, body: sortedDocument(document) };
}

/** Top-level members in the order the real service sends them. */
function sortedDocument(document: Document): Document {
  const { links, data, included, meta: m } = document;
  return {
    ...(links ? { links } : {}),
    data,
    included: included ?? [],
    ...(m ? { meta: m } : {}),
  } as Document;
}

function singleDocument(
  ctx: SandboxContext,
  request: ApiRequest,
  resolved: Resolved,
  row: Row | undefined,
  endpoint: ReadEndpointSpec | undefined,
  query: ParsedQuery,
  parent: { id: string; type: string },
): ApiResponse {
  const self = urlOf(ctx, request, request.path);
  const fields = fieldsetsOf(ctx, resolved.app, resolved.resource, endpoint, query);
  if (!row) {
    return {
      status: 200,
      body: {
        data: null,
        included: [],
        meta: meta(endpoint && allowedOf(endpoint, ctx.config.dialect.name), { parent }, true),
      },
    };
  }
  const compound = serializeWithIncludes(
    ctx.db,
    resolved.app,
    resolved.resource,
    [row],
    query.include,
    () => self,
    (_r, name) => `${self}/${name}`,
    recordShape(ctx, request, resolved.app),
    fields,
  );
  const data = compound.data[0] as ResourceObject;
  if (ctx.config.dialect.associationLinksOnSingle)
    data.links = associationLinks(resolved, row, self);
  return {
    status: 200,
    body: {
      data,
      included: compound.included,
      meta: meta(endpoint && allowedOf(endpoint, ctx.config.dialect.name), { parent }, true),
    },
  };
}

/**
 * A single record's links as the real service writes them: one per association (an unset to-one
 * association is null), then `self`.
 */
function associationLinks(
  resolved: Resolved,
  row: Row,
  self: string,
): Record<string, string | null> {
  const links: Record<string, string | null> = {};
  for (const [name, relationship] of Object.entries(resolved.resource.relationships)) {
    const column = toOneColumn(name);
    const unset = relationship.cardinality === 'one' && column in row && row[column] === null;
    links[name] = unset ? null : `${self}/${name}`;
  }
  links.self = self;
  return links;
}

function readSingle(
  ctx: SandboxContext,
  request: ApiRequest,
  resolved: Exclude<Resolved, { kind: 'collection' }>,
): ApiResponse {
  let endpoint: ReadEndpointSpec | undefined;
  let id: number | null;
  let parent = { id: '1', type: 'Organization' };
  switch (resolved.kind) {
    case 'organization':
      endpoint = readEndpointFor(resolved.template)?.spec;
      id = 1;
      parent = { id: '1', type: 'Organization' };
      break;
    case 'to-one':
      endpoint = readEndpointFor(resolved.template)?.spec;
      id = resolved.id;
      parent = { id: String(resolved.parent.id), type: resolved.parent.resource.type };
      break;
    case 'record': {
      const listTemplate = resolved.template.slice(0, -'/{}'.length);
      endpoint = readEndpointFor(listTemplate)?.spec;
      if (endpoint && !endpoint.show) throw httpErrors.notFound();
      id = resolved.id;
      parent = { id: String(resolved.parent.id), type: resolved.parent.resource.type };
      break;
    }
  }
  // A to-one endpoint the spec gives list parameters (event_period's order) accepts them.
  const query = parseQuery(request.rawQuery, allowedOf(endpoint, ctx.config.dialect.name), {
    list: resolved.kind === 'to-one',
    lenient: ctx.config.lenient,
  });
  const row = id === null ? undefined : loadRow(ctx, resolved, id);
  if (id !== null && !row) throw httpErrors.notFound();
  return singleDocument(ctx, request, resolved, row, endpoint, query, parent);
}

function createdDocument(
  ctx: SandboxContext,
  request: ApiRequest,
  resolved: Resolved,
  row: Row,
  status: number,
): ApiResponse {
  const query = parseQuery('', nothingAllowed, { list: false, lenient: true });
  const parent =
    'parent' in resolved
      ? { id: String(resolved.parent.id), type: resolved.parent.resource.type }
      : { id: '1', type: 'Organization' };
  const response = singleDocument(ctx, request, resolved, row, undefined, query, parent);
  const body = response.body as { data: ResourceObject };
  const self = urlOf(
    ctx,
    request,
    status === 201 ? `${request.path}/${String(row.id)}` : request.path,
  );
  body.data.links = ctx.config.dialect.associationLinksOnSingle
    ? associationLinks(resolved, row, self)
    : { self };
  return { status, body };
}

/** Action paths (`lists/{id}/run`) are not associations: matched before the walk. */
function actionOf(path: string) {
  const segments = path.split('/');
  const last = segments.pop();
  const parentPath = segments.join('/');
  const template = `${parentPath.replace(/\/[1-9][0-9]*(?=\/|$)/g, '/{}')}/${last ?? ''}`;
  const action = actionEndpointFor(template);
  return action ? { action, parentPath } : undefined;
}

/**
 * The write a request makes, as the sandbox's dialect takes it: a 405 where the catalog has no
 * such write, a 403 where the dialect's service lets no one make it (a read-only resource, D164),
 * whatever the body says.
 */
function writeFor(
  ctx: SandboxContext,
  method: WriteMethod,
  resolved: { template: string },
  notAllowed: () => Error,
): { spec: WriteEndpointSpec; shape: WriteShape } {
  const write = writeEndpointFor(method, resolved.template);
  if (!write) throw notAllowed();
  const shape = writeShape(ctx.config.dialect, method, splitWriteKey(write.key).path);
  if (!shape) throw new Error(`the catalog has no ${write.key}`);
  if (shape.refused) throw httpErrors.forbidden();
  return { spec: write.spec, shape };
}

/** HEAD is answered as GET (RFC 9110 §9.3.2); Node leaves the body out. */
export const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The action a request runs: a POST to its path, or a GET where the dialect runs them so. */
function actionRun(ctx: SandboxContext, request: ApiRequest) {
  const method = request.method.toUpperCase();
  const runs =
    method === 'POST' || (method === 'GET' && ctx.config.dialect.writes.actionsAnswerGet);
  return runs ? actionOf(request.path) : undefined;
}

export function handleApiRequest(ctx: SandboxContext, request: ApiRequest): ApiResponse {
  if (isRead(request.method.toUpperCase()) && !actionRun(ctx, request)) return route(ctx, request);
  try {
    return route(ctx, request);
  } finally {
    // Any write may have changed what lists count; cached counts start over.
    bumpDataVersion(ctx.db);
  }
}

function route(ctx: SandboxContext, request: ApiRequest): ApiResponse {
  const method = request.method.toUpperCase();
  const action = actionRun(ctx, request);
  if (action) {
    const owner = resolvePath(ctx.db, action.parentPath);
    if (owner.kind !== 'record') throw httpErrors.notFound();
    runAction(ctx, action.action.key, owner);
    return { status: 204 };
  }

  const resolved = resolvePath(ctx.db, request.path);
  const notAllowed = () => httpErrors.methodNotAllowed(method, methodsFor(resolved.template));
  switch (method) {
    case 'GET':
    case 'HEAD':
      return resolved.kind === 'collection'
        ? readList(ctx, request, resolved)
        : readSingle(ctx, request, resolved);
    case 'POST': {
      if (resolved.kind !== 'collection') throw notAllowed();
      const { shape } = writeFor(ctx, method, resolved, notAllowed);
      const row = createRecord(ctx, shape, resolved, request.body, request.origin);
      return createdDocument(ctx, request, resolved, row, 201);
    }
    case 'PATCH': {
      if (resolved.kind !== 'record') throw notAllowed();
      const { shape } = writeFor(ctx, method, resolved, notAllowed);
      const row = updateRecord(ctx, shape, resolved, request.body, request.origin);
      return createdDocument(ctx, request, resolved, row, 200);
    }
    case 'DELETE': {
      if (resolved.kind !== 'record') throw notAllowed();
      const { spec } = writeFor(ctx, method, resolved, notAllowed);
      deleteRecord(ctx, spec, resolved);
      return { status: 204 };
    }
    default:
      throw notAllowed();
  }
}
