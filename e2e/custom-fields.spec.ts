import { expect as baseExpect, type APIRequestContext } from '@playwright/test';

import { severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { sandboxRequest } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// The e2e machine is shared with other suites; give slow answers room.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 120_000 });

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string } | null }>;
}

/** A call straight to the embedded sandbox, past the proxy. */
const sandbox = sandboxRequest<{ data: Resource | Resource[] }>;

function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** The definition named `name`, deleted or not, with its tab. */
async function definitionNamed(request: APIRequestContext, name: string) {
  const { json } = await sandbox(
    request,
    'GET',
    `/people/v2/field_definitions?filter=include_deleted&include=tab&where[name]=${encodeURIComponent(name)}`,
  );
  return (json?.data as Resource[])[0];
}

async function optionValues(request: APIRequestContext, definitionId: string) {
  const { json } = await sandbox(
    request,
    'GET',
    `/people/v2/field_definitions/${definitionId}/field_options?order=sequence&per_page=100`,
  );
  return (json?.data as Resource[]).map((option) => String(option.attributes.value));
}

/** A field made straight in the sandbox, on the Kids Ministry tab (2); answers its id. */
async function newDefinition(request: APIRequestContext, name: string, dataType: string) {
  const created = await sandbox(request, 'POST', '/people/v2/tabs/2/field_definitions', {
    data: { type: 'FieldDefinition', attributes: { name, data_type: dataType } },
  });
  expect(created.status).toBe(201);
  return (created.json?.data as Resource).id;
}

test('creates, edits and soft-deletes a field definition', async ({ page, request }) => {
  const name = unique('Favourite hymn');
  await page.goto('/people/custom-fields');
  await page.getByRole('tab', { name: /^Volunteering/ }).click();
  await page.getByRole('button', { name: 'New field' }).click();

  const dialog = page.getByRole('dialog', { name: 'New custom field' });
  await expect(dialog.getByLabel('Tab')).toHaveValue('3');
  await dialog.getByRole('button', { name: 'Create field' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Data type is required')).toBeVisible();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Data type').selectOption({ label: 'Drop-down (one choice)' });
  await dialog.getByRole('button', { name: 'Create field' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${name} was created` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Custom fields on the Volunteering tab' });
  await expect(table.getByRole('row', { name: literal(name) })).toBeVisible();

  const created = await definitionNamed(request, name);
  expect(created?.attributes.data_type).toBe('select');
  expect(created?.attributes.deleted_at).toBeNull();
  expect(created?.relationships?.tab?.data?.id).toBe('3');

  const renamed = `${name} (renamed)`;
  await table.getByRole('button', { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit custom field' });
  await editDialog.getByLabel('Name').fill(renamed);
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${renamed} was saved` })).toBeVisible();
  expect((await definitionNamed(request, renamed))?.id).toBe(created?.id);

  await table.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this field?' });
  await expect(confirm).toContainText(renamed);
  await expect(confirm).toContainText('answers people already gave are kept');
  await confirm.getByRole('button', { name: 'Delete field' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `${renamed} was deleted` }),
  ).toBeVisible();
  await expect(table.getByRole('row', { name: literal(renamed) })).toHaveCount(0);
  const deleted = await definitionNamed(request, renamed);
  expect(deleted?.attributes.deleted_at).not.toBeNull();

  await page.getByRole('switch', { name: /Include deleted/ }).click();
  await expect(page).toHaveURL(/filter=include_deleted/);
  const deletedRow = table.getByRole('row', { name: literal(renamed) });
  await expect(deletedRow).toContainText('Deleted');
  await expect(deletedRow.getByRole('button', { name: `Edit ${renamed}` })).toHaveCount(0);

  // The toggle is in the URL: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('switch', { name: /Include deleted/ })).toBeChecked();
  await expect(table.getByRole('row', { name: literal(renamed) })).toContainText('Deleted');
});

