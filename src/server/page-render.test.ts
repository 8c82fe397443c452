/**
 * The server-rendered pages over real HTTP, with a stand-in for the build's SSR bundle (a small
 * ES module in a temporary dist/.ssr): the head goes first with the colour-scheme script allowed
 * by its hash, the rendering's own calls go through the proxy's /api route to the upstream with
 * the session's credentials, and a bundle that fails, or a page it does not render, gets the
 * plain index.html.
 */
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PAGE_STATE_ELEMENT_ID, SERVER_RENDER_BUNDLE } from '../lib/pure/page-render-contract';
import { cutTemplate, RENDERS_AT_ONCE } from './page-render';
import {
  patBasic,
  rawRequest,
  startProxy,
  startRecordingUpstream,
  type RecordingUpstream,
  type RunningProxy,
} from './testing/proxy-harness';

const indexHtml =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Narthex</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
  '<body><div id="root"></div></body></html>';

const colorSchemeScript = '<script data-mantine-script="true">document.x = 1;</script>';
const heldEventsScript = '<script>(() => { document.y = 2; })()</script>';

/** The stand-in bundle: renders /list from the upstream's answer, throws for /list?fail. */
const bundle = `
export const pageRenderer = {
  headScripts: ${JSON.stringify(colorSchemeScript + heldEventsScript)},
  async wouldRender(url) { return url.startsWith('/list'); },
  async renderPage(request) {
    if (request.url.includes('fail')) throw new Error('the page broke');
    if (request.url.includes('stuck')) for (;;);
    if (request.url.includes('languages')) {
      return { rendered: true, html: '<p>' + request.acceptLanguage + '</p>', state: '{}', title: undefined };
    }
    const gate = /hold=(\\d+)/.exec(request.url);
    if (gate) await fetch('http://127.0.0.1:' + gate[1] + '/');
    const answer = await request.fetch('/api/people/v2/people?per_page=1');
    const body = await answer.json();
    return {
      rendered: true,
      html: '<title>List · Narthex</title><p>' + answer.status + ' ' + body.data.length + '</p>',
      state: JSON.stringify({ rows: body.data.length }),
      title: 'List · Narthex',
    };
  },
};
`;

