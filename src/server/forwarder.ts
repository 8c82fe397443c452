/**
 * Forwards the SPA's API calls to the upstream service.
 *
 * Per request, in this order (the first three before the body is read):
 * 1. the CSRF guard (csrf.ts);
 * 2. the route table (route-table.ts): unknown paths 404, known paths with another method 405;
 * 3. the session: `auth.authorize` (401 with a re-login hint when there is none);
 * 4. the user's rate budget (rate-budget.ts: in this process, or in Redis shared by every
 *    instance), shared by all of that user's sessions (tabs, kiosks) through a fair queue,
 *    waiting as long as the window needs within the wait bound (one period plus a margin, or
 *    UPSTREAM_MAX_WAIT_SECONDS), else 429 at once with the seconds until a slot opens;
 * 5. the upstream call (upstream-request.ts: keep-alive connections): fixed origin + matched
 *    path, headers rebuilt from an allow-list, redirects never followed (3xx other than 304 →
 *    502); an upstream 401 refreshes once and retries, an upstream 429 blocks the user's pacer
 *    and retries within the wait bound;
 * 6. the answer: status and body, headers from an allow-list, `Cache-Control: no-store`, and the
 *    upstream's absolute URLs in JSON rewritten to go through the proxy (JSON is buffered for
 *    that; every other body is streamed through as it arrives); a write probe's answer is 200
 *    with the upstream's status and errors (api/proxy/write-probe-contract.ts).
 * The SPA always speaks the spec's dialect to `/api` (catalog paths, the spec's rate header
 * names, write bodies of the spec's shape): the upstream's dialect (API_DIALECT) is translated
 * here, in paths and write bodies going out and in URLs and rate headers coming back. Answers'
 * bodies are otherwise passed on as the upstream wrote them (the client reads both error shapes).
 * When the shared store (Redis) is unavailable, the answer is 503 `store_unavailable`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { specDialect, toCatalogPath, toWirePath } from '../api/catalog/dialects';
import type { Dialect } from '../api/catalog/dialects';
import { reshapesWrite, toDialectBody } from '../api/catalog/write-shapes';
import { errorsOfBody } from '../api/api-error';
import { WRITE_PROBE_HEADER } from '../api/proxy/write-probe-contract';
import type { WriteProbeAnswer } from '../api/proxy/write-probe-contract';
import { readRateHeaders, readRetryAfterSeconds } from '../api/rate-pacer';
import { sendError } from './api-errors';
import { checkCsrf, jsonMediaTypes, mediaTypeOf } from './csrf';
import { LocalRateBudgets } from './local-rate-budget';
import { waitBound } from './rate-budget';
import type { RateBudgets } from './rate-budget';
import { matchRoute } from './route-table';
import type { RouteEntry } from './route-table';
import type { UpstreamAuth, UpstreamAuthorization } from './session';
import { answerThrownError } from './error-answer';
import type { MessageId } from '../messages/message-id';
import { serverWords } from './server-words';
import { StoreUnavailableError } from './store-unavailable';
import { createUpstreamClient, discard, readText } from './upstream-request';
import type { UpstreamResponse } from './upstream-request';

export const jsonBodyLimit = 1024 * 1024;
const probeHeader = WRITE_PROBE_HEADER.toLowerCase();
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
  /** UPSTREAM_MAX_WAIT_SECONDS; default one period of the service plus a margin. */
  upstreamMaxWaitSeconds?: number;
  auth: UpstreamAuth;
  /** Default: in this process. */
  rateBudgets?: RateBudgets;
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

/** The index of the quote that closes the JSON string opened at `open`, or -1. */
function closingQuote(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i += 1;
    else if (c === 0x22) return i;
  }
  return -1;
}

/** Whether the quote at `at` is escaped (inside another string). */
function escaped(text: string, at: number): boolean {
  let backslashes = 0;
  for (let i = at - 1; i >= 0 && text.charCodeAt(i) === 0x5c; i--) backslashes += 1;
  return backslashes % 2 === 1;
}

/** Whether a JSON text writes `/` escaped (`\\/` or `\\u002f`); found by indexOf, backslashes being rare. */
function escapesSlash(text: string): boolean {
  for (let at = text.indexOf('\\'); at !== -1; at = text.indexOf('\\', at + 2)) {
    const next = text.charCodeAt(at + 1);
    if (next === 0x2f) return true;
    if (next === 0x75 && text.slice(at + 2, at + 6).toLowerCase() === '002f') return true;
  }
  return false;
}

