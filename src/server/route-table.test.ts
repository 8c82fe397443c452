import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileUpload, readEndpoints, resources } from '../api/catalog/catalog';
import { actionEndpoints, writeEndpoints } from '../api/catalog/write-endpoints';
import type { ReadEndpointSpec, ResourceSpec } from '../api/catalog/schema';
import { isSafeFileNameSegment, matchRoute, routeTable } from './route-table';

const uuid = '3f2b8a4e-9c1d-4e7f-8a2b-1c3d5e7f9a0b';

/** A template with every placeholder filled by a different number. */
function fill(template: string): string {
  let n = 0;
  return template.replace(/\{[a-z_]+\}/g, () => String(++n * 7));
}

function expectMatch(method: string, path: string, query = '') {
  const target = query === '' ? path : `${path}?${query}`;
  const result = matchRoute(method, target);
  expect(result, `${method} ${target}`).toMatchObject({ kind: 'match', upstreamPath: target });
}

describe('the route table', () => {
  it('matches every read endpoint, and its show path', () => {
    for (const [path, spec] of Object.entries(readEndpoints) as [string, ReadEndpointSpec][]) {
      expectMatch('GET', fill(path));
      if (spec.show) expectMatch('GET', `${fill(path)}/99`);
    }
  });

  it('matches every write endpoint with its method, and no other method there', () => {
    for (const key of Object.keys(writeEndpoints)) {
      const [method, path] = key.split(' ') as [string, string];
      expectMatch(method, fill(path));
    }
    expect(matchRoute('DELETE', '/people/v2/people/1')).toEqual({
      kind: 'method_not_allowed',
      allow: ['GET', 'PATCH'],
    });
    expect(matchRoute('PUT', '/people/v2/emails/3')).toMatchObject({ kind: 'method_not_allowed' });
    expect(matchRoute('POST', '/people/v2/people')).toMatchObject({ kind: 'method_not_allowed' });
  });

  it('matches every action endpoint', () => {
    for (const key of Object.keys(actionEndpoints)) {
      const [method, path] = key.split(' ') as [string, string];
      expectMatch(method, fill(path));
    }
  });

  it('matches the upload and the download URLs of uploaded files', () => {
    expectMatch(fileUpload.method, fileUpload.path);
    expect(matchRoute('GET', fileUpload.path)).toMatchObject({ kind: 'method_not_allowed' });
    expectMatch('GET', `/v2/files/${uuid}/avatar.png`);
    expectMatch('GET', `/v2/files/${uuid}/my%20photo%20(1).jpg`);
    expectMatch('GET', `/v2/files/${uuid}/${encodeURIComponent('Ünïcødé ✓.png')}`);
    expect(matchRoute('POST', `/v2/files/${uuid}/avatar.png`)).toMatchObject({
      kind: 'method_not_allowed',
    });
  });

  it('matches association traversal from every show path, the app roots and to-one endpoints', () => {
    const showPaths: { path: string; resource: ResourceSpec }[] = [];
    for (const [path, spec] of Object.entries(readEndpoints) as [string, ReadEndpointSpec][]) {
      const all: Readonly<Record<string, ResourceSpec>> = resources[spec.app];
      const resource = all[spec.resource];
      if (!resource) throw new Error(`no resource ${spec.resource}`);
      if (spec.show) showPaths.push({ path: `${path}/{id}`, resource });
      if (spec.returns === 'single') showPaths.push({ path, resource });
    }
    expect(showPaths.length).toBeGreaterThan(50);
    for (const { path, resource } of showPaths) {
      for (const [name, relationship] of Object.entries(resource.relationships)) {
        expectMatch('GET', `${fill(path)}/${name}`);
        if (relationship.cardinality === 'many') expectMatch('GET', `${fill(path)}/${name}/5`);
      }
    }
    // Examples: the Organization's associations, a to-one endpoint's, a record's links.self.
    expectMatch('GET', '/people/v2/reports');
    expectMatch('GET', '/check_ins/v2/check_ins/4/check_in_group/check_ins');
    expectMatch('GET', '/people/v2/people/1/emails/3');
  });

  it('passes the raw query string on unchanged', () => {
    expectMatch('GET', '/people/v2/people', 'where[first_name]=Ann&include=emails,addresses');
    expectMatch('GET', '/people/v2/people', 'where%5Bfirst_name%5D=Ann%20Lee&order=-created_at');
    expectMatch('GET', '/people/v2/people', 'next=http://evil.example/x&a=..%2f..');
    expect(matchRoute('GET', '/people/v2/people?')).toMatchObject({
      kind: 'match',
      upstreamPath: '/people/v2/people',
    });
  });

  it('holds only templates of the catalog shape', () => {
    expect(routeTable.routes.length).toBeGreaterThan(300);
    for (const route of routeTable.routes) {
      expect(route.template).toMatch(/^(\/([a-z0-9_]+|\{[a-z_]+\}))+$/);
      expect(route.template).toMatch(/^\/(check_ins\/v2|giving\/v2|people\/v2|v2\/files)(\/|$)/);
    }
  });
});

