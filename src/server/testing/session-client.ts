/**
 * A browser behind the load balancer, for proxies in OAuth mode over HTTP: one cookie jar,
 * whichever instance answers, and the sign-in through the real sandbox's consent page.
 */
import { expect } from 'vitest';
import { clientId, clientSecret, staffEmail, staffPassword } from '../auth/testing/harness';
import type { SandboxClock } from '../../sandbox/context';
import { startCountingSandbox } from './counting-sandbox';
import { apiHeaders, publicOrigin } from './proxy-harness';

export class Client {
  readonly jar = new Map<string, string>();

  async fetch(base: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size > 0) {
      headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await fetch(`${base}${path}`, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(header)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  api(base: string, path = '/api/people/v2'): Promise<Response> {
    return this.fetch(base, path, { headers: apiHeaders });
  }

  async session(base: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await this.fetch(base, '/auth/session', { headers: apiHeaders });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
}

/** Starts the sign-in on `first`, and lets the service's redirect back land on `second`. */
export async function signIn(client: Client, first: string, second: string): Promise<void> {
  const login = await client.fetch(first, '/auth/login');
  expect(login.status).toBe(302);
  const authorizeUrl = login.headers.get('location') ?? '';
  const form = new URLSearchParams(new URL(authorizeUrl).searchParams);
  form.set('email', staffEmail);
  form.set('password', staffPassword);
  form.set('decision', 'allow');
  const consent = await fetch(new URL('/oauth/authorize', authorizeUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location') ?? '');
  expect(callback.origin).toBe(publicOrigin);
  const done = await client.fetch(second, `${callback.pathname}${callback.search}`);
  expect(done.status).toBe(302);
}

/** The counting sandbox (or on a test clock) with the OAuth application the proxies sign in with. */
export function startOAuthSandbox(
  options: { clock?: SandboxClock; limit?: number; periodSeconds?: number } = {},
) {
  return startCountingSandbox({
    clock: options.clock,
    config: {
      rateLimit: { limit: options.limit ?? 100_000, periodSeconds: options.periodSeconds ?? 60 },
      oauthApplications: [
        {
          name: 'Narthex test',
          clientId,
          clientSecret,
          redirectUris: [`${publicOrigin}/auth/callback`],
        },
      ],
    },
  });
}
