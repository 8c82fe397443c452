/**
 * Every write endpoint of the catalog against a real sandbox over HTTP (listening on port 0,
 * driven with fetch): success, 422 for bad bodies (one error per bad attribute, each with its
 * source.pointer), 400 for unreadable bodies and 404 for missing parents, generated from the
 * catalog so that a new endpoint without a case fails; then the rules of particular resources.
 *
 * Everything runs in both dialects (catalog/dialects.ts): paths are written in the catalog's
 * spelling and go out in the dialect's (Api.request). The real service names a field of a 422
 * by source.parameter (`name`, not `/data/attributes/name`), so expectErrors reads the pointer
 * the test expects in the dialect of the answer; and its single records link their associations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitWriteKey, writeEndpoints } from '../api/catalog/write-endpoints';
import { realDialect, specDialect, toWirePath } from '../api/catalog/dialects';
import type { Dialect } from '../api/catalog/dialects';
import type { WriteEndpoints } from '../api/catalog/catalog';
import { peopleResources } from '../api/catalog/people';
import { checkInsResources } from '../api/catalog/check-ins';
import { normalizeAttribute } from '../api/catalog/schema';
import type {
  AttributeSpec,
  ResourceSpec,
  WriteEndpointSpec,
  WriteMethod,
} from '../api/catalog/schema';
import { toDialectBody, writeShape } from '../api/catalog/write-shapes';
import type { ResourceObject } from '../api/json-api';
import { toApiDatetime } from '../lib/pure/dates';
import type { SandboxConfig, SandboxContext } from './context';
import { createSandbox } from './server';
import { associationLinksOf, toOneLinkageProblems } from './testing/json-api-checks';

// ---------------------------------------------------------------------------------------------
// Harness

const basicAuth = `Basic ${Buffer.from('sandbox:sandbox-secret').toString('base64')}`;
const jsonApiType = 'application/vnd.api+json';
const startTime = Date.UTC(2026, 10, 21, 12, 0, 0);
const missingId = '999999';

interface Identifier {
  type: string;
  id: string;
}

interface WriteBody {
  data: {
    type: string;
    id?: string;
    attributes?: Record<string, unknown>;
    relationships?: Record<string, { data: Identifier | Identifier[] }>;
  };
}

interface ErrorObject {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
  meta?: Record<string, unknown>;
}

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
  /** The dialect of the sandbox that answered. */
  dialect: Dialect;
  /** The catalog write the request was, if it was one. */
  write?: { method: WriteMethod; path: string };
}

interface RequestOptions {
  /** A JSON value to send, or a raw string (sent as is). */
  body?: unknown;
  raw?: string;
  contentType?: string;
  authenticated?: boolean;
}

/** A clock the tests move by hand. */
interface TestClock {
  t: number;
  now(): number;
}

const writeKeys = Object.keys(writeEndpoints).map(splitWriteKey);

/** Whether the dialect's service lets no one make a write of the catalog (D164). */
function isRefused(dialect: Dialect, key: string): boolean {
  const { method, path } = splitWriteKey(key);
  return writeShape(dialect, method, path)?.refused === true;
}

/** The catalog write a request makes (its method and path template), if it makes one. */
function writeOf(method: string, path: string): { method: WriteMethod; path: string } | undefined {
  const segments = (path.split('?')[0] ?? '').split('/');
  return writeKeys.find((key) => {
    const template = key.path.split('/');
    return (
      key.method === method &&
      template.length === segments.length &&
      template.every((part, i) =>
        part.startsWith('{') ? /^[0-9]+$/.test(segments[i] ?? '') : part === segments[i],
      )
    );
  });
}

class Api {
  private constructor(
    readonly base: string,
    readonly ctx: SandboxContext,
    readonly clock: TestClock,
    readonly dialect: Dialect,
  ) {}

  static async start(dialect: Dialect, config: Partial<SandboxConfig> = {}): Promise<Api> {
    const clock: TestClock = {
      t: startTime,
      now() {
        return this.t;
      },
    };
    const { app, ctx } = await createSandbox({
      file: ':memory:',
      scale: 'small',
      clock,
      config: { dialect, rateLimit: { limit: 1_000_000, periodSeconds: 60 }, ...config },
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const api = new Api(base, ctx, clock, dialect);
    api.close = async () => {
      await app.close();
      ctx.db.close();
    };
    return api;
  }

  close: () => Promise<void> = async () => {};

  /** A path in the catalog's spelling (or one taken from a link) as this sandbox's wire spells it. */
  wirePath(path: string): string {
    return toWirePath(this.dialect, path);
  }

  /**
   * A path in the catalog's spelling (or a wire path taken from a link, which stays as it is).
   * A write's body is written in the spec's shape and sent in the dialect's, as Narthex sends it
   * (write-shapes.ts).
   */
  async request(method: string, path: string, options: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (options.authenticated !== false) headers.authorization = basicAuth;
    const write = writeOf(method, path);
    let payload: string | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (options.body !== undefined) {
      const body = write
        ? toDialectBody(this.dialect, write.method, write.path, options.body)
        : options.body;
      payload = JSON.stringify(body);
    }
    if (payload !== undefined) headers['content-type'] = options.contentType ?? jsonApiType;
    const response = await fetch(`${this.base}${this.wirePath(path)}`, {
      method,
      headers,
      body: payload,
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      body = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      body,
      dialect: this.dialect,
      ...(write ? { write } : {}),
    };
  }

  get(path: string): Promise<Reply> {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown, contentType?: string): Promise<Reply> {
    return this.request('POST', path, { body, contentType });
  }
  patch(path: string, body: unknown): Promise<Reply> {
    return this.request('PATCH', path, { body });
  }
  delete(path: string): Promise<Reply> {
    return this.request('DELETE', path);
  }

  /** Reads one record; fails the test unless the answer is 200. */
  async show(path: string): Promise<ResourceObject> {
    const reply = await this.get(path);
    expect(reply.status, `GET ${path}: ${reply.text}`).toBe(200);
    return record(reply);
  }

  /** Every record of a list, following links.next. */
  async listAll(path: string): Promise<ResourceObject[]> {
    const out: ResourceObject[] = [];
    let next: string | undefined = `${path}${path.includes('?') ? '&' : '?'}per_page=100`;
    while (next !== undefined) {
      const reply = await this.get(next);
      expect(reply.status, `GET ${next}: ${reply.text}`).toBe(200);
      const body = reply.body as { data: ResourceObject[]; links?: { next?: string } };
      out.push(...body.data);
      const link = body.links?.next;
      next = link === undefined ? undefined : link.slice(this.base.length);
    }
    return out;
  }

  /** The number of records of a list. */
  async count(path: string): Promise<number> {
    const reply = await this.get(`${path}${path.includes('?') ? '&' : '?'}per_page=1`);
    expect(reply.status, `GET ${path}: ${reply.text}`).toBe(200);
    return Number((reply.body as { meta: { total_count: number } }).meta.total_count);
  }

  /** Creates a record through the API; answers its id. */
  async create(path: string, body: WriteBody): Promise<string> {
    const reply = await this.post(path, body);
    expect(reply.status, `POST ${path}: ${reply.text}`).toBe(201);
    return record(reply).id;
  }

  rows<T>(sql: string, ...params: unknown[]): T[] {
    return this.ctx.db.prepare(sql).all(...params) as T[];
  }

  row<T>(sql: string, ...params: unknown[]): T {
    const found = this.ctx.db.prepare(sql).get(...params) as T | undefined;
    if (found === undefined) throw new Error(`no fixture row for: ${sql}`);
    return found;
  }
}

/** A fresh :memory: sandbox speaking `dialect`, for the enclosing describe block. */
function useSandboxIn(dialect: Dialect, config: Partial<SandboxConfig> = {}): () => Api {
  let api: Api | undefined;
  beforeAll(async () => {
    api = await Api.start(dialect, config);
  });
  afterAll(async () => {
    await api?.close();
  });
  return () => {
    if (!api) throw new Error('the sandbox is not started');
    return api;
  };
}

function record(reply: Reply): ResourceObject {
  const body = reply.body as { data?: unknown } | undefined;
  const data = body?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`expected a single record, got ${reply.status}: ${reply.text}`);
  }
  return data as ResourceObject;
}

function attributesOf(resource: ResourceObject): Record<string, unknown> {
  return resource.attributes ?? {};
}

function errorsOf(reply: Reply): ErrorObject[] {
  const body = reply.body as { errors?: unknown } | undefined;
  if (!Array.isArray(body?.errors)) throw new Error(`expected an errors body: ${reply.text}`);
  return body.errors as ErrorObject[];
}

/**
 * What names a field in an error of the reply's dialect: the JSON pointer (spec) or the
 * parameter the real service writes for it (`/data/attributes/name` and `/data/relationships/name`
 * are `name`, or the `*_id` attribute that names the record there, `/data/id` is `id`,
 * `/data/type` is `type`).
 */
function fieldOf(reply: Reply, pointer: string): string {
  if (reply.dialect !== realDialect) return pointer;
  const match = /^\/data\/(attributes|relationships)\/([^/]+)$/.exec(pointer);
  const name = match?.[2];
  if (name !== undefined) {
    // A record the real service names by its `*_id` attribute only is answered under that name.
    const shape = reply.write && writeShape(realDialect, reply.write.method, reply.write.path);
    const link = match?.[1] === 'relationships' ? shape?.links[name] : undefined;
    return link && !link.relationship && link.idAttribute ? link.idAttribute : name;
  }
  if (pointer === '/data/id' || pointer === '/data/type') return pointer.slice('/data/'.length);
  throw new Error(`no parameter for the pointer ${pointer}`);
}

/** The fields the errors of a reply name, as its dialect names them. */
function sourcesOf(reply: Reply): (string | undefined)[] {
  return errorsOf(reply).map((e) =>
    reply.dialect === realDialect ? e.source?.parameter : e.source?.pointer,
  );
}

/**
 * The status, and exactly one error per pointer (in any order), each with the same status. In
 * the real dialect each names its field by source.parameter only, is titled "Validation Error"
 * and carries meta.resource and an empty meta.associated_resources.
 */
function expectErrors(reply: Reply, status: number, pointers: readonly string[]): void {
  expect(reply.status, reply.text).toBe(status);
  const errors = errorsOf(reply);
  expect(sourcesOf(reply).sort()).toEqual(pointers.map((p) => fieldOf(reply, p)).sort());
  for (const error of errors) {
    expect(error.status).toBe(String(status));
    expect(error.detail).toEqual(expect.any(String));
    if (reply.dialect === realDialect) {
      expect(Object.keys(error.source ?? {}), reply.text).toEqual(['parameter']);
      expect(error.title).toBe('Validation Error');
      expect(error.meta).toEqual({ resource: expect.any(String), associated_resources: [] });
    }
  }
}

/**
 * A 422 for attributes the write does not take: in the spec's dialect one error per attribute
 * (expectErrors); in the real one those errors alone, each with status, title "Forbidden
 * Attribute" and detail only, as the real service answers (pypco's docs/source/apitour.md).
 */
function expectForbidden(reply: Reply, names: readonly string[]): void {
  if (reply.dialect !== realDialect) {
    expectErrors(
      reply,
      422,
      names.map((name) => `/data/attributes/${name}`),
    );
    return;
  }
  expect(reply.status, reply.text).toBe(422);
  expect(errorsOf(reply)).toEqual(
    names.map((name) => ({
      status: '422',
      title: 'Forbidden Attribute',
      detail: `${name} cannot be assigned`,
    })),
  );
}

/** A 4xx answer with the service's errors body. */
function expectErrorBody(reply: Reply, status: number): ErrorObject {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/^application\/(vnd\.api\+)?json/);
  const errors = errorsOf(reply);
  expect(errors.length).toBeGreaterThan(0);
  const first = errors[0] as ErrorObject;
  expect(first.status).toBe(String(status));
  expect(first.detail).toEqual(expect.any(String));
  return first;
}

