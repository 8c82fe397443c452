import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

import { severeAxeViolations, type AxeProblem } from './support/axe';
import { failedLoad, test } from './support/page-problems';
import { sandboxRequest } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';
import { tinyPng } from './support/tiny-png';

// The e2e machine is shared with other suites; give slow answers room.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 90_000 });

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | null }>;
}

interface Answer {
  data: Resource | Resource[];
  included?: Resource[];
  meta?: { total_count?: number };
}

/** A call straight to the embedded sandbox, past the proxy. */
const sandbox = sandboxRequest<Answer>;

async function sandboxList(request: APIRequestContext, path: string): Promise<Resource[]> {
  const { status, json } = await sandbox(request, 'GET', path);
  expect(status, path).toBe(200);
  return json?.data as Resource[];
}

async function personName(request: APIRequestContext, id: string): Promise<string> {
  const { json } = await sandbox(request, 'GET', `/people/v2/people/${id}`);
  return String((json?.data as Resource).attributes.name);
}

/** Records every request the page sends that matches, to prove a check made none. */
function watchRequests(page: Page, method: string, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.method() === method && pattern.test(req.url())) seen.push(`${method} ${req.url()}`);
  });
  return seen;
}

/** A tab of the profile's sections (the people area's own tabs have some of the same names). */
function sectionTab(page: Page, name: string) {
  return page
    .getByRole('tablist', { name: 'Profile sections' })
    .getByRole('tab', { name, exact: true });
}

