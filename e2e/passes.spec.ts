import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

import { sandboxBasicAuth, sandboxOrigin } from './support/servers';
import { signedInTest } from './support/sign-in';

// Pages here read several lists from a sandbox both workers share; give each check some room.
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

interface SandboxRecord {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data?: { type: string; id: string } | null }>;
}

const headers = { Authorization: sandboxBasicAuth };

function sandboxUrl(path: string, query: Record<string, string> = {}): string {
  const url = new URL(`/check_ins/v2${path}`, sandboxOrigin());
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The passes with this code, straight from the sandbox. */
async function sandboxPassesWithCode(request: APIRequestContext, code: string) {
  const response = await request.get(
    sandboxUrl('/passes', { 'where[code]': code, include: 'person' }),
    { headers },
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: SandboxRecord[] }).data;
}

/** A person to give passes to (not the administrator), with the name the page shows. */
async function somePerson(request: APIRequestContext, index: number) {
  const response = await request.get(sandboxUrl('/people', { per_page: '20' }), { headers });
  expect(response.status()).toBe(200);
  const people = ((await response.json()) as { data: SandboxRecord[] }).data;
  const person = people[index];
  expect(person, 'the sandbox has people').toBeDefined();
  const name = `${String(person?.attributes.first_name)} ${String(person?.attributes.last_name)}`;
  return { id: person?.id ?? '', name };
}

/** A code no other test (or worker) uses. */
function uniqueCode(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

async function severeAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')})`,
    );
}

async function choosePerson(page: Page, person: { id: string; name: string }) {
  const input = page.getByRole('combobox', { name: 'Person' });
  await expect(page.getByText(/^Search \d+ of \d+ people/)).toBeVisible();
  await input.fill(person.name);
  await page.getByRole('option', { name: `${person.name} (ID ${person.id})` }).click();
  await expect(input).toHaveValue(`${person.name} (ID ${person.id})`);
}

test('create a barcode pass, look it up by code, and delete it after confirming', async ({
  page,
  request,
}) => {
  test.slow();
  const person = await somePerson(request, 3);
  const code = uniqueCode('e2e-pass');

  await page.goto('/check-ins/passes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passes');
  await choosePerson(page, person);
  await expect(page.getByRole('radio', { name: 'Barcode' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Create pass' }).click();

  const created = page.getByRole('status').filter({ hasText: 'Pass created' });
  await expect(created).toContainText(code);
  await expect(created).toContainText(person.name);

  // The sandbox has it, for that person.
  const stored = await sandboxPassesWithCode(request, code);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.attributes.kind).toBe('barcode');
  expect(stored[0]?.relationships.person?.data?.id).toBe(person.id);

  // It is at the top of the newest-first list, and can be looked up by its code.
  await expect(page.getByRole('table', { name: 'Passes, newest first' })).toContainText(code);
  await created.getByRole('button', { name: 'Look it up' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]code=${code}`));
  const card = page.getByRole('article', { name: `Pass ${code}` });
  await expect(card).toContainText(person.name);
  await expect(card).toContainText('Barcode');

  // A reload keeps the lookup (the code is in the address).
  await page.reload();
  await expect(card).toContainText(person.name);

  // Delete, after a confirmation that names the code and the person.
  await card.getByRole('button', { name: 'Delete…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this pass?' });
  await expect(dialog).toContainText(code);
  await expect(dialog).toContainText(person.name);
  expect(await severeAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: `Delete pass ${code}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Pass deleted' })).toContainText(code);
  await expect(page.getByText(`No pass has the code ${code}.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Passes, newest first' })).not.toContainText(code);

  expect(await sandboxPassesWithCode(request, code)).toEqual([]);
});

test('a code already in use is refused by the server, on the code field', async ({
  page,
  request,
  pageProblems,
}) => {
  test.slow(); // several lists and an axe scan on a shared machine
  const person = await somePerson(request, 4);
  const code = uniqueCode('e2e-taken');
  const made = await request.post(sandboxUrl(`/people/${person.id}/passes`), {
    headers: { ...headers, 'Content-Type': 'application/vnd.api+json' },
    data: { data: { type: 'Pass', attributes: { code, kind: 'barcode' } } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const passId = ((await made.json()) as { data: SandboxRecord }).data.id;

  try {
    await page.goto('/check-ins/passes');
    await choosePerson(page, person);
    const codeField = page.getByRole('textbox', { name: 'Code', exact: true });
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Create pass' }).click();

    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('code is already used by another pass')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'was not created' })).toBeVisible();
    expect(await sandboxPassesWithCode(request, code)).toHaveLength(1);
    expect(await severeAxeViolations(page)).toEqual([]);
    // The browser logs the 422 answer itself; anything else is still a failure.
    const unexpected = pageProblems.filter((p) => !p.includes('422 (Unprocessable Entity)'));
    pageProblems.length = 0;
    expect(unexpected).toEqual([]);
  } finally {
    await request.delete(sandboxUrl(`/passes/${passId}`), { headers });
  }
});

test('a mobile pass is announced as an e-mail, and the page reads well', async ({
  page,
  request,
}) => {
  test.slow(); // several lists and an axe scan on a shared machine
  const response = await request.get(sandboxUrl('/passes', { per_page: '1', include: 'person' }), {
    headers,
  });
  const seeded = ((await response.json()) as { data: SandboxRecord[] }).data[0];
  const code = String(seeded?.attributes.code);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/check-ins/passes?code=${encodeURIComponent(code)}`);
  await expect(page.getByRole('article', { name: `Pass ${code}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pass code' })).toHaveValue(code);

  await page.getByRole('radio', { name: 'Mobile pass (pkpass)' }).check();
  await expect(page.getByText('Creating a mobile pass e-mails it to this person.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Passes, newest first' }).locator('tbody tr'),
  ).not.toHaveCount(0);
  await page.screenshot({ path: 'docs/screenshots/passes.png' });
  expect(await severeAxeViolations(page)).toEqual([]);

  // Creating without a person is stopped before any request.
  await page.getByRole('button', { name: 'Create pass' }).click();
  await expect(page.getByText('Choose the person the pass is for')).toBeVisible();

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('article', { name: `Pass ${code}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await severeAxeViolations(page)).toEqual([]);
});