const to = (type: string, id: string) => ({ data: { type, id } });
const toMany = (type: string, ids: readonly string[]) => ({
  data: ids.map((id) => ({ type, id })),
});

function createBody(
  type: string,
  attributes: Record<string, unknown>,
  relationships?: WriteBody['data']['relationships'],
): WriteBody {
  return { data: { type, attributes, ...(relationships ? { relationships } : {}) } };
}

function patchBody(type: string, id: string, attributes: Record<string, unknown>): WriteBody {
  return { data: { type, id, attributes } };
}

function fill(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
    return value;
  });
}

const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1] ?? '');

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${++sequence}`;

// ---------------------------------------------------------------------------------------------
// Fixtures: records found in the seed, or made through the API

function activePerson(api: Api, offset = 1): string {
  return String(
    api.row<{ id: number }>(
      `SELECT id FROM people__Person WHERE status = 'active' ORDER BY id LIMIT 1 OFFSET ?`,
      offset,
    ).id,
  );
}

function checkInsPerson(api: Api, offset = 1): string {
  return String(
    api.row<{ id: number }>('SELECT id FROM check_ins__Person ORDER BY id LIMIT 1 OFFSET ?', offset)
      .id,
  );
}

function firstTab(api: Api): string {
  return String(api.row<{ id: number }>('SELECT id FROM people__Tab ORDER BY id LIMIT 1').id);
}

/** An event time and an attendance type of its event that have no headcount yet. */
function freeHeadcountSlot(api: Api): { eventTime: string; attendanceType: string } {
  const slot = api.row<{ eventTime: number; attendanceType: number }>(
    `SELECT et.id AS eventTime, at.id AS attendanceType
       FROM check_ins__EventTime et JOIN check_ins__AttendanceType at ON at.event_id = et.event_id
      WHERE NOT EXISTS (SELECT 1 FROM check_ins__Headcount h
                         WHERE h.event_time_id = et.id AND h.attendance_type_id = at.id)
      ORDER BY et.id, at.id LIMIT 1`,
  );
  return { eventTime: String(slot.eventTime), attendanceType: String(slot.attendanceType) };
}

function headcountBody(total: number, attendanceType: string): WriteBody {
  return createBody(
    'Headcount',
    { total },
    { attendance_type: to('AttendanceType', attendanceType) },
  );
}

async function newFieldDefinition(api: Api, dataType: string): Promise<string> {
  return api.create(
    `/people/v2/tabs/${firstTab(api)}/field_definitions`,
    createBody('FieldDefinition', { name: unique(`Field ${dataType}`), data_type: dataType }),
  );
}

async function newFieldOption(api: Api, definition: string, value: string): Promise<string> {
  return api.create(
    `/people/v2/field_definitions/${definition}/field_options`,
    createBody('FieldOption', { value }),
  );
}

async function newFieldDatum(
  api: Api,
  person: string,
  definition: string,
  value: string,
): Promise<string> {
  return api.create(
    `/people/v2/people/${person}/field_data`,
    createBody('FieldDatum', { value }, { field_definition: to('FieldDefinition', definition) }),
  );
}

function householdBody(name: string, people: readonly string[], contact: string): WriteBody {
  return createBody(
    'Household',
    { name },
    { people: toMany('Person', people), primary_contact: to('Person', contact) },
  );
}

/** A handful of active people, from an offset that keeps blocks from sharing them. */
function people(api: Api, count: number, offset: number): string[] {
  return api
    .rows<{ id: number }>(
      `SELECT id FROM people__Person WHERE status = 'active' ORDER BY id LIMIT ? OFFSET ?`,
      count,
      offset,
    )
    .map((r) => String(r.id));
}

// ---------------------------------------------------------------------------------------------
// One valid case per write endpoint

interface Prepared {
  /** Values of the path's placeholders. */
  params: Record<string, string>;
  /** A valid body, for POST and PATCH. */
  body?: WriteBody;
  /** Where the record (by id) is shown. */
  show: (id: string) => string;
  /** A list the record appears in. */
  list: string;
  /** DELETE is soft: the record stays readable with deleted_at set. */
  softDelete?: boolean;
}

interface WriteCase {
  prepare(api: Api): Promise<Prepared>;
}

type WriteKey = keyof WriteEndpoints;

type ValueKeys<P extends string> =
  `POST /people/v2/${P}` | `PATCH /people/v2/${P}/{id}` | `DELETE /people/v2/${P}/{id}`;

function valueCases<const P extends string>(
  path: P,
  type: string,
): Record<ValueKeys<P>, WriteCase> {
  const list = `/people/v2/${path}`;
  const show = (id: string) => `${list}/${id}`;
  const existing = (api: Api) =>
    api.create(list, createBody(type, { value: unique(`${type} value`) }));
  const out: Record<string, WriteCase> = {
    [`POST ${list}`]: {
      prepare: () =>
        Promise.resolve({
          params: {},
          body: createBody(type, { value: unique(`New ${type}`) }),
          show,
          list,
        }),
    },
    [`PATCH ${list}/{id}`]: {
      async prepare(api: Api) {
        const id = await existing(api);
        return {
          params: { id },
          body: patchBody(type, id, { value: unique('Renamed') }),
          show,
          list,
        };
      },
    },
    [`DELETE ${list}/{id}`]: {
      async prepare(api: Api) {
        return { params: { id: await existing(api) }, show, list };
      },
    },
  };
  return out as Record<ValueKeys<P>, WriteCase>;
}

const cases = {
  // Check-ins ----------------------------------------------------------------------------------
  'POST /check_ins/v2/event_times/{event_time_id}/headcounts': {
    prepare(api) {
      const slot = freeHeadcountSlot(api);
      const list = `/check_ins/v2/event_times/${slot.eventTime}/headcounts`;
      return Promise.resolve({
        params: { event_time_id: slot.eventTime },
        body: headcountBody(7, slot.attendanceType),
        show: (id) => `${list}/${id}`,
        list,
      });
    },
  },
  'PATCH /check_ins/v2/event_times/{event_time_id}/headcounts/{id}': {
    prepare(api) {
      const found = api.row<{ id: number; event_time_id: number }>(
        'SELECT id, event_time_id FROM check_ins__Headcount ORDER BY id LIMIT 1',
      );
      const list = `/check_ins/v2/event_times/${found.event_time_id}/headcounts`;
      return Promise.resolve({
        params: { event_time_id: String(found.event_time_id), id: String(found.id) },
        body: patchBody('Headcount', String(found.id), { total: 42 + sequence++ }),
        show: (id) => `${list}/${id}`,
        list,
      });
    },
  },
  'POST /check_ins/v2/people/{person_id}/passes': {
    prepare(api) {
      const person = checkInsPerson(api);
      return Promise.resolve({
        params: { person_id: person },
        body: createBody('Pass', { code: unique('PASS'), kind: 'barcode' }),
        show: (id) => `/check_ins/v2/passes/${id}`,
        list: `/check_ins/v2/people/${person}/passes`,
      });
    },
  },
  'DELETE /check_ins/v2/passes/{id}': {
    async prepare(api) {
      // A service that takes no pass writes (D164) has the seed's passes only.
      const id = isRefused(api.dialect, 'POST /check_ins/v2/people/{person_id}/passes')
        ? required((await api.listAll('/check_ins/v2/passes'))[0]?.id, 'a seeded pass')
        : await api.create(
            `/check_ins/v2/people/${checkInsPerson(api)}/passes`,
            createBody('Pass', { code: unique('GONE'), kind: 'barcode' }),
          );
      return {
        params: { id },
        show: (i) => `/check_ins/v2/passes/${i}`,
        list: '/check_ins/v2/passes',
      };
    },
  },

  // Addresses ----------------------------------------------------------------------------------
  'POST /people/v2/people/{person_id}/addresses': {
    prepare(api) {
      const person = activePerson(api);
      const list = `/people/v2/people/${person}/addresses`;
      return Promise.resolve({
        params: { person_id: person },
        body: createBody('Address', {
          street: '1 Chapel Lane',
          city: 'Wheaton',
          state: 'IL',
          zip: '60187',
          location: 'Other',
          primary: false,
        }),
        show: (id) => `${list}/${id}`,
        list,
      });
    },
  },
  'PATCH /people/v2/people/{person_id}/addresses/{id}': {
    async prepare(api) {
      const person = activePerson(api);
      const list = `/people/v2/people/${person}/addresses`;
      const id = await api.create(
        list,
        createBody('Address', { city: 'Aurora', location: 'Home' }),
      );
      return {
        params: { person_id: person, id },
        body: patchBody('Address', id, { city: 'Batavia', zip: '60510', street: '2 Mill St' }),
        show: (i) => `${list}/${i}`,
        list,
      };
    },
  },
  'DELETE /people/v2/people/{person_id}/addresses/{id}': {
    async prepare(api) {
      const person = activePerson(api);
      const list = `/people/v2/people/${person}/addresses`;
      const id = await api.create(list, createBody('Address', { city: 'Elgin' }));
      return { params: { person_id: person, id }, show: (i) => `${list}/${i}`, list };
    },
  },

  // Emails -------------------------------------------------------------------------------------
  'POST /people/v2/people/{person_id}/emails': {
    prepare(api) {
      const person = activePerson(api);
      return Promise.resolve({
        params: { person_id: person },
        body: createBody('Email', {
          address: `${unique('new')}@example.org`,
          location: 'Work',
          primary: false,
        }),
        show: (id) => `/people/v2/emails/${id}`,
        list: `/people/v2/people/${person}/emails`,
      });
    },
  },
  'PATCH /people/v2/emails/{id}': {
    async prepare(api) {
      const person = activePerson(api);
      const id = await api.create(
        `/people/v2/people/${person}/emails`,
        createBody('Email', { address: `${unique('old')}@example.org` }),
      );
      return {
        params: { id },
        body: patchBody('Email', id, {
          address: `${unique('changed')}@example.org`,
          location: 'Home',
        }),
        show: (i) => `/people/v2/emails/${i}`,
        list: `/people/v2/people/${person}/emails`,
      };
    },
  },
  'DELETE /people/v2/emails/{id}': {
    async prepare(api) {
      const person = activePerson(api);
      const id = await api.create(
        `/people/v2/people/${person}/emails`,
        createBody('Email', { address: `${unique('gone')}@example.org` }),
      );
      return {
        params: { id },
        show: (i) => `/people/v2/emails/${i}`,
        list: `/people/v2/people/${person}/emails`,
      };
    },
  },

  // Field data ---------------------------------------------------------------------------------
  'POST /people/v2/people/{person_id}/field_data': {
    async prepare(api) {
      const person = activePerson(api);
      const definition = await newFieldDefinition(api, 'string');
      const list = `/people/v2/people/${person}/field_data`;
      return {
        params: { person_id: person },
        body: createBody(
          'FieldDatum',
          { value: 'Plays the organ' },
          { field_definition: to('FieldDefinition', definition) },
        ),
        show: (id) => `${list}/${id}`,
        list,
      };
    },
  },
  'PATCH /people/v2/people/{person_id}/field_data/{id}': {
    async prepare(api) {
      const person = activePerson(api);
      const id = await newFieldDatum(api, person, await newFieldDefinition(api, 'text'), 'before');
      const list = `/people/v2/people/${person}/field_data`;
      return {
        params: { person_id: person, id },
        body: patchBody('FieldDatum', id, { value: 'after' }),
        show: (i) => `${list}/${i}`,
        list,
      };
    },
  },
  'DELETE /people/v2/people/{person_id}/field_data/{id}': {
    async prepare(api) {
      const person = activePerson(api);
      const id = await newFieldDatum(api, person, await newFieldDefinition(api, 'string'), 'x');
      const list = `/people/v2/people/${person}/field_data`;
      return { params: { person_id: person, id }, show: (i) => `${list}/${i}`, list };
    },
  },

  // Field definitions --------------------------------------------------------------------------
  'POST /people/v2/tabs/{tab_id}/field_definitions': {
    prepare(api) {
      const name = unique('Favourite hymn');
      return Promise.resolve({
        params: { tab_id: firstTab(api) },
        body: createBody('FieldDefinition', {
          name,
          data_type: 'string',
          slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
          config: null,
          sequence: 40,
        }),
        show: (id) => `/people/v2/field_definitions/${id}`,
        list: '/people/v2/field_definitions',
      });
    },
  },
  'PATCH /people/v2/field_definitions/{id}': {
    async prepare(api) {
      const id = await newFieldDefinition(api, 'string');
      return {
        params: { id },
        body: patchBody('FieldDefinition', id, { name: unique('Renamed field'), sequence: 77 }),
        show: (i) => `/people/v2/field_definitions/${i}`,
        list: '/people/v2/field_definitions',
      };
    },
  },
  'DELETE /people/v2/field_definitions/{id}': {
    async prepare(api) {
      return {
        params: { id: await newFieldDefinition(api, 'number') },
        show: (i) => `/people/v2/field_definitions/${i}`,
        list: '/people/v2/field_definitions',
        softDelete: true,
      };
    },
  },

  // Field options ------------------------------------------------------------------------------
  'POST /people/v2/field_definitions/{field_definition_id}/field_options': {
    async prepare(api) {
      const definition = await newFieldDefinition(api, 'select');
      const list = `/people/v2/field_definitions/${definition}/field_options`;
      return {
        params: { field_definition_id: definition },
        body: createBody('FieldOption', { value: 'XL', sequence: 9 }),
        show: (id) => `${list}/${id}`,
        list,
      };
    },
  },
  'PATCH /people/v2/field_definitions/{field_definition_id}/field_options/{id}': {
    async prepare(api) {
      const definition = await newFieldDefinition(api, 'select');
      const id = await newFieldOption(api, definition, 'Small');
      const list = `/people/v2/field_definitions/${definition}/field_options`;
      return {
        params: { field_definition_id: definition, id },
        body: patchBody('FieldOption', id, { value: 'Tiny', sequence: 3 }),
        show: (i) => `${list}/${i}`,
        list,
      };
    },
  },
  'DELETE /people/v2/field_definitions/{field_definition_id}/field_options/{id}': {
    async prepare(api) {
      const definition = await newFieldDefinition(api, 'checkboxes');
      const id = await newFieldOption(api, definition, 'Choir');
      const list = `/people/v2/field_definitions/${definition}/field_options`;
      return { params: { field_definition_id: definition, id }, show: (i) => `${list}/${i}`, list };
    },
  },

  // Households ---------------------------------------------------------------------------------
  'POST /people/v2/households': {
    prepare(api) {
      const [a = '', b = ''] = people(api, 2, 20);
      return Promise.resolve({
        params: {},
        body: householdBody(unique('Chapel Household'), [a, b], a),
        show: (id) => `/people/v2/households/${id}`,
        list: '/people/v2/households',
      });
    },
  },
  'PATCH /people/v2/households/{id}': {
    async prepare(api) {
      const [a = '', b = ''] = people(api, 2, 22);
      const id = await api.create(
        '/people/v2/households',
        householdBody(unique('Old name'), [a, b], a),
      );
      return {
        params: { id },
        body: patchBody('Household', id, { name: unique('New name') }),
        show: (i) => `/people/v2/households/${i}`,
        list: '/people/v2/households',
      };
    },
  },
  'DELETE /people/v2/households/{id}': {
    async prepare(api) {
      const [a = ''] = people(api, 1, 24);
      const id = await api.create('/people/v2/households', householdBody(unique('Gone'), [a], a));
      return {
        params: { id },
        show: (i) => `/people/v2/households/${i}`,
        list: '/people/v2/households',
      };
    },
  },

  // Household memberships ----------------------------------------------------------------------
  'POST /people/v2/households/{household_id}/household_memberships': {
    async prepare(api) {
      const [a = '', b = ''] = people(api, 2, 26);
      const household = await api.create(
        '/people/v2/households',
        householdBody(unique('Growing'), [a], a),
      );
      return {
        params: { household_id: household },
        body: createBody('HouseholdMembership', { pending: true }, { person: to('Person', b) }),
        show: (id) => `/people/v2/people/${b}/household_memberships/${id}`,
        list: `/people/v2/households/${household}/household_memberships`,
      };
    },
  },
  'PATCH /people/v2/people/{person_id}/household_memberships/{id}': {
    prepare(api) {
      const found = api.row<{ id: number; person_id: number }>(
        'SELECT id, person_id FROM people__HouseholdMembership WHERE pending = 0 ORDER BY id LIMIT 1',
      );
      const list = `/people/v2/people/${found.person_id}/household_memberships`;
      return Promise.resolve({
        params: { person_id: String(found.person_id), id: String(found.id) },
        body: patchBody('HouseholdMembership', String(found.id), { pending: true }),
        show: (i) => `${list}/${i}`,
        list,
      });
    },
  },
  'DELETE /people/v2/people/{person_id}/household_memberships/{id}': {
    async prepare(api) {
      const [a = '', b = ''] = people(api, 2, 28);
      const household = await api.create(
        '/people/v2/households',
        householdBody(unique('Shrinking'), [a, b], a),
      );
      const membership = api.row<{ id: number }>(
        'SELECT id FROM people__HouseholdMembership WHERE household_id = ? AND person_id = ?',
        Number(household),
        Number(b),
      );
      const list = `/people/v2/people/${b}/household_memberships`;
      return {
        params: { person_id: b, id: String(membership.id) },
        show: (i) => `${list}/${i}`,
        list,
      };
    },
  },

  // Settings values ----------------------------------------------------------------------------
  ...valueCases('inactive_reasons', 'InactiveReason'),
  ...valueCases('marital_statuses', 'MaritalStatus'),
  ...valueCases('name_prefixes', 'NamePrefix'),
  ...valueCases('name_suffixes', 'NameSuffix'),

  // People (beyond the spec) -------------------------------------------------------------------
  'PATCH /people/v2/people/{id}': {
    prepare(api) {
      const id = activePerson(api, 5);
      return Promise.resolve({
        params: { id },
        body: patchBody('Person', id, {
          first_name: 'Winifred',
          nickname: 'Winnie',
          birthdate: '1990-05-06',
          membership: 'Participant',
          medical_notes: 'Peanut allergy',
          grade: null,
        }),
        show: (i) => `/people/v2/people/${i}`,
        list: '/people/v2/people',
      });
    },
  },
} satisfies Record<WriteKey, WriteCase>;

// ---------------------------------------------------------------------------------------------
// Generic tests, one describe block per catalog write endpoint

const allWrites: Readonly<Record<string, WriteEndpointSpec>> = writeEndpoints;
const caseTable: Readonly<Record<string, WriteCase>> = cases;

function resourceOf(spec: WriteEndpointSpec): ResourceSpec {
  const all: Readonly<Record<string, ResourceSpec>> =
    spec.app === 'people' ? peopleResources : checkInsResources;
  const resource = all[spec.resource];
  if (!resource) throw new Error(`no resource ${spec.app}.${spec.resource}`);
  return resource;
}

/** A value of the wrong JSON type for an attribute; undefined when every value fits. */
function wrongValue(spec: AttributeSpec): unknown {
  switch (normalizeAttribute(spec).type) {
    case 'string':
      return 12345;
    case 'integer':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'date':
      return '2026-02-30';
    case 'datetime':
      return '2026-11-21 12:00';
    case 'array':
    case 'object':
      return 'text';
    case 'unspecified':
      return undefined;
  }
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the case has no ${what}`);
  return value;
}

