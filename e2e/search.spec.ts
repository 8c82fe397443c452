import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

import { holdRequests } from './support/held-requests';
import { test } from './support/page-problems';
import { sandboxGet } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// The e2e machine is shared with other suites; give slow answers room.
const expect = baseExpect.configure({ timeout: 15_000 });

// The dialog's code must come from the network, where a test can hold it, not from a service worker.
test.use({ serviceWorkers: 'block' });

interface Named {
  id: string;
  attributes: { name: string };
}

interface ListAnswer {
  data: Named[];
  meta: { total_count: number };
}

/** A seeded person whose full name no one else has, read from the sandbox. */
async function personWithUniqueName(request: APIRequestContext): Promise<Named> {
  const people = await sandboxGet<ListAnswer>(request, '/people/v2/people', {
    order: 'last_name',
    per_page: '25',
  });
  for (const person of people.data) {
    const same = await sandboxGet<ListAnswer>(request, '/people/v2/people', {
      'where[search_name]': person.attributes.name,
      per_page: '1',
    });
    if (same.meta.total_count === 1) return person;
  }
  throw new Error('no seeded person with a unique name');
}

function searchDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Search everywhere' });
}

function searchInput(page: Page) {
  return searchDialog(page).getByRole('combobox', { name: /Search people/ });
}

test('Ctrl+K finds a person by name; arrows and Enter open their page', async ({
  page,
  request,
}) => {
  const person = await personWithUniqueName(request);
  await page.goto('/check-ins');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Control+K');
  await expect(searchDialog(page)).toBeVisible();
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill(person.attributes.name);

  const people = searchDialog(page).getByRole('group', { name: 'People' });
  await expect(people.getByRole('option')).toHaveText([person.attributes.name]);
  // Full names match no household, fund, batch or event: the person is the only result, so the
  // arrow wraps round to it.
  await expect(searchDialog(page).getByRole('option')).toHaveCount(1);
  await searchInput(page).press('ArrowDown');
  await page.screenshot({ path: screenshotPath('search') });
  await expect(people.getByRole('option', { name: person.attributes.name })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await searchInput(page).press('Enter');

  await expect(page).toHaveURL(new RegExp(`/people/${person.id}$`));
  await expect(searchDialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.attributes.name);
});

test('"/" opens the search outside text fields, Escape closes it, and an empty search says so', async ({
  page,
}) => {
  await page.goto('/people');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People');

  // In a text field "/" is typed, not a shortcut.
  const directorySearch = page.getByLabel('Search by name');
  await directorySearch.press('/');
  await expect(directorySearch).toHaveValue('/');
  await expect(searchDialog(page)).toBeHidden();

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await expect(searchInput(page)).toBeFocused();
  await expect(searchInput(page)).toHaveValue('');

  const nonsense = `zq${Math.random().toString(36).slice(2, 8)}`;
  await searchInput(page).fill(nonsense);
  await expect(searchDialog(page).getByText(`No matches for “${nonsense}”.`)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();

  // The header's button opens it too, and shows its shortcut.
  await page.getByRole('button', { name: /^Search/ }).click();
  await expect(searchInput(page)).toBeFocused();
});

test('an event found by part of its name opens the event page', async ({ page, request }) => {
  const events = await sandboxGet<ListAnswer>(request, '/check_ins/v2/events', {
    order: 'name',
    per_page: '1',
  });
  const event = events.data[0];
  if (!event) throw new Error('no seeded event');
  const part = event.attributes.name.slice(0, Math.min(6, event.attributes.name.length));

  await page.goto('/people');
  await page.getByRole('button', { name: /^Search/ }).click();
  await searchInput(page).fill(part);
  const option = searchDialog(page)
    .getByRole('group', { name: 'Events' })
    .getByRole('option', { name: event.attributes.name });
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/check-ins/events/${event.id}$`));
});

test('an e-mail address typed at once after Ctrl+K is searched in full; Enter lands on the profile', async ({
  page,
  request,
}) => {
  const emails = await sandboxGet<{ data: { id: string; attributes: { address: string } }[] }>(
    request,
    '/people/v2/emails',
    { per_page: '1' },
  );
  const email = emails.data[0];
  if (!email) throw new Error('no seeded e-mail address');
  const address = email.attributes.address;
  const person = (
    await sandboxGet<{ data: Named }>(request, `/people/v2/emails/${email.id}/person`)
  ).data;
  const palette = await holdRequests(page, (url) =>
    /\/assets\/search-palette-[^/]+\.js$/.test(url.pathname),
  );

  await page.goto('/people');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People');
  await page.keyboard.press('Control+K');
  await page.keyboard.type(address);
  await expect(page.getByRole('status').filter({ hasText: 'Loading search…' })).toContainText(
    address,
  );
  palette.release();

  await expect(searchInput(page)).toBeFocused();
  await expect(searchInput(page)).toHaveValue(address);
  await expect(page.getByText('Loading search…')).toHaveCount(0);
  const people = searchDialog(page).getByRole('group', { name: 'People' });
  await expect(
    people.getByRole('option', { name: new RegExp(person.attributes.name) }),
  ).toBeVisible();
  await searchInput(page).press('ArrowDown');
  await searchInput(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/people/${person.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.attributes.name);
});
