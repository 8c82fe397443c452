/**
 * No CORS, over HTTP against the real proxy (checklist item 8): a preflight from another origin
 * gets no Access-Control-Allow-* header and never reaches the upstream, so a page elsewhere can
 * never send the non-safelisted requests the API needs (X-CSRF, JSON bodies); and no answer ever
 * carries Access-Control-Allow-Origin, not even when the upstream sends one. PAT mode: the mode in
 * which a request reaches the upstream without any sign-in, so nothing but these checks stands
 * in the way.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiHeaders,
  defaultAnswer,
  errorCode,
  publicOrigin,
  rawRequest,
  startProxy,
  startRecordingUpstream,
} from './testing/proxy-harness';
import type { RecordingUpstream, RunningProxy } from './testing/proxy-harness';

/** Every CORS response header a browser would act on. */
function corsHeaders(headers: IncomingHttpHeaders): string[] {
  return Object.keys(headers).filter((name) => name.toLowerCase().startsWith('access-control-'));
}

const preflight = (origin: string, method = 'POST') => ({
  Origin: origin,
  'Access-Control-Request-Method': method,
  'Access-Control-Request-Headers': 'content-type,x-csrf',
  'Sec-Fetch-Mode': 'cors',
  'Sec-Fetch-Site': 'cross-site',
  'Sec-Fetch-Dest': 'empty',
});

describe('CORS', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;

  beforeAll(async () => {
    // An upstream that would happily allow any origin: none of it may reach the browser.
    upstream = await startRecordingUpstream((request) => {
      const answer = defaultAnswer(upstream.url);
      const organization = JSON.stringify({
        data: { type: 'Organization', id: '1', attributes: { name: 'Grace Chapel' } },
      });
      return {
        ...answer,
        body: request.url === '/people/v2' ? organization : answer.body,
        status: request.method === 'OPTIONS' ? 204 : answer.status,
        headers: {
          ...answer.headers,
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': 'content-type, x-csrf, authorization',
          'Access-Control-Expose-Headers': 'x-svc-api-request-rate-count',
          'Access-Control-Max-Age': '86400',
        },
      };
    });
    proxy = await startProxy({ apiBaseUrl: upstream.url });
  });

  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  beforeEach(() => {
    upstream.requests.length = 0;
  });

  it('answers a preflight from https://evil.example to /api with no Access-Control-Allow-* header, and nothing goes upstream', async () => {
    for (const method of ['POST', 'PATCH', 'DELETE', 'GET']) {
      for (const path of [
        '/api/people/v2/people',
        '/api/people/v2/people/1',
        '/api/v2/files',
        '/api/people/v2/people?per_page=1',
      ]) {
        const res = await rawRequest(proxy.url, {
          method: 'OPTIONS',
          path,
          headers: preflight('https://evil.example', method),
        });
        const label = `${method} ${path}`;
        expect(res.status, label).toBe(403);
        expect(errorCode(res.json), label).toBe('origin_mismatch');
        expect(corsHeaders(res.headers), label).toEqual([]);
        expect(res.headers.vary ?? '', label).not.toMatch(/origin/i);
      }
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it('gives no other origin a preflight either: null, a sibling port or subdomain, a look-alike', async () => {
    for (const origin of [
      'null',
      'http://localhost:8081',
      'http://api.localhost:8080',
      'https://localhost:8080',
      'http://localhost:8080.evil.example',
    ]) {
      const res = await rawRequest(proxy.url, {
        method: 'OPTIONS',
        path: '/api/people/v2/people',
        headers: preflight(origin),
      });
      expect(res.status, origin).toBe(403);
      expect(corsHeaders(res.headers), origin).toEqual([]);
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it('does not let a preflight through even from its own origin (no X-CSRF), nor on /auth and /', async () => {
    const own = await rawRequest(proxy.url, {
      method: 'OPTIONS',
      path: '/api/people/v2/people',
      headers: { ...preflight(publicOrigin), 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(own.status).toBe(403);
    expect(errorCode(own.json)).toBe('csrf_header_missing');
    expect(corsHeaders(own.headers)).toEqual([]);

    for (const path of ['/auth/session', '/auth/logout', '/auth/login', '/']) {
      const res = await rawRequest(proxy.url, {
        method: 'OPTIONS',
        path,
        headers: preflight('https://evil.example'),
      });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(corsHeaders(res.headers), path).toEqual([]);
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it('sends no Access-Control-Allow-Origin on any answer, even when the upstream sends one', async () => {
    const ok = await rawRequest(proxy.url, {
      path: '/api/people/v2/people?per_page=1',
      headers: { ...apiHeaders, Origin: publicOrigin },
    });
    expect(ok.status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
    expect(corsHeaders(ok.headers)).toEqual([]);

    const answers = [
      // Refused by the host check, the CSRF guard and the route table; the session route.
      await rawRequest(proxy.url, {
        path: '/api/people/v2/people',
        headers: { ...apiHeaders, Origin: 'https://evil.example' },
      }),
      await rawRequest(proxy.url, { path: '/api/people/v2/people' }),
      await rawRequest(proxy.url, { path: '/api/nowhere/v2/things', headers: apiHeaders }),
      await rawRequest(proxy.url, { path: '/auth/session', headers: apiHeaders }),
      await rawRequest(proxy.url, { path: '/' }),
    ];
    expect(answers.map((res) => res.status)).toEqual([403, 403, 404, 200, 404]);
    for (const res of answers) expect(corsHeaders(res.headers)).toEqual([]);
  });
});