describe('server-rendered pages', () => {
  let dir: string;
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'narthex-page-render-'));
    mkdirSync(path.join(dir, path.dirname(SERVER_RENDER_BUNDLE)));
    writeFileSync(path.join(dir, 'index.html'), indexHtml);
    writeFileSync(path.join(dir, SERVER_RENDER_BUNDLE), bundle);
    writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify({
        routes: [{ path: '/list', files: ['assets/list-page-1.js'] }],
        languages: { en: ['assets/en-messages-2.js'] },
      }),
    );
    upstream = await startRecordingUpstream();
    proxy = await startProxy({
      apiBaseUrl: upstream.url,
      staticDir: dir,
      pageRenderTimeLimitMs: 500,
    });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (p: string, headers: Record<string, string> = {}) =>
    rawRequest(proxy.url, { method: 'GET', path: p, headers: { Accept: 'text/html', ...headers } });

  it('renders a page with data got through the proxy, head first, its script allowed by hash', async () => {
    const before = upstream.requests.length;
    const res = await page('/list', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const html = brotliDecompressSync(res.body).toString('utf8');

    const [scheme, held] = ['document.x = 1;', '(() => { document.y = 2; })()'].map((text) =>
      createHash('sha256').update(text).digest('base64'),
    );
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${scheme}' 'sha256-${held}';`,
    );
    // After the charset: the colour-scheme and held-events scripts, then the stylesheet; the scripts after the
    // page, the route's chunk preloaded with them.
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf(colorSchemeScript));
    expect(html.indexOf(colorSchemeScript)).toBeLessThan(html.indexOf(heldEventsScript));
    expect(html.indexOf(heldEventsScript)).toBeLessThan(html.indexOf('index-abc.css'));
    expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('index-abc.js'));
    expect(res.headers.link).toBeUndefined();
    // The page's title is the one in its markup; the template's is gone.
    expect(html).not.toContain('<title>Narthex</title>');
    expect(html).toMatch(
      new RegExp(
        `<body><div id="root"><title>List · Narthex</title><p>200 (\\d+)</p></div>` +
          `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">\\{"rows":\\1\\}</script>` +
          '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
          '<link rel="modulepreload" crossorigin href="/assets/en-messages-2.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/list-page-1.js"></body>',
      ),
    );

    // The rendering's own call reached the upstream as any API call does, with the credentials.
    const calls = upstream.requests.slice(before);
    expect(calls.map((call) => call.url)).toEqual(['/people/v2/people?per_page=1']);
    expect(calls[0]?.headers.authorization).toBe(patBasic);
  });

  it('hands the bundle the language cookie’s choice before the browser’s languages', async () => {
    const chosen = await page('/list?languages', {
      'Accept-Language': 'en-US,en;q=0.9',
      Cookie: 'narthex_language=es',
    });
    expect(chosen.text).toContain('<div id="root"><p>es,en-US,en;q=0.9</p></div>');
    const browsers = await page('/list?languages', { 'Accept-Language': 'es-MX' });
    expect(browsers.text).toContain('<div id="root"><p>es-MX</p></div>');
    // A cookie that names no language of Narthex's is not passed on.
    const junk = await page('/list?languages', {
      'Accept-Language': 'de',
      Cookie: 'narthex_language=<b>',
    });
    expect(junk.text).toContain('<div id="root"><p>de</p></div>');
  });

  it('starts the page in the language the browser chose (cookie, then Accept-Language)', async () => {
    for (const [headers, lang] of [
      [{ 'Accept-Language': 'es-MX' }, 'es'],
      [{ 'Accept-Language': 'es', Cookie: 'narthex_language=en' }, undefined],
      [{ Cookie: 'narthex_language=es' }, 'es'],
      [{ 'Accept-Language': ';;;<x>', Cookie: 'narthex_language=%%' }, undefined],
    ] as const) {
      const res = await page('/list', headers);
      expect(res.status).toBe(200);
      expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(res.text).toContain(lang ? `<html lang="${lang}"><head>` : '<html><head>');
      expect(res.text).toContain('<title>List · Narthex</title>');
    }
  });

  it('answers the plain page when the rendering fails', async () => {
    const res = await page('/list?fail');
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '<title>Narthex</title><div id="root"></div>' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(res.text).not.toContain(PAGE_STATE_ELEMENT_ID);
  });

  it('answers the plain page when the rendering is stuck, and renders again with a new worker', async () => {
    const stuck = await page('/list?stuck');
    expect(stuck.status).toBe(200);
    expect(stuck.text).toContain('<div id="root"></div>');
    const next = await page('/list');
    expect(next.text).toMatch(/<div id="root"><title>List · Narthex<\/title><p>200 /);
  });

  it('renders RENDERS_AT_ONCE pages at once at most: the next gets the plain page at once, scripts and all', async () => {
    // Renders that wait on this gate until the test opens it.
    const held: ServerResponse[] = [];
    const gate = createServer((_request, response) => held.push(response));
    await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
    const { port } = gate.address() as AddressInfo;
    try {
      const answers = Array.from({ length: RENDERS_AT_ONCE + 1 }, () => page(`/list?hold=${port}`));
      const first = await Promise.race(answers);
      expect(first.text).toBe(indexHtml);
      for (const response of held.splice(0)) response.end('open');
      gate.on('request', (_request, response: ServerResponse) => response.end('open'));
      const all = await Promise.all(answers);
      expect(all.filter((answer) => answer.text.includes(PAGE_STATE_ELEMENT_ID))).toHaveLength(
        RENDERS_AT_ONCE,
      );
      // Their places are free again.
      expect((await page('/list')).text).toContain(PAGE_STATE_ELEMENT_ID);
    } finally {
      gate.closeAllConnections();
      await new Promise<void>((resolve) => gate.close(() => resolve()));
    }
  });

  it('leaves a page it does not render to index.html, with the route preloads as headers', async () => {
    const res = await page('/other');
    expect(res.status).toBe(200);
    expect(res.text).toBe(indexHtml);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });
});

describe('cutTemplate', () => {
  it('refuses a template without a root, a head or a title', () => {
    expect(cutTemplate('<html><head><title>x</title></head><body></body></html>', '')).toBe(
      undefined,
    );
    expect(cutTemplate('<html><head></head><body><div id="root"></div></body></html>', '')).toBe(
      undefined,
    );
  });
});
