import { expect, type Page } from '@playwright/test';

import { severeAxeViolations, type AxeProblem } from './support/axe';
import { holdRequests } from './support/held-requests';
import { test } from './support/page-problems';
import { sandboxGet } from './support/sandbox-api';
import { SANDBOX_CHURCH, SIGN_IN_HEADING, signedInUserName } from './support/sign-in';

// Every page of the shell needs a session, so each test starts signed in (see signedInTest), and
// fails if the page logged a console error or threw an uncaught error (support/page-problems.ts).

/** The side nav, in order, with the h1 each page shows. */
const NAV_ENTRIES = [
  { label: 'This week', path: '/', heading: 'This week' },
  { label: 'Check-ins', path: '/check-ins', heading: 'Check-ins' },
  { label: 'Headcounts', path: '/headcounts', heading: 'Headcounts' },
  { label: 'Giving', path: '/giving', heading: 'Giving' },
  { label: 'People', path: '/people', heading: 'People' },
  { label: 'Reports', path: '/reports/attendance', heading: 'Reports' },
  { label: 'Rules', path: '/rules', heading: 'Rules' },
] as const;

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

function pageHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

function urlFor(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
}

test('"/" opens the shell on This week and every nav entry opens its page', async ({ page }) => {
  await page.goto('/');

  await expect(pageHeading(page)).toHaveText('This week');
  await expect(page.getByRole('banner')).toContainText('Narthex');
  await expect(page.getByRole('banner')).toContainText(SANDBOX_CHURCH);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(mainNav(page).getByRole('link')).toHaveText(NAV_ENTRIES.map((e) => e.label));

  for (const entry of NAV_ENTRIES) {
    const link = mainNav(page).getByRole('link', { name: entry.label, exact: true });
    await link.click();
    await expect(page).toHaveURL(urlFor(entry.path));
    await expect(pageHeading(page)).toHaveText(entry.heading);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(`${entry.heading} · Narthex`);
  }

  await page.goto('/giving');
  await expect(page.getByText('Beta', { exact: true })).toBeVisible();
});

test("a navigation asks for all of the next page's chunks at once", async ({ page, request }) => {
  const preloads = (await (await request.get('/route-preloads.json')).json()) as {
    routes: { path: string; files: string[] }[];
  };
  const peopleFiles = preloads.routes.find((route) => route.path === '/people')?.files ?? [];
  expect(peopleFiles.length).toBeGreaterThan(1);
  await page.goto('/check-ins');
  await expect(pageHeading(page)).toHaveText('Check-ins');
  await mainNav(page).getByRole('link', { name: 'People' }).click();
  await expect(pageHeading(page)).toHaveText('People');
  // Each of them named in a modulepreload link, not found one import level after another.
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toEqual(expect.arrayContaining(peopleFiles.map((file) => `/${file}`)));
});

