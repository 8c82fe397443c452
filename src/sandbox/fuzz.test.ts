/**
 * Property-based fuzzing of the sandbox over real HTTP (fast-check, fixed seed): arbitrary query
 * strings on read endpoints, arbitrary write bodies and content types on write endpoints, and
 * arbitrary paths under each app. The sandbox must never answer a 5xx, and every error answer
 * must carry the service's { errors: [...] } body.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, readEndpoints, resources } from '../api/catalog/catalog';
import { writeEndpoints } from '../api/catalog/write-endpoints';
import { normalizeAttribute } from '../api/catalog/schema';
import type {
  AttributeSpec,
  ReadEndpointSpec,
  ResourceSpec,
  WriteEndpointSpec,
} from '../api/catalog/schema';
import { createSandbox } from './server';
import type { Sandbox } from './server';
import { PathResolver } from './testing/concrete-paths';
import {
  SandboxHttp,
  closeRawConnections,
  encodeLoosely,
  isErrorDocument,
  rawRequest,
  sandboxAuthorization,
} from './testing/http';
import type { HttpResult } from './testing/http';

/** Fixed for reproducibility; FUZZ_SEED and FUZZ_RUNS (a multiplier) allow a deeper local hunt. */
const seed = Number(process.env.FUZZ_SEED ?? 42);
const runs = Number(process.env.FUZZ_RUNS ?? 1);

const auth = { authorization: sandboxAuthorization };

let sandbox: Sandbox;
let origin: string;
/** List, single and show paths of the read endpoints, filled with real ids. */
const readPaths: string[] = [];

interface WriteTarget {
  method: 'POST' | 'PATCH';
  path: string;
  endpoint: WriteEndpointSpec;
  resource: ResourceSpec;
  /** The record id of a PATCH path. */
  id: string;
}
const writeTargets: WriteTarget[] = [];

const readList = Object.entries(readEndpoints as Readonly<Record<string, ReadEndpointSpec>>);
const writeList = Object.entries(writeEndpoints as Readonly<Record<string, WriteEndpointSpec>>);

function resourceOf(app: ResourceSpec['app'], type: string): ResourceSpec {
  const all: Readonly<Record<string, ResourceSpec>> = resources[app];
  const spec = all[type];
  if (!spec) throw new Error(`catalog has no ${app}.${type}`);
  return spec;
}

beforeAll(async () => {
  sandbox = await createSandbox({
    file: ':memory:',
    scale: 'small',
    config: { rateLimit: { limit: 1_000_000, periodSeconds: 60 } },
  });
  origin = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const http = new SandboxHttp(origin);
  const resolver = new PathResolver(http, { candidatesPerLevel: 50 });
  for (const [template, endpoint] of readList) {
    const found = await resolver.choose(template, { scan: 5 });
    if (!found) throw new Error(`${template}: no data to fuzz`);
    readPaths.push(found.path);
    if (!endpoint.show) continue;
    const body = (await http.get(found.path)).json as {
      data?: { id?: string }[] | { id?: string };
    };
    const first = Array.isArray(body.data) ? body.data[0] : body.data;
    if (first?.id) readPaths.push(`${found.path}/${first.id}`);
  }
  for (const [key, endpoint] of writeList) {
    const [method = '', template = ''] = key.split(' ');
    if (method !== 'POST' && method !== 'PATCH') continue;
    const found = await resolver.choose(template, { scan: 1 });
    if (!found) throw new Error(`${key}: no path to write to`);
    writeTargets.push({
      method,
      path: found.path,
      endpoint,
      resource: resourceOf(endpoint.app, endpoint.resource),
      id: found.path.split('/').at(-1) ?? '',
    });
  }
}, 60_000);

afterAll(async () => {
  closeRawConnections();
  await sandbox.app.close();
  sandbox.ctx.db.close();
});

/** Never a 5xx; every error answer (other than to HEAD) carries the errors body. */
function expectSane(result: HttpResult, what: string, options: { head?: boolean } = {}): void {
  expect(result.status, `${what} → ${result.status} ${result.text.slice(0, 300)}`).toBeLessThan(
    500,
  );
  if (result.status >= 300 && !options.head) {
    expect(
      isErrorDocument(result.json),
      `${what} → ${result.status} without an errors body: ${result.text.slice(0, 300)}`,
    ).toBe(true);
  }
}

