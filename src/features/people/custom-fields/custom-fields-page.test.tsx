// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LanguageProvider } from '../../../ui/i18n/language-context';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { testLanguage } from '../../../ui/testing/test-providers';
import { CustomFieldsPage } from './custom-fields-page';

const sandbox = startSandboxForComponentTests();

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
}

/** A new drop-down field on `tabId` with `options` as its choices. */
async function selectField(tabId: string, name: string, options: string[]): Promise<void> {
  const field = await sandbox.request<{ data: Resource }>(
    'POST',
    `/people/v2/tabs/${tabId}/field_definitions`,
    { data: { type: 'FieldDefinition', attributes: { name, data_type: 'select' } } },
  );
  expect(field.status).toBe(201);
  for (const value of options) {
    const option = await sandbox.request(
      'POST',
      `/people/v2/field_definitions/${field.json.data.id}/field_options`,
      { data: { type: 'FieldOption', attributes: { value } } },
    );
    expect(option.status).toBe(201);
  }
}

describe('CustomFieldsPage', () => {
  it('speaks Spanish: data types, and a field’s options counted in the singular and the plural', async () => {
    const tabs = await sandbox.request<{ data: Resource[] }>(
      'GET',
      '/people/v2/tabs?order=sequence',
    );
    const tab = tabs.json.data[0];
    if (!tab) throw new Error('the sandbox seeds no tab');
    const stamp = Date.now().toString(36);
    const [one, two] = [`Talla ${stamp}`, `Turno ${stamp}`];
    await selectField(tab.id, one, ['M']);
    await selectField(tab.id, two, ['Mañana', 'Tarde']);

    sandbox.renderAt(
      `/people/custom-fields?tab=${tab.id}`,
      <LanguageProvider setting={testLanguage('es')}>
        <CustomFieldsPage />
      </LanguageProvider>,
    );
    const table = await screen.findByRole('table', {
      name: `Campos personalizados de la pestaña ${String(tab.attributes.name)}`,
    });
    const rowOf = async (name: string) =>
      (await within(table).findByText(name)).closest('tr') as HTMLElement;
    const first = await rowOf(one);
    expect(within(first).getByRole('button', { name: `Opciones de ${one} (1)` }).textContent).toBe(
      '1 opción',
    );
    expect(within(first).getByText('Lista desplegable (una opción)')).toBeTruthy();
    const second = await rowOf(two);
    expect(within(second).getByRole('button', { name: `Opciones de ${two} (2)` }).textContent).toBe(
      '2 opciones',
    );
    expect(screen.getByRole('button', { name: 'Nuevo campo' })).toBeTruthy();
    expect(
      screen.getByRole('tab', {
        name: new RegExp(`^${String(tab.attributes.name)}, \\d+ campos$`),
      }),
    ).toBeTruthy();
  });
});

/** A field made straight in the sandbox, on the Kids Ministry tab (2); answers its id. */
async function newDefinition(name: string, dataType: string): Promise<string> {
  const { status, json } = await sandbox.request<{ data: Resource }>(
    'POST',
    '/people/v2/tabs/2/field_definitions',
    { data: { type: 'FieldDefinition', attributes: { name, data_type: dataType } } },
  );
  expect(status).toBe(201);
  return json.data.id;
}

async function storedName(id: string): Promise<unknown> {
  const { json } = await sandbox.request<{ data: Resource }>(
    'GET',
    `/people/v2/field_definitions/${id}`,
  );
  return json.data.attributes.name;
}

async function optionValues(definitionId: string): Promise<string[]> {
  const { json } = await sandbox.request<{ data: Resource[] }>(
    'GET',
    `/people/v2/field_definitions/${definitionId}/field_options?order=sequence&per_page=100`,
  );
  return json.data.map((option) => String(option.attributes.value));
}

