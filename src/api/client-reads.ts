/**
 * What the client reads: list pages, single records and associations, with their query
 * (include, order, filter, where, sparse fieldsets) checked against the catalog and their
 * answers resolved into records.
 */
import { ApiError, ApiUsageError } from './api-error';
import { readEndpointSpec, resourceSpec } from './catalog/catalog';
import type { DialectName } from './catalog/dialects';
import { queryNamesIn } from './catalog/schema';
import type { ReadEndpointSpec, ResourceSpec } from './catalog/schema';
import type { Page, RequestControl } from './client-types';
import { documentOf } from './client-transport';
import type { Transport } from './client-transport';
import { resolveRecords } from './json-api';
import type { Document, IncludeShape, ParsedRecord } from './json-api';
import { buildListQuery, encodeQuery, fieldsPairs, fillPath } from './query-params';
import type { RawListQuery } from './query-params';

/** Sparse fieldsets as the client takes them, before they are checked against the catalog. */
export type Fieldsets = Readonly<Record<string, readonly string[] | undefined>>;

export type ListArgs = RawListQuery &
  RequestControl & { params?: Record<string, string>; fields?: Fieldsets };

export interface GetArgs extends RequestControl {
  params?: Record<string, string>;
  id?: string;
  include?: readonly string[];
  fields?: Fieldsets;
}

export interface RelatedArgs extends RequestControl {
  params?: Record<string, string>;
  id?: string;
  offset?: number;
  perPage?: number;
}

function includeShapes(resource: ResourceSpec, names: readonly string[]): IncludeShape[] {
  return names.map((name) => ({
    name,
    cardinality: resource.relationships[name]?.cardinality ?? 'one',
  }));
}

function offsetOfLink(link: string | undefined): number | null {
  if (!link) return null;
  const value = new URL(link, 'http://x').searchParams.get('offset');
  const offset = value === null ? 0 : Number.parseInt(value, 10);
  return Number.isFinite(offset) ? offset : null;
}

function toPage<T>(document: Document, records: T[], offset: number): Page<T> {
  const meta = document.meta ?? {};
  return {
    records,
    offset,
    totalCount: typeof meta.total_count === 'number' ? meta.total_count : offset + records.length,
    nextOffset: meta.next?.offset ?? offsetOfLink(document.links?.next),
    prevOffset: meta.prev?.offset ?? offsetOfLink(document.links?.prev),
  };
}

export function readSpec(path: string): { endpoint: ReadEndpointSpec; resource: ResourceSpec } {
  const endpoint = readEndpointSpec(path);
  const resource = endpoint && resourceSpec(endpoint.app, endpoint.resource);
  if (!endpoint || !resource) throw new ApiUsageError('path', `no read endpoint ${path}`);
  return { endpoint, resource };
}

/** The sparse fieldsets of a request as query pairs: its resource and what it may include. */
function fieldsQuery(
  endpoint: ReadEndpointSpec,
  resource: ResourceSpec,
  fields: Fieldsets | undefined,
): [string, string][] {
  if (fields === undefined) return [];
  const types = new Map([[resource.type, Object.keys(resource.attributes)]]);
  for (const name of endpoint.include) {
    const target = resource.relationships[name]?.target;
    const spec = target === undefined ? undefined : resourceSpec(resource.app, target);
    if (spec) types.set(spec.type, Object.keys(spec.attributes));
  }
  return fieldsPairs(types, fields);
}

export function createReads(options: {
  transport: Transport;
  /** The absolute URL of a catalog path, spelled as the service's dialect spells it. */
  urlOf: (catalogPath: string) => string;
  /** Whose query names the service answers, read at each call (the browser learns it late). */
  queryDialect: () => DialectName;
}) {
  const { transport, urlOf, queryDialect } = options;
  const { send } = transport;
  const paramsOf = (args: { params?: Record<string, string> }) => args.params ?? {};

  async function listRaw(path: string, args: ListArgs) {
    const { endpoint, resource } = readSpec(path);
    if (endpoint.returns !== 'list') throw new ApiUsageError('path', `${path} is not a list`);
    const url =
      urlOf(fillPath(path, paramsOf(args))) +
      encodeQuery([
        ...buildListQuery(queryNamesIn(endpoint, queryDialect()), args, { list: true }),
        ...fieldsQuery(endpoint, resource, args.fields),
      ]);
    const raw = await send('GET', url, { signal: args.signal });
    const document = documentOf(raw, 'GET', url);
    if (!Array.isArray(document.data)) {
      throw new ApiError({
        status: raw.status,
        kind: 'invalid_response',
        method: 'GET',
        url,
        errors: [{ title: 'Invalid response', detail: 'a list answered a single record' }],
      });
    }
    const records = resolveRecords(document, includeShapes(resource, args.include ?? []));
    return toPage(document, records, args.offset ?? 0);
  }

  async function singleRaw(
    url: string,
    resource: ResourceSpec,
    include: readonly string[],
    signal?: AbortSignal,
  ) {
    const raw = await send('GET', url, { signal });
    const document = documentOf(raw, 'GET', url);
    if (Array.isArray(document.data)) {
      throw new ApiError({
        status: raw.status,
        kind: 'invalid_response',
        method: 'GET',
        url,
        errors: [{ title: 'Invalid response', detail: 'a single record answered a list' }],
      });
    }
    return resolveRecords(document, includeShapes(resource, include))[0] ?? null;
  }

  function recordUrl(path: string, args: { params?: Record<string, string>; id?: string }) {
    const { endpoint } = readSpec(path);
    const base = urlOf(fillPath(path, paramsOf(args)));
    if (endpoint.returns === 'single' && args.id === undefined) return base;
    if (!endpoint.show) throw new ApiUsageError('id', `${path} has no show endpoint`);
    if (!args.id) throw new ApiUsageError('id', `${path} needs the record id`);
    return `${base}/${encodeURIComponent(args.id)}`;
  }

  /** One record: `${path}/{id}` of a list endpoint, or a single-record endpoint. */
  async function get(path: string, a: GetArgs): Promise<ParsedRecord | null> {
    const { endpoint, resource } = readSpec(path);
    const url =
      recordUrl(path, a) +
      encodeQuery([
        ...buildListQuery(
          queryNamesIn(endpoint, queryDialect()),
          { include: a.include },
          { list: false },
        ),
        ...fieldsQuery(endpoint, resource, a.fields),
      ]);
    return singleRaw(url, resource, a.include ?? [], a.signal);
  }

  /** GET {resource_url}/{association}: a record (to-one) or a page (to-many). */
  async function related(
    path: string,
    args: RelatedArgs,
    association: string,
  ): Promise<ParsedRecord | Page<ParsedRecord> | null> {
    const { resource } = readSpec(path);
    const relationship = resource.relationships[association];
    const target = relationship && resourceSpec(resource.app, relationship.target);
    if (!relationship || !target) {
      throw new ApiUsageError(
        'association',
        `${resource.type} has no association '${association}'`,
      );
    }
    const url = `${recordUrl(path, args)}/${association}`;
    if (relationship.cardinality === 'one') {
      return singleRaw(url, target, [], args.signal);
    }
    const pairs = buildListQuery(
      { include: [], order: [], filter: [], where: {} },
      { offset: args.offset, perPage: args.perPage },
      { list: true },
    );
    const raw = await send('GET', url + encodeQuery(pairs), { signal: args.signal });
    const document = documentOf(raw, 'GET', url);
    const records = resolveRecords(document, []);
    return toPage(document, records, args.offset ?? 0);
  }

  return { list: listRaw, get, related };
}