/**
 * `rewriteUpstreamUrls` on a JSON text without parsing the whole of it: only the string values
 * that start with the base are decoded, rewritten and encoded again; the rest is kept as sent.
 * A text that escapes `/` is parsed whole instead (the base would not be found as written).
 */
export function rewriteUpstreamUrlsInJson(
  text: string,
  apiBaseUrl: string,
  publicOrigin: string,
  dialect: Dialect = specDialect,
): string {
  if (escapesSlash(text)) {
    try {
      const parsed = JSON.parse(text) as unknown;
      return JSON.stringify(rewriteUpstreamUrls(parsed, apiBaseUrl, publicOrigin, dialect));
    } catch {
      return text;
    }
  }
  const needle = `"${apiBaseUrl}`;
  let out = '';
  let from = 0;
  for (let at = text.indexOf(needle); at !== -1;) {
    if (escaped(text, at)) {
      at = text.indexOf(needle, at + 1);
      continue;
    }
    const end = closingQuote(text, at);
    if (end === -1) break;
    const isKey = /^\s*:/.test(text.slice(end + 1, end + 17));
    let value: unknown;
    try {
      value = isKey ? undefined : JSON.parse(text.slice(at, end + 1));
    } catch {
      value = undefined;
    }
    if (typeof value === 'string') {
      const rewritten = rewriteUpstreamUrls(value, apiBaseUrl, publicOrigin, dialect);
      if (rewritten !== value) {
        out += `${text.slice(from, at)}${JSON.stringify(rewritten)}`;
        from = end + 1;
      }
    }
    at = text.indexOf(needle, end + 1);
  }
  return from === 0 ? text : out + text.slice(from);
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

/** The upstream call failed: a 502 or 504 whose detail is in the language of the person. */
function upstreamFailure(
  reply: FastifyReply,
  status: 502 | 504,
  code: string,
  message: MessageId,
): FastifyReply {
  return sendError(reply, status, code, serverWords(reply.request).t(message));
}

export function registerForwarder(app: FastifyInstance, options: ForwarderOptions): void {
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? defaultUpstreamTimeoutMs;
  const apiBase = new URL(options.apiBaseUrl);
  const uploadBase = new URL(options.uploadBaseUrl ?? options.apiBaseUrl);
  /** The fixed origin and path prefix of each kind of upstream call. */
  const upstreams = {
    api: { origin: apiBase.origin, prefix: apiBase.pathname.replace(/\/+$/, '') },
    upload: { origin: uploadBase.origin, prefix: uploadBase.pathname.replace(/\/+$/, '') },
  };
  const upstreamOf = (kind: RouteEntry['kind']) =>
    kind === 'upload' ? upstreams.upload : upstreams.api;
  const { auth, publicOrigin, apiBaseUrl } = options;
  const dialect = options.dialect ?? specDialect;
  const versionHeader = options.apiVersion ? dialect.versioning?.requestHeader : undefined;
  const budgets = options.rateBudgets ?? new LocalRateBudgets();
  const upstreamClient = createUpstreamClient({
    headerNames: [
      ...passedResponseHeaders,
      ...Object.values(dialect.rateHeaders),
      'content-length',
    ],
  });
  app.addHook('onClose', () => upstreamClient.close());
  const bound = waitBound(
    options.upstreamMaxWaitSeconds,
    dialect.defaultRateLimit.periodSeconds * 1000,
  );
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

  /**
   * A write body in the upstream dialect's shape (write-shapes.ts): the SPA writes in the spec's,
   * and a real account is sent what the real service documents (D162). A body that is not JSON
   * goes as it came, for the service to answer.
   */
  function reshaped(
    method: string,
    route: RouteEntry,
    type: string,
    sent: Buffer | undefined,
  ): Buffer | undefined {
    if (sent === undefined || route.kind !== 'write' || !jsonMediaTypes.includes(type)) {
      return sent;
    }
    if (method !== 'POST' && method !== 'PATCH') return sent;
    if (!reshapesWrite(dialect, method, route.template)) return sent;
    let parsed: unknown;
    try {
      parsed = JSON.parse(sent.toString('utf8'));
    } catch {
      return sent;
    }
    return Buffer.from(JSON.stringify(toDialectBody(dialect, method, route.template, parsed)));
  }

  async function handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const context = contexts.get(request);
    if (!context) return sendError(reply, 404, 'not_found', 'There is no such API path.');
    const method = request.method.toUpperCase();
    const { route } = context;

    // The body, buffered (so that a retry can send it again), within its limit.
    const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
    const sent = method === 'GET' || raw === undefined || raw.length === 0 ? undefined : raw;
    const contentType = request.headers['content-type'];
    const type = mediaTypeOf(contentType);
    if (sent && jsonMediaTypes.includes(type) && sent.length > jsonBodyLimit) {
      return sendError(
        reply,
        413,
        'payload_too_large',
        `A JSON body may be at most ${jsonBodyLimit} bytes.`,
      );
    }

    const body = reshaped(method, route, type, sent);

    // The upstream URL: the fixed origin plus the path the table matched, checked once more.
    const wirePath = toWirePath(dialect, context.upstreamPath);
    const upstream = upstreamOf(route.kind);
    const path = `${upstream.prefix}${wirePath}`;
    const target = new URL(`${upstream.origin}${path}`);
    const expectedPath = `${upstream.prefix}${wirePath.split('?')[0] ?? ''}`;
    if (target.origin !== upstream.origin || target.pathname !== expectedPath) {
      return sendError(reply, 404, 'not_found', 'There is no such API path.');
    }

    const outboundHeaders = (authorization: Authorized | undefined) => {
      const headers: Record<string, string> = {
        Accept: request.headers.accept ?? 'application/vnd.api+json',
        'Accept-Encoding': 'gzip',
      };
      if (body && contentType) {
        // JSON types are sent bare; multipart keeps its boundary parameter.
        headers['Content-Type'] = type === 'multipart/form-data' ? contentType : type;
      }
      const ifNoneMatch = request.headers['if-none-match'];
      if (typeof ifNoneMatch === 'string') headers['If-None-Match'] = ifNoneMatch;
      if (authorization) headers.Authorization = authorization.authorization;
      if (versionHeader && options.apiVersion) headers[versionHeader] = options.apiVersion;
      return headers;
    };

    const callUpstream = (authorization: Authorized | undefined) =>
      upstreamClient.send(upstream.origin, path, {
        method,
        headers: outboundHeaders(authorization),
        body,
        timeoutMs: upstreamTimeoutMs,
      });

    let response: UpstreamResponse;
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
        ? upstreamFailure(reply, 504, 'upstream_timeout', 'server.upstream.timeout')
        : upstreamFailure(reply, 502, 'upstream_unreachable', 'server.upstream.unreachable');
    }

    if (method === 'POST' && request.headers[probeHeader] === '1')
      return relayProbe(reply, response);
    return relay(reply, response, route, method);
  }

  /** 429 with the seconds until the user's budget has a slot for this caller. */
  const rateLimited = (reply: FastifyReply, seconds: number) => {
    reply.header('Retry-After', String(seconds));
    return sendError(
      reply,
      429,
      'rate_limited',
      `The service's rate limit for this account is used up; try again in ${seconds} s.`,
    );
  };

  /**
   * The upstream call under the user's pacer, with one refresh after a 401 and up to 5 retries
   * after a 429 while each wait is within the bound. Undefined when an answer has been sent.
   */
  async function pacedCall(
    request: FastifyRequest,
    reply: FastifyReply,
    first: Authorized,
    call: (authorization: Authorized) => Promise<UpstreamResponse>,
  ): Promise<UpstreamResponse | undefined> {
    let authorization = first;
    let refreshed = false;
    let retries = 0;
    for (;;) {
      const budget = budgets.forUser(authorization.userKey);
      const admission = await budget.admit(authorization.sessionId ?? authorization.userKey, bound);
      if (!admission.ok) {
        await rateLimited(reply, admission.retryAfterSeconds);
        return undefined;
      }
      const { slot } = admission;
      let response: UpstreamResponse;
      try {
        response = await call(authorization);
      } catch (error) {
        await slot.release();
        throw error;
      }
      await slot.release(readRateHeaders(response.headers, dialect.rateHeaders));

      if (response.status === 401 && !refreshed) {
        discard(response);
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
        discard(response);
        await notSignedIn(request, reply, {
          ok: false,
          status: 401,
          code: 'session_expired',
          detail: 'The service no longer accepts this session; sign in again.',
        });
        return undefined;
      }
      if (response.status === 429) {
        discard(response);
        const retryAfter = readRetryAfterSeconds(response.headers, Date.now());
        const waitMs =
          retryAfter !== undefined ? retryAfter * 1000 : await budget.defaultRetryDelayMs();
        await budget.blockFor(waitMs);
        // The retry is admitted like any request: refused at once when the block is too long.
        if (retries < 5) {
          retries += 1;
          continue;
        }
        await rateLimited(reply, Math.max(1, Math.ceil(waitMs / 1000)));
        return undefined;
      }
      return response;
    }
  }

  /** The body piped through as it arrives, with its length when the upstream gave one. */
  function streamed(reply: FastifyReply, response: UpstreamResponse): FastifyReply {
    const length = response.headers.get('content-length');
    if (length !== null) reply.header('Content-Length', length);
    return reply.send(response.body);
  }

  /** The upstream's rate headers, under the spec's names. */
  function passRateHeaders(reply: FastifyReply, response: UpstreamResponse): void {
    for (const key of ['count', 'limit', 'period'] as const) {
      const value = response.headers.get(dialect.rateHeaders[key]);
      if (value !== null) reply.header(specDialect.rateHeaders[key], value);
    }
  }

  /**
   * A write probe's answer (write-probe-contract.ts): 200 with the status and errors the
   * service gave, so the refusal the page asked for is not a failed load in its console.
   */
  async function relayProbe(reply: FastifyReply, response: UpstreamResponse) {
    let body: unknown = null;
    try {
      const text = await readText(response);
      body = text === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      // An answer that is not JSON still has its status.
    }
    const fallback = { status: String(response.status) };
    const answer: WriteProbeAnswer = {
      probe: { status: response.status, errors: errorsOfBody(body, fallback) },
    };
    passRateHeaders(reply, response);
    reply.header('Cache-Control', 'no-store');
    return reply.code(200).type('application/json; charset=utf-8').send(answer);
  }

  /** Passes the upstream answer back through the header allow-list. */
  async function relay(
    reply: FastifyReply,
    response: UpstreamResponse,
    route: RouteEntry,
    method: string,
  ): Promise<FastifyReply> {
    const status = response.status;
    if (status >= 300 && status < 400 && status !== 304) {
      discard(response);
      return upstreamFailure(reply, 502, 'upstream_redirect', 'server.upstream.redirect');
    }
    if (status < 200 || status > 599) {
      discard(response);
      return upstreamFailure(reply, 502, 'upstream_bad_status', 'server.upstream.unusable');
    }
    for (const name of passedResponseHeaders) {
      const value = response.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    passRateHeaders(reply, response);
    reply.header('Cache-Control', 'no-store');
    reply.code(status);

    if (status === 204 || status === 304 || method === 'HEAD') {
      discard(response);
      return reply.send();
    }

    if (route.kind === 'download') {
      const type = mediaTypeOf(response.headers.get('content-type') ?? undefined);
      const inline = inlineImageTypes.has(type);
      reply.header('Content-Type', inline ? type : 'application/octet-stream');
      reply.header('Content-Disposition', inline ? 'inline' : 'attachment');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      return streamed(reply, response);
    }

    const upstreamType = response.headers.get('content-type') ?? '';
    if (/json/i.test(mediaTypeOf(upstreamType))) {
      let text: string;
      try {
        text = await readText(response);
      } catch (error) {
        reply.removeHeader('etag');
        return (error as Error).name === 'TimeoutError'
          ? upstreamFailure(reply, 504, 'upstream_timeout', 'server.upstream.timeout')
          : upstreamFailure(reply, 502, 'upstream_unreachable', 'server.upstream.brokeOff');
      }
      return reply.send(rewriteUpstreamUrlsInJson(text, apiBaseUrl, publicOrigin, dialect));
    }
    if (upstreamType === '') reply.header('Content-Type', 'application/octet-stream');
    return streamed(reply, response);
  }

  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  void app.register(async (api) => {
    // Bodies are buffered, and parsed only to reshape a write for the upstream dialect.
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
