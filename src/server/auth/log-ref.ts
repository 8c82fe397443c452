import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** What the auth side logs through: Fastify's (pino) logger or anything with the same shape. */
export type AuthLogger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export const silentLogger: AuthLogger = { info: () => undefined, warn: () => undefined };

/**
 * A session id is a bearer credential and never goes into a log line; this short SHA-256 prefix
 * lets log lines of one session be correlated.
 */
export function sessionRef(sessionId: string): string {
  return createHash('sha256').update(sessionId, 'utf8').digest('hex').slice(0, 12);
}
