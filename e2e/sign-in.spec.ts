import { expect, test as base, type Page } from '@playwright/test';

import {
  allowOnConsentPage,
  currentSession,
  SANDBOX_CHURCH,
  SIGN_IN_HEADING,
  signIn,
  signInFromSignInPage,
} from './support/sign-in';
import {
  failedLoad,
  pageProblemsFixtures,
  type PageProblemsFixtures,
} from './support/page-problems';

/**
 * Each test gets a fresh browser context (no cookies), so it starts signed out. Console errors
 * and uncaught errors of Narthex's own pages fail the test; the sandbox's consent page, on
 * another origin, is not ours to judge here.
 */
const test = base.extend<PageProblemsFixtures>(pageProblemsFixtures({ ownOriginOnly: true }));

const EXPLANATION =
  "You will sign in with your church's account; Narthex never sees your password.";
const EXPIRED = 'Your session ended. Sign in again to continue where you left off.';

function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** The exact absolute URL of `path` in the app. */
function appUrl(baseURL: string | undefined, path: string): string {
  return new URL(path, baseURL).href;
}

/** An API call through the proxy with the context's cookies, as the SPA's client makes it. */
function apiGet(page: Page) {
  return page.context().request.get('/api/people/v2/people?per_page=1', {
    headers: { 'X-CSRF': '1', Accept: 'application/vnd.api+json' },
  });
}

test('signing in from "/" reaches the dashboard; signing out returns to the sign-in page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(appUrl(baseURL, '/sign-in'));
  await expect(heading(page)).toHaveText(SIGN_IN_HEADING);
  await expect(page).toHaveTitle('Sign in · Narthex');
  await expect(page.getByText(EXPLANATION)).toBeVisible();
  // A first visit is not an ended session, and the sign-in page is not inside the shell.
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The sandbox's sign-in and consent page, reached by navigation.
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/oauth\/authorize/);
  await allowOnConsentPage(page);

  await expect(page).toHaveURL(appUrl(baseURL, '/'));
  await expect(heading(page)).toHaveText('This week');
  const session = await currentSession(page.context().request);
  expect(session).toMatchObject({ signedIn: true, organization: { name: SANDBOX_CHURCH } });
  const userName = session.user?.name ?? '';
  expect(userName).not.toBe('');
  const banner = page.getByRole('banner');
  await expect(banner).toContainText(SANDBOX_CHURCH);
  await expect(banner).toContainText(userName);

  const userMenu = banner.getByRole('button', { name: userName });
  await expect(userMenu).toHaveAttribute('aria-haspopup', 'menu');
  await userMenu.click();
  await expect(page.getByRole('menu')).toContainText(SANDBOX_CHURCH);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(appUrl(baseURL, '/sign-in'));
  await expect(heading(page)).toHaveText(SIGN_IN_HEADING);
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  expect(await currentSession(page.context().request)).toMatchObject({ signedIn: false });
  expect((await apiGet(page)).status()).toBe(401);

  // Signed out on purpose: the shell asks to sign in again, without "your session ended".
  await page.goto('/giving');
  await expect(page).toHaveURL(appUrl(baseURL, '/sign-in?returnTo=%2Fgiving'));
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
});

test('signing in comes back to the exact URL that was opened', async ({ page, baseURL }) => {
  await page.goto('/people?offset=25');
  await expect(page).toHaveURL(appUrl(baseURL, '/sign-in?returnTo=%2Fpeople%3Foffset%3D25'));

  await signInFromSignInPage(page);

  await expect(page).toHaveURL(appUrl(baseURL, '/people?offset=25'));
  expect(page.url()).toBe(appUrl(baseURL, '/people?offset=25'));
  await expect(heading(page)).toHaveText('People');
});

test('when the session is gone, the next page load asks to sign in again and comes back', async ({
  page,
  baseURL,
  expectedConsoleErrors,
}) => {
  // A quiet page: one that keeps fetching (the giving overview walks every donation) would meet
  // the cleared cookie itself and redirect before the reload this test is about.
  await signIn(page, '/check-ins/stations');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The session carries API calls through the proxy.
  expect((await apiGet(page)).status()).toBe(200);

  // The session cookie disappears (expired, or ended elsewhere).
  await page.context().clearCookies();
  const refused = await apiGet(page);
  expect(refused.status()).toBe(401);
  const body = (await refused.json()) as { errors: { code: string }[] };
  expect(['not_signed_in', 'session_expired']).toContain(body.errors[0]?.code);
  expect(await currentSession(page.context().request)).toMatchObject({ signedIn: false });

  // This browser was signed in, so the page asks for its data beside the session check; those
  // requests meet the ended session (401) and lead to the sign-in page too.
  expectedConsoleErrors.push(failedLoad(401));
  await page.goto('/people?offset=25');
  await expect(page).toHaveURL(
    appUrl(baseURL, '/sign-in?reason=expired&returnTo=%2Fpeople%3Foffset%3D25'),
  );
  await expect(page.getByRole('alert')).toHaveText(EXPIRED);

  await signInFromSignInPage(page);
  await expect(page).toHaveURL(appUrl(baseURL, '/people?offset=25'));
  await expect(heading(page)).toHaveText('People');
});

test('the user menu works from the keyboard', async ({ page, baseURL }) => {
  await signIn(page, '/rules');
  const userName = (await currentSession(page.context().request)).user?.name ?? '';
  const userMenu = page.getByRole('banner').getByRole('button', { name: userName });

  await userMenu.focus();
  await page.keyboard.press('Enter');
  await expect(userMenu).toHaveAttribute('aria-expanded', 'true');
  // Opening the menu moves focus into it, onto Sign out (after the language choices).
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOut).toBeFocused();

  // Escape closes the menu and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(userMenu).toHaveAttribute('aria-expanded', 'false');
  await expect(userMenu).toBeFocused();

  await page.keyboard.press('Space');
  await expect(signOut).toBeFocused();
  // The arrows go round the items: past Sign out, the first language, and back.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
  await expect(page.getByRole('menuitem', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.keyboard.press('ArrowUp');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(appUrl(baseURL, '/sign-in'));
});
