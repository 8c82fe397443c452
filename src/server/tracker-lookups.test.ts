/**
 * The GID lookup over HTTP: the proxy (personal-access-token mode) in front of the real sandbox,
 * which serves the task tracker's two lookup calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FIELD_OPT_FIELDS, trackerLookupUrls } from '../api/proxy/tracker-lookup-contract';
import { startSandbox } from '../sandbox/server';
import { createPatAuth } from './auth/pat-auth';
import { loadConfig } from './config';
import { createProxyServer } from './proxy-server';
import { apiHeaders, errorCode, publicOrigin, rawRequest } from './testing/proxy-harness';
import {
  DEFAULT_TRACKER_API_URL,
  trackerLookupConfig,
  type TrackerLookupConfig,
} from './tracker-config';

const project = '1201234567890123';
const token = 'sandbox-tracker-token';

async function startProxy(apiBaseUrl: string, tracker: TrackerLookupConfig | undefined) {
  const config = loadConfig({
    API_BASE_URL: apiBaseUrl,
    API_DIALECT: 'spec',
    PAT_APP_ID: 'sandbox',
    PAT_SECRET: 'sandbox-secret',
    PUBLIC_ORIGIN: publicOrigin,
    ALLOWED_HOSTS: '127.0.0.1',
  });
  if (config.mode !== 'pat') throw new Error('expected PAT mode');
  const auth = createPatAuth({
    applicationId: config.pat.applicationId,
    secret: config.pat.secret.reveal(),
    apiBaseUrl: config.apiBaseUrl,
  });
  const app = await createProxyServer({ config, auth, ...(tracker ? { tracker } : {}) });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

describe('GID lookup through the proxy', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  const proxies: { url: string; close: () => Promise<void> }[] = [];
  let proxy: { url: string };

  beforeAll(async () => {
    sandbox = await startSandbox({ file: ':memory:' });
    const started = await startProxy(
      sandbox.url,
      trackerLookupConfig({}, { sandboxUrl: sandbox.url, token }),
    );
    proxies.push(started);
    proxy = started;
  });
  afterAll(async () => {
    for (const p of proxies) await p.close();
    await sandbox.close();
  });

  const viaProxy = (url: string, path: string, headers: Record<string, string> = apiHeaders) =>
    rawRequest(url, { path, headers });
  const direct = async (path: string) => {
    const response = await fetch(`${sandbox.url}/tracker/api/1.0${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()) as unknown;
  };

  it("answers the project's sections as the tracker does", async () => {
    const response = await viaProxy(proxy.url, trackerLookupUrls.sections(project));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json).toEqual(await direct(`/projects/${project}/sections`));
    expect((response.json as { data: unknown[] }).data).toHaveLength(4);
  });

  it("answers the project's custom fields for the given opt_fields", async () => {
    const response = await viaProxy(proxy.url, trackerLookupUrls.fields(project));
    expect(response.status).toBe(200);
    expect(response.json).toEqual(
      await direct(`/projects/${project}?opt_fields=${FIELD_OPT_FIELDS}`),
    );
    expect(response.text).not.toContain(token);
  });

  it('keeps the CSRF guard of the API', async () => {
    const response = await viaProxy(proxy.url, trackerLookupUrls.sections(project), {});
    expect(response.status).toBe(403);
    expect(errorCode(response.json)).toBe('csrf_header_missing');
  });

  it('refuses a GID that is not digits and opt_fields that are not field names', async () => {
    const gid = await viaProxy(proxy.url, '/api/tracker/projects/12ab/sections');
    expect(gid.status).toBe(400);
    expect(errorCode(gid.json)).toBe('invalid_parameter');
    const fields = await viaProxy(
      proxy.url,
      `/api/tracker/projects/${project}?opt_fields=${encodeURIComponent('gid&limit=1')}`,
    );
    expect(fields.status).toBe(400);
    expect(errorCode(fields.json)).toBe('invalid_parameter');
  });

  it('says when the tracker has no such project', async () => {
    const response = await viaProxy(proxy.url, trackerLookupUrls.sections('999'));
    expect(response.status).toBe(404);
    expect(errorCode(response.json)).toBe('project_not_found');
  });

  it('answers tracker_not_configured without a token', async () => {
    const bare = await startProxy(sandbox.url, undefined);
    proxies.push(bare);
    const response = await viaProxy(bare.url, trackerLookupUrls.sections(project));
    expect(response.status).toBe(503);
    expect(errorCode(response.json)).toBe('tracker_not_configured');
  });

  it('answers 502 when the tracker refuses the token or cannot be reached', async () => {
    const wrong = await startProxy(sandbox.url, {
      apiUrl: `${sandbox.url}/tracker/api/1.0`,
      token: 'not-the-token',
    });
    proxies.push(wrong);
    const refused = await viaProxy(wrong.url, trackerLookupUrls.sections(project));
    expect(refused.status).toBe(502);
    expect(errorCode(refused.json)).toBe('tracker_unauthorized');

    const nowhere = await startProxy(sandbox.url, { apiUrl: 'http://127.0.0.1:9', token });
    proxies.push(nowhere);
    const unreachable = await viaProxy(nowhere.url, `/api/tracker/projects/${project}`);
    expect(unreachable.status).toBe(502);
    expect(errorCode(unreachable.json)).toBe('tracker_unreachable');
  });
});

describe('trackerLookupConfig', () => {
  const embedded = { sandboxUrl: 'http://localhost:4010/', token: 'sandbox-token' };

  it('uses the embedded sandbox without configuration', () => {
    expect(trackerLookupConfig({}, embedded)).toEqual({
      apiUrl: 'http://localhost:4010/tracker/api/1.0',
      token: 'sandbox-token',
    });
  });

  it('takes TRACKER_API_URL and TRACKER_TOKEN from the environment', () => {
    const env = { TRACKER_API_URL: 'https://tracker.example/api/1.0/', TRACKER_TOKEN: ' t0k ' };
    expect(trackerLookupConfig(env, embedded)).toEqual({
      apiUrl: 'https://tracker.example/api/1.0',
      token: 't0k',
    });
    expect(trackerLookupConfig({ TRACKER_TOKEN: 'real' })).toEqual({
      apiUrl: DEFAULT_TRACKER_API_URL,
      token: 'real',
    });
  });

  it('is not configured without a token outside the sandbox', () => {
    expect(trackerLookupConfig({})).toEqual({ apiUrl: DEFAULT_TRACKER_API_URL });
    expect(trackerLookupConfig({ TRACKER_API_URL: 'https://t.example' }, embedded)).toEqual({
      apiUrl: 'https://t.example',
    });
  });

  it('refuses a TRACKER_API_URL that is not an http(s) URL', () => {
    expect(() => trackerLookupConfig({ TRACKER_API_URL: 'ftp://x' })).toThrow(/http\(s\) URL/);
    expect(() => trackerLookupConfig({ TRACKER_API_URL: 'not a url' })).toThrow(/http\(s\) URL/);
    expect(() => trackerLookupConfig({ TRACKER_API_URL: 'https://t.example/?a=1' })).toThrow(
      /query/,
    );
  });
});
