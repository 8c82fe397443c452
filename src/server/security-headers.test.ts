import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';
import {
  apiHeaders,
  rawRequest,
  startProxy,
  startRecordingUpstream,
} from './testing/proxy-harness';
import type { RecordingUpstream, RunningProxy } from './testing/proxy-harness';

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** Inline <script> elements (without src) in an HTML document. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/.test(attributes))
    .map(([whole]) => whole);
}

describe('security headers', () => {
  let dir: string;
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'narthex-static-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, 'index.html'), indexHtml);
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1);');
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ apiBaseUrl: upstream.url, staticDir: dir });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (p: string) => rawRequest(proxy.url, { path: p, headers: { Accept: 'text/html' } });

  it('sets the CSP without inline scripts and no framing on /, /kiosk and /index.html', async () => {
    for (const p of ['/', '/kiosk', '/index.html', '/check-ins?x=1']) {
      const res = await page(p);
      expect(res.status, p).toBe(200);
      expect(res.text, p).toBe(indexHtml);
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('script-src'), p).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('never allows inline scripts or eval in script-src', () => {
    for (const authorizeOrigin of [undefined, 'https://api.example.org']) {
      const csp = directives(
        contentSecurityPolicy({ publicOrigin: 'http://localhost:8080', authorizeOrigin }),
      );
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp.get('form-action')).toEqual([
        "'self'",
        ...(authorizeOrigin ? [authorizeOrigin] : []),
      ]);
    }
  });

  it('serves hashed assets as immutable and keeps dotfiles hidden', async () => {
    const asset = await rawRequest(proxy.url, { path: '/assets/index-abc.js' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const missing = await rawRequest(proxy.url, {
      path: '/assets/missing.js',
      headers: { Accept: '*/*' },
    });
    expect(missing.status).toBe(404);
    const dotfile = await rawRequest(proxy.url, { path: '/.vite/manifest.json' });
    expect(dotfile.status).toBe(404);
  });

  it('puts the headers on API and auth answers too, and 404s unknown /api and /auth paths in JSON', async () => {
    const api = await rawRequest(proxy.url, { path: '/api/people/v2/people' });
    expect(api.status).toBe(403);
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
    for (const p of ['/api/nope', '/auth/nope']) {
      const res = await rawRequest(proxy.url, {
        path: p,
        headers: { ...apiHeaders, Accept: 'text/html' },
      });
      expect(res.status, p).toBe(404);
      expect(res.headers['content-type'], p).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const session = await rawRequest(proxy.url, { path: '/auth/session', headers: apiHeaders });
    expect(session.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('adds Strict-Transport-Security only for an https PUBLIC_ORIGIN', async () => {
    const https = await startProxy({
      apiBaseUrl: upstream.url,
      staticDir: dir,
      publicOrigin: 'https://narthex.example.org',
    });
    try {
      const res = await rawRequest(https.url, { path: '/', headers: { Accept: 'text/html' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });

  it('the SPA has no inline script (source index.html, and the build when present)', () => {
    const root = path.resolve(__dirname, '../..');
    const files = [path.join(root, 'index.html'), path.join(root, 'dist', 'index.html')].filter(
      (f) => existsSync(f),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      expect(inlineScripts(html), file).toEqual([]);
      expect(html, file).not.toMatch(/\son[a-z]+\s*=/i);
    }
    expect(inlineScripts('<script>alert(1)</script><script src="/a.js"></script>')).toHaveLength(1);
  });
});