/** The success message of a save, next to what changed. */
async function expectStatus(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

/** `label` with a suffix no other test (or another run of this one) uses. */
function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

// Each test works on its own person: the two workers share the sandbox's data.
const PEOPLE = {
  addresses: '30',
  emails: '34',
  fieldData: '37',
  households: '41',
  /** The one member of the two households the households test makes for itself. */
  householdsCompanion: '42',
  avatar: '43',
  unsaved: '46',
  readOnly: '2',
} as const;

test('addresses: add, edit (a cleared field is saved cleared), make primary and delete', async ({
  page,
  request,
}) => {
  const id = PEOPLE.addresses;
  const path = `/people/v2/people/${id}/addresses`;
  const before = await sandboxList(request, path);
  const original = before.find((a) => a.attributes.primary === true);
  expect(original, 'the person starts with a primary address').toBeDefined();

  await page.goto(`/people/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await personName(request, id));
  await expect(sectionTab(page, 'Addresses')).toHaveAttribute('aria-selected', 'true');

  // Add.
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'Add an address' });
  const street = form.getByLabel('Street', { exact: true });
  await expect(street).toBeFocused();

  // An empty address, or one with a made-up ZIP, is refused at once: nothing is sent.
  const posts = watchRequests(page, 'POST', /\/addresses$/);
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(
    form.getByText('Enter a street or a city: an address needs at least one'),
  ).toBeVisible();
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expect(street).toBeFocused();
  await form.getByLabel('City', { exact: true }).fill('Aurora');
  await expect(street).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('State or region', { exact: true }).fill('X'.repeat(60));
  await form.getByLabel('ZIP or postal code', { exact: true }).fill('ABCDE-XYZ');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(form.getByText('Use at most 40 characters (now 60)')).toBeVisible();
  await expect(form.getByLabel('State or region', { exact: true })).toBeFocused();
  await expect(form.getByText(/^Enter a postal code like/)).toBeVisible();
  // Forty letters fit the field, but beside a US ZIP code a state must be a US one.
  await form.getByLabel('State or region', { exact: true }).fill('X'.repeat(40));
  await form.getByLabel('ZIP or postal code', { exact: true }).fill('60505');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(
    form.getByText('With a US ZIP code, enter a US state or territory, like IL or Illinois'),
  ).toBeVisible();
  await expect(form.getByLabel('State or region', { exact: true })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Address added.' })).toHaveCount(0);
  expect(posts).toEqual([]);

  await street.fill('12 Test Lane');
  await form.getByLabel('State or region', { exact: true }).fill('IL');
  await form.getByLabel('ZIP or postal code', { exact: true }).fill('60505');
  await form.getByLabel('Label', { exact: true }).fill('Work');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expectStatus(page, 'Address added.');
  await expect(form).toBeHidden();

  let addresses = await sandboxList(request, path);
  const added = addresses.find((a) => a.attributes.street === '12 Test Lane');
  expect(added?.attributes).toMatchObject({
    city: 'Aurora',
    state: 'IL',
    zip: '60505',
    location: 'Work',
    primary: false,
  });
  if (!added) return;

  // Edit: change the city, clear the ZIP code.
  await page.getByRole('button', { name: 'Edit address 12 Test Lane, Aurora, IL 60505' }).click();
  const edit = page.getByRole('form', { name: 'Edit address' });
  await edit.getByLabel('City', { exact: true }).fill('Naperville');
  await edit.getByLabel('ZIP or postal code', { exact: true }).fill('');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expectStatus(page, 'Address saved.');
  addresses = await sandboxList(request, path);
  expect(addresses.find((a) => a.id === added.id)?.attributes).toMatchObject({
    city: 'Naperville',
    zip: '',
    street: '12 Test Lane',
  });

  // Make primary: the sandbox keeps one primary per person.
  await page.getByRole('button', { name: 'Make 12 Test Lane, Naperville, IL primary' }).click();
  await expectStatus(page, 'is now the primary address');
  addresses = await sandboxList(request, path);
  expect(addresses.filter((a) => a.attributes.primary === true).map((a) => a.id)).toEqual([
    added.id,
  ]);
  await expect(
    page.getByRole('article', { name: '12 Test Lane, Naperville, IL' }).getByText('Primary'),
  ).toBeVisible();

  // Delete, after confirming; the original address becomes primary again.
  await page.getByRole('button', { name: 'Delete address 12 Test Lane, Naperville, IL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('12 Test Lane, Naperville, IL');
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expectStatus(page, 'Address deleted.');
  addresses = await sandboxList(request, path);
  expect(addresses.map((a) => a.id)).not.toContain(added.id);
  expect(addresses.find((a) => a.id === original?.id)?.attributes.primary).toBe(true);
  await expect(page.getByRole('article', { name: /12 Test Lane/ })).toHaveCount(0);
});

test('e-mail addresses: checked before sending, then added, edited, made primary and deleted', async ({
  page,
  request,
}) => {
  const id = PEOPLE.emails;
  const path = `/people/v2/people/${id}/emails`;
  const existing = (await sandboxList(request, path))[0];
  const existingAddress = String(existing?.attributes.address);
  const posts = watchRequests(page, 'POST', new RegExp(`/api/people/v2/people/${id}/emails`));

  await page.goto(`/people/${id}`);
  await sectionTab(page, 'E-mail addresses').click();
  await expect(page).toHaveURL(/section=emails/);
  await expect(page.getByRole('cell', { name: existingAddress, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add e-mail address' }).click();
  const form = page.getByRole('form', { name: 'Add an e-mail address' });
  const address = form.getByRole('textbox', { name: 'E-mail address' });
  const submit = form.getByRole('button', { name: 'Add e-mail address' });

  // The form's own checks answer at once, without a request.
  await submit.click();
  await expect(form.getByText('E-mail address is required')).toBeVisible();
  await address.fill('not-an-address');
  await submit.click();
  await expect(form.getByText('Enter an e-mail address like name@example.org')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await address.fill(existingAddress.toUpperCase());
  await submit.click();
  await expect(form.getByText('This person already has this e-mail address')).toBeVisible();
  expect(posts).toEqual([]);

  await address.fill('freddie.test@example.org');
  await submit.click();
  await expectStatus(page, 'E-mail address added.');
  expect(posts).toHaveLength(1);
  let emails = await sandboxList(request, path);
  const added = emails.find((e) => e.attributes.address === 'freddie.test@example.org');
  expect(added?.attributes).toMatchObject({ location: 'Home', primary: false });
  if (!added) return;

  // Edit (PATCH /people/v2/emails/{id}).
  await page.getByRole('button', { name: 'Edit freddie.test@example.org' }).click();
  const edit = page.getByRole('form', { name: 'Edit e-mail address' });
  await edit.getByRole('textbox', { name: 'E-mail address' }).fill('freddie.work@example.org');
  await edit.getByLabel('Label', { exact: true }).fill('Work');
  await edit.getByRole('button', { name: 'Save e-mail address' }).click();
  await expectStatus(page, 'E-mail address saved.');
  emails = await sandboxList(request, path);
  expect(emails.find((e) => e.id === added.id)?.attributes).toMatchObject({
    address: 'freddie.work@example.org',
    location: 'Work',
  });

  // Make primary: one primary per person.
  await page.getByRole('button', { name: 'Make freddie.work@example.org primary' }).click();
  await expectStatus(page, 'is now the primary e-mail address');
  emails = await sandboxList(request, path);
  expect(emails.filter((e) => e.attributes.primary === true).map((e) => e.id)).toEqual([added.id]);

  // Delete.
  await page.getByRole('button', { name: 'Delete freddie.work@example.org' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this e-mail address?' })
    .getByRole('button', { name: 'Delete e-mail address' })
    .click();
  await expectStatus(page, 'freddie.work@example.org deleted.');
  emails = await sandboxList(request, path);
  expect(emails.map((e) => e.id)).not.toContain(added.id);
  expect(emails.find((e) => e.id === existing?.id)?.attributes.primary).toBe(true);
});

test('custom fields: values by data type are added, edited and removed; a 422 shows on its field', async ({
  page,
  request,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(failedLoad(422));
  const id = PEOPLE.fieldData;
  const dataPath = `/people/v2/people/${id}/field_data`;
  const definitions = await sandboxList(
    request,
    '/people/v2/field_definitions?per_page=100&include=field_options',
  );
  const definition = (name: string) => {
    const found = definitions.find((d) => d.attributes.name === name);
    expect(found, name).toBeDefined();
    return found as Resource;
  };
  const verse = definition('Favorite Bible Verse');
  const years = definition('Years Attending');
  const shirt = definition('Shirt Size');
  const notes = definition('Anything we should know?');
  // Start from no values for these fields.
  const valuesOf = async () =>
    (await sandboxList(request, `${dataPath}?per_page=100&include=field_definition`)).map((d) => ({
      id: d.id,
      value: d.attributes.value,
      definition: d.relationships?.field_definition?.data?.id,
    }));
  for (const datum of await valuesOf()) {
    if ([verse.id, years.id, shirt.id, notes.id].includes(datum.definition ?? '')) {
      expect((await sandbox(request, 'DELETE', `${dataPath}/${datum.id}`)).status).toBe(204);
    }
  }
  const posts = watchRequests(page, 'POST', new RegExp(`/api${dataPath}`));

  await page.goto(`/people/${id}?section=custom-fields`);
  const personal = page.getByRole('region', { name: 'Personal Details' });
  await expect(personal.getByRole('rowheader', { name: 'Favorite Bible Verse' })).toBeVisible();

  // A string field: add, edit, remove.
  await personal.getByRole('button', { name: 'Add Favorite Bible Verse' }).click();
  let form = page.getByRole('form', { name: 'Add Favorite Bible Verse' });
  await expect(form.getByRole('textbox', { name: 'Favorite Bible Verse' })).toHaveAttribute(
    'placeholder',
    'John 3:16',
  );
  await form.getByRole('textbox', { name: 'Favorite Bible Verse' }).fill('Psalm 23');
  await form.getByRole('button', { name: 'Add value' }).click();
  await expectStatus(page, 'Favorite Bible Verse saved.');
  let values = await valuesOf();
  const added = values.find((v) => v.definition === verse.id);
  expect(added?.value).toBe('Psalm 23');
  await expect(personal.getByRole('row', { name: /Favorite Bible Verse/ })).toContainText(
    'Psalm 23',
  );

  await personal.getByRole('button', { name: 'Edit Favorite Bible Verse' }).click();
  form = page.getByRole('form', { name: 'Edit Favorite Bible Verse' });
  await form.getByRole('textbox', { name: 'Favorite Bible Verse' }).fill('Romans 8:28');
  await form.getByRole('button', { name: 'Save value' }).click();
  await expectStatus(page, 'Favorite Bible Verse saved.');
  values = await valuesOf();
  expect(values.find((v) => v.id === added?.id)?.value).toBe('Romans 8:28');

  await personal.getByRole('button', { name: 'Remove Favorite Bible Verse' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this value?' })
    .getByRole('button', { name: 'Remove value' })
    .click();
  await expectStatus(page, 'Favorite Bible Verse: value removed.');
  values = await valuesOf();
  expect(values.find((v) => v.definition === verse.id)).toBeUndefined();

  // A number field: the sandbox's rule is checked before sending.
  const postsBefore = posts.length;
  await personal.getByRole('button', { name: 'Add Years Attending' }).click();
  form = page.getByRole('form', { name: 'Add Years Attending' });
  await form.getByRole('textbox', { name: 'Years Attending' }).fill('about ten');
  await form.getByRole('button', { name: 'Add value' }).click();
  await expect(form.getByText('Enter a number, like 12 or 3.5')).toBeVisible();
  expect(posts).toHaveLength(postsBefore);
  await form.getByRole('textbox', { name: 'Years Attending' }).fill('12');
  await form.getByRole('button', { name: 'Add value' }).click();
  await expectStatus(page, 'Years Attending saved.');
  values = await valuesOf();
  expect(values.find((v) => v.definition === years.id)?.value).toBe('12');

  // A select field offers the definition's options.
  await personal.getByRole('button', { name: 'Add Shirt Size' }).click();
  form = page.getByRole('form', { name: 'Add Shirt Size' });
  const options = await sandboxList(
    request,
    `/people/v2/field_definitions/${shirt.id}/field_options?order=sequence`,
  );
  await expect(form.getByRole('combobox', { name: 'Shirt Size' }).locator('option')).toHaveText([
    'Choose…',
    ...options.map((o) => String(o.attributes.value)),
  ]);
  await form.getByRole('combobox', { name: 'Shirt Size' }).selectOption('M');
  await form.getByRole('button', { name: 'Add value' }).click();
  await expectStatus(page, 'Shirt Size saved.');
  values = await valuesOf();
  expect(values.find((v) => v.definition === shirt.id)?.value).toBe('M');

  // A text field (a textarea). While the form is open someone else sets the value: the
  // sandbox's 422 ("already has a value") lands on the field.
  await personal.getByRole('button', { name: 'Add Anything we should know?' }).click();
  form = page.getByRole('form', { name: 'Add Anything we should know?' });
  const textarea = form.getByRole('textbox', { name: 'Anything we should know?' });
  await expect(textarea).toHaveJSProperty('tagName', 'TEXTAREA');
  await textarea.fill('Prefers the early service.');
  const concurrent = await sandbox(request, 'POST', dataPath, {
    data: {
      type: 'FieldDatum',
      attributes: { value: 'Set in another tab' },
      relationships: { field_definition: { data: { type: 'FieldDefinition', id: notes.id } } },
    },
  });
  expect(concurrent.status).toBe(201);
  await form.getByRole('button', { name: 'Add value' }).click();
  await expect(
    form.getByText('this person already has a value for this field; update it instead'),
  ).toBeVisible();
  await expect(textarea).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toBeVisible();
  values = await valuesOf();
  expect(values.filter((v) => v.definition === notes.id).map((v) => v.value)).toEqual([
    'Set in another tab',
  ]);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});

/** A household made straight in the sandbox with one member; answers its id and name. */
async function newHousehold(request: APIRequestContext, name: string, memberId: string) {
  const member = { data: { type: 'Person', id: memberId } };
  const created = await sandbox(request, 'POST', '/people/v2/households', {
    data: {
      type: 'Household',
      attributes: { name },
      relationships: { people: { data: [member.data] }, primary_contact: member },
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return { id: (created.json?.data as Resource).id, name };
}

test('households: add as pending, confirm, remove; an existing membership is a 422 on the household', async ({
  page,
  request,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(failedLoad(422));
  const id = PEOPLE.households;
  const membershipsPath = `/people/v2/people/${id}/household_memberships`;
  const memberships = async () =>
    (await sandboxList(request, `${membershipsPath}?include=household&per_page=100`)).map((m) => ({
      id: m.id,
      pending: m.attributes.pending,
      household: m.relationships?.household?.data?.id,
    }));
  // Two households of the test's own, uniquely named: the other worker creates, renames and
  // deletes households, so the first ones of the shared list may change under this test.
  const target = await newHousehold(request, unique('Profile Target'), PEOPLE.householdsCompanion);
  const other = await newHousehold(request, unique('Profile Other'), PEOPLE.householdsCompanion);
  const targetName = target.name;
  const otherName = other.name;

  try {
    await page.goto(`/people/${id}?section=households`);
    await expect(sectionTab(page, 'Households')).toHaveAttribute('aria-selected', 'true');

    // Add as pending, which staff choose (a member is confirmed unless they do).
    await page.getByRole('button', { name: 'Add to a household' }).click();
    let form = page.getByRole('form', { name: 'Add to a household' });
    await form.getByRole('combobox', { name: 'Household' }).fill(targetName);
    await page.getByRole('option', { name: new RegExp(`^${targetName} \\(`) }).click();
    const pending = form.getByRole('switch', { name: 'Pending' });
    await expect(pending).not.toBeChecked();
    await pending.check();
    await form.getByRole('button', { name: 'Add to household' }).click();
    await expectStatus(page, `Added to ${targetName}.`);
    let now = await memberships();
    const added = now.find((m) => m.household === target.id);
    expect(added?.pending).toBe(true);
    const row = page.getByRole('row', { name: new RegExp(targetName) });
    await expect(row).toContainText('Pending');

    // Confirm the membership (PATCH pending false).
    await page.getByRole('button', { name: `Change membership of ${targetName}` }).click();
    form = page.getByRole('form', { name: `Membership of ${targetName}` });
    await form.getByRole('switch', { name: 'Pending' }).uncheck();
    await form.getByRole('button', { name: 'Save membership' }).click();
    await expectStatus(page, `Membership of ${targetName} saved.`);
    now = await memberships();
    expect(now.find((m) => m.id === added?.id)?.pending).toBe(false);
    await expect(row).toContainText('Member');

    // Remove.
    await page.getByRole('button', { name: `Remove from ${targetName}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove this household membership?' })
      .getByRole('button', { name: 'Remove household membership' })
      .click();
    await expectStatus(page, `Removed from ${targetName}.`);
    now = await memberships();
    expect(now.find((m) => m.household === target.id)).toBeUndefined();
    await expect(page.getByRole('row', { name: new RegExp(targetName) })).toHaveCount(0);

    // The person is added to the other household elsewhere while the form is open: the
    // sandbox's 422 on the person relationship is shown on the household field.
    await page.getByRole('button', { name: 'Add to a household' }).click();
    form = page.getByRole('form', { name: 'Add to a household' });
    await form.getByRole('combobox', { name: 'Household' }).fill(otherName);
    await page.getByRole('option', { name: new RegExp(`^${otherName} \\(`) }).click();
    const concurrent = await sandbox(
      request,
      'POST',
      `/people/v2/households/${other.id}/household_memberships`,
      {
        data: {
          type: 'HouseholdMembership',
          attributes: { pending: true },
          relationships: { person: { data: { type: 'Person', id } } },
        },
      },
    );
    expect(concurrent.status).toBe(201);
    await form.getByRole('button', { name: 'Add to household' }).click();
    await expect(form.getByText('person is already a member of this household')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Household' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect((await memberships()).filter((m) => m.household === other.id)).toHaveLength(1);
  } finally {
    // Deleting a household deletes its memberships too, the one made behind the page's back.
    for (const household of [target, other]) {
      const deleted = await sandbox(request, 'DELETE', `/people/v2/households/${household.id}`);
      expect(deleted.status).toBe(204);
    }
  }
});

/** Adults of the directory's later pages (the other tests use its first people), with a city. */
async function adultsWithCities(request: APIRequestContext) {
  const { json } = await sandbox(
    request,
    'GET',
    '/people/v2/people?where[child]=false&include=addresses&per_page=100&offset=120',
  );
  const addresses = new Map((json?.included ?? []).map((a) => [a.id, a]));
  const used = new Set<string>(Object.values(PEOPLE));
  return (json?.data as Resource[]).flatMap((person) => {
    const linked = person.relationships?.addresses?.data;
    const own = (Array.isArray(linked) ? linked : []).flatMap((l) => {
      const address = addresses.get(l.id);
      return address ? [address] : [];
    });
    const home = own.find((a) => a.attributes.primary === true) ?? own[0];
    const city = String(home?.attributes.city ?? '');
    if (used.has(person.id) || city === '') return [];
    const name = `${String(person.attributes.first_name)} ${String(person.attributes.last_name)}`;
    return [{ id: person.id, name, city }];
  });
}

test('households: two of one name are told apart by members and city; a person is added as a member', async ({
  page,
  request,
}) => {
  const adults = await adultsWithCities(request);
  const first = adults[0];
  const second = adults.find((p) => first !== undefined && p.city !== first.city);
  const joiner = adults.find((p) => p !== first && p !== second);
  if (!first || !second || !joiner) throw new Error('the directory has too few adults');
  // Two households of one name, each with its own member: the picker must tell them apart.
  const name = unique('Twin Household');
  const households = [
    await newHousehold(request, name, first.id),
    await newHousehold(request, name, second.id),
  ];
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/people/${joiner.id}?section=households`);
    await page.getByRole('button', { name: 'Add to a household' }).click();
    const form = page.getByRole('form', { name: 'Add to a household' });
    await form.getByRole('combobox', { name: 'Household' }).fill(name);
    const firstChoice = page.getByRole('option', {
      name: `${name} (${first.name} · ${first.city})`,
    });
    await expect(firstChoice).toBeVisible();
    await expect(
      page.getByRole('option', { name: `${name} (${second.name} · ${second.city})` }),
    ).toBeVisible();
    await page.screenshot({ path: screenshotPath('household-picker-twins', { forDocs: false }) });
    await firstChoice.click();
    await expect(form.getByRole('switch', { name: 'Pending' })).not.toBeChecked();
    await form.getByRole('button', { name: 'Add to household' }).click();
    await expectStatus(page, `Added to ${name}.`);

    const memberships = await sandboxList(
      request,
      `/people/v2/people/${joiner.id}/household_memberships?include=household&per_page=100`,
    );
    const added = memberships.filter((m) =>
      households.some((h) => h.id === m.relationships?.household?.data?.id),
    );
    expect(added.map((m) => [m.relationships?.household?.data?.id, m.attributes.pending])).toEqual([
      [households[0]?.id, false],
    ]);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Member');
  } finally {
    for (const household of households) {
      const deleted = await sandbox(request, 'DELETE', `/people/v2/households/${household.id}`);
      expect(deleted.status).toBe(204);
    }
  }
});

// A photo too large or not an image is refused before uploading: src/features/people/profile/person-page.test.tsx.
test('avatar: a photo is uploaded, served through the proxy and shown, in the directory too', async ({
  page,
  request,
}) => {
  const id = PEOPLE.avatar;
  const name = await personName(request, id);
  const uploads = watchRequests(page, 'POST', /\/api\/(v2\/)?files/);

  await page.goto(`/people/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The seeded avatar is on another host: initials, no image.
  await expect(page.getByRole('img', { name: `Initials of ${name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Change photo' }).click();
  const form = page.getByRole('form', { name: 'Change photo' });
  const input = form.locator('input[type=file]');
  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: tinyPng });
  await form.getByRole('button', { name: 'Upload photo' }).click();
  await expectStatus(page, 'Photo updated.');
  expect(uploads).toHaveLength(1);

  const { json } = await sandbox(request, 'GET', `/people/v2/people/${id}`);
  const avatar = String((json?.data as Resource).attributes.avatar);
  expect(avatar).toMatch(/\/v2\/files\/[0-9a-f-]{36}\/photo\.png$/);

  // Served from this origin through the proxy (/api/files/…), so the image loads.
  const photo = page.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toHaveAttribute('src', /\/api\/files\/[0-9a-f-]{36}\/photo\.png$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  // The directory shows it too.
  await page.goto(`/people?where[search_name]=${encodeURIComponent(name)}`);
  const rowImage = page.getByRole('row').filter({ hasText: name }).locator('img');
  await expect(rowImage).toHaveAttribute('src', /\/api\/files\//);
  await expect.poll(() => rowImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
});

test('leaving a form with unsaved changes asks first', async ({ page, request }) => {
  const id = PEOPLE.unsaved;
  const path = `/people/v2/people/${id}/addresses`;
  const before = (await sandboxList(request, path)).length;

  await page.goto(`/people/${id}`);
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'Add an address' });
  await form.getByLabel('Street', { exact: true }).fill('1 Unsaved Road');

  // A link away: asked, and "Keep editing" stays.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'People' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/people/${id}$`));
  await expect(form.getByLabel('Street', { exact: true })).toHaveValue('1 Unsaved Road');

  // Another section of the profile: asked again; "Discard changes" goes.
  await sectionTab(page, 'E-mail addresses').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/section=emails/);
  await expect(sectionTab(page, 'E-mail addresses')).toHaveAttribute('aria-selected', 'true');
  expect(await sandboxList(request, path)).toHaveLength(before);

  // Cancel with changes closes the form without asking (it is an explicit discard); a clean
  // form never asks.
  await sectionTab(page, 'Addresses').click();
  await page.getByRole('button', { name: 'Add address' }).click();
  await page
    .getByRole('form', { name: 'Add an address' })
    .getByLabel('City', { exact: true })
    .fill('Elgin');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('form', { name: 'Add an address' })).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'People' })
    .click();
  await expect(page).toHaveURL(/\/people$/);
  await expect(dialog).toBeHidden();
});

