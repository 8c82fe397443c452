import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

import { e2ePorts, sandboxBasicAuth, sandboxOrigin } from './support/servers';
import { signedInTest } from './support/sign-in';

// The e2e machine is shared with other suites; give slow answers room.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Fails a test that logged a console error or threw an uncaught error (as the smoke tests do). */
const test = signedInTest.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or page errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

test.describe.configure({ timeout: 120_000 });

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
}

/** A call straight to the embedded sandbox, past the proxy; answers the parsed body. */
async function sandbox(
  request: APIRequestContext,
  method: 'GET' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<{ data: Resource | Resource[] }> {
  const response = await request.fetch(`${sandboxOrigin(e2ePorts.port)}${path}`, {
    method,
    headers: {
      Authorization: sandboxBasicAuth,
      ...(body === undefined ? {} : { 'Content-Type': 'application/vnd.api+json' }),
    },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { data: Resource | Resource[] };
}

async function seriousAxeViolations(page: Page) {
  // Scan the page at rest: no hovered button, nothing half-way through a transition.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

function fact(page: Page, label: string) {
  return page
    .getByRole('definition')
    .filter({ has: page.locator('xpath=preceding-sibling::dt[1]').getByText(label) });
}

test('the lists: sorted in the URL, each opens its page', async ({ page }) => {
  await page.goto('/people/lists');
  const table = page.getByRole('table', { name: 'Lists' });
  await expect(table.getByRole('link', { name: 'Newcomers' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(6);

  await table.getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(/order=-name/);
  await expect(table.locator('tbody tr').first()).toContainText("Women's Ministry");
  await page.goBack();
  await expect(table.locator('tbody tr').first()).toContainText('Children');

  await table.getByRole('link', { name: 'Newcomers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newcomers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rule 1' })).toBeVisible();
  await expect(page.getByText('Membership is Visitor', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'People the list is shared with' })).toBeVisible();
});

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
    const severe = [{ state: 'lists', problems: await seriousAxeViolations(page) }];
    await page.screenshot({
      path:
        colorScheme === 'light'
          ? 'docs/screenshots/people-lists.png'
          : testInfo.outputPath('people-lists-dark.png'),
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
    severe.push({ state: 'list', problems: await seriousAxeViolations(page) });
    await page.screenshot({
      path: testInfo.outputPath(`people-list-${colorScheme}.png`),
      fullPage: true,
    });
    expect(severe.filter((s) => s.problems.length > 0)).toEqual([]);
  });
}

test('running a list refreshes its results, counts and times', async ({ page, request }) => {
  const list = (await sandbox(request, 'GET', '/people/v2/lists?where[name]=Newcomers'))
    .data as Resource[];
  const newcomers = list[0];
  expect(newcomers).toBeDefined();
  const before = Number(newcomers?.attributes.total_people);
  const ranBefore = String(newcomers?.attributes.batch_completed_at);

  // A member becomes a visitor; the list finds them only once it runs again.
  const members = (
    await sandbox(
      request,
      'GET',
      '/people/v2/people?where[membership]=Member&where[status]=active&where[child]=false&order=-last_name&per_page=1',
    )
  ).data as Resource[];
  const person = members[0];
  expect(person).toBeDefined();
  const name = String(person?.attributes.name);
  await sandbox(request, 'PATCH', `/people/v2/people/${person?.id}`, {
    data: { type: 'Person', id: person?.id, attributes: { membership: 'Visitor' } },
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/people/lists/${newcomers?.id}`);
  await expect(fact(page, 'People found')).toHaveText(String(before));
  const visitors = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('table', { name: 'People matching “Membership is Visitor”' }) });
  await visitors.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
  const visitorResults = page.getByRole('table', {
    name: 'People matching “Membership is Visitor”',
  });
  await expect(visitorResults.locator('tbody tr').first()).toBeVisible();
  await expect(visitorResults.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'docs/screenshots/people-list.png' });

  await page.getByRole('button', { name: 'Run list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The list ran' })).toBeVisible();
  await expect(fact(page, 'People found')).toHaveText(String(before + 1));
  await expect(page.getByRole('status').filter({ hasText: 'The list ran' })).toContainText(
    `It now finds ${before + 1} people`,
  );
  await expect(visitorResults.getByRole('link', { name, exact: true })).toBeVisible();

  const after = (await sandbox(request, 'GET', `/people/v2/lists/${newcomers?.id}`))
    .data as Resource;
  expect(after.attributes.total_people).toBe(before + 1);
  expect(after.attributes.batch_completed_at).not.toBe(ranBefore);
  await expect(fact(page, 'Last run').locator('time')).toHaveAttribute(
    'datetime',
    String(after.attributes.batch_completed_at),
  );
});
