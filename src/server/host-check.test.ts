/**
 * DNS rebinding and foreign origins, over HTTP, in every mode: the proxy answers only for
 * PUBLIC_ORIGIN's host (and ALLOWED_HOSTS), before a session, a token or the upstream is touched.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { Env } from './config';
import { hostPolicy, normalizeHost } from './host-check';
import { startRuntime } from './runtime';
import type { Runtime } from './runtime';
import { apiHeaders, freePort, rawRequest, startRecordingUpstream } from './testing/proxy-harness';
import type { RecordingUpstream } from './testing/proxy-harness';

/** Sends bytes as they are and reads until the server closes the connection. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

const rebound = (port: number) => `rebind.attacker.example:${port}`;

describe('host policy', () => {
  const policy = hostPolicy({
    publicOrigin: 'https://narthex.example.org',
    allowedHosts: ['internal-lb', '10.0.0.5:8080'],
  });

  it('takes the public origin’s host with or without its default port, in any case', () => {
    expect(policy.hostAllowed('narthex.example.org')).toBe(true);
    expect(policy.hostAllowed('NARTHEX.example.org:443')).toBe(true);
    expect(policy.hostAllowed('narthex.example.org.')).toBe(true);
    expect(policy.hostAllowed('narthex.example.org:8443')).toBe(false);
  });

  it('takes an ALLOWED_HOSTS name on any port, and name:port on that port only', () => {
    expect(policy.hostAllowed('internal-lb:9000')).toBe(true);
    expect(policy.hostAllowed('10.0.0.5:8080')).toBe(true);
    expect(policy.hostAllowed('10.0.0.5:8081')).toBe(false);
  });

  it('refuses other names, look-alikes and malformed values', () => {
    for (const host of [
      'rebind.attacker.example',
      'narthex.example.org.attacker.example',
      'evil-narthex.example.org',
      'narthex.example.org@evil',
      'narthex.example.org/x',
      '',
      ' ',
    ]) {
      expect(policy.hostAllowed(host), host).toBe(false);
    }
  });

  it('takes only the public origin (or an allowed host on the same scheme) as Origin', () => {
    expect(policy.originAllowed('https://narthex.example.org')).toBe(true);
    expect(policy.originAllowed('https://internal-lb:9000')).toBe(true);
    expect(policy.originAllowed('http://narthex.example.org')).toBe(false);
    expect(policy.originAllowed('null')).toBe(false);
    expect(policy.originAllowed('https://narthex.example.org/path')).toBe(false);
    expect(policy.originAllowed('https://rebind.attacker.example')).toBe(false);
  });

  it('normalizes host names and rejects what is not one', () => {
    expect(normalizeHost('LocalHost:8080')).toBe('localhost:8080');
    expect(normalizeHost('[::1]:8080')).toBe('[::1]:8080');
    expect(normalizeHost('http://x')).toBeUndefined();
    expect(normalizeHost('a b')).toBeUndefined();
  });
});

describe.each(['sandbox', 'oauth', 'pat'] as const)('a rebinding request in %s mode', (mode) => {
  let runtime: Runtime;
  let upstream: RecordingUpstream;
  let port: number;
  let base: string;

  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    port = await freePort();
    const sandboxPort = await freePort();
    const env: Env = {
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: ':memory:',
      SESSION_DB: ':memory:',
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      ...(mode === 'sandbox' ? {} : { API_BASE_URL: upstream.url, API_DIALECT: 'spec' }),
      ...(mode === 'oauth'
        ? {
            OAUTH_CLIENT_ID: 'client',
            OAUTH_CLIENT_SECRET: 'client-secret',
            OAUTH_REDIRECT_URI: `http://localhost:${port}/auth/callback`,
            SESSION_SECRET: 'a-session-secret-of-at-least-32-bytes!!',
          }
        : {}),
      ...(mode === 'pat' ? { PAT_APP_ID: 'sandbox', PAT_SECRET: 'sandbox-secret' } : {}),
    };
    const config = loadConfig(env);
    expect(config.mode).toBe(mode);
    runtime = await startRuntime({ config, env });
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await runtime.close();
    await upstream.close();
  });

  it('is refused with 421 in the API’s error shape, and nothing goes upstream', async () => {
    const res = await rawRequest(base, {
      path: '/api/people/v2/people',
      headers: { ...apiHeaders, Host: rebound(port) },
    });
    expect(res.status).toBe(421);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json).toMatchObject({ errors: [{ status: '421', code: 'misdirected_request' }] });
    expect(upstream.requests).toHaveLength(0);
  });

  it('gets an HTML page pointing at the public origin when it is a navigation', async () => {
    for (const path of ['/', '/auth/login', '/auth/session']) {
      const res = await rawRequest(base, {
        path,
        headers: { Host: rebound(port), Accept: 'text/html' },
      });
      expect(res.status, path).toBe(421);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain(`This server answers only at http://localhost:${port}.`);
      expect(res.text).not.toContain('rebind.attacker.example');
    }
  });

  it('refuses a missing or malformed Host with 400, and an Origin from elsewhere with 403', async () => {
    const noHost = await rawExchange(
      port,
      'GET /api/people/v2/people HTTP/1.1\r\nX-CSRF: 1\r\nConnection: close\r\n\r\n',
    );
    expect(noHost).toMatch(/^HTTP\/1\.1 400 /);
    expect(noHost).toContain('"code":"bad_host"');

    const badHost = await rawRequest(base, {
      path: '/api/people/v2/people',
      headers: { ...apiHeaders, Host: 'bad host' },
    });
    expect(badHost.status).toBe(400);
    expect(badHost.json).toMatchObject({ errors: [{ code: 'bad_host' }] });

    const foreign = await rawRequest(base, {
      method: 'POST',
      path: '/auth/logout',
      headers: { Host: `localhost:${port}`, Origin: 'http://rebind.attacker.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toMatchObject({ errors: [{ code: 'origin_mismatch' }] });
    expect(upstream.requests).toHaveLength(0);
  });

  it('still answers at the public origin', async () => {
    const res = await rawRequest(base, {
      path: '/api/people/v2/people',
      headers: { ...apiHeaders, Host: `localhost:${port}` },
    });
    // Through to the forwarder: the PAT goes upstream, the others need a signed-in session.
    expect(res.status).toBe(mode === 'pat' ? 200 : 401);
  });
});

describe('ALLOWED_HOSTS', () => {
  it('adds a name a load balancer uses, and nothing else', async () => {
    const upstream = await startRecordingUpstream();
    const port = await freePort();
    const env: Env = {
      PORT: String(port),
      PUBLIC_ORIGIN: 'https://narthex.example.org',
      ALLOWED_HOSTS: 'narthex-1.internal, 127.0.0.1',
      API_BASE_URL: upstream.url,
      PAT_APP_ID: 'sandbox',
      PAT_SECRET: 'sandbox-secret',
      SESSION_DB: ':memory:',
    };
    const runtime = await startRuntime({ config: loadConfig(env), env });
    try {
      const base = `http://127.0.0.1:${port}`;
      const get = (host: string) =>
        rawRequest(base, { path: '/api/people/v2/people', headers: { ...apiHeaders, Host: host } });
      expect((await get(`narthex-1.internal:${port}`)).status).toBe(200);
      expect((await get(`127.0.0.1:${port}`)).status).toBe(200);
      expect((await get('narthex.example.org')).status).toBe(200);
      expect((await get(`narthex-2.internal:${port}`)).status).toBe(421);
      expect(upstream.requests).toHaveLength(3);
    } finally {
      await runtime.close();
      await upstream.close();
    }
  });

  it('refuses entries that are not host names at start-up', () => {
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://x.example/, ok.example' })).toThrow(
      /ALLOWED_HOSTS .*"https:\/\/x.example\/" is not one/,
    );
  });
});
