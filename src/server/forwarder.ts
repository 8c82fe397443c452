/**
 * Forwards the SPA's API calls to the upstream service.
 *
 * Per request, in this order (the first three before the body is read):
 * 1. the CSRF guard (csrf.ts);
 * 2. the route table (route-table.ts): unknown paths 404, known paths with another method 405;
 * 3. the session: `auth.authorize` (401 with a re-login hint when there is none);
 * 4. the user's rate budget (rate-budget.ts: in this process, or in Redis shared by every
 *    instance), shared by all of that user's sessions (tabs, kiosks), waiting at most
 *    UPSTREAM_MAX_WAIT_SECONDS (then 429 + Retry-After);
 * 5. the upstream call: fixed origin + matched path, headers rebuilt from an allow-list,
 *    redirects never followed (3xx other than 304 → 502); an upstream 401 refreshes once and
 *    retries, an upstream 429 blocks the user's pacer and retries within the bounded wait;
 * 6. the answer: status and body, headers from an allow-list, `Cache-Control: no-store`, and the
 *    upstream's absolute URLs in JSON rewritten to go through the proxy.
 * The SPA always speaks the spec's dialect to `/api` (catalog paths, the spec's rate header
 * names): the upstream's dialect (API_DIALECT) is translated here, in paths going out and in
 * URLs and rate headers coming back. Bodies are otherwise passed on as the upstream wrote them
 * (the client reads both error shapes).
 * When the shared store (Redis) is unavailable, the answer is 503 `store_unavailable`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { specDialect, toCatalogPath, toWirePath } from '../api/catalog/dialects';
import type { Dialect } from '../api/catalog/dialects';
import { readRateHeaders, readRetryAfterSeconds } from '../api/rate-pacer';
import { sendError } from './api-errors';
import { checkCsrf, jsonMediaTypes, mediaTypeOf } from './csrf';
import { LocalRateBudgets } from './local-rate-budget';
import type { RateBudgets } from './rate-budget';
import { matchRoute } from './route-table';
import type { RouteEntry } from './route-table';
import type { UpstreamAuth, UpstreamAuthorization } from './session';
import { answerThrownError } from './error-answer';
import { StoreUnavailableError } from './store-unavailable';

export const jsonBodyLimit = 1024 * 1024;
/** The upload's file may be 10 MB; the multipart envelope around it gets 64 KB. */
export const uploadBodyLimit = 10 * 1024 * 1024 + 64 * 1024;
const defaultUpstreamTimeoutMs = 30_000;

export interface ForwarderOptions {
  /** Upstream API base (scheme://host[:port][/prefix], no trailing slash). */
  apiBaseUrl: string;
  /** Where uploads (POST /v2/files) go; default apiBaseUrl (the real service has its own host). */
  uploadBaseUrl?: string;
  /** How the upstream spells paths and rate headers; default the spec's. */
  dialect?: Dialect;
  /** Sent as the dialect's version header, when it has one. */
  apiVersion?: string;
  publicOrigin: string;
  upstreamMaxWaitSeconds: number;
  auth: UpstreamAuth;
  /** Default: in this process. */
  rateBudgets?: RateBudgets;
  /** For tests; default the global fetch. */
  fetch?: typeof fetch;
  upstreamTimeoutMs?: number;
}

type Authorized = Extract<UpstreamAuthorization, { ok: true }>;

interface ApiRequestContext {
  route: RouteEntry;
  upstreamPath: string;
  authorization: Authorized;
}

/**
 * Response headers passed back from upstream (besides Cache-Control, which is always no-store,
 * and the rate headers, which are renamed to the spec's).
 */
const passedResponseHeaders = ['content-type', 'retry-after', 'etag'];

/** Raster images a browser shows inline; any other download is an opaque attachment. */
const inlineImageTypes = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

/**
 * Rewrites the upstream's absolute URLs in a JSON value: `${apiBaseUrl}/v2/files/...` (download
 * URLs, e.g. avatars) becomes `/api/files/...`; any other `${apiBaseUrl}/...` becomes
 * `${publicOrigin}/api/...`. Only whole strings that start with the base exactly (followed by
 * '/', '?' or the end) are touched.
 */
