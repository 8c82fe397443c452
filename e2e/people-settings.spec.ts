import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

import { e2ePorts, sandboxBasicAuth, sandboxOrigin } from './support/servers';
import { signedInTest } from './support/sign-in';

// The e2e machine is shared with other suites; give slow answers room.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Fails a test that logged a console error or threw an uncaught error (as the smoke tests do),
 * except the ones a test says it expects (the browser logs every 4xx answer).
 */
const test = signedInTest.extend<{ expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [
    async ({ page }, use) => {
      const expected: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expected.some((pattern) => pattern.test(message.text())))
          problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(expected);
      expect(problems, 'console errors or page errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

test.describe.configure({ timeout: 120_000 });

/** The values of a settings kind, straight from the embedded sandbox. */
async function sandboxValues(request: APIRequestContext, kind: string): Promise<string[]> {
  const response = await request.get(
    `${sandboxOrigin(e2ePorts.port)}/people/v2/${kind}?per_page=100`,
    {
      headers: { Authorization: sandboxBasicAuth },
    },
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { attributes: { value: string } }[] };
  return body.data.map((record) => record.attributes.value);
}

/** Adds a value straight in the sandbox; answers a function that deletes it again. */
async function sandboxAdd(request: APIRequestContext, kind: string, type: string, value: string) {
  const response = await request.post(`${sandboxOrigin(e2ePorts.port)}/people/v2/${kind}`, {
    headers: { Authorization: sandboxBasicAuth, 'Content-Type': 'application/vnd.api+json' },
    data: JSON.stringify({ data: { type, attributes: { value } } }),
  });
  expect(response.status()).toBe(201);
  const id = ((await response.json()) as { data: { id: string } }).data.id;
  return async () => {
    const deleted = await request.delete(
      `${sandboxOrigin(e2ePorts.port)}/people/v2/${kind}/${id}`,
      { headers: { Authorization: sandboxBasicAuth } },
    );
    expect(deleted.status()).toBe(204);
  };
}

async function seriousAxeViolations(page: Page) {
  // Scan the page at rest: no hovered button, no dialog half-way through fading in.
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

function unique(label: string): string {
  return `${label}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
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
  const confirm = page.getByRole('dialog', { name: `Delete the name prefix “${edited}”?` });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  expect(await sandboxValues(request, 'name_prefixes')).toContain(edited);
  await section.getByRole('button', { name: `Delete the name prefix ${edited}` }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Deleted the name prefix “${edited}”` }),
  ).toBeVisible();
  await expect(section.getByRole('cell', { name: edited, exact: true })).toHaveCount(0);
  expect(await sandboxValues(request, 'name_prefixes')).not.toContain(edited);
});

test('an empty value is refused on its field before anything is sent', async ({
  page,
  request,
}) => {
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/people/v2/marital_statuses'))
      writes.push(r.url());
  });
  const before = await sandboxValues(request, 'marital_statuses');
  await page.goto('/people/settings?value=marital_statuses');
  const dialog = page.getByRole('dialog', { name: 'Add marital status' });
  await dialog.getByRole('textbox', { name: 'Value', exact: true }).fill('   ');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Value is required')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Value', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(writes).toEqual([]);
  expect(await sandboxValues(request, 'marital_statuses')).toEqual(before);
});

test("a value already in the list is the server's 422, shown on the field", async ({
  page,
  request,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of 422/);
  const taken = unique('Widowed ');
  const other = unique('Separated ');
  const cleanUps = [
    await sandboxAdd(request, 'marital_statuses', 'MaritalStatus', taken),
    await sandboxAdd(request, 'marital_statuses', 'MaritalStatus', other),
  ];
  await page.goto('/people/settings?value=marital_statuses');
  const dialog = page.getByRole('dialog', { name: 'Add marital status' });
  const input = dialog.getByRole('textbox', { name: 'Value', exact: true });
  // Only the server knows the list holds it already (in another case).
  await input.fill(taken.toUpperCase());
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('value is already in the list')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  const values = await sandboxValues(request, 'marital_statuses');
  expect(values.filter((value) => value.toLowerCase() === taken.toLowerCase())).toEqual([taken]);

  // The same on an edit: the dialog stays open with the value as typed.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard unsaved changes?' })
    .getByRole('button', {
      name: 'Discard changes',
    })
    .click();
  const section = page.getByRole('region', { name: 'Marital statuses' });
  await section.getByRole('button', { name: `Edit the marital status ${other}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit marital status' });
  const editInput = editDialog.getByRole('textbox', { name: 'Value', exact: true });
  await expect(editInput).toHaveValue(other);
  await editInput.fill(taken);
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog.getByText('value is already in the list')).toBeVisible();
  await expect(editInput).toHaveAttribute('aria-invalid', 'true');
  await expect(editInput).toHaveValue(taken);
  expect(await sandboxValues(request, 'marital_statuses')).toContain(other);
  for (const cleanUp of cleanUps) await cleanUp();
});

test('closing a dialog with unsaved changes asks first', async ({ page }) => {
  await page.goto('/people/settings');
  await page.getByRole('button', { name: 'Add an inactive reason' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add inactive reason' });
  await dialog.getByRole('textbox', { name: 'Value', exact: true }).fill('Moved abroad');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Value', exact: true })).toHaveValue(
    'Moved abroad',
  );

  // Back asks too.
  await page.goBack();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/people\/settings$/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`settings page: reference lists, statistics, imports; no serious axe violations (${colorScheme})`, async ({
    page,
  }, testInfo) => {
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
    const severe = [{ state: 'page', problems: await seriousAxeViolations(page) }];
    await page.screenshot({
      path:
        colorScheme === 'light'
          ? 'docs/screenshots/people-settings.png'
          : testInfo.outputPath('people-settings-dark.png'),
    });

    await page.getByRole('button', { name: 'Add a name suffix' }).click();
    await expect(page.getByRole('dialog', { name: 'Add name suffix' })).toBeVisible();
    severe.push({ state: 'dialog', problems: await seriousAxeViolations(page) });
    expect(severe.filter((s) => s.problems.length > 0)).toEqual([]);
  });
}
