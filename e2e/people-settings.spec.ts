import { expect as baseExpect, type APIRequestContext } from '@playwright/test';

import { severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { sandboxAll } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// The e2e machine is shared with other suites; give slow answers room.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 120_000 });

/**
 * Every value of a settings kind, straight from the embedded sandbox (all pages: the other
 * worker adds values to the same lists, so a test looks only for its own values in them).
 */
async function sandboxValues(request: APIRequestContext, kind: string): Promise<string[]> {
  const { data } = await sandboxAll<{ attributes: { value: string } }>(
    request,
    `/people/v2/${kind}`,
  );
  return data.map((record) => record.attributes.value);
}

/** `label` with a suffix no other test (or another run of this one) uses. */
function unique(label: string): string {
  return `${label}${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 6)}`;
}

test('adds, edits and deletes a name prefix', async ({ page, request }) => {
  const value = unique('Rev. ');
  const edited = `${value} (edited)`;
  await page.goto('/people/settings');
  const section = page.getByRole('region', { name: 'Name prefixes' });

  await section.getByRole('button', { name: 'Add a name prefix' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add name prefix' });
  await dialog.getByRole('textbox', { name: 'Value', exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `Added the name prefix “${value}”` }),
  ).toBeVisible();
  await expect(section.getByRole('cell', { name: value, exact: true })).toBeVisible();
  expect(await sandboxValues(request, 'name_prefixes')).toContain(value);

  await section.getByRole('button', { name: `Edit the name prefix ${value}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit name prefix' });
  await expect(editDialog.getByRole('textbox', { name: 'Value', exact: true })).toHaveValue(value);
  await editDialog.getByRole('textbox', { name: 'Value', exact: true }).fill(edited);
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `to “${edited}”` })).toBeVisible();
  const afterEdit = await sandboxValues(request, 'name_prefixes');
  expect(afterEdit).toContain(edited);
  expect(afterEdit).not.toContain(value);

  await section.getByRole('button', { name: `Delete the name prefix ${edited}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this name prefix?' });
  await expect(confirm).toContainText(edited);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await sandboxValues(request, 'name_prefixes')).toContain(edited);
  await section.getByRole('button', { name: `Delete the name prefix ${edited}` }).click();
  await confirm.getByRole('button', { name: 'Delete name prefix' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Deleted the name prefix “${edited}”` }),
  ).toBeVisible();
  await expect(section.getByRole('cell', { name: edited, exact: true })).toHaveCount(0);
  expect(await sandboxValues(request, 'name_prefixes')).not.toContain(edited);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`settings page: reference lists, statistics, imports; no serious axe violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/people/settings');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expect(page.getByRole('term').filter({ hasText: 'Total people' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Campuses' })).toContainText('Main Campus');
    await expect(page.getByRole('table', { name: 'Apps' })).toContainText('Check-Ins');
    await expect(
      page.getByRole('table', { name: 'Phone carriers' }).locator('tbody tr').first(),
    ).toBeVisible();
    const imports = page.getByRole('table', { name: 'People imports' });
    await expect(imports).toContainText('Processed');
    await expect(imports).toContainText('Undone');
    await expect(imports).toContainText('In progress');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const severe = await severeAxeViolations(page, 'page');
    await page.screenshot({
      path: screenshotPath(colorScheme === 'light' ? 'people-settings' : 'people-settings-dark', {
        forDocs: colorScheme === 'light',
      }),
    });

    await page.getByRole('button', { name: 'Add a name suffix' }).click();
    await expect(page.getByRole('dialog', { name: 'Add name suffix' })).toBeVisible();
    severe.push(...(await severeAxeViolations(page, 'dialog')));
    expect(severe).toEqual([]);
  });
}
