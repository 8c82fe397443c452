// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { parseListUrl, toListOptions, useListUrlState } from './list-url-state';

const checkIns = '/check_ins/v2/check_ins';
const people = '/people/v2/people';

const params = (text: string) => new URLSearchParams(text);

describe('parseListUrl', () => {
  it('starts from the defaults when the URL says nothing', () => {
    const { query, problems } = parseListUrl(checkIns, params(''), {
      order: '-created_at',
      include: ['person', 'event'],
    });
    expect(problems).toEqual([]);
    expect(query).toEqual({
      order: '-created_at',
      filter: [],
      where: {},
      include: ['person', 'event'],
      offset: 0,
      perPage: 25,
    });
  });

  it('keeps every valid part', () => {
    const { query, problems } = parseListUrl(
      checkIns,
      params('order=-last_name&filter=guest,first_time&include=location&offset=50&per_page=50'),
      { order: '-created_at', include: ['person'] },
    );
    expect(problems).toEqual([]);
    expect(query).toEqual({
      order: '-last_name',
      filter: ['guest', 'first_time'],
      where: {},
      include: ['person', 'location'],
      offset: 50,
      perPage: 50,
    });
  });

  it('keeps a filter or include once when the URL repeats it', () => {
    const { query } = parseListUrl(
      checkIns,
      params('filter=guest,guest,,volunteer&include=person,person'),
      { include: ['person'] },
    );
    expect(query.filter).toEqual(['guest', 'volunteer']);
    expect(query.include).toEqual(['person']);
  });

  it('drops an unknown order, filter and include, saying why, and keeps the rest', () => {
    const { query, problems } = parseListUrl(
      checkIns,
      params('order=-shoe_size&filter=guest,vip&include=person,pets'),
      { order: '-created_at' },
    );
    expect(query.order).toBe('-created_at');
    expect(query.filter).toEqual(['guest']);
    expect(query.include).toEqual(['person']);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/order 'shoe_size' is not allowed/);
    expect(problems[1]).toMatch(/filter 'vip' is not allowed/);
    expect(problems[2]).toMatch(/include 'pets' is not allowed/);
  });

  it('drops an unknown where name', () => {
    const { query, problems } = parseListUrl(checkIns, params('where[first_name]=Ann'));
    expect(query.where).toEqual({});
    expect(problems).toEqual([expect.stringMatching(/where\[first_name\] is not allowed/)]);
  });

  it('keeps typed where values and date ranges, as the URL spells them', () => {
    const { query, problems } = parseListUrl(
      people,
      params(
        'where[last_name]=Lee&where[child]=true&where[grade]=3' +
          '&where[birthdate][gte]=2010-01-01&where[birthdate][lte]=2015-12-31',
      ),
    );
    expect(problems).toEqual([]);
    expect(query.where).toEqual({
      last_name: 'Lee',
      child: 'true',
      grade: '3',
      birthdate: { gte: '2010-01-01', lte: '2015-12-31' },
    });
  });

  it('drops where values of the wrong type and bad comparisons', () => {
    const { query, problems } = parseListUrl(
      people,
      params(
        'where[child]=maybe&where[grade]=third&where[birthdate][gte]=2015-02-30' +
          '&where[last_name][gte]=A&where[created_at][near]=2026-01-01',
      ),
    );
    expect(query.where).toEqual({});
    expect(problems).toHaveLength(5);
    const text = problems.join('\n');
    expect(text).toMatch(/where\[child\] takes true or false/);
    expect(text).toMatch(/where\[grade\] takes an integer/);
    expect(text).toMatch(/where\[birthdate\] takes a date/);
    expect(text).toMatch(/where\[last_name\] takes a string/);
    expect(text).toMatch(/unknown comparison 'near'/);
  });

  it('ignores empty where values', () => {
    const { query, problems } = parseListUrl(people, params('where[last_name]='));
    expect(query.where).toEqual({});
    expect(problems).toEqual([]);
  });

  it.each([
    ['offset=-5', /offset '-5'/],
    ['offset=ten', /offset 'ten'/],
    ['offset=1.5', /offset '1.5'/],
    ['offset=99999999999999999999', /offset '99999999999999999999'/],
  ])('drops a bad offset (%s) and starts at 0', (text, message) => {
    const { query, problems } = parseListUrl(checkIns, params(text));
    expect(query.offset).toBe(0);
    expect(problems).toEqual([expect.stringMatching(message)]);
  });

  it.each(['per_page=0', 'per_page=101', 'per_page=lots', 'per_page=-1'])(
    'drops a bad page size (%s) and uses the default',
    (text) => {
      const { query, problems } = parseListUrl(checkIns, params(text), { perPage: 10 });
      expect(query.perPage).toBe(10);
      expect(problems).toEqual([expect.stringMatching(/per_page/)]);
    },
  );

  it('reads only the parameters under its prefix', () => {
    const url = params(
      'order=-created_at&filter=guest&offset=10' +
        '&late_order=-number&late_filter=checked_out&late_offset=20&late_per_page=10' +
        '&late_where[code]=x',
    );
    const plain = parseListUrl(checkIns, url);
    expect(plain.query).toMatchObject({ order: '-created_at', filter: ['guest'], offset: 10 });
    expect(plain.problems).toEqual([]);

    const late = parseListUrl(checkIns, url, {}, 'late_');
    expect(late.query).toMatchObject({
      order: '-number',
      filter: ['checked_out'],
      offset: 20,
      perPage: 10,
      where: {},
    });
    expect(late.problems).toEqual([expect.stringMatching(/where\[code\] is not allowed/)]);

    const passes = parseListUrl('/check_ins/v2/passes', url, {}, 'late_');
    expect(passes.query.where).toEqual({ code: 'x' });
  });

  it('refuses a path that is not a list endpoint of the catalog', () => {
    // @ts-expect-error: not a list path
    expect(() => parseListUrl('/check_ins/v2/nothing', params(''))).toThrow(/No list endpoint/);
  });
});

