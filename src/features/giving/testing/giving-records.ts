import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** A giving record as the sandbox answers it, for a test's own expectations. */
export interface GivingRecord<A> {
  type: string;
  id: string;
  attributes: A;
  relationships: Record<string, { data?: { id: string } | { id: string }[] | null }>;
}

export interface PersonName {
  first_name: string;
  last_name: string;
}

/** The ids a to-many relationship of `record` links ([] for none). */
export function linkedIds(record: GivingRecord<unknown>, name: string): string[] {
  const data = record.relationships[name]?.data;
  return Array.isArray(data) ? data.map((link) => link.id) : [];
}

/** The id a to-one relationship of `record` links, if any. */
export function linkedId(record: GivingRecord<unknown> | undefined, name: string) {
  const data = record?.relationships[name]?.data;
  return data && !Array.isArray(data) ? data.id : undefined;
}

/** The included Person a record's `owner` names, as a list shows it ("—" for none). */
export function ownerNameOf(
  record: GivingRecord<unknown>,
  people: readonly GivingRecord<PersonName>[],
): string {
  const id = linkedId(record, 'owner');
  const person = people.find((p) => p.type === 'Person' && p.id === id);
  return person ? `${person.attributes.first_name} ${person.attributes.last_name}` : '—';
}

/** The cells' words of the row that holds the link named `name`. */
export function cellsOfRowWithLink(table: HTMLElement, name: string): string[] {
  const row = within(table).getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row holds the link ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent.trim());
}

/** The totals cross-check's figures for one currency: [stated, summed, difference]. */
export function shownFigures(page: HTMLElement, currency: string): string[] {
  const table = within(page).getByRole('table', { name: 'Totals by currency' });
  const header = within(table).getByRole('rowheader', { name: currency });
  const row = header.closest('tr');
  expect(row).not.toBeNull();
  return within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent.trim());
}
