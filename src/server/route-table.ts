/**
 * What the proxy forwards: an explicit table of (method, path template) built once from the
 * catalog, and a matcher that works on the RAW request path, before any decoding.
 *
 * Nothing is normalized: a literal segment must equal the template's text exactly and an id
 * segment must be a plain decimal number, so percent-escapes (%2e, %2f, %5c, double encoding),
 * dot segments, backslashes, '@', ';', empty segments and absolute-form targets never match.
 * The upstream path is then the matched segments joined back together, which is a catalog
 * template with numeric ids and nothing else.
 */
import { apps, fileUpload, readEndpoints, resources } from '../api/catalog/catalog';
import { actionEndpoints, writeEndpoints } from '../api/catalog/write-endpoints';
import type {
  AppName,
  AppSpec,
  ReadEndpointSpec,
  ResourceSpec,
  WriteEndpointSpec,
} from '../api/catalog/schema';

export type RouteMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type RouteKind = 'read' | 'write' | 'action' | 'upload' | 'download';

type Segment =
  { kind: 'literal'; text: string } | { kind: 'id' } | { kind: 'uuid' } | { kind: 'file-name' };

export interface RouteEntry {
  method: RouteMethod;
  /** The template, ids as `{id}`-style placeholders, e.g. /people/v2/people/{id}/emails. */
  template: string;
  kind: RouteKind;
  segments: readonly Segment[];
}

export type RouteMatch =
  | {
      kind: 'match';
      route: RouteEntry;
      /** The upstream path and query (`/people/v2/people/1?include=emails`). */
      upstreamPath: string;
    }
  | { kind: 'method_not_allowed'; allow: readonly RouteMethod[] };

/** Ids in this API are positive decimal numbers of at most 16 digits. */
export const idSegment = /^[1-9][0-9]{0,15}$/;
/** An uploaded file's id, as the service issues them (lowercase UUID). */
export const uuidSegment = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A file name segment as the service writes it (encodeURIComponent of a cleaned name):
 * unreserved characters and percent-escapes, but never an escape of '/', '\', '.', '%', '?', '#',
 * ';' or a control character, and no leading dot; it must decode to valid UTF-8.
 */
