/**
 * The rules editor's GID lookup: the spec's two task-tracker calls for one project, made by the
 * server with its own token (TRACKER_TOKEN), which never reaches the browser.
 *
 *   GET /api/tracker/projects/{project}/sections      → {tracker}/projects/{project}/sections
 *   GET /api/tracker/projects/{project}?opt_fields=…  → {tracker}/projects/{project}?opt_fields=…
 *
 * The same CSRF guard and sign-in as the /api forwarder. Answers are `{ data }` as the tracker
 * gives it; failures are the proxy's `{ errors: [{ code, detail }] }`: 503
 * tracker_not_configured without a token, 503 store_unavailable when the session store (Redis)
 * cannot be reached, 404 project_not_found, 502 when the tracker refuses the token or cannot be
 * reached, 504 when it does not answer in time.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  TRACKER_GID,
  TRACKER_LOOKUP_ROUTES,
  TRACKER_OPT_FIELDS,
  type TrackerLookupErrorCode,
} from '../api/proxy/tracker-lookup-contract';
import { sendError } from './api-errors';
import { checkCsrf } from './csrf';
import type { UpstreamAuth } from './session';
import type { TrackerLookupConfig } from './tracker-config';

export interface TrackerLookupOptions {
  readonly tracker: TrackerLookupConfig | undefined;
  readonly publicOrigin: string;
  readonly auth: UpstreamAuth;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/** sendError, with the contract's codes only. */
function lookupError(
  reply: FastifyReply,
  status: number,
  code: TrackerLookupErrorCode,
  detail: string,
) {
  return sendError(reply, status, code, detail);
}

export function registerTrackerLookups(app: FastifyInstance, options: TrackerLookupOptions): void {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** CSRF, sign-in, configuration and the project GID; undefined once an error is sent. */
  async function admit(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ apiUrl: string; token: string; project: string } | undefined> {
    const fail = async (status: number, code: string, detail: string) => {
      await sendError(reply, status, code, detail);
      return undefined;
    };
    const verdict = checkCsrf(
      { method: request.method, headers: request.headers, isUpload: false, isDownload: false },
      options.publicOrigin,
    );
    if (!verdict.ok) return fail(verdict.status, verdict.code, verdict.detail);
    // A session store that is down throws: the server's error handler answers 503.
    const authorization = await options.auth.authorize(request, reply);
    if (!authorization.ok) {
      if (authorization.status === 503) {
        reply.header('Retry-After', String(authorization.retryAfterSeconds));
      }
      return fail(authorization.status, authorization.code, authorization.detail);
    }
    const { tracker } = options;
    if (!tracker?.token) {
      return fail(
        503,
        'tracker_not_configured',
        'GID lookup needs a task-tracker token on the server: set TRACKER_TOKEN.',
      );
    }
    const project = (request.params as { project: string }).project;
    if (!TRACKER_GID.test(project)) {
      return fail(400, 'invalid_parameter', 'The project GID must be digits only.');
    }
    return { apiUrl: tracker.apiUrl, token: tracker.token, project };
  }

  async function lookUp(reply: FastifyReply, url: string, token: string, project: string) {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as { name?: string }).name === 'TimeoutError';
      return timedOut
        ? lookupError(reply, 504, 'tracker_timeout', 'The task tracker did not answer in time.')
        : lookupError(reply, 502, 'tracker_unreachable', 'The task tracker could not be reached.');
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 200 && body !== null && typeof body === 'object' && 'data' in body) {
      return reply
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send({ data: (body as { data: unknown }).data });
    }
    if (response.status === 404) {
      return lookupError(
        reply,
        404,
        'project_not_found',
        `The task tracker has no project ${project}, or the token cannot see it.`,
      );
    }
    if (response.status === 401 || response.status === 403) {
      return lookupError(
        reply,
        502,
        'tracker_unauthorized',
        'The task tracker refused the server’s token (TRACKER_TOKEN).',
      );
    }
    if (response.status === 429) {
      const retryAfter = response.headers.get('retry-after');
      if (retryAfter && /^\d+$/.test(retryAfter)) reply.header('Retry-After', retryAfter);
      return lookupError(reply, 429, 'tracker_rate_limited', 'The task tracker asks to slow down.');
    }
    return lookupError(
      reply,
      502,
      'tracker_bad_status',
      `The task tracker answered ${response.status}.`,
    );
  }

  app.get(TRACKER_LOOKUP_ROUTES.sections, async (request, reply) => {
    const admitted = await admit(request, reply);
    if (!admitted) return reply;
    const { apiUrl, token, project } = admitted;
    return lookUp(reply, `${apiUrl}/projects/${project}/sections`, token, project);
  });

  app.get(TRACKER_LOOKUP_ROUTES.project, async (request, reply) => {
    const admitted = await admit(request, reply);
    if (!admitted) return reply;
    const { apiUrl, token, project } = admitted;
    const raw = (request.query as Record<string, unknown>).opt_fields;
    if (raw !== undefined && (typeof raw !== 'string' || !TRACKER_OPT_FIELDS.test(raw))) {
      return lookupError(
        reply,
        400,
        'invalid_parameter',
        'opt_fields must be one comma-separated list of field names (a-z, _ and .).',
      );
    }
    const query = raw === undefined ? '' : `?opt_fields=${encodeURIComponent(raw)}`;
    return lookUp(reply, `${apiUrl}/projects/${project}${query}`, token, project);
  });
}
