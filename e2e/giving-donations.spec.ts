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
import { sandboxAll, sandboxGet } from './support/sandbox-api';
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

interface SandboxList<A> {
  data: SandboxRecord<A>[];
  included: SandboxRecord<Record<string, unknown>>[];
  meta: { total_count: number; next?: { offset: number } };
}

/** GET a giving list straight from the embedded sandbox, past the proxy. */
function sandboxList<A>(
  request: APIRequestContext,
  path: string,
  query: Record<string, string> = {},
): Promise<SandboxList<A>> {
  return sandboxGet<SandboxList<A>>(request, path, query);
}

/**
 * Every donation as the page lists them, newest first: the spec's dialect has no order, so the
 * page turns the service's oldest-first list around.
 */
async function everyDonation<A>(
  request: APIRequestContext,
  query: Record<string, string> = {},
): Promise<SandboxRecord<A>[]> {
  return (await everyRecord<A>(request, '/giving/v2/donations', query)).reverse();
}

/** Every record of a giving list, page after page (in the list's own order). */
async function everyRecord<A>(
  request: APIRequestContext,
  path: string,
  query: Record<string, string> = {},
): Promise<SandboxRecord<A>[]> {
  return (await sandboxAll<SandboxRecord<A>>(request, path, query)).data;
}

/** Intl's en-US rendering of integer cents, built from decimal text (never a float). */
function formatCents(cents: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const units = String(Math.abs(cents)).padStart(digits + 1, '0');
  const text = `${cents < 0 ? '-' : ''}${units.slice(0, -digits)}.${units.slice(-digits)}`;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    text as Intl.StringNumericLiteral,
  );
}

