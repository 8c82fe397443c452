import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

import { test } from './support/page-problems';
import { realCall, realGet, type SandboxList, type SandboxRecord } from './support/real-sandbox';
import { tinyPng } from './support/tiny-png';

/**
 * Every form and write button of Narthex against the sandbox that speaks the real service's
 * dialect (the `real-dialect` project: the server on E2E_PORT+4, its sandbox on +5). The browser
 * writes the spec's shape to /api and the proxy reshapes it for the real dialect (D162); each save
 * is read back from that sandbox directly, in its own spelling, not taken from the UI's word.
 * One test per page; each makes what it asserts on (two workers share the sandbox). The
 * spec-dialect specs check these forms' rules and messages; this file checks the writes land.
 */

// At 100 requests per 20 s shared with the other worker, a save may wait for the proxy's pacer.
const expect = baseExpect.configure({ timeout: 45_000 });

test.describe.configure({ timeout: 240_000 });

/** `label` with a suffix no other test (or another run of this one) uses. */
function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function expectStatus(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

async function realList(request: APIRequestContext, path: string): Promise<SandboxRecord[]> {
  return (await realGet<SandboxList>(request, path)).data;
}

/** A relationship's one record id, as the real dialect answers it. */
function related(record: SandboxRecord | undefined, name: string): string | undefined {
  return record?.relationships?.[name]?.data?.id;
}

// People of the seed this file alone writes to on the real-dialect server (real-dialect.spec.ts
// writes e-mail addresses of person 34).
const PEOPLE = { contacts: '31', values: '38', householder: '39' } as const;

test('profile: addresses, e-mail addresses and the photo are added, edited and deleted', async ({
  page,
  request,
}) => {
  const id = PEOPLE.contacts;
  const person = await realGet<{ data: SandboxRecord }>(request, `/people/v2/people/${id}`);
  const name = String(person.data.attributes.name);
  const street = unique('1 Real Lane');
  const email = `${unique('real.form').replace(' ', '.')}@example.org`;
  const edited = email.replace('@', '.work@');

  await page.goto(`/people/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // Address: add, edit, delete.
  const addressesPath = `/people/v2/people/${id}/addresses?per_page=100`;
  await page.getByRole('button', { name: 'Add address' }).click();
  const addForm = page.getByRole('form', { name: 'Add an address' });
  await addForm.getByLabel('Street', { exact: true }).fill(street);
  await addForm.getByLabel('City', { exact: true }).fill('Aurora');
  await addForm.getByLabel('State or region', { exact: true }).fill('IL');
  await addForm.getByLabel('ZIP or postal code', { exact: true }).fill('60505');
  await addForm.getByRole('button', { name: 'Add address' }).click();
  await expectStatus(page, 'Address added.');
  const added = (await realList(request, addressesPath)).find(
    (a) => a.attributes.street === street,
  );
  expect(added?.attributes).toMatchObject({ city: 'Aurora', state: 'IL', zip: '60505' });

  await page.getByRole('button', { name: `Edit address ${street}, Aurora, IL 60505` }).click();
  const editForm = page.getByRole('form', { name: 'Edit address' });
  await editForm.getByLabel('City', { exact: true }).fill('Naperville');
  await editForm.getByRole('button', { name: 'Save address' }).click();
  await expectStatus(page, 'Address saved.');
  const saved = (await realList(request, addressesPath)).find((a) => a.id === added?.id);
  expect(saved?.attributes.city).toBe('Naperville');

  await page.getByRole('button', { name: `Delete address ${street}, Naperville, IL` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this address?' })
    .getByRole('button', { name: 'Delete address' })
    .click();
  await expectStatus(page, 'Address deleted.');
  expect((await realList(request, addressesPath)).map((a) => a.id)).not.toContain(added?.id);

  // E-mail address: add, edit, delete.
  const emailsPath = `/people/v2/people/${id}/emails?per_page=100`;
  await page.goto(`/people/${id}?section=emails`);
  await page.getByRole('button', { name: 'Add e-mail address' }).click();
  const emailForm = page.getByRole('form', { name: 'Add an e-mail address' });
  await emailForm.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await emailForm.getByRole('button', { name: 'Add e-mail address' }).click();
  await expectStatus(page, 'E-mail address added.');
  const addedEmail = (await realList(request, emailsPath)).find(
    (e) => e.attributes.address === email,
  );
  expect(addedEmail).toBeDefined();

  await page.getByRole('button', { name: `Edit ${email}` }).click();
  const emailEdit = page.getByRole('form', { name: 'Edit e-mail address' });
  await emailEdit.getByRole('textbox', { name: 'E-mail address' }).fill(edited);
  await emailEdit.getByLabel('Label', { exact: true }).fill('Work');
  await emailEdit.getByRole('button', { name: 'Save e-mail address' }).click();
  await expectStatus(page, 'E-mail address saved.');
  const savedEmail = (await realList(request, emailsPath)).find((e) => e.id === addedEmail?.id);
  expect(savedEmail?.attributes).toMatchObject({ address: edited, location: 'Work' });

  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this e-mail address?' })
    .getByRole('button', { name: 'Delete e-mail address' })
    .click();
  await expectStatus(page, `${edited} deleted.`);
  expect((await realList(request, emailsPath)).map((e) => e.id)).not.toContain(addedEmail?.id);

  // The photo: uploaded, then attached to the person (PATCH avatar).
  await page.getByRole('button', { name: 'Change photo' }).click();
  const photoForm = page.getByRole('form', { name: 'Change photo' });
  await photoForm
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: tinyPng });
  await photoForm.getByRole('button', { name: 'Upload photo' }).click();
  await expectStatus(page, 'Photo updated.');
  const after = await realGet<{ data: SandboxRecord }>(request, `/people/v2/people/${id}`);
  expect(String(after.data.attributes.avatar)).toMatch(/\/v2\/files\/[0-9a-f-]{36}\/photo\.png$/);
});

test('profile: a custom field value and a household membership are added, edited and removed', async ({
  page,
  request,
}) => {
  const id = PEOPLE.values;
  const fieldName = 'Favorite Bible Verse';
  const [definition] = await realList(
    request,
    `/people/v2/field_definitions?where[name]=${encodeURIComponent(fieldName)}`,
  );
  expect(definition, `the seed has ${fieldName}`).toBeDefined();
  const dataPath = `/people/v2/people/${id}/field_data?per_page=100`;
  const valuesOf = async () =>
    (await realList(request, dataPath)).filter(
      (d) => related(d, 'field_definition') === definition?.id,
    );
  // A value a run before this one (or the seed) left would make the form an edit: start empty.
  // The real service deletes a field datum under its person (the path its links give); the
  // top-level /people/v2/field_data/{id} is a 404 there.
  for (const old of await valuesOf()) {
    const path = `/people/v2/people/${id}/field_data/${old.id}`;
    expect((await realCall(request, 'DELETE', path)).status).toBe(204);
  }
  // A household of the test's own (the docs' create body: relationships, no `type`).
  const householdName = unique('Real Form Household');
  const createdHousehold = await realCall(request, 'POST', '/people/v2/households', {
    data: {
      attributes: { name: householdName },
      relationships: {
        people: { data: [{ type: 'Person', id: PEOPLE.householder }] },
        primary_contact: { data: { type: 'Person', id: PEOPLE.householder } },
      },
    },
  });
  expect(createdHousehold.status, createdHousehold.text).toBe(201);
  const householdId = (createdHousehold.json?.data as SandboxRecord).id;

  try {
    await page.goto(`/people/${id}?section=custom-fields`);
    const personal = page.getByRole('region', { name: 'Personal Details' });
    await personal.getByRole('button', { name: `Add ${fieldName}` }).click();
    let form = page.getByRole('form', { name: `Add ${fieldName}` });
    await form.getByRole('textbox', { name: fieldName }).fill('Psalm 23');
    await form.getByRole('button', { name: 'Add value' }).click();
    await expectStatus(page, `${fieldName} saved.`);
    const [value] = await valuesOf();
    expect(value?.attributes.value).toBe('Psalm 23');

    await personal.getByRole('button', { name: `Edit ${fieldName}` }).click();
    form = page.getByRole('form', { name: `Edit ${fieldName}` });
    await form.getByRole('textbox', { name: fieldName }).fill('Romans 8:28');
    await form.getByRole('button', { name: 'Save value' }).click();
    await expectStatus(page, `${fieldName} saved.`);
    expect((await valuesOf()).map((d) => d.attributes.value)).toEqual(['Romans 8:28']);

    await personal.getByRole('button', { name: `Remove ${fieldName}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove this value?' })
      .getByRole('button', { name: 'Remove value' })
      .click();
    await expectStatus(page, `${fieldName}: value removed.`);
    expect(await valuesOf()).toEqual([]);

    // Household membership: add as pending, confirm, remove.
    const membershipsOf = async () =>
      (
        await realList(request, `/people/v2/people/${id}/household_memberships?per_page=100`)
      ).filter((m) => related(m, 'household') === householdId);
    await page.goto(`/people/${id}?section=households`);
    await page.getByRole('button', { name: 'Add to a household' }).click();
    let membership = page.getByRole('form', { name: 'Add to a household' });
    await membership.getByRole('combobox', { name: 'Household' }).fill(householdName);
    await page.getByRole('option', { name: new RegExp(`^${householdName} \\(`) }).click();
    await membership.getByRole('switch', { name: 'Pending' }).check();
    await membership.getByRole('button', { name: 'Add to household' }).click();
    await expectStatus(page, `Added to ${householdName}.`);
    expect((await membershipsOf()).map((m) => m.attributes.pending)).toEqual([true]);

    await page.getByRole('button', { name: `Change membership of ${householdName}` }).click();
    membership = page.getByRole('form', { name: `Membership of ${householdName}` });
    await membership.getByRole('switch', { name: 'Pending' }).uncheck();
    await membership.getByRole('button', { name: 'Save membership' }).click();
    await expectStatus(page, `Membership of ${householdName} saved.`);
    expect((await membershipsOf()).map((m) => m.attributes.pending)).toEqual([false]);

    await page.getByRole('button', { name: `Remove from ${householdName}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove this household membership?' })
      .getByRole('button', { name: 'Remove household membership' })
      .click();
    await expectStatus(page, `Removed from ${householdName}.`);
    expect(await membershipsOf()).toEqual([]);
  } finally {
    await realCall(request, 'DELETE', `/people/v2/households/${householdId}`);
  }
});

test('people settings: a value of each kind is added, edited and deleted', async ({
  page,
  request,
}) => {
  await page.goto('/people/settings');
  for (const kind of [
    { path: 'name_prefixes', region: 'Name prefixes', noun: 'name prefix', value: 'Rev.' },
    { path: 'name_suffixes', region: 'Name suffixes', noun: 'name suffix', value: 'III' },
    { path: 'marital_statuses', region: 'Marital statuses', noun: 'marital status', value: 'Wed' },
    {
      path: 'inactive_reasons',
      region: 'Inactive reasons',
      noun: 'inactive reason',
      value: 'Away',
    },
  ]) {
    const value = unique(kind.value);
    const edited = `${value} (edited)`;
    const article = /^[aeiou]/.test(kind.noun) ? 'an' : 'a';
    const valuesOf = async () =>
      (await realList(request, `/people/v2/${kind.path}?per_page=100`)).map((r) =>
        String(r.attributes.value),
      );
    const section = page.getByRole('region', { name: kind.region });
    await section.getByRole('button', { name: `Add ${article} ${kind.noun}` }).click();
    const dialog = page.getByRole('dialog', { name: `Add ${kind.noun}` });
    await dialog.getByRole('textbox', { name: 'Value', exact: true }).fill(value);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectStatus(page, `Added the ${kind.noun} “${value}”`);
    expect(await valuesOf()).toContain(value);

    await section.getByRole('button', { name: `Edit the ${kind.noun} ${value}` }).click();
    const editDialog = page.getByRole('dialog', { name: `Edit ${kind.noun}` });
    await editDialog.getByRole('textbox', { name: 'Value', exact: true }).fill(edited);
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expectStatus(page, `to “${edited}”`);
    const afterEdit = await valuesOf();
    expect(afterEdit).toContain(edited);
    expect(afterEdit).not.toContain(value);

    await section.getByRole('button', { name: `Delete the ${kind.noun} ${edited}` }).click();
    await page
      .getByRole('dialog', { name: `Delete this ${kind.noun}?` })
      .getByRole('button', { name: `Delete ${kind.noun}` })
      .click();
    await expectStatus(page, `Deleted the ${kind.noun} “${edited}”`);
    expect(await valuesOf()).not.toContain(edited);
  }
});

test('households: created with members and a primary contact, edited, deleted', async ({
  page,
  request,
}) => {
  const people = await realList(
    request,
    '/people/v2/people?per_page=100&order=-last_name&where[child]=false',
  );
  const uniqueNames = people.filter(
    (p) => people.filter((q) => q.attributes.name === p.attributes.name).length === 1,
  );
  const [first, second] = uniqueNames.slice(4, 6).map((p) => ({
    id: p.id,
    name: String(p.attributes.name),
    lastName: String(p.attributes.last_name),
  }));
  if (!first || !second) throw new Error('the directory has too few people');
  const name = unique('Test Real Household');
  const householdOf = async (id: string) =>
    realGet<{ data: SandboxRecord }>(request, `/people/v2/households/${id}?include=people`);

  await page.goto('/people/households');
  await page.getByRole('button', { name: 'New household' }).click();
  const dialog = page.getByRole('dialog', { name: 'New household' });
  await dialog.getByLabel('Household name').fill(name);
  for (const person of [first, second]) {
    await page.getByRole('combobox', { name: 'People' }).fill(person.lastName);
    await page.getByRole('option', { name: new RegExp(`^${person.name}\\b`) }).click();
  }
  await dialog.getByLabel('Primary contact').selectOption({ label: second.name });
  await dialog.getByRole('button', { name: 'Create household' }).click();
  await expectStatus(page, 'Household created');
  const id = /\/people\/households\/(\d+)$/.exec(page.url())?.[1] ?? '';
  expect(id).not.toBe('');
  const created = (await householdOf(id)).data;
  expect(created.attributes).toMatchObject({ name, primary_contact_id: Number(second.id) });
  const members = created.relationships?.people?.data as unknown as { id: string }[];
  expect(members.map((p) => p.id).sort()).toEqual([first.id, second.id].sort());

  const renamed = `${name} (renamed)`;
  await page.getByLabel('Household name').fill(renamed);
  await page.getByLabel('Primary contact').selectOption({ label: first.name });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectStatus(page, 'Saved');
  expect((await householdOf(id)).data.attributes).toMatchObject({
    name: renamed,
    primary_contact_id: Number(first.id),
  });

  await page.getByRole('button', { name: 'Delete household' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this household?' })
    .getByRole('button', { name: 'Delete household' })
    .click();
  await expectStatus(page, `${renamed} was deleted`);
  expect((await realCall(request, 'GET', `/people/v2/households/${id}`)).status).toBe(404);
});

test('custom fields: a field and its options are created, edited, reordered and deleted', async ({
  page,
  request,
}) => {
  const name = unique('Real form field');
  const renamed = `${name} (renamed)`;
  const definitionNamed = async (wanted: string) =>
    (
      await realList(
        request,
        `/people/v2/field_definitions?filter=include_deleted&where[name]=${encodeURIComponent(wanted)}`,
      )
    )[0];

  await page.goto('/people/custom-fields?tab=3');
  await page.getByRole('button', { name: 'New field' }).click();
  const dialog = page.getByRole('dialog', { name: 'New custom field' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Data type').selectOption({ label: 'Drop-down (one choice)' });
  await dialog.getByRole('button', { name: 'Create field' }).click();
  await expectStatus(page, `${name} was created`);
  const created = await definitionNamed(name);
  expect(created?.attributes).toMatchObject({ name, data_type: 'select' });
  expect(related(created, 'tab')).toBe('3');
  const definitionId = created?.id ?? '';

  const table = page.getByRole('table', { name: 'Custom fields on the Volunteering tab' });
  await table.getByRole('button', { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit custom field' });
  await editDialog.getByLabel('Name').fill(renamed);
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expectStatus(page, `${renamed} was saved`);
  expect((await definitionNamed(renamed))?.id).toBe(definitionId);

  // Options: add two, rename one, move one up (a sequence update), delete one.
  const optionValues = async () =>
    (
      await realList(
        request,
        `/people/v2/field_definitions/${definitionId}/field_options?order=sequence&per_page=100`,
      )
    ).map((o) => String(o.attributes.value));
  await table.getByRole('button', { name: `Options of ${renamed} (0)` }).click();
  const drawer = page.getByRole('dialog', { name: `Options of ${renamed}` });
  for (const value of ['Alpha', 'Beta']) {
    await drawer.getByLabel('New option').fill(value);
    await drawer.getByRole('button', { name: 'Add option' }).click();
    await expect(drawer.getByRole('status').filter({ hasText: `Added “${value}”` })).toBeVisible();
  }
  expect(await optionValues()).toEqual(['Alpha', 'Beta']);
  const list = drawer.getByRole('list', { name: `Options of ${renamed}, in order` });
  await list.getByRole('button', { name: 'Edit Beta' }).click();
  await drawer.getByLabel('New value for “Beta”').fill('Gamma');
  await drawer.getByRole('button', { name: 'Save option' }).click();
  await expect(drawer.getByRole('status').filter({ hasText: 'Renamed “Beta”' })).toBeVisible();
  expect(await optionValues()).toEqual(['Alpha', 'Gamma']);
  await list.getByRole('button', { name: 'Move Gamma up' }).click();
  await expect(list.getByRole('listitem')).toHaveText([/Gamma/, /Alpha/]);
  await expect.poll(optionValues).toEqual(['Gamma', 'Alpha']);
  await list.getByRole('button', { name: 'Delete Alpha' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this option?' })
    .getByRole('button', { name: 'Delete option' })
    .click();
  await expect(list.getByRole('listitem')).toHaveText([/Gamma/]);
  expect(await optionValues()).toEqual(['Gamma']);
  await drawer.getByRole('button', { name: 'Close options' }).click();

  await table.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this field?' })
    .getByRole('button', { name: 'Delete field' })
    .click();
  await expectStatus(page, `${renamed} was deleted`);
  expect((await definitionNamed(renamed))?.attributes.deleted_at).toEqual(expect.any(String));
});

test('a list runs; passes offer no form the service refuses', async ({ page, request }) => {
  const [list] = await realList(request, '/people/v2/lists?per_page=1&order=name');
  expect(list, 'the seed has a list').toBeDefined();
  const before = String(list?.attributes.batch_completed_at);
  await page.goto(`/people/lists/${list?.id ?? ''}`);
  await page.getByRole('button', { name: 'Run list' }).click();
  await expectStatus(page, 'The list ran');
  const after = await realGet<{ data: SandboxRecord }>(
    request,
    `/people/v2/lists/${list?.id ?? ''}`,
  );
  expect(String(after.data.attributes.batch_completed_at)).not.toBe(before);

  // Passes are read-only on the real service (D164): the page says so and offers no form or
  // Delete, in the recent passes nor in a pass looked up.
  await page.goto('/check-ins/passes');
  await expect(page.getByRole('status').filter({ hasText: 'Read only' })).toContainText(
    'The service does not let Narthex create or delete passes',
  );
  const lookUp = page.getByRole('button', { name: /^Look up / }).first();
  await expect(lookUp).toBeVisible();
  await lookUp.click();
  await expect(page).toHaveURL(/[?&]code=./);
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  await expect(page.getByRole('article', { name: `Pass ${code}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create a pass' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create pass' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});
