/**
 * A small HTTP client for tests that talk to a listening sandbox with fetch, and the JSON:API
 * document shapes it reads. Bodies are parsed but not trusted: the narrowing helpers check the
 * shape before a test relies on it.
 */
import { Agent, request as httpRequest } from 'node:http';
import { specDialect, toWirePath } from '../../api/catalog/dialects';
import type { Dialect } from '../../api/catalog/dialects';

export const sandboxAuthorization = `Basic ${Buffer.from('sandbox:sandbox-secret').toString('base64')}`;

export interface Identifier {
  type: string;
  id: string;
}

export interface Relationship {
  data?: Identifier | Identifier[] | null;
  links?: Record<string, string>;
}

export interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, Relationship>;
  links?: Record<string, string>;
}

export interface ListDocument {
  links: { self: string; next?: string; prev?: string };
  data: Resource[];
  included: Resource[];
  meta: Record<string, unknown> & { total_count: number; count: number; parent: Identifier };
}

export interface SingleDocument {
  data: Resource | null;
  included: Resource[];
  meta: Record<string, unknown> & { parent?: Identifier };
}

export interface ErrorDocument {
  errors: { status?: string; code?: string; detail?: string; source?: Record<string, string> }[];
}

export interface HttpResult {
  status: number;
  headers: Headers;
  /** The media type of Content-Type, without parameters. */
  mediaType: string;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

export type Query = readonly (readonly [string, string])[] | Readonly<Record<string, string>>;

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const pairs = Array.isArray(query)
    ? (query as readonly (readonly [string, string])[])
    : Object.entries(query as Readonly<Record<string, string>>);
  if (pairs.length === 0) return '';
  return `?${new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString()}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isIdentifier(value: unknown): value is Identifier {
  return isObject(value) && typeof value.type === 'string' && typeof value.id === 'string';
}

export function isResource(value: unknown): value is Resource {
  return (
    isIdentifier(value) &&
    isObject((value as unknown as Record<string, unknown>).attributes) &&
    isObject((value as unknown as Record<string, unknown>).relationships)
  );
}

export function isErrorDocument(value: unknown): value is ErrorDocument {
  return (
    isObject(value) &&
    Array.isArray(value.errors) &&
    value.errors.length > 0 &&
    value.errors.every(isObject)
  );
}

export class HttpError extends Error {
  constructor(
    readonly result: HttpResult,
    what: string,
  ) {
    super(`${what}: HTTP ${result.status} ${result.text.slice(0, 300)}`);
    this.name = 'HttpError';
  }
}

/** Reads a list document, throwing with the body when the answer is not a 200 list. */
export function asList(result: HttpResult, what = 'list'): ListDocument {
  const body = result.json;
  if (
    result.status !== 200 ||
    !isObject(body) ||
    !Array.isArray(body.data) ||
    !body.data.every(isResource) ||
    !Array.isArray(body.included) ||
    !isObject(body.meta) ||
    !isObject(body.links)
  ) {
    throw new HttpError(result, `${what} is not a list document`);
  }
  return body as unknown as ListDocument;
}

/** Reads a single-record document (data an object or null). */
export function asSingle(result: HttpResult, what = 'record'): SingleDocument {
  const body = result.json;
  if (
    result.status !== 200 ||
    !isObject(body) ||
    !(body.data === null || isResource(body.data)) ||
    !Array.isArray(body.included)
  ) {
    throw new HttpError(result, `${what} is not a single-record document`);
  }
  return body as unknown as SingleDocument;
}

export class SandboxHttp {
  /** Requests made, for keeping an eye on the cost of a suite. */
  requests = 0;

  constructor(
    readonly origin: string,
    /** null sends no Authorization header. */
    readonly authorization: string | null = sandboxAuthorization,
    /**
     * The dialect the sandbox speaks: a path is given in the catalog's spelling and goes out in
     * the dialect's (`toWirePath`); an absolute URL (a link from an answer) goes out as it is.
     */
    readonly dialect: Dialect = specDialect,
  ) {}

  url(pathOrUrl: string, query?: Query): string {
    const absolute = /^https?:\/\//.test(pathOrUrl)
      ? pathOrUrl
      : `${this.origin}${toWirePath(this.dialect, pathOrUrl)}`;
    return `${absolute}${queryString(query)}`;
  }

  /** `json` is sent as the body with Content-Type application/json (as `body` when both). */
  async request(
    method: string,
    pathOrUrl: string,
    options: {
      query?: Query;
      body?: string;
      json?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<HttpResult> {
    this.requests += 1;
    const headers: Record<string, string> = { ...options.headers };
    if (this.authorization !== null && !('authorization' in headers)) {
      headers.authorization = this.authorization;
    }
    let body = options.body;
    if (options.json !== undefined && body === undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.url(pathOrUrl, options.query), { method, headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      json = undefined;
    }
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    return { status: response.status, headers: response.headers, mediaType, text, json };
  }

  get(pathOrUrl: string, query?: Query): Promise<HttpResult> {
    return this.request('GET', pathOrUrl, { query });
  }

  async list(pathOrUrl: string, query?: Query): Promise<ListDocument> {
    return asList(await this.get(pathOrUrl, query), this.url(pathOrUrl, query));
  }

  async single(pathOrUrl: string, query?: Query): Promise<SingleDocument> {
    return asSingle(await this.get(pathOrUrl, query), this.url(pathOrUrl, query));
  }

  /**
   * Every record of a list, following links.next from the first page (per_page 100).
   * Returns the pages too, so callers can check what each page said.
   */
  async walk(
    path: string,
    query: readonly (readonly [string, string])[] = [],
    options: { maxPages?: number } = {},
  ): Promise<{ records: Resource[]; pages: ListDocument[]; included: Resource[] }> {
    const pages: ListDocument[] = [];
    let next: string | undefined = this.url(path, [...query, ['per_page', '100']]);
    const maxPages = options.maxPages ?? 1000;
    while (next !== undefined) {
      if (pages.length >= maxPages) throw new Error(`${path}: more than ${maxPages} pages`);
      const page = await this.list(next);
      pages.push(page);
      next = page.links.next;
    }
    return {
      records: pages.flatMap((p) => p.data),
      included: pages.flatMap((p) => p.included),
      pages,
    };
  }
}

/** Percent-encodes every character; a lone surrogate goes out as its (invalid) WTF-8 bytes. */
export function encodeLoosely(text: string): string {
  return text.replace(/[\s\S]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      const u = c.charCodeAt(0);
      return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
  });
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 8 });

/**
 * A request whose path and query go out byte for byte as given (fetch would normalize `..`,
 * backslashes and percent-escapes). Characters Node refuses in a request line (controls, spaces,
 * anything beyond Latin-1) are percent-encoded; everything else is left alone.
 */
export function rawRequest(
  origin: string,
  method: string,
  rawPath: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<HttpResult> {
  const { hostname, port } = new URL(origin);
  const path = rawPath.replace(/[^\u0021-\u007e]/gu, (c) => encodeLoosely(c));
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, method, path, headers: options.headers, agent: keepAlive },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text === '' ? undefined : (JSON.parse(text) as unknown);
          } catch {
            json = undefined;
          }
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          const mediaType = (headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
          resolve({ status: response.statusCode ?? 0, headers, mediaType, text, json });
        });
      },
    );
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

/** Closes the kept-alive sockets of rawRequest (call in afterAll). */
export function closeRawConnections(): void {
  keepAlive.destroy();
}
