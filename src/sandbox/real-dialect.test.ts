/**
 * The real dialect's own behaviour (catalog/dialects.ts, realDialect) over real HTTP: the wire's
 * base paths and rate headers, names it ignores, 422s by source.parameter, API versions, weak
 * ETags and 304s, to-one linkage and association links, self links on included records, and the
 * 429. The header names and values are written out here, not read from the dialect, so that a
 * change to the dialect's data that the real service does not make shows up as a failure.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkInsResources } from '../api/catalog/check-ins';
import { realDialect, specDialect } from '../api/catalog/dialects';
import { peopleResources } from '../api/catalog/people';
import type { SandboxConfig } from './context';
import { startSandbox } from './server';

const authorization = `Basic ${Buffer.from('sandbox:sandbox-secret').toString('base64')}`;
const rateCount = 'X-PCO-API-Request-Rate-Count';
const rateLimit = 'X-PCO-API-Request-Rate-Limit';
const ratePeriod = 'X-PCO-API-Request-Rate-Period';
const versionHeader = 'X-PCO-API-Version';
const processedAs = 'X-PCO-API-Processed-As-Version';

interface Identifier {
  type: string;
  id: string;
}

interface ApiRecord {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data?: Identifier | Identifier[] | null; links?: unknown }>;
  links?: Record<string, string | null>;
}

interface Document {
  links?: Record<string, string>;
  data: ApiRecord | ApiRecord[] | null;
  included: ApiRecord[];
  meta: Record<string, unknown>;
}

interface ErrorObject {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: Record<string, string>;
  meta?: Record<string, unknown>;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** A clock the tests move: each test starts a period after the last, with an empty window. */
interface TestClock {
  t: number;
  now(): number;
}

const newClock = (): TestClock => ({
  t: Date.UTC(2026, 10, 21, 12, 0, 0),
  now() {
    return this.t;
  },
});

interface Running {
  base: string;
  clock: TestClock;
  close: () => Promise<void>;
}

/** A sandbox listening on port 0 for the enclosing describe block. */
function useSandbox(config: Partial<SandboxConfig>): () => Running {
  let running: Running | undefined;
  beforeAll(async () => {
    const clock = newClock();
    const sandbox = await startSandbox({ file: ':memory:', scale: 'small', clock, config });
    running = { base: sandbox.url, clock, close: sandbox.close };
  });
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error('the sandbox is not started');
    return running;
  };
}

