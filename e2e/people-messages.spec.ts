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
