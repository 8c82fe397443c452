import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { apps } from '../api/catalog/catalog';
import { rateHeaderNames } from '../api/rate-pacer';
import { handleApiRequest } from './api-handler';
import { authenticateRequest } from './auth/authenticate';
import { ensureCredentials } from './auth/credentials';
import { registerOAuthRoutes } from './auth/oauth-routes';
import { defaultConfig, realClock } from './context';
import type { Principal, SandboxClock, SandboxConfig, SandboxContext } from './context';
import { openDatabase } from './database';
import type { SandboxDatabase } from './database';
import { httpErrors, SandboxHttpError } from './errors';
import { registerFileRoutes } from './files';
import { RateLimiter } from './rate-limiter';
import { seedDatabase } from './seed/seed';
import { registerTrackerRoutes } from './tracker-routes';
import type { SeedScale } from './seed/seed';

export interface SandboxOptions {
  /** An open database, or a file to open (':memory:' for tests). Default ./data/sandbox.db. */
  db?: SandboxDatabase;
  file?: string;
  scale?: SeedScale;
  seed?: number;
  /** The day the seeded data ends on; default the fixed anchor of the seed. */
  anchor?: Date;
  clock?: SandboxClock;
  config?: Partial<SandboxConfig>;
  logger?: boolean;
}

export interface Sandbox {
  app: FastifyInstance;
  ctx: SandboxContext;
}

const jsonApiType = 'application/vnd.api+json; charset=utf-8';
const errorType = 'application/json; charset=utf-8';

function sendError(reply: FastifyReply, error: SandboxHttpError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.status).type(errorType).send({ errors: error.errors });
}

/** Builds the sandbox (seeding a new database) without listening; tests use `app.inject` or listen. */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const db = options.db ?? openDatabase({ file: options.file ?? 'data/sandbox.db' });
  const base = defaultConfig();
  const config: SandboxConfig = { ...base, ...options.config };
  const ctx: SandboxContext = { db, clock: options.clock ?? realClock, config };
  seedDatabase(db, {
    scale: options.scale ?? 'small',
    seed: options.seed ?? 1,
    anchor: options.anchor,
  });
  ensureCredentials(ctx);

  const limiter = new RateLimiter(
    ctx.clock,
    config.rateLimit.limit,
    config.rateLimit.periodSeconds,
  );
  const app = Fastify({
    logger: options.logger ?? false,
    // A path Fastify cannot decode (a broken percent-escape) is a 404 in the API's shape.
    frameworkErrors: (_error, _request, reply) => {
      void sendError(reply, httpErrors.notFound());
    },
    bodyLimit: 1024 * 1024,
    // Identifiers and query strings are the API's; keep them as sent.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });

  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 5 },
  });
  app.addContentTypeParser(
    ['application/vnd.api+json'],
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, body === '' ? undefined : (JSON.parse(body as string) as unknown));
      } catch {
        done(httpErrors.invalidPayload('The request body is not valid JSON.'), undefined);
      }
    },
  );

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof SandboxHttpError) return sendError(reply, error);
    const {
      statusCode: status,
      code,
      message,
    } = error as { statusCode?: number; code?: string; message?: string };
    if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(reply, httpErrors.payloadTooLarge('The request body is too large.'));
    }
    if (status === 415)
      return sendError(reply, httpErrors.unsupportedMediaType(message ?? 'Unsupported media type'));
    if (status !== undefined && status >= 400 && status < 500) {
      return sendError(
        reply,
        httpErrors.invalidPayload(message ?? 'The request could not be read.'),
      );
    }
    reply.log.error(error);
    return sendError(
      reply,
      new SandboxHttpError(500, [
        {
          status: '500',
          title: 'Internal Server Error',
          detail: 'An internal server error occurred.',
        },
      ]),
    );
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, httpErrors.notFound()));

  registerOAuthRoutes(app, ctx);
  registerTrackerRoutes(app, config.trackerToken);

  /**
   * Authentication, the rate limit and the app's scope, in that order: every authenticated
   * request counts against its user and carries the rate headers, whatever it answers.
   */
  async function guard(request: FastifyRequest, reply: FastifyReply, scope: string | undefined) {
    const principal: Principal = authenticateRequest(ctx, request.headers.authorization);
    const decision = limiter.hit(principal.userKey);
    reply.header(rateHeaderNames.count, String(decision.count));
    reply.header(rateHeaderNames.limit, String(decision.limit));
    reply.header(rateHeaderNames.period, String(decision.periodSeconds));
    if (!decision.allowed) {
      throw new SandboxHttpError(
        429,
        [
          {
            status: '429',
            code: '429',
            title: 'Too Many Requests',
            detail: `Rate limit exceeded: ${decision.count} of ${decision.limit} requests per ${decision.periodSeconds} seconds`,
          },
        ],
        { 'Retry-After': String(decision.retryAfterSeconds) },
      );
    }
    if (scope && !principal.scopes.includes(scope)) {
      throw httpErrors.forbidden(`This token does not carry the ${scope} scope.`);
    }
    return principal;
  }

  // Runs before the body is read, so a malformed body from an unauthenticated caller is a 401.
  const principals = new WeakMap<FastifyRequest, Principal>();

  registerFileRoutes(app, ctx, (request, reply) => guard(request, reply, undefined));

  for (const spec of Object.values(apps)) {
    const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
      principals.set(request, await guard(request, reply, spec.scope));
    };
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, 'http://sandbox.local');
      const principal = principals.get(request);
      if (!principal) throw httpErrors.unauthorized('(TRASH_PANDA)');
      const result = handleApiRequest(ctx, {
        method: request.method,
        path: url.pathname,
        rawQuery: url.search.slice(1),
        body: request.body,
        principal,
        origin: `${request.protocol}://${request.host}`,
      });
      if (result.status === 204) return reply.code(204).send();
      return reply.code(result.status).type(jsonApiType).send(result.body);
    };
    const methods = ['GET', 'POST', 'PATCH', 'DELETE', 'PUT'];
    app.route({ method: methods, url: spec.basePath, onRequest, handler });
    app.route({ method: methods, url: `${spec.basePath}/*`, onRequest, handler });
  }
  return { app, ctx };
}

export interface StartOptions extends SandboxOptions {
  port?: number;
  host?: string;
}

/** Starts the sandbox listening; resolves with its base URL and a close function. */
export async function startSandbox(
  options: StartOptions = {},
): Promise<Sandbox & { url: string; close: () => Promise<void> }> {
  const sandbox = await createSandbox(options);
  const address = await sandbox.app.listen({
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
  });
  return {
    ...sandbox,
    url: address,
    close: async () => {
      await sandbox.app.close();
      sandbox.ctx.db.close();
    },
  };
}
