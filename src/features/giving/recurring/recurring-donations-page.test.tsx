// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
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
