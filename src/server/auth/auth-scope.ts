import type { FastifyInstance } from 'fastify';

/**
 * Registers /auth routes in their own encapsulated scope: every answer gets
 * `Cache-Control: no-store`, and request bodies (no /auth route reads one) are drained and ignored,
 * so a client that sends `Content-Type: application/json` with an empty body is not refused.
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
    routes(scope);
  });
}
