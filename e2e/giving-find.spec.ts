import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as Papa from 'papaparse';

import { test } from './support/page-problems';
import { sandboxAll, sandboxGet } from './support/sandbox-api';

/**
 * Finding gifts, a donor's year and closing a month (issue 38), in the spec's dialect, checked
 * against the sandbox read directly: the app's answers are worked out here from plain JSON.
 */

// papaparse is CommonJS without named ESM exports; Playwright loads this file as ESM.
const { parse } = createRequire(import.meta.url)('papaparse') as typeof Papa;

// The machine is shared with other test runs: generous waits, never a fixed sleep to pass.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
// Money and dates are compared with en-US renderings.
test.use({ locale: 'en-US' });

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

interface Identifier {
  type: string;
  id: string;
}

interface SandboxRecord<A> {
  id: string;
  attributes: A;
  relationships: Record<string, { data?: Identifier | Identifier[] | null }>;
}

interface BatchAttributes {
  created_at: string;
  total_cents: number;
  total_currency: string;
}

interface DonationAttributes {
  amount_cents: number;
  amount_currency: string;
  created_at: string;
  payment_status: 'pending' | 'succeeded' | 'failed';
}

interface DesignationAttributes {
  amount_cents: number;
  amount_currency: string;
}

/** Intl's en-US rendering of integer cents, built from decimal text (never a float). */
function formatCents(cents: number, currency: string): string {
  const units = String(Math.abs(cents)).padStart(3, '0');
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    `${cents < 0 ? '-' : ''}${units.slice(0, -2)}.${units.slice(-2)}` as Intl.StringNumericLiteral,
  );
}

/** The day (YYYY-MM-DD) an instant falls on in a time zone. */
function dayIn(timeZone: string, at: string | number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));
}

async function churchZone(request: APIRequestContext): Promise<string> {
  const organization = await sandboxGet<{ data: { attributes: { time_zone: string } } }>(
    request,
    '/check_ins/v2',
  );
  return organization.data.attributes.time_zone;
}

/** Every batch, newest first (by when it was made, then by id). */
async function batchesNewestFirst(request: APIRequestContext) {
  const { data } = await sandboxAll<SandboxRecord<BatchAttributes>>(request, '/giving/v2/batches');
  return data.sort(
    (a, b) =>
      Date.parse(b.attributes.created_at) - Date.parse(a.attributes.created_at) ||
      Number(b.id) - Number(a.id),
  );
}

/**
 * This month in the church's zone, or, on a month's first days before its first Sunday's
 * offering, the latest month that has batches.
 */
function monthWithBatches(batches: SandboxRecord<BatchAttributes>[], timeZone: string): string {
  const thisMonth = dayIn(timeZone, Date.now()).slice(0, 7);
  const months = batches.map((b) => dayIn(timeZone, b.attributes.created_at).slice(0, 7));
  return months.includes(thisMonth) ? thisMonth : (months[0] ?? thisMonth);
}