test('nav entries work from the keyboard', async ({ page }) => {
  await page.goto('/check-ins');
  await expect(pageHeading(page)).toHaveText('Check-ins');

  await mainNav(page).getByRole('link', { name: 'Headcounts' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlFor('/headcounts'));
  await expect(pageHeading(page)).toHaveText('Headcounts');
});

test('on a narrow screen the burger opens and closes the nav', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/check-ins');

  const burger = page.getByRole('button', { name: 'Open navigation' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  // The off-screen nav must not take keyboard focus while it is closed.
  await expect(mainNav(page)).toHaveAttribute('inert', '');
  await burger.click();
  const close = page.getByRole('button', { name: 'Close navigation' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNav(page)).not.toHaveAttribute('inert');

  await mainNav(page).getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(urlFor('/people'));
  await expect(pageHeading(page)).toHaveText('People');
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(mainNav(page)).toHaveAttribute('inert', '');
});

/** Pages with the widest content, and what shows once it is there. */
const NARROW_SCREEN_PAGES = [
  { path: '/check-ins', ready: 'main table tbody tr' },
  { path: '/check-ins/stations', ready: 'main table tbody tr' },
  { path: '/giving/funds', ready: 'main table tbody tr' },
  { path: '/people', ready: 'main table tbody tr' },
  { path: '/people/settings', ready: 'main table tbody tr' },
  { path: '/reports/attendance', ready: 'main table tbody tr' },
  // The preview's note holds a long URL.
  { path: '/rules', ready: 'text=are examples' },
] as const;

test('on a 320 px phone no page is wider than the screen, and the header fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const { path, ready } of NARROW_SCREEN_PAGES) {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    // A wide table scrolls in its own box; nothing may widen the page itself, or a phone's
    // browser zooms the whole page out to show it.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page, `${path} is ${widths.page} px wide`).toBeLessThanOrEqual(widths.screen);
  }
  const userName = await signedInUserName(page.context().request);
  await expect(page.getByRole('button', { name: userName })).toBeInViewport({ ratio: 1 });
});

test('the color scheme toggle switches data-mantine-color-scheme on <html>', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // A page the browser renders: on a server-rendered one (/check-ins, /people) a click before its
  // scripts have run is not seen (server-render.spec.ts covers input once they run).
  await page.goto('/giving');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giving');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  // The toggle shows the one icon of the scheme it leaves: a moon in light, a sun in dark.
  const toggle = page.getByRole('button', { name: /^Switch to (dark|light) color scheme$/ });
  await expect(toggle.locator('.narthex-icon:visible')).toHaveCount(1);
  await expect(toggle.locator('[data-icon="moon"]')).toBeVisible();

  await page.getByRole('button', { name: 'Switch to dark color scheme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(toggle.locator('.narthex-icon:visible')).toHaveCount(1);
  await expect(toggle.locator('[data-icon="sun"]')).toBeVisible();

  // The choice is remembered across a reload.
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('button', { name: 'Switch to light color scheme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

// A signed-in browser gets these pages rendered by the server (D107, e2e/server-render.spec.ts),
// with no request of its own before the rows, in any language. A page the server leaves to the
// app (a render past its time limit, a failure) gets them from the app, which starts their
// requests from the router (D98): here the server's page is replaced by the plain one.
test.describe('a list page rendered by the browser', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/people' || url.pathname === '/check-ins',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /<div id="root">[\s\S]*?<script type="application\/json" id="narthex-page-state">[\s\S]*?<\/script>/,
          '<div id="root"></div>',
        );
        await route.fulfill({ response, body: html });
      },
    );
  });

  for (const { path, list } of [
    { path: '/people?order=-last_name', list: '/api/people/v2/people?' },
    { path: '/check-ins', list: '/api/check_ins/v2/check_ins?' },
  ]) {
    test(`${path}: the list and the time zone are asked for beside the session check, not after it`, async ({
      page,
    }) => {
      const asked: string[] = [];
      let bothAsked: () => void = () => undefined;
      const ready = new Promise<void>((resolve) => (bothAsked = resolve));
      page.on('request', (request) => {
        const { pathname, search } = new URL(request.url());
        asked.push(`${pathname}${search ? '?' : ''}`);
        if (asked.includes(list) && asked.includes('/api/check_ins/v2')) bothAsked();
      });
      // The session's answer is held until both requests have left (10 s at most): a page that
      // waited for it before asking would hold it the whole time.
      let heldUntilBoth = false;
      await page.route('**/auth/session', async (route) => {
        heldUntilBoth = await Promise.race([
          ready.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(resolve, 10_000, false)),
        ]);
        await route.continue();
      });
      await page.goto(path);
      await expect(
        page.locator('table tbody tr:not([aria-hidden="true"]) > td:not([colspan])').first(),
      ).toBeVisible({ timeout: 20_000 });
      expect(heldUntilBoth, `asked before the session answered: ${asked.join(', ')}`).toBe(true);
      expect(asked.filter((url) => url === list)).toHaveLength(1);
    });
  }

  test('a browser that does not remember being signed in asks for the time zone beside the list, after the session check', async ({
    page,
  }) => {
    // A first visit on this browser: the session cookie is there, the app's own note is not.
    await page.addInitScript(() => window.localStorage.clear());
    const asked: string[] = [];
    let timeZoneAsked: () => void = () => undefined;
    const timeZone = new Promise<void>((resolve) => (timeZoneAsked = resolve));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      asked.push(pathname);
      if (pathname === '/api/check_ins/v2') timeZoneAsked();
    });
    // The list's answer is held until the time zone has been asked for (10 s at most): a page
    // that asked for it only once its rows were drawn would hold it the whole time.
    let heldUntilAsked = false;
    await page.route('**/api/check_ins/v2/check_ins?*', async (route) => {
      heldUntilAsked = await Promise.race([
        timeZone.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(resolve, 10_000, false)),
      ]);
      await route.continue();
    });
    await page.goto('/check-ins');
    await expect(
      page.locator('table tbody tr:not([aria-hidden="true"]) > td:not([colspan])').first(),
    ).toBeVisible({ timeout: 20_000 });
    expect(heldUntilAsked, `asked: ${asked.join(', ')}`).toBe(true);
    expect(asked.indexOf('/auth/session')).toBeLessThan(asked.indexOf('/api/check_ins/v2'));
  });
});

