/**
 * A personal access token (HTTP Basic: application id + secret) for one organization's own use:
 * no sign-in, every request is authorized with the server's configured token. The secret only
 * leaves this module inside the Authorization value handed to the forwarder; it is never logged
 * and never sent to the browser.
 */
import { AUTH_PATHS, type SessionAnswer } from '../../api/proxy/session-contract';
import type { DialectName } from '../../api/catalog/dialects';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UpstreamAuth, UpstreamAuthorization } from '../session';
import { rejectCsrf } from './auth-csrf';
import { serverWords } from '../server-words';
import { registerAuthScope } from './auth-scope';

export interface PatAuthOptions {
  applicationId: string;
  secret: string;
  apiBaseUrl: string;
  /** Scopes reported by /auth/session; default check_ins giving people. */
  scopes?: readonly string[];
  /** Replaces fetch for the organization lookup (tests). */
  fetch?: typeof fetch;
  /** Timeout of the organization lookup, ms; default 10 s. */
  timeoutMs?: number;
  /** The API's dialect, told to the app by /auth/session; default the spec's. */
  upstreamDialect?: DialectName;
}

export interface PatAuth {
  upstream: UpstreamAuth;
  register(app: FastifyInstance): void;
}

export const patUserName = 'Personal access token';

interface Organization {
  id: string;
  name: string;
}

/** The organization (the app root record) from GET {apiBaseUrl}/people/v2. */
function readOrganization(body: unknown): Organization | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { id, attributes } = data as { id?: unknown; attributes?: unknown };
  const name =
    typeof attributes === 'object' && attributes !== null
      ? (attributes as { name?: unknown }).name
      : undefined;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string') {
    return undefined;
  }
  return { id: String(id), name };
}

export function createPatAuth(options: PatAuthOptions): PatAuth {
  if (options.applicationId === '' || options.secret === '') {
    throw new Error('A personal access token needs an application id and a secret.');
  }
  const basic = Buffer.from(`${options.applicationId}:${options.secret}`, 'utf8').toString(
    'base64',
  );
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const scopes = [...(options.scopes ?? ['check_ins', 'giving', 'people'])];
  const root = options.apiBaseUrl.replace(/\/+$/, '');
  const userKey = `pat:${options.applicationId}`;
  const granted: Extract<UpstreamAuthorization, { ok: true }> = {
    ok: true,
    authorization: `Basic ${basic}`,
    userKey,
    userName: patUserName,
  };

  let organization: Promise<Organization> | undefined;
  /** Fetched once; a failure is not cached, so the next call tries again. */
  function loadOrganization(): Promise<Organization> {
    if (organization) return organization;
    const loading = (async () => {
      const response = await doFetch(`${root}/people/v2`, {
        headers: { Authorization: `Basic ${basic}`, Accept: 'application/vnd.api+json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`The organization lookup answered HTTP ${response.status}`);
      }
      const found = readOrganization(await response.json());
      if (!found) throw new Error('The organization lookup answered an unexpected document');
      return found;
    })();
    organization = loading;
    loading.catch(() => {
      if (organization === loading) organization = undefined;
    });
    return loading;
  }

  const upstream: UpstreamAuth = {
    async authorize() {
      return granted;
    },
    async refreshAfterUnauthorized() {
      return {
        ok: false,
        status: 401,
        code: 'not_signed_in',
        detail:
          'The API refused the personal access token configured on the server; an administrator must check it.',
      };
    },
  };

  async function session(request: FastifyRequest, reply: FastifyReply) {
    if (rejectCsrf(request, reply)) return reply;
    let org: Organization;
    try {
      org = await loadOrganization();
    } catch (error) {
      request.log.warn(
        { event: 'auth.pat_organization_failed', reason: (error as Error).name },
        'organization lookup failed',
      );
      return reply
        .code(502)
        .type('application/json; charset=utf-8')
        .send({
          errors: [
            {
              status: '502',
              code: 'upstream_unavailable',
              title: 'Bad Gateway',
              detail: serverWords(request).t('server.upstream.organizationUnreachable'),
            },
          ],
        });
    }
    return reply
      .code(200)
      .type('application/json; charset=utf-8')
      .send({
        signedIn: true,
        user: { id: userKey, name: patUserName, email: null },
        organization: org,
        scopes,
        accessExpiresAt: null,
        sessionExpiresAt: null,
        idleExpiresAt: null,
        upstreamDialect: options.upstreamDialect ?? 'spec',
      } satisfies SessionAnswer);
  }

  function register(app: FastifyInstance): void {
    registerAuthScope(app, (scope) => {
      const home = async (_request: FastifyRequest, reply: FastifyReply) =>
        reply.code(302).header('Location', '/').send();
      scope.get(AUTH_PATHS.login, home);
      scope.get('/auth/callback', home);
      scope.get(AUTH_PATHS.session, session);
      scope.post(AUTH_PATHS.logout, async (request, reply) => {
        if (rejectCsrf(request, reply)) return reply;
        return reply.code(204).send();
      });
    });
  }

  return { upstream, register };
}
