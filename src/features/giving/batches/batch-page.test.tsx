// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { expectedMoney, sumByCurrency } from '../../../ui/testing/expected-money';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { shownFigures, type GivingRecord, type PersonName } from '../testing/giving-records';
import { BatchPage } from './batch-page';

const sandbox = startSandboxForComponentTests();

interface BatchAttributes {
  status: string;
  total_cents: number;
  total_currency: string;
}

describe('BatchPage', () => {
  it('says a batch is not there, with a way back to the batches', async () => {
    sandbox.renderAt(
      '/giving/batches/999999',
      <Routes>
        <Route path="/giving/batches/:batchId" element={<BatchPage />} />
      </Routes>,
    );
    expect(await screen.findByRole('heading', { name: 'Batch not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all batches' }).getAttribute('href')).toBe(
      '/giving/batches',
    );
  });
});

describe('BatchPage, a deposited CAD batch', () => {
  it('cross-checks its total against its donations, names each donor with a link, and opens a donation in the drawer', async () => {
    const { data: batches } =
      await sandbox.all<GivingRecord<BatchAttributes>>('/giving/v2/batches');
    const batch = batches.find(
      (b) => b.attributes.total_currency === 'CAD' && b.attributes.status === 'deposited',
    );
    if (!batch) throw new Error('no deposited CAD batch');
    const { data: donations } = await sandbox.all<
      GivingRecord<{ amount_cents: number; amount_currency: string }>
    >(`/giving/v2/batches/${batch.id}/donations`);
    // The donor of each of the first rows, as the sandbox answers donations/{id}/person.
    const donors = new Map<string, { id: string; name: string } | null>();
    for (const donation of donations.slice(0, 5)) {
      const { json } = await sandbox.request<{ data: GivingRecord<PersonName> | null }>(
        'GET',
        `/giving/v2/donations/${donation.id}/person`,
      );
      const person = json.data;
      donors.set(
        donation.id,
        person && {
          id: person.id,
          name: `${person.attributes.first_name} ${person.attributes.last_name}`.trim(),
        },
      );
    }
    expect([...donors.values()].some((d) => d !== null)).toBe(true);
    const sums = sumByCurrency(
      donations.map((d) => ({
        cents: d.attributes.amount_cents,
        currency: d.attributes.amount_currency,
      })),
    );
    const summed = sums.get('CAD') ?? 0;
    const deposit = await sandbox.request<{ data: { id: string } | null }>(
      'GET',
      `/giving/v2/batches/${batch.id}/deposit`,
    );

    sandbox.renderAt(
      `/giving/batches/${batch.id}`,
      <Routes>
        <Route path="/giving/batches/:batchId" element={<BatchPage />} />
      </Routes>,
    );
    await screen.findByRole('heading', { level: 1, name: `Batch ${batch.id}` });
    await screen.findByText('Deposited', { exact: true });
    // The one way back: breadcrumbs above the title, the page itself last and not a link.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Giving', 'Batches']);
    expect(crumbs.querySelector('[aria-current="page"]')?.textContent).toBe(`Batch ${batch.id}`);
    expect(
      (await screen.findByRole('link', { name: `Deposit ${deposit.json.data?.id}` })).getAttribute(
        'href',
      ),
    ).toBe(`/giving/deposits/${deposit.json.data?.id}`);

    const agrees = sums.size === 1 && summed === batch.attributes.total_cents;
    await screen.findByText(agrees ? 'Totals agree' : 'Totals disagree');
    expect(shownFigures(document.body, 'CAD')).toEqual([
      expectedMoney(batch.attributes.total_cents, 'CAD'),
      expectedMoney(summed, 'CAD'),
      expectedMoney(summed - batch.attributes.total_cents, 'CAD'),
    ]);
    expect(
      screen.getByText(new RegExp(`its ${donations.length} donations, to the cent`)),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Donations in this batch' });
    expect(within(table).getAllByRole('row', { name: /^Open donation \d+$/ })).toHaveLength(
      Math.min(25, donations.length),
    );

    // Each donation names its donor, linking to their giving page.
    for (const [donationId, donor] of donors) {
      const row = within(table).getByRole('row', { name: `Open donation ${donationId}` });
      if (donor === null) {
        await within(row).findByText('Anonymous');
      } else {
        const link = await within(row).findByRole('link', { name: donor.name });
        expect(link.getAttribute('href')).toBe(`/giving/people/${donor.id}`);
      }
    }

    // A donation of the batch opens in the drawer.
    const first = donations[0];
    fireEvent.click(within(table).getByRole('row', { name: `Open donation ${first?.id}` }));
    expect(await screen.findByRole('dialog', { name: `Donation ${first?.id}` })).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toContain(`donation=${first?.id}`);
  });
});