test('an unknown URL shows the 404 page inside the shell', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(pageHeading(page)).toHaveText('Page not found');
  await expect(page.getByRole('main')).toContainText('/no-such-page');
  await expect(mainNav(page)).toBeVisible();

  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(urlFor('/'));
  await expect(pageHeading(page)).toHaveText('This week');
});

test('a page whose code fails to load shows the error page inside the shell', async ({
  page,
  expectedConsoleErrors,
}) => {
  // The aborted request is logged by the browser; anything else is still a failure.
  expectedConsoleErrors.push(/Failed to load resource/);
  // Simulate a stale or unreachable page chunk, e.g. after a deploy.
  await page.route('**/assets/rules-page-*.js', (route) => route.abort());
  await page.goto('/check-ins');
  await expect(pageHeading(page)).toHaveText('Check-ins');

  // A chunk that never arrives (it is asked for three times) reads as a connection problem.
  await mainNav(page).getByRole('link', { name: 'Rules' }).click();
  await expect(pageHeading(page)).toHaveText('This page could not be loaded');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();

  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(urlFor('/'));
  await expect(pageHeading(page)).toHaveText('This week');
});

test.describe('a navigation that waits', () => {
  // The page's code must come from the network, where the test holds it, not from a service worker.
  test.use({ serviceWorkers: 'block' });

  test('a menu click whose page is slow to come shows a bar and the old page dimmed and inert; Back and Forward never show it', async ({
    page,
    request,
  }) => {
    type Person = { id: string; attributes: { name: string } };
    const [person] = (
      await sandboxGet<{ data: Person[] }>(request, '/people/v2/people', { per_page: '1' })
    ).data;
    if (!person) throw new Error('no seeded person');
    // The Giving page's code arrives only when the test lets it.
    const givingCode = await holdRequests(page, (url) =>
      /\/assets\/giving-page-[^/]+\.js$/.test(url.pathname),
    );
    await page.goto(`/people/${person.id}`);
    await expect(pageHeading(page)).toHaveText(person.attributes.name);
    const progress = page.getByRole('progressbar', { name: 'Loading page' });
    const stalePage = page.getByRole('main').locator('[inert]');

    await mainNav(page).getByRole('link', { name: 'Giving', exact: true }).click();
    await expect(page).toHaveURL(urlFor('/giving'));
    await expect(progress).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(1);
    // The profile under /giving: plainly not the current page, and nothing on it can be used.
    await expect(stalePage).toContainText(person.attributes.name);
    await expect(stalePage).toHaveCSS('opacity', '0.4');
    const control = stalePage.locator('a[href], button').first();
    await control.focus();
    await expect(control).not.toBeFocused();

    // Back gives the profile back, live. Back and Forward render at once (React's rule for
    // popstate, D128): Forward shows Giving's loader in the profile's place until its code is in.
    await page.goBack();
    await expect(page).toHaveURL(urlFor(`/people/${person.id}`));
    await expect(progress).toHaveCount(0);
    await expect(stalePage).toHaveCount(0);
    await expect(pageHeading(page)).toHaveText(person.attributes.name);
    await page.goForward();
    await expect(page).toHaveURL(urlFor('/giving'));
    await expect(
      page.getByRole('main').getByRole('status', { name: 'Loading page' }),
    ).toBeVisible();
    await expect(pageHeading(page)).toHaveCount(0);

    givingCode.release();
    await expect(pageHeading(page)).toHaveText('Giving');
    await expect(progress).toHaveCount(0);
    await expect(stalePage).toHaveCount(0);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the shell and its pages have no serious or critical axe violations (${colorScheme})`, async ({
    page,
  }) => {
    test.slow(); // one axe scan per page
    await page.emulateMedia({ colorScheme });
    const severe: AxeProblem[] = [];

    for (const { path, heading } of [
      ...NAV_ENTRIES,
      { path: '/no-such-page', heading: 'Page not found' },
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await expect(pageHeading(page)).toHaveText(heading);
      severe.push(...(await severeAxeViolations(page, path)));
    }

    // The user menu, open.
    const userName = await signedInUserName(page.context().request);
    await page.getByRole('banner').getByRole('button', { name: userName }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    // Scan after the fade-in: half-transparent text would fail the contrast check.
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    severe.push(...(await severeAxeViolations(page, 'user menu')));

    expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
  });
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the sign-in page has no serious or critical axe violations (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      const severe: AxeProblem[] = [];

      for (const path of ['/sign-in', '/sign-in?reason=expired&returnTo=%2Fpeople']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute(
          'data-mantine-color-scheme',
          colorScheme,
        );
        await expect(pageHeading(page)).toHaveText(SIGN_IN_HEADING);
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
        severe.push(...(await severeAxeViolations(page, path)));
      }

      expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
    });
  }
});
