// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import type { GivingRecord, PersonName } from '../testing/giving-records';
import { GivingPeoplePage } from './giving-people-page';

const sandbox = startSandboxForComponentTests();

type Person = GivingRecord<PersonName & { email_addresses: { address: string }[] }>;

const nameOf = (person: Person) => `${person.attributes.first_name} ${person.attributes.last_name}`;

async function people(query = ''): Promise<{ data: Person[]; meta: { total_count: number } }> {
  const { json } = await sandbox.request<{ data: Person[]; meta: { total_count: number } }>(
    'GET',
    `/giving/v2/people?per_page=25${query}`,
  );
  return json;
}

/** The names in the people table, in order. */
function tableNames(): string[] {
  const table = screen.getByRole('table', { name: /Giving people/ });
  return [...table.querySelectorAll('tbody tr td:first-child a')].map((a) => a.textContent);
}

const searchOf = () => new URLSearchParams(screen.getByTestId('search').textContent);

describe('GivingPeoplePage', () => {
  it('searches by first and last name as the sandbox does, keeps the names in the URL, says when nobody has one, and clears', async () => {
    const everyone = await people();
    // A giver whose first name someone else has too, so a first-name search finds several.
    const counts = new Map<string, number>();
    for (const p of (await sandbox.all<Person>('/giving/v2/people')).data) {
      const first = p.attributes.first_name.toLowerCase();
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    const person =
      everyone.data.find((p) => (counts.get(p.attributes.first_name.toLowerCase()) ?? 0) > 1) ??
      everyone.data[0];
    if (!person) throw new Error('the sandbox has no giving people');
    const first = person.attributes.first_name.toLowerCase();
    const last = person.attributes.last_name;

    sandbox.renderAt('/giving/people', <GivingPeoplePage />);
    expect(await screen.findByText(`1–25 of ${everyone.meta.total_count} people`)).toBeTruthy();
    await waitFor(() => expect(tableNames()).toEqual(everyone.data.map(nameOf)));

    // First name only (typed in lower case: the service matches any case).
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: first } });
    await waitFor(() => expect(searchOf().get('where[first_name]')).toBe(first));
    const byFirst = await people(`&where[first_name]=${encodeURIComponent(first)}`);
    expect(byFirst.data.length).toBeGreaterThan(0);
    await waitFor(() => expect(tableNames()).toEqual(byFirst.data.map(nameOf)));

    // Then the last name too.
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: last } });
    await waitFor(() => expect(searchOf().get('where[last_name]')).toBe(last));
    const byBoth = await people(
      `&where[first_name]=${encodeURIComponent(first)}&where[last_name]=${encodeURIComponent(last)}`,
    );
    expect(byBoth.data.map((p) => p.id)).toContain(person.id);
    await waitFor(() => expect(tableNames()).toEqual(byBoth.data.map(nameOf)));
    const row = within(screen.getByRole('table', { name: /Giving people/ }))
      .getByRole('link', { name: nameOf(person) })
      .closest('tr');
    for (const email of person.attributes.email_addresses) {
      expect(row?.textContent).toContain(email.address);
    }

    // The search is in the URL: the page opened at it (a reload) shows the same fields and rows.
    const url = `/giving/people?${searchOf().toString()}`;
    cleanup();
    sandbox.renderAt(url, <GivingPeoplePage />);
    expect(screen.getByLabelText<HTMLInputElement>(/First name/).value).toBe(first);
    expect(screen.getByLabelText<HTMLInputElement>(/Last name/).value).toBe(last);
    await waitFor(() => expect(tableNames()).toEqual(byBoth.data.map(nameOf)));

    // A name nobody has: an empty state, not an error.
    fireEvent.change(screen.getByLabelText(/Last name/), {
      target: { value: 'Nobody-Has-This-Name' },
    });
    await waitFor(() => expect(searchOf().get('where[last_name]')).toBe('Nobody-Has-This-Name'));
    expect(await screen.findByText(/^Nobody has that name\./)).toBeTruthy();

    // Clear empties both fields and the URL.
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).not.toMatch(/where/));
    expect(screen.getByLabelText<HTMLInputElement>(/First name/).value).toBe('');
  });
});