test('sections are in the URL; connected people and messages are the sandbox’s', async ({
  page,
  request,
}) => {
  // Someone with an account in another church.
  let connected: { id: string; organization: string } | undefined;
  for (let candidate = 2; candidate <= 120 && !connected; candidate++) {
    const list = await sandboxList(request, `/people/v2/people/${candidate}/connected_people`);
    const first = list[0];
    if (first)
      connected = {
        id: String(candidate),
        organization: String(first.attributes.organization_name),
      };
  }
  expect(connected, 'the seed connects someone').toBeDefined();
  if (!connected) return;

  await page.goto(`/people/${connected.id}?section=connected`);
  await expect(sectionTab(page, 'Connected people')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Connected people' })).toContainText(
    connected.organization,
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Connected people' })).toContainText(
    connected.organization,
  );

  // Messages to someone, as the Person's messages association answers them.
  const id = PEOPLE.readOnly;
  const { json } = await sandbox(request, 'GET', `/people/v2/people/${id}/messages?per_page=10`);
  const messages = json?.data as Resource[];
  const total = json?.meta?.total_count ?? 0;
  expect(total).toBeGreaterThan(0);
  await page.goto(`/people/${id}`);
  await sectionTab(page, 'Messages').click();
  await expect(page).toHaveURL(/section=messages/);
  const region = page.getByRole('region', { name: 'Messages' });
  await expect(region.locator('tbody tr td:first-child')).toHaveText(
    messages.map((m) => String(m.attributes.subject)),
  );
  await expect(region.getByText(`1–${Math.min(10, total)} of ${total} messages`)).toBeVisible();
  await page.goBack();
  await expect(sectionTab(page, 'Addresses')).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(sectionTab(page, 'Messages')).toHaveAttribute('aria-selected', 'true');
  await region.getByRole('link', { name: 'All messages' }).click();
  await expect(page).toHaveURL(/\/people\/messages$/);
});

