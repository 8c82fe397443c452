/**
 * Every named filter a list of the catalog declares has a meaning in the sandbox (a condition
 * that runs on the list's table, or a documented pass-through), and the registries are typed
 * against the catalog: the `@ts-expect-error` lines below are checked by `npm run typecheck`.
 */
import { describe, expect, it } from 'vitest';
import { readEndpoints } from '../api/catalog/catalog';
import { queryNamesOfEveryDialect } from '../api/catalog/schema';
import type { ReadEndpointSpec } from '../api/catalog/schema';
import type { AppFilters } from './behaviour/filter-kit';
import { condition, passedThrough } from './behaviour/filter-kit';
import type { AppWriteHooks } from './behaviour/write-hook-kit';
import { listedValue, listedValues, tableOf } from './catalog-keys';
import { openDatabase } from './database';
import { defaultScope, filterMeaning, filterMeaningKeys, filterScope } from './filters';
import { tablePlan } from './storage-plan';

const lists = (Object.entries(readEndpoints) as [string, ReadEndpointSpec][]).filter(
  ([, endpoint]) => endpoint.returns === 'list',
);
// In every dialect: the real service's own filters (catalog `onlyIn`) need meanings too.
const declared = lists.flatMap(([template, endpoint]) =>
  queryNamesOfEveryDialect(endpoint).filter.map((name) => ({ template, endpoint, name })),
);

describe('filter meanings', () => {
  it('gives every filter of every list a meaning, or says why it passes through', () => {
    expect(declared.length).toBeGreaterThan(0);
    const missing = declared.filter(
      ({ endpoint, name }) => filterMeaning(endpoint.app, endpoint.resource, name) === undefined,
    );
    expect(missing.map(({ template, name }) => `${template} filter=${name}`)).toEqual([]);
    for (const { endpoint, name } of declared) {
      const meaning = filterMeaning(endpoint.app, endpoint.resource, name);
      if (meaning?.kind === 'passed-through') expect(meaning.why.length).toBeGreaterThan(10);
    }
  });

  it('has no meaning for a filter no list declares', () => {
    const keys = new Set(
      declared.map(({ endpoint, name }) => `${endpoint.app}.${endpoint.resource}.${name}`),
    );
    expect(filterMeaningKeys().filter((key) => !keys.has(key))).toEqual([]);
  });

  it("runs each condition and default scope on its list's table", () => {
    const db = openDatabase({ file: ':memory:' });
    try {
      for (const { endpoint, name } of declared) {
        const table = tablePlan(endpoint.app, endpoint.resource).table;
        const scope = filterScope(endpoint.app, endpoint.resource, name);
        expect(() =>
          db.prepare(`SELECT 1 FROM "${table}" t WHERE ${scope.sql}`).all(),
        ).not.toThrow();
        const hidden = defaultScope(endpoint.app, endpoint.resource, { filter: [], where: [] });
        if (hidden) {
          expect(() =>
            db.prepare(`SELECT 1 FROM "${table}" t WHERE ${hidden.sql}`).all(),
          ).not.toThrow();
        }
      }
    } finally {
      db.close();
    }
  });

  it('lifts the hidden soft-deleted field definitions with include_deleted', () => {
    const query = { filter: [], where: [] };
    expect(defaultScope('people', 'FieldDefinition', query)?.sql).toBe('t.deleted_at IS NULL');
    expect(
      defaultScope('people', 'FieldDefinition', { ...query, filter: ['include_deleted'] }),
    ).toBeUndefined();
    expect(filterScope('people', 'FieldDefinition', 'include_deleted').sql).toBe('1 = 1');
  });
});

describe('catalog keys', () => {
  it('reads listed values and tables from the catalog', () => {
    expect(listedValues('check_ins', 'CheckIn', 'kind')).toEqual(['Regular', 'Guest', 'Volunteer']);
    expect(listedValue('people', 'Person', 'gender', 'Female')).toBe('Female');
    expect(tableOf('people', 'Household')).toBe('people__Household');
  });
});

/** Compile-time checks only: never called. */
export function typedRegistries(): unknown[] {
  const meaning = condition('1 = 1');
  return [
    {
      named: {
        CheckIn: {
          regular: meaning,
          guest: meaning,
          volunteer: meaning,
          attendee: meaning,
          first_time: meaning,
          one_time_guest: meaning,
          not_one_time_guest: meaning,
          checked_out: meaning,
          // @ts-expect-error a misspelt filter
          regulr: meaning,
        },
        Event: { archived: meaning, not_archived: meaning },
      },
      hidden: {},
    } satisfies AppFilters<'check_ins'>,
    {
      named: {
        // @ts-expect-error a filter the catalog does not declare for the lists of Event
        Event: { archived: meaning, not_archived: meaning, recent: meaning },
        CheckIn: {
          regular: meaning,
          guest: meaning,
          volunteer: meaning,
          attendee: meaning,
          first_time: meaning,
          one_time_guest: meaning,
          not_one_time_guest: meaning,
          checked_out: meaning,
        },
      },
      hidden: {},
    } satisfies AppFilters<'check_ins'>,
    {
      named: {
        // @ts-expect-error a filter the catalog declares but without a meaning (not_archived)
        Event: { archived: meaning },
        CheckIn: {
          regular: meaning,
          guest: meaning,
          volunteer: meaning,
          attendee: meaning,
          first_time: meaning,
          one_time_guest: meaning,
          not_one_time_guest: meaning,
          checked_out: meaning,
        },
      },
      hidden: {},
    } satisfies AppFilters<'check_ins'>,
    // @ts-expect-error giving's lists declare no filter: Batch has none
    { named: { Batch: { recent: meaning } }, hidden: {} } satisfies AppFilters<'giving'>,
    // @ts-expect-error a misspelt type
    { named: { FieldDefinitoin: {} }, hidden: {} } satisfies AppFilters<'people'>,
    // @ts-expect-error hooks for a resource no write endpoint writes (Fund)
    { Fund: {} } satisfies AppWriteHooks<'giving'>,
    // @ts-expect-error hooks for a misspelt resource
    { Adress: {} } satisfies AppWriteHooks<'people'>,
    { Address: {}, Person: {} } satisfies AppWriteHooks<'people'>,
    passedThrough('a reason'),
    // @ts-expect-error a value the catalog does not list
    listedValue('check_ins', 'CheckIn', 'kind', 'Visitor'),
    // @ts-expect-error an attribute with no listed values
    listedValues('people', 'Person', 'first_name'),
    // @ts-expect-error a table of a type the app does not have
    tableOf('giving', 'Household'),
  ];
}
