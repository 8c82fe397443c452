/**
 * The proxy's HTTP client for the upstream API: node:http(s) over keep-alive agents (one pool of
 * connections per upstream origin, idle ones closed after `idleSocketMs`, before a server's
 * usual 5 s), answering once the headers arrive with the body as a stream, so a body the proxy
 * does not rewrite is piped to the browser as it comes. A gzip body is inflated on the way.
 *
 * A GET or HEAD that fails on a reused connection before any answer (the server closed it as it
 * was picked) is sent once more on a new one; other methods are never sent twice.
 */
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

export interface UpstreamRequest {
  method: string;
  headers: OutgoingHttpHeaders;
  body?: Buffer;
  /** The whole exchange, body included, must end within this; then a TimeoutError. */
  timeoutMs: number;
}

export interface UpstreamResponse {
  status: number;
  /** The headers the caller asked to read (`headerNames`), as a Headers. */
  headers: Headers;
  /** The body, inflated; read it or `discard` it. */
  body: Readable;
  /** Whether the connection had carried an earlier request (for tests and metrics). */
  reusedConnection: boolean;
}

export interface UpstreamClientOptions {
  /** Header names (any case) the caller reads from answers. */
  headerNames: readonly string[];
  /** Idle connections are closed after this; default 4 s. */
  idleSocketMs?: number;
}

export interface UpstreamClient {
  send(target: URL, request: UpstreamRequest): Promise<UpstreamResponse>;
  /** Closes every pooled connection. */
  close(): void;
}

const timeoutError = () => {
  const error = new Error('The upstream call timed out');
  error.name = 'TimeoutError';
  return error;
};

const retryableCodes = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

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

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const idleSocketMs = options.idleSocketMs ?? 4_000;
  const agents = {
    http: new HttpAgent({ keepAlive: true, timeout: idleSocketMs }),
    https: new HttpsAgent({ keepAlive: true, timeout: idleSocketMs }),
  };
  const names = options.headerNames.map((name) => name.toLowerCase());

  const readHeaders = (incoming: IncomingMessage): Headers => {
    const headers = new Headers();
    for (const name of names) {
      const value = incoming.headers[name];
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    return headers;
  };

  const once = (target: URL, request: UpstreamRequest, deadline: number) =>
    new Promise<UpstreamResponse | 'retry'>((resolve, reject) => {
      const https = target.protocol === 'https:';
      const call = (https ? httpsRequest : httpRequest)(target, {
        method: request.method,
        headers: {
          ...request.headers,
          ...(request.body ? { 'content-length': String(request.body.length) } : {}),
        },
        agent: https ? agents.https : agents.http,
      });
      const timer = setTimeout(() => call.destroy(timeoutError()), deadline - Date.now());
      let answered = false;
      call.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        if (answered) return;
        const idempotent = request.method === 'GET' || request.method === 'HEAD';
        if (call.reusedSocket && idempotent && retryableCodes.has(error.code ?? '')) {
          resolve('retry');
          return;
        }
        reject(error);
      });
      call.on('response', (incoming) => {
        answered = true;
        incoming.on('close', () => clearTimeout(timer));
        const gzip = /^\s*(x-)?gzip\s*$/i.test(incoming.headers['content-encoding'] ?? '');
        const body = gzip ? pipeline(incoming, createGunzip(), () => {}) : incoming;
        const headers = readHeaders(incoming);
        // The length sent was the compressed one.
        if (gzip) headers.delete('content-length');
        resolve({
          status: incoming.statusCode ?? 0,
          headers,
          body,
          reusedConnection: call.reusedSocket,
        });
      });
      call.end(request.body);
    });

  return {
    async send(target, request) {
      const deadline = Date.now() + request.timeoutMs;
      const first = await once(target, request, deadline);
      if (first !== 'retry') return first;
      const second = await once(target, request, deadline);
      if (second === 'retry') throw new Error('The upstream closed the connection');
      return second;
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
