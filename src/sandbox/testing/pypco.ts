/**
 * pypco's request patterns (billdeitrick/pypco `pypco/pco.py`), written in TypeScript for tests
 * that talk to the sandbox as that Python client does: its URL handling and headers
 * (`_do_url_managed_request`, `_do_request`), `get` with query parameters, `iterate` (the
 * offset/per_page walk until `links` has no `next`), `post` / `patch` with `template()` payloads,
 * `delete`, and errors raised from `raise_for_status`. A payload goes as `requests` sends
 * `json=`: Python's `json.dumps` text (`pythonJsonDumps`), `Content-Type: application/json`.
 */

export interface Identifier {
  type: string;
  id: string;
}
export interface Resource extends Identifier {
  attributes: Record<string, unknown>;
  relationships: Record<string, { data: Identifier | Identifier[] | null; links?: unknown }>;
  links?: Record<string, string | null>;
}
export interface ListBody {
  links: { self: string; next?: string; prev?: string };
  data: Resource[];
  included: Resource[];
  meta: { total_count: number; count: number };
}

/** The sandbox's own credentials, as a personal access token's Basic header. */
export const sandboxAuthorization = `Basic ${Buffer.from('sandbox:sandbox-secret').toString('base64')}`;

/** pypco's PCORequestException: the status and body of an answer `raise_for_status` refused. */
export class PCORequestException extends Error {
  constructor(
    readonly statusCode: number,
    readonly responseBody: string,
  ) {
    super(`HTTP ${statusCode}: ${responseBody.slice(0, 200)}`);
  }
}

export interface PcoResponse {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * Python's `json.dumps(value)` with its defaults, as `requests` encodes `json=` (requests
 * `models.py`: `complexjson.dumps(json, allow_nan=False)`): `", "` and `": "` between items,
 * every character past ASCII as a `\uXXXX` escape (`ensure_ascii`), keys in insertion order.
 */
export function pythonJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    return JSON.stringify(value).replace(
      /[\u007f-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new Error('Out of range float values are not JSON compliant');
    return JSON.stringify(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `[${value.map(pythonJsonDumps).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${pythonJsonDumps(k)}: ${pythonJsonDumps(v)}`).join(', ')}}`;
}

export class PCO {
  requests: string[] = [];
  /** The bodies sent, as bytes on the wire, in order. */
  bodies: string[] = [];

  constructor(
    readonly apiBase: string,
    readonly extraHeaders: Record<string, string> = {},
    readonly authorization = sandboxAuthorization,
  ) {}

  /**
   * `_do_url_managed_request` + `_do_request` + `request_response`: the base is prefixed unless
   * present, doubled slashes collapsed; `User-Agent: pypco` and the Authorization header besides
   * `requests`' own (Accept of any type, `Accept-Encoding: gzip, deflate`); `params` go into the
   * query string as `requests` encodes them (`[` as %5B, `,` as %2C); a payload goes as JSON
   * (`json=`: Content-Type application/json); an HTTP error raises.
   */
  async requestResponse(
    method: string,
    url: string,
    payload?: unknown,
    params: Record<string, string> = {},
  ): Promise<PcoResponse> {
    let full = url.startsWith(this.apiBase) ? url : `${this.apiBase}${url}`;
    full = full.replace(/(?<!:)\/{2,}/g, '/');
    const query = new URLSearchParams(params).toString();
    if (query !== '') full = `${full}${full.includes('?') ? '&' : '?'}${query}`;
    const headers: Record<string, string> = {
      'User-Agent': 'pypco',
      'Accept-Encoding': 'gzip, deflate',
      Accept: '*/*',
      Authorization: this.authorization,
      ...this.extraHeaders,
    };
    const body = payload === undefined ? undefined : pythonJsonDumps(payload);
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      this.bodies.push(body);
    }
    this.requests.push(`${method} ${full.slice(this.apiBase.length)}`);
    const response = await fetch(full, { method, headers, body });
    const text = await response.text();
    if (response.status >= 400) throw new PCORequestException(response.status, text);
    return { status: response.status, headers: response.headers, text };
  }

  async requestJson(
    method: string,
    url: string,
    payload?: unknown,
    params: Record<string, string> = {},
  ): Promise<unknown> {
    return JSON.parse((await this.requestResponse(method, url, payload, params)).text) as unknown;
  }

  get(url: string, params: Record<string, string> = {}): Promise<unknown> {
    return this.requestJson('GET', url, undefined, params);
  }

  post(url: string, payload: unknown): Promise<unknown> {
    return this.requestJson('POST', url, payload);
  }

  patch(url: string, payload: unknown): Promise<unknown> {
    return this.requestJson('PATCH', url, payload);
  }

  /** `delete` returns the response itself: a 204 has no payload. */
  delete(url: string): Promise<PcoResponse> {
    return this.requestResponse('DELETE', url);
  }

  /**
   * `iterate`: GET `url` with offset and per_page (then the other params), yield each record
   * with the included records its relationships name, add per_page to the offset, and stop when
   * the answer's links have no `next`.
   */
  async *iterate(
    url: string,
    offset = 0,
    perPage = 25,
    params: Record<string, string> = {},
  ): AsyncGenerator<{ data: Resource; included: Resource[]; page: ListBody; asked: string }> {
    for (;;) {
      const asked = { offset: String(offset), per_page: String(perPage), ...params };
      const response = (await this.get(url, asked)) as ListBody;
      const askedPath = this.requests.at(-1) ?? '';
      for (const cur of response.data) {
        const included: Resource[] = [];
        for (const key of Object.keys(cur.relationships)) {
          const relationships = cur.relationships[key]?.data;
          if (relationships === null || relationships === undefined) continue;
          for (const relationship of [relationships].flat()) {
            for (const include of response.included) {
              if (include.type === relationship.type && include.id === relationship.id) {
                included.push(include);
              }
            }
          }
        }
        yield { data: cur, included, page: response, asked: askedPath };
      }
      offset += perPage;
      if (!('next' in response.links)) break;
    }
  }

  /** `template`: the payload to create (or update) an object. */
  static template(objectType: string, attributes?: Record<string, unknown>) {
    return { data: { type: objectType, attributes: attributes ?? {} } };
  }
}
