/**
 * The built SPA served by the real proxy server over HTTP: precompressed copies chosen by
 * Accept-Encoding, caching by kind of file, SPA fallback and 404s.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  publicOrigin,
  rawRequest,
  startProxy,
  startRecordingUpstream,
} from './testing/proxy-harness';
import type { RawResponse, RecordingUpstream, RunningProxy } from './testing/proxy-harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" href="/assets/page-def.js"></head><body><div id="root"></div>' +
  `<!-- ${'padding '.repeat(40)}--></body></html>`;
const script = `export const rows = [${Array.from({ length: 200 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const style = `.table { color: red; }\n`.repeat(50);
const icon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** Writes `name` and, like the build, its .br and .gz copies. */
function writeWithCopies(dir: string, name: string, content: string): void {
  writeFileSync(path.join(dir, name), content);
  writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(content));
  writeFileSync(path.join(dir, `${name}.gz`), gzipSync(content));
}

function decoded(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.text;
}

describe('static site', () => {
  let dir: string;
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'narthex-static-site-'));
    mkdirSync(path.join(dir, 'assets'));
    writeWithCopies(dir, 'index.html', indexHtml);
    writeWithCopies(path.join(dir, 'assets'), 'index-abc.js', script);
    writeWithCopies(path.join(dir, 'assets'), 'index-abc.css', style);
    writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify({
        routes: [
          { path: '/', files: ['assets/home-page-0.js'] },
          { path: '/check-ins', files: ['assets/check-ins-page-1.js', 'assets/data-table-2.js'] },
          { path: '/people/:personId', files: ['assets/person-page-3.js'] },
          { path: '/people/households', files: ['assets/households-page-4.js'] },
          { path: '/*', files: ['assets/not-found-page-5.js'] },
          // Not a built file: left out.
          { path: '/bad', files: ['https://elsewhere.example/x.js'] },
        ],
        languages: { en: ['assets/en-messages-6.js'], es: ['assets/es-messages-7.js'] },
      }),
    );
    // Too small to be worth compressing: the build leaves it alone.
    writeFileSync(path.join(dir, 'favicon.svg'), icon);
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ apiBaseUrl: upstream.url, staticDir: dir });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(proxy.url, { method, path: p, headers });

  it('chooses brotli, then gzip, then the file itself by Accept-Encoding, always with Vary', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
      [undefined, undefined],
    ];
    const identity = await get('/assets/index-abc.js');
    for (const [accept, encoding] of cases) {
      const res = await get(
        '/assets/index-abc.js',
        accept === undefined ? {} : { 'Accept-Encoding': accept },
      );
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toBe('Accept-Encoding');
      expect(res.headers['content-type'], accept).toBe(identity.headers['content-type']);
      expect(res.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/);
      expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
      expect(decoded(res), accept).toBe(script);
    }
    expect(identity.body.length).toBe(Buffer.byteLength(script));
  });

  it('sends a compressed copy that is smaller than the file, with its own length', async () => {
    const br = await get('/assets/index-abc.css', { 'Accept-Encoding': 'br' });
    const gzip = await get('/assets/index-abc.css', { 'Accept-Encoding': 'gzip' });
    const plain = await get('/assets/index-abc.css');
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gzip.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
  });

  it('honours q-values: q=0 refuses an encoding, higher q wins', async () => {
    const cases: [string, string | undefined][] = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['*;q=0', undefined],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['br;q=0.9, gzip;q=0.8', 'br'],
      ['br;q=0, *', 'gzip'],
    ];
    for (const [accept, encoding] of cases) {
      const res = await get('/assets/index-abc.js', { 'Accept-Encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(decoded(res), accept).toBe(script);
    }
    // "*" leaves the choice to the server: some compressed copy.
    const any = await get('/assets/index-abc.js', { 'Accept-Encoding': '*' });
    expect(['br', 'gzip']).toContain(any.headers['content-encoding']);
    expect(decoded(any)).toBe(script);
  });

  it('serves a file that has no compressed copy as it is', async () => {
    const res = await get('/favicon.svg', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.text).toBe(icon);
  });

  it('makes hashed assets immutable and index.html no-cache, on every route of the SPA', async () => {
    for (const accept of ['br', 'gzip', '']) {
      const asset = await get('/assets/index-abc.js', { 'Accept-Encoding': accept });
      expect(asset.headers['cache-control'], accept).toBe(IMMUTABLE);
      for (const p of ['/', '/index.html', '/check-ins', '/people?search=ann']) {
        const page = await get(p, { Accept: 'text/html', 'Accept-Encoding': accept });
        expect(page.status, p).toBe(200);
        expect(page.headers['cache-control'], p).toBe('no-cache');
        expect(page.headers.vary, p).toBe('Accept-Encoding, Accept-Language, Cookie');
        expect(page.headers['content-type'], p).toBe('text/html; charset=utf-8');
        expect(page.headers['content-encoding'], p).toBe(accept === '' ? undefined : accept);
        expect(decoded(page), p).toBe(indexHtml);
      }
    }
    const favicon = await get('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it("preloads a page route's own chunks with Link headers on index.html", async () => {
    const linkOf = async (p: string) =>
      (await get(p, { Accept: 'text/html', 'Accept-Encoding': 'br' })).headers.link;
    const expected = {
      '/check-ins':
        '</assets/check-ins-page-1.js>; rel=modulepreload; crossorigin, ' +
        '</assets/data-table-2.js>; rel=modulepreload; crossorigin',
      '/check-ins?order=-created_at': '</assets/check-ins-page-1.js>; rel=modulepreload',
      '/people/42': '</assets/person-page-3.js>; rel=modulepreload; crossorigin',
      // A route's own path wins over a parameter in the same place, as in the router.
      '/people/households': '</assets/households-page-4.js>; rel=modulepreload; crossorigin',
    };
    for (const [p, link] of Object.entries(expected)) {
      expect(await linkOf(p), p).toContain(link);
    }
    expect(await linkOf('/')).toBe(
      '</assets/en-messages-6.js>; rel=modulepreload; crossorigin, ' +
        '</assets/home-page-0.js>; rel=modulepreload; crossorigin',
    );
    // Unknown pages (the catch-all route) get their language's messages alone.
    for (const p of ['/no-such-page', '/people/42/more', '/bad']) {
      expect(await linkOf(p), p).toBe('</assets/en-messages-6.js>; rel=modulepreload; crossorigin');
    }
    // Files and index.html itself get none.
    for (const p of ['/assets/index-abc.js', '/index.html']) {
      expect(await linkOf(p), p).toBeUndefined();
    }
  });

  it("preloads the messages of the page's language first, by cookie or Accept-Language", async () => {
    const linkOf = async (headers: Record<string, string>) =>
      (await get('/check-ins', { Accept: 'text/html', ...headers })).headers.link;
    const spanish = '</assets/es-messages-7.js>; rel=modulepreload; crossorigin, </assets/check';
    expect(await linkOf({ 'Accept-Language': 'es-MX,es;q=0.9' })).toMatch(
      new RegExp(`^${spanish.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
    );
    expect(await linkOf({ Cookie: 'narthex_language=es', 'Accept-Language': 'en' })).toContain(
      'es-messages-7.js',
    );
    expect(await linkOf({ 'Accept-Language': 'fr' })).toMatch(/^<\/assets\/en-messages-6\.js>/);
  });

  it('names the files of the build on disk, after a rebuild under the running server too', async () => {
    const file = path.join(dir, 'route-preloads.json');
    const before = (await get('/check-ins', { Accept: 'text/html' })).headers.link;
    expect(before).toContain('check-ins-page-1.js');
    writeFileSync(
      file,
      JSON.stringify({
        routes: [{ path: '/check-ins', files: ['assets/check-ins-page-9.js'] }],
        languages: {},
      }),
    );
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const after = (await get('/check-ins', { Accept: 'text/html' })).headers.link;
    expect(after).toBe('</assets/check-ins-page-9.js>; rel=modulepreload; crossorigin');
    rmSync(file);
    expect((await get('/check-ins', { Accept: 'text/html' })).headers.link).toBeUndefined();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const accept of ['br', 'gzip', '']) {
      const headers = { 'Accept-Encoding': accept, Accept: 'text/html' };
      for (const p of ['/assets/index-abc.js', '/check-ins']) {
        const full = await get(p, headers);
        const head = await get(p, headers, 'HEAD');
        expect(head.status, p).toBe(200);
        expect(head.body.length, p).toBe(0);
        for (const name of [
          'content-encoding',
          'content-length',
          'content-type',
          'cache-control',
          'vary',
        ]) {
          expect(head.headers[name], `${p} ${name} (${accept})`).toBe(full.headers[name]);
        }
      }
    }
  });

  it('answers a missing file with a 404 in the API error shape, whatever encoding is accepted', async () => {
    for (const accept of ['br', 'gzip', '']) {
      for (const p of ['/assets/missing-123.js', '/assets/index-abc.js.map', '/robots.txt']) {
        const res = await get(p, { Accept: '*/*', 'Accept-Encoding': accept });
        expect(res.status, p).toBe(404);
        expect(res.headers['content-type'], p).toBe('application/json; charset=utf-8');
        expect(res.headers['cache-control'], p).toBe('no-store');
        expect(res.headers['content-encoding'], p).toBeUndefined();
        expect(errorCode(res.json), p).toBe('not_found');
      }
    }
  });

  it('answers an address it cannot decode with a page to a browser and an error to a script', async () => {
    for (const p of ['/people/%E0%A4%A', '/%E0%A4%A', '/giving/%C0']) {
      const page = await get(p, { Accept: 'text/html,application/xhtml+xml' });
      expect(page.status, p).toBe(400);
      expect(page.headers['content-type'], p).toBe('text/html; charset=utf-8');
      expect(page.text, p).toContain('<h1>This address cannot be read</h1>');
      expect(page.text, p).toContain(`<a href="${publicOrigin}/">Go to the dashboard</a>`);

      const script = await get(p, { Accept: '*/*' });
      expect(script.status, p).toBe(400);
      expect(script.headers['content-type'], p).toBe('application/json; charset=utf-8');
      expect(errorCode(script.json), p).toBe('bad_url');
    }
    const api = await get('/api/people/v2/people/%E0%A4%A', { Accept: 'text/html' });
    expect(api.status).toBe(404);
    expect(errorCode(api.json)).toBe('not_found');
  });
});
