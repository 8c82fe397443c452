import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

import { severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { sandboxRequest } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// The e2e machine is shared with other suites; give slow answers room.
const expect = baseExpect.configure({ timeout: 15_000 });

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string } | { id: string }[] | null }>;
}

/** A call straight to the embedded sandbox, past the proxy. */
const sandbox = sandboxRequest<{ data: Resource | Resource[] }>;

test.describe.configure({ timeout: 90_000 });

/** A unique name; "Test …" sorts after the seeded households on the list's first page. */
function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

interface Person {
  id: string;
  name: string;
  lastName: string;
}

/**
 * Two adults whose full names are unique in the directory, so a search finds just them; each
 * test asks for its own pair so parallel tests do not share people.
 */
async function twoPeople(request: APIRequestContext, pair: number): Promise<[Person, Person]> {
  const { json } = await sandbox(
    request,
    'GET',
    '/people/v2/people?per_page=100&order=last_name&where[child]=false',
  );
  const people = (json?.data as Resource[]).map((p) => ({
    id: p.id,
    name: String(p.attributes.name),
    lastName: String(p.attributes.last_name),
  }));
  const uniqueOnes = people.filter((p) => people.filter((q) => q.name === p.name).length === 1);
  const first = uniqueOnes[pair * 2];
  const second = uniqueOnes[pair * 2 + 1];
  if (!first || !second) throw new Error('the directory has too few people');
  return [first, second];
}

/** Two adults of one family name (unique full names), for a household that reads true. */
async function aFamily(request: APIRequestContext): Promise<[Person, Person]> {
  const { json } = await sandbox(
    request,
    'GET',
    '/people/v2/people?per_page=100&order=-last_name&where[child]=false',
  );
  const people = (json?.data as Resource[]).map((p) => ({
    id: p.id,
    name: String(p.attributes.name),
    lastName: String(p.attributes.last_name),
  }));
  const uniqueOnes = people.filter((p) => people.filter((q) => q.name === p.name).length === 1);
  for (const first of uniqueOnes) {
    const second = uniqueOnes.find((p) => p.lastName === first.lastName && p.id !== first.id);
    if (second) return [first, second];
  }
  throw new Error('the directory has no two adults of one family name');
}

async function createHousehold(
  request: APIRequestContext,
  name: string,
  people: readonly Person[],
  contact: Person,
): Promise<string> {
  const { status, json } = await sandbox(request, 'POST', '/people/v2/households', {
    data: {
      type: 'Household',
      attributes: { name },
      relationships: {
        people: { data: people.map((p) => ({ type: 'Person', id: p.id })) },
        primary_contact: { data: { type: 'Person', id: contact.id } },
      },
    },
  });
  expect(status).toBe(201);
  return (json?.data as Resource).id;
}

async function household(request: APIRequestContext, id: string) {
  const { status, json } = await sandbox(
    request,
    'GET',
    `/people/v2/households/${id}?include=people`,
  );
  return { status, record: json?.data as Resource | undefined };
}

async function pickPerson(page: Page, person: Person) {
  const picker = page.getByRole('combobox', { name: 'People' });
  await picker.fill(person.lastName);
  // An option reads the name, then a hint (birth year, membership, city).
  await page.getByRole('option', { name: new RegExp(`^${person.name}\\b`) }).click();
}