function decimalText(cents: number): string {
  const units = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${units.slice(0, -2)}.${units.slice(-2)}`;
}

function donationsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Donations' });
}

function donationRow(page: Page, id: string): Locator {
  return donationsTable(page).getByRole('row', { name: `Open donation ${id}`, exact: true });
}

/** Column positions of the donations table. */
const column = {
  date: 0,
  amount: 1,
  fee: 2,
  payment: 3,
  channel: 4,
  status: 5,
  designations: 6,
} as const;

/** Waits until the list has arrived (its count is shown) and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText(/^(\d[\d,]*–[\d,]+ of [\d,]+|This page is past)/)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('amounts and fees show in their own currency, USD and CAD, and a negative fee as negative', async ({
  page,
  request,
}) => {
  const all = await everyDonation<DonationAttributes>(request);

  // The first donation of the first page: the newest.
  const first = all[0];
  if (!first) throw new Error('the sandbox has no donations');
  await page.goto('/giving/donations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donations');
  await expect(page.getByText('Beta', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Giving sections' })
      .getByRole('link', { name: 'Donations' }),
  ).toHaveAttribute('aria-current', 'page');
  await settled(page);
  const firstRow = donationRow(page, first.id);
  await expect(firstRow.getByRole('cell').nth(column.amount)).toHaveText(
    formatCents(first.attributes.amount_cents, first.attributes.amount_currency),
  );
  await expect(
    page.getByText(`1–25 of ${all.length.toLocaleString('en-US')} donations`),
  ).toBeVisible();

  // CAD: paged so that the first Canadian gift is the first row.
  const cadIndex = all.findIndex((d) => d.attributes.amount_currency === 'CAD');
  const cad = all[cadIndex];
  if (!cad) throw new Error('the sandbox has no CAD donation');
  const cadText = formatCents(cad.attributes.amount_cents, 'CAD');
  expect(cadText).toMatch(/^CA\$/);
  await page.goto(`/giving/donations?offset=${cadIndex}&per_page=10`);
  await settled(page);
  const cadRow = donationRow(page, cad.id);
  await expect(cadRow.getByRole('cell').nth(column.amount)).toHaveText(cadText);
  await expect(cadRow.getByRole('cell').nth(column.fee)).toHaveText(
    formatCents(cad.attributes.fee_cents, 'CAD'),
  );

  // A refunded (negative) fee reads as negative, in words too.
  const refundIndex = all.findIndex((d) => d.attributes.fee_cents < 0);
  const refund = all[refundIndex];
  if (!refund) throw new Error('the sandbox has no negative fee');
  await page.goto(`/giving/donations?offset=${refundIndex}&per_page=10`);
  await settled(page);
  const feeCell = donationRow(page, refund.id).getByRole('cell').nth(column.fee);
  const feeText = formatCents(refund.attributes.fee_cents, refund.attributes.fee_currency);
  expect(feeText.startsWith('-')).toBe(true);
  await expect(feeCell).toHaveText(`${feeText} (refunded)`);
  await expect(feeCell.locator('[data-negative]')).toHaveCount(1);
});

test('the designations column names the funds, or says the list left them out', async ({
  page,
  request,
}) => {
  // The newest page: the end of the service's list, turned around.
  const { total_count: total } = (
    await sandboxList(request, '/giving/v2/donations', { per_page: '1' })
  ).meta;
  const answer = await sandboxList<DonationAttributes>(request, '/giving/v2/donations', {
    include: 'designations',
    offset: String(Math.max(0, total - 25)),
    per_page: '25',
  });
  answer.data.reverse();
  const funds = await everyRecord<{ name: string }>(request, '/giving/v2/funds');
  const fundName = new Map(funds.map((f) => [f.id, f.attributes.name]));
  const designation = new Map(answer.included.map((d) => [d.id, d]));
  const linked = answer.included.some((d) => d.relationships?.fund?.data);

  await page.goto('/giving/donations');
  await settled(page);
  const donation = answer.data[0];
  if (!donation) throw new Error('no donations');
  const cell = donationRow(page, donation.id).getByRole('cell').nth(column.designations);
  const ids = donation.relationships.designations?.data as Identifier[];
  for (const { id } of ids) {
    const fund = designation.get(id)?.relationships?.fund?.data as Identifier | undefined;
    await expect(cell).toContainText(fund ? (fundName.get(fund.id) ?? '') : 'Fund not given');
  }
  const note = page.getByText('Some funds are not named in this list');
  if (linked) await expect(note).toHaveCount(0);
  else await expect(note).toBeVisible();
});

test('a donation opens from the keyboard in a drawer with its funds, colors and labels', async ({
  page,
  request,
}) => {
  const all = await everyDonation<DonationAttributes>(request, {
    include: 'designations,labels',
  });
  const splitIndex = all.findIndex(
    (d) => ((d.relationships.designations?.data as Identifier[] | undefined) ?? []).length >= 2,
  );
  const split = all[splitIndex];
  if (!split) throw new Error('no donation with two designations');
  const expected = await sandboxList<{ amount_cents: number; amount_currency: string }>(
    request,
    `/giving/v2/donations/${split.id}/designations`,
    { include: 'fund' },
  );

  await page.goto(`/giving/donations?offset=${splitIndex}&per_page=10`);
  await settled(page);
  await donationRow(page, split.id).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]donation=${split.id}(&|$)`));
  const drawer = page.getByRole('dialog', { name: `Donation ${split.id}` });
  await expect(drawer).toBeVisible();
  await expect(
    drawer.getByText(formatCents(split.attributes.amount_cents, 'USD')).first(),
  ).toBeVisible();

  const table = drawer.getByRole('table', { name: 'Designations' });
  await expect(table.locator('tbody tr')).toHaveCount(expected.data.length);
  for (const designation of expected.data) {
    const fundId = (designation.relationships.fund?.data as Identifier).id;
    const fund = expected.included.find((r) => r.type === 'Fund' && r.id === fundId);
    const name = String(fund?.attributes.name);
    const color = String(fund?.attributes.color).toLowerCase();
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(color);
    await expect(row).toContainText(
      formatCents(designation.attributes.amount_cents, designation.attributes.amount_currency),
    );
  }
  await expect(drawer.getByText('Designations do not add up to the gift')).toHaveCount(0);

  // Escape closes the drawer and takes the donation out of the URL.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/donation=/);

  // A labelled gift shows its labels by what the service sends for them (the slug).
  const labelled = all.find(
    (d) => ((d.relationships.labels?.data as Identifier[] | undefined) ?? []).length > 0,
  );
  if (!labelled) throw new Error('no labelled donation');
  const labels = await everyRecord<{ slug: string }>(request, '/giving/v2/labels');
  const labelId = (labelled.relationships.labels?.data as Identifier[])[0]?.id;
  const slug = labels.find((l) => l.id === labelId)?.attributes.slug ?? '';
  await page.goto(`/giving/donations?donation=${labelled.id}`);
  const labelDrawer = page.getByRole('dialog', { name: `Donation ${labelled.id}` });
  await expect(labelDrawer.getByText(slug, { exact: true })).toBeVisible();
});

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
