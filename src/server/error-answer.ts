/**
 * What the proxy answers when a handler throws: never Fastify's default page. The session store
 * being down is a 503 the client can wait out; a request Fastify could not read is a 4xx; anything
 * else is logged and answered as the proxy's own 500, in the API's error shape.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { isClientGone } from '../lib/server/http-server-limits';
import { sendError } from './api-errors';
import { serverWords } from './server-words';
import { sendStoreUnavailable, StoreUnavailableError } from './store-unavailable';

export function answerThrownError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof StoreUnavailableError) {
    request.log.warn({ err: error.message }, 'store unavailable');
    return sendStoreUnavailable(reply);
  }
  if (isClientGone(error) || request.raw.destroyed) {
    request.log.info({ code: (error as { code?: string }).code }, 'client went away');
    return sendError(reply, 400, 'client_gone', 'The request was aborted by the client.');
  }
  // Nobody reads the answer to a client that went away; a person may read these.
  const { t } = serverWords(request);
  const { statusCode, code } = error as { statusCode?: number; code?: string };
  if (statusCode === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendError(reply, 413, 'payload_too_large', t('server.error.tooLarge'));
  }
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return sendError(reply, statusCode, 'bad_request', t('server.error.unreadable'));
  }
  request.log.error({ err: error }, 'proxy error');
  return sendError(reply, 500, 'internal_error', t('server.error.failed'));
}
