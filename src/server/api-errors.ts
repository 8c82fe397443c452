/**
 * The proxy's own error answers, in the API's shape (`{ errors: [...] }`, application/json), so
 * the client reads them like the service's.
 */
import type { FastifyReply } from 'fastify';

export interface ProxyErrorObject {
  status: string;
  code: string;
  title: string;
  detail: string;
}

export interface ProxyErrorBody {
  errors: ProxyErrorObject[];
  meta?: Record<string, unknown>;
}

const titles: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function errorBody(
  status: number,
  code: string,
  detail: string,
  meta?: Record<string, unknown>,
): ProxyErrorBody {
  return {
    errors: [{ status: String(status), code, title: titles[status] ?? 'Error', detail }],
    ...(meta ? { meta } : {}),
  };
}

/** Sends an error answer; never cached. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  meta?: Record<string, unknown>,
): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errorBody(status, code, detail, meta));
}
