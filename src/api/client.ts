import { ApiError, ApiUsageError, errorsOfBody } from './api-error';
import {
  actionEndpointSpec,
  appOfPath,
  readEndpointSpec,
  resourceSpec,
  writeEndpointSpec,
} from './catalog/catalog';
import type { ReadEndpointSpec, ResourceSpec, WriteMethod } from './catalog/schema';
import { checkWriteBody } from './catalog/validate';
import { toDialectBody, writeShape } from './catalog/write-shapes';
import type {
  ActionPath,
  AssociationOf,
  AssociationResult,
  CreateBody,
  CreatedRecord,
  CreatePath,
  DeletePath,
  FieldsOf,
  GetOptions,
  IncludeOf,
  ListKey,
  ListOptions,
  Page,
  ReadKey,
  RecordOf,
  RequestControl,
  UpdateBody,
  UpdatedRecord,
  UpdatePath,
} from './client-types';
import { queryNamesIn } from './catalog/schema';
import type { PathParams } from './catalog/schema';
import { InvalidDocumentError, readDocument, resolveRecords } from './json-api';
import type { Document, IncludeShape, ParsedRecord } from './json-api';
import { buildListQuery, encodeQuery, fieldsPairs, fillPath } from './query-params';
import {
  isWriteProbeAnswer,
  WRITE_PROBE_BODY,
  WRITE_PROBE_HEADER,
} from './proxy/write-probe-contract';
import type { WriteProbeAnswer } from './proxy/write-probe-contract';
import type { RawListQuery } from './query-params';
import { RatePacer, readRateHeaders, readRetryAfterSeconds, systemClock } from './rate-pacer';
import { specDialect, toWirePath } from './catalog/dialects';
import type { Dialect, DialectName } from './catalog/dialects';
import { ValidatorCache } from './validator-cache';
import type { Clock } from './rate-pacer';

export type ClientAuth =
  /** OAuth access token (Node, or the proxy talking upstream). */
  | { kind: 'bearer'; token: string | (() => string | Promise<string>) }
  /** Personal access token: HTTP Basic with the application id and secret. */
  | { kind: 'basic'; applicationId: string; secret: string }
  /** The browser through our proxy: the session cookie plus the CSRF header. */
  | { kind: 'session' }
  | { kind: 'none' };

export interface ClientOptions {
  /** Origin (and prefix) the API paths hang off: 'https://api.example.org', or '/api' via the proxy. */
  baseUrl: string;
  /** Where POST /v2/files goes; defaults to baseUrl. */
  uploadBaseUrl?: string;
  fetch?: typeof fetch;
  auth?: ClientAuth;
  /** Share one pacer between clients of the same user; by default each client has its own. */
  pacer?: RatePacer;
  clock?: Clock;
  /** How often one request is retried after 429 before the error is given up to the caller. */
  maxRateLimitRetries?: number;
  /**
   * How the service spells paths and rate headers (catalog/dialects.ts); the spec's by default,
   * which is also what the proxy's `/api` speaks whatever the upstream's dialect.
   */
  dialect?: Dialect;
  /** The API version to ask for, in a dialect that has versions (YYYY-MM-DD). */
  apiVersion?: string;
  /**
   * Whose query names the service answers (catalog `onlyIn`), when not `dialect`'s: the proxy's
   * `/api` speaks the spec's paths whatever its upstream, but passes query names on unchanged,
   * so the browser asks with its upstream's, which it learns from its session (D151).
   */
  queryDialect?: DialectName;
}

export interface UploadedFile {
  id: string;
  attributes: {
    source_ip: string;
    md5: string;
    content_type: string;
    file_size: number;
    name: string;
    expires_at: string;
  };
}

/** Sparse fieldsets as the client takes them, before they are checked against the catalog. */
type Fieldsets = Readonly<Record<string, readonly string[] | undefined>>;

/** What `fields` is when a call gives none: every attribute of every type. */
type NoFieldsets = Record<never, never>;

interface RawResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

const jsonApiType = 'application/vnd.api+json';

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
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

export type Client = ReturnType<typeof createClient>;