// ---------------------------------------------------------------------------------------------
// Shared pieces of input.

const edgeStrings = fc.constantFrom(
  '',
  ' ',
  ',',
  ',,',
  '-',
  '--',
  '%',
  '%zz',
  '%00',
  '%C0%AF',
  '%E2%82',
  '[',
  ']',
  '[]',
  '"',
  "'",
  '\\',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '😀',
  '١٢٣',
  '１２３',
  'null',
  'undefined',
  'true',
  'false',
  '__proto__',
  'constructor',
  'x'.repeat(3000),
);

const numberTexts = fc.oneof(
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.constantFrom(
    '0',
    '-0',
    '-1',
    '+1',
    ' 1',
    '1 ',
    '01',
    '1.5',
    '1e3',
    '0x10',
    '99999999999999999999',
    '9007199254740993',
    '999999999',
    '1000000000',
    '1e309',
    'NaN',
    'Infinity',
    '-Infinity',
  ),
);

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 16 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  edgeStrings,
);

// ---------------------------------------------------------------------------------------------
// (a) Query strings.

const whereNames = [...new Set(readList.flatMap(([, e]) => Object.keys(e.where)))];
const realKeys = [
  'include',
  'order',
  'filter',
  'offset',
  'per_page',
  ...whereNames.map((n) => `where[${n}]`),
  ...whereNames.flatMap((n) => ['gt', 'gte', 'lt', 'lte'].map((op) => `where[${n}][${op}]`)),
];
const realValues = [
  ...new Set(
    readList.flatMap(([, e]) => [
      ...e.include,
      ...e.order,
      ...e.order.map((o) => `-${o}`),
      ...e.filter,
    ]),
  ),
  '2026-01-01',
  '2026-02-30',
  '2026-01-01T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-1-1',
  '20260101',
];

const queryKey = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...realKeys) },
  { weight: 2, arbitrary: anyText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'where',
      'where[',
      'where]',
      'where[]',
      'where[][]',
      'where[name]]',
      'where[[name]]',
      'where[name][gt][x]',
      'where[created_at][GT]',
      'where[created_at][between]',
      'where[__proto__]',
      'where[constructor]',
      'where[toString]',
      'where[hasOwnProperty]',
      'include[]',
      'per_page[]',
      'filter[regular]',
      'order[]',
      '[',
      ']',
      '=',
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(anyText, fc.option(anyText, { nil: undefined }))
      .map(([a, b]) => (b === undefined ? `where[${a}]` : `where[${a}][${b}]`)),
  },
);

const queryValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...realValues) },
  { weight: 2, arbitrary: numberTexts },
  { weight: 3, arbitrary: anyText },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom(...realValues, ''), { maxLength: 4 })
      .map((a) => a.join(',')),
  },
);

/** One `key=value` pair, encoded properly or sent raw (raw `&`, `=`, `%`, brackets...). */
const queryPair = fc
  .tuple(queryKey, queryValue, fc.constantFrom('encoded', 'raw', 'key only'))
  .map(([k, v, mode]) =>
    mode === 'encoded'
      ? `${encodeLoosely(k)}=${encodeLoosely(v)}`
      : mode === 'raw'
        ? `${k}=${v}`
        : k,
  );

const queryString = fc
  .tuple(fc.array(queryPair, { maxLength: 6 }), fc.boolean(), fc.constantFrom('?', '?&', '??'))
  .map(([pairs, repeat, lead]) => {
    const all = repeat && pairs[0] !== undefined ? [...pairs, pairs[0]] : pairs;
    return `${lead}${all.join('&')}`;
  });

