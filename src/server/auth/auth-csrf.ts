/**
 * CSRF rule of the /auth routes that use the session (GET /auth/session, POST /auth/logout):
 * the request must carry `X-CSRF: 1` (a custom header a cross-origin page cannot send without a
 * CORS preflight, which this server never grants) and must not say `Sec-Fetch-Site: cross-site`.
 * Checked before any session lookup. The /auth/login and /auth/callback navigations are exempt:
 * they are top-level navigations, which cannot carry custom headers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const csrfHeaderName = 'x-csrf';
export const csrfHeaderValue = '1';

/** Why the request is refused, or undefined when it passes. */
export function csrfRejection(request: FastifyRequest): string | undefined {
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return 'Cross-site requests are refused.';
  }
  if (request.headers[csrfHeaderName] !== csrfHeaderValue) {
    return 'Send the header X-CSRF: 1 with this request.';
  }
  return undefined;
}

export function sendCsrfError(reply: FastifyReply, detail: string): FastifyReply {
  return reply
    .code(403)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ errors: [{ status: '403', code: 'csrf', title: 'Forbidden', detail }] });
}

/** Answers 403 and returns true when the request fails the CSRF rule. */
export function rejectCsrf(request: FastifyRequest, reply: FastifyReply): boolean {
  const detail = csrfRejection(request);
  if (detail === undefined) return false;
  void sendCsrfError(reply, detail);
  return true;
}
