/**
 * The proxy as one Fastify app: security headers on everything, the auth side's /auth routes,
 * the /api forwarder and (when built) the SPA. Cookies are read and written by auth/cookies.ts
 * where they are needed, not parsed by a plugin on every request.
 */
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { answerThrownError } from './error-answer';
import { sendError } from './api-errors';
import type { ProxyConfig } from './config';
import type { RateBudgets } from './rate-budget';
import { jsonBodyLimit, registerForwarder } from './forwarder';
import { isApiRequest, registerHostCheck, wantsPage } from './host-check';
import { sendAuthErrorPage, type AuthErrorPage } from './auth/auth-pages';
import type { Translate } from '../lib/pure/i18n/translator';
import { serverWords } from './server-words';
import { createPageRendering } from './page-render';
import { contentSecurityPolicy, registerSecurityHeaders } from './security-headers';
import { fastifyLimitOptions, writeClientError } from '../lib/server/http-server-limits';
import type { UpstreamAuth } from './session';
import { notFound, registerStaticSite } from './static-site';
import type { TrackerLookupConfig } from './tracker-config';
import { registerTrackerLookups } from './tracker-lookups';
import { registerSharedSettings } from './shared-settings/shared-settings-routes';
import { MemorySettingsStore } from './shared-settings/settings-store';
import type { SettingsStore } from './shared-settings/settings-store';

/** What createOAuthAuth / createPatAuth return. */
export interface AuthSide {
  upstream: UpstreamAuth;
  /** Adds /auth/login, /auth/callback, /auth/session and /auth/logout. */
  register(app: FastifyInstance): void | Promise<void>;
}

export interface ProxyServerOptions {
  config: ProxyConfig;
  auth: AuthSide;
  /** Each user's upstream rate budget; default in this process. */
  rateBudgets?: RateBudgets;
  /** Where the settings all staff share are kept (instance-parts.ts); default this process. */
  sharedSettings?: SettingsStore;
  /** The built SPA (dist/); without it only /api and /auth are served (npm run dev). */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The tracker lookups' fetch, for tests; default the global fetch. */
  fetch?: typeof fetch;
  /** The rules editor's GID lookup; without it the lookup answers tracker_not_configured. */
  tracker?: TrackerLookupConfig;
  /** How long a server-rendered page may take (page-render.ts); for tests. */
  pageRenderTimeLimitMs?: number;
}

/** Logs requests by path only: query strings (e.g. the OAuth callback's code) are left out. */
const loggerSerializers = {
  req: (request: { method: string; url: string }) => ({
    method: request.method,
    path: request.url.split('?')[0],
  }),
};

/**
 * The logger options with the path-only request serializer always in force: also when the caller
 * passes its own options (a level, a stream), which would otherwise bring back Fastify's default
 * serializer and put `/auth/callback?code=…&state=…` into every "incoming request" line.
 */
export function loggerOptions(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  if (logger === true) return { level: 'info', serializers: loggerSerializers };
  return { ...logger, serializers: { ...logger.serializers, ...loggerSerializers } };
}

const undecodableAddressPage = (publicOrigin: string, t: Translate): AuthErrorPage => ({
  title: t('server.address.unreadable'),
  message: t('server.address.unreadableWhy'),
  signInHref: `${publicOrigin}/`,
  linkLabel: t('server.page.openDashboard'),
});

export async function createProxyServer(options: ProxyServerOptions): Promise<FastifyInstance> {
  const { config, auth } = options;
  const logger = loggerOptions(options.logger);
  const app = Fastify({
    logger,
    ...fastifyLimitOptions(config.timeouts),
    clientErrorHandler(error, socket) {
      const answer = writeClientError(error, socket);
      if (answer) app.log.info({ code: answer.code }, 'client error answered');
      else app.log.info({ code: error.code }, 'client went away');
    },
    // Forwarded headers are never trusted: origins come from PUBLIC_ORIGIN only.
    trustProxy: false,
    bodyLimit: jsonBodyLimit,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 2048 },
    // A path the router cannot decode (a link cut short inside a %-escape): a JSON 404 under
    // /api, a page that says so to a browser, a JSON 400 to anything else.
    frameworkErrors: (_error, request, reply) => {
      if (isApiRequest(request)) {
        void sendError(reply, 404, 'not_found', 'There is no such API path.');
      } else if (wantsPage(request)) {
        const page = undecodableAddressPage(config.publicOrigin, serverWords(request).t);
        void sendAuthErrorPage(reply, 400, page);
      } else {
        void sendError(
          reply,
          400,
          'bad_url',
          serverWords(request).t('server.address.unreadableWhy'),
        );
      }
    },
  });

  registerHostCheck(app, { publicOrigin: config.publicOrigin, allowedHosts: config.allowedHosts });
  app.setErrorHandler(answerThrownError);
  const securityOptions = {
    publicOrigin: config.publicOrigin,
    authorizeOrigin: config.mode === 'pat' ? undefined : config.oauth.authorizeOrigin,
  };
  registerSecurityHeaders(app, securityOptions);
  await auth.register(app);
  registerTrackerLookups(app, {
    tracker: options.tracker,
    publicOrigin: config.publicOrigin,
    auth: auth.upstream,
    fetch: options.fetch,
  });
  registerSharedSettings(app, {
    store: options.sharedSettings ?? new MemorySettingsStore(),
    auth: auth.upstream,
    publicOrigin: config.publicOrigin,
  });
  registerForwarder(app, {
    apiBaseUrl: config.apiBaseUrl,
    uploadBaseUrl: config.uploadBaseUrl,
    dialect: config.dialect,
    ...(config.apiVersion ? { apiVersion: config.apiVersion } : {}),
    publicOrigin: config.publicOrigin,
    upstreamMaxWaitSeconds: config.upstreamMaxWaitSeconds,
    auth: auth.upstream,
    rateBudgets: options.rateBudgets,
  });
  if (options.staticDir !== undefined) {
    const pageRendering = createPageRendering(app, {
      root: options.staticDir,
      publicOrigin: config.publicOrigin,
      contentSecurityPolicy: (hashes) => contentSecurityPolicy(securityOptions, hashes),
      ...(options.pageRenderTimeLimitMs === undefined
        ? {}
        : { timeLimitMs: options.pageRenderTimeLimitMs }),
    });
    await registerStaticSite(app, { root: options.staticDir, pageRendering });
  } else {
    app.setNotFoundHandler(notFound);
  }
  return app;
}
