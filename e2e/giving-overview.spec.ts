import { expect as baseExpect, type Page } from '@playwright/test';

import { severeAxeViolations } from './support/axe';
import { failedLoad, test } from './support/page-problems';
import { fetchFromSandbox } from './support/sandbox-api';
import { holdRequests } from './support/held-requests';
import { screenshotPath } from './support/screenshots';
import { expectedMoney } from '../src/ui/testing/expected-money';

/**
 * The giving overview adds up every donation's designations per fund and month. Each figure on
 * screen is checked against sums this test computes from the sandbox's own answers.
 */
// The machine may be busy (several servers and browsers at once): allow slow answers.
const expect = baseExpect.configure({ timeout: 20_000 });

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string } | null }>;
}
interface ListAnswer {
  data: Resource[];
  meta: { total_count: number; next?: { offset: number } };
}

async function sandboxAll(path: string): Promise<Resource[]> {
  const all: Resource[] = [];
  const join = path.includes('?') ? '&' : '?';
  for (let offset: number | undefined = 0; offset !== undefined;) {
    const answer: ListAnswer = await fetchFromSandbox<ListAnswer>(
      `${path}${join}per_page=100&offset=${offset}`,
    );
    all.push(...answer.data);
    offset = answer.meta.next?.offset;
  }
  return all;
}

