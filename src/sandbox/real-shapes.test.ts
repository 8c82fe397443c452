/**
 * The sandbox in the real dialect, asked what pypco asked the real service in its recordings
 * (people lists with include=emails, per_page/offset and where; a person with include=emails;
 * writes; a 404; a 400; a 422), answers in the shapes recorded: ./testing/real-shapes.ts holds
 * those shapes, each with the cassette it was taken from. Where the sandbox differs on purpose,
 * the fixture leaves the shape out and says why; the last test pins those differences.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceSpec } from '../api/catalog/catalog';
import { realDialect } from '../api/catalog/dialects';
import { createSandbox } from './server';
import type { Sandbox } from './server';
import { SandboxHttp, sandboxAuthorization } from './testing/http';
import type { HttpResult } from './testing/http';
import * as real from './testing/real-shapes';

type Json = Record<string, unknown>;
interface Resource {
  type: string;
  id: unknown;
  attributes: Json;
  relationships: Record<string, { data?: unknown; links?: Json }>;
  links: Record<string, string | null>;
}
interface ListBody {
  links: Record<string, string>;
  data: Resource[];
  included: Resource[];
  meta: Json;
}
interface SingleBody {
  data: Resource;
  included: Resource[];
  meta: Json;
}
interface ErrorBody {
  errors: Json[];
}

let sandbox: Sandbox;
/** Asks as pypco does: the real dialect's paths; payloads as JSON (requests' `json=`). */
let http: SandboxHttp;

async function list(path: string): Promise<ListBody> {
  const answer = await http.get(path);
  expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
  return answer.json as ListBody;
}

/** A URL of the sandbox as a path (the fixture's URLs are paths on the recorded origin). */
function pathOf(url: string | null | undefined): string {
  if (typeof url !== 'string' || !url.startsWith(http.origin))
    throw new Error(`not a sandbox URL: ${url}`);
  return url.slice(http.origin.length);
}

/** `keys` appear in `order`, in its order. */
function inOrder(keys: readonly string[], order: readonly string[]): boolean {
  let at = -1;
  for (const key of keys) {
    const index = order.indexOf(key);
    if (index <= at) return false;
    at = index;
  }
  return true;
}

/** The pages of a list, following links.next from `path`. */
async function walk(path: string): Promise<ListBody[]> {
  const pages: ListBody[] = [];
  let next: string | undefined = path;
  while (next !== undefined) {
    const page = await list(next);
    pages.push(page);
    next = page.links.next === undefined ? undefined : pathOf(page.links.next);
    if (pages.length > 50) throw new Error(`${path}: more than 50 pages`);
  }
  return pages;
}

const personSpec = resourceSpec('people', 'Person');
if (!personSpec) throw new Error('the catalog has no people Person');
const personToOnes = Object.entries(personSpec.relationships)
  .filter(([, r]) => r.cardinality === 'one')
  .map(([name]) => name);

// As in test_iterate.yaml #19-26 and test_list.yaml #2-3.
const recordedWalk =
  '/people/v2/people?offset=0&per_page=25&include=emails&where%5Bsite_administrator%5D=false';
let walked: ListBody[];

beforeAll(async () => {
  sandbox = await createSandbox({
    file: ':memory:',
    scale: 'small',
    config: { dialect: realDialect, rateLimit: { limit: 1_000_000, periodSeconds: 20 } },
  });
  const origin = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  http = new SandboxHttp(origin, undefined, realDialect);
  walked = await walk(recordedWalk);
});

afterAll(async () => {
  await sandbox.app.close();
  sandbox.ctx.db.close();
});

