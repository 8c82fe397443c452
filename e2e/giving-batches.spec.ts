import {
  expect as baseExpect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';

import { severeAxeViolations, type AxeProblem } from './support/axe';
import { test } from './support/page-problems';
import { sandboxAll, sandboxGet } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

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

interface Totalled {
  total_cents: number;
  total_currency: string;
}

interface BatchAttributes extends Totalled {
  status: 'in_progress' | 'ready_for_deposit' | 'deposited';
}

interface DepositAttributes extends Totalled {
  cleared: boolean;
}

interface PersonAttributes {
  first_name: string;
  last_name: string;
}

/** Every record of a giving list, page after page, with the people the pages included. */
function everyRecord<A>(
  request: APIRequestContext,
  path: string,
  query: Record<string, string> = {},
): Promise<{ data: SandboxRecord<A>[]; included: SandboxRecord<PersonAttributes>[] }> {
  return sandboxAll<SandboxRecord<A>, SandboxRecord<PersonAttributes>>(request, path, query);
}

/** Integer cents per currency: the test's own sum, never through floating point. */
function sumByCurrency(amounts: { cents: number; currency: string }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { cents, currency } of amounts) {
    expect(Number.isSafeInteger(cents)).toBe(true);
    totals.set(currency, (totals.get(currency) ?? 0) + cents);
  }
  return totals;
}

/** Intl's en-US rendering of integer cents, built from decimal text (never a float). */
function formatCents(cents: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const units = String(Math.abs(cents)).padStart(digits + 1, '0');
  const text = `${cents < 0 ? '-' : ''}${units.slice(0, -digits)}.${units.slice(-digits)}`;
  return format.format(text as Intl.StringNumericLiteral);
}

/** '#1f6feb' → 'rgb(31, 111, 235)', as computed styles spell it. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const statusWords = {
  in_progress: 'In progress',
  ready_for_deposit: 'Ready for deposit',
  deposited: 'Deposited',
} as const;

function ownerName(
  record: SandboxRecord<unknown>,
  people: SandboxRecord<PersonAttributes>[],
): string {
  const id = (record.relationships.owner?.data as Identifier | null | undefined)?.id;
  const person = people.find((p) => p.type === 'Person' && p.id === id);
  return person ? `${person.attributes.first_name} ${person.attributes.last_name}` : '—';
}

/** Waits until the list has arrived (its count is shown) and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await expect(
    page.getByText(/^(\d[\d,]*–[\d,]+ of [\d,]+|This page is past)/).first(),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

function rowWithLink(table: Locator, name: string): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('link', { name, exact: true }) });
}

/** The cross-check's figures for one currency: [stated, summed, difference] as shown. */
async function shownFigures(page: Page, currency: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: 'Totals by currency' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: currency, exact: true }) });
  await expect(row).toHaveCount(1);
  return row.getByRole('cell').allInnerTexts();
}

