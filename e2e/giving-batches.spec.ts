import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

import { expectedMoney, sumByCurrency } from '../src/ui/testing/expected-money';
import { severeAxeViolations, type AxeProblem } from './support/axe';
import { test } from './support/page-problems';
import { sandboxAll } from './support/sandbox-api';
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

/** Every record of a giving list, page after page. */
function everyRecord<A>(
  request: APIRequestContext,
  path: string,
): Promise<{ data: SandboxRecord<A>[] }> {
  return sandboxAll<SandboxRecord<A>>(request, path);
}

/** Waits until the list has arrived (its count is shown) and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await expect(
    page.getByText(/^(\d[\d,]*–[\d,]+ of [\d,]+|This page is past)/).first(),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
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
    expectedMoney(batch.attributes.total_cents, 'USD'),
    expectedMoney(summed, 'USD'),
    expectedMoney(-dropped.attributes.amount_cents, 'USD'),
  ]);
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
