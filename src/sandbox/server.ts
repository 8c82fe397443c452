import { METHODS } from 'node:http';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { apps } from '../api/catalog/catalog';
import { createHash } from 'node:crypto';
import { processedAsVersion, toCatalogPath } from '../api/catalog/dialects';
import type { Dialect } from '../api/catalog/dialects';
import type { AppName, AppSpec } from '../api/catalog/schema';
import { isCalendarDate } from '../api/catalog/wire-dates';
import { handleApiRequest, isRead } from './api-handler';
import { authenticateRequest } from './auth/authenticate';
import { ensureCredentials } from './auth/credentials';
import { registerOAuthRoutes } from './auth/oauth-routes';
import { defaultConfig, realClock } from './context';
import type { Principal, SandboxClock, SandboxConfig, SandboxContext } from './context';
import { openDatabase } from './database';
import type { SandboxDatabase } from './database';
import { errorsInDialect, httpErrors, SandboxHttpError } from './errors';
import { registerFileRoutes } from './files';
import { readJsonBodiesOnly } from './json-body';
import { RateLimiter } from './rate-limiter';
import { parserHeaderLimit, sizeRefusal } from './request-limits';
import { fastifyLimitOptions, writeClientError } from '../lib/server/http-server-limits';
import { recordRouteMethods } from './route-methods';
import { openSeededMemoryDatabase } from './seed/memory-images';
import { seedDatabase } from './seed/seed';
import { registerTrackerRoutes } from './tracker-routes';
import { registerLiveRoutes } from './live/live-routes';
import { startLiveSession } from './live/live-session';
import type { LiveSession } from './live/live-session';
import type { SeedOptions, SeedScale } from './seed/seed';

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
  /**
   * A session running now, with people checking in and out as the clock moves (live/, D144);
   * `tickMs: false` leaves moving it to the caller (`live.advance()`). Without it the database
   * stays still.
   */
  liveSession?: { tickMs?: number | false };
}

export interface Sandbox {
  app: FastifyInstance;
  ctx: SandboxContext;
  /** The live session, when asked for. */
  live?: LiveSession;
}

const jsonApiType = 'application/vnd.api+json; charset=utf-8';
const errorType = 'application/json; charset=utf-8';

function sendErrorIn(reply: FastifyReply, error: SandboxHttpError, dialect: Dialect): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .code(error.status)
    .type(errorType)
    .send({ errors: errorsInDialect(error.errors, dialect) });
}

/** A weak validator of an answer's bytes (the real service's are weak: `W/"…"`). */
function weakEtagOf(text: string): string {
  return `W/"${createHash('sha256').update(text).digest('hex').slice(0, 32)}"`;
}

