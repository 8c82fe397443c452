import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS } from '../../api/proxy/session-contract';
import { sendStoreUnavailable, StoreUnavailableError } from '../store-unavailable';
import { serverWords } from '../server-words';
import { sendAuthErrorPage } from './auth-pages';

/**
 * Registers /auth routes in their own encapsulated scope: every answer gets
 * `Cache-Control: no-store`, and request bodies (no /auth route reads one) are drained and ignored,
 * so a client that sends `Content-Type: application/json` with an empty body is not refused.
 * When the shared store (Redis) is unavailable, navigations get a 503 page and the JSON
 * endpoints a 503 error.
 */
export function registerAuthScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { bodyLimit: 16 * 1024 }, (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
      payload.on('error', (error) => done(error, undefined));
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });
    scope.setErrorHandler((error, request, reply) => {
      if (!(error instanceof StoreUnavailableError)) throw error;
      request.log.warn({ err: error.message }, 'store unavailable');
      if (request.method === 'GET' && request.url.startsWith(AUTH_PATHS.callback)) {
        reply.header('Retry-After', '5');
        const { t } = serverWords(request);
        return sendAuthErrorPage(reply, 503, {
          title: t('server.signIn.storeDown'),
          message: t('server.signIn.storeDownWhy'),
          signInHref: AUTH_PATHS.login,
        });
      }
      return sendStoreUnavailable(reply);
    });
    routes(scope);
  });
}
