// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import type { GivingRecord } from '../testing/giving-records';
import { FundsPage } from './funds-page';

const sandbox = startSandboxForComponentTests();

interface FundAttributes {
  name: string;
  color: string;
  visibility: 'everywhere' | 'admin_only' | 'nowhere';
  ledger_code: string;
}

const visibilityWords = {
  everywhere: 'Everywhere',
  admin_only: 'Admins only',
  nowhere: 'Nowhere (hidden)',
};

/** '#1f6feb' → 'rgb(31, 111, 235)', as a style spells it. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('FundsPage', () => {
  it('shows each fund with a swatch beside its hex code, its visibility in words and its ledger code, and each label with what it has', async () => {
    const { data: funds } = await sandbox.all<GivingRecord<FundAttributes>>('/giving/v2/funds');
    const { data: labels } =
      await sandbox.all<GivingRecord<Record<string, unknown>>>('/giving/v2/labels');
    expect(new Set(funds.map((f) => f.attributes.visibility)).size).toBeGreaterThan(1);

    sandbox.renderAt('/giving/funds', <FundsPage />);
    const table = await screen.findByRole('table', { name: 'Funds' });
    await within(table).findByText(funds[0]?.attributes.name ?? '');
    for (const fund of funds.slice(0, 25)) {
      const row = within(table).getByText(fund.attributes.name).closest('tr') as HTMLElement;
      const cells = within(row).getAllByRole('cell');
      expect(cells[0]?.textContent).toBe(fund.attributes.color.toLowerCase());
      const swatch = cells[0]?.querySelector<HTMLElement>('.mantine-ColorSwatch-colorOverlay');
      expect(swatch?.style.backgroundColor).toBe(rgbOf(fund.attributes.color));
      expect(cells[2]?.textContent).toBe(visibilityWords[fund.attributes.visibility]);
      expect(cells[3]?.textContent).toBe(fund.attributes.ledger_code || '—');
    }

    const labelTable = await screen.findByRole('table', { name: 'Giving labels' });
    await within(labelTable).findByRole('cell', { name: labels[0]?.id ?? '' });
    expect(within(labelTable).getAllByRole('row')).toHaveLength(1 + Math.min(25, labels.length));
    for (const label of labels.slice(0, 25)) {
      const row = within(labelTable).getByRole('cell', { name: label.id }).closest('tr');
      for (const value of Object.values(label.attributes)) {
        expect(row?.textContent).toContain(String(value));
      }
    }
    expect(screen.getByText(/does not say which attributes a label has/)).toBeTruthy();
  });
});