/** If-None-Match holds the tag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',');
  return tags.some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Builds the sandbox (seeding a new database) without listening; tests use `app.inject` or listen. */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const seedOptions: SeedOptions = {
    scale: options.scale ?? 'small',
    seed: options.seed ?? 1,
    anchor: options.anchor,
  };
  const file = options.file ?? 'data/sandbox.db';
  const db =
    options.db ??
    (file === ':memory:' ? openSeededMemoryDatabase(seedOptions) : openDatabase({ file }));
  const base = defaultConfig();
  const dialect = options.config?.dialect ?? base.dialect;
  // A dialect brings its own default limit and strictness; explicit settings win.
  const config: SandboxConfig = {
    ...base,
    rateLimit: { ...dialect.defaultRateLimit },
    lenient: dialect.unknownQueryNames === 'ignore',
    ...options.config,
  };
  const ctx: SandboxContext = { db, clock: options.clock ?? realClock, config };
  seedDatabase(db, seedOptions);
  ensureCredentials(ctx);
  const live = options.liveSession
    ? startLiveSession(db, {
        seed: options.seed ?? 1,
        clock: ctx.clock,
        tickMs: options.liveSession.tickMs,
      })
    : undefined;
  live?.advance();

  const sendError = (reply: FastifyReply, error: SandboxHttpError) =>
    sendErrorIn(reply, error, dialect);

  const limiter = new RateLimiter(
    ctx.clock,
    config.rateLimit.limit,
    config.rateLimit.periodSeconds,
  );

  /**
   * Counts a request against its user and puts the rate headers on its answer; 429 when over.
   * `edge` marks an answer no app route gave, whose period the real service spells in words.
   */
  function count(principal: Principal, reply: FastifyReply, edge = false): void {
    const decision = limiter.hit(principal.userKey);
    const names = dialect.rateHeaders;
    const period = String(decision.periodSeconds);
    reply.header(names.count, String(decision.count));
    reply.header(names.limit, String(decision.limit));
    reply.header(
      names.period,
      edge || !decision.allowed ? dialect.edgeRatePeriodText(decision.periodSeconds) : period,
    );
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
  }

  /**
   * Answers a request no app route took (404, 405, 414, 431, a path Fastify cannot decode), with
   * the rate headers as the apps' answers have them: counted against the caller when its
   * credentials authenticate; an unauthenticated request, like a 401, is neither (D22).
   */
  function sendEdgeError(
    request: FastifyRequest,
    reply: FastifyReply,
    error: SandboxHttpError,
  ): FastifyReply {
    let principal: Principal | undefined;
    try {
      principal = authenticateRequest(ctx, request.headers.authorization);
      count(principal, reply, true);
    } catch (refused) {
      if (!(refused instanceof SandboxHttpError)) throw refused;
      if (principal) return sendError(reply, refused);
    }
    return sendError(reply, error);
  }

  const app = Fastify({
    logger: options.logger ?? false,
    // A path Fastify cannot decode (a broken percent-escape) is a 404 in the API's shape.
    frameworkErrors: (_error, request, reply) => {
      void sendEdgeError(request, reply, httpErrors.notFound());
    },
    // What Node's parser refuses, or a client too slow to send, never reaches Fastify: answered
    // on the socket in the errors shape (src/lib/server/http-server-limits.ts).
    clientErrorHandler: (error, socket) => void writeClientError(error, socket),
    ...fastifyLimitOptions(config.httpLimits, parserHeaderLimit),
    bodyLimit: 1024 * 1024,
    // Identifiers and query strings are the API's; keep them as sent.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });
  // Every method Node reads reaches a route or the not-found handler (405, not Fastify's 404).
  for (const method of METHODS) {
    if (method !== 'CONNECT' && !app.supportedMethods.includes(method)) app.addHttpMethod(method);
  }
  const methodsAt = recordRouteMethods(app);

  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 5 },
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof SandboxHttpError) return sendError(reply, error);
    const {
      statusCode: status,
      code,
      message,
    } = error as { statusCode?: number; code?: string; message?: string };
    if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(reply, httpErrors.payloadTooLarge('The request body is too large.'));
    }
    if (status === 415) {
      const type = JSON.stringify(request.headers['content-type'] ?? '');
      return sendError(
        reply,
        httpErrors.unsupportedMediaType(`The Content-Type ${type} is not a media type read here.`),
      );
    }
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
  // The sandbox's own Host and size checks, before any route's hooks.
  app.addHook('onRequest', async (request, reply) => {
    const refused = sizeRefusal(request.raw);
    if (refused) return sendEdgeError(request, reply, refused);
  });
  app.setNotFoundHandler((request, reply) => {
    const allowed = methodsAt(request.url.split('?')[0] ?? '');
    const error =
      allowed.length > 0
        ? httpErrors.methodNotAllowed(request.method, allowed)
        : httpErrors.notFound();
    return sendEdgeError(request, reply, error);
  });

  registerOAuthRoutes(app, ctx);
  registerTrackerRoutes(app, config.trackerToken);
  registerLiveRoutes(app, ctx);
  app.addHook('onClose', async () => live?.stop());

  /**
   * Authentication, the rate limit and the app's scope, in that order: every authenticated
   * request counts against its user and carries the rate headers, whatever it answers.
   */
  async function guard(request: FastifyRequest, reply: FastifyReply, scope: string | undefined) {
    const principal: Principal = authenticateRequest(ctx, request.headers.authorization);
    count(principal, reply);
    if (scope && !principal.scopes.includes(scope)) {
      throw httpErrors.forbidden(`This token does not carry the ${scope} scope.`);
    }
    return principal;
  }

  /**
   * The version a request asks for (real dialect): one earlier than the earliest supported, or
   * not a date, is refused; the answer names the version it was processed as.
   */
  function answerVersion(request: FastifyRequest, reply: FastifyReply, app: AppName): void {
    const rules = dialect.versioning;
    if (!rules) return;
    const raw = request.headers[rules.requestHeader.toLowerCase()];
    const asked = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    const latest = asked === undefined || asked.toUpperCase() === 'LATEST';
    if (!latest && (!isCalendarDate(asked) || asked < rules.earliest)) {
      throw httpErrors.unsupportedVersion(
        `${rules.requestHeader} '${asked.slice(0, 40)}' is not a supported version: use a date ` +
          `(YYYY-MM-DD) on or after ${rules.earliest}, or leave the header out for the current one.`,
      );
    }
    const processed = processedAsVersion(rules, app, latest ? undefined : asked);
    if (processed) reply.header(rules.processedAsHeader, processed);
  }

  // Runs before the body is read, so a malformed body from an unauthenticated caller is a 401.
  const principals = new WeakMap<FastifyRequest, Principal>();

  registerFileRoutes(app, ctx, (request, reply) => guard(request, reply, undefined));

  await app.register(async (api) => {
    readJsonBodiesOnly(api);
    for (const spec of Object.values(apps) as AppSpec[]) {
      const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
        principals.set(request, await guard(request, reply, spec.scope));
        answerVersion(request, reply, spec.name);
      };
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        const url = new URL(request.url, 'http://sandbox.local');
        const principal = principals.get(request);
        if (!principal) throw httpErrors.unauthorized('(TRASH_PANDA)');
        const path = toCatalogPath(dialect, url.pathname);
        if (path === undefined) throw httpErrors.notFound();
        const result = handleApiRequest(ctx, {
          method: request.method,
          path,
          rawQuery: url.search.slice(1),
          body: request.body,
          principal,
          origin: `${request.protocol}://${request.host}`,
        });
        if (result.status === 204) return reply.code(204).send();
        const text = JSON.stringify(result.body);
        const method = request.method.toUpperCase();
        if (dialect.conditionalReads && result.status === 200 && isRead(method)) {
          const etag = weakEtagOf(text);
          reply.header('ETag', etag);
          reply.header('Cache-Control', 'max-age=0, private, must-revalidate');
          if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        }
        return reply.code(result.status).type(jsonApiType).send(text);
      };
      // Every method: the handler answers HEAD as GET, and the others the path lacks with a 405.
      const method = api.supportedMethods;
      const base = dialect.appBasePaths[spec.name];
      api.route({ method, url: base, onRequest, handler });
      api.route({ method, url: `${base}/*`, onRequest, handler });
    }
  });
  return { app, ctx, ...(live ? { live } : {}) };
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