describe('lists', () => {
  it('have links, data, included, meta in that order; included is [] when nothing is asked', async () => {
    for (const path of [
      '/people/v2/people',
      '/people/v2/people?include=emails',
      '/check-ins/v2/check_ins?include=person,event',
    ]) {
      const body = await list(path);
      expect(Object.keys(body), path).toEqual(real.listDocumentKeys);
    }
    expect((await list('/people/v2/people')).included).toEqual(real.includedWhenNotAsked);
    expect((await list('/people/v2/people?include=emails')).included.length).toBeGreaterThan(0);
  });

  it('have meta keys in the recorded order: counts and parent always, next/prev an offset', () => {
    expect(walked.length).toBeGreaterThanOrEqual(3);
    for (const [i, page] of walked.entries()) {
      const keys = Object.keys(page.meta);
      expect(inOrder(keys, real.listMetaKeyOrder), `page ${i}: ${keys.join(',')}`).toBe(true);
      for (const key of real.listMetaAlways) expect(keys, `page ${i}`).toContain(key);
      const offset = i * 25;
      if (i < walked.length - 1) {
        expect(Object.keys(page.meta.next as Json)).toEqual(real.listMetaPagingKeys);
        expect(page.meta.next).toEqual({ offset: offset + 25 });
      } else expect(page.meta.next).toBeUndefined();
      if (i > 0) {
        expect(Object.keys(page.meta.prev as Json)).toEqual(real.listMetaPagingKeys);
        expect(page.meta.prev).toEqual({ offset: offset - 25 });
      } else expect(page.meta.prev).toBeUndefined();
      const parent = page.meta.parent as Json;
      expect(Object.keys(parent)).toEqual(Object.keys(real.rootParent));
      expect(parent.type).toBe(real.rootParent.type);
      expect(typeof parent.id).toBe('string');
    }
  });

  it('have links self+next, self+prev+next, self+prev by page, or self alone; never first/last', async () => {
    const keysOf = (page: ListBody) => Object.keys(page.links);
    expect(keysOf(walked[0] as ListBody)).toEqual(real.listLinkKeys.firstPage);
    for (const page of walked.slice(1, -1))
      expect(keysOf(page)).toEqual(real.listLinkKeys.middlePage);
    expect(keysOf(walked.at(-1) as ListBody)).toEqual(real.listLinkKeys.lastPage);
    const name = String(walked[0]?.data[0]?.attributes.first_name);
    const only = await list(`/people/v2/people?where%5Bfirst_name%5D=${encodeURIComponent(name)}`);
    expect(only.data.length).toBeGreaterThanOrEqual(1);
    expect(only.meta.total_count).toBe(only.data.length);
    expect(keysOf(only)).toEqual(real.listLinkKeys.onlyPage);
    for (const page of [...walked, only]) {
      for (const name of real.listLinksNever) expect(page.links).not.toHaveProperty(name);
    }
  });

  it('echo the request in self/next/prev as recorded: sorted, brackets unescaped, %2C kept', async () => {
    const people = real.firstPageEchoes.filter((e) => e.request.startsWith('/people/v2/people'));
    expect(people.length).toBeGreaterThanOrEqual(6);
    for (const echo of people) {
      const body = await list(echo.request);
      expect(pathOf(body.links.self), echo.request).toBe(echo.links.self);
      // The recorded organization sometimes had fewer records than a page (no next there).
      if (echo.links.next !== undefined) {
        expect(pathOf(body.links.next), echo.request).toBe(echo.links.next);
      }
    }
    let compared = 0;
    for (const echo of real.laterPageEchoes) {
      const body = await list(echo.request);
      if (body.data.length === 0) continue; // beyond the sandbox's records
      compared += 1;
      expect(pathOf(body.links.self), echo.request).toBe(echo.links.self);
      expect(pathOf(body.links.prev), echo.request).toBe(echo.links.prev);
      if (echo.links.next !== undefined && body.links.next !== undefined) {
        expect(pathOf(body.links.next), echo.request).toBe(echo.links.next);
      }
    }
    expect(compared).toBeGreaterThanOrEqual(3);
  });
});

