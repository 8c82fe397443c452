/**
 * Spoofed forwarding headers, over HTTP against the real proxy (checklist items 2 and 23). The
 * proxy trusts no forwarded header from anyone (`trustProxy: false`): a direct request carrying
 * X-Forwarded-Host / -Proto / -Port, Forwarded or the other host-override headers changes
 * neither the redirect_uri sent to the authorization server, nor the login cookie's Secure flag,
 * nor the links the forwarder rewrites, nor what counts as the proxy's own origin. Everything
 * stays on PUBLIC_ORIGIN, whichever allowed Host the request used.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { Env, ProxyConfig } from './config';
import { startRuntime } from './runtime';
import type { Runtime } from './runtime';
import {
  apiHeaders,
  defaultAnswer,
  errorCode,
  freePort,
  publicOrigin as patPublicOrigin,
  rawRequest,
  startProxy,
  startRecordingUpstream,
} from './testing/proxy-harness';
import type { RecordingUpstream, RunningProxy } from './testing/proxy-harness';

const attacker = 'evil.example';

/** Header sets a proxy that trusted its client could take for the public host or scheme. */
function spoofs(proto: 'http' | 'https'): Record<string, OutgoingHttpHeaders> {
  const xForwarded = {
    'X-Forwarded-Host': attacker,
    'X-Forwarded-Proto': proto,
    'X-Forwarded-Port': '4443',
    'X-Forwarded-For': '203.0.113.9',
  };
  const forwarded = { Forwarded: `for=203.0.113.9;host=${attacker};proto=${proto}` };
  const others = {
    'X-Original-Host': attacker,
    'X-Host': attacker,
    'X-Forwarded-Server': attacker,
    'X-Forwarded-Prefix': '/evil',
    'X-Original-URL': '/evil',
    'X-Rewrite-URL': '/evil',
    'X-Forwarded-Scheme': proto,
    'X-Url-Scheme': proto,
    'Front-End-Https': proto === 'https' ? 'on' : 'off',
  };
  return {
    'X-Forwarded-Host alone': { 'X-Forwarded-Host': attacker },
    'X-Forwarded-Host, -Proto, -Port, -For': xForwarded,
    Forwarded: forwarded,
    'other host-override headers': others,
    'all of them, Forwarded listed twice': {
      ...xForwarded,
      ...others,
      Forwarded: [forwarded.Forwarded, `host=${attacker}:4443;proto=${proto}`],
    },
  };
}

function setCookies(headers: IncomingHttpHeaders): string[] {
  return headers['set-cookie'] ?? [];
}

/** Everything the proxy answered, as one string, to look for the attacker's name in. */
function everything(res: { headers: IncomingHttpHeaders; text: string }): string {
  return `${JSON.stringify(res.headers)}\n${res.text}`;
}