test("this month's batches are on the first page of the batches list, newest first", async ({
  page,
  request,
}) => {
  const zone = await churchZone(request);
  const batches = await batchesNewestFirst(request);
  const month = monthWithBatches(batches, zone);
  const ofMonth = batches.filter((b) => dayIn(zone, b.attributes.created_at).startsWith(month));
  expect(ofMonth.length).toBeGreaterThan(0);

  await page.setViewportSize(desktop);
  await page.goto('/giving/batches');
  const table = page.getByRole('table', { name: 'Batches' });
  await expect(table.getByRole('row').nth(1)).toContainText(`Batch ${batches[0]?.id}`);
  for (const batch of ofMonth) {
    await expect(table.getByRole('link', { name: `Batch ${batch.id}`, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/the giving API offers no order for batches/)).toBeVisible();

  // On a phone: the month alone, chosen by its dates, in the link too.
  await page.setViewportSize(phone);
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  const to = `${month}-${String(last.getUTCDate()).padStart(2, '0')}`;
  await page.goto(`/giving/batches?from=${month}-01&to=${to}`);
  await expect(page.getByText(`1–${ofMonth.length} of ${ofMonth.length} batches`)).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(ofMonth.length);
  await expect(table.getByRole('row').nth(1)).toContainText(`Batch ${ofMonth[0]?.id}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
});

test("a donor's year: succeeded gifts totalled per fund, the others apart", async ({
  page,
  request,
}) => {
  const zone = await churchZone(request);
  const year = dayIn(zone, Date.now()).slice(0, 4);
  const { data: funds } = await sandboxAll<SandboxRecord<{ name: string }>>(
    request,
    '/giving/v2/funds',
  );
  const fundName = new Map(funds.map((fund) => [fund.id, fund.attributes.name]));
  const { data: people } = await sandboxAll<
    SandboxRecord<{ first_name: string; last_name: string }>
  >(request, '/giving/v2/people');
  // A giver with gifts this year, one that did not succeed among them if any giver has one.
  let chosen:
    | {
        person: (typeof people)[number];
        gifts: SandboxRecord<DonationAttributes>[];
        designations: SandboxRecord<DesignationAttributes>[];
      }
    | undefined;
  for (const person of people.slice(0, 80)) {
    const answer = await sandboxGet<{
      data: SandboxRecord<DonationAttributes>[];
      included: SandboxRecord<DesignationAttributes>[];
    }>(request, `/giving/v2/people/${person.id}/donations`, {
      include: 'designations',
      per_page: '100',
    });
    const gifts = answer.data.filter((d) => dayIn(zone, d.attributes.created_at).startsWith(year));
    if (gifts.length === 0) continue;
    const candidate = { person, gifts, designations: answer.included };
    chosen ??= candidate;
    if (gifts.some((d) => d.attributes.payment_status !== 'succeeded')) {
      chosen = candidate;
      break;
    }
  }
  if (!chosen) throw new Error('no giver has gifts this year');
  const { person, gifts, designations } = chosen;
  const name = `${person.attributes.first_name} ${person.attributes.last_name}`;
  const counted = gifts.filter((d) => d.attributes.payment_status === 'succeeded');
  const totals = new Map<string, number>();
  const byFund = new Map<string, number>();
  for (const gift of counted) {
    const { amount_cents, amount_currency } = gift.attributes;
    totals.set(amount_currency, (totals.get(amount_currency) ?? 0) + amount_cents);
    for (const { id } of gift.relationships.designations?.data as Identifier[]) {
      const part = designations.find((d) => d.id === id);
      if (!part) throw new Error(`designation ${id} was not included`);
      const fund = (part.relationships.fund?.data as Identifier | null)?.id ?? '';
      const key = `${fund}|${part.attributes.amount_currency}`;
      byFund.set(key, (byFund.get(key) ?? 0) + part.attributes.amount_cents);
    }
  }

  await page.setViewportSize(desktop);
  await page.goto(`/giving/people/${person.id}`);
  const money = [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, cents]) => formatCents(cents, currency))
    .join(' and ');
  await expect(page.getByTestId('donor-year-summary')).toHaveText(
    `From Jan 1, ${year} to Dec 31, ${year}: ${counted.length} ${counted.length === 1 ? 'gift' : 'gifts'} counted${money ? `, ${money}` : ''}`,
  );
  const fundTable = page.getByRole('table', { name: `Totals by fund, ${name}` });
  await expect(fundTable.locator('tbody tr')).toHaveCount(byFund.size);
  for (const [key, cents] of byFund) {
    const [fundId = '', currency = ''] = key.split('|');
    const row = fundTable.getByRole('row').filter({ hasText: fundName.get(fundId) ?? 'No fund' });
    await expect(row.filter({ hasText: formatCents(cents, currency) })).toHaveCount(1);
  }
  const apart = gifts.filter((d) => d.attributes.payment_status !== 'succeeded');
  for (const status of ['pending', 'failed'] as const) {
    const ofStatus = apart.filter((d) => d.attributes.payment_status === status);
    if (ofStatus.length > 0) {
      await expect(page.getByTestId('donor-year-apart')).toContainText(
        `${ofStatus.length} ${ofStatus.length === 1 ? 'gift' : 'gifts'} ${status}`,
      );
    }
  }
  if (apart.length === 0) await expect(page.getByTestId('donor-year-apart')).toHaveCount(0);
  // Every gift of the year, newest first, the failed and pending ones with them.
  const table = page.getByRole('table', { name: `Gifts of ${name}` });
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(10, gifts.length));
  const newest = [...gifts].sort(
    (a, b) => Date.parse(b.attributes.created_at) - Date.parse(a.attributes.created_at),
  )[0];
  await expect(table.locator('tbody tr').first()).toContainText(
    formatCents(newest!.attributes.amount_cents, newest!.attributes.amount_currency),
  );
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    `/people/${person.id}`,
  );

  // On a phone: the totals and the gifts fit the width.
  await page.setViewportSize(phone);
  await expect(page.getByTestId('donor-year-summary')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(10, gifts.length));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
});

test('closing a month names the batch whose total disagrees with its gifts', async ({
  page,
  request,
}, testInfo) => {
  const zone = await churchZone(request);
  const batches = await batchesNewestFirst(request);
  const month = monthWithBatches(batches, zone);
  const ofMonth = batches.filter((b) => dayIn(zone, b.attributes.created_at).startsWith(month));
  let notDeposited = 0;
  for (const batch of ofMonth) {
    const deposit = await sandboxGet<{ data: Identifier | null }>(
      request,
      `/giving/v2/batches/${batch.id}/deposit`,
    );
    if (deposit.data === null) notDeposited++;
  }
  const batch = ofMonth.find((b) => b.attributes.total_currency === 'USD') ?? ofMonth[0];
  if (!batch) throw new Error(`no batch in ${month}`);
  const { data: gifts } = await sandboxAll<SandboxRecord<DonationAttributes>>(
    request,
    `/giving/v2/batches/${batch.id}/donations`,
  );
  const dropped = gifts[0];
  if (!dropped) throw new Error('an empty batch');
  // The batch's gifts lose one on their way to the browser: its total no longer agrees.
  await page.route(`**/api/giving/v2/batches/${batch.id}/donations?*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Identifier[]; meta: { total_count: number } };
    body.data = body.data.filter((gift) => gift.id !== dropped.id);
    body.meta.total_count -= 1;
    await route.fulfill({ response, json: body });
  });
  const currency = batch.attributes.total_currency;
  const summed = gifts
    .filter((gift) => gift.id !== dropped.id)
    .reduce((sum, gift) => sum + gift.attributes.amount_cents, 0);

  await page.setViewportSize(desktop);
  await page.goto(`/giving/close?month=${month}`);
  await expect(page.getByTestId('month-close-summary')).toContainText(
    `${ofMonth.length} ${ofMonth.length === 1 ? 'batch' : 'batches'}, ${notDeposited} not yet deposited`,
  );
  const alert = page.getByRole('alert').filter({ hasText: 'disagree' });
  await expect(alert.getByRole('link', { name: `Batch ${batch.id}`, exact: true })).toBeVisible();
  await expect(alert).toContainText(
    `its total is ${formatCents(batch.attributes.total_cents, currency)}, its gifts add up to ${formatCents(summed, currency)} (${formatCents(summed - batch.attributes.total_cents, currency)})`,
  );
  await expect(alert.getByRole('link')).toHaveCount(1);

  // The CSV holds the month's batches, the one that differs said so.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const saved = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  const rows = parse<Record<string, string>>(
    (await readFile(saved, 'utf8')).replace(/^\ufeff/, ''),
    {
      header: true,
      skipEmptyLines: true,
    },
  ).data;
  expect(rows.map((row) => row.Batch)).toEqual(ofMonth.map((b) => `Batch ${b.id}`));
  expect(rows.filter((row) => row.Check === 'differs').map((row) => row.Batch)).toEqual([
    `Batch ${batch.id}`,
  ]);

  // On a phone: nothing scrolls sideways, the table's last column included.
  await page.setViewportSize(phone);
  const table = page.getByRole('table', { name: /^Batches of / });
  await expect(table.locator('tbody tr').first()).toContainText(`Batch ${ofMonth[0]?.id}`);
  const check = await table.getByRole('columnheader', { name: 'Check' }).boundingBox();
  expect(check && check.x + check.width).toBeLessThanOrEqual(phone.width);
  await expect(alert.getByRole('link', { name: `Batch ${batch.id}`, exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
});
