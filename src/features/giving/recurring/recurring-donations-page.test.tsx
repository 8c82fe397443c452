// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createClient } from '../../../api/client';
import { expectedMoney } from '../../../ui/testing/expected-money';
import {
  sandboxAuth,
  startSandboxForComponentTests,
} from '../../../ui/testing/sandbox-component-tests';
import { RecurringDonationsPage } from './recurring-donations-page';

const sandbox = startSandboxForComponentTests();

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
}

/** A recurring donation paid from a bank account, with that account. */
async function paidFromBankAccount(): Promise<{ id: string; method: Resource }> {
  const { json } = await sandbox.request<{ data: Resource[] }>(
    'GET',
    '/giving/v2/recurring_donations?per_page=100',
  );
  for (const recurring of json.data) {
    const method = await sandbox.request<{ data: Resource }>(
      'GET',
      `/giving/v2/recurring_donations/${recurring.id}/payment_method`,
    );
    if (method.json.data.attributes.method_type === 'bank_account')
      return { id: recurring.id, method: method.json.data };
  }
  throw new Error('no recurring donation is paid from a bank account');
}

describe('RecurringDonationsPage', () => {
  it('shows a bank account in the drawer by its type, and whether it is verified', async () => {
    const { id, method } = await paidFromBankAccount();
    const { brand, method_subtype, last4, verified, expiration } = method.attributes;
    expect(expiration).toBeNull();

    sandbox.renderAt(`/giving/recurring?recurring=${id}`, <RecurringDonationsPage />);
    const drawer = await screen.findByRole('dialog', { name: `Recurring donation #${id}` });
    await waitFor(() =>
      expect(drawer.textContent).toContain(
        `${String(brand)} ${String(method_subtype)} account ending ${String(last4)}`,
      ),
    );
    expect(drawer.textContent).toContain(verified === true ? 'Verified' : 'Not verified');
    expect(drawer.textContent).not.toContain('Expires');
  });
});

/** What a status must read as: the date inside "on hold until …" as a calendar date. */
function statusText(status: string): string {
  if (status === 'active') return 'Active';
  if (status === 'on hold indefinitely') return 'On hold indefinitely';
  const date = /^on hold until (\d{4})-(\d{2})-(\d{2})$/.exec(status);
  if (!date) throw new Error(`the sandbox sent a status the test does not expect: ${status}`);
  const day = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
  return `On hold until ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)}`;
}

interface Recurring {
  id: string;
  attributes: { status: string; amount_cents: number; amount_currency: string };
  relationships: Record<string, { data?: { id: string } | null }>;
}

const recurringDonations = async () =>
  (await sandbox.all<Recurring>('/giving/v2/recurring_donations')).data;

const rowOf = (id: string) =>
  screen.findByRole('row', { name: new RegExp(`^Open recurring donation #${id}:`) });

