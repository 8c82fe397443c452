import { expect as baseExpect } from '@playwright/test';

import { severeAxeViolations, type AxeProblem } from './support/axe';
import { test } from './support/page-problems';
import { fetchFromSandbox } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// The machine may be busy (several servers and browsers at once): allow slow answers.
const expect = baseExpect.configure({ timeout: 20_000 });

interface Person {
  id: string;
  attributes: { first_name: string; last_name: string };
}

/**
 * The search (names, URL, empty state, Clear) is giving-people-page.test.tsx's and a giver's
 * page (gifts, pages, payment methods) giving-person-page.test.tsx's; here the browser scans a
 * search's results and a giver's page.
 */
test('a name search and a giver’s page read well', async ({ page }) => {
  test.slow(); // two axe scans
  // The giver of the newest gift (the end of the spec's list), whose page shows this year's gifts.
  const { meta } = await fetchFromSandbox<{ meta: { total_count: number } }>(
    '/giving/v2/donations?per_page=1',
  );
  const newest = await fetchFromSandbox<{ data: { id: string }[] }>(
    `/giving/v2/donations?per_page=1&offset=${meta.total_count - 1}`,
  );
  const person = (
    await fetchFromSandbox<{ data: Person | null }>(
      `/giving/v2/donations/${newest.data[0]?.id ?? ''}/person`,
    )
  ).data;
  if (!person) throw new Error('the newest gift has no giver');
  const name = `${person.attributes.first_name} ${person.attributes.last_name}`;
  const severe: AxeProblem[] = [];

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/giving/people');
  const table = page.getByRole('table', { name: /Giving people/ });
  await expect(table.locator('tbody tr td:first-child a').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('giving-people') });
  await page.getByLabel('Last name').fill(person.attributes.last_name);
  await expect(page).toHaveURL(/where%5Blast_name%5D=/);
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  severe.push(...(await severeAxeViolations(page, 'search')));

  await table.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/giving/people/${person.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recurring donations' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  severe.push(...(await severeAxeViolations(page, 'giver')));
  await page.screenshot({ path: screenshotPath('giving-person') });
  expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
});
