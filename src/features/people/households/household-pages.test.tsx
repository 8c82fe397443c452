// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { LanguageProvider } from '../../../ui/i18n/language-context';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { testLanguage } from '../../../ui/testing/test-providers';
import { HouseholdPage } from './household-page';
import { HouseholdsPage } from './households-page';

const sandbox = startSandboxForComponentTests();

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string } | null }>;
}

const search = () => screen.getByTestId('search').textContent;

/** The household pages under their routes, as the app has them. */
const pages = (
  <Routes>
    <Route path="/people/households" element={<HouseholdsPage />} />
    <Route path="/people/households/:householdId" element={<HouseholdPage />} />
  </Routes>
);

/** Two adults of the sandbox's directory, each test its own pair. */
async function twoPeople(pair: number): Promise<[Resource, Resource]> {
  const { json } = await sandbox.request<{ data: Resource[] }>(
    'GET',
    '/people/v2/people?per_page=100&order=last_name&where[child]=false',
  );
  const [first, second] = json.data.slice(pair * 2, pair * 2 + 2);
  if (!first || !second) throw new Error('the directory has too few adults');
  return [first, second];
}

async function createHousehold(name: string, people: Resource[]): Promise<string> {
  const { status, json } = await sandbox.request<{ data: Resource }>(
    'POST',
    '/people/v2/households',
    {
      data: {
        type: 'Household',
        attributes: { name },
        relationships: {
          people: { data: people.map((p) => ({ type: 'Person', id: p.id })) },
          primary_contact: { data: { type: 'Person', id: people[0]?.id } },
        },
      },
    },
  );
  expect(status).toBe(201);
  return json.data.id;
}

const storedHousehold = async (id: string) =>
  (await sandbox.request<{ data: Resource }>('GET', `/people/v2/households/${id}`)).json.data;

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

describe('HouseholdPage and HouseholdsPage', () => {
  it("shows the server's refusal on the primary contact field", async () => {
    const [first, second] = await twoPeople(0);
    const id = await createHousehold(unique('Test Stale'), [first, second]);
    const history = sandbox.renderAt(`/people/households/${id}`, pages);
    const contact = await screen.findByLabelText<HTMLSelectElement>('Primary contact');
    await waitFor(() => expect(contact.value).toBe(first.id));

    // Someone else removes the second member while this page still lists them.
    const memberships = await sandbox.request<{ data: Resource[] }>(
      'GET',
      `/people/v2/people/${second.id}/household_memberships?include=household`,
    );
    const membership = memberships.json.data.find(
      (m) => m.relationships?.household?.data?.id === id,
    );
    if (!membership) throw new Error('the second person is not a member');
    const removed = await sandbox.request(
      'DELETE',
      `/people/v2/people/${second.id}/household_memberships/${membership.id}`,
    );
    expect(removed.status).toBe(204);

    fireEvent.change(contact, { target: { value: second.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/must be a member of the household/)).toBeTruthy();
    expect(screen.getByLabelText('Primary contact').getAttribute('aria-invalid')).toBe('true');
    expect((await storedHousehold(id)).attributes.primary_contact_id).toBe(Number(first.id));
    expect(history.location.pathname).toBe(`/people/households/${id}`);
  });

  it('asks before leaving a household with unsaved changes', async () => {
    const [first, second] = await twoPeople(1);
    const name = unique('Test Unsaved');
    const id = await createHousehold(name, [first, second]);
    const history = sandbox.renderAt(`/people/households/${id}`, pages);
    const nameField = await screen.findByRole<HTMLInputElement>('textbox', {
      name: /^Household name/,
    });
    await waitFor(() => expect(nameField.value).toBe(name));
    fireEvent.change(nameField, { target: { value: `${name} edited` } });

    // The breadcrumb back to the list.
    const toList = () =>
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Households',
      });
    fireEvent.click(toList());
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.location.pathname).toBe(`/people/households/${id}`);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Household name/ }).value).toBe(
      `${name} edited`,
    );

    fireEvent.click(toList());
    const again = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(history.location.pathname).toBe('/people/households'));
    expect((await storedHousehold(id)).attributes.name).toBe(name);
  });

  it('asks before closing the create dialog with unsaved changes', async () => {
    sandbox.renderAt('/people/households?new=household', pages);
    const dialog = await screen.findByRole('dialog', { name: 'New household' });
    const nameField = () =>
      within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Household name/ });
    fireEvent.change(nameField(), { target: { value: 'Half-typed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull(),
    );
    expect(nameField().value).toBe('Half-typed');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(search()).not.toMatch(/new=household/);
  });

  it('keeps the list’s order in the URL, and reads it from a link', async () => {
    const history = sandbox.renderAt('/people/households', pages);
    const table = await screen.findByRole('table', { name: 'Households' });
    const memberCounts = () =>
      within(screen.getByRole('table', { name: 'Households' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(within(row).getAllByRole('cell')[1]?.textContent));
    await waitFor(() => expect(memberCounts().length).toBeGreaterThan(1));
    fireEvent.click(within(table).getByRole('button', { name: /^Members/ }));
    await waitFor(() => expect(search()).toMatch(/order=member_count/));
    await waitFor(() => {
      const counts = memberCounts();
      expect(counts.every((n, i) => i === 0 || (counts[i - 1] ?? 0) <= n)).toBe(true);
    });
    expect(history.location.search).toMatch(/order=member_count/);
  });

  it('shows the order a link asks for on its header', async () => {
    sandbox.renderAt('/people/households?order=member_count', pages);
    const table = await screen.findByRole('table', { name: 'Households' });
    const header = within(table).getByRole('columnheader', { name: /^Members/ });
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
  });

  it('speaks Spanish: the members heading and the delete question, one membership and two', async () => {
    const [first, second] = await twoPeople(2);
    const single = await createHousehold(unique('Prueba Uno'), [first]);
    const pair = await createHousehold(unique('Prueba Dos'), [first, second]);
    const inSpanish = <LanguageProvider setting={testLanguage('es')}>{pages}</LanguageProvider>;

    sandbox.renderAt(`/people/households/${single}`, inSpanish);
    expect(await screen.findByRole('heading', { name: 'Miembros (1)' })).toBeTruthy();
    expect(screen.getByText(/^Hogar creado el/)).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Secciones de personas' })).getByRole('link', {
        name: 'Hogares',
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar hogar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Se eliminan el hogar y su membresía\./)).toBeTruthy();
    cleanup();

    sandbox.renderAt(`/people/households/${pair}`, inSpanish);
    expect(await screen.findByRole('heading', { name: 'Miembros (2)' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /^Miembros de Prueba Dos/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar hogar' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByText(/^Se eliminan el hogar y sus 2 membresías\./)).toBeTruthy();
  });
});