describe('RecurringDonationsPage, the list', () => {
  it('reads out every status form, with amounts and schedules', async () => {
    const all = await recurringDonations();
    const held = all.filter((r) => r.attributes.status.startsWith('on hold until '));
    expect(held.length, 'the seed has recurring donations on hold until a date').toBeGreaterThan(0);
    expect(all.some((r) => r.attributes.status === 'on hold indefinitely')).toBe(true);
    expect(all.some((r) => r.attributes.status === 'active')).toBe(true);

    sandbox.renderAt('/giving/recurring?per_page=100', <RecurringDonationsPage />);
    expect(
      await screen.findByText(`1–${all.length} of ${all.length} recurring donations`),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Giving sections' }))
        .getByRole('link', { name: 'Recurring' })
        .getAttribute('aria-current'),
    ).toBe('page');
    for (const recurring of all) {
      const row = await rowOf(recurring.id);
      const { status, amount_cents, amount_currency } = recurring.attributes;
      expect(row.textContent).toContain(statusText(status));
      expect(row.textContent).toContain(expectedMoney(amount_cents, amount_currency));
    }
    expect((await rowOf(held[0]?.id ?? '')).textContent).toMatch(
      /On hold until [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
    // The sandbox's schedules read as sentences.
    expect(screen.getByRole('table', { name: 'Recurring donations' }).textContent).toMatch(
      /Every (week|2 weeks) on Friday|Every month on the (1st|15th)/,
    );
  });

  it('shows a status it cannot read as sent, marked unrecognised', async () => {
    // The service answers a status of a form the dashboard does not know.
    const client = createClient({
      baseUrl: sandbox.url(),
      auth: sandboxAuth,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.pathname !== '/giving/v2/recurring_donations') return response;
        const json = (await response.json()) as { data: Recurring[] };
        const target = json.data[0];
        if (target) target.attributes.status = 'on hold until the spring';
        return Response.json(json, { status: response.status, headers: response.headers });
      },
    });
    sandbox.renderAt('/giving/recurring', <RecurringDonationsPage />, client);
    const row = (await screen.findAllByRole('row', { name: /^Open recurring donation #/ }))[0];
    await waitFor(() => expect(row?.textContent).toContain('on hold until the spring'));
    expect(row?.textContent).toContain('(unrecognised)');
    expect(row?.querySelector('[data-status="unknown"] svg')).not.toBeNull();
  });

  it('keeps its page in the URL, and opens a focused row with Enter', async () => {
    const all = await recurringDonations();
    expect(all.length).toBeGreaterThan(10);
    sandbox.renderAt('/giving/recurring?per_page=10', <RecurringDonationsPage />);
    expect(await screen.findByText(`1–10 of ${all.length} recurring donations`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toMatch(/offset=10/));
    expect(
      await screen.findByText(
        `11–${Math.min(20, all.length)} of ${all.length} recurring donations`,
      ),
    ).toBeTruthy();

    const eleventh = all[10];
    const row = await rowOf(eleventh?.id ?? '');
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(
      await screen.findByRole('dialog', { name: `Recurring donation #${eleventh?.id}` }),
    ).toBeTruthy();
    const search = new URLSearchParams(screen.getByTestId('search').textContent);
    expect([search.get('offset'), search.get('recurring')]).toEqual(['10', eleventh?.id]);
  });
});

describe('RecurringDonationsPage, the drawer', () => {
  it('opens a row by click with its status, its card and its designations; the URL holds it, and Escape closes it', async () => {
    const all = await recurringDonations();
    // One on hold until a date, paid by card.
    let chosen: { recurring: Recurring; method: Resource } | undefined;
    for (const recurring of all) {
      const { json } = await sandbox.request<{ data: Resource }>(
        'GET',
        `/giving/v2/recurring_donations/${recurring.id}/payment_method`,
      );
      if (json.data.attributes.method_type !== 'card') continue;
      if (!chosen || recurring.attributes.status.startsWith('on hold until ')) {
        chosen = { recurring, method: json.data };
      }
    }
    if (!chosen) throw new Error('no recurring donation paid by card');
    const { recurring, method } = chosen;
    const designations = await sandbox.request<{
      data: (Resource & { relationships: Record<string, { data?: { id: string } | null }> })[];
      included: Resource[];
    }>('GET', `/giving/v2/recurring_donations/${recurring.id}/designations?include=fund`);

    sandbox.renderAt('/giving/recurring?per_page=100', <RecurringDonationsPage />);
    fireEvent.click(await rowOf(recurring.id));
    const drawer = await screen.findByRole('dialog', {
      name: `Recurring donation #${recurring.id}`,
    });
    expect(screen.getByTestId('search').textContent).toContain(`recurring=${recurring.id}`);
    await waitFor(() =>
      expect(drawer.textContent).toContain(statusText(recurring.attributes.status)),
    );
    const { brand, method_subtype, last4, expiration } = method.attributes;
    await waitFor(() =>
      expect(drawer.textContent).toContain(
        `${String(brand)} ${String(method_subtype)} card ending ${String(last4)}`,
      ),
    );
    expect(String(expiration)).toMatch(/^([1-9]|1[0-2])\/\d{4}$/);
    expect(drawer.textContent).toMatch(new RegExp(`(Expires|Expired) ${String(expiration)}`));

    const fundTable = await within(drawer).findByRole('table');
    for (const designation of designations.json.data) {
      const fund = designations.json.included.find(
        (f) => f.id === designation.relationships.fund?.data?.id,
      );
      const line = await within(fundTable).findByRole('row', {
        name: new RegExp(String(fund?.attributes.name)),
      });
      expect(line.textContent).toContain(
        expectedMoney(
          Number(designation.attributes.amount_cents),
          String(designation.attributes.amount_currency),
        ),
      );
    }
    expect(within(drawer).getByRole('heading', { name: 'Schedule as sent' })).toBeTruthy();
    expect(drawer.textContent).toContain('Frequency');

    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).not.toContain('recurring='),
    );
  });
});
