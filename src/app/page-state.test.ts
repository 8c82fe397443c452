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
