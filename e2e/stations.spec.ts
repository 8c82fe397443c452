import { expect as baseExpect } from '@playwright/test';

import { severeAxeViolations, type AxeProblem } from './support/axe';
import { test } from './support/page-problems';
import { screenshotPath } from './support/screenshots';

// Pages here read several lists from a sandbox both workers share; give each check some room.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * What the stations and themes tables say is stations-page.test.tsx's; here the browser asks
 * for no theme image (they live on other hosts), and the page reads well in both schemes.
 */
test('stations and themes ask for no image on another host, and read well light and dark', async ({
  page,
}) => {
  test.slow(); // two axe scans
  const externalImages: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image' && !r.url().startsWith('http://localhost')) {
      externalImages.push(r.url());
    }
  });
  const severe: AxeProblem[] = [];
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/check-ins/stations');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stations and themes');
    await expect(
      page.getByRole('table', { name: 'Themes' }).locator('tbody tr').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Stations' }).locator('tbody tr').first(),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if (colorScheme === 'light') await page.screenshot({ path: screenshotPath('stations') });
    severe.push(...(await severeAxeViolations(page, colorScheme)));
  }
  expect(externalImages).toEqual([]);
  expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
});
