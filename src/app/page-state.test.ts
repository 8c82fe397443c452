import { describe, expect, it } from 'vitest';

import { parsePageState, serializePageState, type PageState } from './page-state';

const state: PageState = {
  language: 'es',
  locale: 'es-MX',
  session: {
    signedIn: true,
    user: { id: '1', name: 'Ann </script><script>alert(1)</script>', email: null },
    organization: { id: '1', name: 'Grace Fellowship Church' },
    scopes: ['people'],
    accessExpiresAt: null,
    sessionExpiresAt: null,
    idleExpiresAt: '2026-11-27T01:00:00Z',
    upstreamDialect: 'spec',
  },
  queries: { mutations: [], queries: [] },
};

describe('page state', () => {
  it('survives its JSON, which no text in it can end early', () => {
    const json = serializePageState(state);
    expect(json).not.toContain('<');
    expect(parsePageState(json)).toEqual(state);
  });

  it('writes records without their links, and a record met again once', () => {
    const event = {
      type: 'Event',
      id: '1',
      attributes: { name: 'Sunday Service' },
      relationships: {},
      related: {},
      links: { self: 'https://api.test/check_ins/v2/events/1' },
    };
    const checkIn = (id: string) => ({
      type: 'CheckIn',
      id,
      attributes: { first_name: `Ann ${id}` },
      relationships: {
        event: { data: { type: 'Event', id: '1' }, links: { related: `https://api.test/${id}` } },
        person: { data: null },
      },
      related: { event },
      links: { self: `https://api.test/check_ins/v2/check_ins/${id}` },
    });
    const page = { records: [checkIn('7'), checkIn('8'), checkIn('9')], totalCount: 3 };
    const json = serializePageState({
      ...state,
      queries: {
        mutations: [],
        queries: [
          {
            queryKey: ['list'],
            queryHash: '["list"]',
            state: { data: page, status: 'success' } as never,
            dehydratedAt: 0,
          },
        ],
      },
    });
    expect(json).not.toContain('https://api.test');
    expect(json.split('Sunday Service')).toHaveLength(2);

    const read = parsePageState(json)?.queries.queries[0]?.state.data;
    const withoutLinks = (record: ReturnType<typeof checkIn>) => ({
      ...record,
      relationships: { event: { data: { type: 'Event', id: '1' } }, person: { data: null } },
      related: { event: { ...event, links: {} } },
      links: {},
    });
    expect(read).toEqual({ ...page, records: page.records.map(withoutLinks) });
  });

  it('is undefined for anything else, so the page renders afresh', () => {
    for (const text of [
      '',
      'not json',
      '[]',
      JSON.stringify({ ...state, queries: undefined }),
      JSON.stringify({ ...state, language: 'fr' }),
      JSON.stringify({ ...state, language: undefined }),
      JSON.stringify({ ...state, locale: undefined }),
      JSON.stringify({ ...state, locale: 'not a locale!' }),
      JSON.stringify({ ...state, queries: { queries: {} } }),
      JSON.stringify({ ...state, session: { signedIn: false, loginUrl: '/auth/login' } }),
      JSON.stringify({ ...state, session: { ...state.session, user: null } }),
    ]) {
      expect(parsePageState(text), text).toBeUndefined();
    }
  });
});
