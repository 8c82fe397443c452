import { expect as baseExpect, type Page } from '@playwright/test';

import { severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { sandboxAll, sandboxGet, sandboxRequest } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// The e2e machine is shared with other suites; give slow answers room.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 120_000 });

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
}

function fact(page: Page, label: string) {
  return page
    .getByRole('definition')
    .filter({ has: page.locator('xpath=preceding-sibling::dt[1]').getByText(label) });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the lists and a list: no serious axe violations (${colorScheme})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/people/lists');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    const table = page.getByRole('table', { name: 'Lists' });
    await expect(table.getByRole('link', { name: 'Newcomers' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const severe = await severeAxeViolations(page, 'lists');
    await page.screenshot({
      path: screenshotPath(colorScheme === 'light' ? 'people-lists' : 'people-lists-dark', {
        forDocs: colorScheme === 'light',
      }),
    });

    await table.getByRole('link', { name: 'Newcomers' }).click();
    await expect(page.getByText('Membership is Visitor', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'People matching “Membership is Visitor”' })
        .locator('tbody tr')
        .first(),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    severe.push(...(await severeAxeViolations(page, 'list')));
    await page.screenshot({
      path: testInfo.outputPath(`people-list-${colorScheme}.png`),
      fullPage: true,
    });
    expect(severe).toEqual([]);
  });
}

test('running a list refreshes its results, counts and times', async ({ page, request }) => {
  const list = (
    await sandboxGet<{ data: Resource[] }>(request, '/people/v2/lists?where[name]=Newcomers')
  ).data;
  const newcomers = list[0];
  expect(newcomers).toBeDefined();
  const before = Number(newcomers?.attributes.total_people);
  const ranBefore = String(newcomers?.attributes.batch_completed_at);

  // A member becomes a visitor; the list finds them only once it runs again.
  const members = (
    await sandboxGet<{ data: Resource[] }>(
      request,
      '/people/v2/people?where[membership]=Member&where[status]=active&where[child]=false&order=-last_name&per_page=1',
    )
  ).data;
  const person = members[0];
  expect(person).toBeDefined();
  const name = String(person?.attributes.name);
  const patched = await sandboxRequest(request, 'PATCH', `/people/v2/people/${person?.id}`, {
    data: { type: 'Person', id: person?.id, attributes: { membership: 'Visitor' } },
  });
  expect(patched.status, JSON.stringify(patched.json)).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/people/lists/${newcomers?.id}`);
  await expect(fact(page, 'People found')).toHaveText(String(before));
  const visitors = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('table', { name: 'People matching “Membership is Visitor”' }) })
    // A rule's item holds its conditions' items: the innermost one is the condition's own.
    .last();
  await visitors.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
  const visitorResults = page.getByRole('table', {
    name: 'People matching “Membership is Visitor”',
  });
  await expect(visitorResults.locator('tbody tr').first()).toBeVisible();
  await expect(visitorResults.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('people-list') });

  await page.getByRole('button', { name: 'Run list' }).click();
  const ran = page.getByRole('status').filter({ hasText: 'The list ran' });
  await expect(ran).toBeVisible();
  await expect(visitorResults.getByRole('link', { name, exact: true })).toBeVisible();

  // The count is the run's own, as the sandbox stored it: not `before + 1`, which assumes nobody
  // else changed who is a newcomer meanwhile. The person this test made a visitor is in it.
  const after = (await sandboxGet<{ data: Resource }>(request, `/people/v2/lists/${newcomers?.id}`))
    .data;
  const found = Number(after.attributes.total_people);
  expect(after.attributes.batch_completed_at).not.toBe(ranBefore);
  const results = await sandboxAll<Resource>(request, `/people/v2/lists/${newcomers?.id}/people`);
  expect(results.data).toHaveLength(found);
  expect(results.data.map((p) => p.id)).toContain(person?.id);
  await expect(fact(page, 'People found')).toHaveText(String(found));
  await expect(ran).toContainText(`It now finds ${found} people`);
  await expect(fact(page, 'Last run').locator('time')).toHaveAttribute(
    'datetime',
    String(after.attributes.batch_completed_at),
  );
});