async function send(
  base: string,
  method: string,
  pathOrUrl: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { authorization, ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/vnd.api+json';
  }
  const url = /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl}`;
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

function documentOf(answer: Answer, status = 200): Document {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/vnd\.api\+json/);
  return answer.json as Document;
}

function listOf(answer: Answer): ApiRecord[] {
  const data = documentOf(answer).data;
  if (!Array.isArray(data)) throw new Error(`expected a list: ${answer.text.slice(0, 200)}`);
  return data;
}

function recordOf(answer: Answer, status = 200): ApiRecord {
  const data = documentOf(answer, status).data;
  if (data === null || Array.isArray(data)) {
    throw new Error(`expected one record: ${answer.text.slice(0, 200)}`);
  }
  return data;
}

function errorsOf(answer: Answer, status: number): ErrorObject[] {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const errors = (answer.json as { errors?: ErrorObject[] } | undefined)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) {
    throw new Error(`expected an errors body: ${answer.text.slice(0, 200)}`);
  }
  return errors;
}

const rateOf = (answer: Answer) => ({
  count: answer.headers.get(rateCount),
  limit: answer.headers.get(rateLimit),
  period: answer.headers.get(ratePeriod),
});

/** What a record is, leaving out its links (a single record links its associations). */
const essence = (r: ApiRecord) => ({
  type: r.type,
  id: r.id,
  attributes: r.attributes,
  relationships: r.relationships,
});

const path = (url: string) => new URL(url).pathname;

// ---------------------------------------------------------------------------------------------

describe('the real dialect', () => {
  const sandbox = useSandbox({ dialect: realDialect });
  const get = (p: string, headers?: Record<string, string>) =>
    send(sandbox().base, 'GET', p, { headers });

  beforeEach(() => {
    sandbox().clock.t += 21_000;
  });

  describe('paths, rate headers, ignored names and 422s', () => {
    it('check-ins live at /check-ins/v2, with the rate headers at 100 per 20 seconds', async () => {
      const answer = await get('/check-ins/v2/check_ins?include=person');
      const document = documentOf(answer);
      expect(rateOf(answer)).toEqual({ count: '1', limit: '100', period: '20' });
      expect(answer.headers.get('X-SVC-API-Request-Rate-Limit')).toBeNull();
      expect(path(document.links?.self ?? '')).toBe('/check-ins/v2/check_ins');
      const people = document.included;
      expect(people.length).toBeGreaterThan(0);
      for (const person of people) {
        expect(person.type).toBe('Person');
        const self = person.links?.self ?? '';
        expect(path(self)).toBe(`/check-ins/v2/people/${person.id}`);
        const shown = await get(self);
        expect(essence(recordOf(shown))).toEqual(essence(person));
      }
      // Each included person is linked from a listed check-in.
      const linked = new Set(
        listOf(answer).map((c) => (c.relationships.person?.data as Identifier | null)?.id),
      );
      for (const person of people) expect(linked).toContain(person.id);
    });

    it('an attendance type has its limit (capacity), null where it has none', async () => {
      const types = listOf(await get('/check-ins/v2/events/1/attendance_types'));
      expect(Object.fromEntries(types.map((t) => [t.attributes.name, t.attributes.limit]))).toEqual(
        {
          'Adults (not checked in)': null,
          'Overflow Room': 60,
        },
      );
    });

    it("the spec's /check_ins/v2 is a 404, its period written in words", async () => {
      for (const p of ['/check_ins/v2/check_ins', '/check_ins/v2']) {
        const answer = await get(p);
        expect(errorsOf(answer, 404)[0]?.code).toBe('not_found');
        expect(answer.headers.get(ratePeriod)).toBe('20 seconds');
        expect(answer.headers.get(rateLimit)).toBe('100');
      }
    });

    it('an unknown include is ignored: 200 with the answer without it', async () => {
      const plain = documentOf(await get('/check-ins/v2/check_ins'));
      const bogus = await get('/check-ins/v2/check_ins?include=bogus');
      const ignored = documentOf(bogus);
      expect(ignored.data).toEqual(plain.data);
      expect(ignored.included).toEqual([]);
      expect(ignored.meta).toEqual(plain.meta);
      expect((ignored.data as ApiRecord[]).length).toBeGreaterThan(0);
      // As are an unknown order, filter and where name, and a bracketed include.
      const junk = await get(
        '/check-ins/v2/check_ins?order=bogus&filter=bogus&where[bogus]=1&include[]=person',
      );
      expect(documentOf(junk).data).toEqual(plain.data);
    });

    it('a client-generated id on create is ignored: 201 with an id of its own', async () => {
      const answer = await send(sandbox().base, 'POST', '/people/v2/marital_statuses', {
        body: { data: { type: 'MaritalStatus', id: '424242', attributes: { value: 'Client id' } } },
      });
      const created = recordOf(answer, 201);
      expect(created.id).toMatch(/^[1-9][0-9]*$/);
      expect(created.id).not.toBe('424242');
      expect(created.links?.self).toBe(
        `${sandbox().base}/people/v2/marital_statuses/${created.id}`,
      );
      errorsOf(await get('/people/v2/marital_statuses/424242'), 404);
    });

    it('a bad write is a 422 naming each field by source.parameter, never source.pointer', async () => {
      const before = listOf(await get('/people/v2/people/1/emails')).length;
      const answer = await send(sandbox().base, 'POST', '/people/v2/people/1/emails', {
        body: { data: { type: 'Email', attributes: { address: 5, location: 6 } } },
      });
      const errors = errorsOf(answer, 422);
      const byParameter = [...errors].sort((a, b) =>
        String(a.source?.parameter).localeCompare(String(b.source?.parameter)),
      );
      expect(byParameter.map((e) => e.source)).toEqual([
        { parameter: 'address' },
        { parameter: 'location' },
      ]);
      for (const error of errors) {
        expect(error).toMatchObject({ status: '422', title: 'Validation Error' });
        expect(error.source).not.toHaveProperty('pointer');
        expect(error.meta).toEqual({ resource: 'Email', associated_resources: [] });
        expect(error.detail).toEqual(expect.any(String));
      }
      expect(listOf(await get('/people/v2/people/1/emails'))).toHaveLength(before);
    });

    it('an attribute the write does not take is answered alone: "Forbidden Attribute" (D165)', async () => {
      const answer = await send(sandbox().base, 'POST', '/people/v2/people/1/emails', {
        body: { data: { type: 'Email', attributes: { address: 5, no_such_attribute: 'x' } } },
      });
      expect(errorsOf(answer, 422)).toEqual([
        {
          status: '422',
          title: 'Forbidden Attribute',
          detail: 'no_such_attribute cannot be assigned',
        },
      ]);
    });
  });

  describe('X-PCO-API-Version', () => {
    it.each(['2017-12-31', '2018-07-31', 'not-a-date', '2019-02-30', '20190101'])(
      '%s is refused with a 400 unsupported_version_error',
      async (version) => {
        const answer = await get('/people/v2', { [versionHeader]: version });
        const [error] = errorsOf(answer, 400);
        expect(error).toMatchObject({ status: '400', code: 'unsupported_version_error' });
        expect(answer.headers.get(processedAs)).toBeNull();
        // Counted like any other answer to an authenticated request.
        expect(rateOf(answer)).toEqual({ count: '1', limit: '100', period: '20' });
      },
    );

    it.each([
      ['/check-ins/v2', '2018-08-01', '2018-08-01'],
      ['/people/v2', '2018-08-01', '2018-08-01'],
      ['/people/v2', '2020-01-01', '2019-10-10'],
      ['/people/v2/people/1', '2019-10-09', '2019-01-14'],
      ['/check-ins/v2/events', '2020-01-01', '2019-07-17'],
      ['/giving/v2/funds', '2020-01-01', '2019-10-18'],
    ])('GET %s asking for %s is processed as %s', async (p, asked, version) => {
      const answer = await get(p, { [versionHeader]: asked });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get(processedAs)).toBe(version);
    });

    it.each([
      ['/people/v2/people', 'people'],
      ['/check-ins/v2/events', 'check_ins'],
      ['/giving/v2/funds', 'giving'],
    ] as const)('GET %s without the header is processed as the latest of %s', async (p, app) => {
      const published = realDialect.versioning?.published[app] ?? [];
      expect(published.length).toBeGreaterThan(1);
      const answer = await get(p);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get(processedAs)).toBe(published.at(-1));
    });
  });

  describe('ETags', () => {
    const person = '/people/v2/people/2';

    it('a read carries a weak ETag; sent back in If-None-Match it is a 304 with no body', async () => {
      const first = await get(person);
      expect(first.status, first.text).toBe(200);
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\/"[^"]+"$/);
      expect(first.headers.get('cache-control')).toBe('max-age=0, private, must-revalidate');
      expect(rateOf(first)).toEqual({ count: '1', limit: '100', period: '20' });

      const again = await get(person, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      // Still counted, and still carrying the rate headers.
      expect(rateOf(again)).toEqual({ count: '2', limit: '100', period: '20' });

      // HEAD is a read too: the same tag, and a 304 for it.
      const head = await send(sandbox().base, 'HEAD', person);
      expect(head.status).toBe(200);
      expect(head.headers.get('etag')).toBe(etag);
      const headAgain = await send(sandbox().base, 'HEAD', person, {
        headers: { 'if-none-match': etag },
      });
      expect(headAgain.status).toBe(304);
    });

    it('a tag another answer gave does not match; a list has its own tag', async () => {
      const tag = (await get(person)).headers.get('etag') ?? '';
      const other = await get('/people/v2/people/3', { 'if-none-match': tag });
      expect(other.status).toBe(200);
      expect(other.headers.get('etag')).not.toBe(tag);
      const list = await get('/people/v2/people?per_page=5');
      const listTag = list.headers.get('etag') ?? '';
      expect(listTag).toMatch(/^W\/"[^"]+"$/);
      expect((await get('/people/v2/people?per_page=5', { 'if-none-match': listTag })).status).toBe(
        304,
      );
      // Another page is another answer.
      const page = await get('/people/v2/people?per_page=5&offset=5', { 'if-none-match': listTag });
      expect(page.status).toBe(200);
    });

    it('after a write that changes the record, the old tag answers 200 with a new ETag', async () => {
      const before = await get(person);
      const old = before.headers.get('etag') ?? '';
      const written = await send(sandbox().base, 'PATCH', person, {
        body: { data: { type: 'Person', id: '2', attributes: { nickname: 'Etag Test' } } },
      });
      expect(written.status, written.text).toBe(200);
      expect(written.headers.get('etag')).toBeNull();
      const after = await get(person, { 'if-none-match': old });
      expect(after.status).toBe(200);
      expect(recordOf(after).attributes.nickname).toBe('Etag Test');
      const fresh = after.headers.get('etag') ?? '';
      expect(fresh).toMatch(/^W\/"[^"]+"$/);
      expect(fresh).not.toBe(old);
      expect((await get(person, { 'if-none-match': fresh })).status).toBe(304);
    });

    it('If-None-Match: *, a list of tags holding it, or the tag without W/ are a 304', async () => {
      const etag = (await get(person)).headers.get('etag') ?? '';
      expect((await get(person, { 'if-none-match': '*' })).status).toBe(304);
      const list = await get(person, { 'if-none-match': `W/"not-this-one", ${etag}, "nor-this"` });
      expect(list.status).toBe(304);
      expect((await get(person, { 'if-none-match': etag.replace(/^W\//, '') })).status).toBe(304);
      const without = await get(person, { 'if-none-match': 'W/"not-this-one", "nor-this"' });
      expect(without.status).toBe(200);
      expect(recordOf(without).id).toBe('2');
    });

    it('an error answer carries no ETag and If-None-Match does not turn it into a 304', async () => {
      const missing = await get('/people/v2/people/999999', { 'if-none-match': '*' });
      errorsOf(missing, 404);
      expect(missing.headers.get('etag')).toBeNull();
    });
  });

  describe('linkage and links', () => {
    it('every check-in carries its to-one linkage without an include, null when unset', async () => {
      const checkIns = listOf(await get('/check-ins/v2/check_ins?per_page=100'));
      expect(checkIns.length).toBeGreaterThan(0);
      const toOne = Object.entries(checkInsResources.CheckIn.relationships)
        .filter(([, r]) => r.cardinality === 'one')
        .map(([name]) => name)
        .sort();
      for (const checkIn of checkIns) {
        expect(Object.keys(checkIn.relationships).sort()).toEqual(toOne);
        expect(checkIn.relationships.event).toEqual({
          data: { type: 'Event', id: expect.stringMatching(/^[1-9][0-9]*$/) },
        });
      }
      // The linkage is what the association answers: an event, and a null for an unset one.
      const first = checkIns[0] as ApiRecord;
      const event = recordOf(await get(`/check-ins/v2/check_ins/${first.id}/event`));
      expect({ type: event.type, id: event.id }).toEqual(first.relationships.event?.data);
      const unset = checkIns.find((c) => c.relationships.checked_out_by?.data === null);
      if (!unset) throw new Error('no check-in without checked_out_by in the seed');
      expect(unset.relationships.checked_out_by).toEqual({ data: null });
      const nobody = documentOf(await get(`/check-ins/v2/check_ins/${unset.id}/checked_out_by`));
      expect(nobody.data).toBeNull();
      const set = checkIns.find((c) => c.relationships.checked_out_by?.data);
      if (set) {
        const by = recordOf(await get(`/check-ins/v2/check_ins/${set.id}/checked_out_by`));
        expect({ type: by.type, id: by.id }).toEqual(set.relationships.checked_out_by?.data);
      }
    });

    it('a single Person links each association besides self, null for an unset to-one', async () => {
      const answer = await get('/people/v2/people/1');
      const person = recordOf(answer);
      const self = `${sandbox().base}/people/v2/people/1`;
      const relationships = Object.entries(peopleResources.Person.relationships);
      const expected: Record<string, string | null> = { self };
      for (const [name, relationship] of relationships) {
        const unset =
          relationship.cardinality === 'one' && person.relationships[name]?.data === null;
        expected[name] = unset ? null : `${self}/${name}`;
      }
      expect(person.links).toEqual(expected);
      const links = person.links ?? {};
      // The seed's admin has no inactive reason and a primary campus.
      expect(links.inactive_reason).toBeNull();
      expect(person.relationships.inactive_reason).toEqual({ data: null });
      expect(links.primary_campus).toBe(`${self}/primary_campus`);
      const campus = recordOf(await get(links.primary_campus ?? ''));
      expect({ type: campus.type, id: campus.id }).toEqual(
        person.relationships.primary_campus?.data,
      );
      expect(documentOf(await get(`${self}/inactive_reason`)).data).toBeNull();
      const emails = listOf(await get(links.emails ?? ''));
      expect(emails.length).toBeGreaterThan(0);
    });

    it('included records of a nested resource carry links.self naming the same record', async () => {
      const answer = await get('/people/v2/people/1?include=emails');
      const document = documentOf(answer);
      const person = document.data as ApiRecord;
      const linked = (person.relationships.emails?.data as Identifier[]).map((e) => e.id).sort();
      expect(document.included.map((e) => e.id).sort()).toEqual(linked);
      expect(document.included.length).toBeGreaterThan(0);
      for (const email of document.included) {
        expect(email.type).toBe('Email');
        const self = email.links?.self ?? '';
        expect(path(self)).toBe(`/people/v2/emails/${email.id}`);
        const shown = recordOf(await get(self));
        expect(essence(shown)).toEqual(essence(email));
        expect(shown.links?.self).toBe(self);
        expect(shown.relationships.person?.data).toEqual({ type: 'Person', id: '1' });
      }
    });
  });
});

describe('the real dialect with explicit settings: a limit of 3 per 20 s, not lenient', () => {
  const sandbox = useSandbox({
    dialect: realDialect,
    rateLimit: { limit: 3, periodSeconds: 20 },
    lenient: false,
  });

  beforeEach(() => {
    sandbox().clock.t += 21_000;
  });

  it('the 4th request in 20 s is a 429 with Retry-After, the period in words and the limit named', async () => {
    const { base, clock } = sandbox();
    const t0 = clock.t;
    for (let i = 1; i <= 3; i++) {
      clock.t = t0 + (i - 1) * 1000;
      const answer = await send(base, 'GET', '/check-ins/v2');
      expect(answer.status, answer.text).toBe(200);
      expect(rateOf(answer)).toEqual({ count: String(i), limit: '3', period: '20' });
    }
    clock.t = t0 + 5_000;
    const refused = await send(base, 'GET', '/people/v2');
    const [error] = errorsOf(refused, 429);
    // The oldest request (t0) leaves the window at t0 + 20 s: 15 s from now.
    expect(refused.headers.get('retry-after')).toBe('15');
    expect(rateOf(refused)).toEqual({ count: '4', limit: '3', period: '20 seconds' });
    expect(error).toMatchObject({
      status: '429',
      code: '429',
      detail: 'Rate limit exceeded: 4 of 3 requests per 20 seconds',
    });
    // Once the oldest has left the window, a request is allowed again.
    clock.t = t0 + 20_000;
    const allowed = await send(base, 'GET', '/people/v2');
    expect(allowed.status, allowed.text).toBe(200);
    expect(rateOf(allowed)).toEqual({ count: '3', limit: '3', period: '20' });
  });

  it('refuses unknown names and client ids, naming them by source.parameter', async () => {
    const { base } = sandbox();
    const unknown = await send(base, 'GET', '/check-ins/v2/check_ins?include=bogus');
    const [refused] = errorsOf(unknown, 400);
    expect(refused).toMatchObject({ code: 'invalid_parameter', source: { parameter: 'include' } });
    const clientId = await send(base, 'POST', '/people/v2/marital_statuses', {
      body: { data: { type: 'MaritalStatus', id: '424242', attributes: { value: 'Client id' } } },
    });
    const [forbidden] = errorsOf(clientId, 403);
    expect(forbidden).toMatchObject({ code: 'client_generated_id', source: { parameter: 'id' } });
    expect(forbidden?.source).not.toHaveProperty('pointer');
  });
});

describe('the spec dialect', () => {
  const sandbox = useSandbox({ dialect: specDialect });
  const get = (p: string, headers?: Record<string, string>) =>
    send(sandbox().base, 'GET', p, { headers });

  it('ignores X-PCO-API-Version entirely: no refusal, no processed-as header', async () => {
    for (const version of ['2017-12-31', 'not-a-date', '2020-01-01']) {
      const answer = await get('/people/v2', { [versionHeader]: version });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get(processedAs)).toBeNull();
    }
    expect((await get('/people/v2')).headers.get(processedAs)).toBeNull();
  });

  it('sends no ETag and answers If-None-Match with the whole record', async () => {
    const first = await get('/people/v2/people/2');
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('cache-control')).toBeNull();
    const again = await get('/people/v2/people/2', { 'if-none-match': '*' });
    expect(again.status).toBe(200);
    expect(recordOf(again).id).toBe('2');
  });

  it('has no limit on an attendance type, as the spec has none', async () => {
    const types = documentOf(await get('/check_ins/v2/events/1/attendance_types')).data;
    expect(Array.isArray(types) && types.length > 0).toBe(true);
    for (const type of types as ApiRecord[]) expect(type.attributes).not.toHaveProperty('limit');
  });

  it('keeps check-ins at /check_ins/v2 with the X-SVC rate headers', async () => {
    const answer = await get('/check_ins/v2/check_ins');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('X-SVC-API-Request-Rate-Limit')).toBe('100');
    expect(answer.headers.get('X-SVC-API-Request-Rate-Period')).toBe('60');
    expect(answer.headers.get(rateLimit)).toBeNull();
    expect((await get('/check-ins/v2/check_ins')).status).toBe(404);
  });
});