describe('toListOptions', () => {
  it('turns the URL query into client options with typed where values', () => {
    const { query } = parseListUrl(
      people,
      params(
        'order=last_name&include=emails&offset=25&per_page=25&where[child]=false' +
          '&where[grade]=4&where[last_name]=Lee&where[created_at][gt]=2026-01-01T00:00:00Z',
      ),
    );
    expect(toListOptions(people, query)).toEqual({
      order: 'last_name',
      include: ['emails'],
      where: {
        child: false,
        grade: 4,
        last_name: 'Lee',
        created_at: { gt: '2026-01-01T00:00:00Z' },
      },
      offset: 25,
      perPage: 25,
    });
  });

  it('leaves out what is empty', () => {
    const { query } = parseListUrl(checkIns, params(''));
    expect(toListOptions(checkIns, query)).toEqual({ offset: 0, perPage: 25 });
  });

  it('carries several filters', () => {
    const { query } = parseListUrl(checkIns, params('filter=volunteer,checked_out'));
    expect(toListOptions(checkIns, query)).toEqual({
      filter: ['volunteer', 'checked_out'],
      offset: 0,
      perPage: 25,
    });
  });
});

describe('useListUrlState', () => {
  function render(url: string) {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: [url] }, children);
    return renderHook(() => useListUrlState(checkIns, { order: '-created_at' }), { wrapper });
  }

  it('keeps two changes made before the page re-rendered', () => {
    const { result } = render('/check-ins?offset=50');
    act(() => {
      result.current.setFilters(['guest', 'first_time']);
      result.current.setOrder('last_name');
    });
    expect(result.current.query).toMatchObject({
      filter: ['guest', 'first_time'],
      order: 'last_name',
      offset: 0,
    });
  });

  it('toggles filters against the latest URL', () => {
    const { result } = render('/check-ins?filter=guest');
    act(() => {
      result.current.setFilters((current) => [...current, 'first_time']);
      result.current.setFilters((current) => [...current, 'checked_out']);
      result.current.setFilters((current) => current.filter((name) => name !== 'guest'));
    });
    expect(result.current.query.filter).toEqual(['first_time', 'checked_out']);
  });

  it('goes back to the first page when the query changes, not when the page does', () => {
    const { result } = render('/check-ins?filter=guest');
    act(() => result.current.paging.setOffset(25));
    expect(result.current.query).toMatchObject({ filter: ['guest'], offset: 25 });
    act(() => result.current.paging.setPerPage(50));
    expect(result.current.query).toMatchObject({ offset: 0, perPage: 50 });
  });

  it('leaves the default order out of the URL and reset drops every list parameter', () => {
    const { result } = render('/check-ins?order=number&filter=guest&per_page=10&other=1');
    act(() => result.current.setOrder('-created_at'));
    expect(result.current.query.order).toBe('-created_at');
    act(() => result.current.reset());
    expect(result.current.query).toMatchObject({ filter: [], perPage: 25, offset: 0 });
    expect(result.current.problems).toEqual([]);
  });

  it('writes neither the default page size nor the default order into the URL', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        MemoryRouter,
        { initialEntries: ['/check-ins?per_page=50&order=number'] },
        children,
      );
    const { result } = renderHook(
      () => ({
        list: useListUrlState(checkIns, { order: '-created_at', perPage: 10 }),
        search: useLocation().search,
      }),
      { wrapper },
    );
    act(() => result.current.list.paging.setPerPage(10));
    expect(result.current.search).toBe('?order=number');
    act(() => result.current.list.setOrder('-created_at'));
    expect(result.current.search).toBe('');
    // The API's own default is not this list's: it is written.
    act(() => result.current.list.paging.setPerPage(25));
    expect(result.current.search).toBe('?per_page=25');
  });
});