test('creates a household with two people and a primary contact', async ({ page, request }) => {
  const [first, second] = await aFamily(request);
  // Reads well in the screenshot, and sorts after the first page of seeded households.
  const name = `The ${second.lastName} Family`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/people/households');
  await expect(page.getByRole('heading', { level: 1, name: 'Households' })).toBeVisible();
  await page.getByRole('button', { name: 'New household' }).click();

  const dialog = page.getByRole('dialog', { name: 'New household' });
  await expect(dialog).toBeVisible();
  // Nothing chosen yet: the form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Create household' }).click();
  await expect(dialog.getByText('Household name is required')).toBeVisible();
  await expect(dialog.getByText('Choose at least one person')).toBeVisible();
  // The first field that is wrong takes the keyboard, and each message goes once it is fixed.
  const nameInput = dialog.getByLabel('Household name');
  await expect(nameInput).toBeFocused();
  await nameInput.pressSequentially('The');
  await expect(dialog.getByText('Household name is required')).toBeHidden();
  await nameInput.fill(' ');
  await expect(dialog.getByText('Household name is required')).toBeVisible();

  await nameInput.fill(name);
  await pickPerson(page, first);
  await expect(dialog.getByText('Choose at least one person')).toBeHidden();
  await pickPerson(page, second);
  // The list closes after a pick, so it never sits over the next field.
  await expect(page.getByRole('listbox')).toBeHidden();
  await dialog.getByLabel('Primary contact').selectOption({ label: second.name });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: screenshotPath('household-create') });

  await dialog.getByRole('button', { name: 'Create household' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Household created' })).toBeVisible();
  const id = /\/people\/households\/(\d+)$/.exec(page.url())?.[1] ?? '';
  expect(id).not.toBe('');

  const { record } = await household(request, id);
  expect(record?.attributes.name).toBe(name);
  expect(record?.attributes.member_count).toBe(2);
  expect(record?.attributes.primary_contact_id).toBe(Number(second.id));
  const memberIds = (record?.relationships?.people?.data as { id: string }[]).map((p) => p.id);
  expect(memberIds.sort()).toEqual([first.id, second.id].sort());

  const members = page.getByRole('table', { name: `Members of ${name}` });
  await expect(members.getByRole('row', { name: new RegExp(first.name) })).toContainText('Member');
  await expect(members.getByRole('row', { name: new RegExp(second.name) })).toContainText(
    'Primary contact',
  );
});

test('renames a household and changes its primary contact', async ({ page, request }) => {
  const [first, second] = await twoPeople(request, 1);
  const id = await createHousehold(request, unique('Test Rename'), [first, second], first);
  const renamed = unique('Test Renamed');

  await page.goto(`/people/households/${id}`);
  const name = page.getByLabel('Household name');
  // A household needs a name: clearing it is refused on the field.
  await name.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Household name is required')).toBeVisible();
  await name.fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  expect((await household(request, id)).record?.attributes.name).toBe(renamed);

  await page.getByLabel('Primary contact').selectOption({ label: second.name });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const { record } = await household(request, id);
  expect(record?.attributes.primary_contact_id).toBe(Number(second.id));
  expect(record?.attributes.primary_contact_name).toBe(second.name);
});

test('deletes a household after confirmation', async ({ page, request }) => {
  const [first, second] = await twoPeople(request, 3);
  const name = unique('Test Delete');
  const id = await createHousehold(request, name, [first, second], second);
  await page.goto(`/people/households/${id}`);

  await page.getByRole('button', { name: 'Delete household' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this household?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await household(request, id)).status).toBe(200);

  await page.getByRole('button', { name: 'Delete household' }).click();
  await dialog.getByRole('button', { name: 'Delete household' }).click();
  await expect(page).toHaveURL(/\/people\/households$/);
  await expect(page.getByRole('status').filter({ hasText: `${name} was deleted` })).toBeVisible();
  expect((await household(request, id)).status).toBe(404);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the list, a household and the create dialog: no serious axe violations (${colorScheme})`, async ({
    page,
    request,
  }) => {
    const [first, second] = await twoPeople(request, colorScheme === 'light' ? 5 : 6);
    const id = await createHousehold(
      request,
      `The ${first.lastName} Family`,
      [first, second],
      first,
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme });
    const shot = (name: string) =>
      screenshotPath(colorScheme === 'light' ? name : `${name}-dark`, {
        forDocs: colorScheme === 'light',
      });

    await page.goto('/people/households');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expect(
      page.getByRole('table', { name: 'Households' }).locator('tbody tr').first(),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const severe = await severeAxeViolations(page, 'list');
    await page.screenshot({ path: shot('households') });

    await page.goto(`/people/households/${id}`);
    await expect(page.getByRole('table', { name: /^Members of/ })).toBeVisible();
    await expect(
      page.getByText('Pending').or(page.getByText('Member', { exact: true })),
    ).toHaveCount(2);
    severe.push(...(await severeAxeViolations(page, 'household')));
    await page.screenshot({ path: shot('household') });

    await page.goto('/people/households?new=household');
    await expect(page.getByRole('dialog', { name: 'New household' })).toBeVisible();
    severe.push(...(await severeAxeViolations(page, 'create dialog')));
    expect(severe).toEqual([]);
    expect((await sandbox(request, 'DELETE', `/people/v2/households/${id}`)).status).toBe(204);
  });
}