test('the batches list shows each batch with its status in words, owner and total', async ({
  page,
  request,
}) => {
  const { data: batches, included } = await everyRecord<BatchAttributes>(
    request,
    '/giving/v2/batches',
    { include: 'owner' },
  );
  expect(new Set(batches.map((b) => b.attributes.status))).toEqual(
    new Set(['in_progress', 'ready_for_deposit', 'deposited']),
  );
  const cad = batches.findLast((b) => b.attributes.total_currency === 'CAD');
  expect(cad, 'the seed has a CAD batch').toBeDefined();

  await page.goto(`/giving/batches?per_page=${Math.min(100, Math.max(25, batches.length))}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Batches');
  await expect(page.getByText('Beta', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Giving sections' })
      .getByRole('link', { name: 'Batches' }),
  ).toHaveAttribute('aria-current', 'page');
  await settled(page);
  const table = page.getByRole('table', { name: 'Batches' });
  // Newest first: the page shows the list's last hundred (in the spec's dialect read from its end).
  for (const batch of batches.slice(-100)) {
    const row = rowWithLink(table, `Batch ${batch.id}`);
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText(statusWords[batch.attributes.status]);
    await expect(cells.nth(2)).toHaveText(ownerName(batch, included));
    await expect(cells.nth(3)).toHaveText(
      formatCents(batch.attributes.total_cents, batch.attributes.total_currency),
    );
  }
  const cadText = formatCents(cad?.attributes.total_cents ?? 0, 'CAD');
  expect(cadText).toMatch(/^CA\$/);
  await expect(rowWithLink(table, `Batch ${cad?.id}`)).toContainText(cadText);

  // The batch link opens the batch's page.
  await table.getByRole('link', { name: `Batch ${cad?.id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/giving/batches/${cad?.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Batch ${cad?.id}`);
});

test('Tab never stops on the Beta badge, which screen readers read with its meaning', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/giving/batches');
  const badge = page.locator('.mantine-Badge-root', { hasText: 'Beta' });
  await expect(badge).toBeVisible();
  // What the badge means, for a screen reader, with no tooltip to reach.
  await expect(
    page.getByText('The Giving API is in beta; some details may change.', { exact: true }),
  ).toBeAttached();
  // From the top of the page to the giving sections, which come right after the badge.
  for (let step = 0; ; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => ({
      onBadge: document.activeElement?.closest('.mantine-Badge-root') != null,
      inSections: document.activeElement?.closest('nav[aria-label="Giving sections"]') != null,
    }));
    expect(focus.onBadge, `Tab ${step + 1}`).toBe(false);
    if (focus.inSections) break;
    expect(step, 'Tab reaches the giving sections').toBeLessThan(80);
  }
});

test('a batch page cross-checks its total against the sum of its donations, per currency', async ({
  page,
  request,
}) => {
  const { data: batches } = await everyRecord<BatchAttributes>(request, '/giving/v2/batches');
  const batch = batches.find(
    (b) => b.attributes.total_currency === 'CAD' && b.attributes.status === 'deposited',
  );
  if (!batch) throw new Error('no deposited CAD batch');
  const { data: donations } = await everyRecord<{ amount_cents: number; amount_currency: string }>(
    request,
    `/giving/v2/batches/${batch.id}/donations`,
  );
  // The donor of each of the first rows, as the sandbox answers donations/{id}/person.
  const donors = new Map<string, { id: string; name: string } | null>();
  for (const donation of donations.slice(0, 5)) {
    const person = await sandboxGet<{ data: SandboxRecord<PersonAttributes> | null }>(
      request,
      `/giving/v2/donations/${donation.id}/person`,
    );
    donors.set(
      donation.id,
      person.data && {
        id: person.data.id,
        name: `${person.data.attributes.first_name} ${person.data.attributes.last_name}`.trim(),
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
  const deposit = await sandboxGet<{ data: Identifier | null }>(
    request,
    `/giving/v2/batches/${batch.id}/deposit`,
  );

  await page.goto(`/giving/batches/${batch.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Batch ${batch.id}`);
  await expect(page.getByText('Beta', { exact: true })).toBeVisible();
  await expect(page.getByText('Deposited', { exact: true })).toBeVisible();
  // The one way back: breadcrumbs above the title, the page itself last and not a link.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Giving', 'Batches']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(`Batch ${batch.id}`);
  await expect(page.getByRole('link', { name: /^← All|All batches/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Deposit ${deposit.data?.id}` })).toBeVisible();

  const agrees = sums.size === 1 && summed === batch.attributes.total_cents;
  await expect(page.getByText(agrees ? 'Totals agree' : 'Totals disagree')).toBeVisible();
  expect(await shownFigures(page, 'CAD')).toEqual([
    formatCents(batch.attributes.total_cents, 'CAD'),
    formatCents(summed, 'CAD'),
    formatCents(summed - batch.attributes.total_cents, 'CAD'),
  ]);
  await expect(page.getByText(`its ${donations.length} donations, to the cent`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Donations in this batch' }).locator('tbody tr'),
  ).toHaveCount(Math.min(25, donations.length));

  // Each donation names its donor, linking to their giving page.
  for (const [donationId, donor] of donors) {
    const cell = page
      .getByRole('row', { name: `Open donation ${donationId}`, exact: true })
      .getByRole('cell')
      .nth(1);
    if (donor === null) {
      await expect(cell).toHaveText('Anonymous');
    } else {
      await expect(cell.getByRole('link', { name: donor.name, exact: true })).toHaveAttribute(
        'href',
        `/giving/people/${donor.id}`,
      );
    }
  }
  const named = [...donors.values()].find((d) => d !== null);
  if (named) {
    await page.getByRole('link', { name: named.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/giving/people/${named.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(named.name);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'People' }),
    ).toBeVisible();
    await page.goBack();
  }

  // A donation of the batch opens in the drawer.
  const first = donations[0];
  await page.getByRole('row', { name: `Open donation ${first?.id}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Donation ${first?.id}` })).toBeVisible();
});

test('a batch whose donations do not add up gets a clear warning with both figures', async ({
  page,
  request,
}) => {
  const { data: batches } = await everyRecord<BatchAttributes>(request, '/giving/v2/batches');
  const batch = batches.find((b) => b.attributes.total_currency === 'USD');
  if (!batch) throw new Error('no USD batch');
  const { data: donations } = await everyRecord<{ amount_cents: number; amount_currency: string }>(
    request,
    `/giving/v2/batches/${batch.id}/donations`,
  );
  const dropped = donations[0];
  if (!dropped) throw new Error('an empty batch');
  // The donations answer loses one gift on its way to the browser.
  await page.route(`**/api/giving/v2/batches/${batch.id}/donations?*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Identifier[]; meta: { total_count: number } };
    body.data = body.data.filter((d) => d.id !== dropped.id);
    body.meta.total_count -= 1;
    await route.fulfill({ response, json: body });
  });
  const summed =
    sumByCurrency(
      donations
        .filter((d) => d.id !== dropped.id)
        .map((d) => ({ cents: d.attributes.amount_cents, currency: d.attributes.amount_currency })),
    ).get('USD') ?? 0;

  await page.goto(`/giving/batches/${batch.id}`);
  const warning = page.getByRole('alert').filter({ hasText: 'Totals disagree' });
  await expect(warning).toBeVisible();
  expect(await shownFigures(page, 'USD')).toEqual([
    formatCents(batch.attributes.total_cents, 'USD'),
    formatCents(summed, 'USD'),
    formatCents(-dropped.attributes.amount_cents, 'USD'),
  ]);
});

test('deposits: cleared or not, owner and total; a deposit page cross-checks its batches', async ({
  page,
  request,
}) => {
  const { data: deposits, included } = await everyRecord<DepositAttributes>(
    request,
    '/giving/v2/deposits',
    { include: 'owner' },
  );
  await page.goto('/giving/deposits?per_page=100');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposits');
  await settled(page);
  const table = page.getByRole('table', { name: 'Deposits' });
  // Newest first: the page shows the list's last hundred.
  for (const deposit of deposits.slice(-100)) {
    const cells = rowWithLink(table, `Deposit ${deposit.id}`).getByRole('cell');
    await expect(cells.nth(1)).toHaveText(deposit.attributes.cleared ? 'Cleared' : 'Not cleared');
    await expect(cells.nth(2)).toHaveText(ownerName(deposit, included));
    await expect(cells.nth(3)).toHaveText(
      formatCents(deposit.attributes.total_cents, deposit.attributes.total_currency),
    );
  }

  const deposit =
    deposits.findLast((d) => d.attributes.total_currency === 'CAD') ?? deposits.at(-1);
  if (!deposit) throw new Error('no deposits');
  const currency = deposit.attributes.total_currency;
  const { data: batches } = await everyRecord<BatchAttributes>(
    request,
    `/giving/v2/deposits/${deposit.id}/batches`,
  );
  const summed =
    sumByCurrency(
      batches.map((b) => ({
        cents: b.attributes.total_cents,
        currency: b.attributes.total_currency,
      })),
    ).get(currency) ?? 0;

  await table.getByRole('link', { name: `Deposit ${deposit.id}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Deposit ${deposit.id}`);
  const agrees = summed === deposit.attributes.total_cents;
  await expect(page.getByText(agrees ? 'Totals agree' : 'Totals disagree')).toBeVisible();
  expect(await shownFigures(page, currency)).toEqual([
    formatCents(deposit.attributes.total_cents, currency),
    formatCents(summed, currency),
    formatCents(summed - deposit.attributes.total_cents, currency),
  ]);
  const batchTable = page.getByRole('table', { name: 'Batches in this deposit' });
  for (const batch of batches) {
    await expect(
      batchTable.getByRole('link', { name: `Batch ${batch.id}`, exact: true }),
    ).toBeVisible();
  }
});

test('funds show a swatch with the hex code, visibility in words and ledger code; labels show what they have', async ({
  page,
  request,
}) => {
  const { data: funds } = await everyRecord<{
    name: string;
    color: string;
    visibility: 'everywhere' | 'admin_only' | 'nowhere';
    ledger_code: string;
  }>(request, '/giving/v2/funds');
  const { data: labels } = await everyRecord<Record<string, unknown>>(request, '/giving/v2/labels');
  const words = {
    everywhere: 'Everywhere',
    admin_only: 'Admins only',
    nowhere: 'Nowhere (hidden)',
  };

  await page.goto('/giving/funds');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funds and labels');
  const table = page.getByRole('table', { name: 'Funds' });
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(25, funds.length));
  for (const fund of funds.slice(0, 25)) {
    const row = table.getByRole('row').filter({ hasText: fund.attributes.name });
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText(fund.attributes.color.toLowerCase());
    await expect(cells.nth(0).locator('.mantine-ColorSwatch-colorOverlay')).toHaveCSS(
      'background-color',
      rgbOf(fund.attributes.color),
    );
    await expect(cells.nth(2)).toHaveText(words[fund.attributes.visibility]);
    await expect(cells.nth(3)).toHaveText(fund.attributes.ledger_code);
  }

  const labelTable = page.getByRole('table', { name: 'Giving labels' });
  await expect(labelTable.locator('tbody tr')).toHaveCount(Math.min(25, labels.length));
  for (const label of labels.slice(0, 25)) {
    const row = labelTable.getByRole('row').filter({
      has: page.getByRole('cell', { name: label.id, exact: true }),
    });
    for (const value of Object.values(label.attributes)) {
      await expect(row).toContainText(String(value));
    }
  }
  await expect(page.getByText(/does not say which attributes a label has/)).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`batches, deposits and funds pages have no serious or critical axe violations (${colorScheme})`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme });
    const { data: batches } = await everyRecord<BatchAttributes>(request, '/giving/v2/batches');
    const batch = batches.find((b) => b.attributes.total_currency === 'CAD') ?? batches[0];
    const { data: deposits } = await everyRecord<DepositAttributes>(request, '/giving/v2/deposits');
    const deposit = deposits[deposits.length - 1];
    const severe: AxeProblem[] = [];
    const shoot = async (name: string) => {
      if (colorScheme === 'light') await page.screenshot({ path: screenshotPath(name) });
    };

    // The newest batches: every status and both currencies on one screen.
    await page.goto('/giving/batches?per_page=10');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await settled(page);
    severe.push(...(await severeAxeViolations(page, 'batches')));
    await shoot('giving-batches');

    await page.goto(`/giving/batches/${batch?.id}`);
    await expect(page.getByText(/^Totals (agree|disagree)$/)).toBeVisible();
    await settled(page);
    severe.push(...(await severeAxeViolations(page, 'batch')));
    await shoot('giving-batch');

    await page.goto('/giving/deposits');
    await settled(page);
    severe.push(...(await severeAxeViolations(page, 'deposits')));
    await shoot('giving-deposits');

    await page.goto(`/giving/deposits/${deposit?.id}`);
    await expect(page.getByText(/^Totals (agree|disagree)$/)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    severe.push(...(await severeAxeViolations(page, 'deposit')));

    await page.goto('/giving/funds');
    await settled(page);
    await expect(
      page.getByRole('table', { name: 'Giving labels' }).locator('tbody tr').first(),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    severe.push(...(await severeAxeViolations(page, 'funds')));
    await shoot('giving-funds');

    expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
  });
}
