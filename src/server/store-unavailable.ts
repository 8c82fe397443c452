/**
 * The shared store (Redis) could not be reached or did not answer in time. Every /api and /auth
 * answer turns it into a 503 with Retry-After; nothing is written half-way, so the request can
 * simply be repeated once the store is back.
 */
import type { FastifyReply } from 'fastify';
import { sendError } from './api-errors';
import { serverWords } from './server-words';
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `The session store (Redis) is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'StoreUnavailableError';
  }
}

const retryAfterSeconds = 5;

/**
 * 503 `store_unavailable` with Retry-After, in the API's error shape. Its detail, which the
 * dashboard shows, names the problem without naming the infrastructure's address, in the
 * request's language.
 */
export function sendStoreUnavailable(reply: FastifyReply): FastifyReply {
  reply.header('Retry-After', String(retryAfterSeconds));
  const { t } = serverWords(reply.request);
  return sendError(reply, 503, 'store_unavailable', t('server.error.storeUnavailable'));
}
