// @vitest-environment jsdom
import { Select } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ApiError } from '../../../api/api-error';
import type { Language } from '../../pure/i18n/languages';
import { CatalogFields } from '../../../ui/catalog-field-input';
import { prepareJsdomForMantine } from '../../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../../ui/testing/test-providers';
import { extraValuePath, useCatalogForm, type CatalogFormOptions } from './use-catalog-form';

/** A catalog form whose save fails as `failure` says (or works), with its general errors. */
function Harness({ options, failure }: { options: CatalogFormOptions; failure?: unknown }) {
  const { form, fields, generalErrors, submit } = useCatalogForm(options);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(async () => {
          if (failure !== undefined) throw failure;
        });
      }}
    >
      <CatalogFields fields={fields} form={form} />
      {generalErrors.map((error) => (
        <p key={error} role="alert">
          {error}
        </p>
      ))}
      <button type="submit">submit</button>
    </form>
  );
}

function renderForm(language: Language, options: CatalogFormOptions, failure?: unknown) {
  render(
    <TestProviders language={language}>
      <Harness options={options} failure={failure} />
    </TestProviders>,
  );
}

const emails: CatalogFormOptions = { method: 'POST', path: '/people/v2/people/{person_id}/emails' };
const fieldDefinitions: CatalogFormOptions = {
  method: 'POST',
  path: '/people/v2/tabs/{tab_id}/field_definitions',
  only: ['name', 'data_type'],
};

/** An e-mail form with a valid address and a household picker of its own, left empty. */
const withPicker: CatalogFormOptions = {
  ...emails,
  initial: { address: 'ann@example.org' },
  extraValues: { household: '' },
  validate: (values) => ({
    household: values.household === '' ? 'Choose a household' : undefined,
  }),
};

function PickerHarness() {
  const { form, fields, submit } = useCatalogForm(withPicker);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(async () => undefined);
      }}
    >
      <CatalogFields fields={fields} form={form} />
      <Select
        label="Household"
        searchable
        data={['North', 'South']}
        value={String(form.getValues().household) || null}
        onChange={(value) => form.setFieldValue('household', value ?? '')}
        error={form.errors.household}
        data-path={extraValuePath(form, 'household')}
      />
      <button type="submit">submit</button>
    </form>
  );
}

beforeAll(prepareJsdomForMantine);
afterEach(cleanup);

describe('a catalog form in Spanish', () => {
  it('labels its fields and says what is missing or too long in Spanish', async () => {
    renderForm('es', { ...emails, maxLengths: { address: 5 } });
    expect(screen.getByLabelText('Principal')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('El campo Dirección es obligatorio')).toBeDefined();
    fireEvent.change(screen.getByLabelText(/Dirección/), { target: { value: 'ann@example.org' } });
    expect(await screen.findByText('Use como máximo 5 caracteres (ahora hay 15)')).toBeDefined();
  });

  it('offers a required choice with "Elija…"', () => {
    renderForm('es', fieldDefinitions);
    const dataType = screen.getByLabelText(/Tipo de dato/);
    expect(dataType.querySelector('option')?.textContent).toBe('Elija…');
  });

  it('says a save that could not reach the service in Spanish', async () => {
    const network = new ApiError({ status: 0, method: 'POST', url: '/x', errors: [] });
    renderForm('es', { ...emails, initial: { address: 'ann@example.org' } }, network);
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo conectar con el servicio.',
    );
  });
});

describe('a catalog form in English', () => {
  it('keeps its English words', async () => {
    renderForm('en', emails);
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('Address is required')).toBeDefined();
    expect(screen.getByLabelText('Primary')).toBeDefined();
  });
});

describe('a refused save', () => {
  it('moves the keyboard to the first invalid field, a picker, once its message is on it, and leaves its list closed', () => {
    render(
      <TestProviders>
        <PickerHarness />
      </TestProviders>,
    );
    const picker = screen.getByRole('combobox', { name: 'Household' });
    // What the field says when the focus lands is what a screen reader reads out.
    const onFocus: (string | null)[] = [];
    picker.addEventListener('focus', () => onFocus.push(picker.getAttribute('aria-invalid')));

    fireEvent.click(screen.getByRole('button', { name: 'submit' }));

    expect(document.activeElement).toBe(picker);
    expect(onFocus).toEqual(['true']);
    expect(screen.getByText('Choose a household').id).not.toBe('');
    expect(picker.getAttribute('aria-describedby')).toContain(
      screen.getByText('Choose a household').id,
    );
    expect(picker.getAttribute('aria-expanded')).toBe('false');
  });
});
