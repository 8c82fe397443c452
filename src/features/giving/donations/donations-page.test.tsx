// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectedMoney } from '../../../ui/testing/expected-money';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { linkedId, linkedIds, type GivingRecord } from '../testing/giving-records';
import { DonationsPage } from './donations-page';

const sandbox = startSandboxForComponentTests();

interface DonationAttributes {
  amount_cents: number;
  amount_currency: string;
  fee_cents: number;
  fee_currency: string;
}

type Donation = GivingRecord<DonationAttributes>;

/** Column positions of the donations table. */
const column = { amount: 1, fee: 2, designations: 6 } as const;

/**
 * Every donation as the page lists them, newest first: the spec's dialect has no order, so the
 * page turns the service's oldest-first list around.
 */
async function everyDonation(query = '') {
  const { data, included } = await sandbox.all<Donation, GivingRecord<Record<string, unknown>>>(
    `/giving/v2/donations${query}`,
  );
  return { data: data.reverse(), included };
}

/** The cells' words of a donation's row, once the page shows it. */
async function cellsOf(id: string): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Donations' });
  const row = await within(table).findByRole('row', { name: `Open donation ${id}` });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent.trim());
}

describe('DonationsPage', () => {
  it('shows the newest gift first, its amount in its currency, and how many there are', async () => {
    const { data: all } = await everyDonation();
    const first = all[0];
    if (!first) throw new Error('the sandbox has no donations');
    sandbox.renderAt('/giving/donations', <DonationsPage />);
    expect((await cellsOf(first.id))[column.amount]).toBe(
      expectedMoney(first.attributes.amount_cents, first.attributes.amount_currency),
    );
    expect(
      await screen.findByText(`1–25 of ${all.length.toLocaleString('en-US')} donations`),
    ).toBeTruthy();
  });

  it('shows a CAD gift in Canadian dollars, fee too', async () => {
    const { data: all } = await everyDonation();
    // Paged so that the first Canadian gift is the first row.
    const cadIndex = all.findIndex((d) => d.attributes.amount_currency === 'CAD');
    const cad = all[cadIndex];
    if (!cad) throw new Error('the sandbox has no CAD donation');
    sandbox.renderAt(`/giving/donations?offset=${cadIndex}&per_page=10`, <DonationsPage />);
    const cells = await cellsOf(cad.id);
    expect(cells[column.amount]).toBe(expectedMoney(cad.attributes.amount_cents, 'CAD'));
    expect(cells[column.amount]).toMatch(/^CA\$/);
    expect(cells[column.fee]).toBe(expectedMoney(cad.attributes.fee_cents, 'CAD'));
  });

  it('reads a refunded (negative) fee as negative, in words too', async () => {
    const { data: all } = await everyDonation();
    const refundIndex = all.findIndex((d) => d.attributes.fee_cents < 0);
    const refund = all[refundIndex];
    if (!refund) throw new Error('the sandbox has no negative fee');
    sandbox.renderAt(`/giving/donations?offset=${refundIndex}&per_page=10`, <DonationsPage />);
    const fee = expectedMoney(refund.attributes.fee_cents, refund.attributes.fee_currency);
    expect(fee.startsWith('-')).toBe(true);
    expect((await cellsOf(refund.id))[column.fee]).toBe(`${fee} (refunded)`);
    const row = screen.getByRole('row', { name: `Open donation ${refund.id}` });
    const feeCell = within(row).getAllByRole('cell')[column.fee];
    expect(feeCell?.querySelectorAll('[data-negative]')).toHaveLength(1);
  });

  it('names the funds of each gift in the designations column, or says the list left them out', async () => {
    const { data: newest, included } = await everyDonation('?include=designations');
    const { data: funds } = await sandbox.all<GivingRecord<{ name: string }>>('/giving/v2/funds');
    const fundName = new Map(funds.map((f) => [f.id, f.attributes.name]));
    const designation = new Map(included.map((d) => [d.id, d]));
    const linked = included.some((d) => d.relationships.fund?.data);

    sandbox.renderAt('/giving/donations', <DonationsPage />);
    for (const donation of newest.slice(0, 5)) {
      const cell = (await cellsOf(donation.id))[column.designations];
      for (const id of linkedIds(donation, 'designations')) {
        const fundId = linkedId(designation.get(id), 'fund');
        expect(cell).toContain(
          fundId === undefined ? 'Fund not given' : (fundName.get(fundId) ?? ''),
        );
      }
    }
    const note = screen.queryByText('Some funds are not named in this list');
    expect(note === null).toBe(linked);
  });

  it('opens a donation from the keyboard in a drawer with its funds, colors and amounts; Escape closes it', async () => {
    const { data: all } = await everyDonation('?include=designations');
    const splitIndex = all.findIndex((d) => linkedIds(d, 'designations').length >= 2);
    const split = all[splitIndex];
    if (!split) throw new Error('no donation with two designations');
    const expected = await sandbox.request<{
      data: GivingRecord<{ amount_cents: number; amount_currency: string }>[];
      included: GivingRecord<{ name: string; color: string }>[];
    }>('GET', `/giving/v2/donations/${split.id}/designations?include=fund`);

    sandbox.renderAt(`/giving/donations?offset=${splitIndex}&per_page=10`, <DonationsPage />);
    await cellsOf(split.id);
    const row = screen.getByRole('row', { name: `Open donation ${split.id}` });
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    const drawer = await screen.findByRole('dialog', { name: `Donation ${split.id}` });
    expect(screen.getByTestId('search').textContent).toMatch(
      new RegExp(`[?&]donation=${split.id}(&|$)`),
    );
    expect(
      (await within(drawer).findAllByText(expectedMoney(split.attributes.amount_cents, 'USD')))
        .length,
    ).toBeGreaterThan(0);

    const table = await within(drawer).findByRole('table', { name: 'Designations' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(1 + expected.json.data.length),
    );
    for (const designation of expected.json.data) {
      const fund = expected.json.included.find(
        (r) => r.type === 'Fund' && r.id === linkedId(designation, 'fund'),
      );
      const fundRow = within(table).getByText(String(fund?.attributes.name)).closest('tr');
      expect(fundRow?.textContent).toContain(String(fund?.attributes.color).toLowerCase());
      expect(fundRow?.textContent).toContain(
        expectedMoney(designation.attributes.amount_cents, designation.attributes.amount_currency),
      );
    }
    expect(within(drawer).queryByText('Designations do not add up to the gift')).toBeNull();

    // Escape closes the drawer and takes the donation out of the URL.
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('search').textContent).not.toMatch(/donation=/));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a labelled gift’s labels by what the service sends for them (the slug)', async () => {
    const { data: all } = await everyDonation('?include=labels');
    const labelled = all.find((d) => linkedIds(d, 'labels').length > 0);
    if (!labelled) throw new Error('no labelled donation');
    const { data: labels } = await sandbox.all<GivingRecord<{ slug: string }>>('/giving/v2/labels');
    const slug = labels.find((l) => l.id === linkedIds(labelled, 'labels')[0])?.attributes.slug;
    sandbox.renderAt(`/giving/donations?donation=${labelled.id}`, <DonationsPage />);
    const drawer = await screen.findByRole('dialog', { name: `Donation ${labelled.id}` });
    expect(await within(drawer).findByText(slug ?? '', { exact: true })).toBeTruthy();
  });
});
