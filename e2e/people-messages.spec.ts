import { expect as baseExpect, type APIRequestContext } from '@playwright/test';

import { severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { sandboxGet } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// The e2e machine is shared with other suites; give slow answers room.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 120_000 });

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
}

/** GET straight from the embedded sandbox, past the proxy. */
async function sandboxList(request: APIRequestContext, path: string): Promise<Resource[]> {
  return (await sandboxGet<{ data: Resource[] }>(request, path)).data;
}

test('messages: newest first, sortable, a drawer from the keyboard', async ({ page, request }) => {
  const newest = (
    await sandboxList(request, '/people/v2/messages?order=-created_at&per_page=1')
  )[0];
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/people/messages');
  const table = page.getByRole('table', { name: 'Messages' });
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow).toContainText(String(newest?.attributes.subject));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  await table.getByRole('button', { name: /^Sent/ }).click();
  await expect(page).toHaveURL(/order=sent_at/);

  await page.goto('/people/messages');
  await expect(firstRow).toContainText(String(newest?.attributes.subject));
  await firstRow.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`message=${newest?.id}`));
  const drawer = page.getByRole('dialog', { name: 'Message' });
  await expect(
    drawer.getByRole('heading', { name: String(newest?.attributes.subject) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/message=/);
});

test('a bounced and a rejected message say when and why', async ({ page, request }) => {
  const bounced = (
    await sandboxList(request, '/people/v2/messages?where[delivery_status]=bounced&per_page=1')
  )[0];
  const rejected = (
    await sandboxList(request, '/people/v2/messages?where[delivery_status]=rejected&per_page=1')
  )[0];
  expect(bounced && rejected).toBeTruthy();

  await page.goto(`/people/messages?message=${bounced?.id}`);
  const drawer = page.getByRole('dialog', { name: 'Message' });
  const bouncedAt = drawer.locator(`time[datetime="${String(bounced?.attributes.bounced_at)}"]`);
  await expect(bouncedAt).toBeVisible();
  await expect(drawer).toContainText('Bounced');

  await page.goto(`/people/messages?message=${rejected?.id}`);
  await expect(drawer).toContainText('Rejected');
  await expect(drawer).toContainText(String(rejected?.attributes.reject_reason));
  await expect(drawer).toContainText('Not sent');
});

test('message groups: their own view, filtered in the URL', async ({ page, request }) => {
  const system = await sandboxList(request, '/people/v2/message_groups?where[system_message]=true');
  await page.goto('/people/messages');
  await page.getByText('Message groups', { exact: true }).click();
  await expect(page).toHaveURL(/view=groups/);
  const table = page.getByRole('table', { name: 'Message groups' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  await page.getByText('System messages', { exact: true }).click();
  await expect(page).toHaveURL(
    /groups\.where%5Bsystem_message%5D=true|groups\.where\[system_message\]=true/,
  );
  await expect(table.locator('tbody tr')).toHaveCount(system.length);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`messages, a message and the groups: no serious axe violations (${colorScheme})`, async ({
    page,
    request,
  }) => {
    const bounced = (
      await sandboxList(request, '/people/v2/messages?where[delivery_status]=bounced&per_page=1')
    )[0];
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme });
    const shot = (name: string) =>
      screenshotPath(colorScheme === 'light' ? name : `${name}-dark`, {
        forDocs: colorScheme === 'light',
      });

    await page.goto('/people/messages');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    const table = page.getByRole('table', { name: 'Messages' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const severe = await severeAxeViolations(page, 'messages');
    await page.screenshot({ path: shot('people-messages') });

    await page.goto(`/people/messages?message=${bounced?.id}`);
    const drawer = page.getByRole('dialog', { name: 'Message' });
    await expect(drawer).toContainText('Bounced');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    severe.push(...(await severeAxeViolations(page, 'message drawer')));
    await page.screenshot({ path: shot('people-message-drawer') });

    await page.goto('/people/messages?view=groups');
    await expect(
      page.getByRole('table', { name: 'Message groups' }).locator('tbody tr').first(),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    severe.push(...(await severeAxeViolations(page, 'message groups')));
    await page.screenshot({ path: shot('people-message-groups') });
    expect(severe).toEqual([]);
  });
}
