/**
 * Security headers on every response (SPA, API, auth): a CSP without inline scripts, no
 * framing anywhere (the kiosk included), no MIME sniffing, same-origin referrers.
 *
 * style-src allows 'unsafe-inline' because Mantine sets style attributes; script-src never does
 * (the built index.html loads its one module script from /assets; a server-rendered page adds
 * one inline script, allowed by its hash in that page's own policy). form-action allows the OAuth
 * authorization server's origin, where the sign-in form's redirect goes. A response that already
 * set a stricter policy (a file download: `default-src 'none'; sandbox`) keeps it.
 */
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  publicOrigin: string;
  /** Origin of the OAuth authorization endpoint; absent with a personal access token. */
  authorizeOrigin?: string;
}

/**
 * The policy; `scriptHashes` ('sha256-…') allow exactly those inline scripts: a server-rendered
 * page's colour-scheme and held-events scripts (page-render.ts), which run before the first paint.
 */
export function contentSecurityPolicy(
  options: SecurityHeaderOptions,
  scriptHashes: readonly string[] = [],
): string {
  const formAction = ["'self'", ...(options.authorizeOrigin ? [options.authorizeOrigin] : [])];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Screen wake lock (the kiosk) stays allowed.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (new URL(options.publicOrigin).protocol === 'https:') {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

/** Adds the headers in an onSend hook; call before registering routes. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): void {
  const headers = Object.entries(securityHeaders(options));
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of headers) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
