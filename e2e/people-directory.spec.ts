import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

import { severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { sandboxGet } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// The e2e machine is shared with other suites; give slow answers room.
const expect = baseExpect.configure({ timeout: 15_000 });

interface PersonResource {
  id: string;
  attributes: { name: string; avatar: string; birthdate: string | null; status: string };
}

interface PeopleAnswer {
  data: PersonResource[];
  meta: { total_count: number };
}

/** GET /people/v2/people straight from the sandbox, past the proxy. */
function sandboxPeople(request: APIRequestContext, query: string): Promise<PeopleAnswer> {
  return sandboxGet<PeopleAnswer>(request, `/people/v2/people?${query}`);
}

function peopleTable(page: Page) {
  return page.getByRole('table', { name: 'People' });
}

/** The names in the table's rows, once the table shows `expected` (retried until it does). */
async function expectRows(page: Page, expected: PeopleAnswer) {
  await expect(peopleTable(page).locator('tbody tr td a')).toHaveText(
    expected.data.map((person) => person.attributes.name),
  );
}

async function expectCount(page: Page, first: number, last: number, total: number) {
  const f = new Intl.NumberFormat('en-US');
  await expect(
    page.getByText(`${f.format(first)}–${f.format(last)} of ${f.format(total)} people`),
  ).toBeVisible();
}

test('the directory lists people as the sandbox orders them, with search and pages in the URL', async ({
  page,
  request,
}) => {
  await page.goto('/people');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People');
  await expect(
    page
      .getByRole('navigation', { name: 'People sections' })
      .getByRole('link', { name: 'Directory' }),
  ).toHaveAttribute('aria-current', 'page');

  // Default: last name A–Z, 25 per page.
  const first = await sandboxPeople(request, 'order=last_name&per_page=25');
  await expectRows(page, first);
  await expectCount(page, 1, 25, first.meta.total_count);

  // Search by name.
  await page.getByLabel('Search by name').fill('an');
  await expect(page).toHaveURL(/where%5Bsearch_name%5D=an|where\[search_name\]=an/);
  const searched = await sandboxPeople(
    request,
    'where[search_name]=an&order=last_name&per_page=25',
  );
  expect(searched.meta.total_count).toBeGreaterThan(1);
  await expectRows(page, searched);

  // Every order of the endpoint is offered; choose birthdate, newest first.
  const orderBy = page.getByLabel('Order by');
  await expect(orderBy.locator('option')).toHaveCount(32);
  await orderBy.selectOption({ label: 'Birthdate (newest first)' });
  await expect(page).toHaveURL(/order=-birthdate/);
  const byBirthdate = await sandboxPeople(
    request,
    'where[search_name]=an&order=-birthdate&per_page=25',
  );
  await expectRows(page, byBirthdate);

  // The state survives a reload.
  await page.reload();
  await expect(page.getByLabel('Search by name')).toHaveValue('an');
  await expect(page.getByLabel('Order by')).toHaveValue('-birthdate');
  await expectRows(page, byBirthdate);

  // A search nobody matches says so.
  await page.getByLabel('Search by name').fill('zzqx');
  await expect(peopleTable(page)).toContainText('Nobody’s name or nickname contains “zzqx”');
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page).not.toHaveURL(/search_name/);

  // Pages: 10 per page, then page 3, sorted by a header.
  await page.getByLabel('Rows per page').selectOption('10');
  await page.getByRole('button', { name: /^Created/ }).click();
  await expect(page).toHaveURL(/order=created_at/);
  await page.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(page).toHaveURL(/offset=20/);
  const third = await sandboxPeople(request, 'order=created_at&per_page=10&offset=20');
  await expectRows(page, third);
  await expectCount(page, 21, 30, third.meta.total_count);
  await expect(page.getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await page.reload();
  await expectRows(page, third);
  await expectCount(page, 21, 30, third.meta.total_count);

  // Back walks through the history of the list.
  await page.goBack();
  await expect(page).not.toHaveURL(/offset=20/);
});

test('a row links to the profile, and seeded avatars on another host show initials', async ({
  page,
  request,
}) => {
  const answer = await sandboxPeople(request, 'where[search_name]=Lamar&per_page=25');
  const lamar = answer.data[0];
  expect(lamar, 'the seed has Lamar').toBeDefined();
  if (!lamar) return;
  expect(lamar.attributes.avatar).toMatch(/^https:\/\/people\.sandbox\.test\//);

  await page.goto('/people?where[search_name]=Lamar');
  const row = peopleTable(page).getByRole('row').filter({ hasText: lamar.attributes.name });
  await expect(row).toBeVisible();
  // No <img> points at the blocked host: the avatar is initials.
  await expect(page.locator('img[src*="people.sandbox.test"]')).toHaveCount(0);
  await expect(row.locator('.mantine-Avatar-placeholder')).toHaveText('LN');

  await row.getByRole('link', { name: lamar.attributes.name }).click();
  await expect(page).toHaveURL(new RegExp(`/people/${lamar.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lamar.attributes.name);
});

test('the directory has no serious or critical axe violations (light and dark)', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const first = await sandboxPeople(request, 'order=last_name&per_page=25');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/people');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectRows(page, first);
    // Let the org time zone settle the dates before scanning and taking the picture.
    await expect(peopleTable(page).locator('time').first()).toBeVisible();
    expect(await severeAxeViolations(page, colorScheme)).toEqual([]);
    if (colorScheme === 'light') {
      await page.screenshot({ path: screenshotPath('people-directory') });
    }
  }
});
