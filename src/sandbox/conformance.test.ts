/**
 * Conformance of the sandbox to the catalog and the spec, over real HTTP: every read endpoint of
 * the catalog is filled with real ids and checked for its envelope, records, paging, includes,
 * orders, filters, where clauses, show endpoint, association traversal and refusal of bad
 * parameters. A second sandbox checks lenient mode (the real dialect is lenient by itself).
 *
 * Everything runs in both dialects (catalog/dialects.ts): paths are written in the catalog's
 * spelling and go out in the dialect's (SandboxHttp); where the real service answers otherwise
 * (unknown names ignored, to-one linkage on every record, association links on single records,
 * self links on included records), the test says so by branching on the dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEndpoints, resourceSpec } from '../api/catalog/catalog';
import { realDialect, specDialect, toWirePath } from '../api/catalog/dialects';
import type { AppName, ReadEndpointSpec, ResourceSpec, WhereType } from '../api/catalog/schema';
import { createSandbox } from './server';
import type { Sandbox } from './server';
import { PathResolver, splitTemplate } from './testing/concrete-paths';
import type { ConcretePath } from './testing/concrete-paths';
import { SandboxHttp, asList, asSingle, isErrorDocument } from './testing/http';
import type { HttpResult, Identifier, ListDocument, Resource } from './testing/http';
import {
  asciiLower,
  asciiSwapCase,
  associationLinksOf,
  includeProblems,
  key,
  linkage,
  orderProblems,
  recordProblems,
  toOneLinkageProblems,
  whereHolds,
  whereText,
} from './testing/json-api-checks';
import type { WhereOp } from './testing/json-api-checks';

const sandboxOptions = {
  file: ':memory:',
  scale: 'small',
  config: { rateLimit: { limit: 1_000_000, periodSeconds: 60 } },
} as const;

const endpoints = Object.entries(readEndpoints as Readonly<Record<string, ReadEndpointSpec>>);

/**
 * Included records the real dialect gives no `links.self`, because the catalog has no show path
 * their own fields fill: an event period is shown only under an event time, an option only under
 * a check-in (a many-to-many link), and giving's labels have no show endpoint at all.
 */
const noIncludedSelfLink = new Set(['check_ins.EventPeriod', 'check_ins.Option', 'giving.Label']);

function resourceOf(endpoint: ReadEndpointSpec): ResourceSpec {
  const spec = resourceSpec(endpoint.app, endpoint.resource);
  if (!spec) throw new Error(`catalog has no ${endpoint.app}.${endpoint.resource}`);
  return spec;
}

function targetOf(endpoint: ReadEndpointSpec, relationship: string) {
  const rel = resourceOf(endpoint).relationships[relationship];
  if (!rel) throw new Error(`${endpoint.resource} has no relationship ${relationship}`);
  const target = resourceSpec(endpoint.app, rel.target);
  if (!target) throw new Error(`catalog has no ${endpoint.app}.${rel.target}`);
  return { cardinality: rel.cardinality, target };
}

const ids = (records: readonly Identifier[]) => records.map((r) => r.id);
const sortedIds = (records: readonly Identifier[]) =>
  ids(records).sort((a, b) => Number(a) - Number(b));

type Pairs = readonly (readonly [string, string])[];

function expectErrorBody(result: HttpResult, status: number): void {
  expect(result.status, result.text).toBe(status);
  expect(isErrorDocument(result.json), result.text).toBe(true);
  const error = (result.json as { errors: Record<string, unknown>[] }).errors[0];
  expect(typeof error?.detail).toBe('string');
  expect(typeof error?.code).toBe('string');
}

// ---------------------------------------------------------------------------------------------
// Filters: what each named scope means.

/** Filters that are a condition on the record alone; the results must be exactly those records. */
const exactFilters: Readonly<Record<string, (r: Resource) => boolean>> = {
  'CheckIn.regular': (r) => r.attributes.kind === 'Regular',
  'CheckIn.guest': (r) => r.attributes.kind === 'Guest',
  'CheckIn.volunteer': (r) => r.attributes.kind === 'Volunteer',
  'CheckIn.attendee': (r) => r.attributes.kind === 'Regular' || r.attributes.kind === 'Guest',
  'CheckIn.checked_out': (r) => r.attributes.checked_out_at !== null,
  'Event.archived': (r) => r.attributes.archived_at !== null,
  'Event.not_archived': (r) => r.attributes.archived_at === null,
};

// ---------------------------------------------------------------------------------------------
// Where: values from the data.

interface WhereSample {
  path: string;
  universe: Resource[];
  /** Attribute values found (non-null, non-empty), in record order. */
  values: unknown[];
}

/** Where clauses on deleted_at lift the default scope, so its universe includes deleted rows. */
function universeQuery(endpoint: ReadEndpointSpec, name: string): Pairs {
  return name === 'deleted_at' && endpoint.filter.includes('include_deleted')
    ? [['filter', 'include_deleted']]
    : [];
}

interface BadParameterCase {
  label: string;
  query: Pairs;
  parameter: string;
  /** A name the endpoint does not know (the real service ignores it). */
  unknownName?: boolean;
  /** A paging parameter, which an app root (no list) does not know either. */
  paging?: boolean;
}

