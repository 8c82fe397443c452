// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectedMoney } from '../../../ui/testing/expected-money';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import {
  cellsOfRowWithLink,
  ownerNameOf,
  type GivingRecord,
  type PersonName,
} from '../testing/giving-records';
import { BatchesPage } from './batches-page';

const sandbox = startSandboxForComponentTests();

interface BatchAttributes {
  status: 'in_progress' | 'ready_for_deposit' | 'deposited';
  total_cents: number;
  total_currency: string;
}

const statusWords = {
  in_progress: 'In progress',
  ready_for_deposit: 'Ready for deposit',
  deposited: 'Deposited',
} as const;

describe('BatchesPage', () => {
  it('shows each of the newest batches with its status in words, owner and total in its currency, linked to its page', async () => {
    const { data: batches, included } = await sandbox.all<
      GivingRecord<BatchAttributes>,
      GivingRecord<PersonName>
    >('/giving/v2/batches?include=owner');
    expect(new Set(batches.map((b) => b.attributes.status))).toEqual(
      new Set(['in_progress', 'ready_for_deposit', 'deposited']),
    );
    const cad = batches.findLast((b) => b.attributes.total_currency === 'CAD');
    if (!cad) throw new Error('the seed has no CAD batch');

    sandbox.renderAt('/giving/batches?per_page=100', <BatchesPage />);
    const table = await screen.findByRole('table', { name: 'Batches' });
    // Newest first: the page shows the list's last hundred (in the spec's dialect read from its end).
    const newest = batches.slice(-100);
    await screen.findByRole('link', { name: `Batch ${newest[0]?.id ?? ''}` });
    for (const batch of newest) {
      const [, status, owner, total] = cellsOfRowWithLink(table, `Batch ${batch.id}`);
      expect(status).toBe(statusWords[batch.attributes.status]);
      expect(owner).toBe(ownerNameOf(batch, included));
      expect(total).toBe(
        expectedMoney(batch.attributes.total_cents, batch.attributes.total_currency),
      );
    }
    expect(cellsOfRowWithLink(table, `Batch ${cad.id}`)[3]).toMatch(/^CA\$/);
    expect(screen.getByRole('link', { name: `Batch ${cad.id}` }).getAttribute('href')).toBe(
      `/giving/batches/${cad.id}`,
    );
  });
});
