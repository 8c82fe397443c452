/**
 * The proxy's own pages and answers in the language of the request, over HTTP against the real
 * proxy: the language cookie's choice, else Accept-Language, else English; junk in either is
 * English, never an error.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { wordsIn } from './server-words';
import { localizedShell } from './localized-shell';
import {
  apiHeaders,
  errorCode,
  freePort,
  publicOrigin,
  rawRequest,
  startProxy,
  startRecordingUpstream,
} from './testing/proxy-harness';
import type { RecordingUpstream, RunningProxy } from './testing/proxy-harness';

/** The English messages as written (an import would give them compiled). */
const english = JSON.parse(
  readFileSync(new URL('../messages/en/server.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const builtShell =
  '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="UTF-8" />\n' +
  '<meta\n  name="description"\n  content="Narthex: staff dashboard for check-ins, giving, people and rules."\n/>\n' +
  '<title>Narthex</title>\n</head>\n<body>\n<noscript>Narthex needs JavaScript to run.</noscript>\n' +
  '<div id="root"></div>\n</body>\n</html>\n';

/** Whatever a browser could send: broken, hostile or empty. */
const junk = [
  { Cookie: 'narthex_language=%E0%A4%A; x=1', 'Accept-Language': '<script>, ;;;q=abc' },
  { Cookie: 'narthex_language="es', 'Accept-Language': '*;q=2, es;q=0' },
  { Cookie: 'narthex_language=xx', 'Accept-Language': 'es,'.repeat(600) },
  { Cookie: ';;;=', 'Accept-Language': '' },
];

describe('the proxy’s words', () => {
  let dir: string;
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'narthex-server-words-'));
    writeFileSync(path.join(dir, 'index.html'), builtShell);
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ apiBaseUrl: upstream.url, staticDir: dir });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string>) =>
    rawRequest(proxy.url, { path: p, headers });
  const unreadable = '/people/%E0%A4%A';
  const page = { Accept: 'text/html' };

  it('says the index.html’s own words, so the English shell and its messages agree', () => {
    const index = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(index).toContain(`content="${english['server.shell.description']}"`);
    expect(index).toContain(`<noscript>${english['server.shell.noscript']}</noscript>`);
  });

  it('answers a Spanish browser with Spanish pages, by Accept-Language or by its cookie', async () => {
    const spanish: Record<string, string>[] = [
      { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' },
      { 'Accept-Language': 'en-US', Cookie: 'narthex_language=es' },
    ];
    for (const headers of spanish) {
      const refused = await get(unreadable, { ...page, ...headers });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('<html lang="es">');
      expect(refused.text).toContain('<h1>No se puede leer esta dirección</h1>');
      expect(refused.text).toContain(`<a href="${publicOrigin}/">Ir al panel</a>`);

      const shell = await get('/check-ins', { ...page, ...headers });
      expect(shell.status).toBe(200);
      expect(shell.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(shell.text).toContain('<html lang="es">');
      expect(shell.text).toContain(
        '<noscript>Narthex necesita JavaScript para funcionar.</noscript>',
      );
      expect(shell.text).toContain('content="Narthex: panel del personal');

      const missing = await get('/auth/nothing', { Accept: '*/*', ...headers });
      expect(missing.status).toBe(404);
      expect(missing.json).toMatchObject({
        errors: [{ code: 'not_found', detail: 'No hay nada en esta dirección.' }],
      });
    }
  });

  it('lets the cookie’s choice win over the browser’s languages', async () => {
    const chosen = await get(unreadable, {
      ...page,
      'Accept-Language': 'es',
      Cookie: 'narthex_language=en',
    });
    expect(chosen.text).toContain('<html lang="en">');
    expect(chosen.text).toContain('<h1>This address cannot be read</h1>');
  });

  it('answers junk in the cookie or Accept-Language in English, as to anyone', async () => {
    for (const headers of junk) {
      const refused = await get(unreadable, { ...page, ...headers });
      expect(refused.status, JSON.stringify(headers)).toBe(400);
      expect(refused.text).toContain('<html lang="en">');
      expect(refused.text).toContain('<h1>This address cannot be read</h1>');

      const shell = await get('/', { ...page, ...headers });
      expect(shell.status).toBe(200);
      expect(shell.text).toBe(builtShell);

      const script = await get(unreadable, { Accept: '*/*', ...headers });
      expect(script.status).toBe(400);
      expect(errorCode(script.json)).toBe('bad_url');
      expect(script.json).toMatchObject({
        errors: [{ detail: english['server.address.unreadableWhy'] }],
      });
    }
  });

  it('refuses a foreign host with a page in the browser’s language', async () => {
    const refused = await get('/', {
      ...page,
      Host: 'rebind.attacker.example',
      'Accept-Language': 'es',
    });
    expect(refused.status).toBe(421);
    expect(refused.text).toContain('<html lang="es">');
    expect(refused.text).toContain('<h1>Dirección equivocada</h1>');
    expect(refused.text).toContain(`Este servidor solo responde en ${publicOrigin}.`);
    expect(refused.text).toContain(`Abrir Narthex en ${publicOrigin}</a>`);
  });
});

describe('the proxy’s API answers a person reads', () => {
  it('says the service could not be reached in the browser’s language', async () => {
    const proxy = await startProxy({ apiBaseUrl: `http://127.0.0.1:${await freePort()}` });
    try {
      const call = (headers: Record<string, string>) =>
        rawRequest(proxy.url, {
          path: '/api/people/v2/people',
          headers: { ...apiHeaders, Accept: 'application/json', ...headers },
        });
      const spanish = await call({ 'Accept-Language': 'es-419' });
      expect(spanish.status).toBe(502);
      expect(spanish.json).toMatchObject({
        errors: [{ code: 'upstream_unreachable', detail: 'No se pudo conectar con el servicio.' }],
      });
      const junk = await call({
        'Accept-Language': 'es-toolongsubtag9;q=7, ,',
        Cookie: 'narthex_language=',
      });
      expect(junk.json).toMatchObject({
        errors: [{ detail: english['server.upstream.unreachable'] }],
      });
    } finally {
      await proxy.close();
    }
  });
});

describe('localizedShell', () => {
  it('sets the language of a shell with or without one, and leaves English as built', () => {
    const spanish = wordsIn('es');
    expect(localizedShell('<html class="x" lang="en"><body></body></html>', spanish)).toBe(
      '<html class="x" lang="es"><body></body></html>',
    );
    expect(localizedShell('<html><noscript>Old</noscript></html>', spanish)).toBe(
      '<html lang="es"><noscript>Narthex necesita JavaScript para funcionar.</noscript></html>',
    );
    expect(localizedShell(builtShell, wordsIn('en'))).toBe(builtShell);
    expect(localizedShell(builtShell, wordsIn('pseudo'))).toContain('<noscript>⟦Nárthéx');
  });
});