export function createClient(options: ClientOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const clock = options.clock ?? systemClock;
  const pacer = options.pacer ?? new RatePacer({ clock });
  const auth = options.auth ?? { kind: 'none' };
  const maxRetries = options.maxRateLimitRetries ?? 5;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const uploadBaseUrl = (options.uploadBaseUrl ?? options.baseUrl).replace(/\/+$/, '');
  const dialect = options.dialect ?? specDialect;
  let queryDialect = options.queryDialect ?? dialect.name;
  /** The absolute URL of a catalog path, spelled as the service's dialect spells it. */
  const urlOf = (catalogPath: string) => baseUrl + toWirePath(dialect, catalogPath);
  const versionHeaders: Record<string, string> =
    options.apiVersion && dialect.versioning
      ? { [dialect.versioning.requestHeader]: options.apiVersion }
      : {};
  const validators = new ValidatorCache();

  async function authHeaders(): Promise<Record<string, string>> {
    switch (auth.kind) {
      case 'bearer': {
        const token = typeof auth.token === 'function' ? await auth.token() : auth.token;
        return { Authorization: `Bearer ${token}` };
      }
      case 'basic':
        return { Authorization: `Basic ${base64Utf8(`${auth.applicationId}:${auth.secret}`)}` };
      case 'session':
        return { 'X-CSRF': '1' };
      case 'none':
        return {};
    }
  }

  async function readBody(response: Response, method: string, url: string): Promise<unknown> {
    if (response.status === 204 || response.status === 205) return null;
    const text = await response.text();
    if (text === '') return null;
    const type = response.headers.get('Content-Type') ?? '';
    if (!/json/i.test(type)) return text;
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ApiError({
        status: response.status,
        kind: 'invalid_response',
        method,
        url,
        cause,
        errors: [
          { title: 'Invalid response', detail: 'The service answered with malformed JSON.' },
        ],
      });
    }
  }

  /** One HTTP exchange under the pacer; retried only after a 429, which was not processed. */
  async function send(
    method: WriteMethod | 'GET',
    url: string,
    init: {
      body?: BodyInit;
      contentType?: string;
      headers?: Record<string, string>;
    } & RequestControl = {},
  ): Promise<RawResponse> {
    for (let attempt = 0; ; attempt++) {
      await pacer.acquire(init.signal);
      let response: Response;
      try {
        const headers: Record<string, string> = {
          Accept: jsonApiType,
          ...versionHeaders,
          ...init.headers,
          ...(await authHeaders()),
        };
        if (init.contentType) headers['Content-Type'] = init.contentType;
        const known = method === 'GET' ? validators.get(url) : undefined;
        if (known) headers['If-None-Match'] = known.etag;
        response = await fetchImpl(url, {
          method,
          headers,
          body: init.body,
          signal: init.signal,
          redirect: 'manual',
          credentials: auth.kind === 'session' ? 'same-origin' : 'omit',
        });
      } catch (cause) {
        pacer.release();
        if (init.signal?.aborted) throw init.signal.reason;
        throw new ApiError({
          status: 0,
          method,
          url,
          cause,
          errors: [{ title: 'Network error', detail: 'The service could not be reached.' }],
        });
      }
      pacer.release(readRateHeaders(response.headers, dialect.rateHeaders));

      if (response.status === 429) {
        const retryAfter = readRetryAfterSeconds(response.headers, clock.now());
        pacer.blockFor(retryAfter !== undefined ? retryAfter * 1000 : pacer.defaultRetryDelayMs());
        const body = await readBody(response, method, url).catch(() => null);
        if (attempt < maxRetries) continue;
        throw new ApiError({
          status: 429,
          method,
          url,
          retryAfterSeconds: retryAfter,
          errors: errorsOfBody(body, { code: '429', detail: 'Rate limit exceeded' }),
        });
      }
      if (response.status === 304 && method === 'GET') {
        const cached = validators.get(url);
        await response.body?.cancel();
        if (cached) return { status: 200, headers: response.headers, body: cached.body };
      }
      const body = await readBody(response, method, url);
      if (method === 'GET' && response.status === 200)
        validators.remember(url, response.headers, body);
      if (response.status >= 300) {
        const fallback = {
          status: String(response.status),
          title: response.statusText || `HTTP ${response.status}`,
          detail: typeof body === 'string' && body.length < 300 ? body : undefined,
        };
        throw new ApiError({
          status: response.status,
          method,
          url,
          errors: errorsOfBody(body, fallback),
        });
      }
      return { status: response.status, headers: response.headers, body };
    }
  }

  function documentOf(raw: RawResponse, method: string, url: string): Document {
    try {
      return readDocument(raw.body);
    } catch (cause) {
      if (!(cause instanceof InvalidDocumentError)) throw cause;
      throw new ApiError({
        status: raw.status,
        kind: 'invalid_response',
        method,
        url,
        cause,
        errors: [{ title: 'Invalid response', detail: cause.message }],
      });
    }
  }

  function readSpec(path: string): { endpoint: ReadEndpointSpec; resource: ResourceSpec } {
    const endpoint = readEndpointSpec(path);
    const resource = endpoint && resourceSpec(endpoint.app, endpoint.resource);
    if (!endpoint || !resource) throw new ApiUsageError('path', `no read endpoint ${path}`);
    return { endpoint, resource };
  }

  function writeSpec(method: WriteMethod, path: string) {
    const endpoint = writeEndpointSpec(method, path);
    const resource = endpoint && resourceSpec(endpoint.app, endpoint.resource);
    if (!endpoint || !resource) throw new ApiUsageError('path', `no ${method} endpoint ${path}`);
    return { endpoint, resource };
  }

  function paramsOf(args: { params?: Record<string, string> }): Record<string, string> {
    return args.params ?? {};
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

  async function listRaw(
    path: string,
    args: RawListQuery & RequestControl & { params?: Record<string, string>; fields?: Fieldsets },
  ) {
    const { endpoint, resource } = readSpec(path);
    if (endpoint.returns !== 'list') throw new ApiUsageError('path', `${path} is not a list`);
    const url =
      urlOf(fillPath(path, paramsOf(args))) +
      encodeQuery([
        ...buildListQuery(queryNamesIn(endpoint, queryDialect), args, { list: true }),
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

  async function write(
    method: WriteMethod,
    path: string,
    params: Record<string, string>,
    payload?: { attributes?: Record<string, unknown>; relationships?: Record<string, unknown> },
    signal?: AbortSignal,
  ): Promise<ParsedRecord | null> {
    const { resource } = writeSpec(method, path);
    const url = urlOf(fillPath(path, params));
    let body: string | undefined;
    if (method !== 'DELETE') {
      const data: Record<string, unknown> = {
        type: resource.type,
        attributes: payload?.attributes ?? {},
      };
      if (method === 'PATCH' && params.id !== undefined) data.id = params.id;
      if (payload?.relationships) data.relationships = payload.relationships;
      // Callers write in the spec's shape; the service is sent its own dialect's (D162).
      rejectInvalidPayload(method, path, resource, { data }, params.id);
      body = JSON.stringify(toDialectBody(dialect, method, path, { data }));
    }
    const raw = await send(method, url, {
      body,
      contentType: body ? jsonApiType : undefined,
      signal,
    });
    if (raw.body === null) return null;
    return resolveRecords(documentOf(raw, method, url), [])[0] ?? null;
  }

  /** A create or update, which must answer the record it wrote. */
  async function writeRecord(
    method: 'POST' | 'PATCH',
    path: string,
    params: object,
    body: { attributes?: object; relationships?: object },
    signal?: AbortSignal,
  ): Promise<ParsedRecord> {
    const record = await write(
      method,
      path,
      params as Record<string, string>,
      body as { attributes?: Record<string, unknown>; relationships?: Record<string, unknown> },
      signal,
    );
    if (!record) {
      throw new ApiError({
        status: 200,
        kind: 'invalid_response',
        method,
        url: path,
        errors: [
          { title: 'Invalid response', detail: 'the service did not answer the written record' },
        ],
      });
    }
    return record;
  }

  function rejectInvalidPayload(
    method: WriteMethod,
    path: string,
    resource: ResourceSpec,
    body: unknown,
    id?: string,
  ) {
    const shape = writeShape(specDialect, method, path);
    if (!shape) throw new ApiUsageError('path', `no ${method} endpoint ${path}`);
    const { problems } = checkWriteBody(shape, resource, body, { id });
    const first = problems[0];
    if (first) {
      throw new ApiUsageError(first.pointer, problems.map((p) => p.detail).join('; '));
    }
  }

  const client = {
    pacer,

    /** The dialect whose query names (orders, filters, `where`) the service answers. */
    get queryDialect(): DialectName {
      return queryDialect;
    },

    /** What the service turned out to speak (the browser learns its upstream from the session). */
    learnQueryDialect(name: DialectName): void {
      queryDialect = name;
    },

    /** One page of a list endpoint. */
    async list<
      K extends ListKey,
      I extends IncludeOf<K> = never,
      const F extends FieldsOf<K, I> = NoFieldsets,
    >(
      path: K,
      ...[args]: keyof PathParams<K> extends never
        ? [args?: ListOptions<K, I, F>]
        : [args: ListOptions<K, I, F>]
    ): Promise<Page<RecordOf<K, I, F>>> {
      const page = await listRaw(
        path,
        (args ?? {}) as RawListQuery & { params?: Record<string, string>; fields?: Fieldsets },
      );
      return page as unknown as Page<RecordOf<K, I, F>>;
    },

    /** Every page of a list, one after the other, under the rate pacer. */
    async *pages<
      K extends ListKey,
      I extends IncludeOf<K> = never,
      const F extends FieldsOf<K, I> = NoFieldsets,
    >(
      path: K,
      ...[args]: keyof PathParams<K> extends never
        ? [args?: ListOptions<K, I, F>]
        : [args: ListOptions<K, I, F>]
    ): AsyncGenerator<Page<RecordOf<K, I, F>>, void, undefined> {
      const base = (args ?? {}) as RawListQuery &
        RequestControl & { params?: Record<string, string>; fields?: Fieldsets };
      let offset = base.offset ?? 0;
      for (;;) {
        const page = await listRaw(path, { ...base, offset });
        yield page as unknown as Page<RecordOf<K, I, F>>;
        if (page.nextOffset === null || page.records.length === 0) return;
        if (page.nextOffset <= offset) {
          throw new ApiError({
            status: 200,
            kind: 'invalid_response',
            method: 'GET',
            url: path,
            errors: [{ title: 'Invalid response', detail: 'the next page does not advance' }],
          });
        }
        offset = page.nextOffset;
      }
    },

    /** Every record of a list, page after page. */
    async *records<
      K extends ListKey,
      I extends IncludeOf<K> = never,
      const F extends FieldsOf<K, I> = NoFieldsets,
    >(
      path: K,
      ...rest: keyof PathParams<K> extends never
        ? [args?: ListOptions<K, I, F>]
        : [args: ListOptions<K, I, F>]
    ): AsyncGenerator<RecordOf<K, I, F>, void, undefined> {
      for await (const page of client.pages<K, I, F>(path, ...rest)) yield* page.records;
    },

    /** One record: `${path}/{id}` of a list endpoint, or a single-record endpoint. */
    async get<
      K extends ReadKey,
      I extends IncludeOf<K> = never,
      const F extends FieldsOf<K, I> = NoFieldsets,
    >(
      path: K,
      ...[args]: keyof PathParams<K> extends never
        ? [args?: GetOptions<K, I, F>]
        : [args: GetOptions<K, I, F>]
    ): Promise<RecordOf<K, I, F> | null> {
      const a = (args ?? {}) as {
        params?: Record<string, string>;
        id?: string;
        include?: readonly string[];
        fields?: Fieldsets;
      } & RequestControl;
      const { endpoint, resource } = readSpec(path);
      const url =
        recordUrl(path, a) +
        encodeQuery([
          ...buildListQuery(
            queryNamesIn(endpoint, queryDialect),
            { include: a.include },
            { list: false },
          ),
          ...fieldsQuery(endpoint, resource, a.fields),
        ]);
      return (await singleRaw(url, resource, a.include ?? [], a.signal)) as RecordOf<
        K,
        I,
        F
      > | null;
    },

    /** GET {resource_url}/{association}: a record (to-one) or a page (to-many). */
    async related<K extends ReadKey, N extends AssociationOf<K>>(
      path: K,
      args: { params?: Record<string, string>; id?: string } & RequestControl & {
          offset?: number;
          perPage?: number;
        },
      association: N,
    ): Promise<AssociationResult<K, N>> {
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
        return (await singleRaw(url, target, [], args.signal)) as AssociationResult<K, N>;
      }
      const pairs = buildListQuery(
        { include: [], order: [], filter: [], where: {} },
        { offset: args.offset, perPage: args.perPage },
        { list: true },
      );
      const raw = await send('GET', url + encodeQuery(pairs), { signal: args.signal });
      const document = documentOf(raw, 'GET', url);
      const records = resolveRecords(document, []);
      return toPage(document, records, args.offset ?? 0) as AssociationResult<K, N>;
    },

    async create<P extends CreatePath>(
      path: P,
      params: PathParams<P>,
      body: CreateBody<P>,
      control: RequestControl = {},
    ): Promise<CreatedRecord<P>> {
      const record = await writeRecord('POST', path, params, body, control.signal);
      return record as unknown as CreatedRecord<P>;
    },

    async update<P extends UpdatePath>(
      path: P,
      params: PathParams<P>,
      body: UpdateBody<P>,
      control: RequestControl = {},
    ): Promise<UpdatedRecord<P>> {
      const record = await writeRecord('PATCH', path, params, body, control.signal);
      return record as unknown as UpdatedRecord<P>;
    },

    async delete<P extends DeletePath>(
      path: P,
      params: PathParams<P>,
      control: RequestControl = {},
    ): Promise<void> {
      await write('DELETE', path, params as Record<string, string>, undefined, control.signal);
    },

    /**
     * Whether the service takes creates at `path`, asked with a request that creates nothing (a
     * body without `data`; api/proxy/write-probe-contract.ts): the status and errors it
     * answered. Through the proxy they come wrapped in a 200; straight from the service, as its
     * own status. A network error still throws.
     */
    async probeCreate<P extends CreatePath>(
      path: P,
      params: PathParams<P>,
      control: RequestControl = {},
    ): Promise<WriteProbeAnswer['probe']> {
      writeSpec('POST', path);
      const url = urlOf(fillPath(path, params as Record<string, string>));
      try {
        const raw = await send('POST', url, {
          body: WRITE_PROBE_BODY,
          contentType: jsonApiType,
          headers: { [WRITE_PROBE_HEADER]: '1' },
          signal: control.signal,
        });
        return isWriteProbeAnswer(raw.body) ? raw.body.probe : { status: raw.status, errors: [] };
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400) {
          return { status: error.status, errors: error.errors };
        }
        throw error;
      }
    },

    /** An action endpoint such as running a list; resolves when the service accepted it. */
    async action<P extends ActionPath>(
      path: P,
      params: PathParams<P>,
      control: RequestControl = {},
    ): Promise<void> {
      if (!actionEndpointSpec(path)) throw new ApiUsageError('path', `no action ${path}`);
      const url = urlOf(fillPath(path, params as Record<string, string>));
      await send('POST', url, { signal: control.signal });
    },

    /** POST /v2/files: uploads one file; its id then goes into a file attribute (e.g. avatar). */
    async uploadFile(
      file: Blob,
      name: string,
      control: RequestControl = {},
    ): Promise<UploadedFile> {
      const form = new FormData();
      form.append('file', file, name);
      const url = `${uploadBaseUrl}/v2/files`;
      const raw = await send('POST', url, { body: form, signal: control.signal });
      const data = (raw.body as { data?: unknown } | null)?.data;
      const first: unknown = Array.isArray(data) ? data[0] : undefined;
      if (
        typeof first !== 'object' ||
        first === null ||
        typeof (first as { id?: unknown }).id !== 'string'
      ) {
        throw new ApiError({
          status: raw.status,
          kind: 'invalid_response',
          method: 'POST',
          url,
          errors: [{ detail: 'the upload answered no file' }],
        });
      }
      return first as UploadedFile;
    },

    /** Which app a path belongs to, for scoping caches and messages. */
    appOf: appOfPath,
  };
  return client;
}
