/**
 * Every answer of the sandbox, in both dialects, is a JSON:API 1.0 document: validated with ajv
 * against the JSON:API 1.0 response schema (draft 2020-12), copied to
 * ./testing/jsonapi-1.0-schema.json from json-api/json-api `_schemas/1.0/schema.json` (the
 * shared reference's real-recordings/jsonapi-schemas/1.0/schema.json). For every read endpoint
 * of the catalog: the list (with every include the endpoint offers) and the show of one record,
 * or the single record; then the error answers (400, 401, 404, 405, 422, 429) and the 201 of a
 * create and the 200 of an update. Two departures from the schema are documented below (see
 * `Departure`) and counted exactly; anything else fails.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEndpoints, resourceSpec } from '../api/catalog/catalog';
import { writeEndpointSpec } from '../api/catalog/write-endpoints';
import { realDialect, specDialect } from '../api/catalog/dialects';
import type { Dialect } from '../api/catalog/dialects';
import type { ReadEndpointSpec } from '../api/catalog/schema';
import { createSandbox } from './server';
import type { Sandbox } from './server';
import { PathResolver } from './testing/concrete-paths';
import { SandboxHttp } from './testing/http';
import type { HttpResult } from './testing/http';
import schema from './testing/jsonapi-1.0-schema.json';
import { recordedOrigin, singleRecordLinks } from './testing/real-shapes';

const ajv = new Ajv2020({ allErrors: true });
addFormats(ajv);
const validateDocument = ajv.compile(schema);

const endpoints = Object.entries(readEndpoints as Readonly<Record<string, ReadEndpointSpec>>);
const listCount = endpoints.filter(([, e]) => e.returns === 'list').length;
const showCount = endpoints.filter(([, e]) => e.returns === 'list' && e.show).length;
const singleCount = endpoints.filter(([, e]) => e.returns === 'single').length;
const readDocuments = listCount + showCount + singleCount;

/** The error and write answers asked of each dialect, with the status each must have. */
const otherCases = (dialect: Dialect) =>
  [
    dialect.unknownQueryNames === 'refuse'
      ? { name: '400 unknown include', status: 400 }
      : { name: '400 unsupported X-PCO-API-Version', status: 400 },
    { name: '400 body without data', status: 400 },
    { name: '401 no credentials', status: 401 },
    { name: '404 unknown record', status: 404 },
    { name: '404 unknown path', status: 404 },
    { name: '405 PUT on a record', status: 405 },
    { name: '422 create without a required attribute', status: 422 },
    { name: '429 over a small limit', status: 429 },
    { name: '201 create', status: 201 },
    { name: '200 update', status: 200 },
  ] as const;

interface Target {
  template: string;
  endpoint: ReadEndpointSpec;
  /** The concrete path in the catalog's spelling. */
  path: string;
}

let resolverSandbox: Sandbox;
const targets: Target[] = [];

beforeAll(async () => {
  // Paths are found once, in the catalog's spelling; both dialects' sandboxes hold the same seed.
  resolverSandbox = await createSandbox({
    file: ':memory:',
    scale: 'small',
    config: { rateLimit: { limit: 1_000_000, periodSeconds: 60 } },
  });
  const http = new SandboxHttp(await resolverSandbox.app.listen({ port: 0, host: '127.0.0.1' }));
  const resolver = new PathResolver(http, { candidatesPerLevel: 25 });
  for (const [template, endpoint] of endpoints) {
    const found = await resolver.choose(template, { preferSize: 1, scan: 1 });
    if (!found) throw new Error(`${template}: no concrete path with data`);
    targets.push({ template, endpoint, path: found.path });
  }
}, 60_000);

afterAll(async () => {
  await resolverSandbox.app.close();
  resolverSandbox.ctx.db.close();
});

/**
 * Departures from JSON:API 1.0 the answers carry on purpose. Each is taken out of a copy of the
 * document, which must then validate; the departures found are counted by kind.
 * - `ConnectedPerson.type`: the spec gives ConnectedPerson an attribute named `type`
 *   (church-api-people.md, resource table), which JSON:API 1.0 forbids ("Fields": no attribute
 *   named type or id). The sandbox follows the spec.
 * - `association links`: the real service's single records carry one link per association
 *   (null when unset) besides `self` (pypco cassette test_get.yaml #0, `singleRecordLinks` in
 *   ./testing/real-shapes.ts); the schema's resource links allow `self` only. The real dialect
 *   imitates it; a test at the end shows the recorded links fail the schema the same way.
 */
type Departure = 'ConnectedPerson.type' | 'association links';

function resourcesOf(document: Record<string, unknown>): Record<string, unknown>[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const data = document.data;
  const primary = Array.isArray(data) ? data : [data];
  const included = Array.isArray(document.included) ? document.included : [];
  return [...primary, ...included].filter(isObject);
}

