// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiClientProvider } from '../../lib/browser/api-query/api-client-context';
import { startSandboxForComponentTests } from '../testing/sandbox-component-tests';
import { TestProviders } from '../testing/test-providers';
import { mailboxName } from './people-emails';
import { SelectionBar } from './selection-bar';
import type { RowSelection, SelectedRow } from './use-row-selection';

const sandbox = startSandboxForComponentTests();

interface PeopleAnswer {
  data: {
    id: string;
    attributes: { name: string };
    relationships: { emails: { data: { id: string }[] } };
  }[];
  included: { id: string; type: string; attributes: { address?: string; primary?: boolean } }[];
}

/** People of the seed with an e-mail address (and the first one's address), and without. */
async function seedPeople() {
  const { json } = await sandbox.request<PeopleAnswer>(
    'GET',
    '/people/v2/people?include=emails&per_page=100&order=last_name',
  );
  const row = (person: PeopleAnswer['data'][number]): SelectedRow => ({
    id: person.id,
    name: person.attributes.name,
  });
  const reached = json.data.filter((person) => person.relationships.emails.data.length > 0);
  const unreached = json.data.filter((person) => person.relationships.emails.data.length === 0);
  const [first, second] = reached;
  if (!first || !second || unreached.length < 2) throw new Error('the seed lacks such people');
  const emails = json.included.filter((record) => record.type === 'Email');
  const ids = first.relationships.emails.data.map((email) => email.id);
  const own = emails.filter((email) => ids.includes(email.id));
  const address = (own.find((email) => email.attributes.primary) ?? own[0])?.attributes.address;
  return {
    reached: [row(first), row(second)] as const,
    unreached: unreached.slice(0, 2).map(row),
    firstEmail: `${mailboxName(first.attributes.name)} <${address ?? ''}>`,
  };
}

function selectionOf(rows: readonly SelectedRow[]): RowSelection {
  const selected = new Map(rows.map((row) => [row.id, row]));
  return {
    selected,
    isSelected: (id) => selected.has(id),
    toggle: () => undefined,
    togglePage: () => undefined,
    clear: () => undefined,
  };
}

function renderBar(rows: readonly SelectedRow[], language: 'en' | 'es') {
  render(
    <TestProviders language={language}>
      <ApiClientProvider client={sandbox.client()}>
        <SelectionBar selection={selectionOf(rows)} />
      </ApiClientProvider>
    </TestProviders>,
  );
}

const writeText = vi.fn(() => Promise.resolve());

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  delete (navigator as { clipboard?: unknown }).clipboard;
});

describe('SelectionBar', () => {
  it('counts and copies in English, one and many', async () => {
    const { reached, unreached, firstEmail } = await seedPeople();
    renderBar([reached[0], ...unreached], 'en');
    expect(screen.getByText('3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy e-mails' }));
    expect(
      await screen.findByText('Copied 1 e-mail address. 2 people have no e-mail address.'),
    ).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(firstEmail);
  });

  it('speaks Spanish, in its singular and its plural', async () => {
    const { reached, unreached } = await seedPeople();
    renderBar(reached.slice(0, 1), 'es');
    expect(screen.getByText('1 seleccionado')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Selección' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar correos electrónicos' }));
    expect(await screen.findByText('Se copió 1 dirección de correo electrónico.')).toBeTruthy();
    cleanup();
    renderBar([...reached, ...unreached.slice(0, 1)], 'es');
    expect(screen.getByText('3 seleccionados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar correos electrónicos' }));
    expect(
      await screen.findByText(
        'Se copiaron 2 direcciones de correo electrónico. 1 persona no tiene dirección de correo electrónico.',
      ),
    ).toBeTruthy();
  });
});
