import type { DialectName } from './catalog/dialects';
import { specDialect, toWirePath } from './catalog/dialects';
import { appOfPath } from './catalog/catalog';
import type { PathParams } from './catalog/schema';
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
import { ApiError } from './api-error';
import { createReads } from './client-reads';
import type { GetArgs, ListArgs, RelatedArgs } from './client-reads';
import { createTransport } from './client-transport';
import type { ClientAuth } from './client-transport';
import type { UploadedFile, Writes } from './client-writes';
import type { WriteProbeAnswer } from './proxy/write-probe-contract';
import { RatePacer, systemClock } from './rate-pacer';
import type { Clock } from './rate-pacer';
import type { Dialect } from './catalog/dialects';

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

/** What `fields` is when a call gives none: every attribute of every type. */
type NoFieldsets = Record<never, never>;

export type Client = ReturnType<typeof createClient>;

/**
 * The typed client: the catalog's paths in, records typed by the catalog out. It puts together
 * the HTTP exchange (client-transport.ts), the reads (client-reads.ts) and the writes
 * (client-writes.ts), and types their answers.
 */
export function createClient(options: ClientOptions) {
  const clock = options.clock ?? systemClock;
  const pacer = options.pacer ?? new RatePacer({ clock });
  const dialect = options.dialect ?? specDialect;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let queryDialect = options.queryDialect ?? dialect.name;
  /** The absolute URL of a catalog path, spelled as the service's dialect spells it. */
  const urlOf = (catalogPath: string) => baseUrl + toWirePath(dialect, catalogPath);
  const transport = createTransport({
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    clock,
    pacer,
    auth: options.auth ?? { kind: 'none' },
    maxRateLimitRetries: options.maxRateLimitRetries ?? 5,
    dialect,
    apiVersion: options.apiVersion,
  });
  const reads = createReads({ transport, urlOf, queryDialect: () => queryDialect });
  // The writes' code (their checks against the catalog, the dialects' write shapes) loads with
  // the first write: a page that only reads, as most first views do, never downloads it.
  let writesModule: Promise<Writes> | undefined;
  const writes = () =>
    (writesModule ??= import('./client-writes').then(({ createWrites }) =>
      createWrites({
        transport,
        urlOf,
        dialect,
        uploadBaseUrl: (options.uploadBaseUrl ?? options.baseUrl).replace(/\/+$/, ''),
      }),
    ));

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
      const page = await reads.list(path, (args ?? {}) as ListArgs);
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
      const base = (args ?? {}) as ListArgs;
      let offset = base.offset ?? 0;
      for (;;) {
        const page = await reads.list(path, { ...base, offset });
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
      const record = await reads.get(path, (args ?? {}) as GetArgs);
      return record as RecordOf<K, I, F> | null;
    },

    /** GET {resource_url}/{association}: a record (to-one) or a page (to-many). */
    async related<K extends ReadKey, N extends AssociationOf<K>>(
      path: K,
      args: RelatedArgs,
      association: N,
    ): Promise<AssociationResult<K, N>> {
      return (await reads.related(path, args, association)) as AssociationResult<K, N>;
    },

    async create<P extends CreatePath>(
      path: P,
      params: PathParams<P>,
      body: CreateBody<P>,
      control: RequestControl = {},
    ): Promise<CreatedRecord<P>> {
      const record = await (await writes()).writeRecord('POST', path, params, body, control.signal);
      return record as unknown as CreatedRecord<P>;
    },

    async update<P extends UpdatePath>(
      path: P,
      params: PathParams<P>,
      body: UpdateBody<P>,
      control: RequestControl = {},
    ): Promise<UpdatedRecord<P>> {
      const record = await (
        await writes()
      ).writeRecord('PATCH', path, params, body, control.signal);
      return record as unknown as UpdatedRecord<P>;
    },

    async delete<P extends DeletePath>(
      path: P,
      params: PathParams<P>,
      control: RequestControl = {},
    ): Promise<void> {
      await (
        await writes()
      ).write('DELETE', path, params as Record<string, string>, undefined, control.signal);
    },

    /** Whether the service takes creates at `path` (client-writes.ts). */
    async probeCreate<P extends CreatePath>(
      path: P,
      params: PathParams<P>,
      control: RequestControl = {},
    ): Promise<WriteProbeAnswer['probe']> {
      return (await writes()).probeCreate(path, params as Record<string, string>, control);
    },

    /** An action endpoint such as running a list; resolves when the service accepted it. */
    async action<P extends ActionPath>(
      path: P,
      params: PathParams<P>,
      control: RequestControl = {},
    ): Promise<void> {
      return (await writes()).action(path, params as Record<string, string>, control);
    },

    /** POST /v2/files: uploads one file; its id then goes into a file attribute (e.g. avatar). */
    async uploadFile(
      file: Blob,
      name: string,
      control: RequestControl = {},
    ): Promise<UploadedFile> {
      return (await writes()).uploadFile(file, name, control);
    },

    /** Which app a path belongs to, for scoping caches and messages. */
    appOf: appOfPath,
  };
  return client;
}
