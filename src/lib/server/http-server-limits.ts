/**
 * Limits on how long a client may take, shared by the proxy and the sandbox (Node servers only):
 * a client that opens a request and then sends nothing, or promises a body it never finishes,
 * is answered 408 and disconnected instead of holding a connection for as long as it likes.
 *
 * - requestSeconds: the whole request (headers and body) must arrive within this;
 * - headersSeconds: the headers alone, within this;
 * - keepAliveSeconds: an idle keep-alive connection is closed after this.
 * Waiting for our own answer (the rate budget, the upstream) is not limited here.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

export interface HttpServerLimits {
  requestSeconds: number;
  headersSeconds: number;
  keepAliveSeconds: number;
}

export const defaultHttpServerLimits: HttpServerLimits = {
  requestSeconds: 30,
  headersSeconds: 10,
  keepAliveSeconds: 72,
};

/** Fastify server options that apply the limits; `maxHeaderSize` is Node's parser limit. */
export function fastifyLimitOptions(limits: HttpServerLimits, maxHeaderSize?: number) {
  const requestMs = Math.round(limits.requestSeconds * 1000);
  const headersMs = Math.min(Math.round(limits.headersSeconds * 1000), requestMs);
  return {
    requestTimeout: requestMs,
    keepAliveTimeout: Math.round(limits.keepAliveSeconds * 1000),
    http: {
      ...(maxHeaderSize === undefined ? {} : { maxHeaderSize }),
      // A request without Host is answered by the server's own check, in the API's error shape.
      requireHostHeader: false,
      requestTimeout: requestMs,
      headersTimeout: headersMs,
      // Node checks the two timeouts above on this interval (30 s by default).
      connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(headersMs / 4))),
    },
  };
}

export interface ClientErrorAnswer {
  status: number;
  code: string;
  detail: string;
}

/** Error codes that mean the client closed or reset the connection mid-request. */
const clientGoneCodes = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'HPE_INVALID_EOF_STATE',
]);

/** True when an error only says that the client went away (nothing to answer, not our fault). */
export function isClientGone(error: { code?: string; message?: string }): boolean {
  return clientGoneCodes.has(error.code ?? '') || error.message === 'aborted';
}

/** What a request Node could not read gets; undefined when the client is gone. */
export function clientErrorAnswer(error: { code?: string }): ClientErrorAnswer | undefined {
  if (isClientGone(error)) return undefined;
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        code: 'request_timeout',
        detail: 'The request was not sent in time.',
      };
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'header_fields_too_large',
        detail: 'The request line and header fields are too large.',
      };
    case 'HPE_INVALID_METHOD':
      // RFC 9110 §15.6.2: 501 for a method the server does not recognize for any resource.
      return {
        status: 501,
        code: 'not_implemented',
        detail: 'The request method is not one this server knows.',
      };
    default:
      return { status: 400, code: 'bad_request', detail: 'The request could not be read.' };
  }
}

/**
 * Answers on the raw socket in the API's error shape (Fastify's clientErrorHandler), then closes
 * it; `extraHeaders` are added (the sandbox's rate headers).
 */
export function writeClientError(
  error: { code?: string },
  socket: Socket,
  extraHeaders: Readonly<Record<string, string>> = {},
): ClientErrorAnswer | undefined {
  const answer = socket.destroyed ? undefined : clientErrorAnswer(error);
  // As Node does: never write into a response already begun on this (kept-alive) connection.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (answer !== undefined && socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({
      errors: [
        {
          status: String(answer.status),
          code: answer.code,
          title: STATUS_CODES[answer.status] ?? 'Error',
          detail: answer.detail,
        },
      ],
    });
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      Connection: 'close',
      ...extraHeaders,
    };
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'Error'}\r\n` +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        `\r\n${body}`,
    );
  }
  socket.destroy();
  return answer;
}