describe('fuzzing', () => {
  it('arbitrary query strings on read endpoints never answer a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...readPaths), queryString, async (path, query) => {
        const result = await rawRequest(origin, 'GET', `${path}${query}`, { headers: auth });
        expectSane(result, `GET ${path}${query}`);
        if (result.status === 200) {
          expect(result.mediaType).toBe('application/vnd.api+json');
        }
      }),
      { seed, numRuns: 2000 * runs },
    );
  }, 60_000);

  // -------------------------------------------------------------------------------------------
  // (b) Write bodies.

  /** A value for an attribute: of its type, or (unless clean) sometimes anything at all. */
  function valueOf(spec: AttributeSpec | undefined, clean = false): fc.Arbitrary<unknown> {
    const junk = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      edgeStrings,
      fc.constantFrom(
        -1,
        0,
        1.5,
        -0,
        2 ** 53,
        1e308,
        -1e308,
        Number.MAX_SAFE_INTEGER,
        [],
        {},
        null,
        true,
      ),
    );
    if (!spec) return junk;
    const a = normalizeAttribute(spec);
    let typed: fc.Arbitrary<unknown>;
    switch (a.type) {
      case 'string':
        typed = a.values ? fc.constantFrom(...a.values) : anyText;
        break;
      case 'integer':
        typed = fc.oneof(fc.integer({ min: -5, max: 50 }), fc.integer());
        break;
      case 'boolean':
        typed = fc.boolean();
        break;
      case 'date':
        typed = fc
          .date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
        break;
      case 'datetime':
        typed = fc
          .date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true })
          .map((d) => `${d.toISOString().slice(0, 19)}Z`);
        break;
      default:
        typed = fc.jsonValue({ maxDepth: 2 });
    }
    return clean
      ? typed
      : fc.oneof({ weight: 3, arbitrary: typed }, { weight: 1, arbitrary: junk });
  }

  const idText = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
    { weight: 1, arbitrary: numberTexts },
    { weight: 1, arbitrary: anyText },
  );

  function identifier(target: string): fc.Arbitrary<unknown> {
    return fc.oneof(
      { weight: 4, arbitrary: fc.record({ type: fc.constant(target), id: idText }) },
      {
        weight: 1,
        arbitrary: fc.record(
          {
            type: fc.oneof(fc.constantFrom('Person', 'Nope', ''), anyText),
            id: fc.oneof(idText, fc.integer(), fc.constant(null)),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
  }

  function relationshipsOf(target: WriteTarget): fc.Arbitrary<unknown> {
    const declared = Object.entries(target.endpoint.relationships ?? {});
    const shapes: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, rel] of declared) {
      shapes[name] = fc.oneof(
        {
          weight: 4,
          arbitrary:
            rel.cardinality === 'many'
              ? fc.record({ data: fc.array(identifier(rel.target), { maxLength: 4 }) })
              : fc.record({ data: identifier(rel.target) }),
        },
        {
          weight: 1,
          arbitrary:
            rel.cardinality === 'many'
              ? fc.record({ data: identifier(rel.target) })
              : fc.record({ data: fc.array(identifier(rel.target), { maxLength: 3 }) }),
        },
        { weight: 1, arbitrary: fc.constantFrom({ data: null }, {}, null, 'x', []) },
      );
    }
    const clean: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, rel] of declared) {
      const id = fc.record({ type: fc.constant(rel.target), id: idText });
      clean[name] =
        rel.cardinality === 'many'
          ? fc.record({ data: fc.array(id, { minLength: 1, maxLength: 4 }) })
          : fc.record({ data: id });
    }
    const withJunk = { ...shapes, no_such_relationship: fc.record({ data: identifier('Person') }) };
    return fc.oneof(
      { weight: 4, arbitrary: fc.record(clean) },
      { weight: 3, arbitrary: fc.record(withJunk, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
  }

  function attributesOf(target: WriteTarget): fc.Arbitrary<unknown> {
    const clean: Record<string, fc.Arbitrary<unknown>> = {};
    for (const name of target.endpoint.writable) {
      clean[name] = valueOf(target.resource.attributes[name], true);
    }
    const shapes: Record<string, fc.Arbitrary<unknown>> = {};
    for (const name of target.endpoint.writable)
      shapes[name] = valueOf(target.resource.attributes[name]);
    // Read-only and unknown attributes.
    for (const name of Object.keys(target.resource.attributes).slice(0, 3)) {
      shapes[name] ??= valueOf(target.resource.attributes[name]);
    }
    shapes.no_such_attribute = valueOf(undefined);
    // A key that is also a property of every object.
    const withConstructor = Object.fromEntries([
      ...Object.entries(shapes),
      ['constructor', valueOf(undefined)],
    ]) as Record<string, fc.Arbitrary<unknown>>;
    return fc.oneof(
      { weight: 6, arbitrary: fc.record(clean, { requiredKeys: [] }) },
      { weight: 4, arbitrary: fc.record(withConstructor, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
  }

  function dataOf(target: WriteTarget): fc.Arbitrary<unknown> {
    return fc.record(
      {
        type: fc.oneof(
          { weight: 5, arbitrary: fc.constant(target.resource.type) },
          {
            weight: 1,
            arbitrary: fc.oneof(anyText, fc.integer(), fc.constant(null)),
          },
        ),
        id: fc.oneof(
          { weight: 4, arbitrary: fc.constant(target.id) },
          { weight: 1, arbitrary: fc.oneof(idText, fc.integer()) },
        ),
        attributes: attributesOf(target),
        relationships: relationshipsOf(target),
      },
      { requiredKeys: ['type'] },
    );
  }

  /** JSON texts no generator of values would write: duplicates, huge numbers, prototypes. */
  function oddTexts(target: WriteTarget): fc.Arbitrary<string> {
    const t = JSON.stringify(target.resource.type);
    const name = JSON.stringify(target.endpoint.writable[0] ?? 'value');
    return fc.constantFrom(
      `{"data":{"type":${t},"attributes":{${name}:1e400}}}`,
      `{"data":{"type":${t},"attributes":{${name}:-1e400}}}`,
      `{"data":{"type":${t},"attributes":{${name}:123456789012345678901234567890}}}`,
      `{"data":{"type":${t},"attributes":{"__proto__":{${name}:1}}}}`,
      `{"data":{"__proto__":{"type":${t}}}}`,
      `{"__proto__":{"data":{"type":${t}}}}`,
      `{"data":{"type":${t},"attributes":{${name}:1,${name}:"x"}}}`,
      `{"data":{"type":${t},"relationships":{"__proto__":{"data":{"type":"Person","id":"1"}}}}}`,
      `{"data":{"type":${t},"attributes":{"constructor":{"prototype":{"x":1}}}}}`,
      `{"data":{"type":${t}}}{"data":{}}`,
      `\uFEFF{"data":{"type":${t}}}`,
      `{"data":{"type":${t},"attributes":{${name}:"\\ud800"}}}`,
      `{"data":{"type":${t},"attributes":{${name}:"\\u0000"}}}`,
      'null',
      '[]',
      '"data"',
      '0',
      '{"data":[]}',
      '{"data":null}',
      '{"data":"x"}',
      '{',
      '',
      ' ',
    );
  }

  /** Deeply nested JSON, at the top or inside an attribute value. */
  function deepTexts(target: WriteTarget): fc.Arbitrary<string> {
    const t = JSON.stringify(target.resource.type);
    const name = JSON.stringify(target.endpoint.writable[0] ?? 'value');
    return fc
      .tuple(fc.integer({ min: 500, max: 150_000 }), fc.constantFrom('[', '{"a":'), fc.boolean())
      .map(([depth, open, inside]) => {
        const close = open === '[' ? ']' : '}';
        const nested = `${open.repeat(depth)}${open === '[' ? '' : '1'}${close.repeat(depth)}`;
        return inside
          ? `{"data":{"type":${t},"attributes":{${name}:${nested}}}}`
          : `{"data":${nested}}`;
      });
  }

  function bodyOf(target: WriteTarget): fc.Arbitrary<string> {
    return fc.oneof(
      { weight: 8, arbitrary: dataOf(target).map((data) => JSON.stringify({ data })) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
      { weight: 1, arbitrary: anyText },
      { weight: 2, arbitrary: oddTexts(target) },
      { weight: 1, arbitrary: deepTexts(target) },
    );
  }

  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/vnd.api+json') },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        'application/vnd.api+json; charset=utf-8',
        'APPLICATION/VND.API+JSON',
        'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"',
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'text/plain; charset=nope',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=----fuzz',
        'application/xml',
        'application/octet-stream',
        '*/*',
        ';;;',
        '',
        'none',
      ),
    },
  );

  it('arbitrary write bodies never answer a 5xx', async () => {
    const input = fc
      .constantFrom(...writeTargets)
      .chain((target) => fc.tuple(fc.constant(target), bodyOf(target), contentType));
    await fc.assert(
      fc.asyncProperty(input, async ([target, body, type]) => {
        const headers: Record<string, string> = { ...auth };
        if (type !== 'none') headers['content-type'] = type;
        const result = await rawRequest(origin, target.method, target.path, { headers, body });
        const what = `${target.method} ${target.path} (${type}) ${body.slice(0, 200)}`;
        expectSane(result, what);
        if (result.status < 300) {
          expect(result.status, what).toBe(target.method === 'POST' ? 201 : 200);
          const data = (result.json as { data?: { type?: string } } | undefined)?.data;
          expect(data?.type, what).toBe(target.resource.type);
        }
      }),
      { seed, numRuns: 2000 * runs },
    );
  }, 60_000);

  // -------------------------------------------------------------------------------------------
  // (c) Paths.

  const associationNames = [
    ...new Set(
      Object.values(resources).flatMap((app) =>
        Object.values(app as Readonly<Record<string, ResourceSpec>>).flatMap((r) =>
          Object.keys(r.relationships),
        ),
      ),
    ),
  ];

  const segment = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...associationNames) },
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2E',
        '%2f',
        '%2F',
        '\\',
        '%5c',
        '@',
        '@1',
        '',
        '%00',
        '%',
        '%zz',
        '%E2%82',
        '%C0%AE%C0%AE',
        '~',
        '*',
        ':id',
        '{id}',
        '%7Bid%7D',
        '0',
        '-1',
        '01',
        '1.0',
        '1e3',
        '0x1',
        ' 1',
        '+1',
        '1;x=y',
        '99999999999999999999',
        '9007199254740993',
        '9999999999999999',
        '18446744073709551616',
        'run',
        'v2',
        'check_ins',
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 1200 }).map((n) => '9'.repeat(n)) },
    { weight: 2, arbitrary: anyText },
  );

  const pathArb = fc
    .tuple(
      fc.constantFrom(...Object.values(apps).map((a) => a.basePath)),
      fc.array(fc.tuple(fc.constantFrom('/', '/', '/', '/', '//', '\\', '/./'), segment), {
        maxLength: 7,
      }),
      fc.constantFrom('', '', '', '/', '?', '?include=person', '#x', '?per_page=1&offset=1'),
    )
    .map(
      ([base, parts, tail]) => `${base}${parts.map(([sep, s]) => `${sep}${s}`).join('')}${tail}`,
    );

  const method = fc.constantFrom(
    'GET',
    'GET',
    'GET',
    'HEAD',
    'OPTIONS',
    'POST',
    'PATCH',
    'PUT',
    'DELETE',
  );

  it('arbitrary paths under each app never answer a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(pathArb, method, async (path, verb) => {
        const writes = verb === 'POST' || verb === 'PATCH' || verb === 'PUT';
        const result = await rawRequest(origin, verb, path, {
          headers: writes ? { ...auth, 'content-type': 'application/vnd.api+json' } : auth,
          body: writes ? '{"data":{}}' : undefined,
        });
        expectSane(result, `${verb} ${path}`, { head: verb === 'HEAD' });
      }),
      { seed, numRuns: 2000 * runs },
    );
  }, 60_000);

  it.each(['/check_ins/v2/%zz', '/people/v2/people/%E2%82', '/giving/v2/donations/1%'])(
    'a malformed percent-escape in %s answers the errors body',
    async (path) => {
      const result = await rawRequest(origin, 'GET', path, { headers: auth });
      expect(result.status).toBeLessThan(500);
      expect(isErrorDocument(result.json), result.text).toBe(true);
    },
  );
});