function badParameterCases(endpoint: ReadEndpointSpec) {
  const cases: BadParameterCase[] = [
    {
      label: 'an unknown include',
      query: [['include', 'no_such_thing']],
      parameter: 'include',
      unknownName: true,
    },
    {
      label: 'an unknown order',
      query: [['order', 'no_such_thing']],
      parameter: 'order',
      unknownName: true,
    },
    {
      label: 'an unknown filter',
      query: [['filter', 'no_such_thing']],
      parameter: 'filter',
      unknownName: true,
    },
    {
      label: 'an unknown where name',
      query: [['where[no_such_thing]', 'x']],
      parameter: 'where[no_such_thing]',
      unknownName: true,
    },
    { label: 'per_page=0', query: [['per_page', '0']], parameter: 'per_page', paging: true },
    { label: 'per_page=101', query: [['per_page', '101']], parameter: 'per_page', paging: true },
    { label: 'per_page=abc', query: [['per_page', 'abc']], parameter: 'per_page', paging: true },
    { label: 'offset=-1', query: [['offset', '-1']], parameter: 'offset', paging: true },
    {
      label: 'a duplicated per_page',
      query: [
        ['per_page', '10'],
        ['per_page', '10'],
      ],
      parameter: 'per_page',
    },
  ];
  const where = Object.entries(endpoint.where);
  const plain = where.find(([, t]) => t !== 'date' && t !== 'datetime');
  const dated = where.find(([, t]) => t === 'date' || t === 'datetime');
  if (plain) {
    cases.push({
      label: `a comparison on the non-date where[${plain[0]}]`,
      query: [[`where[${plain[0]}][gt]`, '1']],
      parameter: `where[${plain[0]}][gt]`,
    });
  }
  if (dated) {
    cases.push(
      {
        label: `a malformed date in where[${dated[0]}]`,
        query: [[`where[${dated[0]}]`, '2026-02-30']],
        parameter: `where[${dated[0]}]`,
      },
      {
        label: `a malformed date in where[${dated[0]}][gte]`,
        query: [[`where[${dated[0]}][gte]`, 'yesterday']],
        parameter: `where[${dated[0]}][gte]`,
      },
    );
  }
  const any = dated ?? where[0];
  if (any) {
    cases.push({
      label: `an unknown comparison where[${any[0]}][between]`,
      query: [[`where[${any[0]}][between]`, '2026-01-01']],
      parameter: `where[${any[0]}][between]`,
    });
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------

/** The whole check-ins list, which lists of one event's or session's check-ins are part of. */
const wholeCheckIns = '/check_ins/v2/check_ins';
const personCheckIns = '/check_ins/v2/people/{person_id}/check_ins';

describe.each([specDialect, realDialect])('$name dialect', (dialect) => {
  /** The real service's answers, where they differ from the spec's. */
  const real = dialect === realDialect;
  const options = { ...sandboxOptions, config: { ...sandboxOptions.config, dialect } };
  let sandbox: Sandbox;
  let http: SandboxHttp;
  let resolver: PathResolver;
  const chosen = new Map<string, ConcretePath | undefined>();

  beforeAll(async () => {
    sandbox = await createSandbox(options);
    const origin = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    http = new SandboxHttp(origin, undefined, dialect);
    resolver = new PathResolver(http);
    for (const [template] of endpoints) chosen.set(template, await resolver.choose(template));
  });

  afterAll(async () => {
    await sandbox.app.close();
    sandbox.ctx.db.close();
  });

  /** The concrete path of a template; every endpoint must be given data (the seed has them all). */
  function pathOf(template: string): ConcretePath {
    const found = chosen.get(template);
    if (!found) {
      throw new Error(`${template}: no parent records give this endpoint any data`);
    }
    return found;
  }

  /** Every record of a list (per_page 100, following links.next), remembered per request. */
  const walks = new Map<string, Promise<{ records: Resource[]; included: Resource[] }>>();
  function walkAll(path: string, query: Pairs = []) {
    const cacheKey = http.url(path, query);
    let found = walks.get(cacheKey);
    if (!found) {
      found = http.walk(path, query);
      walks.set(cacheKey, found);
    }
    return found;
  }

  /** The primary records of a path: a list's first page (per_page 100) or the single record. */
  async function primaryOf(
    endpoint: ReadEndpointSpec,
    path: string,
    query: Pairs = [],
  ): Promise<{ records: Resource[]; included: Resource[] }> {
    if (endpoint.returns === 'list') {
      const page = await http.list(path, [...query, ['per_page', '100']]);
      return { records: page.data, included: page.included };
    }
    const single = await http.single(path, query);
    return { records: single.data ? [single.data] : [], included: single.included };
  }

  /**
   * Real dialect: every included record has a `links.self` in the wire's spelling, and the first
   * of each type answers that very record. The exceptions are types the sandbox has no show
   * path for that the record's own fields can fill (see noIncludedSelfLink): those have none.
   */
  async function expectIncludedSelfLinks(
    app: AppName,
    included: readonly Resource[],
  ): Promise<void> {
    const linkless = (r: Resource) => noIncludedSelfLink.has(`${app}.${r.type}`);
    const without = included
      .filter((r) => !linkless(r) && typeof r.links?.self !== 'string')
      .map(key);
    expect(without, 'included records without links.self').toEqual([]);
    const unexpected = included.filter((r) => linkless(r) && r.links !== undefined).map(key);
    expect(unexpected, 'included records with links the sandbox cannot serve').toEqual([]);
    const firstOfType = new Map<string, Resource>();
    for (const r of included) {
      if (!linkless(r) && !firstOfType.has(r.type)) firstOfType.set(r.type, r);
    }
    for (const r of firstOfType.values()) {
      const self = r.links?.self ?? '';
      expect(toWirePath(dialect, new URL(self).pathname), self).toBe(new URL(self).pathname);
      const shown = (await http.single(self)).data;
      const { type, id, attributes, relationships } = r;
      expect(
        shown && {
          type: shown.type,
          id: shown.id,
          attributes: shown.attributes,
          relationships: shown.relationships,
        },
        self,
      ).toEqual({ type, id, attributes, relationships });
      expect(shown?.links?.self).toBe(self);
    }
  }

  // Filters whose meaning takes more than a look at each record (exactFilters has the others).

  async function checkOneTimeGuests(path: string): Promise<void> {
    const all = await walkAll(path, [['include', 'person']]);
    const guests = await walkAll(path, [
      ['filter', 'one_time_guest'],
      ['include', 'person'],
    ]);
    const others = await walkAll(path, [
      ['filter', 'not_one_time_guest'],
      ['include', 'person'],
    ]);
    expect(guests.records.length).toBeGreaterThan(0);
    expect(others.records.length).toBeGreaterThan(0);
    // A one-time guest has no person record.
    const withPerson = guests.records.filter((r) => linkage(r, 'person').length > 0);
    expect(ids(withPerson)).toEqual([]);
    // The two filters split the list.
    expect(guests.records.length + others.records.length).toBe(all.records.length);
    expect([...sortedIds(guests.records), ...sortedIds(others.records)].sort()).toEqual(
      sortedIds(all.records).sort(),
    );
    // Everyone with a person record is not a one-time guest.
    const othersIds = new Set(ids(others.records));
    const missing = all.records.filter(
      (r) => linkage(r, 'person').length > 0 && !othersIds.has(r.id),
    );
    expect(ids(missing)).toEqual([]);
  }

  async function checkFirstTime(path: string): Promise<void> {
    const all = await walkAll(path, [['include', 'person,event']]);
    const first = await walkAll(path, [
      ['filter', 'first_time'],
      ['include', 'person,event'],
    ]);
    // A non-empty proper subset.
    expect(first.records.length).toBeGreaterThan(0);
    expect(first.records.length).toBeLessThan(all.records.length);
    const allIds = new Set(ids(all.records));
    expect(ids(first.records).filter((id) => !allIds.has(id))).toEqual([]);

    // Each person's earliest check-in to each event, from the whole list.
    const earliest = new Map<string, Resource>();
    for (const r of all.records) {
      const person = linkage(r, 'person')[0];
      const event = linkage(r, 'event')[0];
      if (!person || !event) continue;
      const group = `${person.id}/${event.id}`;
      const current = earliest.get(group);
      const created = String(r.attributes.created_at);
      const currentCreated = String(current?.attributes.created_at);
      if (
        !current ||
        created < currentCreated ||
        (created === currentCreated && Number(r.id) < Number(current.id))
      ) {
        earliest.set(group, r);
      }
    }
    const earliestIds = new Set([...earliest.values()].map((r) => r.id));
    const firstIds = new Set(ids(first.records));
    const withPerson = all.records.filter((r) => linkage(r, 'person').length > 0);
    const wronglyFirst = withPerson.filter((r) => firstIds.has(r.id) && !earliestIds.has(r.id));
    const wronglyNotFirst = withPerson.filter((r) => !firstIds.has(r.id) && earliestIds.has(r.id));
    expect(ids(wronglyFirst)).toEqual([]);
    expect(ids(wronglyNotFirst)).toEqual([]);

    // A sample of people: their check-ins by association traversal are the ones the list links.
    const people = [...new Set(withPerson.map((r) => linkage(r, 'person')[0]?.id ?? ''))].slice(
      0,
      5,
    );
    for (const personId of people) {
      const traversed = await http.walk(`/check_ins/v2/people/${personId}/check_ins`);
      const linked = withPerson.filter((r) => linkage(r, 'person')[0]?.id === personId);
      expect(sortedIds(traversed.records)).toEqual(sortedIds(linked));
    }
  }

  /**
   * A list of some of a whole list's records (one event's check-ins) filters as the whole list
   * does: its filtered records are the whole list's filtered ones among its own.
   */
  async function checkWithinWholeList(path: string, filter: string, whole: string): Promise<void> {
    const all = await walkAll(path);
    const filtered = await walkAll(path, [['filter', filter]]);
    const wholeFiltered = new Set(ids((await walkAll(whole, [['filter', filter]])).records));
    expect(sortedIds(filtered.records)).toEqual(
      sortedIds(all.records.filter((r) => wholeFiltered.has(r.id))),
    );
  }

  async function checkIncludeDeleted(path: string): Promise<void> {
    const plain = await walkAll(path);
    const all = await walkAll(path, [['filter', 'include_deleted']]);
    const blank = await walkAll(path, [['where[deleted_at]', '']]);
    expect(plain.records.filter((r) => r.attributes.deleted_at !== null)).toEqual([]);
    const deleted = all.records.filter((r) => r.attributes.deleted_at !== null);
    expect(deleted.length).toBeGreaterThan(0);
    expect(sortedIds(all.records.filter((r) => r.attributes.deleted_at === null))).toEqual(
      sortedIds(plain.records),
    );
    // A blank where[deleted_at] explicitly leaves deleted definitions out.
    expect(sortedIds(blank.records)).toEqual(sortedIds(plain.records));
  }

  /** The first concrete path whose records hold a value for the attribute. */
  async function whereSample(
    template: string,
    endpoint: ReadEndpointSpec,
    name: string,
  ): Promise<WhereSample> {
    let fallback: WhereSample | undefined;
    for await (const found of resolver.paths(template, 30)) {
      const universe = (await walkAll(found.path, universeQuery(endpoint, name))).records;
      const values = universe
        .map((r) => r.attributes[name])
        .filter((v) => v !== null && v !== undefined && v !== '');
      const sample = { path: found.path, universe, values };
      if (values.length > 0) return sample;
      fallback ??= sample;
    }
    if (!fallback) throw new Error(`${template}: no data`);
    return fallback;
  }

  async function expectWhere(
    sample: WhereSample,
    name: string,
    whereType: WhereType,
    op: WhereOp,
    query: string,
    options: { nonEmpty: boolean },
  ): Promise<Resource[]> {
    const parameter = op === 'eq' ? `where[${name}]` : `where[${name}][${op}]`;
    const actual = await http.walk(sample.path, [[parameter, query]]);
    const expected = sample.universe.filter((r) =>
      whereHolds(whereType, op, query, r.attributes[name]),
    );
    const label = `${parameter}=${query}`;
    expect(sortedIds(actual.records), label).toEqual(sortedIds(expected));
    if (options.nonEmpty) expect(actual.records.length, label).toBeGreaterThan(0);
    return actual.records;
  }

  // ---------------------------------------------------------------------------------------------

  describe.each(endpoints)('%s', (template, endpoint) => {
    const resource = resourceOf(endpoint);
    const isList = endpoint.returns === 'list';
    const selfOf = (record: Resource): string => {
      const self = record.links?.self;
      if (self === undefined) throw new Error(`${key(record)} has no links.self`);
      return self;
    };

    it('answers the envelope with valid records', async () => {
      const target = pathOf(template);
      const result = await http.get(target.path);
      expect(result.status, result.text).toBe(200);
      expect(result.mediaType).toBe('application/vnd.api+json');
      const body = result.json as Record<string, unknown>;
      let records: Resource[];
      if (isList) {
        expect(Object.keys(body).sort()).toEqual(['data', 'included', 'links', 'meta']);
        const doc = asList(result);
        expect(doc.included).toEqual([]);
        expect(typeof doc.links.self).toBe('string');
        expect(new URL(doc.links.self).pathname).toBe(toWirePath(dialect, target.path));
        const total = doc.meta.total_count;
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBe(target.size);
        expect(total).toBeGreaterThan(0);
        expect(doc.meta.count).toBe(doc.data.length);
        expect(doc.data.length).toBe(Math.min(25, total));
        expect(doc.links.next !== undefined).toBe(total > 25);
        expect(doc.links.prev).toBeUndefined();
        expect(doc.meta.parent).toEqual(target.parent);
        records = doc.data;
      } else {
        expect(Object.keys(body).sort()).toEqual(['data', 'included', 'meta']);
        const doc = asSingle(result);
        expect(doc.data).not.toBeNull();
        expect(Array.isArray(doc.data)).toBe(false);
        expect(doc.included).toEqual([]);
        expect(doc.meta.parent).toEqual(target.parent);
        records = doc.data ? [doc.data] : [];
      }
      expect(
        records.flatMap((r, i) => recordProblems(resource, r, `data[${i}]`, dialect.name)),
      ).toEqual([]);
      if (real) {
        // Every record carries the linkage of its to-one relationships, included or not.
        expect(records.flatMap((r, i) => toOneLinkageProblems(resource, r, `data[${i}]`))).toEqual(
          [],
        );
      } else {
        for (const r of records) expect(r.relationships).toEqual({});
      }
      if (endpoint.show || !isList) {
        for (const r of records) expect(typeof r.links?.self).toBe('string');
      }
      if (real && !isList) {
        // A single record links each of its associations besides itself.
        for (const r of records) {
          expect(r.links).toEqual(associationLinksOf(resource, r, selfOf(r)));
          expect(new URL(selfOf(r)).pathname).toBe(toWirePath(dialect, target.path));
        }
      }
    });

    if (isList) {
      it('walks every page (per_page 100) to exactly total_count distinct records', async () => {
        const { path } = pathOf(template);
        const { records, pages } = await http.walk(path);
        const total = pages[0]?.meta.total_count ?? -1;
        expect(records.length).toBe(total);
        expect(new Set(ids(records)).size).toBe(total);
        pages.forEach((page, i) => {
          const offset = i * 100;
          expect(page.meta.total_count).toBe(total);
          expect(page.meta.count).toBe(page.data.length);
          expect(page.links.prev !== undefined, `prev on page ${i}`).toBe(offset > 0);
          expect(page.links.next !== undefined, `next on page ${i}`).toBe(
            offset + page.data.length < total,
          );
        });
      });

      it('per_page=1 gives one record and a next link; prev only past offset 0', async () => {
        const { path } = pathOf(template);
        const first = await http.list(path, { per_page: '1' });
        const total = first.meta.total_count;
        expect(first.data).toHaveLength(1);
        expect(first.links.prev).toBeUndefined();
        expect(first.links.next !== undefined).toBe(total > 1);
        if (first.links.next) {
          const second = await http.list(first.links.next);
          expect(second.data).toHaveLength(1);
          expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
          expect(second.links.prev).toBeDefined();
        }
        const last = await http.list(path, { per_page: '1', offset: String(total - 1) });
        expect(last.data).toHaveLength(1);
        expect(last.links.next).toBeUndefined();
        expect(last.links.prev !== undefined).toBe(total > 1);
        const beyond = await http.list(path, { offset: String(total) });
        expect(beyond.data).toEqual([]);
        expect(beyond.meta.total_count).toBe(total);
        expect(beyond.links.next).toBeUndefined();
        expect(beyond.links.prev).toBeDefined();
      });
    }

    if (endpoint.include.length > 0) {
      it.each(endpoint.include)(
        'include=%s links every record to included records',
        async (name) => {
          const { path } = pathOf(template);
          const { cardinality, target } = targetOf(endpoint, name);
          const { records, included } = await primaryOf(endpoint, path, [['include', name]]);
          expect(records.length).toBeGreaterThan(0);
          expect(
            includeProblems(records, included, name, cardinality, target, {
              onlyInclude: true,
              dialect: dialect.name,
            }),
          ).toEqual([]);
          if (real) {
            expect(
              records.flatMap((r) => toOneLinkageProblems(resource, r, key(r), [name])),
            ).toEqual([]);
            await expectIncludedSelfLinks(endpoint.app, included);
            if (cardinality === 'one') {
              // The linkage sent without the include is the one the include gives.
              const plain = new Map(
                (await primaryOf(endpoint, path)).records.map((r) => [r.id, r]),
              );
              for (const r of records) {
                expect(plain.get(r.id)?.relationships[name], key(r)).toEqual({
                  data: r.relationships[name]?.data,
                });
              }
            }
          } else {
            for (const r of records) expect(Object.keys(r.relationships)).toEqual([name]);
          }
          // The linkage agrees with association traversal, for the first records linking something.
          const linking = records.filter((r) => linkage(r, name).length > 0).slice(0, 2);
          for (const record of linking) {
            const url = `${path}${isList ? `/${record.id}` : ''}/${name}`;
            const showUrl = isList || !endpoint.show ? url : `${path}/${record.id}/${name}`;
            const traversed =
              cardinality === 'many'
                ? (await http.walk(showUrl)).records
                : [(await http.single(showUrl)).data].filter((r): r is Resource => r !== null);
            expect(sortedIds(traversed)).toEqual(sortedIds(linkage(record, name)));
            const byKey = new Map(included.map((r) => [key(r), r]));
            for (const t of traversed) {
              const inc = byKey.get(key(t));
              if (inc) expect(inc.attributes).toEqual(t.attributes);
            }
          }
        },
      );

      if (endpoint.include.length > 1) {
        it('all includes at once, comma-separated', async () => {
          const { path } = pathOf(template);
          const all = endpoint.include.join(',');
          const { records, included } = await primaryOf(endpoint, path, [['include', all]]);
          for (const name of endpoint.include) {
            const { cardinality, target } = targetOf(endpoint, name);
            const ofTarget = included.filter((r) => r.type === target.type);
            expect(
              includeProblems(records, ofTarget, name, cardinality, target, {
                onlyInclude: false,
                dialect: dialect.name,
              }),
            ).toEqual([]);
          }
          const keys = included.map(key);
          expect(new Set(keys).size).toBe(keys.length);
        });
      }
    }

    if (endpoint.order.length > 0) {
      const orders = endpoint.order.flatMap((name) => [name, `-${name}`]);
      if (isList) {
        it.each(orders)('order=%s sorts a page of 100', async (order) => {
          const { path } = pathOf(template);
          const name = order.replace(/^-/, '');
          const spec = resource.attributes[name];
          if (!spec) throw new Error(`${endpoint.resource} has no attribute ${name} to order by`);
          const page = await http.list(path, { order, per_page: '100' });
          expect(page.meta.total_count).toBe(pathOf(template).size);
          expect(page.data.length).toBe(Math.min(100, page.meta.total_count));
          expect(orderProblems(page.data, name, spec, order.startsWith('-'))).toEqual([]);
        });
      } else {
        it.each(orders)('order=%s is accepted on the single record', async (order) => {
          const { path } = pathOf(template);
          const plain = await http.single(path);
          const ordered = await http.get(path, { order });
          expect(ordered.status, ordered.text).toBe(200);
          expect(asSingle(ordered).data).toEqual(plain.data);
        });
      }
    }

    if (endpoint.filter.length > 0) {
      it.each(endpoint.filter)('filter=%s selects what it means', async (name) => {
        const { path } = pathOf(template);
        const filterKey = `${endpoint.resource}.${name}`;
        // One person's check-ins hold few kinds (never a one-time guest's, who has no person
        // record): each filter keeps what it keeps in the whole list.
        if (template === personCheckIns) return checkWithinWholeList(path, name, wholeCheckIns);
        const exact = exactFilters[filterKey];
        if (exact) {
          const all = await walkAll(path);
          const filtered = await walkAll(path, [['filter', name]]);
          expect(sortedIds(filtered.records)).toEqual(sortedIds(all.records.filter(exact)));
          expect(filtered.records.length).toBeGreaterThan(0);
          return;
        }
        switch (filterKey) {
          case 'CheckIn.one_time_guest':
          case 'CheckIn.not_one_time_guest':
            return checkOneTimeGuests(path);
          case 'CheckIn.first_time':
            return template === wholeCheckIns
              ? checkFirstTime(path)
              : checkWithinWholeList(path, name, wholeCheckIns);
          case 'FieldDefinition.include_deleted':
            return checkIncludeDeleted(path);
          default:
            throw new Error(`no check for the meaning of filter ${filterKey}`);
        }
      });

      const pairs = endpoint.filter.flatMap((a) =>
        endpoint.filter
          .filter((b) => b !== a && exactFilters[`${endpoint.resource}.${b}`] !== undefined)
          .filter((b) => exactFilters[`${endpoint.resource}.${a}`] === undefined || a < b)
          .map((b) => `${a},${b}`),
      );
      if (pairs.length > 0) {
        it.each(pairs)('filter=%s applies every filter', async (both) => {
          const { path } = pathOf(template);
          const [a = '', b = ''] = both.split(',');
          const predicate = exactFilters[`${endpoint.resource}.${b}`] ?? (() => false);
          const ofA = await walkAll(path, [['filter', a]]);
          const combined = await walkAll(path, [['filter', both]]);
          expect(sortedIds(combined.records)).toEqual(sortedIds(ofA.records.filter(predicate)));
        });
      }

      if (endpoint.filter.includes('archived') && endpoint.filter.includes('not_archived')) {
        it('archived and not_archived counts add up to the unfiltered total', async () => {
          const { path } = pathOf(template);
          const whole = (await http.list(path)).meta.total_count;
          const archived = (await http.list(path, { filter: 'archived' })).meta.total_count;
          const live = (await http.list(path, { filter: 'not_archived' })).meta.total_count;
          expect(archived).toBeGreaterThan(0);
          expect(archived + live).toBe(whole);
        });
      }
    }

    const wheres = Object.entries(endpoint.where);
    if (wheres.length > 0) {
      it.each(wheres)('where[%s] (%s) with a value from the data', async (name, whereType) => {
        if (!Object.hasOwn(resource.attributes, name)) {
          // A search helper, not an attribute: search_name matches within the full name.
          expect(name).toBe('search_name');
          const sample = await whereSample(template, endpoint, 'first_name');
          const value = String(sample.values[0] ?? '');
          const query = asciiSwapCase(value.slice(1, 4));
          const actual = await http.walk(sample.path, [[`where[${name}]`, query]]);
          const contains = (text: unknown) =>
            typeof text === 'string' && asciiLower(text).includes(asciiLower(query));
          const expected = sample.universe.filter(
            (r) =>
              contains(`${String(r.attributes.first_name)} ${String(r.attributes.last_name)}`) ||
              contains(r.attributes.nickname),
          );
          expect(sortedIds(actual.records)).toEqual(sortedIds(expected));
          expect(actual.records.length).toBeGreaterThan(0);
          return;
        }
        const sample = await whereSample(template, endpoint, name);
        if (sample.values.length === 0) {
          // No record holds a value: a blank where selects the records where it is blank.
          await expectWhere(sample, name, whereType, 'eq', '', { nonEmpty: true });
          return;
        }
        const value = sample.values[0];
        const text = whereText(value);
        const query = whereType === 'string' ? asciiSwapCase(text) : text;
        await expectWhere(sample, name, whereType, 'eq', query, { nonEmpty: true });
        if (whereType === 'boolean') {
          const other = String(value !== true);
          const withOther = sample.universe.some((r) => r.attributes[name] === (other === 'true'));
          await expectWhere(sample, name, whereType, 'eq', other, { nonEmpty: withOther });
        }
      });

      const attributeWheres = wheres.filter(([name]) => Object.hasOwn(resource.attributes, name));
      for (const [name, whereType] of attributeWheres) {
        it(`where[${name}]= (blank) selects the records where it is null or empty`, async () => {
          const { path } = pathOf(template);
          const universe = (await walkAll(path, universeQuery(endpoint, name))).records;
          await expectWhere({ path, universe, values: [] }, name, whereType, 'eq', '', {
            nonEmpty: false,
          });
        });
      }

      const dated = wheres.filter(([, t]) => t === 'date' || t === 'datetime');
      if (dated.length > 0) {
        it.each(dated)(
          'where[%s][gt|gte|lt|lte] and bare dates compare by %s',
          async (name, whereType) => {
            const sample = await whereSample(template, endpoint, name);
            const values = [...new Set(sample.values.map(String))].sort();
            const value = values[Math.floor(values.length / 2)];
            if (value === undefined) throw new Error(`no ${name} value in the data`);
            for (const op of ['gt', 'gte', 'lt', 'lte'] as const) {
              await expectWhere(sample, name, whereType, op, value, {
                nonEmpty: op === 'gte' || op === 'lte',
              });
            }
            const day = value.slice(0, 10);
            const sameDay = await expectWhere(sample, name, whereType, 'eq', day, {
              nonEmpty: true,
            });
            for (const r of sameDay) expect(String(r.attributes[name]).slice(0, 10)).toBe(day);
            if (whereType === 'date') {
              // Either format (D6): a datetime on a date attribute compares by its day.
              await expectWhere(sample, name, whereType, 'eq', `${day}T12:00:00Z`, {
                nonEmpty: true,
              });
            }
            if (whereType === 'datetime') {
              for (const op of ['gt', 'gte', 'lt', 'lte'] as const) {
                await expectWhere(sample, name, whereType, op, day, {
                  nonEmpty: op === 'gte' || op === 'lte',
                });
              }
            }
          },
        );
      }
    }

    if (endpoint.show) {
      it('show: links.self gives the same record; an unknown id is a 404', async () => {
        const { path } = pathOf(template);
        const { records } = await primaryOf(endpoint, path);
        const record = records[0];
        if (!record) throw new Error('no record to show');
        const self = record.links?.self;
        if (self === undefined) throw new Error(`${key(record)} has no links.self`);
        const shown = await http.get(self);
        expect(shown.status, shown.text).toBe(200);
        expect(shown.mediaType).toBe('application/vnd.api+json');
        if (real) {
          // The single record links its associations; a listed record only itself.
          const data = asSingle(shown).data;
          expect(data && { ...data, links: undefined }).toEqual({ ...record, links: undefined });
          expect(data?.links).toEqual(data && associationLinksOf(resource, data, self));
        } else {
          expect(asSingle(shown).data).toEqual(record);
        }
        const showPath = `${path}/${record.id}`;
        const byId = await http.single(showPath);
        expect(byId.data).toMatchObject({
          type: record.type,
          id: record.id,
          attributes: record.attributes,
        });
        expectErrorBody(await http.get(`${path}/999999999`), 404);
        const unknownInclude = await http.get(showPath, { include: 'no_such_thing' });
        if (real) {
          // The real service ignores an include it does not know.
          const ignored = asSingle(unknownInclude);
          expect({ data: ignored.data, included: ignored.included }).toEqual({
            data: byId.data,
            included: [],
          });
        } else {
          expectErrorBody(unknownInclude, 400);
        }
      });

      if (endpoint.include.length > 0) {
        it.each(endpoint.include)('show accepts include=%s', async (name) => {
          const { path } = pathOf(template);
          const { cardinality, target } = targetOf(endpoint, name);
          const listed = await primaryOf(endpoint, path, [['include', name]]);
          const record = listed.records[0];
          if (!record) throw new Error('no record to show');
          const shown = await http.single(`${path}/${record.id}`, { include: name });
          if (!shown.data) throw new Error('the show endpoint answered no record');
          expect(
            includeProblems([shown.data], shown.included, name, cardinality, target, {
              onlyInclude: true,
              dialect: dialect.name,
            }),
          ).toEqual([]);
          expect(sortedIds(linkage(shown.data, name))).toEqual(sortedIds(linkage(record, name)));
          if (real) await expectIncludedSelfLinks(endpoint.app, shown.included);
        });
      }
    }

    const relationships = Object.entries(resource.relationships).map(
      ([name, rel]) => [name, rel.target, rel.cardinality] as const,
    );
    /** GET {record url}/{relationship} for the first records, until one links something. */
    async function expectTraversal(
      name: string,
      targetType: string,
      cardinality: 'one' | 'many',
      urlOf: (record: Resource) => string,
    ): Promise<void> {
      const { path } = pathOf(template);
      const target = resourceSpec(endpoint.app, targetType);
      if (!target) throw new Error(`catalog has no ${targetType}`);
      const { records } = await primaryOf(endpoint, path);
      const sample = records.slice(0, 10);
      expect(sample.length).toBeGreaterThan(0);
      for (const record of sample) {
        const url = `${urlOf(record)}/${name}`;
        const result = await http.get(url);
        expect(result.status, `${url}: ${result.text.slice(0, 200)}`).toBe(200);
        expect(result.mediaType).toBe('application/vnd.api+json');
        const parent = { type: record.type, id: record.id };
        if (cardinality === 'many') {
          const doc: ListDocument = asList(result);
          expect(doc.meta.parent).toEqual(parent);
          expect(
            doc.data.flatMap((r, i) => recordProblems(target, r, `${name}[${i}]`, dialect.name)),
          ).toEqual([]);
          if (doc.data.length > 0) return;
        } else {
          const doc = asSingle(result);
          expect(doc.meta.parent).toEqual(parent);
          if (doc.data) {
            expect(recordProblems(target, doc.data, name, dialect.name)).toEqual([]);
            return;
          }
        }
      }
    }
    /** An endpoint answering the record of a to-one association (not an app root). */
    const toOne = !isList && endpoint.show;
    if (relationships.length > 0) {
      it.each(relationships)(
        `GET {links.self}/%s answers %s (to-%s)`,
        (name, targetType, cardinality) => expectTraversal(name, targetType, cardinality, selfOf),
      );
      if (toOne) {
        it.each(relationships)(
          'GET {show path}/%s answers %s (to-%s)',
          (name, targetType, cardinality) =>
            expectTraversal(name, targetType, cardinality, (record) =>
              http.url(`${pathOf(template).path}/${record.id}`),
            ),
        );
      }
    }

    /**
     * The real service ignores names an endpoint does not know; an app root, which is no list,
     * does not know the paging parameters either. Malformed values are refused in both dialects.
     */
    const appRoot = splitTemplate(template).segments.length === 0;
    const ignoredHere = (c: BadParameterCase) =>
      real && (c.unknownName === true || (appRoot && c.paging === true));
    const refused = badParameterCases(endpoint).filter((c) => !ignoredHere(c));
    const ignored = badParameterCases(endpoint).filter(ignoredHere);

    it.each(refused)('400 naming the parameter for $label', async ({ query, parameter }) => {
      const { path } = pathOf(template);
      const result = await http.get(path, query);
      expectErrorBody(result, 400);
      const error = (result.json as { errors: { source?: { parameter?: string } }[] }).errors[0];
      expect(error?.source?.parameter).toBe(parameter);
    });

    if (ignored.length > 0) {
      it.each(ignored)('ignores $label: 200 with the answer without it', async ({ query }) => {
        const { path } = pathOf(template);
        const plain = await http.get(path);
        const result = await http.get(path, query);
        expect(result.status, result.text).toBe(200);
        expect(result.mediaType).toBe('application/vnd.api+json');
        const answer = (r: HttpResult) => {
          const { data, included, meta } = r.json as Record<string, unknown>;
          return { data, included, meta };
        };
        expect(answer(plain).data).toBeDefined();
        expect(answer(result)).toEqual(answer(plain));
      });
    }
  });

  describe('outside the endpoints', () => {
    it.each([
      '/check_ins/v2/no_such_thing',
      '/check_ins/v2/events/999999999',
      '/people/v2/people/abc',
      '/giving/v2/labels/1',
      '/no_such_app/v2',
      '/people/v2/carriers/1',
    ])('GET %s is a 404 with the errors body', async (path) => {
      expectErrorBody(await http.get(path), 404);
    });

    if (real) {
      it.each(['/check_ins/v2', '/check_ins/v2/events', '/check_ins/v2/check_ins'])(
        "GET %s (the spec's spelling) is a 404 with the errors body",
        async (path) => {
          const specSpelling = new SandboxHttp(http.origin, undefined, specDialect);
          expectErrorBody(await specSpelling.get(path), 404);
          expect((await http.get(path)).status).toBe(200);
        },
      );
    }

    it.each(['/check_ins/v2', '/people/v2/people', '/giving/v2/donations'])(
      'GET %s without Authorization is a 401 with the errors body',
      async (path) => {
        const anonymous = new SandboxHttp(http.origin, null, dialect);
        expectErrorBody(await anonymous.get(path), 401);
      },
    );
  });

  describe('lenient mode', () => {
    let lenientSandbox: Sandbox | undefined;
    let lenient: SandboxHttp;

    beforeAll(async () => {
      if (real) {
        // The real dialect is lenient without being told: its own sandbox is the one to ask.
        lenient = http;
        return;
      }
      lenientSandbox = await createSandbox({
        ...options,
        config: { ...options.config, lenient: true },
      });
      const origin = await lenientSandbox.app.listen({ port: 0, host: '127.0.0.1' });
      lenient = new SandboxHttp(origin, undefined, dialect);
    });

    afterAll(async () => {
      await lenientSandbox?.app.close();
      lenientSandbox?.ctx.db.close();
    });

    const junk: Pairs = [
      ['include', 'no_such_thing'],
      ['order', 'no_such_thing'],
      ['filter', 'no_such_thing'],
      ['where[no_such_thing]', 'x'],
    ];

    it.each(endpoints)('%s ignores unknown include/order/filter/where names', async (template) => {
      const { path } = pathOf(template);
      const plain = await lenient.get(path);
      const withJunk = await lenient.get(path, junk);
      expect(plain.status, plain.text).toBe(200);
      expect(withJunk.status, withJunk.text).toBe(200);
      const a = plain.json as { data: unknown; meta: Record<string, unknown> };
      const b = withJunk.json as { data: unknown; meta: Record<string, unknown> };
      expect(b.data).toEqual(a.data);
      expect(b.meta.total_count).toEqual(a.meta.total_count);
      const endpoint = readEndpoints[template as keyof typeof readEndpoints] as ReadEndpointSpec;
      const known = endpoint.include[0];
      if (known !== undefined) {
        const mixed = await lenient.get(path, { include: `no_such_thing,${known}` });
        expect(mixed.status, mixed.text).toBe(200);
        const data = (mixed.json as { data: Resource | Resource[] }).data;
        if (real) {
          const resource = resourceOf(endpoint);
          expect(
            [data].flat().flatMap((r) => toOneLinkageProblems(resource, r, key(r), [known])),
          ).toEqual([]);
        } else {
          for (const r of [data].flat()) expect(Object.keys(r.relationships)).toEqual([known]);
        }
      }
    });

    it.each(endpoints.filter(([, e]) => e.returns === 'list').map(([t]) => t))(
      '%s still refuses per_page=101',
      async (template) => {
        const result = await lenient.get(pathOf(template).path, { per_page: '101' });
        expectErrorBody(result, 400);
        const error = (result.json as { errors: { source?: { parameter?: string } }[] }).errors[0];
        expect(error?.source?.parameter).toBe('per_page');
      },
    );
  });
});
