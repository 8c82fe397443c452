import { expect as baseExpect } from '@playwright/test';

import { test } from './support/page-problems';

// The e2e machine is shared with other suites; give slow answers room.
const expect = baseExpect.configure({ timeout: 15_000 });

// page.route does not see what a service worker fetches.
test.use({ serviceWorkers: 'block' });

test('a lost connection shows a banner with the last good time, gone once the server answers', async ({
  page,
  expectedConsoleErrors,
}) => {
  // Retries, then a pause before the banner's own retry, on a shared machine.
  test.setTimeout(60_000);
  expectedConsoleErrors.push(/ERR_INTERNET_DISCONNECTED/);
  await page.goto('/people');
  await expect(page.getByRole('table', { name: 'People' })).toBeVisible();
  const banner = page.getByRole('alert').filter({ hasText: 'Can’t reach the server' });
  await expect(banner).toBeHidden();

  // The whole server out of reach: its API and its /auth routes (the banner's probe).
  const server = /^https?:\/\/[^/]+\/(api|auth)\//;
  await page.route(server, (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Search by name').fill(`lost${Math.random().toString(36).slice(2, 6)}`);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('retrying…');
  await expect(banner).toContainText(/Last reached at \d{1,2}:\d{2}/);

  // Back online: the banner's own probe reaches the server without anyone doing anything.
  await page.unroute(server);
  await expect(banner).toBeHidden();
});

test('a page whose code cannot be downloaded says so, and Reload loads it once it can', async ({
  page,
  expectedConsoleErrors,
}) => {
  // Three tries with pauses between them, on a shared machine.
  test.setTimeout(60_000);
  expectedConsoleErrors.push(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/, /dynamically imported module/);
  const chunk = '**/assets/people-settings-page-*.js';
  let attempts = 0;
  await page.route(chunk, (route) => {
    attempts += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/people');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People');

  await page
    .getByRole('navigation', { name: 'People sections' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText('Check your connection')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  // The import was tried twice more before giving up.
  expect(attempts).toBeGreaterThanOrEqual(3);

  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/people\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'This page could not be loaded',
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page whose code fails to download once loads on the retry, with no error shown', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/ERR_INTERNET_DISCONNECTED/);
  const chunk = '**/assets/lists-page-*.js';
  let attempts = 0;
  await page.route(chunk, (route) => {
    attempts += 1;
    return attempts === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  await page.goto('/people');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People');

  await page
    .getByRole('navigation', { name: 'People sections' })
    .getByRole('link', { name: 'Lists' })
    .click();
  await expect(page).toHaveURL(/\/people\/lists$/);
  await expect(
    page.getByRole('navigation', { name: 'People sections' }).getByRole('link', { name: 'Lists' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: 'Lists' })).toBeVisible();
  expect(attempts).toBe(2);
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
});

test('"Skip to content" is the first Tab stop and moves the focus to the page', async ({
  page,
}) => {
  await page.goto('/people');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab goes into the page, past the header and the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').locator(':focus')).toHaveCount(0);
});