function withoutDepartures(json: unknown, dialect: Dialect): { copy: unknown; found: Departure[] } {
  const copy = structuredClone(json) as Record<string, unknown>;
  const found: Departure[] = [];
  for (const resource of resourcesOf(copy)) {
    const attributes = resource.attributes as Record<string, unknown> | undefined;
    if (resource.type === 'ConnectedPerson' && attributes && 'type' in attributes) {
      delete attributes.type;
      found.push('ConnectedPerson.type');
    }
  }
  const single = copy.data as Record<string, unknown> | null | undefined;
  const links = single && !Array.isArray(single) ? single.links : undefined;
  if (dialect.associationLinksOnSingle && links && typeof links === 'object') {
    const { self, ...associations } = links as Record<string, unknown>;
    const names = Object.keys(associations);
    if (names.length > 0) {
      // Only links of the record's own associations, each a URL under the record or null.
      const bad = names.filter((name) => {
        const value = associations[name];
        return value !== null && value !== `${String(self)}/${name}`;
      });
      if (bad.length === 0) {
        (single as Record<string, unknown>).links = { self };
        found.push('association links');
      }
    }
  }
  return { copy, found };
}

function schemaErrors(json: unknown): string | undefined {
  if (validateDocument(json)) return undefined;
  return (validateDocument.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
    .join('; ');
}

/** Checks one answer; returns its problems and the departures it carries. */
function check(
  what: string,
  answer: HttpResult,
  status: number,
  dialect: Dialect,
): { problems: string[]; departures: Departure[] } {
  const problems: string[] = [];
  if (answer.status !== status) {
    problems.push(
      `${what}: HTTP ${answer.status}, expected ${status}: ${answer.text.slice(0, 200)}`,
    );
  }
  if (answer.json === undefined)
    return { problems: [...problems, `${what}: body is not JSON`], departures: [] };
  const strict = schemaErrors(answer.json);
  if (strict === undefined) return { problems, departures: [] };
  const { copy, found } = withoutDepartures(answer.json, dialect);
  const relaxed = found.length > 0 ? schemaErrors(copy) : strict;
  if (relaxed !== undefined) problems.push(`${what}: not a JSON:API document: ${relaxed}`);
  return { problems, departures: found };
}

const tally = (departures: readonly Departure[]) =>
  Object.fromEntries(
    [...new Set(departures)].sort().map((d) => [d, departures.filter((x) => x === d).length]),
  );

describe.each([specDialect, realDialect])('the $name dialect', (dialect) => {
  let sandbox: Sandbox;
  let http: SandboxHttp;

  beforeAll(async () => {
    sandbox = await createSandbox({
      file: ':memory:',
      scale: 'small',
      config: { dialect, rateLimit: { limit: 1_000_000, periodSeconds: 60 } },
    });
    http = new SandboxHttp(
      await sandbox.app.listen({ port: 0, host: '127.0.0.1' }),
      undefined,
      dialect,
    );
  });

  afterAll(async () => {
    await sandbox.app.close();
    sandbox.ctx.db.close();
  });

  it(`validates ${readDocuments} read answers: ${listCount} lists (with their includes), ${showCount} shows, ${singleCount} single records`, async () => {
    const problems: string[] = [];
    const departures: Departure[] = [];
    let validated = 0;
    const record = (what: string, answer: HttpResult) => {
      const checked = check(what, answer, 200, dialect);
      problems.push(...checked.problems);
      departures.push(...checked.departures);
      validated += 1;
    };
    for (const { template, endpoint, path } of targets) {
      if (endpoint.returns === 'single') {
        record(template, await http.get(path));
        continue;
      }
      const query = endpoint.include.length > 0 ? `?include=${endpoint.include.join(',')}` : '';
      const list = await http.get(`${path}${query}`);
      record(`${template}${query}`, list);
      if (!endpoint.show) continue;
      const first = (list.json as { data?: { id?: unknown }[] } | undefined)?.data?.[0]?.id;
      if (typeof first !== 'string') {
        problems.push(`${template}: the list has no record to show`);
        continue;
      }
      record(`${template}/{id}`, await http.get(`${path}/${first}`));
    }
    expect(problems).toEqual([]);
    expect(validated).toBe(readDocuments);
    // The departures are exactly the documented ones: ConnectedPerson's list and show, and in
    // the real dialect every single record whose resource has an association.
    const singlesWithAssociations = endpoints.filter(([, e]) => {
      const resource = resourceSpec(e.app, e.resource);
      const hasAssociations = Object.keys(resource?.relationships ?? {}).length > 0;
      return hasAssociations && (e.returns === 'single' || e.show);
    }).length;
    expect(tally(departures)).toEqual({
      'ConnectedPerson.type': 2,
      ...(dialect.associationLinksOnSingle ? { 'association links': singlesWithAssociations } : {}),
    });
  });

  it(`validates ${otherCases(dialect).length} error and write answers: ${otherCases(dialect)
    .map((c) => c.status)
    .join(', ')}`, async () => {
    // The writes asked are the catalog's.
    expect(writeEndpointSpec('POST', '/people/v2/people/{person_id}/emails')).toBeDefined();
    expect(writeEndpointSpec('PATCH', '/people/v2/emails/{id}')).toBeDefined();
    const emails = '/people/v2/people/2/emails';
    const people = '/people/v2/people';
    const limited = await createSandbox({
      file: ':memory:',
      scale: 'small',
      config: { dialect, rateLimit: { limit: 1, periodSeconds: 60 } },
    });
    const limitedHttp = new SandboxHttp(
      await limited.app.listen({ port: 0, host: '127.0.0.1' }),
      undefined,
      dialect,
    );
    const anonymous = new SandboxHttp(http.origin, null, dialect);
    try {
      const created = await http.request('POST', emails, {
        json: { data: { type: 'Email', attributes: { address: 'schema@example.com' } } },
      });
      const createdId = (created.json as { data?: { id?: string } } | undefined)?.data?.id ?? '0';
      const ask: Record<string, () => Promise<HttpResult>> = {
        '400 unknown include': () => http.get(`${people}?include=no_such_thing`),
        '400 unsupported X-PCO-API-Version': () =>
          http.request('GET', people, { headers: { 'X-PCO-API-Version': '2001-01-01' } }),
        '400 body without data': () => http.request('POST', emails, { json: {} }),
        '401 no credentials': () => anonymous.get(people),
        '404 unknown record': () => http.get(`${people}/999999999`),
        '404 unknown path': () => http.get('/bogus'),
        '405 PUT on a record': () =>
          http.request('PUT', `${people}/2`, {
            json: { data: { type: 'Person', attributes: { first_name: 'Ann' } } },
          }),
        '422 create without a required attribute': () =>
          http.request('POST', emails, {
            json: { data: { type: 'Email', attributes: { location: 'Home' } } },
          }),
        '429 over a small limit': async () => {
          await limitedHttp.get(people);
          return limitedHttp.get(people);
        },
        '201 create': () => Promise.resolve(created),
        '200 update': () =>
          http.request('PATCH', `/people/v2/emails/${createdId}`, {
            json: { data: { type: 'Email', attributes: { location: 'Work' } } },
          }),
      };
      const problems: string[] = [];
      const departures: Departure[] = [];
      let validated = 0;
      for (const { name, status } of otherCases(dialect)) {
        const asked = ask[name];
        if (!asked) throw new Error(`no request for ${name}`);
        const checked = check(name, await asked(), status, dialect);
        problems.push(...checked.problems);
        departures.push(...checked.departures);
        validated += 1;
      }
      expect(problems).toEqual([]);
      expect(validated).toBe(otherCases(dialect).length);
      // The created and updated Email carry its association link (person) in the real dialect.
      expect(tally(departures)).toEqual(
        dialect.associationLinksOnSingle ? { 'association links': 2 } : {},
      );
    } finally {
      await limited.app.close();
      limited.ctx.db.close();
    }
  });
});

describe('the schema and the documented departures', () => {
  it('refuses what is not a JSON:API document (the validator can fail)', () => {
    expect(validateDocument({ data: [], errors: [] })).toBe(false);
    expect(validateDocument({ data: { type: 'Email', id: 2, attributes: {} } })).toBe(false);
    expect(validateDocument({ links: { self: '/x' } })).toBe(false);
    expect(validateDocument({ data: [], links: { self: 'http://127.0.0.1/x' } })).toBe(true);
  });

  it("the real service's recorded single-record links fail the schema as the real dialect's do", () => {
    const absolute = Object.fromEntries(
      Object.entries(singleRecordLinks).map(([name, link]) => [
        name,
        link === null ? null : `${recordedOrigin}${link}`,
      ]),
    );
    const recorded = {
      data: { type: 'Person', id: '45029164', attributes: {}, links: absolute },
      included: [],
      meta: {},
    };
    expect(schemaErrors(recorded)).toContain('/data/links must NOT have additional properties');
    const { copy, found } = withoutDepartures(recorded, realDialect);
    expect(found).toEqual(['association links']);
    expect(schemaErrors(copy)).toBeUndefined();
    // Not taken out where the dialect has no such links, nor when a link points elsewhere.
    expect(withoutDepartures(recorded, specDialect).found).toEqual([]);
    const elsewhere = structuredClone(recorded);
    elsewhere.data.links.emails = 'http://127.0.0.1/people/v2/emails';
    expect(withoutDepartures(elsewhere, realDialect).found).toEqual([]);
  });

  it('an attribute named type fails the schema; only ConnectedPerson is let through', () => {
    const person = (type: string) => ({
      data: { type, id: '1', attributes: { type: 'Child', first_name: 'Ann' } },
    });
    expect(schemaErrors(person('ConnectedPerson'))).toContain('/data/attributes must NOT be valid');
    expect(withoutDepartures(person('ConnectedPerson'), specDialect).found).toEqual([
      'ConnectedPerson.type',
    ]);
    expect(withoutDepartures(person('Person'), specDialect).found).toEqual([]);
  });
});