/** YYYY-MM of an instant in a zone, computed independently of the app's code. */
function monthIn(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}`;
}

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + m - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

interface Expected {
  timeZone: string;
  /** `${currency}|${fundId}|${month}` → cents. */
  cells: Map<string, number>;
  funds: Map<string, { name: string; color: string }>;
  currentMonth: string;
}

let expectedCache: Promise<Expected> | undefined;

/** The sums the page must show: every non-failed donation's designations, by fund and month. */
function expected(): Promise<Expected> {
  expectedCache ??= (async () => {
    const org = await fetchFromSandbox<{ data: Resource }>('/check_ins/v2');
    const timeZone = String(org.data.attributes.time_zone);
    const funds = new Map(
      (await sandboxAll('/giving/v2/funds')).map((f) => [
        f.id,
        { name: String(f.attributes.name), color: String(f.attributes.color) },
      ]),
    );
    const cells = new Map<string, number>();
    const donations = await sandboxAll('/giving/v2/donations');
    for (const donation of donations) {
      if (donation.attributes.payment_status === 'failed') continue;
      const month = monthIn(String(donation.attributes.created_at), timeZone);
      const parts = await sandboxAll(
        `/giving/v2/donations/${donation.id}/designations?include=fund`,
      );
      let designated = 0;
      for (const part of parts) {
        const cents = Number(part.attributes.amount_cents);
        expect(Number.isSafeInteger(cents)).toBe(true);
        designated += cents;
        const fund = part.relationships?.fund?.data?.id ?? 'unassigned';
        const key = `${String(part.attributes.amount_currency)}|${fund}|${month}`;
        cells.set(key, (cells.get(key) ?? 0) + cents);
      }
      // The seed splits each gift exactly: the designations add up to the donation.
      expect(designated).toBe(Number(donation.attributes.amount_cents));
    }
    return { timeZone, cells, funds, currentMonth: monthIn(new Date().toISOString(), timeZone) };
  })();
  return expectedCache;
}

/** Every amount cell of the totals table: `${fund}|${month}` → text. */
async function tableCells(page: Page): Promise<Map<string, string>> {
  const entries = await page
    .getByRole('table', { name: /Gifts by fund and month/ })
    .locator('tr[data-fund] td[data-month]')
    .evaluateAll((cells) =>
      cells.map((cell) => [
        `${cell.closest('tr')?.getAttribute('data-fund') ?? ''}|${cell.getAttribute('data-month') ?? ''}`,
        (cell.textContent ?? '').trim(),
      ]),
    );
  return new Map(entries as [string, string][]);
}

async function expectTableMatches(page: Page, currency: string, months: string[]) {
  const want = await expected();
  const cells = await tableCells(page);
  const fundsWithData = new Set<string>();
  for (const [key, cents] of want.cells) {
    const [c, fund, month] = key.split('|') as [string, string, string];
    if (c === currency && months.includes(month) && cents !== 0) fundsWithData.add(fund);
  }
  expect(fundsWithData.size).toBeGreaterThan(0);
  let checked = 0;
  for (const fund of fundsWithData) {
    let rowTotal = 0;
    for (const month of months) {
      const cents = want.cells.get(`${currency}|${fund}|${month}`) ?? 0;
      rowTotal += cents;
      expect(cells.get(`${fund}|${month}`), `${currency} fund ${fund} in ${month}`).toBe(
        expectedMoney(cents, currency),
      );
      checked++;
    }
    expect(cells.get(`${fund}|total`), `${currency} fund ${fund} total`).toBe(
      expectedMoney(rowTotal, currency),
    );
  }
  let grand = 0;
  for (const month of months) {
    let column = 0;
    for (const fund of fundsWithData) column += want.cells.get(`${currency}|${fund}|${month}`) ?? 0;
    grand += column;
    expect(cells.get(`total|${month}`), `${currency} total of ${month}`).toBe(
      expectedMoney(column, currency),
    );
  }
  expect(cells.get('total|total')).toBe(expectedMoney(grand, currency));
  expect(checked).toBe(fundsWithData.size * months.length);
  return fundsWithData;
}

/** The months that have USD gifts, oldest first (the seed covers about twelve weeks). */
function monthsWithGifts(want: Expected): string[] {
  const months = new Set<string>();
  for (const [key, cents] of want.cells) {
    const [currency, , month] = key.split('|') as [string, string, string];
    if (currency === 'USD' && cents !== 0) months.add(month);
  }
  return [...months].sort();
}

function monthsFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(from, i));
}

function isDonationPage(url: URL): boolean {
  return url.pathname === '/api/giving/v2/donations';
}

test.describe('giving overview', () => {
  // Each walk reads every donation page and, in the sandbox, each donation's designations.
  test.describe.configure({ timeout: 300_000 });

  test('totals by fund and month equal the sandbox sums, with a progress bar and a chart', async ({
    page,
  }) => {
    const want = await expected();
    // The first donation page goes through; the rest wait until the walk's progress is seen.
    const walk = await holdRequests(page, isDonationPage, { passing: 1 });
    // Every value the "Donations read" bar takes, in order.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      const record = () => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Donations read"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && seen.at(-1) !== value) seen.push(value);
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/giving');

    await expect(page.getByRole('heading', { level: 1, name: 'Giving' })).toBeVisible();
    await expect(page.getByText('Beta', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Giving sections' })
        .getByRole('link', { name: 'Overview' }),
    ).toHaveAttribute('aria-current', 'page');
    const progress = page.getByRole('progressbar', { name: 'Donations read' });
    await expect(progress).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^[\d,]+ of [\d,]+ donations read$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    walk.release();

    const table = page.getByRole('table', { name: /Gifts by fund and month in USD/ });
    await expect(table).toBeVisible({ timeout: 180_000 });
    await expect(progress).toBeHidden();

    // The last twelve months are added up; the leading months in which nobody gave are left out.
    const twelve = monthsFrom(shiftMonth(want.currentMonth, -11), 12);
    const given = new Set([...want.cells.keys()].map((key) => key.split('|')[2]));
    const first = twelve.findIndex((month) => given.has(month));
    const months = twelve.slice(Math.max(0, first));
    await expect(page.getByLabel('From month')).toHaveValue(months[0]!);
    await expect(page.getByLabel('To month')).toHaveValue(want.currentMonth);
    await expect(page).not.toHaveURL(/from=/);
    // The progress bar only ever grew (recorded from the page's first moment).
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const usdFunds = await expectTableMatches(page, 'USD', months);

    // The chart: one series per fund with data, in the fund's color, with drawn bars.
    const chart = page.getByTestId('fund-month-chart');
    const svg = chart.locator('svg.recharts-surface').first();
    await expect(svg).toHaveAttribute(
      'aria-label',
      /Stacked bar chart: Gifts by fund and month in USD/,
    );
    const series = chart.locator('.recharts-bar.fund-series');
    await expect(series).toHaveCount(usdFunds.size);
    for (const fund of usdFunds) {
      const bars = chart.locator(`.fund-series-${fund} .recharts-bar-rectangle path`);
      expect(await bars.count(), `bars of fund ${fund}`).toBeGreaterThan(0);
      const color = want.funds.get(fund)?.color;
      if (color) await expect(bars.first()).toHaveAttribute('fill', color);
    }
    for (const fund of usdFunds) {
      const name = want.funds.get(fund)?.name ?? `Fund ${fund}`;
      await expect(page.getByRole('list', { name: 'Funds in the chart' })).toContainText(name);
      await expect(table.getByRole('rowheader', { name })).toBeVisible();
    }

    expect(await severeAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('giving-overview') });

    // Several currencies: a selector, and CAD figures never mixed with USD.
    const cadCells = [...want.cells.keys()].filter((k) => k.startsWith('CAD|'));
    expect(cadCells.length).toBeGreaterThan(0);
    await page.getByText('CAD', { exact: true }).click();
    await expect(page).toHaveURL(/currency=CAD/);
    await expect(page.getByRole('table', { name: /in CAD/ })).toBeVisible();
    await expectTableMatches(page, 'CAD', months);

    // The walked result is cached: another tab and back does not walk again.
    const asked = walk.requests.length;
    await page
      .getByRole('navigation', { name: 'Giving sections' })
      .getByRole('link', { name: 'Recurring' })
      .click();
    await expect(page).toHaveURL(/\/giving\/recurring/);
    await page
      .getByRole('navigation', { name: 'Giving sections' })
      .getByRole('link', { name: 'Overview' })
      .click();
    await expect(page.getByRole('table', { name: /Gifts by fund and month/ })).toBeVisible();
    expect(walk.requests.length).toBe(asked);

    // Back on a phone (the cached result again, through history).
    await page
      .getByRole('navigation', { name: 'Giving sections' })
      .getByRole('link', { name: 'Recurring' })
      .click();
    await expect(page).toHaveURL(/\/giving\/recurring/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goBack();
    const phoneTable = page.getByRole('table', { name: /Gifts by fund and month/ });
    await expect(phoneTable).toBeVisible();
    expect(walk.requests.length).toBe(asked);

    // On a phone the table opens scrolled to its latest months, the fund column still in view.
    const region = page.getByRole('region', { name: /Gifts by fund and month.*\(scrollable\)/ });
    await expect
      .poll(() => region.evaluate((box) => box.scrollWidth - box.clientWidth - box.scrollLeft))
      .toBeLessThanOrEqual(1);
    const regionBox = await region.boundingBox();
    const fundBox = await phoneTable.getByRole('rowheader', { name: 'Total' }).boundingBox();
    const latestBox = await phoneTable.locator(`tfoot td[data-month="total"]`).boundingBox();
    expect(regionBox && fundBox && Math.abs(fundBox.x - regionBox.x)).toBeLessThanOrEqual(2);
    expect(regionBox && latestBox && latestBox.x + latestBox.width).toBeLessThanOrEqual(
      (regionBox?.x ?? 0) + (regionBox?.width ?? 0) + 1,
    );
  });

  test('a chosen range is kept in the URL and summed over its own months', async ({ page }) => {
    const want = await expected();
    const withGifts = monthsWithGifts(want);
    expect(withGifts.length).toBeGreaterThanOrEqual(2);
    const [from, to] = withGifts.slice(-2) as [string, string];
    await page.goto(`/giving?from=${from}&to=${to}`);
    const table = page.getByRole('table', { name: /Gifts by fund and month in USD/ });
    await expect(table).toBeVisible({ timeout: 180_000 });
    await expect(page.getByLabel('From month')).toHaveValue(from);
    await expectTableMatches(page, 'USD', [from, to]);

    // Changing a month field updates the URL and the table. The table is named for its range:
    // waiting for the new name, not any table, keeps the previous range's out of the check.
    await page.getByLabel('From month').fill(to);
    await expect(page).toHaveURL(new RegExp(`from=${to}&to=${to}`));
    const oneMonth = new Date(`${to}-15T12:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(
      page.getByRole('table', { name: `Gifts by fund and month in USD, ${oneMonth}`, exact: true }),
    ).toBeVisible({ timeout: 180_000 });
    await expectTableMatches(page, 'USD', [to]);

    // A range that ends before it starts is refused in the field, not sent.
    await page.getByLabel('To month').fill(shiftMonth(to, -1));
    await expect(page.getByText('Must not be before the first month')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`to=${to}`));
  });

  test('the walk can be cancelled and started again', async ({ page }) => {
    const want = await expected();
    let release: () => void = () => undefined;
    let gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(isDonationPage, async (route) => {
      await gate;
      // The held request may have been aborted by Cancel meanwhile.
      await route.continue().catch(() => undefined);
    });
    const month = monthsWithGifts(want)[0]!;
    await page.goto(`/giving?from=${month}&to=${month}`);
    await expect(page.getByRole('progressbar', { name: 'Donations read' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Stopped')).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeHidden();

    release();
    gate = Promise.resolve();
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page.getByRole('table', { name: /Gifts by fund and month in USD/ })).toBeVisible({
      timeout: 180_000,
    });
    await expectTableMatches(page, 'USD', [month]);
  });

  test('a failed walk says so and can be retried', async ({ page, expectedConsoleErrors }) => {
    // The browser logs the 503 this test serves; anything else is still a failure.
    expectedConsoleErrors.push(failedLoad(503));
    const want = await expected();
    let fail = true;
    await page.route(isDonationPage, async (route) => {
      if (fail && new URL(route.request().url()).searchParams.get('offset') === '100') {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ status: '503', detail: 'Upstream is down' }] }),
        });
        return;
      }
      await route.continue();
    });
    const month = monthsWithGifts(want)[1]!;
    await page.goto(`/giving?from=${month}&to=${month}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the giving totals' });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText('503');

    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: /Gifts by fund and month in USD/ })).toBeVisible({
      timeout: 180_000,
    });
    await expectTableMatches(page, 'USD', [month]);
  });
});
