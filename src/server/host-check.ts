/**
 * The proxy answers only for its own name. A request whose Host is not PUBLIC_ORIGIN's (or one
 * of ALLOWED_HOSTS) is refused before anything else runs, in every mode: a page on an
 * attacker's domain that rebinds its name to this server's address is same-origin with itself,
 * so it could otherwise read what a personal access token (or a session) can read.
 *
 * - no Host, or one that is not a host name: 400 `bad_host`;
 * - a Host that is not ours: 421 `misdirected_request`;
 * - an Origin header that is present and not ours (`null` included): 403 `origin_mismatch`.
 * Navigations get a small HTML page, everything else the API's JSON error shape; each refusal
 * is logged (warn) with the Host and Origin as received.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './api-errors';
import { sendAuthErrorPage } from './auth/auth-pages';
import type { MessageId } from '../messages/message-id';
import { serverWords } from './server-words';

export interface HostCheckOptions {
  publicOrigin: string;
  /** Extra names (ALLOWED_HOSTS): `name` for any port, `name:port` for one. */
  allowedHosts: readonly string[];
}

/** `host` or `host:port`, lowercased, IPv6 in brackets; undefined when it is not one. */
export function normalizeHost(value: string): string | undefined {
  const trimmed = value.trim().toLowerCase();
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:[0-9]{1,5})?$/.test(trimmed)) return undefined;
  return trimmed.replace(/\.(?=:|$)/, '');
}

const defaultPorts: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

export interface HostPolicy {
  hostAllowed(host: string): boolean;
  originAllowed(origin: string): boolean;
}

export function hostPolicy(options: HostCheckOptions): HostPolicy {
  const publicUrl = new URL(options.publicOrigin);
  const publicPort = publicUrl.port || (defaultPorts[publicUrl.protocol] ?? '');
  const exact = new Set<string>([`${publicUrl.hostname}:${publicPort}`]);
  const anyPort = new Set<string>();
  for (const entry of options.allowedHosts) {
    const host = normalizeHost(entry);
    if (host === undefined) continue;
    if (/:[0-9]+$/.test(host)) exact.add(host);
    else anyPort.add(host);
  }
  const hostAllowed = (raw: string, defaultPort = publicPort): boolean => {
    const host = normalizeHost(raw);
    if (host === undefined) return false;
    const match = /^(.*?)(?::([0-9]+))?$/.exec(host);
    const name = match?.[1] ?? host;
    const port = match?.[2] ?? defaultPort;
    return exact.has(`${name}:${port}`) || anyPort.has(name);
  };
  return {
    hostAllowed,
    originAllowed(origin) {
      if (origin === options.publicOrigin) return true;
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      if (url.origin !== origin || url.protocol !== publicUrl.protocol) return false;
      return hostAllowed(url.host, defaultPorts[url.protocol]);
    },
  };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A request for the API the proxy forwards (/api and below). */
export const isApiRequest = (request: FastifyRequest) =>
  /^\/api(\/|\?|$)/.test(request.raw.url ?? '');

/** A browser's navigation to a page (not an API call, not a script's fetch). */
export const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiRequest(request) &&
  (request.headers.accept ?? '').includes('text/html');

/** A refusal: its status and code, and its title and detail as messages (server.json). */
interface Refusal {
  status: 400 | 403 | 421;
  code: string;
  title: MessageId;
  detail: MessageId;
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  options: HostCheckOptions,
  refusal: Refusal,
): FastifyReply {
  request.log.warn(
    {
      host: single(request.headers.host) ?? null,
      origin: single(request.headers.origin) ?? null,
      path: (request.raw.url ?? '').split('?')[0],
    },
    `refused: ${refusal.code}`,
  );
  const { t } = serverWords(request);
  const origin = { origin: options.publicOrigin };
  const detail = t(refusal.detail, origin);
  if (wantsPage(request)) {
    return sendAuthErrorPage(reply, refusal.status, {
      title: t(refusal.title),
      message: detail,
      signInHref: `${options.publicOrigin}/`,
      linkLabel: t('server.host.openAt', origin),
    });
  }
  return sendError(reply, refusal.status, refusal.code, detail);
}

/** Registers the check as the first onRequest hook; call before anything else is registered. */
export function registerHostCheck(app: FastifyInstance, options: HostCheckOptions): void {
  const policy = hostPolicy(options);
  app.addHook('onRequest', async (request, reply) => {
    const host = single(request.headers.host);
    if (host === undefined || normalizeHost(host) === undefined) {
      return refuse(request, reply, options, {
        status: 400,
        code: 'bad_host',
        title: 'server.host.badRequest',
        detail: 'server.host.noHost',
      });
    }
    if (!policy.hostAllowed(host)) {
      return refuse(request, reply, options, {
        status: 421,
        code: 'misdirected_request',
        title: 'server.host.wrongAddress',
        detail: 'server.host.answersOnlyAt',
      });
    }
    const origin = single(request.headers.origin);
    if (origin !== undefined && !policy.originAllowed(origin)) {
      return refuse(request, reply, options, {
        status: 403,
        code: 'origin_mismatch',
        title: 'server.host.otherSite',
        detail: 'server.host.otherSiteRefused',
      });
    }
    return undefined;
  });
}
