// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { expectedMoney, sumByCurrency } from '../../../ui/testing/expected-money';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import {
  cellsOfRowWithLink,
  ownerNameOf,
  shownFigures,
  type GivingRecord,
  type PersonName,
} from '../testing/giving-records';
import { DepositPage } from './deposit-page';
import { DepositsPage } from './deposits-page';

const sandbox = startSandboxForComponentTests();

interface Totalled {
  total_cents: number;
  total_currency: string;
}

const deposits = () =>
  sandbox.all<GivingRecord<Totalled & { cleared: boolean }>, GivingRecord<PersonName>>(
    '/giving/v2/deposits?include=owner',
  );

describe('DepositsPage', () => {
  it('shows each of the newest deposits cleared or not, with its owner and total, linked to its page', async () => {
    const { data, included } = await deposits();
    expect(new Set(data.map((d) => d.attributes.cleared))).toEqual(new Set([true, false]));

    sandbox.renderAt('/giving/deposits?per_page=100', <DepositsPage />);
    const table = await screen.findByRole('table', { name: 'Deposits' });
    // Newest first: the page shows the list's last hundred.
    const newest = data.slice(-100);
    await screen.findByRole('link', { name: `Deposit ${newest[0]?.id ?? ''}` });
    for (const deposit of newest) {
      const [, cleared, owner, total] = cellsOfRowWithLink(table, `Deposit ${deposit.id}`);
      expect(cleared).toBe(deposit.attributes.cleared ? 'Cleared' : 'Not cleared');
      expect(owner).toBe(ownerNameOf(deposit, included));
      expect(total).toBe(
        expectedMoney(deposit.attributes.total_cents, deposit.attributes.total_currency),
      );
    }
    const last = newest.at(-1);
    expect(screen.getByRole('link', { name: `Deposit ${last?.id}` }).getAttribute('href')).toBe(
      `/giving/deposits/${last?.id}`,
    );
  });
});

describe('DepositPage', () => {
  it('cross-checks its total against the sum of its batches, in its currency, and lists them', async () => {
    const { data } = await deposits();
    const deposit = data.findLast((d) => d.attributes.total_currency === 'CAD') ?? data.at(-1);
    if (!deposit) throw new Error('no deposits');
    const currency = deposit.attributes.total_currency;
    const { data: batches } = await sandbox.all<GivingRecord<Totalled>>(
      `/giving/v2/deposits/${deposit.id}/batches`,
    );
    const summed =
      sumByCurrency(
        batches.map((b) => ({
          cents: b.attributes.total_cents,
          currency: b.attributes.total_currency,
        })),
      ).get(currency) ?? 0;

    sandbox.renderAt(
      `/giving/deposits/${deposit.id}`,
      <Routes>
        <Route path="/giving/deposits/:depositId" element={<DepositPage />} />
      </Routes>,
    );
    await screen.findByRole('heading', { level: 1, name: `Deposit ${deposit.id}` });
    const agrees = summed === deposit.attributes.total_cents;
    await screen.findByText(agrees ? 'Totals agree' : 'Totals disagree');
    expect(shownFigures(document.body, currency)).toEqual([
      expectedMoney(deposit.attributes.total_cents, currency),
      expectedMoney(summed, currency),
      expectedMoney(summed - deposit.attributes.total_cents, currency),
    ]);
    const batchTable = screen.getByRole('table', { name: 'Batches in this deposit' });
    for (const batch of batches) {
      expect(within(batchTable).getByRole('link', { name: `Batch ${batch.id}` })).toBeTruthy();
    }
  });
});
