// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { UNSAFE_createMemoryHistory, useLocation, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createAppHistory } from '../lib/browser/app-history';
import { AppRouter } from './app-router';
import { LanguageProvider } from './i18n/language-context';
import { NAVIGATION_SIGN_DELAY_MS, PendingNavigation } from './pending-navigation';
import { testLanguage } from './testing/test-providers';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A lazy component whose code arrives when `release()` is called. */
function heldBack(heading: string) {
  let release = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const Component = lazy(() => arrived.then(() => ({ default: () => <h1>{heading}</h1> })));
  return { Component, release: () => act(async () => release()) };
}

/**
 * The shell's page area over a memory history at a profile: /giving's code is held back, /people
 * is there at once, and the profile's "Giving" tab (?tab=giving) is held back too.
 */
function renderShell() {
  const givingPage = heldBack('Giving');
  const givingTab = heldBack('Giving tab');
  function Profile() {
    const { search } = useLocation();
    return (
      <>
        <h1>Profile</h1>
        <button type="button">Edit</button>
        {search === '?tab=giving' && <givingTab.Component />}
      </>
    );
  }
  function Pages() {
    return useRoutes([
      { path: '/people/1', element: <Profile /> },
      { path: '/people', element: <h1>People</h1> },
      { path: '/giving', element: <givingPage.Component /> },
    ]);
  }
  const history = createAppHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/people/1'] }));
  render(
    <LanguageProvider setting={testLanguage()}>
      <AppRouter history={history}>
        <PendingNavigation>
          <Suspense fallback={<p>Loading…</p>}>
            <Pages />
          </Suspense>
        </PendingNavigation>
      </AppRouter>
    </LanguageProvider>,
  );
  return { history, givingPage, givingTab };
}

const go = (move: () => void) => act(move);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const bar = () => screen.queryByRole('progressbar');
const said = () => screen.getByRole('status').textContent;
/** The element around the page shown that is inert, if any. */
const inertPage = () => screen.getByRole('heading', { level: 1 }).closest('[inert]');
/** What a live page shows: no bar, no words, nothing inert. */
function expectNoSign() {
  expect(bar()).toBeNull();
  expect(said()).toBe('');
  expect(inertPage()).toBeNull();
}

describe('PendingNavigation', () => {
  it('shows nothing for a navigation whose page is there at once', async () => {
    const { history } = renderShell();
    await go(() => history.navigator.push('/people'));
    expect(heading()).toBe('People');
    await wait(NAVIGATION_SIGN_DELAY_MS * 4);
    expectNoSign();
  });

  it('after a moment, shows a waiting navigation: a bar, words, the old page dimmed and inert', async () => {
    const { history, givingPage } = renderShell();
    await go(() => history.navigator.push('/giving'));
    expect(heading()).toBe('Profile');
    await wait(NAVIGATION_SIGN_DELAY_MS - 1);
    expectNoSign();

    await wait(1);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    expect(said()).toBe('Loading page…');
    expect(heading()).toBe('Profile');
    expect(inertPage()?.hasAttribute('data-stale')).toBe(true);

    await givingPage.release();
    expect(heading()).toBe('Giving');
    expectNoSign();
  });

  it('lets another navigation replace the waiting one, which never shows when its code comes', async () => {
    const { history, givingPage } = renderShell();
    await go(() => history.navigator.push('/giving'));
    await wait(NAVIGATION_SIGN_DELAY_MS);
    expect(bar()).not.toBeNull();

    await go(() => history.navigator.push('/people'));
    expect(heading()).toBe('People');
    expectNoSign();

    await givingPage.release();
    expect(heading()).toBe('People');
    expect(history.location.pathname).toBe('/people');
  });

  it('goes Back to the live page while a navigation waits', async () => {
    const { history, givingPage } = renderShell();
    await go(() => history.navigator.push('/giving'));
    await wait(NAVIGATION_SIGN_DELAY_MS);
    expect(inertPage()).not.toBeNull();

    await go(() => history.navigator.go(-1));
    expect(history.location.pathname).toBe('/people/1');
    expect(heading()).toBe('Profile');
    expectNoSign();
    await givingPage.release();
    expect(heading()).toBe('Profile');
  });

  it("shows a waiting change of the page's own query without locking the page", async () => {
    const { history, givingTab } = renderShell();
    await go(() => history.navigator.push('/people/1?tab=giving'));
    await wait(NAVIGATION_SIGN_DELAY_MS);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(said()).toBe('Loading…');
    expect(inertPage()).toBeNull();
    await givingTab.release();
    expect(bar()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Giving tab' })).toBeTruthy();
  });
});