test('the profile has no serious or critical axe violations, with a form open (light and dark)', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = PEOPLE.readOnly;
  const name = await personName(request, id);
  const severe: AxeProblem[] = [];
  const scan = async (state: string) => {
    severe.push(...(await severeAxeViolations(page, state)));
  };

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`/people/${id}`);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('time').first()).toBeVisible();
    await scan(`${colorScheme}: profile`);
    if (colorScheme === 'light') await page.screenshot({ path: screenshotPath('person-profile') });

    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('form', { name: 'Add an address' });
    await form.getByLabel('Street', { exact: true }).fill('400 Church Street');
    await form.getByLabel('City', { exact: true }).fill('Aurora');
    await form.getByLabel('State or region', { exact: true }).fill('IL');
    await scan(`${colorScheme}: address form`);
    if (colorScheme === 'light') {
      await form.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: screenshotPath('person-address-form') });
    }
    await form.getByRole('button', { name: 'Cancel' }).click();

    for (const section of ['E-mail addresses', 'Custom fields', 'Households', 'Messages']) {
      await sectionTab(page, section).click();
      await expect(
        page
          .getByRole('region', {
            name: section === 'E-mail addresses' ? 'E-mail addresses' : section,
          })
          .first(),
      ).toBeVisible();
      await expect(page.locator('[aria-label^="Loading"]')).toHaveCount(0);
      await scan(`${colorScheme}: ${section}`);
      await page.screenshot({
        path: testInfo.outputPath(`${colorScheme}-${section.replace(/\W+/g, '-')}.png`),
        fullPage: true,
      });
    }
    await sectionTab(page, 'Custom fields').click();
    await page.getByRole('button', { name: /^Add / }).first().click();
    await expect(page.getByRole('form').first()).toBeVisible();
    await scan(`${colorScheme}: custom field form`);
    await page.screenshot({
      path: testInfo.outputPath(`${colorScheme}-custom-field-form.png`),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Change photo' }).click();
    await scan(`${colorScheme}: photo form`);
    await page.screenshot({ path: testInfo.outputPath(`${colorScheme}-photo-form.png`) });
    await page.getByRole('button', { name: 'Cancel' }).click();
  }
  expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
});