/** Raw targets that must never reach upstream, whatever the method. */
const fuzzCorpus: string[] = [
  '',
  'people/v2/people',
  '/',
  '/people',
  '/people/v2/',
  '/people/v2/people/',
  '/people/v2/people//1',
  '//people/v2/people',
  '/people//v2/people',
  '/people/v2/people/..',
  '/people/v2/people/.',
  '/people/v2/people/1/..',
  '/people/v2/people/1/../2',
  '/people/v2/people/1/./emails',
  '/people/v2/people/%2e%2e',
  '/people/v2/people/%2E%2E/giving/v2',
  '/people/v2/%2e%2e/people',
  '/people/v2/people/.%2e',
  '/people/v2/people/%252e%252e',
  '/people/v2/people/%25%32%65',
  '/people/v2/people%2f1',
  '/people/v2/people%2F1',
  '/people/v2%2Fpeople',
  '/people/v2/people/1%2f..%2f2',
  '/people/v2/people/%2f%2fevil.example',
  '/people/v2/people/%5c..%5c',
  '/people/v2/people\\1',
  '/people/v2\\people',
  '/people/v2/people/\\\\evil.example',
  'http://evil.example/people/v2/people',
  'https://evil.example/people/v2',
  'http://127.0.0.1:1/people/v2/people',
  '//evil.example/people/v2/people',
  '@evil.example/people/v2',
  '/people/v2/people/1@evil.example',
  '/people/v2@evil.example/people',
  '/people/v2/people;x=1',
  '/people/v2/people/1;jsessionid=abc',
  '/people/v2/people/;/1',
  '/people/v2/people#fragment',
  '/people/v2/people?x=1#fragment',
  '/people/v2/people/1%23',
  '/people/v2/people/%31',
  '/people/v2/people/１',
  '/people/v2/ｐeople',
  '/people/v2/peopl%65',
  '/People/v2/people',
  '/people/V2/people',
  '/people/v2/people/0',
  '/people/v2/people/01',
  '/people/v2/people/-1',
  '/people/v2/people/+1',
  '/people/v2/people/1.0',
  '/people/v2/people/1e3',
  '/people/v2/people/0x1f',
  '/people/v2/people/12345678901234567',
  `/people/v2/people/${'9'.repeat(400)}`,
  '/people/v2/people/1 ',
  '/people/v2/people/ 1',
  '/people/v2/people/1\t',
  '/people/v2/people?a=b\r\nHost: evil.example',
  '/people/v2/people?a=\n',
  '/people/v2/people?a=b c',
  '/people/v2/people?ünï=1',
  '/people/v2/people/%C0%AE%C0%AE',
  '/people/v2/constructor',
  '/people/v2/__proto__',
  '/people/v2/people/1/hasOwnProperty',
  '/people/v2/people/1/toString',
  '/check-ins/v2/events',
  '/services/v2/people',
  '/people/v3/people',
  '/api/people/v2/people',
  '/check_ins/v2/../../etc/passwd',
  '/giving/v2/..%2f..%2fpeople/v2',
  '/v2/files/../people/v2/people',
  `/v2/files/${uuid}`,
  `/v2/files/${uuid}/..`,
  `/v2/files/${uuid}/.`,
  `/v2/files/${uuid}/%2e%2e`,
  `/v2/files/${uuid}/.htaccess`,
  `/v2/files/${uuid}/a%2fb.png`,
  `/v2/files/${uuid}/a%2Fb.png`,
  `/v2/files/${uuid}/a%5cb.png`,
  `/v2/files/${uuid}/a%00.png`,
  `/v2/files/${uuid}/a%0d%0aX:1`,
  `/v2/files/${uuid}/a%25252e`,
  `/v2/files/${uuid}/a%3Fb`,
  `/v2/files/${uuid}/a%23b`,
  `/v2/files/${uuid}/%E0%A4%A`,
  `/v2/files/${uuid}/%C0%AE`,
  `/v2/files/${uuid}/a b.png`,
  `/v2/files/${uuid}/a/b.png`,
  `/v2/files/${uuid.toUpperCase()}/a.png`,
  '/v2/files/not-a-uuid/a.png',
  '/v2/files/%2e%2e/a.png',
  `/v2/files/${uuid}/${'a'.repeat(800)}`,
];

