// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
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
