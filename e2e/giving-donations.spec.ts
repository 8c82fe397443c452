import {
  expect as baseExpect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as Papa from 'papaparse';

import { severeAxeViolations } from './support/axe';
import { expectCancelAbortsExport, holdRequests } from './support/held-requests';
import { test } from './support/page-problems';
import { sandboxAll } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// papaparse is CommonJS without named ESM exports; Playwright loads this file as ESM.
const { parse } = createRequire(import.meta.url)('papaparse') as typeof Papa;

// The machine is shared with other test runs: generous waits, never a fixed sleep to pass.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// Money is compared with Intl's en-US rendering, so the browser must format in en-US too.
test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

interface Identifier {
  type: string;
  id: string;
}

interface SandboxRecord<A> {
  type: string;
  id: string;
  attributes: A;
  relationships: Record<string, { data?: Identifier | Identifier[] | null }>;
}

interface DonationAttributes {
  amount_cents: number;
  amount_currency: string;
  fee_cents: number;
  fee_currency: string;
  payment_status: string;
}

/**
 * Every donation as the page lists them, newest first: the spec's dialect has no order, so the
 * page turns the service's oldest-first list around.
 */
async function everyDonation<A>(
  request: APIRequestContext,
  query: Record<string, string> = {},
): Promise<SandboxRecord<A>[]> {
  return (
    await sandboxAll<SandboxRecord<A>>(request, '/giving/v2/donations', query)
  ).data.reverse();
}

function decimalText(cents: number): string {
  const units = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${units.slice(0, -2)}.${units.slice(-2)}`;
}

function donationsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Donations' });
}

/** Waits until the list has arrived (its count is shown) and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText(/^(\d[\d,]*–[\d,]+ of [\d,]+|This page is past)/)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('CSV export: every donation of the list, one row each, with exact amounts', async ({
  page,
  request,
}, testInfo) => {
  const all = await everyDonation<DonationAttributes>(request);
  const total = all.length;
  await page.goto('/giving/donations');
  await settled(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('donations.csv');
  const saved = testInfo.outputPath('donations.csv');
  await file.saveAs(saved);
  const text = (await readFile(saved, 'utf8')).replace(/^\ufeff/, '');
  const parsed = parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data).toHaveLength(total);
  expect(parsed.meta.fields).toEqual([
    'id',
    'created_at (UTC)',
    'created_at (America/Chicago)',
    'amount',
    'currency',
    'fee',
    'fee_currency',
    'method',
    'method_sub',
    'brand',
    'last4',
    'channel',
    'status',
    'designations',
  ]);
  expect(parsed.data.map((row) => row.id)).toEqual(all.map((d) => d.id));
  const cad = all.find((d) => d.attributes.amount_currency === 'CAD');
  const cadRow = parsed.data.find((row) => row.id === cad?.id);
  expect(cadRow?.currency).toBe('CAD');
  expect(cadRow?.amount).toBe(decimalText(cad?.attributes.amount_cents ?? 0));
  expect(cadRow?.designations).toMatch(/: \d+\.\d{2}/);

  await expect(page.getByText('Export ready')).toBeVisible();
  await expect(
    page.getByText(
      `${total.toLocaleString('en-US')} donations saved as ${file.suggestedFilename()}.`,
    ),
  ).toBeVisible();
});

test('CSV export: Cancel stops it and downloads nothing', async ({ page }) => {
  const downloads: string[] = [];
  page.on('download', (file) => downloads.push(file.suggestedFilename()));
  // The export's pages (per_page=100), held so there is time to cancel.
  const exportPages = await holdRequests(
    page,
    (url) =>
      url.pathname === '/api/giving/v2/donations' && url.searchParams.get('per_page') === '100',
  );
  await page.goto('/giving/donations');
  await settled(page);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  // Its first page is held, so the bar stays at 0% (a section of no width).
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeAttached();
  await expectCancelAbortsExport(page, exportPages, async () => {
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await expect(page.getByText('Export cancelled')).toBeVisible();
  });
  expect(downloads).toEqual([]);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violations, list and drawer (${colorScheme})`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme });
    const all = await everyDonation<DonationAttributes>(request, {
      include: 'designations',
    });
    // A page with a refunded fee and a CAD gift on it, for the screenshot and the contrast scan.
    const refundIndex = all.findIndex((d) => d.attributes.fee_cents < 0);
    const offset = Math.max(0, refundIndex - 3);
    await page.goto(`/giving/donations?offset=${offset}&per_page=25`);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await settled(page);
    await expect(donationsTable(page).locator('tbody tr')).toHaveCount(25);
    const severe = await severeAxeViolations(page, 'list');
    if (colorScheme === 'light') {
      await page.screenshot({ path: screenshotPath('giving-donations') });
    }

    const split = all.find(
      (d) => ((d.relationships.designations?.data as Identifier[] | undefined) ?? []).length >= 3,
    );
    await page.goto(`/giving/donations?offset=${offset}&donation=${split?.id ?? '1'}`);
    const drawer = page.getByRole('dialog', { name: /^Donation \d+$/ });
    await expect(drawer.getByRole('table', { name: 'Designations' })).toBeVisible();
    await settled(page);
    // Scan after the slide-in: half-transparent text would fail the contrast check.
    await expect(drawer).toHaveCSS('opacity', '1');
    severe.push(...(await severeAxeViolations(page, 'drawer')));
    if (colorScheme === 'light') {
      await page.screenshot({ path: screenshotPath('giving-donation-drawer') });
    }
    expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
  });
}
