/**
 * The shared store (Redis) could not be reached or did not answer in time. Every /api and /auth
 * answer turns it into a 503 with Retry-After; nothing is written half-way, so the request can
 * simply be repeated once the store is back.
 */
import type { FastifyReply } from 'fastify';
import { sendError } from './api-errors';
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `The session store (Redis) is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'StoreUnavailableError';
  }
}

/** What the browser is told; it names the problem without naming the infrastructure's address. */
export const storeUnavailableDetail =
  'The proxy cannot reach its session store right now. You are still signed in and nothing was ' +
  'lost; try again in a few seconds.';

const retryAfterSeconds = 5;

/** 503 `store_unavailable` with Retry-After, in the API's error shape. */
export function sendStoreUnavailable(reply: FastifyReply): FastifyReply {
  reply.header('Retry-After', String(retryAfterSeconds));
  return sendError(reply, 503, 'store_unavailable', storeUnavailableDetail);
}
