import { expect as baseExpect } from '@playwright/test';

import { severeAxeViolations, type AxeProblem } from './support/axe';
import { test } from './support/page-problems';
import { fetchFromSandbox } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// The machine may be busy (several servers and browsers at once): allow slow answers.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * What the list and its drawer say (statuses, amounts, schedules, the card, the designations,
 * the URL and the keys) is recurring-donations-page.test.tsx's; here the browser scans them.
 */
test('the recurring donations and a drawer read well, light and dark', async ({ page }) => {
  test.slow(); // three axe scans
  const { data } = await fetchFromSandbox<{
    data: { id: string; attributes: { status: string } }[];
  }>('/giving/v2/recurring_donations?per_page=100');
  // One on hold until a date, for the README's picture.
  const first = data.find((r) => r.attributes.status.startsWith('on hold until ')) ?? data[0];
  if (!first) throw new Error('the sandbox has no recurring donations');
  const severe: AxeProblem[] = [];
  const rows = page.getByRole('row', { name: /^Open recurring donation #/ });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/giving/recurring?per_page=100');
  await expect(rows.first()).toContainText(/\$/);
  severe.push(...(await severeAxeViolations(page, 'list')));

  await page.goto(`/giving/recurring?per_page=100&recurring=${first.id}`);
  const drawer = page.getByRole('dialog', { name: `Recurring donation #${first.id}` });
  await expect(drawer.getByRole('heading', { name: 'Schedule as sent' })).toBeVisible();
  await expect(drawer.getByRole('table')).toBeVisible();
  // Scan after the slide-in: half-transparent text would fail the contrast check.
  await expect(drawer).toHaveCSS('opacity', '1');
  severe.push(...(await severeAxeViolations(page, 'drawer')));
  await page.screenshot({ path: screenshotPath('giving-recurring') });

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/giving/recurring?per_page=100');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(rows.first()).toContainText(/\$/);
  severe.push(...(await severeAxeViolations(page, 'list, dark')));
  expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
});