export function rewriteUpstreamUrls(
  value: unknown,
  apiBaseUrl: string,
  publicOrigin: string,
  dialect: Dialect = specDialect,
): unknown {
  if (typeof value === 'string') {
    if (!value.startsWith(apiBaseUrl)) return value;
    const rest = value.slice(apiBaseUrl.length);
    if (rest !== '' && !rest.startsWith('/') && !rest.startsWith('?')) return value;
    if (rest.startsWith('/v2/files/')) return `/api/files/${rest.slice('/v2/files/'.length)}`;
    return `${publicOrigin}/api${toCatalogPath(dialect, rest) ?? rest}`;
  }
  if (Array.isArray(value))
    return value.map((v) => rewriteUpstreamUrls(v, apiBaseUrl, publicOrigin, dialect));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      out[key] = rewriteUpstreamUrls(v, apiBaseUrl, publicOrigin, dialect);
    }
    return out;
  }
  return value;
}

/** The API path of a raw request URL (after `/api`), with `/api/files…` meaning `/v2/files…`. */
export function apiPathOf(rawUrl: string): string | undefined {
  if (rawUrl !== '/api' && !rawUrl.startsWith('/api/') && !rawUrl.startsWith('/api?')) {
    return undefined;
  }
  const rest = rawUrl.slice('/api'.length);
  if (rest === '/files' || rest.startsWith('/files/') || rest.startsWith('/files?')) {
    return `/v2${rest}`;
  }
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

/** A same-origin page path to come back to after signing in again, from the Referer. */
function returnPathOf(referer: string | undefined, publicOrigin: string): string {
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    const path = `${url.pathname}${url.search}`;
    if (url.origin !== publicOrigin || !path.startsWith('/') || /^\/[/\\]/.test(path)) return '/';
    if (path.startsWith('/api') || path.startsWith('/auth')) return '/';
    return path;
  } catch {
    return '/';
  }
}