export function isSafeFileNameSegment(segment: string): boolean {
  if (segment.length === 0 || segment.length > 765 || segment.startsWith('.')) return false;
  if (!/^(?:[A-Za-z0-9\-_.!~*'()]|%[0-9A-Fa-f]{2})+$/.test(segment)) return false;
  for (const escape of segment.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    const byte = Number.parseInt(escape[1] ?? '', 16);
    if (byte < 0x20 || byte === 0x7f) return false;
    if ([0x2f, 0x5c, 0x2e, 0x25, 0x3f, 0x23, 0x3b].includes(byte)) return false;
  }
  try {
    decodeURIComponent(segment);
  } catch {
    return false;
  }
  return true;
}

function parseTemplate(template: string): Segment[] {
  return template
    .split('/')
    .slice(1)
    .map((text): Segment => {
      if (text === '{uuid}') return { kind: 'uuid' };
      if (text === '{name}') return { kind: 'file-name' };
      if (/^\{[a-z_]+\}$/.test(text)) return { kind: 'id' };
      if (!/^[a-z0-9_]+$/.test(text)) throw new Error(`unexpected template segment ${text}`);
      return { kind: 'literal', text };
    });
}

/** `{event_id}` and `{id}` are the same thing to the matcher. */
const normalize = (template: string) => template.replace(/\{[a-z_]+\}/g, '{}');

export interface RouteTable {
  readonly routes: readonly RouteEntry[];
  /** Routes by segment count, for matching. */
  readonly bySize: ReadonlyMap<number, readonly RouteEntry[]>;
}

function resourceOf(app: AppName, type: string): ResourceSpec | undefined {
  const all: Readonly<Record<string, ResourceSpec>> = resources[app];
  return Object.hasOwn(all, type) ? all[type] : undefined;
}

/** Builds the table from the catalog (the module builds it once: `routeTable`). */
export function buildRouteTable(): RouteTable {
  const routes: RouteEntry[] = [];
  const seen = new Set<string>();
  const add = (method: RouteMethod, template: string, kind: RouteKind) => {
    const key = `${method} ${normalize(template)}`;
    if (seen.has(key)) return;
    seen.add(key);
    routes.push({ method, template, kind, segments: parseTemplate(template) });
  };

  const reads: [string, ReadEndpointSpec][] = Object.entries(readEndpoints);
  /** Show paths (the URL of one record) of each resource, keyed `${app} ${type}`. */
  const showPaths = new Map<string, string[]>();
  const addShowPath = (app: AppName, type: string, path: string) => {
    const key = `${app} ${type}`;
    showPaths.set(key, [...(showPaths.get(key) ?? []), path]);
  };
  for (const spec of Object.values(apps) as AppSpec[]) {
    addShowPath(spec.name, 'Organization', spec.basePath);
  }

  // Read endpoints: the list (or single) path, and the show path when there is one.
  for (const [path, spec] of reads) {
    add('GET', path, 'read');
    if (spec.show) {
      add('GET', `${path}/{id}`, 'read');
      addShowPath(spec.app, spec.resource, `${path}/{id}`);
    }
  }

  // Association traversal from every URL a record has: its show paths (the app root for the
  // Organization) and the to-one single endpoints (which continue from the record they name).
  const traversalBases: { app: AppName; type: string; base: string }[] = [];
  for (const [key, paths] of showPaths) {
    const [app, type] = key.split(' ') as [AppName, string];
    for (const base of paths) traversalBases.push({ app, type, base });
  }
  for (const [path, spec] of reads) {
    if (spec.returns === 'single' && spec.resource !== 'Organization') {
      traversalBases.push({ app: spec.app, type: spec.resource, base: path });
    }
  }
  for (const { app, type, base } of traversalBases) {
    const resource = resourceOf(app, type);
    if (!resource) throw new Error(`catalog has no ${app}.${type}`);
    for (const [name, relationship] of Object.entries(resource.relationships)) {
      add('GET', `${base}/${name}`, 'read');
      // A member of a traversed collection: the `links.self` its records carry.
      if (relationship.cardinality === 'many') add('GET', `${base}/${name}/{id}`, 'read');
    }
  }

  // Writes and actions, each with its own method.
  const writes: [string, WriteEndpointSpec][] = Object.entries(writeEndpoints);
  for (const [key, spec] of writes) {
    add(spec.method, key.slice(key.indexOf(' ') + 1), 'write');
  }
  for (const key of Object.keys(actionEndpoints)) {
    add('POST', key.slice(key.indexOf(' ') + 1), 'action');
  }

  // Files: the upload, and the download URLs of uploaded files (avatars).
  add(fileUpload.method, fileUpload.path, 'upload');
  add('GET', `${fileUpload.path}/{uuid}/{name}`, 'download');

  const bySize = new Map<number, RouteEntry[]>();
  for (const route of routes) {
    const list = bySize.get(route.segments.length) ?? [];
    list.push(route);
    bySize.set(route.segments.length, list);
  }
  return { routes, bySize };
}

export const routeTable: RouteTable = buildRouteTable();

function segmentMatches(segment: Segment, raw: string): boolean {
  switch (segment.kind) {
    case 'literal':
      return raw === segment.text;
    case 'id':
      return idSegment.test(raw);
    case 'uuid':
      return uuidSegment.test(raw);
    case 'file-name':
      return isSafeFileNameSegment(raw);
  }
}

/** A raw query string is passed on as is, when it is plain visible ASCII without '#'. */
export function isSafeQuery(query: string): boolean {
  return query.length <= 8192 && /^[\x21-\x7e]*$/.test(query) && !query.includes('#');
}

/**
 * Matches a raw API path (`/people/v2/people/1?include=emails`, the part after `/api`) against
 * the table. Undefined when nothing matches (404); `method_not_allowed` when the path is known
 * but not with this method (405).
 */
export function matchRoute(
  method: string,
  rawPath: string,
  table: RouteTable = routeTable,
): RouteMatch | undefined {
  if (rawPath.length > 2048 || !rawPath.startsWith('/')) return undefined;
  const q = rawPath.indexOf('?');
  const path = q === -1 ? rawPath : rawPath.slice(0, q);
  const query = q === -1 ? '' : rawPath.slice(q + 1);
  if (!isSafeQuery(query)) return undefined;

  const parts = path.split('/').slice(1);
  if (parts.some((p) => p === '')) return undefined;
  const candidates = table.bySize.get(parts.length) ?? [];
  const matching = candidates.filter((route) =>
    route.segments.every((segment, i) => segmentMatches(segment, parts[i] ?? '')),
  );
  if (matching.length === 0) return undefined;
  const route = matching.find((r) => r.method === method);
  if (!route) {
    return { kind: 'method_not_allowed', allow: [...new Set(matching.map((r) => r.method))] };
  }
  // Rebuilt from the checked segments (identical to `path`, by construction).
  const upstream = `/${parts.join('/')}`;
  return { kind: 'match', route, upstreamPath: query === '' ? upstream : `${upstream}?${query}` };
}
