import { createHash, randomBytes } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { realDialect } from '../api/catalog/dialects';
import {
  apiPathOf,
  jsonBodyLimit,
  rewriteUpstreamUrls,
  rewriteUpstreamUrlsInJson,
} from './forwarder';
import {
  apiHeaders,
  defaultAnswer,
  errorCode,
  patBasic,
  publicOrigin,
  rateHeaders,
  rawRequest,
  sandboxBehindProxy,
  startProxy,
  startRecordingUpstream,
} from './testing/proxy-harness';
import type { RecordingUpstream, RunningProxy } from './testing/proxy-harness';

const jsonApi = 'application/vnd.api+json';

describe('the forwarder with a recording upstream', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;

  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ apiBaseUrl: upstream.url });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });
  afterEach(() => {
    upstream.requests.length = 0;
    upstream.script = () => defaultAnswer(upstream.url);
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    rawRequest(proxy.url, { path, headers: { ...apiHeaders, ...headers } });

  describe('CSRF guard (before any upstream call)', () => {
    it('refuses a request without X-CSRF: 1', async () => {
      for (const headers of [
        {},
        { 'X-CSRF': '0' },
        { 'X-CSRF': 'true' },
        { 'X-CSRF': ['1', '1'] },
      ]) {
        const res = await rawRequest(proxy.url, { path: '/api/people/v2/people', headers });
        expect(res.status).toBe(403);
        expect(errorCode(res.json)).toBe('csrf_header_missing');
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
      const post = await rawRequest(proxy.url, {
        method: 'POST',
        path: '/api/people/v2/lists/1/run',
      });
      expect(post.status).toBe(403);
      expect(upstream.requests).toHaveLength(0);
    });

    it('refuses Sec-Fetch-Site cross-site (and same-site)', async () => {
      for (const site of ['cross-site', 'same-site']) {
        const res = await get('/api/people/v2/people', { 'Sec-Fetch-Site': site });
        expect(res.status).toBe(403);
        expect(errorCode(res.json)).toBe('cross_site_request');
      }
      expect(upstream.requests).toHaveLength(0);
    });

    it('refuses an Origin that is not PUBLIC_ORIGIN, and accepts PUBLIC_ORIGIN', async () => {
      for (const origin of [
        'http://evil.example',
        'null',
        'http://localhost:8081',
        `${publicOrigin}/`,
      ]) {
        const res = await get('/api/people/v2/people', { Origin: origin });
        expect(res.status, origin).toBe(403);
        expect(errorCode(res.json)).toBe('origin_mismatch');
      }
      expect(upstream.requests).toHaveLength(0);
      const ok = await get('/api/people/v2/people', { Origin: publicOrigin });
      expect(ok.status).toBe(200);
    });

    it('answers 415 to form, text/plain and misplaced multipart bodies', async () => {
      const cases = [
        {
          path: '/api/people/v2/households',
          type: 'application/x-www-form-urlencoded',
          body: 'a=1',
        },
        { path: '/api/people/v2/households', type: 'text/plain', body: '{"data":{}}' },
        {
          path: '/api/people/v2/households',
          type: 'multipart/form-data; boundary=x',
          body: '--x--',
        },
        { path: '/api/people/v2/lists/1/run', type: 'text/plain', body: '' },
        { path: '/api/files', type: 'text/plain', body: 'x' },
        { path: '/api/files', type: 'multipart/form-data', body: 'x' },
      ];
      for (const c of cases) {
        const res = await rawRequest(proxy.url, {
          method: 'POST',
          path: c.path,
          headers: { ...apiHeaders, 'Content-Type': c.type },
          body: c.body,
        });
        expect(res.status, `${c.path} ${c.type}`).toBe(415);
      }
      const noType = await rawRequest(proxy.url, {
        method: 'PATCH',
        path: '/api/people/v2/emails/1',
        headers: apiHeaders,
        body: '{"data":{}}',
      });
      expect(noType.status).toBe(415);
      expect(upstream.requests).toHaveLength(0);
    });

    it('accepts JSON, JSON:API, a body-less action POST and multipart on the upload', async () => {
      upstream.script = () => ({ status: 204, headers: rateHeaders(1, 100, 60) });
      const json = await rawRequest(proxy.url, {
        method: 'POST',
        path: '/api/people/v2/households',
        headers: { ...apiHeaders, 'Content-Type': 'application/json; charset=utf-8' },
        body: '{"data":{"type":"Household"}}',
      });
      const jsonApiBody = await rawRequest(proxy.url, {
        method: 'PATCH',
        path: '/api/people/v2/emails/3',
        headers: { ...apiHeaders, 'Content-Type': jsonApi },
        body: '{"data":{"type":"Email","id":"3"}}',
      });
      const action = await rawRequest(proxy.url, {
        method: 'POST',
        path: '/api/people/v2/lists/4/run',
        headers: apiHeaders,
      });
      const multipart = await rawRequest(proxy.url, {
        method: 'POST',
        path: '/api/files',
        headers: { ...apiHeaders, 'Content-Type': 'multipart/form-data; boundary=XyZ' },
        body: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhi\r\n--XyZ--\r\n',
      });
      expect([json.status, jsonApiBody.status, action.status, multipart.status]).toEqual([
        204, 204, 204, 204,
      ]);
      expect(
        upstream.requests.map((r) => `${r.method} ${r.url} ${r.headers['content-type'] ?? '-'}`),
      ).toEqual([
        'POST /people/v2/households application/json',
        `PATCH /people/v2/emails/3 ${jsonApi}`,
        'POST /people/v2/lists/4/run -',
        'POST /v2/files multipart/form-data; boundary=XyZ',
      ]);
      expect(upstream.requests[0]?.body.toString()).toBe('{"data":{"type":"Household"}}');
      expect(upstream.requests[2]?.body.length).toBe(0);
    });
  });

  describe('the route table', () => {
    it('answers unknown /api paths with a JSON 404 and never calls upstream', async () => {
      for (const path of [
        '/api',
        '/api/',
        '/api/nope',
        '/api/people/v2/nope',
        '/api/people/v2/people/%2e%2e/giving/v2',
        '/api/people/v2/people/..%2f..%2fgiving',
        '/api/people/v2//people',
        '/api/people/v2/people/1;x',
        '/api/people/v2/people\\1',
        '/api/v2/files/x/y',
        '/api/oauth/token',
        '/api/people/v2/people?a=%0d%0a#x',
        '/apix/people/v2',
      ]) {
        const res = await get(path);
        expect(res.status, path).toBe(404);
        expect(res.headers['content-type'], path).toMatch(/^application\/json/);
        expect(errorCode(res.json), path).toBe('not_found');
      }
      expect(upstream.requests).toHaveLength(0);
    });

    it('answers an absolute-form request target with a 404', async () => {
      const res = await get(`http://evil.example/api/people/v2/people`);
      expect(res.status).toBe(404);
      expect(upstream.requests).toHaveLength(0);
    });

    it('answers a known path with the wrong method with 405 and Allow', async () => {
      const res = await rawRequest(proxy.url, {
        method: 'DELETE',
        path: '/api/people/v2/people/1',
        headers: apiHeaders,
      });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, PATCH');
      const put = await rawRequest(proxy.url, {
        method: 'PUT',
        path: '/api/people/v2/emails/1',
        headers: { ...apiHeaders, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(put.status).toBe(405);
      expect(upstream.requests).toHaveLength(0);
    });

    it('sends the raw query string on unchanged', async () => {
      const query = 'where[first_name]=Ann%20Lee&include=emails,addresses&order=-created_at';
      const res = await get(`/api/people/v2/people?${query}`);
      expect(res.status).toBe(200);
      expect(upstream.requests.map((r) => r.url)).toEqual([`/people/v2/people?${query}`]);
    });
  });

  describe('headers', () => {
    it('rebuilds outbound headers from the allow-list', async () => {
      const res = await rawRequest(proxy.url, {
        method: 'PATCH',
        path: '/api/people/v2/emails/3',
        headers: {
          ...apiHeaders,
          'Content-Type': jsonApi,
          Accept: jsonApi,
          'If-None-Match': '"abc"',
          Cookie: 'narthex-session=abc; other=1',
          Authorization: 'Bearer browser-token',
          'X-Forwarded-For': '10.0.0.1',
          'X-Forwarded-Host': 'evil.example',
          'X-Forwarded-Proto': 'https',
          Forwarded: 'for=10.0.0.1;host=evil.example',
          'X-Real-IP': '10.0.0.1',
          Connection: 'keep-alive, X-Secret-Hop',
          'X-Secret-Hop': 'hop',
          'X-Custom': 'custom',
          Origin: publicOrigin,
          Referer: `${publicOrigin}/people`,
          'Proxy-Authorization': 'Basic eA==',
        },
        body: '{"data":{"type":"Email","id":"3","attributes":{"address":"a@b.test"}}}',
      });
      expect(res.status).toBe(200);
      const [seen] = upstream.requests;
      if (!seen) throw new Error('no upstream request');
      expect(seen.headers.authorization).toBe(patBasic);
      expect(seen.headers['content-type']).toBe(jsonApi);
      expect(seen.headers['content-length']).toBe(String(seen.body.length));
      expect(seen.headers.accept).toBe(jsonApi);
      expect(seen.headers['if-none-match']).toBe('"abc"');
      for (const name of [
        'cookie',
        'x-csrf',
        'x-forwarded-for',
        'x-forwarded-host',
        'x-forwarded-proto',
        'forwarded',
        'x-real-ip',
        'x-secret-hop',
        'x-custom',
        'origin',
        'referer',
        'sec-fetch-site',
        'proxy-authorization',
      ]) {
        expect(seen.headerNames, name).not.toContain(name);
      }
      expect(seen.headerNames.filter((n) => n === 'authorization')).toHaveLength(1);
      expect(seen.headers.host).toBe(new URL(upstream.url).host);
    });

    it('passes back only allow-listed response headers, never Set-Cookie, always no-store', async () => {
      const res = await get('/api/people/v2/people?per_page=1');
      expect(res.status).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['x-upstream-internal']).toBeUndefined();
      expect(res.headers['x-svc-api-request-rate-count']).toBe('1');
      expect(res.headers['x-svc-api-request-rate-limit']).toBe('100');
      expect(res.headers['x-svc-api-request-rate-period']).toBe('60');
      expect(res.headers.etag).toBe('"v1"');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('application/vnd.api+json; charset=utf-8');
    });

    it('passes a 304 through with its ETag', async () => {
      upstream.script = () => ({
        status: 304,
        headers: { ETag: '"v1"', ...rateHeaders(2, 100, 60) },
      });
      const res = await get('/api/people/v2/people', { 'If-None-Match': '"v1"' });
      expect(res.status).toBe(304);
      expect(res.headers.etag).toBe('"v1"');
      expect(upstream.requests[0]?.headers['if-none-match']).toBe('"v1"');
    });
  });

  describe('upstream answers', () => {
    it('turns an upstream redirect into 502 and does not follow it', async () => {
      upstream.script = (request) =>
        request.url.startsWith('/followed')
          ? defaultAnswer(upstream.url)
          : {
              status: 302,
              headers: { Location: `${upstream.url}/followed`, ...rateHeaders(1, 100, 60) },
            };
      for (const status of [301, 302, 303, 307, 308]) {
        upstream.script = (request) =>
          request.url.startsWith('/followed')
            ? defaultAnswer(upstream.url)
            : { status, headers: { Location: `${upstream.url}/followed` } };
        const res = await get('/api/people/v2/people');
        expect(res.status).toBe(502);
        expect(errorCode(res.json)).toBe('upstream_redirect');
        expect(res.headers.location).toBeUndefined();
      }
      expect(upstream.requests.map((r) => r.url)).toEqual(
        Array.from({ length: 5 }, () => '/people/v2/people'),
      );
    });

    it('answers 502 when the upstream cannot be reached', async () => {
      const closed = await startRecordingUpstream();
      const url = closed.url;
      await closed.close();
      const lonely = await startProxy({ apiBaseUrl: url });
      try {
        const res = await rawRequest(lonely.url, {
          path: '/api/people/v2/people',
          headers: apiHeaders,
        });
        expect(res.status).toBe(502);
        expect(errorCode(res.json)).toBe('upstream_unreachable');
      } finally {
        await lonely.close();
      }
    });

    it('answers 401 with a re-login hint when upstream refuses the credentials', async () => {
      upstream.script = () => ({
        status: 401,
        headers: { 'Content-Type': 'application/json' },
        body: '{"errors":[{"status":"401"}]}',
      });
      const res = await get('/api/people/v2/people', { Referer: `${publicOrigin}/people?tab=2` });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({
        errors: [{ status: '401' }],
        meta: { login_url: `/auth/login?returnTo=${encodeURIComponent('/people?tab=2')}` },
      });
      // PAT credentials cannot be refreshed: one upstream call, no retry.
      expect(upstream.requests).toHaveLength(1);
    });

    it('passes other upstream errors through', async () => {
      upstream.script = () => ({
        status: 422,
        headers: { 'Content-Type': 'application/json; charset=utf-8', ...rateHeaders(1, 100, 60) },
        body: '{"errors":[{"status":"422","detail":"bad"}]}',
      });
      const res = await rawRequest(proxy.url, {
        method: 'POST',
        path: '/api/people/v2/households',
        headers: { ...apiHeaders, 'Content-Type': jsonApi },
        body: '{}',
      });
      expect(res.status).toBe(422);
      expect(res.json).toEqual({ errors: [{ status: '422', detail: 'bad' }] });
    });
  });

  describe('connections and bodies', () => {
    it('reuses one upstream connection for calls in turn (keep-alive)', async () => {
      for (let i = 0; i < 5; i++) expect((await get('/api/people/v2/people')).status).toBe(200);
      const ports = new Set(upstream.requests.map((r) => r.remotePort));
      expect(upstream.requests).toHaveLength(5);
      expect(ports.size).toBe(1);
    });

    it('inflates a gzip answer and still rewrites its links', async () => {
      upstream.script = () => ({
        status: 200,
        headers: { 'Content-Type': jsonApi, 'Content-Encoding': 'gzip' },
        body: gzipSync(JSON.stringify({ links: { next: `${upstream.url}/people/v2/people?a=1` } })),
      });
      const res = await get('/api/people/v2/people');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json).toEqual({ links: { next: `${publicOrigin}/api/people/v2/people?a=1` } });
      expect(upstream.requests[0]?.headers['accept-encoding']).toBe('gzip');
    });
  });

  describe('body limits', () => {
    it('answers 413 to a JSON body over 1 MB, declared or chunked, without calling upstream', async () => {
      const big = `{"data":"${'x'.repeat(jsonBodyLimit)}"}`;
      const declared = await rawRequest(proxy.url, {
        method: 'POST',
        path: '/api/people/v2/households',
        headers: { ...apiHeaders, 'Content-Type': 'application/json' },
        body: big,
      });
      expect(declared.status).toBe(413);
      expect(errorCode(declared.json)).toBe('payload_too_large');
      const chunked = await rawRequest(proxy.url, {
        method: 'POST',
        path: '/api/people/v2/households',
        headers: { ...apiHeaders, 'Content-Type': 'application/json' },
        body: big,
        chunked: true,
      });
      expect(chunked.status).toBe(413);
      const jsonOnUpload = await rawRequest(proxy.url, {
        method: 'POST',
        path: '/api/files',
        headers: { ...apiHeaders, 'Content-Type': 'application/json' },
        body: big,
        chunked: true,
      });
      expect(jsonOnUpload.status).toBe(413);
      const hugeUpload = await rawRequest(proxy.url, {
        method: 'POST',
        path: '/api/files',
        headers: { ...apiHeaders, 'Content-Type': 'multipart/form-data; boundary=b' },
        body: Buffer.alloc(11 * 1024 * 1024, 0x61),
      });
      expect(hugeUpload.status).toBe(413);
      expect(upstream.requests).toHaveLength(0);
    });
  });
});

describe('the forwarder in front of the sandbox', () => {
  const started = sandboxBehindProxy();

  const get = (path: string) => rawRequest(started.proxy().url, { path, headers: apiHeaders });

  it('returns the sandbox data with links rewritten to go through the proxy', async () => {
    const res = await get('/api/people/v2/people?per_page=2&include=emails');
    expect(res.status).toBe(200);
    expect(res.headers['x-svc-api-request-rate-limit']).toBe('100');
    const body = res.json as {
      links: { self: string; next: string };
      data: {
        id: string;
        links: { self: string };
        relationships: Record<string, { links?: { related?: string } }>;
      }[];
    };
    expect(body.data).toHaveLength(2);
    expect(body.links.self).toBe(`${publicOrigin}/api/people/v2/people?include=emails&per_page=2`);
    expect(body.links.next).toBe(
      `${publicOrigin}/api/people/v2/people?include=emails&offset=2&per_page=2`,
    );
    const first = body.data[0];
    expect(first?.links.self).toBe(`${publicOrigin}/api/people/v2/people/${first?.id}`);
    expect(first?.relationships.emails?.links?.related).toBe(
      `${publicOrigin}/api/people/v2/people/${first?.id}/emails`,
    );
    expect(res.text).not.toContain(started.sandbox().url);

    // The rewritten links work through the proxy.
    const next = await get(body.links.next.slice(publicOrigin.length));
    expect(next.status).toBe(200);
    const related = first?.relationships.emails?.links?.related ?? '';
    expect((await get(related.slice(publicOrigin.length))).status).toBe(200);
    const self = first?.links.self ?? '';
    expect((await get(self.slice(publicOrigin.length))).status).toBe(200);
  });

  it('uploads a file, attaches it as an avatar and serves it through /api/files', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = 'narthexTestBoundary';
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="my photo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await rawRequest(started.proxy().url, {
      method: 'POST',
      path: '/api/files',
      headers: { ...apiHeaders, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: multipart,
    });
    expect(upload.status).toBe(201);
    const fileId = (upload.json as { data: { id: string }[] }).data[0]?.id ?? '';

    const patch = await rawRequest(started.proxy().url, {
      method: 'PATCH',
      path: '/api/people/v2/people/1',
      headers: { ...apiHeaders, 'Content-Type': jsonApi },
      body: JSON.stringify({ data: { type: 'Person', id: '1', attributes: { avatar: fileId } } }),
    });
    expect(patch.status).toBe(200);
    const avatar = (patch.json as { data: { attributes: { avatar: string } } }).data.attributes
      .avatar;
    expect(avatar).toBe(`/api/files/${fileId}/my%20photo.png`);

    // An <img> sends no X-CSRF: the download path does not need it, same-origin or no metadata.
    const image = await rawRequest(started.proxy().url, {
      path: avatar,
      headers: { 'Sec-Fetch-Site': 'same-origin', Accept: 'image/*' },
    });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(image.headers['cache-control']).toBe('no-store');
    expect(image.body.equals(png)).toBe(true);
    const crossSite = await rawRequest(started.proxy().url, {
      path: avatar,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('a download streamed through', () => {
  it('sends the first bytes before the upstream has finished, and all of them intact', async () => {
    const file = randomBytes(4 * 1024 * 1024);
    const half = file.length / 2;
    let firstBytesSeen!: () => void;
    const seen = new Promise<void>((resolve) => (firstBytesSeen = resolve));
    // Sends half the file, and the rest only once the browser has received bytes: a proxy that
    // buffered the whole answer would never deliver any.
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(file.length) });
      res.write(file.subarray(0, half));
      void seen.then(() => res.end(file.subarray(half)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const upstreamUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const proxy = await startProxy({ apiBaseUrl: upstreamUrl });
    try {
      const { port } = new URL(proxy.url);
      const answer = await new Promise<{ status: number; type: string; body: Buffer }>(
        (resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: '/api/files/0b7e2a44-5b0c-4d67-9f0a-2f4a3c1d9e11/photo.png',
              headers: apiHeaders,
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => {
                chunks.push(chunk);
                firstBytesSeen();
              });
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  type: res.headers['content-type'] ?? '',
                  body: Buffer.concat(chunks),
                }),
              );
              res.on('error', reject);
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('image/png');
      expect(answer.body.length).toBe(file.length);
      const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      expect(digest(answer.body)).toBe(digest(file));
    } finally {
      await proxy.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a JSON answer broken off', () => {
  it('answers 502 when the upstream closes the connection halfway through a JSON body', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': jsonApi, 'Content-Length': '1000' });
      res.write('{"data": [', () => res.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const proxy = await startProxy({
      apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    try {
      const res = await rawRequest(proxy.url, {
        path: '/api/people/v2/people',
        headers: apiHeaders,
      });
      expect(res.status).toBe(502);
      expect(errorCode(res.json)).toBe('upstream_unreachable');
    } finally {
      await proxy.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('URL rewriting', () => {
  const base = 'http://127.0.0.1:8081';
  it('rewrites only strings that start with the upstream base at a boundary', () => {
    const value = {
      a: `${base}/people/v2/people?offset=2`,
      b: [`${base}`, `${base}?x=1`, `${base}0/people`, `${base}.evil.example/x`, `x${base}/y`],
      c: { d: `${base}/v2/files/abc/name.png`, e: 7, f: null, g: true },
    };
    expect(rewriteUpstreamUrls(value, base, publicOrigin)).toEqual({
      a: `${publicOrigin}/api/people/v2/people?offset=2`,
      b: [
        `${publicOrigin}/api`,
        `${publicOrigin}/api?x=1`,
        `${base}0/people`,
        `${base}.evil.example/x`,
        `x${base}/y`,
      ],
      c: { d: '/api/files/abc/name.png', e: 7, f: null, g: true },
    });
  });

  it('rewrites a JSON text as a parse, rewrite and serialize would, leaving the rest as sent', () => {
    const value = {
      links: { self: `${base}/people/v2/people?offset=2&per_page=2`, bare: base },
      [`${base}/as-a-key`]: `${base}/check-ins/v2/check_ins`,
      said: `he said "${base}/x" there`,
      tricky: [`\\`, `${base}0/no`, `${base}/v2/files/abc/n.png`, `"${base}/quoted"`],
    };
    const text = JSON.stringify(value, null, 2).replaceAll('&', '\\u0026');
    const out = rewriteUpstreamUrlsInJson(text, base, publicOrigin, realDialect);
    expect(JSON.parse(out)).toEqual(
      rewriteUpstreamUrls(JSON.parse(text), base, publicOrigin, realDialect),
    );
    expect(out).toContain(`"${publicOrigin}/api/check_ins/v2/check_ins"`);
    expect(out).toContain(`"${base}/as-a-key":`);
    // Untouched parts keep their spelling (indentation here).
    expect(out).toContain('\n  "said"');
    const slashes = JSON.stringify({ a: `${base}/people/v2` }).replaceAll('/', '\\/');
    expect(JSON.parse(rewriteUpstreamUrlsInJson(slashes, base, publicOrigin))).toEqual({
      a: `${publicOrigin}/api/people/v2`,
    });
    const unicodeSlashes = JSON.stringify({ a: `${base}/people/v2` }).replaceAll('/', '\\u002F');
    expect(JSON.parse(rewriteUpstreamUrlsInJson(unicodeSlashes, base, publicOrigin))).toEqual({
      a: `${publicOrigin}/api/people/v2`,
    });
    // An escaped backslash before a slash is not an escaped slash: the text is kept as sent.
    const backslash = JSON.stringify({ a: '\\/x', b: `${base}/people/v2` });
    expect(JSON.parse(rewriteUpstreamUrlsInJson(backslash, base, publicOrigin))).toEqual({
      a: '\\/x',
      b: `${publicOrigin}/api/people/v2`,
    });
    expect(rewriteUpstreamUrlsInJson('{"a": "x"}', base, publicOrigin)).toBe('{"a": "x"}');
  });

  it('maps /api paths to API paths', () => {
    expect(apiPathOf('/api/people/v2?x=1')).toBe('/people/v2?x=1');
    expect(apiPathOf('/api/files')).toBe('/v2/files');
    expect(apiPathOf('/api/files/a/b')).toBe('/v2/files/a/b');
    expect(apiPathOf('/api/filesx')).toBe('/filesx');
    expect(apiPathOf('/apix')).toBeUndefined();
    expect(apiPathOf('http://evil/api/people')).toBeUndefined();
  });
});