/** Answers "Discard changes" to the question a dialog with changes asks on Cancel. */
async function discard(dialog: HTMLElement): Promise<void> {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
  fireEvent.click(within(question).getByRole('button', { name: 'Discard changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const nameField = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Name/ });

describe('CustomFieldsPage', () => {
  it("puts the server's 422 for a name already on the tab, or an option already on the field, on its field", async () => {
    const stamp = Date.now().toString(36);
    const [taken, other] = [`Allergy notes ${stamp}`, `Locker ${stamp}`];
    await newDefinition(taken, 'string');
    const otherId = await newDefinition(other, 'select');
    sandbox.renderAt('/people/custom-fields?tab=2', <CustomFieldsPage />);
    const table = await screen.findByRole('table', {
      name: 'Custom fields on the Kids Ministry tab',
    });

    // Create: only the server knows the tab has a field of that name.
    fireEvent.click(screen.getByRole('button', { name: 'New field' }));
    const dialog = await screen.findByRole('dialog', { name: 'New custom field' });
    fireEvent.change(nameField(dialog), { target: { value: taken.toLowerCase() } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Data type/ }), {
      target: { value: 'string' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create field' }));
    expect(
      await within(dialog).findByText('name is already used by another field on this tab'),
    ).toBeTruthy();
    expect(nameField(dialog).getAttribute('aria-invalid')).toBe('true');
    await discard(dialog);

    // Edit: the same, and nothing changed on the server.
    fireEvent.click(await within(table).findByRole('button', { name: `Edit ${other}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit custom field' });
    await waitFor(() => expect(nameField(edit).value).toBe(other));
    fireEvent.change(nameField(edit), { target: { value: taken } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(edit).findByText('name is already used by another field on this tab'),
    ).toBeTruthy();
    expect(nameField(edit).getAttribute('aria-invalid')).toBe('true');
    expect(await storedName(otherId)).toBe(other);
    await discard(edit);

    // Options: a value the field has already, on add and on rename.
    fireEvent.click(within(table).getByRole('button', { name: `Options of ${other} (0)` }));
    const drawer = await screen.findByRole('dialog', { name: `Options of ${other}` });
    const newOption = () =>
      within(drawer).getByRole<HTMLInputElement>('textbox', { name: /^New option/ });
    for (const value of ['Top', 'Bottom']) {
      fireEvent.change(await waitFor(newOption), { target: { value } });
      fireEvent.click(within(drawer).getByRole('button', { name: 'Add option' }));
      expect(await within(drawer).findByText(`Added “${value}”.`)).toBeTruthy();
    }
    fireEvent.change(newOption(), { target: { value: 'top' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add option' }));
    expect(
      await within(drawer).findByText('value is already an option of this field'),
    ).toBeTruthy();
    expect(newOption().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(newOption(), { target: { value: '' } });

    const list = within(drawer).getByRole('list', { name: `Options of ${other}, in order` });
    fireEvent.click(within(list).getByRole('button', { name: 'Edit Bottom' }));
    const input = await within(drawer).findByRole<HTMLInputElement>('textbox', {
      name: /^New value for “Bottom”/,
    });
    fireEvent.change(input, { target: { value: 'Top' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save option' }));
    expect(
      await within(drawer).findByText('value is already an option of this field'),
    ).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(await optionValues(otherId)).toEqual(['Top', 'Bottom']);
  });
});

describe('CustomFieldsPage, a dialog after a save', () => {
  it('opens the edit dialog of a field made a moment ago, while the new-field dialog is still closing', async () => {
    const name = `Shirt size ${Date.now().toString(36)}`;
    sandbox.renderAt('/people/custom-fields?tab=2', <CustomFieldsPage />);
    await screen.findByRole('table', { name: 'Custom fields on the Kids Ministry tab' });
    fireEvent.click(screen.getByRole('button', { name: 'New field' }));
    const dialog = await screen.findByRole('dialog', { name: 'New custom field' });
    fireEvent.change(nameField(dialog), { target: { value: name } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Data type/ }), {
      target: { value: 'string' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create field' }));
    await screen.findByText(`${name} was created.`);

    // At once, as a quick person does: the new-field dialog is still fading out.
    fireEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit custom field' });
    await waitFor(() => expect(nameField(edit).value).toBe(name));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New custom field' })).toBeNull(),
    );
    expect(screen.getByTestId('search').textContent).toMatch(/[?&]edit=\d+/);
    expect(screen.getByRole('dialog', { name: 'Edit custom field' })).toBe(edit);
  });
});