describe('the path fuzz corpus', () => {
  it.each(fuzzCorpus)('never matches %j', (target) => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS']) {
      expect(matchRoute(method, target)?.kind, `${method} ${target}`).not.toBe('match');
    }
    expect(matchRoute('GET', target), target).toBeUndefined();
  });

  it('rejects unsafe file name segments', () => {
    expect(isSafeFileNameSegment('avatar.png')).toBe(true);
    expect(isSafeFileNameSegment('%C3%BC.png')).toBe(true);
    for (const bad of ['', '.', '..', '.x', '%2e%2e', 'a%2fb', 'a%5Cb', 'a%00', '%FF', 'a b']) {
      expect(isSafeFileNameSegment(bad), bad).toBe(false);
    }
  });
});

describe('any path that matches', () => {
  const origin = 'http://upstream.test:8081';
  const templates = routeTable.routes.map((route) => ({
    method: route.method,
    pattern: new RegExp(
      `^${route.template
        .replace(/\{uuid\}/g, '[0-9a-f-]{36}')
        .replace(/\{name\}/g, '[^/]+')
        .replace(/\{[a-z_]+\}/g, '[1-9][0-9]{0,15}')}$`,
    ),
    readable: route.template,
  }));
  const literals = [
    ...new Set(
      routeTable.routes.flatMap((r) => r.template.split('/').filter((s) => /^[a-z0-9_]+$/.test(s))),
    ),
  ];
  const segment = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...literals) },
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 10 ** 9 }).map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '..',
        '.',
        '',
        '%2e%2e',
        '%2f',
        '%5c',
        '\\',
        '@evil',
        ';x',
        'http:',
        '%252e',
        '01',
        'évil',
        uuid,
        'a.png',
        '%2e',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) },
  );
  const query = fc.oneof(
    fc.constant(''),
    fc.string({ maxLength: 20, unit: 'binary' }).map((q) => `?${q}`),
    fc.constantFrom('?include=emails', '?x=http://evil.example/', '?a=%0d%0a', '?a#b'),
  );
  /** A template of the table, its placeholders filled with ids or anything else, maybe mutated. */
  const nearMiss = fc
    .tuple(
      fc.constantFrom(...routeTable.routes.map((r) => r.template)),
      fc.array(fc.oneof(fc.integer({ min: 1, max: 10 ** 12 }).map(String), segment), {
        minLength: 8,
        maxLength: 8,
      }),
      fc.option(fc.tuple(fc.nat(10), segment), { freq: 3 }),
      query,
    )
    .map(([template, fills, mutation, q]) => {
      let i = 0;
      const parts = template
        .split('/')
        .slice(1)
        .map((p) => (p.startsWith('{') ? (fills[i++ % fills.length] ?? '1') : p));
      if (mutation) parts.splice(mutation[0] % (parts.length + 1), 0, mutation[1]);
      return `/${parts.join('/')}${q}`;
    });
  const target = fc.oneof(
    { weight: 6, arbitrary: nearMiss },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.array(segment, { minLength: 1, maxLength: 8 }), query)
        .map(([s, q]) => `/${s.join('/')}${q}`),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 60, unit: 'binary' }) },
  );
  const method = fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT');

  it('gives an upstream URL on the fixed origin whose path is a catalog template with numeric ids', () => {
    let matched = 0;
    fc.assert(
      fc.property(method, target, (m, t) => {
        const result = matchRoute(m, t);
        if (result?.kind !== 'match') return;
        matched += 1;
        const url = new URL(`${origin}${result.upstreamPath}`);
        expect(url.origin).toBe(origin);
        expect(url.username).toBe('');
        expect(url.hash).toBe('');
        const path = result.upstreamPath.split('?')[0] ?? '';
        // The URL parser changed nothing in the path: no dot segments, no backslashes.
        expect(url.pathname).toBe(path);
        expect(
          templates.some((tpl) => tpl.method === m && tpl.pattern.test(path)),
          `${m} ${path}`,
        ).toBe(true);
        expect(result.upstreamPath).not.toMatch(/[\s#\\]/);
      }),
      { numRuns: 20_000 },
    );
    expect(matched).toBeGreaterThan(200);
  });
});