describe.each([
  // The embedded sandbox at plain-http localhost; spoofs claim https.
  { mode: 'sandbox' as const, https: false },
  // A real deployment's shape: an https public name; spoofs claim plain http.
  { mode: 'oauth' as const, https: true },
])('spoofed forwarded headers in $mode mode', ({ mode, https }) => {
  let runtime: Runtime;
  let upstream: RecordingUpstream;
  let config: ProxyConfig;
  let port: number;
  let base: string;
  let publicOrigin: string;
  let publicHost: string;

  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    port = await freePort();
    publicOrigin = https ? 'https://narthex.example.org' : `http://localhost:${port}`;
    publicHost = new URL(publicOrigin).host;
    const env: Env = {
      PORT: String(port),
      SANDBOX_PORT: String(await freePort()),
      SANDBOX_DB: ':memory:',
      SESSION_DB: ':memory:',
      PUBLIC_ORIGIN: publicOrigin,
      // A second name the proxy answers to (a load balancer's): the Host used must not matter.
      ALLOWED_HOSTS: '127.0.0.1',
      ...(mode === 'oauth'
        ? {
            API_BASE_URL: upstream.url,
            API_DIALECT: 'spec',
            OAUTH_CLIENT_ID: 'client',
            OAUTH_CLIENT_SECRET: 'client-secret',
            OAUTH_REDIRECT_URI: `${publicOrigin}/auth/callback`,
            SESSION_SECRET: 'a-session-secret-of-at-least-32-bytes!!',
          }
        : {}),
    };
    config = loadConfig(env);
    expect(config.mode).toBe(mode);
    runtime = await startRuntime({ config, env });
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await runtime.close();
    await upstream.close();
  });

  const hosts = () => [publicHost, `127.0.0.1:${port}`];

  it('sends the configured redirect_uri to the authorization server whatever the forwarded headers say', async () => {
    if (config.mode === 'pat') throw new Error('unexpected mode');
    const { redirectUri, authorizeOrigin } = config.oauth;
    expect(redirectUri).toBe(`${publicOrigin}/auth/callback`);
    for (const host of hosts()) {
      for (const [label, headers] of Object.entries(spoofs(https ? 'http' : 'https'))) {
        const res = await rawRequest(base, {
          path: '/auth/login?returnTo=%2Fpeople',
          headers: { ...headers, Host: host, Accept: 'text/html' },
        });
        const what = `${label}, Host ${host}`;
        expect(res.status, what).toBe(302);
        const location = new URL(res.headers.location ?? '');
        expect(location.origin, what).toBe(authorizeOrigin);
        expect(location.pathname, what).toBe('/oauth/authorize');
        expect(location.searchParams.get('redirect_uri'), what).toBe(redirectUri);
        expect(everything(res), what).not.toContain(attacker);

        // The login cookie follows PUBLIC_ORIGIN's scheme, not X-Forwarded-Proto.
        const login = setCookies(res.headers).find((c) => /narthex-login=[^;]/.test(c)) ?? '';
        expect(login, what).toMatch(https ? /^__Host-narthex-login=/ : /^narthex-login=/);
        expect(/;\s*Secure/i.test(login), what).toBe(https);
        expect(login, what).not.toMatch(/Domain=/i);
      }
    }
  });

  it('keeps error pages and the API’s sign-in hint relative or on PUBLIC_ORIGIN', async () => {
    for (const headers of Object.values(spoofs(https ? 'http' : 'https'))) {
      const callback = await rawRequest(base, {
        path: '/auth/callback?code=x&state=y',
        headers: { ...headers, Host: publicHost, Accept: 'text/html' },
      });
      expect(callback.status).toBe(400);
      expect(callback.text).toContain('href="/auth/login"');
      expect(everything(callback)).not.toContain(attacker);

      const api = await rawRequest(base, {
        path: '/api/people/v2/people',
        headers: { ...headers, ...apiHeaders, Host: publicHost, Referer: `${publicOrigin}/people` },
      });
      expect(api.status).toBe(401);
      expect(api.json).toMatchObject({
        errors: [{ code: 'not_signed_in' }],
        meta: { login_url: '/auth/login?returnTo=%2Fpeople' },
      });
      expect(everything(api)).not.toContain(attacker);

      // A host the proxy does not answer to gets a page pointing at PUBLIC_ORIGIN only.
      const rebound = await rawRequest(base, {
        path: '/',
        headers: { ...headers, Host: `${attacker}:${port}`, Accept: 'text/html' },
      });
      expect(rebound.status).toBe(421);
      expect(rebound.text).toContain(`This server answers only at ${publicOrigin}.`);
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it('takes its own origin from PUBLIC_ORIGIN, never from forwarded headers, for the Origin checks', async () => {
    const claimAttacker = {
      'X-Forwarded-Host': attacker,
      'X-Forwarded-Proto': 'https',
      Forwarded: `host=${attacker};proto=https`,
    };
    // The attacker's origin, "confirmed" by forwarded headers naming the attacker: refused.
    for (const path of ['/auth/logout', '/api/people/v2/people']) {
      const res = await rawRequest(base, {
        method: path === '/auth/logout' ? 'POST' : 'GET',
        path,
        headers: {
          ...claimAttacker,
          ...apiHeaders,
          Host: publicHost,
          Origin: `https://${attacker}`,
        },
      });
      expect(res.status, path).toBe(403);
      expect(errorCode(res.json), path).toBe('origin_mismatch');
    }
    // The public origin, while forwarded headers claim another host and scheme: accepted.
    const own = await rawRequest(base, {
      method: 'POST',
      path: '/auth/logout',
      headers: {
        ...spoofs(https ? 'http' : 'https')['all of them, Forwarded listed twice'],
        ...apiHeaders,
        Host: publicHost,
        Origin: publicOrigin,
      },
    });
    expect(own.status).toBe(204);
  });
});

describe('spoofed forwarded headers on an API list (links rewriting)', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;

  beforeAll(async () => {
    upstream = await startRecordingUpstream((request) => {
      const answer = defaultAnswer(upstream.url);
      return {
        ...answer,
        body: JSON.stringify({
          data: [
            {
              type: 'Person',
              id: '1',
              attributes: { name: 'Ann' },
              links: { self: `${upstream.url}/people/v2/people/1` },
            },
          ],
          links: {
            self: `${upstream.url}${request.url}`,
            next: `${upstream.url}/people/v2/people?offset=1&per_page=1`,
          },
          meta: { total_count: 2 },
        }),
      };
    });
    proxy = await startProxy({ apiBaseUrl: upstream.url });
  });

  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('rewrites every upstream link onto PUBLIC_ORIGIN, and forwards none of the headers', async () => {
    const { host: publicHost } = new URL(patPublicOrigin);
    for (const host of [publicHost, new URL(proxy.url).host]) {
      for (const [label, headers] of Object.entries(spoofs('https'))) {
        upstream.requests.length = 0;
        const res = await rawRequest(proxy.url, {
          path: '/api/people/v2/people?per_page=1',
          headers: { ...headers, ...apiHeaders, Host: host },
        });
        const what = `${label}, Host ${host}`;
        expect(res.status, what).toBe(200);
        expect(res.json, what).toMatchObject({
          data: [{ links: { self: `${patPublicOrigin}/api/people/v2/people/1` } }],
          links: {
            self: `${patPublicOrigin}/api/people/v2/people?per_page=1`,
            next: `${patPublicOrigin}/api/people/v2/people?offset=1&per_page=1`,
          },
        });
        expect(everything(res), what).not.toContain(attacker);

        // Upstream sees its own host and none of the forwarding headers.
        const sent = upstream.requests[0];
        expect(sent?.headers.host, what).toBe(new URL(upstream.url).host);
        const forwardedNames = (sent?.headerNames ?? []).filter((name) =>
          /^(forwarded|x-forwarded-|x-original-|x-host|x-rewrite-url|x-url-scheme|front-end-https)/.test(
            name,
          ),
        );
        expect(forwardedNames, what).toEqual([]);
        expect(JSON.stringify(sent?.headers), what).not.toContain(attacker);
      }
    }
  });

  it('judges Origin against PUBLIC_ORIGIN, whatever the forwarded headers claim', async () => {
    upstream.requests.length = 0;
    const claim = { 'X-Forwarded-Host': attacker, Forwarded: `host=${attacker};proto=https` };
    const foreign = await rawRequest(proxy.url, {
      path: '/api/people/v2/people',
      headers: { ...claim, ...apiHeaders, Origin: `https://${attacker}` },
    });
    expect(foreign.status).toBe(403);
    const own = await rawRequest(proxy.url, {
      path: '/api/people/v2/people',
      headers: { ...claim, 'X-Forwarded-Proto': 'https', ...apiHeaders, Origin: patPublicOrigin },
    });
    expect(own.status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });
});
