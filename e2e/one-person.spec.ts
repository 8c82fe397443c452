import { expect as baseExpect, type APIRequestContext } from '@playwright/test';

import { test } from './support/page-problems';
import { sandboxRequest } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// The e2e machine is shared with other suites; give slow answers room.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
}

/** A call straight to the embedded sandbox, past the proxy. */
const sandbox = sandboxRequest<{ data: Resource | Resource[] }>;

async function sandboxData(request: APIRequestContext, path: string) {
  const { status, json } = await sandbox(request, 'GET', path);
  expect(status, path).toBe(200);
  return json?.data;
}

/**
 * A giver who has checked in and has a primary address, from the end of the giving list (the
 * other tests take theirs from its start), with that address.
 */
async function aGiverWithAnAddress(request: APIRequestContext) {
  const givers = (await sandboxData(request, '/giving/v2/people?per_page=100')) as Resource[];
  for (const giver of [...givers].reverse()) {
    const person = (await sandboxData(request, `/check_ins/v2/people/${giver.id}`)) as Resource;
    if (Number(person.attributes.check_in_count) === 0) continue;
    const addresses = (await sandboxData(
      request,
      `/people/v2/people/${giver.id}/addresses`,
    )) as Resource[];
    const primary = addresses.find((a) => a.attributes.primary === true);
    if (!primary) continue;
    const name = `${String(giver.attributes.first_name)} ${String(giver.attributes.last_name)}`;
    return { id: giver.id, name, address: primary };
  }
  throw new Error('no giver has checked in and has an address');
}

test('an address fixed on the profile shows on the giving page; profile, giving and check-ins link to each other', async ({
  page,
  request,
}) => {
  const person = await aGiverWithAnAddress(request);
  const { street, city } = person.address.attributes as { street: string; city: string };
  const fixedCity = `Fixed ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.setViewportSize({ width: 1366, height: 900 });

  try {
    // The profile: fix the city of the primary address.
    await page.goto(`/people/${person.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.name);
    await page
      .getByRole('button', { name: new RegExp(`^Edit address ${street}, ${city}`) })
      .click();
    const form = page.getByRole('form', { name: 'Edit address' });
    await form.getByLabel('City', { exact: true }).fill(fixedCity);
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();

    // The giving page, through the profile's link, shows the fixed address.
    await page.getByRole('link', { name: 'Giving record' }).click();
    await expect(page).toHaveURL(new RegExp(`/giving/people/${person.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.name);
    await expect(page.getByText(new RegExp(`^${street}, ${fixedCity}, `))).toBeVisible();
    await expect(page.getByText(new RegExp(`, ${city}, `))).toHaveCount(0);
    await page.screenshot({
      path: screenshotPath('giving-person-fixed-address', { forDocs: false }),
    });

    // From giving to the person's check-ins, and from a check-in back to the profile.
    await page.getByRole('link', { name: 'Check-in history' }).click();
    await expect(page).toHaveURL(new RegExp(`/check-ins\\?person=${person.id}$`));
    await expect(page.getByText(`Check-ins of ${person.name}`)).toBeVisible();
    const open = page.getByRole('row', { name: new RegExp(`^Open check-in of ${person.name}, `) });
    await expect(open.first()).toBeVisible();
    await open.first().click();
    const drawer = page.getByRole('dialog', { name: `Check-in of ${person.name}` });
    const links = drawer.getByRole('group', { name: `${person.name} in the apps` });
    await expect(links.getByRole('link', { name: 'Giving record' })).toHaveAttribute(
      'href',
      `/giving/people/${person.id}`,
    );
    await links.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/people/${person.id}$`));
    await expect(page.getByRole('link', { name: 'Check-in history' })).toHaveAttribute(
      'href',
      `/check-ins?person=${person.id}`,
    );
  } finally {
    const restored = await sandbox(
      request,
      'PATCH',
      `/people/v2/people/${person.id}/addresses/${person.address.id}`,
      { data: { type: 'Address', id: person.address.id, attributes: { city } } },
    );
    expect(restored.status).toBe(200);
  }
});