describe('resource objects', () => {
  it('in a list: type, id, attributes, relationships, links in order; id a string; links.self only', async () => {
    const recorded = real.listRecordShapes.map((s) => s.keys.join(','));
    for (const path of ['/people/v2/people?per_page=100', '/check-ins/v2/check_ins?per_page=100']) {
      const body = await list(path);
      const base = pathOf(body.links.self).split('?')[0];
      for (const record of body.data) {
        expect(recorded, path).toContain(Object.keys(record).join(','));
        expect(Object.keys(record)).toEqual(real.listRecordShapes[0].keys);
        expect(typeof record.id).toBe(real.listRecordShapes[0].idType);
        expect(Object.keys(record.links)).toEqual(real.listRecordShapes[0].linkKeys);
        expect(pathOf(record.links.self)).toBe(`${base}/${String(record.id)}`);
      }
    }
  });

  it('carry every to-one relationship, {data: null} when unset, asked for or not', async () => {
    // The recorded name is one of Person's to-one relationships here too.
    for (const name of Object.keys(real.toOneNullRelationships))
      expect(personToOnes).toContain(name);
    const nullShape = real.toOneNullRelationships.primary_campus;
    const body = await list('/people/v2/people?per_page=100');
    let nulls = 0;
    for (const person of body.data) {
      for (const name of personToOnes) {
        const relationship = person.relationships[name];
        expect(relationship, `${person.id} ${name}`).toBeDefined();
        if (relationship?.data === null) {
          expect(relationship).toEqual(nullShape);
          nulls += 1;
        } else {
          expect(Object.keys(relationship?.data as Json)).toEqual(['type', 'id']);
        }
      }
    }
    expect(nulls).toBeGreaterThan(0);
  });

  it('included relationships are {links: {related}, data}, related under the record', async () => {
    const example = real.includedRelationshipsExample;
    for (const [name, relationship] of Object.entries(example.relationships)) {
      expect(relationship.links.related).toBe(`${example.self}/${name}`);
    }
    const shape = real.includedRelationshipShape;
    const people = await list('/people/v2/people?include=emails&per_page=100');
    const checkIns = await list('/check-ins/v2/check_ins?include=person,event&per_page=100');
    let seen = 0;
    for (const [body, names] of [
      [people, ['emails']],
      [checkIns, ['person', 'event']],
    ] as const) {
      for (const record of body.data) {
        for (const name of names) {
          const relationship = record.relationships[name];
          expect(Object.keys(relationship ?? {}), `${record.type} ${name}`).toEqual(shape.keys);
          expect(Object.keys(relationship?.links ?? {})).toEqual(shape.linkKeys);
          expect(pathOf(relationship?.links?.related as string)).toBe(
            `${pathOf(record.links.self)}/${name}`,
          );
          seen += 1;
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
    for (const record of people.data) {
      const data = record.relationships.emails?.data as Json[];
      expect(Array.isArray(data)).toBe(true);
      for (const email of data) expect(Object.keys(email)).toEqual(['type', 'id']);
    }
  });

  it('a single record: data, included, meta; links one per association, alphabetical, null when unset, then self', async () => {
    const people = await list('/people/v2/people?include=emails&per_page=100');
    const chosen = people.data.find(
      (p) =>
        (p.relationships.emails?.data as unknown[]).length > 0 &&
        p.relationships.inactive_reason?.data === null,
    );
    if (!chosen) throw new Error('no person with an e-mail and no inactive reason');
    const answer = await http.get(`/people/v2/people/${String(chosen.id)}?include=emails`);
    expect(answer.status).toBe(200);
    const body = answer.json as SingleBody;
    expect(Object.keys(body)).toEqual(real.singleDocumentKeys);
    const recordedGet = real.singleRecordShapes.find((s) => s.method === 'GET');
    expect(Object.keys(body.data)).toEqual(recordedGet?.keys);
    const recordedMeta = real.singleMetaKeys.find((s) => s.method === 'GET');
    expect(Object.keys(body.meta)).toEqual(recordedMeta?.keys);

    // Links: the recorded order and values, for this sandbox's associations of Person.
    const recordedNames = Object.keys(real.singleRecordLinks);
    expect(recordedNames.at(-1)).toBe('self');
    expect(recordedNames.slice(0, -1)).toEqual([...recordedNames.slice(0, -1)].sort());
    const links = body.data.links;
    const self = links.self;
    const names = Object.keys(links);
    expect(names.at(-1)).toBe('self');
    expect(names.slice(0, -1)).toEqual([...names.slice(0, -1)].sort());
    expect(names.slice(0, -1).sort()).toEqual(Object.keys(personSpec.relationships).sort());
    let nulls = 0;
    for (const name of names.slice(0, -1)) {
      const unset = personToOnes.includes(name) && body.data.relationships[name]?.data === null;
      expect(links[name], name).toBe(unset ? null : `${self}/${name}`);
      if (unset) nulls += 1;
      // Where the recording has the same association, a to-many one is never null there either.
      if (name in real.singleRecordLinks && !personToOnes.includes(name)) {
        expect(real.singleRecordLinks[name]).toBe(`${real.singleRecordLinks.self}/${name}`);
      }
    }
    expect(nulls).toBeGreaterThan(0);

    // Included records: recorded members, links.self only, the back-reference to the person.
    const recordedEmail = real.includedRecordShapes.find((s) => s.type === 'Email');
    const example = real.includedEmailExample;
    expect(example.links.self).toBe(`/people/v2/emails/${example.id}`);
    expect(body.included.length).toBeGreaterThan(0);
    for (const email of body.included) {
      expect(email.type).toBe('Email');
      expect(Object.keys(email)).toEqual(recordedEmail?.keys);
      expect(Object.keys(email.links)).toEqual(recordedEmail?.linkKeys);
      expect(pathOf(email.links.self)).toBe(`/people/v2/emails/${String(email.id)}`);
      const members = Object.fromEntries(
        Object.entries(email.relationships).map(([k, v]) => [k, Object.keys(v)]),
      );
      expect(members).toEqual(recordedEmail?.relationships);
      expect(email.relationships.person).toEqual({ data: { type: 'Person', id: chosen.id } });
    }
  });
});

describe('writes, errors and headers', () => {
  it("POST 201 and PATCH 200 with pypco's bodies, DELETE 204 with no body, then a recorded 404", async () => {
    const [post, patch] = real.writeRequestExamples;
    const recordedPost = real.writeAnswers.find((w) => w.method === 'POST');
    const recordedPatch = real.writeAnswers.find((w) => w.method === 'PATCH');
    expect(Object.keys(post.body)).toEqual(recordedPost?.requestBodyKeys.top);
    expect(Object.keys(post.body.data)).toEqual(recordedPost?.requestBodyKeys.data);
    expect(Object.keys(patch.body.data)).toEqual(recordedPatch?.requestBodyKeys.data);
    const recordedShapes = real.singleRecordShapes.map((s) => s.keys.join(','));
    const recordedMeta = real.singleMetaKeys.map((s) => s.keys.join(','));

    const created = await http.request('POST', '/people/v2/people/2/emails', {
      json: { data: { type: 'Email', attributes: { address: 'paul.revere@example.com' } } },
    });
    expect(created.status).toBe(recordedPost?.status);
    expect(created.headers.get('content-type')).toBe(recordedPost?.contentType);
    const createdBody = created.json as SingleBody;
    expect(Object.keys(createdBody)).toEqual(real.singleDocumentKeys);
    expect(recordedShapes).toContain(Object.keys(createdBody.data).join(','));
    expect(recordedMeta).toContain(Object.keys(createdBody.meta).join(','));
    const id = String(createdBody.data.id);
    expect(createdBody.data.links.self).toBe(`${http.origin}/people/v2/people/2/emails/${id}`);
    expect(Object.keys(createdBody.data.links)).toEqual(['person', 'self']);

    const updated = await http.request('PATCH', `/people/v2/emails/${id}`, {
      json: { data: { type: 'Email', attributes: { location: 'Work' } } },
    });
    expect(updated.status).toBe(recordedPatch?.status);
    expect(updated.headers.get('content-type')).toBe(recordedPatch?.contentType);
    const updatedBody = updated.json as SingleBody;
    expect(Object.keys(updatedBody)).toEqual(real.singleDocumentKeys);
    expect(recordedShapes).toContain(Object.keys(updatedBody.data).join(','));
    expect(recordedMeta).toContain(Object.keys(updatedBody.meta).join(','));
    expect(updatedBody.data.attributes.location).toBe('Work');

    const deleted = await http.request('DELETE', `/people/v2/emails/${id}`);
    expect(deleted.status).toBe(real.noContentAnswer.status);
    expect(deleted.headers.get('content-type')).toBe(real.noContentAnswer.contentType);
    expect(deleted.text).toBe(real.noContentAnswer.body);

    // As test_delete.yaml #1: the deleted record is a 404 in the recorded body.
    const gone = await http.get(`/people/v2/emails/${id}`);
    const recorded404 = real.errorAnswers.find((e) => e.request.startsWith('GET /services'));
    expect(gone.status).toBe(recorded404?.status);
    expect(gone.headers.get('content-type')).toBe(recorded404?.contentType);
    expect((gone.json as ErrorBody).errors[0]).toMatchObject(recorded404?.body.errors[0] ?? {});
  });

  it('errors carry the recorded members, values and types, as application/json', async () => {
    const checkTypes = (error: Json) => {
      for (const [name, type] of Object.entries(real.errorMemberTypes)) {
        if (name in error) expect(typeof error[name], name).toBe(type);
      }
    };
    for (const recorded of real.errorAnswers.filter((e) => e.status === 404)) {
      // Our unknown record stands for the recording's deleted Song.
      const path = recorded.request.endsWith('/bogus') ? '/bogus' : '/people/v2/people/999999999';
      const answer = await http.get(path);
      expect(answer.status).toBe(recorded.status);
      expect(answer.headers.get('content-type')).toBe(recorded.contentType);
      const errors = (answer.json as ErrorBody).errors;
      expect(errors).toHaveLength(recorded.body.errors.length);
      const error = errors[0] as Json;
      expect(error).toMatchObject(recorded.body.errors[0]);
      // Beyond the recorded members only `code`, which the spec asks of every error.
      expect(Object.keys(error).filter((k) => !(k in recorded.body.errors[0]))).toEqual(['code']);
      checkTypes(error);
    }

    // test_request_response.yaml #2: a POST body without `data` (pypco sent `{}`).
    const recorded400 = real.errorAnswers.find((e) => e.status === 400);
    const bad = await http.request('POST', '/people/v2/people/2/emails', { json: {} });
    expect(bad.status).toBe(recorded400?.status);
    expect(bad.headers.get('content-type')).toBe(recorded400?.contentType);
    const badError = (bad.json as ErrorBody).errors[0] as Json;
    const { detail: recordedDetail, ...recordedRest } = recorded400?.body.errors[0] ?? {};
    expect(badError).toMatchObject(recordedRest);
    // The wording differs (ours: "…does not contain a 'data' object."); both name `data`.
    expect(typeof recordedDetail).toBe('string');
    expect(badError.detail).toMatch(/'data'/);
    checkTypes(badError);

    // A 422 has no recording; its members (source.parameter, meta.associated_resources) are
    // from church-api-real-behaviour.md §1.12 (planningcenter/developers#1040).
    const invalid = await http.request('POST', '/people/v2/people/2/emails', {
      json: { data: { type: 'Email', attributes: { location: 'Home' } } },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get('content-type')).toBe(recorded400?.contentType);
    const invalidError = (invalid.json as ErrorBody).errors[0] as Json;
    checkTypes(invalidError);
    expect(invalidError).toMatchObject({
      status: '422',
      title: 'Validation Error',
      source: { parameter: 'address' },
      meta: { associated_resources: [] },
    });
    expect(invalidError.source).not.toHaveProperty('pointer');
  });

  it('rate headers as recorded: 100 per 20 s on API answers, "20 seconds" on an unknown path', async () => {
    const defaults = await createSandbox({
      file: ':memory:',
      scale: 'small',
      config: { dialect: realDialect },
    });
    try {
      const ask = (url: string) =>
        defaults.app.inject({
          method: 'GET',
          url,
          headers: { authorization: sandboxAuthorization },
        });
      for (const recorded of real.rateHeaderValues) {
        const answer = await ask(recorded.routed ? '/people/v2/people' : '/bogus');
        const [count, limit, period] = real.rateHeaderNames.map(
          (name) => answer.headers[name.toLowerCase()],
        );
        expect(Number(count)).toBeGreaterThanOrEqual(1);
        expect({ limit, period }).toEqual({ limit: recorded.limit, period: recorded.period });
      }
    } finally {
      await defaults.app.close();
      defaults.ctx.db.close();
    }
    // And the names on every answer of the sandbox under test, errors and 204s included.
    for (const answer of [
      await http.get('/people/v2/people'),
      await http.get('/bogus'),
      await http.request('POST', '/people/v2/people/2/emails', { json: {} }),
    ]) {
      for (const name of real.rateHeaderNames)
        expect(answer.headers.get(name), name).not.toBeNull();
    }
  });

  it('Content-Type by status as recorded', async () => {
    const answers: HttpResult[] = [
      await http.get('/people/v2/people'),
      await http.get('/bogus'),
      await http.request('POST', '/people/v2/people/2/emails', { json: {} }),
      await http.request('POST', '/people/v2/people/2/emails', {
        json: { data: { type: 'Email', attributes: { address: 'ct@example.com' } } },
      }),
    ];
    const created = (answers[3]?.json as SingleBody).data.id;
    answers.push(await http.request('DELETE', `/people/v2/emails/${String(created)}`));
    const statuses = new Set<number>();
    for (const answer of answers) {
      const recorded = real.contentTypesByStatus.find((c) => c.status === answer.status);
      expect(recorded, `status ${answer.status}`).toBeDefined();
      expect(answer.headers.get('content-type')).toBe(recorded?.contentType);
      expect(answer.text === '').toBe(recorded?.bodyEmpty);
      statuses.add(answer.status);
    }
    expect([...statuses].sort()).toEqual([200, 201, 204, 400, 404]);
  });

  it('reads name the version processed, with a weak ETag and the recorded Cache-Control', async () => {
    for (const { version } of real.processedAsVersions) {
      const answer = await http.request('GET', '/people/v2/people?per_page=1', {
        headers: { 'X-PCO-API-Version': version },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('X-PCO-API-Processed-As-Version')).toBe(version);
      expect(real.readCaching.weakEtag).toBe(true);
      expect(answer.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+"$/);
      expect(answer.headers.get('cache-control')).toBe(real.readCaching.cacheControl);
    }
  });
});

describe('where the sandbox differs on purpose (left out of the fixture)', () => {
  it('no "" key among a single record\'s links', async () => {
    expect(Object.keys(real.singleRecordLinks)).not.toContain('');
    const answer = await http.get('/people/v2/people/2');
    const links = (answer.json as SingleBody).data.links;
    expect(Object.keys(links).length).toBeGreaterThan(1);
    expect(Object.keys(links)).not.toContain('');
  });

  it('PUT is a 405 in the errors shape with Allow, not the real HTML 404', async () => {
    expect(real.contentTypesByStatus.map((c) => c.contentType)).not.toContain(
      'text/html; charset=utf-8',
    );
    const answer = await http.request('PUT', '/people/v2/emails/1', {
      json: { data: { type: 'Email', attributes: { location: 'Home' } } },
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('allow')).toContain('PATCH');
    expect((answer.json as ErrorBody).errors[0]).toMatchObject({ status: '405' });
  });
});