export function registerForwarder(app: FastifyInstance, options: ForwarderOptions): void {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? defaultUpstreamTimeoutMs;
  const maxWaitMs = options.upstreamMaxWaitSeconds * 1000;
  const apiBase = new URL(options.apiBaseUrl);
  const uploadBase = new URL(options.uploadBaseUrl ?? options.apiBaseUrl);
  /** The fixed origin and path prefix of each kind of upstream call. */
  const upstreamOf = (kind: RouteEntry['kind']) => {
    const base = kind === 'upload' ? uploadBase : apiBase;
    return { origin: base.origin, prefix: base.pathname.replace(/\/+$/, '') };
  };
  const { auth, publicOrigin, apiBaseUrl } = options;
  const dialect = options.dialect ?? specDialect;
  const versionHeader = options.apiVersion ? dialect.versioning?.requestHeader : undefined;
  const budgets = options.rateBudgets ?? new LocalRateBudgets();
  const contexts = new WeakMap<FastifyRequest, ApiRequestContext>();

  const loginHint = (request: FastifyRequest) => ({
    login_url: `/auth/login?returnTo=${encodeURIComponent(returnPathOf(request.headers.referer, publicOrigin))}`,
  });

  /** A 401 sends the SPA to sign in; a 503 (renewal failed for now) asks it to retry. */
  const notSignedIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    failure: Extract<UpstreamAuthorization, { ok: false }>,
  ) => {
    if (failure.status === 503) {
      reply.header('Retry-After', String(failure.retryAfterSeconds));
      return sendError(reply, 503, failure.code, failure.detail);
    }
    return sendError(reply, 401, failure.code, failure.detail, loginHint(request));
  };

  /** CSRF, route and session, before the body is read. */
  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const method = request.method.toUpperCase();
    const apiPath = apiPathOf(request.raw.url ?? '');
    const pathOnly = apiPath?.split('?')[0] ?? '';
    const verdict = checkCsrf(
      {
        method,
        headers: request.headers,
        isUpload: method === 'POST' && pathOnly === '/v2/files',
        isDownload: method === 'GET' && pathOnly.startsWith('/v2/files/'),
      },
      publicOrigin,
    );
    if (!verdict.ok) {
      await sendError(reply, verdict.status, verdict.code, verdict.detail);
      return;
    }

    const match = apiPath === undefined ? undefined : matchRoute(method, apiPath);
    if (!match) {
      await sendError(reply, 404, 'not_found', 'There is no such API path.');
      return;
    }
    if (match.kind === 'method_not_allowed') {
      reply.header('Allow', match.allow.join(', '));
      await sendError(reply, 405, 'method_not_allowed', `${method} is not allowed on this path.`);
      return;
    }

    const declared = Number(request.headers['content-length'] ?? '0');
    const limit = match.route.kind === 'upload' ? uploadBodyLimit : jsonBodyLimit;
    if (Number.isFinite(declared) && declared > limit) {
      await sendError(reply, 413, 'payload_too_large', `The request body is over ${limit} bytes.`);
      return;
    }

    const authorization = await auth.authorize(request, reply);
    if (!authorization.ok) {
      await notSignedIn(request, reply, authorization);
      return;
    }
    contexts.set(request, { route: match.route, upstreamPath: match.upstreamPath, authorization });
  }

  async function handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const context = contexts.get(request);
    if (!context) return sendError(reply, 404, 'not_found', 'There is no such API path.');
    const method = request.method.toUpperCase();
    const { route } = context;

    // The body, buffered (so that a retry can send it again), within its limit.
    const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
    const body = method === 'GET' || raw === undefined || raw.length === 0 ? undefined : raw;
    const contentType = request.headers['content-type'];
    const type = mediaTypeOf(contentType);
    if (body && jsonMediaTypes.includes(type) && body.length > jsonBodyLimit) {
      return sendError(
        reply,
        413,
        'payload_too_large',
        `A JSON body may be at most ${jsonBodyLimit} bytes.`,
      );
    }

    // The upstream URL: the fixed origin plus the path the table matched, checked once more.
    const wirePath = toWirePath(dialect, context.upstreamPath);
    const upstream = upstreamOf(route.kind);
    const target = new URL(`${upstream.origin}${upstream.prefix}${wirePath}`);
    const expectedPath = `${upstream.prefix}${wirePath.split('?')[0] ?? ''}`;
    if (target.origin !== upstream.origin || target.pathname !== expectedPath) {
      return sendError(reply, 404, 'not_found', 'There is no such API path.');
    }

    const outboundHeaders = (authorization: Authorized | undefined): Headers => {
      const headers = new Headers();
      headers.set('Accept', request.headers.accept ?? 'application/vnd.api+json');
      if (body && contentType) {
        // JSON types are sent bare; multipart keeps its boundary parameter.
        headers.set('Content-Type', type === 'multipart/form-data' ? contentType : type);
      }
      const ifNoneMatch = request.headers['if-none-match'];
      if (typeof ifNoneMatch === 'string') headers.set('If-None-Match', ifNoneMatch);
      if (authorization) headers.set('Authorization', authorization.authorization);
      if (versionHeader && options.apiVersion) headers.set(versionHeader, options.apiVersion);
      return headers;
    };

    const callUpstream = (authorization: Authorized | undefined) =>
      fetchImpl(target, {
        method,
        headers: outboundHeaders(authorization),
        body: body ? new Uint8Array(body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(upstreamTimeoutMs),
      });

    let response: Response;
    try {
      if (route.kind === 'download') {
        // A download URL is public upstream and not rate counted: no token is sent with it.
        response = await callUpstream(undefined);
      } else {
        const paced = await pacedCall(request, reply, context.authorization, callUpstream);
        if (!paced) return reply;
        response = paced;
      }
    } catch (error) {
      if (error instanceof StoreUnavailableError) throw error;
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      request.log.warn({ path: route.template, err: String(error) }, 'upstream call failed');
      return timedOut
        ? sendError(reply, 504, 'upstream_timeout', 'The service did not answer in time.')
        : sendError(reply, 502, 'upstream_unreachable', 'The service could not be reached.');
    }

    return relay(reply, response, route);
  }

  /**
   * The upstream call under the user's pacer, with one refresh after a 401 and retries after
   * a 429 while within the bounded wait. Undefined when an answer has already been sent.
   */
  async function pacedCall(
    request: FastifyRequest,
    reply: FastifyReply,
    first: Authorized,
    call: (authorization: Authorized) => Promise<Response>,
  ): Promise<Response | undefined> {
    const deadline = Date.now() + maxWaitMs;
    let authorization = first;
    let refreshed = false;
    for (;;) {
      const budget = budgets.forUser(authorization.userKey);
      const slot = await budget.acquireBefore(deadline);
      if (!slot) {
        const seconds = await budget.retryAfterSeconds();
        reply.header('Retry-After', String(seconds));
        await sendError(
          reply,
          429,
          'rate_limited',
          `The service's rate limit for this account is used up; try again in ${seconds} s.`,
        );
        return undefined;
      }
      let response: Response;
      try {
        response = await call(authorization);
      } catch (error) {
        await slot.release();
        throw error;
      }
      await slot.release(readRateHeaders(response.headers, dialect.rateHeaders));

      if (response.status === 401 && !refreshed) {
        await response.body?.cancel();
        refreshed = true;
        const next = await auth.refreshAfterUnauthorized(request, reply, authorization);
        if (!next.ok) {
          await notSignedIn(request, reply, next);
          return undefined;
        }
        authorization = next;
        continue;
      }
      if (response.status === 401) {
        await response.body?.cancel();
        await notSignedIn(request, reply, {
          ok: false,
          status: 401,
          code: 'session_expired',
          detail: 'The service no longer accepts this session; sign in again.',
        });
        return undefined;
      }
      if (response.status === 429) {
        const retryAfter = readRetryAfterSeconds(response.headers, Date.now());
        const waitMs =
          retryAfter !== undefined ? retryAfter * 1000 : await budget.defaultRetryDelayMs();
        await budget.blockFor(waitMs);
        if (Date.now() + waitMs < deadline) {
          await response.body?.cancel();
          continue;
        }
        await response.body?.cancel();
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        reply.header('Retry-After', String(seconds));
        await sendError(
          reply,
          429,
          'rate_limited',
          `The service's rate limit for this account is used up; try again in ${seconds} s.`,
        );
        return undefined;
      }
      return response;
    }
  }

  /** Passes the upstream answer back through the header allow-list. */
  async function relay(
    reply: FastifyReply,
    response: Response,
    route: RouteEntry,
  ): Promise<FastifyReply> {
    const status = response.status;
    if (status >= 300 && status < 400 && status !== 304) {
      await response.body?.cancel();
      return sendError(reply, 502, 'upstream_redirect', 'The service answered with a redirect.');
    }
    if (status < 200 || status > 599) {
      await response.body?.cancel();
      return sendError(reply, 502, 'upstream_bad_status', 'The service gave an unusable answer.');
    }
    for (const name of passedResponseHeaders) {
      const value = response.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    for (const key of ['count', 'limit', 'period'] as const) {
      const value = response.headers.get(dialect.rateHeaders[key]);
      if (value !== null) reply.header(specDialect.rateHeaders[key], value);
    }
    reply.header('Cache-Control', 'no-store');
    reply.code(status);

    const bytes = Buffer.from(await response.arrayBuffer());
    if (status === 204 || status === 304) return reply.send();

    if (route.kind === 'download') {
      const type = mediaTypeOf(response.headers.get('content-type') ?? undefined);
      const inline = inlineImageTypes.has(type);
      reply.header('Content-Type', inline ? type : 'application/octet-stream');
      reply.header('Content-Disposition', inline ? 'inline' : 'attachment');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      return reply.send(bytes);
    }

    const upstreamType = response.headers.get('content-type') ?? '';
    if (/json/i.test(mediaTypeOf(upstreamType))) {
      try {
        const parsed = JSON.parse(bytes.toString('utf8')) as unknown;
        return reply.send(
          JSON.stringify(rewriteUpstreamUrls(parsed, apiBaseUrl, publicOrigin, dialect)),
        );
      } catch {
        // Not JSON after all: passed on as sent.
      }
    }
    if (upstreamType === '') reply.header('Content-Type', 'application/octet-stream');
    return reply.send(bytes);
  }

  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  void app.register(async (api) => {
    // Bodies are forwarded as sent: buffered, never parsed.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, payload, done) => {
      done(null, payload);
    });
    api.addHook('onRequest', guard);
    api.setErrorHandler(answerThrownError);
    const common = { method: methods, handler: handle, exposeHeadRoute: false } as const;
    for (const url of ['/api/files', '/api/v2/files']) {
      api.route({ ...common, url, bodyLimit: uploadBodyLimit });
    }
    api.route({ ...common, url: '/api', bodyLimit: jsonBodyLimit });
    api.route({ ...common, url: '/api/*', bodyLimit: jsonBodyLimit });
  });
}
