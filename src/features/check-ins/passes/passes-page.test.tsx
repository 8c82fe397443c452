// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { PassesPage } from './passes-page';

const sandbox = startSandboxForComponentTests();

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
}

async function passesWithCode(code: string): Promise<Resource[]> {
  const { json } = await sandbox.request<{ data: Resource[] }>(
    'GET',
    `/check_ins/v2/passes?where[code]=${encodeURIComponent(code)}`,
  );
  return json.data;
}

describe('PassesPage', () => {
  it('after a refused save, the keyboard is on Person with its message, and its list is closed', async () => {
    sandbox.renderAt('/check-ins/passes', <PassesPage />);
    await screen.findByText(/^Search \d+ of \d+ people/);
    const personField = screen.getByRole('combobox', { name: /^Person/ });
    // What the field says when the focus lands is what a screen reader reads out.
    const onFocus: { invalid: string | null; description: string }[] = [];
    personField.addEventListener('focus', () => {
      const described = personField.getAttribute('aria-describedby') ?? '';
      onFocus.push({
        invalid: personField.getAttribute('aria-invalid'),
        description: described
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      });
    });

    fireEvent.click(screen.getByRole('button', { name: 'Create pass' }));

    expect(document.activeElement).toBe(personField);
    expect(onFocus).toEqual([
      {
        invalid: 'true',
        description: expect.stringContaining('Choose the person the pass is for'),
      },
    ]);
    // (jsdom keeps the closed dropdown in the page, undisplayed: the field says it is closed.)
    expect(personField.getAttribute('aria-expanded')).toBe('false');
    expect(personField.hasAttribute('aria-controls')).toBe(false);
  });

  it('puts the server’s refusal of a code already in use on the code field', async () => {
    const { json } = await sandbox.request<{ data: Resource[] }>(
      'GET',
      '/check_ins/v2/people?per_page=20',
    );
    const person = json.data[4];
    if (!person) throw new Error('the sandbox has too few people');
    const name = `${String(person.attributes.first_name)} ${String(person.attributes.last_name)}`;
    const code = `taken-${Date.now().toString(36)}`;
    const made = await sandbox.request('POST', `/check_ins/v2/people/${person.id}/passes`, {
      data: { type: 'Pass', attributes: { code, kind: 'barcode' } },
    });
    expect(made.status).toBe(201);

    sandbox.renderAt('/check-ins/passes', <PassesPage />);
    await screen.findByText(/^Search \d+ of \d+ people/);
    const personField = screen.getByRole('combobox', { name: /^Person/ });
    // Typed into while it has the focus, as a person does (a write without it reads as autofill).
    act(() => personField.focus());
    fireEvent.change(personField, { target: { value: name } });
    // (jsdom runs no transition: the dropdown's options are there, not shown.)
    fireEvent.click(
      await screen.findByRole('option', {
        name: new RegExp(`\\(.*ID ${person.id}\\)$`),
        hidden: true,
      }),
    );
    const codeField = screen.getByRole('textbox', { name: /^Code/ });
    fireEvent.change(codeField, { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Create pass' }));

    expect(await screen.findByText('code is already used by another pass')).toBeTruthy();
    expect(codeField.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getAllByRole('alert').find((a) => /was not created/.test(a.textContent));
    expect(alert).toBeDefined();
    expect(screen.queryByText(/Pass created/)).toBeNull();
    expect(await passesWithCode(code)).toHaveLength(1);
  });
});
