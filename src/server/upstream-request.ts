/**
 * The proxy's HTTP client for the upstream API: undici's connection pools (one per upstream
 * origin, idle connections closed after `idleSocketMs`, before a server's usual 5 s), answering
 * once the headers arrive with the body as a stream, so a body the proxy does not rewrite is
 * piped to the browser as it comes. A gzip body is inflated on the way. undici rather than
 * node:http: a proxied GET costs its client about a third less CPU (D107).
 *
 * A GET or HEAD whose connection fails before any answer (a kept-alive connection the server
 * closed as it was picked) is sent once more; other methods are never sent twice.
 */
import { EventEmitter } from 'node:events';
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Pool } from 'undici';
import type { Dispatcher } from 'undici';

export interface UpstreamRequest {
  method: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The whole exchange, body included, must end within this; then a TimeoutError. */
  timeoutMs: number;
}

/** The answer's headers the caller asked for (`headerNames`), read by name in any case. */
export interface UpstreamHeaders {
  get(name: string): string | null;
}

export interface UpstreamResponse {
  status: number;
  headers: UpstreamHeaders;
  /** The body, inflated; read it or `discard` it. */
  body: Readable;
}

export interface UpstreamClientOptions {
  /** Header names (any case) the caller reads from answers. */
  headerNames: readonly string[];
  /** Idle connections are closed after this; default 4 s. */
  idleSocketMs?: number;
}

export interface UpstreamClient {
  /** `origin` is scheme://host[:port]; `path` starts with '/' and may carry a query. */
  send(origin: string, path: string, request: UpstreamRequest): Promise<UpstreamResponse>;
  /** Closes every pooled connection. */
  close(): Promise<void>;
}

const timeoutError = () => {
  const error = new Error('The upstream call timed out');
  error.name = 'TimeoutError';
  return error;
};

/** A connection that closed or broke before the answer (undici's codes, and the socket's own). */
const retryableCodes = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** Reads the rest of a body and drops it, so its connection can be used again. */
export function discard(response: UpstreamResponse): void {
  response.body.resume();
}

/** The whole body as UTF-8 text. */
export function readText(response: UpstreamResponse): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.body.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.body.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.body.once('error', reject);
  });
}

/** The headers asked for, lowercased; several values of one name joined with ", ". */
class PickedHeaders implements UpstreamHeaders {
  constructor(private readonly values: ReadonlyMap<string, string>) {}

  get(name: string): string | null {
    return this.values.get(name.toLowerCase()) ?? null;
  }
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const idleSocketMs = options.idleSocketMs ?? 4_000;
  const pools = new Map<string, Pool>();
  const poolFor = (origin: string): Pool => {
    let pool = pools.get(origin);
    if (!pool) {
      // A server's Keep-Alive hint may shorten the idle time, never lengthen it.
      pool = new Pool(origin, {
        keepAliveTimeout: idleSocketMs,
        keepAliveMaxTimeout: idleSocketMs,
      });
      pools.set(origin, pool);
    }
    return pool;
  };
  const names = options.headerNames.map((name) => name.toLowerCase());

  const pick = (headers: Record<string, string | string[] | undefined>, gzip: boolean) => {
    const values = new Map<string, string>();
    for (const name of names) {
      const value = headers[name];
      if (typeof value === 'string') values.set(name, value);
      else if (Array.isArray(value)) values.set(name, value.join(', '));
    }
    // The length sent was the compressed one.
    if (gzip) values.delete('content-length');
    return new PickedHeaders(values);
  };

  /**
   * One attempt. The deadline aborts it through an EventEmitter rather than an AbortSignal: an
   * AbortController per request cost more CPU than the rest of the client.
   */
  const once = async (
    origin: string,
    path: string,
    request: UpstreamRequest,
    deadline: number,
  ): Promise<UpstreamResponse> => {
    const abort = Object.assign(new EventEmitter(), { reason: undefined as Error | undefined });
    const timer = setTimeout(() => {
      abort.reason = timeoutError();
      abort.emit('abort');
    }, deadline - Date.now());
    let answer;
    try {
      answer = await poolFor(origin).request({
        path,
        method: request.method as Dispatcher.HttpMethod,
        headers: request.headers,
        body: request.body,
        signal: abort,
      });
    } catch (error) {
      clearTimeout(timer);
      throw error;
    }
    const { statusCode, headers, body: raw } = answer;
    raw.once('close', () => clearTimeout(timer));
    const gzip = /^\s*(x-)?gzip\s*$/i.test(String(headers['content-encoding'] ?? ''));
    const body = gzip ? pipeline(raw, createGunzip(), () => {}) : raw;
    return { status: statusCode, headers: pick(headers, gzip), body };
  };

  return {
    async send(origin, path, request) {
      const deadline = Date.now() + request.timeoutMs;
      try {
        return await once(origin, path, request, deadline);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const idempotent = request.method === 'GET' || request.method === 'HEAD';
        if (!idempotent || typeof code !== 'string' || !retryableCodes.has(code)) throw error;
        return once(origin, path, request, deadline);
      }
    },
    async close() {
      await Promise.all([...pools.values()].map((pool) => pool.destroy()));
      pools.clear();
    },
  };
}