function omit<T>(values: Readonly<Record<string, T>>, name: string): Record<string, T> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => key !== name));
}

function withAttributes(body: WriteBody, attributes: Record<string, unknown>): WriteBody {
  return { data: { ...body.data, attributes } };
}

describe('the case table', () => {
  it('has a valid body builder for every write endpoint of the catalog, and nothing else', () => {
    expect(Object.keys(caseTable).sort()).toEqual(Object.keys(allWrites).sort());
  });
});

describe.each([specDialect, realDialect])('$name dialect', (dialect) => {
  /** A fresh :memory: sandbox of this dialect for the enclosing describe block. */
  const useSandbox = (config: Partial<SandboxConfig> = {}) => useSandboxIn(dialect, config);

  for (const [key, spec] of Object.entries(allWrites)) {
    describe(key, () => {
      const api = useSandbox();
      const writeCase = caseTable[key];
      const { method, path } = splitWriteKey(key);
      const resource = resourceOf(spec);

      /**
       * Real dialect: a single record (a POST's 201, a PATCH's 200) carries its to-one linkage
       * and links each association besides itself, at its path in the wire's spelling.
       */
      const expectRealSingle = (answered: ResourceObject, at: string) => {
        const self = `${api().base}${api().wirePath(at)}`;
        expect(toOneLinkageProblems(resource, answered, `${answered.type}:${answered.id}`)).toEqual(
          [],
        );
        expect(answered.links).toEqual(associationLinksOf(resource, answered, self));
      };

      if (!writeCase) {
        it('has a case in the table', () => {
          expect.fail(`writes.test.ts has no case for ${key}: add one to the table`);
        });
        return;
      }

      // A write the dialect's service lets no one make (D164): a 403 whatever the body says.
      if (isRefused(dialect, key)) {
        it.each([
          ['a valid body', undefined],
          ['a body without data', '{}'],
        ])('403 Forbidden for %s, changing nothing', async (_name, raw) => {
          const p = await writeCase.prepare(api());
          const before = await api().listAll(p.list);
          const options: RequestOptions =
            raw !== undefined
              ? { raw, contentType: jsonApiType }
              : method === 'DELETE'
                ? {}
                : { body: required(p.body, 'body') };
          const reply = await api().request(method, fill(path, p.params), options);
          expectErrorBody(reply, 403);
          expect(errorsOf(reply)).toEqual([
            {
              status: '403',
              title: 'Forbidden',
              code: 'forbidden',
              detail: 'You do not have access to this resource',
            },
          ]);
          expect(await api().listAll(p.list)).toEqual(before);
        });
        return;
      }

      if (method === 'POST') {
        it('creates: 201 with the record echoing the attributes sent, then readable', async () => {
          const p = await writeCase.prepare(api());
          const body = required(p.body, 'body');
          const reply = await api().post(fill(path, p.params), body);
          expect(reply.status, reply.text).toBe(201);
          const created = record(reply);
          expect(created.type).toBe(spec.resource);
          expect(created.id).toMatch(/^[1-9][0-9]*$/);
          expect(created.attributes).toMatchObject(body.data.attributes ?? {});
          const shown = await api().show(p.show(created.id));
          expect(shown).toMatchObject({ type: spec.resource, id: created.id });
          expect(shown.attributes).toEqual(created.attributes);
          const self = created.links?.self;
          expect(self).toEqual(expect.any(String));
          expect((await api().get((self ?? '').slice(api().base.length))).status).toBe(200);
          const listed = (await api().listAll(p.list)).find((r) => r.id === created.id);
          expect(listed?.attributes).toEqual(created.attributes);
          if (dialect === realDialect) {
            expectRealSingle(created, `${fill(path, p.params)}/${created.id}`);
            expect(shown.relationships).toEqual(created.relationships);
            // A to-one relationship sent is in the answer's linkage.
            for (const [name, sent] of Object.entries(body.data.relationships ?? {})) {
              if (resource.relationships[name]?.cardinality !== 'one') continue;
              expect(created.relationships?.[name], name).toEqual({ data: sent.data });
            }
          }
        });

        for (const name of spec.required ?? []) {
          const attempt = async (value: unknown): Promise<{ reply: Reply; listed: string }> => {
            const p = await writeCase.prepare(api());
            const body = required(p.body, 'body');
            const rest = omit(body.data.attributes ?? {}, name);
            const attributes = value === undefined ? rest : { ...rest, [name]: value };
            const reply = await api().post(fill(path, p.params), withAttributes(body, attributes));
            return { reply, listed: p.list };
          };

          it(`422 when the required attribute ${name} is missing, creating nothing`, async () => {
            const before = await api().count((await writeCase.prepare(api())).list);
            const { reply, listed } = await attempt(undefined);
            expectErrors(reply, 422, [`/data/attributes/${name}`]);
            expect(await api().count(listed)).toBe(before);
          });

          it(`422 with one error when the required attribute ${name} is null`, async () => {
            const { reply } = await attempt(null);
            expectErrors(reply, 422, [`/data/attributes/${name}`]);
          });

          it(`422 with one error when the required attribute ${name} is blank`, async () => {
            const { reply } = await attempt('');
            expectErrors(reply, 422, [`/data/attributes/${name}`]);
          });
        }

        for (const [name, relationship] of Object.entries(spec.relationships ?? {})) {
          if (!relationship.required) continue;
          it(`422 when the required relationship ${name} is missing`, async () => {
            const p = await writeCase.prepare(api());
            const body = required(p.body, 'body');
            const rest = omit(body.data.relationships ?? {}, name);
            const reply = await api().post(fill(path, p.params), {
              data: { ...body.data, relationships: rest },
            });
            expectErrors(reply, 422, [`/data/relationships/${name}`]);
          });
        }
      }

      if (method === 'PATCH') {
        it('updates: 200 with the change, then visible at the show path and in the list', async () => {
          const p = await writeCase.prepare(api());
          const body = required(p.body, 'body');
          const id = required(p.params.id, 'id');
          const reply = await api().patch(fill(path, p.params), body);
          expect(reply.status, reply.text).toBe(200);
          const updated = record(reply);
          expect(updated).toMatchObject({ type: spec.resource, id });
          expect(updated.attributes).toMatchObject(body.data.attributes ?? {});
          const shown = await api().show(p.show(id));
          expect(shown.attributes).toEqual(updated.attributes);
          const listed = (await api().listAll(p.list)).find((r) => r.id === id);
          expect(listed?.attributes).toMatchObject(body.data.attributes ?? {});
          if (dialect === realDialect) {
            expectRealSingle(updated, fill(path, p.params));
            expect(shown.relationships).toEqual(updated.relationships);
          }
        });

        it('422 when data.id differs from the id in the path', async () => {
          const p = await writeCase.prepare(api());
          const body = required(p.body, 'body');
          const reply = await api().patch(fill(path, p.params), {
            data: { ...body.data, id: missingId },
          });
          expectErrors(reply, 422, ['/data/id']);
        });
      }

      if (method === 'POST' || method === 'PATCH') {
        const wrong: Record<string, unknown> = {};
        for (const name of spec.writable) {
          const attribute = resource.attributes[name];
          const value = attribute === undefined ? undefined : wrongValue(attribute);
          if (value !== undefined) wrong[name] = value;
        }

        it(`422 with one error per attribute of the wrong type (${Object.keys(wrong).join(', ')})`, async () => {
          const p = await writeCase.prepare(api());
          const body = required(p.body, 'body');
          const before = await api().count(p.list);
          const reply = await api().request(method, fill(path, p.params), {
            body: withAttributes(body, wrong),
          });
          expectErrors(
            reply,
            422,
            Object.keys(wrong).map((name) => `/data/attributes/${name}`),
          );
          expect(errorsOf(reply)[0]).toMatchObject({ status: '422', code: expect.any(String) });
          expect(await api().count(p.list)).toBe(before);
        });

        it('422 naming an unknown attribute', async () => {
          const p = await writeCase.prepare(api());
          const body = required(p.body, 'body');
          const reply = await api().request(method, fill(path, p.params), {
            body: withAttributes(body, { ...body.data.attributes, no_such_attribute: 'x' }),
          });
          expectForbidden(reply, ['no_such_attribute']);
        });

        const readOnly = Object.keys(resource.attributes).find((n) => !spec.writable.includes(n));
        if (readOnly !== undefined) {
          it(`422 naming the read-only attribute ${readOnly}`, async () => {
            const p = await writeCase.prepare(api());
            const body = required(p.body, 'body');
            const reply = await api().request(method, fill(path, p.params), {
              body: withAttributes(body, { ...body.data.attributes, [readOnly]: null }),
            });
            expectForbidden(reply, [readOnly]);
          });
        }

        it('422 naming data.type when the type is not the resource', async () => {
          const p = await writeCase.prepare(api());
          const body = required(p.body, 'body');
          const reply = await api().request(method, fill(path, p.params), {
            body: { data: { ...body.data, type: 'Nonsense' } },
          });
          expectErrors(reply, 422, ['/data/type']);
        });

        it.each([
          ['without data', '{}', jsonApiType],
          ['with null data', '{"data":null}', jsonApiType],
          ['whose data is an array', '{"data":[]}', jsonApiType],
          ['that is an array', '[]', jsonApiType],
          ['of malformed JSON (application/vnd.api+json)', '{"data": {', jsonApiType],
          ['of malformed JSON (application/json)', '{"data": {', 'application/json'],
          ['that is empty (application/vnd.api+json)', '', jsonApiType],
        ])('400 for a body %s', async (_name, raw, contentType) => {
          const p = await writeCase.prepare(api());
          const reply = await api().request(method, fill(path, p.params), { raw, contentType });
          expectErrorBody(reply, 400);
        });
      }

      if (method === 'DELETE') {
        it('deletes: 204 with no body, then the record is gone (or soft-deleted)', async () => {
          const p = await writeCase.prepare(api());
          const id = required(p.params.id, 'id');
          expect((await api().listAll(p.list)).map((r) => r.id)).toContain(id);
          const reply = await api().delete(fill(path, p.params));
          expect(reply.status, reply.text).toBe(204);
          expect(reply.text).toBe('');
          if (p.softDelete) {
            const shown = await api().show(p.show(id));
            expect(attributesOf(shown).deleted_at).toBe(toApiDatetime(api().clock.now()));
            expect((await api().listAll(p.list)).map((r) => r.id)).not.toContain(id);
            const withDeleted = await api().listAll(`${p.list}?filter=include_deleted`);
            expect(withDeleted.map((r) => r.id)).toContain(id);
          } else {
            expectErrorBody(await api().get(p.show(id)), 404);
            expect((await api().listAll(p.list)).map((r) => r.id)).not.toContain(id);
            expectErrorBody(await api().delete(fill(path, p.params)), 404);
            // As the real service: a deleted record's id is never given to a new one, so a link or
            // a tab still holding it says "not found" instead of showing another record.
            const next = await writeCase.prepare(api());
            expect(Number(required(next.params.id, 'id'))).toBeGreaterThan(Number(id));
          }
        });
      }

      for (const name of placeholdersOf(path)) {
        it(`404 with the errors body when {${name}} names no record`, async () => {
          const p = await writeCase.prepare(api());
          const reply = await api().request(
            method,
            fill(path, { ...p.params, [name]: missingId }),
            {
              body: p.body,
            },
          );
          expectErrorBody(reply, 404);
        });
      }
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Headcounts

  interface EventTimeCounts {
    regular_count: number;
    guest_count: number;
    volunteer_count: number;
    total_count: unknown;
  }

  // Where the service takes no headcount or pass writes (D164), the 403s above are all there is.
  const refusesHeadcounts = isRefused(
    dialect,
    'POST /check_ins/v2/event_times/{event_time_id}/headcounts',
  );
  describe.skipIf(refusesHeadcounts)('headcounts', () => {
    const api = useSandbox();

    /** total_count, and what it should be: check-in counts plus every headcount of the time. */
    async function totals(eventTime: string): Promise<{ actual: unknown; expected: number }> {
      const time = attributesOf(
        await api().show(`/check_ins/v2/event_times/${eventTime}`),
      ) as unknown as EventTimeCounts;
      const headcounts = await api().listAll(`/check_ins/v2/event_times/${eventTime}/headcounts`);
      const sum = headcounts.reduce((s, h) => s + Number(attributesOf(h).total), 0);
      return {
        actual: time.total_count,
        expected: time.regular_count + time.guest_count + time.volunteer_count + sum,
      };
    }

    it('needs the attendance_type relationship, of an attendance type of the event', async () => {
      const slot = freeHeadcountSlot(api());
      const path = `/check_ins/v2/event_times/${slot.eventTime}/headcounts`;
      const without = await api().post(path, createBody('Headcount', { total: 3 }));
      expectErrors(without, 422, ['/data/relationships/attendance_type']);
      const other = api().row<{ id: number }>(
        `SELECT id FROM check_ins__AttendanceType WHERE event_id <>
           (SELECT event_id FROM check_ins__EventTime WHERE id = ?) ORDER BY id LIMIT 1`,
        Number(slot.eventTime),
      );
      const foreign = await api().post(path, headcountBody(3, String(other.id)));
      expectErrors(foreign, 422, ['/data/relationships/attendance_type']);
      const unknown = await api().post(path, headcountBody(3, missingId));
      expectErrors(unknown, 422, ['/data/relationships/attendance_type']);
      expect(await api().count(path)).toBe(
        api().rows('SELECT id FROM check_ins__Headcount WHERE event_time_id = ?', slot.eventTime)
          .length,
      );
    });

    it('refuses a negative total', async () => {
      const slot = freeHeadcountSlot(api());
      const reply = await api().post(
        `/check_ins/v2/event_times/${slot.eventTime}/headcounts`,
        headcountBody(-1, slot.attendanceType),
      );
      expectErrors(reply, 422, ['/data/attributes/total']);
    });

    it('a second create for the same event time and attendance type is a 422 saying to update', async () => {
      const slot = freeHeadcountSlot(api());
      const path = `/check_ins/v2/event_times/${slot.eventTime}/headcounts`;
      const first = await api().create(path, headcountBody(4, slot.attendanceType));
      const second = await api().post(path, headcountBody(9, slot.attendanceType));
      expectErrors(second, 422, ['/data/relationships/attendance_type']);
      expect(errorsOf(second)[0]?.detail).toMatch(/update/i);
      const headcounts = await api().listAll(`${path}?include=attendance_type`);
      const forType = headcounts.filter(
        (h) =>
          (h.relationships?.attendance_type?.data as Identifier | null)?.id === slot.attendanceType,
      );
      expect(forType.map((h) => [h.id, attributesOf(h).total])).toEqual([[first, 4]]);
    });

    it("keeps the event time's total_count = check-in counts + headcounts after create and update", async () => {
      const slot = freeHeadcountSlot(api());
      const path = `/check_ins/v2/event_times/${slot.eventTime}/headcounts`;
      const start = await totals(slot.eventTime);
      expect(start.actual).toBe(start.expected);

      const id = await api().create(path, headcountBody(15, slot.attendanceType));
      const afterCreate = await totals(slot.eventTime);
      expect(afterCreate.actual).toBe(afterCreate.expected);
      expect(afterCreate.expected).toBe(start.expected + 15);

      const updated = await api().patch(`${path}/${id}`, patchBody('Headcount', id, { total: 6 }));
      expect(updated.status, updated.text).toBe(200);
      const afterUpdate = await totals(slot.eventTime);
      expect(afterUpdate.actual).toBe(afterUpdate.expected);
      expect(afterUpdate.expected).toBe(start.expected + 6);

      const zero = await api().patch(`${path}/${id}`, patchBody('Headcount', id, { total: 0 }));
      expect(zero.status, zero.text).toBe(200);
      expect((await totals(slot.eventTime)).actual).toBe(start.expected);
    });

    it('has no delete (the spec lists none): DELETE is a 405 naming GET and PATCH, totals unchanged', async () => {
      const found = api().row<{ id: number; event_time_id: number }>(
        'SELECT id, event_time_id FROM check_ins__Headcount ORDER BY id LIMIT 1',
      );
      const before = await totals(String(found.event_time_id));
      const reply = await api().delete(
        `/check_ins/v2/event_times/${found.event_time_id}/headcounts/${found.id}`,
      );
      expectErrorBody(reply, 405);
      expect(reply.headers.get('allow')).toBe('GET, PATCH');
      expect(await totals(String(found.event_time_id))).toEqual(before);
    });
  });

  // ---------------------------------------------------------------------------------------------
  // Passes

  interface SentEmail {
    id: number;
    to_person_id: number;
    subject: string;
    body: string;
    sent_at: string;
  }

  describe.skipIf(isRefused(dialect, 'POST /check_ins/v2/people/{person_id}/passes'))(
    'passes',
    () => {
      const api = useSandbox();
      const sentTo = (person: string) =>
        api().rows<SentEmail>(
          'SELECT * FROM sandbox_sent_emails WHERE to_person_id = ? ORDER BY id',
          Number(person),
        );

      it('accepts kind barcode or pkpass only', async () => {
        const person = checkInsPerson(api(), 3);
        const path = `/check_ins/v2/people/${person}/passes`;
        for (const kind of ['qr', 'Barcode', '']) {
          const reply = await api().post(path, createBody('Pass', { kind, code: unique('K') }));
          expectErrors(reply, 422, ['/data/attributes/kind']);
        }
        for (const kind of ['barcode', 'pkpass']) {
          const reply = await api().post(path, createBody('Pass', { kind }));
          expect(reply.status, reply.text).toBe(201);
          expect(attributesOf(record(reply)).kind).toBe(kind);
        }
      });

      it('a pkpass pass e-mails the person; a barcode pass does not', async () => {
        const person = checkInsPerson(api(), 4);
        const path = `/check_ins/v2/people/${person}/passes`;
        const before = sentTo(person).length;
        const barcode = await api().post(path, createBody('Pass', { kind: 'barcode' }));
        expect(barcode.status).toBe(201);
        expect(sentTo(person)).toHaveLength(before);

        api().clock.t += 5_000;
        const reply = await api().post(path, createBody('Pass', { kind: 'pkpass' }));
        expect(reply.status, reply.text).toBe(201);
        const code = String(attributesOf(record(reply)).code);
        const sent = sentTo(person);
        expect(sent).toHaveLength(before + 1);
        expect(sent.at(-1)).toMatchObject({
          to_person_id: Number(person),
          sent_at: toApiDatetime(api().clock.now()),
        });
        expect(sent.at(-1)?.body).toContain(code);
      });

      it('a refused pkpass create sends no e-mail', async () => {
        const person = checkInsPerson(api(), 5);
        const taken = api().row<{ code: string }>('SELECT code FROM check_ins__Pass LIMIT 1').code;
        const before = sentTo(person).length;
        const reply = await api().post(
          `/check_ins/v2/people/${person}/passes`,
          createBody('Pass', { kind: 'pkpass', code: taken }),
        );
        expectErrors(reply, 422, ['/data/attributes/code']);
        expect(sentTo(person)).toHaveLength(before);
      });

      it('generates a unique code when none is sent, findable with where[code]', async () => {
        const person = checkInsPerson(api(), 6);
        const path = `/check_ins/v2/people/${person}/passes`;
        const codes = new Set<string>();
        for (const attributes of [{}, { kind: 'barcode' }, { code: '' }]) {
          const reply = await api().post(path, createBody('Pass', attributes));
          expect(reply.status, reply.text).toBe(201);
          const pass = record(reply);
          const code = attributesOf(pass).code;
          expect(code).toMatch(/^\S{6,}$/);
          codes.add(String(code));
          const found = await api().listAll(
            `/check_ins/v2/passes?where[code]=${encodeURIComponent(String(code))}`,
          );
          expect(found.map((p) => p.id)).toEqual([pass.id]);
        }
        expect(codes.size).toBe(3);
      });

      it('refuses a duplicate code with a 422 on code', async () => {
        const person = checkInsPerson(api(), 7);
        const path = `/check_ins/v2/people/${person}/passes`;
        const code = unique('DUP');
        expect((await api().post(path, createBody('Pass', { code }))).status).toBe(201);
        const again = await api().post(path, createBody('Pass', { code, kind: 'barcode' }));
        expectErrors(again, 422, ['/data/attributes/code']);
        const elsewhere = await api().post(
          `/check_ins/v2/people/${checkInsPerson(api(), 8)}/passes`,
          createBody('Pass', { code }),
        );
        expectErrors(elsewhere, 422, ['/data/attributes/code']);
        expect(await api().count(`/check_ins/v2/passes?where[code]=${code}`)).toBe(1);
      });

      it('a deleted pass is no longer found by its code', async () => {
        const person = checkInsPerson(api(), 9);
        const code = unique('DEL');
        const id = await api().create(
          `/check_ins/v2/people/${person}/passes`,
          createBody('Pass', { code }),
        );
        expect((await api().delete(`/check_ins/v2/passes/${id}`)).status).toBe(204);
        expect(await api().count(`/check_ins/v2/passes?where[code]=${code}`)).toBe(0);
        expect(
          (await api().listAll(`/check_ins/v2/people/${person}/passes`)).map((p) => p.id),
        ).not.toContain(id);
      });
    },
  );

  // ---------------------------------------------------------------------------------------------
  // Households and memberships

  describe('households', () => {
    const api = useSandbox();

    async function household(id: string): Promise<Record<string, unknown>> {
      return attributesOf(await api().show(`/people/v2/households/${id}`));
    }

    async function fullName(person: string): Promise<string> {
      const a = attributesOf(await api().show(`/people/v2/people/${person}`));
      return `${String(a.first_name)} ${String(a.last_name)}`;
    }

    /** The people of a household, read through its memberships and through its people. */
    async function memberIds(id: string): Promise<string[]> {
      const viaPeople = (await api().listAll(`/people/v2/households/${id}/people`))
        .map((p) => p.id)
        .sort();
      const memberships = await api().listAll(`/people/v2/households/${id}/household_memberships`);
      expect(memberships).toHaveLength(viaPeople.length);
      expect((await household(id)).member_count).toBe(viaPeople.length);
      return viaPeople;
    }

    it('needs the people and primary_contact relationships', async () => {
      const [a = '', b = ''] = people(api(), 2, 40);
      const before = await api().count('/people/v2/households');
      const noPeople = await api().post('/people/v2/households', {
        data: {
          type: 'Household',
          attributes: { name: 'No people' },
          relationships: { primary_contact: to('Person', a) },
        },
      });
      expectErrors(noPeople, 422, ['/data/relationships/people']);
      const noContact = await api().post('/people/v2/households', {
        data: {
          type: 'Household',
          attributes: { name: 'No contact' },
          relationships: { people: toMany('Person', [a, b]) },
        },
      });
      expectErrors(noContact, 422, ['/data/relationships/primary_contact']);
      const neither = await api().post(
        '/people/v2/households',
        createBody('Household', { name: 'Neither' }),
      );
      expectErrors(neither, 422, [
        '/data/relationships/people',
        '/data/relationships/primary_contact',
      ]);
      const empty = await api().post('/people/v2/households', householdBody('Empty', [], a));
      expect(empty.status).toBe(422);
      expect(sourcesOf(empty)).toContain(fieldOf(empty, '/data/relationships/people'));
      expect(await api().count('/people/v2/households')).toBe(before);
    });

    it('the primary contact must be one of the people, and the people must exist', async () => {
      const [a = '', b = '', c = ''] = people(api(), 3, 43);
      const outsider = await api().post('/people/v2/households', householdBody('X', [a, b], c));
      expectErrors(outsider, 422, ['/data/relationships/primary_contact']);
      const ghost = await api().post(
        '/people/v2/households',
        householdBody('Ghost', [a, missingId], a),
      );
      expectErrors(ghost, 422, ['/data/relationships/people']);
    });

    it('creates the memberships; member_count and the primary contact follow them', async () => {
      const [a = '', b = '', c = ''] = people(api(), 3, 46);
      const reply = await api().post('/people/v2/households', householdBody('Three', [a, b, c], b));
      expect(reply.status, reply.text).toBe(201);
      const id = record(reply).id;
      expect(attributesOf(record(reply))).toMatchObject({
        name: 'Three',
        member_count: 3,
        primary_contact_id: Number(b),
        primary_contact_name: await fullName(b),
      });
      expect(await memberIds(id)).toEqual([a, b, c].sort());
      for (const person of [a, b, c]) {
        const memberships = await api().listAll(
          `/people/v2/people/${person}/household_memberships?include=household`,
        );
        const here = memberships.filter(
          (m) => (m.relationships?.household?.data as Identifier | null)?.id === id,
        );
        expect(here).toHaveLength(1);
      }
    });

    it('renames and changes the primary contact to another member; refuses a non-member', async () => {
      const [a = '', b = '', c = ''] = people(api(), 3, 50);
      const id = await api().create('/people/v2/households', householdBody('Before', [a, b], a));
      const path = `/people/v2/households/${id}`;
      const renamed = await api().patch(path, patchBody('Household', id, { name: 'After' }));
      expect(renamed.status, renamed.text).toBe(200);
      expect(await household(id)).toMatchObject({ name: 'After', primary_contact_id: Number(a) });

      const moved = await api().patch(
        path,
        patchBody('Household', id, { primary_contact_id: Number(b) }),
      );
      expect(moved.status, moved.text).toBe(200);
      expect(await household(id)).toMatchObject({
        primary_contact_id: Number(b),
        primary_contact_name: await fullName(b),
      });

      const outsider = await api().patch(
        path,
        patchBody('Household', id, { primary_contact_id: Number(c) }),
      );
      expectErrors(outsider, 422, ['/data/attributes/primary_contact_id']);
      const miscount = await api().patch(path, patchBody('Household', id, { member_count: 7 }));
      expectErrors(miscount, 422, ['/data/attributes/member_count']);
      expect(await household(id)).toMatchObject({ primary_contact_id: Number(b), member_count: 2 });
    });

    it('adding and removing a membership changes member_count', async () => {
      const [a = '', b = '', c = ''] = people(api(), 3, 54);
      const id = await api().create('/people/v2/households', householdBody('Grow', [a, b], a));
      const path = `/people/v2/households/${id}/household_memberships`;
      const added = await api().post(
        path,
        createBody('HouseholdMembership', {}, { person: to('Person', c) }),
      );
      expect(added.status, added.text).toBe(201);
      expect(attributesOf(record(added)).person_name).toBe(await fullName(c));
      expect((await household(id)).member_count).toBe(3);
      expect(await memberIds(id)).toEqual([a, b, c].sort());

      const twice = await api().post(
        path,
        createBody('HouseholdMembership', {}, { person: to('Person', c) }),
      );
      expectErrors(twice, 422, ['/data/relationships/person']);
      expect((await household(id)).member_count).toBe(3);

      const membership = record(added).id;
      const removed = await api().delete(
        `/people/v2/people/${c}/household_memberships/${membership}`,
      );
      expect(removed.status).toBe(204);
      expect((await household(id)).member_count).toBe(2);
      expect(await memberIds(id)).toEqual([a, b].sort());
    });

    it('removing the primary contact makes another member the primary contact', async () => {
      const [a = '', b = ''] = people(api(), 2, 58);
      const id = await api().create('/people/v2/households', householdBody('Hand over', [a, b], a));
      const membership = api().row<{ id: number }>(
        'SELECT id FROM people__HouseholdMembership WHERE household_id = ? AND person_id = ?',
        Number(id),
        Number(a),
      ).id;
      expect(
        (await api().delete(`/people/v2/people/${a}/household_memberships/${membership}`)).status,
      ).toBe(204);
      expect(await household(id)).toMatchObject({
        member_count: 1,
        primary_contact_id: Number(b),
        primary_contact_name: await fullName(b),
      });
    });

    it('deleting a household removes its memberships', async () => {
      const [a = '', b = ''] = people(api(), 2, 62);
      const id = await api().create(
        '/people/v2/households',
        householdBody('Short lived', [a, b], a),
      );
      expect((await api().delete(`/people/v2/households/${id}`)).status).toBe(204);
      for (const person of [a, b]) {
        const memberships = await api().listAll(
          `/people/v2/people/${person}/household_memberships?include=household`,
        );
        expect(
          memberships.filter(
            (m) => (m.relationships?.household?.data as Identifier | null)?.id === id,
          ),
        ).toEqual([]);
      }
    });
  });

  // ---------------------------------------------------------------------------------------------
  // One primary address and e-mail per person

  describe('primary addresses and e-mails', () => {
    const api = useSandbox();

    async function primaries(list: string): Promise<string[]> {
      return (await api().listAll(list))
        .filter((r) => attributesOf(r).primary === true)
        .map((r) => r.id);
    }

    const kinds = [
      {
        name: 'addresses',
        type: 'Address',
        attributes: () => ({ street: unique('Street'), city: 'Naperville' }),
        update: (_person: string, id: string) => `/people/v2/people/${_person}/addresses/${id}`,
      },
      {
        name: 'emails',
        type: 'Email',
        attributes: () => ({ address: `${unique('p')}@example.com` }),
        update: (_person: string, id: string) => `/people/v2/emails/${id}`,
      },
    ] as const;

    for (const kind of kinds) {
      it(`${kind.name}: setting primary on one clears the others, for that person only`, async () => {
        const [person = '', other = ''] = people(api(), 2, kind.name === 'emails' ? 70 : 66);
        const list = `/people/v2/people/${person}/${kind.name}`;
        const otherList = `/people/v2/people/${other}/${kind.name}`;
        const otherPrimaries = await primaries(otherList);

        const first = await api().create(
          list,
          createBody(kind.type, { ...kind.attributes(), primary: true }),
        );
        expect(await primaries(list)).toEqual([first]);

        const second = await api().create(
          list,
          createBody(kind.type, { ...kind.attributes(), primary: true }),
        );
        expect(await primaries(list)).toEqual([second]);

        const third = await api().create(
          list,
          createBody(kind.type, { ...kind.attributes(), primary: false }),
        );
        expect(await primaries(list)).toEqual([second]);

        const patched = await api().patch(
          kind.update(person, third),
          patchBody(kind.type, third, { primary: true }),
        );
        expect(patched.status, patched.text).toBe(200);
        expect(attributesOf(record(patched)).primary).toBe(true);
        expect(await primaries(list)).toEqual([third]);
        expect(attributesOf(await api().show(kind.update(person, second))).primary).toBe(false);

        expect((await api().delete(kind.update(person, third))).status).toBe(204);
        expect(await primaries(list)).toHaveLength(1);
        expect(await primaries(otherList)).toEqual(otherPrimaries);
        expect(first).not.toBe(second);
      });
    }
  });

  // ---------------------------------------------------------------------------------------------
  // Field data by data type, and field options

  describe('field data and options', () => {
    const api = useSandbox();

    const byType: [string, string[], string[]][] = [
      ['number', ['abc', '1,5', '', '12a'], ['42', '-3.5']],
      ['date', ['2026-02-30', 'tomorrow', '21/11/2026'], ['2026-02-03']],
      ['boolean', ['yes', 'TRUE1', '1'], ['true', 'false']],
    ];

    for (const [dataType, bad, good] of byType) {
      it(`a ${dataType} field takes ${good.join(', ')} and refuses ${bad.map((b) => JSON.stringify(b)).join(', ')}`, async () => {
        const definition = await newFieldDefinition(api(), dataType);
        for (const [index, value] of good.entries()) {
          const person = activePerson(api(), 10 + index);
          const path = `/people/v2/people/${person}/field_data`;
          for (const wrong of bad) {
            const reply = await api().post(
              path,
              createBody(
                'FieldDatum',
                { value: wrong },
                { field_definition: to('FieldDefinition', definition) },
              ),
            );
            expectErrors(reply, 422, ['/data/attributes/value']);
          }
          const id = await newFieldDatum(api(), person, definition, value);
          expect(attributesOf(await api().show(`${path}/${id}`)).value).toBe(value);
          const wrongUpdate = await api().patch(
            `${path}/${id}`,
            patchBody('FieldDatum', id, { value: bad[0] }),
          );
          expectErrors(wrongUpdate, 422, ['/data/attributes/value']);
          expect(attributesOf(await api().show(`${path}/${id}`)).value).toBe(value);
        }
      });
    }

    it('a select field takes one of its options only, and links the option', async () => {
      const definition = await newFieldDefinition(api(), 'select');
      const small = await newFieldOption(api(), definition, 'S');
      const medium = await newFieldOption(api(), definition, 'M');
      const person = activePerson(api(), 20);
      const path = `/people/v2/people/${person}/field_data`;
      const relationships = { field_definition: to('FieldDefinition', definition) };
      const wrong = await api().post(
        path,
        createBody('FieldDatum', { value: 'XXL' }, relationships),
      );
      expectErrors(wrong, 422, ['/data/attributes/value']);
      const id = await api().create(path, createBody('FieldDatum', { value: 'M' }, relationships));
      const option = async () =>
        (
          record(await api().get(`${path}/${id}?include=field_option`)).relationships?.field_option
            ?.data as Identifier | null
        )?.id;
      expect(await option()).toBe(medium);
      const changed = await api().patch(
        `${path}/${id}`,
        patchBody('FieldDatum', id, { value: 'S' }),
      );
      expect(changed.status, changed.text).toBe(200);
      expect(await option()).toBe(small);
      const bad = await api().patch(`${path}/${id}`, patchBody('FieldDatum', id, { value: 'L' }));
      expectErrors(bad, 422, ['/data/attributes/value']);
    });

    it('header and file fields take no value; checkboxes take several of their options', async () => {
      const person = activePerson(api(), 22);
      const path = `/people/v2/people/${person}/field_data`;
      for (const dataType of ['header', 'file']) {
        const definition = await newFieldDefinition(api(), dataType);
        const reply = await api().post(
          path,
          createBody(
            'FieldDatum',
            { value: 'x' },
            { field_definition: to('FieldDefinition', definition) },
          ),
        );
        expectErrors(reply, 422, ['/data/attributes/value']);
      }
      const boxes = await newFieldDefinition(api(), 'checkboxes');
      await newFieldOption(api(), boxes, 'Choir');
      await newFieldOption(api(), boxes, 'Ushers');
      const relationships = { field_definition: to('FieldDefinition', boxes) };
      const other = await api().post(
        path,
        createBody('FieldDatum', { value: 'Band' }, relationships),
      );
      // The real service adds a checkbox that is no option yet (its FieldDatum docs, D163).
      if (
        writeShape(api().dialect, 'POST', '/people/v2/people/{person_id}/field_data')
          ?.addsCheckboxOptions
      ) {
        expect(other.status, other.text).toBe(201);
        const options = await api().listAll(`/people/v2/field_definitions/${boxes}/field_options`);
        expect(options.map((o) => o.attributes?.value)).toContain('Band');
      } else {
        expectErrors(other, 422, ['/data/attributes/value']);
      }
      for (const value of ['Choir', 'Ushers']) {
        const reply = await api().post(path, createBody('FieldDatum', { value }, relationships));
        expect(reply.status, reply.text).toBe(201);
      }
    });

    it('a soft-deleted field definition is hidden from every list unless asked for', async () => {
      const tab = firstTab(api());
      const definition = await newFieldDefinition(api(), 'string');
      expect((await api().delete(`/people/v2/field_definitions/${definition}`)).status).toBe(204);
      const ids = async (path: string) => (await api().listAll(path)).map((d) => d.id);
      expect(await ids(`/people/v2/tabs/${tab}/field_definitions`)).not.toContain(definition);
      expect(await ids('/people/v2/field_definitions?where[deleted_at]=')).not.toContain(
        definition,
      );
      expect(await ids('/people/v2/field_definitions?filter=include_deleted')).toContain(
        definition,
      );
      // Deleting again changes nothing.
      const deletedAt = attributesOf(
        await api().show(`/people/v2/field_definitions/${definition}`),
      ).deleted_at;
      api().clock.t += 60_000;
      expect((await api().delete(`/people/v2/field_definitions/${definition}`)).status).toBe(204);
      expect(
        attributesOf(await api().show(`/people/v2/field_definitions/${definition}`)).deleted_at,
      ).toBe(deletedAt);
    });

    it('refuses a value for a field that does not exist or was deleted', async () => {
      const definition = await newFieldDefinition(api(), 'string');
      expect((await api().delete(`/people/v2/field_definitions/${definition}`)).status).toBe(204);
      const path = `/people/v2/people/${activePerson(api(), 21)}/field_data`;
      for (const id of [definition, missingId]) {
        const reply = await api().post(
          path,
          createBody('FieldDatum', { value: 'x' }, { field_definition: to('FieldDefinition', id) }),
        );
        expectErrors(reply, 422, ['/data/relationships/field_definition']);
      }
    });

    it('options exist only on select and checkboxes fields', async () => {
      for (const dataType of ['select', 'checkboxes']) {
        const definition = await newFieldDefinition(api(), dataType);
        const reply = await api().post(
          `/people/v2/field_definitions/${definition}/field_options`,
          createBody('FieldOption', { value: 'One' }),
        );
        expect(reply.status, reply.text).toBe(201);
      }
      for (const dataType of ['number', 'string', 'date', 'boolean', 'text']) {
        const definition = await newFieldDefinition(api(), dataType);
        const path = `/people/v2/field_definitions/${definition}/field_options`;
        const reply = await api().post(path, createBody('FieldOption', { value: 'One' }));
        expect(reply.status, reply.text).toBe(422);
        expect(errorsOf(reply)).toHaveLength(1);
        expect(await api().count(path)).toBe(0);
      }
    });
  });

  // ---------------------------------------------------------------------------------------------
  // Text that must be unique

  describe('unique text (ignoring case and spaces)', () => {
    const api = useSandbox();

    it('an e-mail address once per person, on create and update; another person may share it', async () => {
      const [person = '', other = ''] = people(api(), 2, 80);
      const address = `${unique('shared')}@example.org`;
      await api().create(`/people/v2/people/${person}/emails`, createBody('Email', { address }));
      const again = await api().post(
        `/people/v2/people/${person}/emails`,
        createBody('Email', { address: ` ${address.toUpperCase()} ` }),
      );
      expectErrors(again, 422, ['/data/attributes/address']);
      await api().create(`/people/v2/people/${other}/emails`, createBody('Email', { address }));
      const second = await api().create(
        `/people/v2/people/${person}/emails`,
        createBody('Email', { address: `${unique('other')}@example.org` }),
      );
      const renamed = await api().patch(
        `/people/v2/emails/${second}`,
        patchBody('Email', second, { address }),
      );
      expectErrors(renamed, 422, ['/data/attributes/address']);
      const kept = await api().patch(
        `/people/v2/emails/${second}`,
        patchBody('Email', second, { location: 'Work' }),
      );
      expect(kept.status, kept.text).toBe(200);
    });

    it('an address (street and city) once per person', async () => {
      const [person = ''] = people(api(), 1, 82);
      const list = `/people/v2/people/${person}/addresses`;
      const street = unique('Street');
      const first = await api().create(list, createBody('Address', { street, city: 'Aurora' }));
      const twin = await api().post(list, createBody('Address', { street, city: 'aurora' }));
      expectErrors(twin, 422, ['/data/attributes/street']);
      const elsewhere = await api().create(list, createBody('Address', { street, city: 'Elgin' }));
      const moved = await api().patch(
        `${list}/${elsewhere}`,
        patchBody('Address', elsewhere, { city: 'Aurora' }),
      );
      expectErrors(moved, 422, ['/data/attributes/street']);
      const same = await api().patch(
        `${list}/${first}`,
        patchBody('Address', first, { street, zip: '60505' }),
      );
      expect(same.status, same.text).toBe(200);
    });

    it('a field name once per tab among fields not deleted; an option once per field', async () => {
      const tab = `/people/v2/tabs/${firstTab(api())}/field_definitions`;
      const name = unique('Hymn');
      const first = await api().create(
        tab,
        createBody('FieldDefinition', { name, data_type: 'select' }),
      );
      const twin = await api().post(
        tab,
        createBody('FieldDefinition', { name, data_type: 'string' }),
      );
      expectErrors(twin, 422, ['/data/attributes/name']);
      expect((await api().delete(`/people/v2/field_definitions/${first}`)).status).toBe(204);
      const reused = await api().post(
        tab,
        createBody('FieldDefinition', { name, data_type: 'text' }),
      );
      expect(reused.status, reused.text).toBe(201);

      const definition = await newFieldDefinition(api(), 'checkboxes');
      const options = `/people/v2/field_definitions/${definition}/field_options`;
      await newFieldOption(api(), definition, 'Choir');
      const dup = await api().post(options, createBody('FieldOption', { value: 'choir' }));
      expectErrors(dup, 422, ['/data/attributes/value']);
      const band = await newFieldOption(api(), definition, 'Band');
      const renamed = await api().patch(
        `${options}/${band}`,
        patchBody('FieldOption', band, { value: 'Choir' }),
      );
      expectErrors(renamed, 422, ['/data/attributes/value']);
      const other = await newFieldDefinition(api(), 'select');
      expect(await newFieldOption(api(), other, 'Choir')).not.toBe('');
    });

    it('a settings value once per list', async () => {
      for (const [path, type] of [
        ['name_prefixes', 'NamePrefix'],
        ['name_suffixes', 'NameSuffix'],
        ['marital_statuses', 'MaritalStatus'],
        ['inactive_reasons', 'InactiveReason'],
      ] as const) {
        const list = `/people/v2/${path}`;
        const value = unique(type);
        const id = await api().create(list, createBody(type, { value }));
        const dup = await api().post(list, createBody(type, { value: value.toLowerCase() }));
        expectErrors(dup, 422, ['/data/attributes/value']);
        const same = await api().patch(`${list}/${id}`, patchBody(type, id, { value }));
        expect(same.status, same.text).toBe(200);
      }
    });
  });

  // ---------------------------------------------------------------------------------------------
  // Person avatar

  describe('person avatar', () => {
    const api = useSandbox({ fileLifetimeSeconds: 600 });
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );

    async function upload(name = 'avatar.png'): Promise<string> {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), name);
      const response = await fetch(`${api().base}/v2/files`, {
        method: 'POST',
        headers: { authorization: basicAuth },
        body: form,
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { data: { id: string }[] };
      return body.data[0]?.id ?? '';
    }

    const avatarBody = (person: string, avatar: unknown) => patchBody('Person', person, { avatar });

    it('attaches an uploaded file: the avatar reads back as a URL serving the bytes', async () => {
      const person = activePerson(api(), 30);
      const file = await upload();
      const reply = await api().patch(`/people/v2/people/${person}`, avatarBody(person, file));
      expect(reply.status, reply.text).toBe(200);
      const avatar = attributesOf(record(reply)).avatar;
      expect(avatar).toEqual(expect.any(String));
      expect(avatar).not.toBe(file);
      expect(attributesOf(await api().show(`/people/v2/people/${person}`)).avatar).toBe(avatar);
      const image = await fetch(new URL(String(avatar), api().base));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    });

    it('the attached avatar is an absolute URL', async () => {
      const person = activePerson(api(), 31);
      const file = await upload();
      const reply = await api().patch(`/people/v2/people/${person}`, avatarBody(person, file));
      expect(reply.status).toBe(200);
      expect(String(attributesOf(record(reply)).avatar)).toMatch(/^https?:\/\//);
    });

    it('refuses an unknown file id with a 422 on avatar, leaving the avatar as it was', async () => {
      const person = activePerson(api(), 32);
      const before = attributesOf(await api().show(`/people/v2/people/${person}`)).avatar;
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-file', '']) {
        const reply = await api().patch(`/people/v2/people/${person}`, avatarBody(person, id));
        expectErrors(reply, 422, ['/data/attributes/avatar']);
      }
      expect(attributesOf(await api().show(`/people/v2/people/${person}`)).avatar).toBe(before);
    });

    it('refuses a file id once the file has expired', async () => {
      const lifetime = api().ctx.config.fileLifetimeSeconds;
      const person = activePerson(api(), 33);
      const early = await upload('early.png');
      const late = await upload('late.png');
      api().clock.t += (lifetime - 1) * 1000;
      const inTime = await api().patch(`/people/v2/people/${person}`, avatarBody(person, early));
      expect(inTime.status, inTime.text).toBe(200);
      api().clock.t += 2_000;
      const expired = await api().patch(`/people/v2/people/${person}`, avatarBody(person, late));
      expectErrors(expired, 422, ['/data/attributes/avatar']);
      expect(errorsOf(expired)[0]?.detail).toMatch(/expired/);
      expect(attributesOf(await api().show(`/people/v2/people/${person}`)).avatar).toBe(
        attributesOf(record(inTime)).avatar,
      );
    });
  });

  // ---------------------------------------------------------------------------------------------
  // Running lists

  describe('POST /people/v2/lists/{id}/run', () => {
    const api = useSandbox();

    async function membersList(): Promise<string> {
      const lists = await api().listAll('/people/v2/lists?where[name]=Members');
      const id = lists[0]?.id ?? '';
      // The fixture: one rule with one condition, membership equal Member, inactive left out.
      const rules = await api().listAll(`/people/v2/lists/${id}/rules`);
      expect(rules).toHaveLength(1);
      const conditions = await api().listAll(
        `/people/v2/lists/${id}/rules/${rules[0]?.id ?? ''}/conditions`,
      );
      expect(conditions.map((c) => attributesOf(c))).toMatchObject([
        {
          definition_identifier: 'membership',
          comparison: 'equal',
          settings: '{"value":"Member"}',
        },
      ]);
      expect(attributesOf(await api().show(`/people/v2/lists/${id}`)).include_inactive).toBe(false);
      return id;
    }

    async function results(list: string): Promise<string[]> {
      return (await api().listAll(`/people/v2/lists/${list}/people`)).map((p) => p.id).sort();
    }

    async function expected(): Promise<string[]> {
      return (
        await api().listAll('/people/v2/people?where[membership]=Member&where[status]=active')
      )
        .map((p) => p.id)
        .sort();
    }

    async function run(list: string): Promise<void> {
      const reply = await api().post(`/people/v2/lists/${list}/run`);
      expect(reply.status, reply.text).toBe(204);
      expect(reply.text).toBe('');
    }

    async function expectResults(list: string, ids: readonly string[]): Promise<void> {
      expect(await results(list)).toEqual([...ids].sort());
      const shown = record(await api().get(`/people/v2/lists/${list}?include=people`));
      expect(attributesOf(shown)).toMatchObject({
        total_people: ids.length,
        batch_completed_at: toApiDatetime(api().clock.now()),
      });
      const linked = (shown.relationships?.people?.data as Identifier[] | undefined) ?? [];
      expect(linked.map((p) => p.id).sort()).toEqual([...ids].sort());
    }

    const setPerson = async (id: string, attributes: Record<string, unknown>) => {
      const reply = await api().patch(
        `/people/v2/people/${id}`,
        patchBody('Person', id, attributes),
      );
      expect(reply.status, reply.text).toBe(200);
    };

    it('answers 204 and the results are the people matching now', async () => {
      const list = await membersList();
      api().clock.t += 60_000;
      await run(list);
      await expectResults(list, await expected());
    });

    it('a person who starts matching appears after the next run (not before)', async () => {
      const list = await membersList();
      await run(list);
      const visitor =
        (await api().listAll('/people/v2/people?where[membership]=Visitor&where[status]=active'))[0]
          ?.id ?? '';
      const before = await results(list);
      expect(before).not.toContain(visitor);

      await setPerson(visitor, { membership: 'Member' });
      expect(await results(list)).toEqual(before);
      api().clock.t += 60_000;
      await run(list);
      await expectResults(list, [...before, visitor]);
      expect(await expected()).toEqual([...before, visitor].sort());

      await setPerson(visitor, { membership: 'Visitor' });
      api().clock.t += 60_000;
      await run(list);
      await expectResults(list, before);
    });

    it('leaves out a member made inactive, since the list does not include inactive people', async () => {
      const list = await membersList();
      await run(list);
      const before = await results(list);
      const member = before[0] ?? '';
      await setPerson(member, { status: 'inactive' });
      api().clock.t += 60_000;
      await run(list);
      await expectResults(
        list,
        before.filter((id) => id !== member),
      );
      expect(attributesOf(await api().show(`/people/v2/lists/${list}`)).has_inactive_results).toBe(
        true,
      );
    });

    it('every list, once run, holds the people its rules describe (all / any, inactive or not)', async () => {
      const inactive = new Set(
        (await api().listAll('/people/v2/people?where[status]=inactive')).map((p) => p.id),
      );
      const combine = (sets: Set<string>[], subset: unknown): Set<string> => {
        if (subset === 'any') return new Set(sets.flatMap((s) => [...s]));
        const [first = new Set<string>(), ...rest] = sets;
        return new Set([...first].filter((id) => rest.every((s) => s.has(id))));
      };
      const lists = await api().listAll('/people/v2/lists');
      expect(lists.length).toBeGreaterThan(1);
      for (const list of lists) {
        const ruleSets: Set<string>[] = [];
        const conditionSets = new Map<string, Set<string>>();
        for (const rule of await api().listAll(`/people/v2/lists/${list.id}/rules`)) {
          const sets: Set<string>[] = [];
          const conditionsPath = `/people/v2/lists/${list.id}/rules/${rule.id}/conditions`;
          for (const condition of await api().listAll(conditionsPath)) {
            const a = attributesOf(condition);
            expect(a.comparison).toBe('equal');
            const value = (JSON.parse(String(a.settings)) as { value: unknown }).value;
            const where = `where[${String(a.definition_identifier)}]=${encodeURIComponent(String(value))}`;
            const matching = new Set(
              (await api().listAll(`/people/v2/people?${where}`)).map((p) => p.id),
            );
            sets.push(matching);
            conditionSets.set(`${conditionsPath}/${condition.id}/results`, matching);
          }
          ruleSets.push(combine(sets, attributesOf(rule).subset));
        }
        let wanted = [...combine(ruleSets, attributesOf(list).subset)];
        if (attributesOf(list).include_inactive !== true) {
          wanted = wanted.filter((id) => !inactive.has(id));
        }
        expect(wanted.length).toBeGreaterThan(0);
        await run(list.id);
        expect(await results(list.id), `list ${String(attributesOf(list).name)}`).toEqual(
          wanted.sort(),
        );
        for (const [path, matching] of conditionSets) {
          const found = await api().listAll(`${path}?include=person`);
          const people = found.map((r) => (r.relationships?.person?.data as Identifier | null)?.id);
          expect(people.sort()).toEqual([...matching].sort());
        }
      }
    });

    it('answers 404 for a list that does not exist', async () => {
      expectErrorBody(await api().post(`/people/v2/lists/${missingId}/run`), 404);
    });
  });

  // ---------------------------------------------------------------------------------------------
  // Methods, media types, read-only apps

  describe('methods, media types and read-only paths', () => {
    const api = useSandbox();

    it('PUT is a 405 with an Allow header naming the methods of the path', async () => {
      const email = String(api().row<{ id: number }>('SELECT id FROM people__Email LIMIT 1').id);
      const onRecord = await api().request('PUT', `/people/v2/emails/${email}`, {
        body: patchBody('Email', email, { location: 'Home' }),
      });
      expectErrorBody(onRecord, 405);
      expect(onRecord.headers.get('allow')).toBe('GET, PATCH, DELETE');
      const person = activePerson(api());
      const onList = await api().request('PUT', `/people/v2/people/${person}/addresses`, {
        body: createBody('Address', { city: 'x' }),
      });
      expectErrorBody(onList, 405);
      expect(onList.headers.get('allow')).toBe('GET, POST');
    });

    it('a method the path does not have is a 405 with Allow', async () => {
      const patchList = await api().patch(
        '/people/v2/inactive_reasons',
        createBody('InactiveReason', { value: 'x' }),
      );
      expectErrorBody(patchList, 405);
      expect(patchList.headers.get('allow')).toBe('GET, POST');
      const deleteList = await api().delete('/people/v2/lists/1');
      expectErrorBody(deleteList, 405);
      expect(deleteList.headers.get('allow')).toBe('GET');
    });

    it('refuses every write to giving (read only), leaving the data as it was', async () => {
      const fund = api().row<{ id: number; name: string }>(
        'SELECT id, name FROM giving__Fund LIMIT 1',
      );
      const before = await api().count('/giving/v2/funds');
      const attempts: [string, string, unknown][] = [
        ['POST', '/giving/v2/funds', createBody('Fund', { name: 'New fund' })],
        [
          'PATCH',
          `/giving/v2/funds/${fund.id}`,
          patchBody('Fund', String(fund.id), { name: 'Changed' }),
        ],
        ['DELETE', `/giving/v2/funds/${fund.id}`, undefined],
        ['POST', '/giving/v2/donations', createBody('Donation', { amount_cents: 100 })],
        [
          'DELETE',
          `/giving/v2/batches/${api().row<{ id: number }>('SELECT id FROM giving__Batch LIMIT 1').id}`,
          undefined,
        ],
      ];
      for (const [method, path, body] of attempts) {
        const reply = await api().request(method, path, { body });
        expect([404, 405], `${method} ${path}: ${reply.text}`).toContain(reply.status);
        expectErrorBody(reply, reply.status);
        if (reply.status === 405) expect(reply.headers.get('allow')).toBe('GET');
      }
      expect(await api().count('/giving/v2/funds')).toBe(before);
      expect(attributesOf(await api().show(`/giving/v2/funds/${fund.id}`)).name).toBe(fund.name);
    });

    it('accepts application/json as well as application/vnd.api+json', async () => {
      for (const contentType of [
        jsonApiType,
        'application/json',
        'application/vnd.api+json; charset=utf-8',
      ]) {
        const value = unique(contentType);
        const reply = await api().post(
          '/people/v2/marital_statuses',
          createBody('MaritalStatus', { value }),
          contentType,
        );
        expect(reply.status, reply.text).toBe(201);
        expect(reply.headers.get('content-type')).toMatch(/^application\/vnd\.api\+json/);
        expect(attributesOf(record(reply)).value).toBe(value);
      }
    });

    it('refuses a write without credentials with a 401, creating nothing', async () => {
      const before = await api().count('/people/v2/name_prefixes');
      const reply = await api().request('POST', '/people/v2/name_prefixes', {
        body: createBody('NamePrefix', { value: 'Rev.' }),
        authenticated: false,
      });
      expectErrorBody(reply, 401);
      expect(await api().count('/people/v2/name_prefixes')).toBe(before);
    });

    it('a record under another parent is a 404', async () => {
      const [a = '', b = ''] = people(api(), 2, 80);
      const id = await api().create(
        `/people/v2/people/${a}/addresses`,
        createBody('Address', { city: 'Lisle' }),
      );
      const reply = await api().patch(
        `/people/v2/people/${b}/addresses/${id}`,
        patchBody('Address', id, { city: 'Moved' }),
      );
      expectErrorBody(reply, 404);
      expectErrorBody(await api().delete(`/people/v2/people/${b}/addresses/${id}`), 404);
      expect(attributesOf(await api().show(`/people/v2/people/${a}/addresses/${id}`)).city).toBe(
        'Lisle',
      );
    });
  });

  // ---------------------------------------------------------------------------------------------
  // Person profile edits

  describe('PATCH /people/v2/people/{id}', () => {
    const api = useSandbox();

    it('a rename shows in the computed name and in the check-ins and giving apps', async () => {
      const id = String(
        api().row<{ id: number }>(
          `SELECT p.id FROM people__Person p JOIN check_ins__Person c ON c.id = p.id
             JOIN giving__Person g ON g.id = p.id WHERE p.status = 'active' ORDER BY p.id LIMIT 1`,
        ).id,
      );
      api().clock.t += 90_000;
      const reply = await api().patch(
        `/people/v2/people/${id}`,
        patchBody('Person', id, { first_name: 'Ada', last_name: 'Lovelace' }),
      );
      expect(reply.status, reply.text).toBe(200);
      expect(attributesOf(record(reply))).toMatchObject({
        name: 'Ada Lovelace',
        updated_at: toApiDatetime(api().clock.now()),
      });
      for (const path of [`/check_ins/v2/people/${id}`, `/giving/v2/people/${id}`]) {
        expect(attributesOf(await api().show(path))).toMatchObject({
          first_name: 'Ada',
          last_name: 'Lovelace',
        });
      }
    });

    it('status inactive sets inactivated_at to now; active clears it', async () => {
      const id = activePerson(api(), 4);
      const path = `/people/v2/people/${id}`;
      const off = await api().patch(path, patchBody('Person', id, { status: 'inactive' }));
      expect(off.status, off.text).toBe(200);
      expect(attributesOf(await api().show(path))).toMatchObject({
        status: 'inactive',
        inactivated_at: toApiDatetime(api().clock.now()),
      });
      const on = await api().patch(path, patchBody('Person', id, { status: 'active' }));
      expect(on.status, on.text).toBe(200);
      expect(attributesOf(await api().show(path))).toMatchObject({
        status: 'active',
        inactivated_at: null,
      });
      const bad = await api().patch(path, patchBody('Person', id, { status: 'asleep' }));
      expectErrors(bad, 422, ['/data/attributes/status']);
    });
  });
});
