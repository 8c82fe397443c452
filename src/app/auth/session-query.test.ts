import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  fetchSession,
  parseSession,
  postLogout,
  safeReturnTo,
  SessionRequestError,
  sessionRecheckDelay,
  signInPagePath,
  signInUrl,
  type SignedInSession,
} from './session-query';

/** GET /auth/session's answer as the proxy sends it (src/api/proxy/session-contract.ts). */
const signedIn = {
  signedIn: true,
  user: { id: '1', name: 'Ada Admin', email: 'admin@sandbox.test' },
  organization: { id: '1', name: 'Grace Fellowship Church' },
  scopes: ['check_ins', 'people'],
  accessExpiresAt: '2026-11-21T23:27:00.631Z',
  sessionExpiresAt: '2026-12-21T21:27:00.724Z',
  idleExpiresAt: '2026-11-22T05:27:00.724Z',
  upstreamDialect: 'real',
} as const;

describe('parseSession', () => {
  it('reads both shapes of GET /auth/session, times as epoch ms', () => {
    expect(parseSession(signedIn)).toEqual({
      ...signedIn,
      accessExpiresAt: Date.UTC(2026, 10, 21, 23, 27, 0, 631),
      sessionExpiresAt: Date.UTC(2026, 11, 21, 21, 27, 0, 724),
      idleExpiresAt: Date.UTC(2026, 10, 22, 5, 27, 0, 724),
    });
    expect(parseSession({ signedIn: false, loginUrl: '/auth/login' })).toEqual({
      signedIn: false,
      loginUrl: '/auth/login',
    });
    const withoutEmail = { id: signedIn.user.id, name: signedIn.user.name, email: null };
    expect(parseSession({ ...signedIn, user: withoutEmail }).signedIn).toBe(true);
    expect(parseSession({ ...signedIn, user: withoutEmail })).toMatchObject({
      user: { id: '1', name: 'Ada Admin' },
    });
  });

  it('reads an answer without the API dialect (an older proxy) as the spec dialect', () => {
    const older = Object.fromEntries(
      Object.entries(signedIn).filter(([name]) => name !== 'upstreamDialect'),
    );
    expect(parseSession(older)).toMatchObject({ signedIn: true, upstreamDialect: 'spec' });
  });

  it('reads a deadline that does not exist (a personal access token) as never', () => {
    const token = {
      ...signedIn,
      accessExpiresAt: null,
      sessionExpiresAt: null,
      idleExpiresAt: null,
    };
    const session = parseSession(token) as SignedInSession;
    expect(session.sessionExpiresAt).toBe(Number.POSITIVE_INFINITY);
    expect(sessionRecheckDelay(session, Date.now())).toBe(2 ** 31 - 1);
  });

  it('refuses anything else rather than guessing "signed out"', () => {
    for (const body of [
      null,
      'signed in',
      {},
      { signedIn: 'yes' },
      { signedIn: false },
      { ...signedIn, user: { id: 1, name: 'Ada', email: null } },
      { ...signedIn, user: { id: '1', name: 'Ada' } },
      { ...signedIn, organization: undefined },
      { ...signedIn, scopes: 'people' },
      { ...signedIn, idleExpiresAt: '2026-11-22' },
      { ...signedIn, idleExpiresAt: 'tomorrow' },
      { ...signedIn, sessionExpiresAt: 1_900_000_000_000 },
      { ...signedIn, accessExpiresAt: undefined },
      { ...signedIn, upstreamDialect: 'graphql' },
      { ...signedIn, upstreamDialect: null },
    ]) {
      expect(() => parseSession(body), JSON.stringify(body)).toThrow(SessionRequestError);
    }
  });
});

describe('return paths', () => {
  it('keeps same-origin paths with their query and fragment', () => {
    expect(safeReturnTo('/people?offset=25')).toBe('/people?offset=25');
    expect(safeReturnTo('/check-ins#today')).toBe('/check-ins#today');
    expect(safeReturnTo('/')).toBe('/');
  });

  it('falls back to "/" for other origins, loops and junk', () => {
    for (const value of [
      null,
      undefined,
      '',
      'people',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/people\nSet-Cookie: x',
      '/sign-in',
      '/sign-in?returnTo=/people',
      '/auth/login?returnTo=/',
      '/auth/logout',
    ]) {
      expect(safeReturnTo(value), String(value)).toBe('/');
    }
  });

  it('builds the proxy login URL with the return path encoded', () => {
    expect(signInUrl('/people?offset=25&order=name#top')).toBe(
      '/auth/login?returnTo=%2Fpeople%3Foffset%3D25%26order%3Dname%23top',
    );
    expect(signInUrl('https://evil.example/')).toBe('/auth/login?returnTo=%2F');
  });

  it('builds the sign-in page path with the reason first', () => {
    expect(signInPagePath('/people?offset=25', 'expired')).toBe(
      '/sign-in?reason=expired&returnTo=%2Fpeople%3Foffset%3D25',
    );
    expect(signInPagePath('/giving')).toBe('/sign-in?returnTo=%2Fgiving');
    expect(signInPagePath('/')).toBe('/sign-in');
    expect(signInPagePath('/', 'expired')).toBe('/sign-in?reason=expired');
  });
});

describe('sessionRecheckDelay', () => {
  const session = parseSession(signedIn) as SignedInSession;

  it('asks again just after the earlier of the idle and absolute deadlines', () => {
    const now = session.idleExpiresAt - 10 * 60_000;
    expect(sessionRecheckDelay(session, now)).toBe(10 * 60_000 + 1_000);
    const absoluteFirst = { ...session, sessionExpiresAt: now + 5 * 60_000 };
    expect(sessionRecheckDelay(absoluteFirst, now)).toBe(5 * 60_000 + 1_000);
  });

  it('stays within timer limits and does not poll while signed out', () => {
    expect(sessionRecheckDelay(session, session.idleExpiresAt + 60_000)).toBe(30_000);
    expect(sessionRecheckDelay(session, session.idleExpiresAt - 2 ** 32)).toBe(2 ** 31 - 1);
    expect(sessionRecheckDelay({ signedIn: false, loginUrl: '/auth/login' }, 0)).toBe(false);
    expect(sessionRecheckDelay(undefined, 0)).toBe(false);
  });
});

describe('requests to the proxy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the CSRF header and the cookie, and parses the answer', async () => {
    const fetchMock = vi.fn(async () => Response.json(signedIn));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchSession()).resolves.toEqual(parseSession(signedIn));
    expect(fetchMock).toHaveBeenCalledWith(
      '/auth/session',
      expect.objectContaining({
        method: 'GET',
        credentials: 'same-origin',
        headers: expect.objectContaining({ 'X-CSRF': '1' }),
      }),
    );
  });

  it('turns a failed fetch into an error, never into "signed out"', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await fetchSession().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionRequestError);
    expect(error).toMatchObject({ status: 0 });
  });

  it('turns a 5xx into an error with its status', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }));
    await expect(fetchSession()).rejects.toMatchObject({ status: 502 });
  });

  it('posts the logout with the CSRF header and accepts 204', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(postLogout()).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      '/auth/logout',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ 'X-CSRF': '1' }),
      }),
    );
    vi.stubGlobal('fetch', async () => new Response(null, { status: 403 }));
    await expect(postLogout()).rejects.toMatchObject({ status: 403 });
  });
});