test('adds, edits, reorders and deletes the options of a field', async ({ page, request }) => {
  const name = unique('Serving team');
  const id = await newDefinition(request, name, 'checkboxes');

  await page.goto('/people/custom-fields?tab=2');
  await page.getByRole('button', { name: `Options of ${name} (0)` }).click();
  const drawer = page.getByRole('dialog', { name: `Options of ${name}` });
  await expect(page).toHaveURL(new RegExp(`options=${id}`));

  for (const value of ['Alpha', 'Beta', 'Gamma']) {
    await drawer.getByLabel('New option').fill(value);
    await drawer.getByRole('button', { name: 'Add option' }).click();
    await expect(drawer.getByRole('status').filter({ hasText: `Added “${value}”` })).toBeVisible();
  }
  const list = drawer.getByRole('list', { name: `Options of ${name}, in order` });
  await expect(list.getByRole('listitem')).toHaveText([/Alpha/, /Beta/, /Gamma/]);
  expect(await optionValues(request, id)).toEqual(['Alpha', 'Beta', 'Gamma']);

  // An empty option is refused before anything is sent.
  await drawer.getByRole('button', { name: 'Add option' }).click();
  await expect(drawer.getByText('Value is required')).toBeVisible();

  await list.getByRole('button', { name: 'Edit Beta' }).click();
  const input = drawer.getByLabel('New value for “Beta”');
  await expect(input).toBeFocused();
  await input.fill('Beta two');
  await drawer.getByRole('button', { name: 'Save option' }).click();
  await expect(drawer.getByRole('status').filter({ hasText: 'Renamed “Beta”' })).toBeVisible();
  expect(await optionValues(request, id)).toEqual(['Alpha', 'Beta two', 'Gamma']);

  // Reorder from the keyboard: focus stays with the moved option.
  await list.getByRole('button', { name: 'Move Gamma up' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveText([/Alpha/, /Gamma/, /Beta two/]);
  await expect(list.getByRole('button', { name: 'Move Gamma up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveText([/Gamma/, /Alpha/, /Beta two/]);
  // At the top "up" is disabled, so the focus moves to "down" of the same option.
  await expect(list.getByRole('button', { name: 'Move Gamma down' })).toBeFocused();
  await expect(drawer.getByText('Moved “Gamma” to position 1 of 3.')).toBeAttached();
  expect(await optionValues(request, id)).toEqual(['Gamma', 'Alpha', 'Beta two']);

  await list.getByRole('button', { name: 'Delete Alpha' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this option?' });
  await expect(confirm).toContainText('Alpha');
  await confirm.getByRole('button', { name: 'Delete option' }).click();
  await expect(list.getByRole('listitem')).toHaveText([/Gamma/, /Beta two/]);
  expect(await optionValues(request, id)).toEqual(['Gamma', 'Beta two']);

  // A half-typed option: closing the drawer asks first.
  await drawer.getByLabel('New option').fill('Half');
  await drawer.getByRole('button', { name: 'Close options' }).click();
  const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(drawer.getByLabel('New option')).toHaveValue('Half');
  await drawer.getByRole('button', { name: 'Close options' }).click();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(drawer).toBeHidden();
  expect(await optionValues(request, id)).toEqual(['Gamma', 'Beta two']);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`custom fields page and options drawer: no serious axe violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/people/custom-fields?tab=4&filter=include_deleted');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    const table = page.getByRole('table', { name: 'Custom fields on the Membership tab' });
    await expect(table.getByRole('row', { name: /Old Mailbox Number/ })).toContainText('Deleted');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const severe = await severeAxeViolations(page, 'page');
    await page.screenshot({
      path: screenshotPath(colorScheme === 'light' ? 'custom-fields' : 'custom-fields-dark', {
        forDocs: colorScheme === 'light',
      }),
    });

    await page.getByRole('tab', { name: /^Personal Details/ }).click();
    await page
      .getByRole('table', { name: 'Custom fields on the Personal Details tab' })
      .getByRole('button', { name: /^Options of Shirt Size/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Options of Shirt Size' });
    await expect(drawer.getByRole('listitem').first()).toBeVisible();
    severe.push(...(await severeAxeViolations(page, 'options drawer')));
    await page.screenshot({
      path: screenshotPath(
        colorScheme === 'light' ? 'custom-field-options' : 'custom-field-options-dark',
        {
          forDocs: colorScheme === 'light',
        },
      ),
    });
    expect(severe).toEqual([]);
  });
}
