import { readFile } from 'node:fs/promises';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { sandboxAll, sandboxGet } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';
import { addDays, zonedDay } from './support/days';

// The attendance report against the sandbox's own records, read at that moment. The other
// worker may enter a headcount, so a comparison counts again until both agree.

interface EventTime {
  id: string;
  attributes: {
    starts_at: string;
    regular_count: number;
    guest_count: number;
    volunteer_count: number;
  };
}

interface Headcount {
  attributes: { total: number };
  relationships: { event_time?: { data: { id: string } | null } };
}

function sundayOf(day: string): string {
  return addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
}

async function organizationZone(request: APIRequestContext): Promise<string> {
  const body = await sandboxGet<{ data: { attributes: { time_zone: string } } }>(
    request,
    '/check_ins/v2',
  );
  return body.data.attributes.time_zone;
}

/** The last 12 complete weeks (Sunday to Saturday) in the organization's zone. */
function twelveWeeks(timeZone: string): { from: string; to: string } {
  const to = addDays(sundayOf(zonedDay(new Date().toISOString(), timeZone)), -1);
  return { from: addDays(to, -83), to };
}

/** Total attendance per week (its Sunday) of [from, to], from the sandbox's own lists. */
async function weeklyTotals(
  request: APIRequestContext,
  timeZone: string,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const [{ data: times }, { data: headcounts }] = await Promise.all([
    sandboxAll<EventTime>(request, '/check_ins/v2/event_times', { order: '-starts_at' }),
    sandboxAll<Headcount>(request, '/check_ins/v2/headcounts', { include: 'event_time' }),
  ]);
  const byTime = new Map<string, number>();
  for (const h of headcounts) {
    const id = h.relationships.event_time?.data?.id;
    if (id !== undefined) byTime.set(id, (byTime.get(id) ?? 0) + h.attributes.total);
  }
  const totals = new Map<string, number>();
  for (const time of times) {
    const day = zonedDay(time.attributes.starts_at, timeZone);
    if (day < from || day > to) continue;
    const { regular_count, guest_count, volunteer_count } = time.attributes;
    const total = regular_count + guest_count + volunteer_count + (byTime.get(time.id) ?? 0);
    totals.set(sundayOf(day), (totals.get(sundayOf(day)) ?? 0) + total);
  }
  return totals;
}

function reportTable(page: Page) {
  return page.getByRole('table', { name: /^Attendance per / });
}

async function shownWeeklyTotals(page: Page): Promise<Map<string, number>> {
  const rows = reportTable(page).locator('tbody tr');
  const shown = new Map<string, number>();
  for (const row of await rows.all()) {
    const key = await row.getAttribute('data-group');
    const total = await row.locator('td[data-column="Total"]').innerText();
    if (key !== null) shown.set(key, Number(total.replace(/[^\d]/g, '')));
  }
  return shown;
}

test('the weekly figures equal the sandbox’s own counts, and a second visit reads nothing', async ({
  page,
  request,
}) => {
  // A first walk under the rate limit, and a count again while the other worker writes.
  test.slow();
  const timeZone = await organizationZone(request);
  const { from, to } = twelveWeeks(timeZone);
  const walked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/check_ins/v2/event_times?')) walked.push(r.url());
  });

  await page.goto(`/reports/attendance?from=${from}&to=${to}&group=week`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(reportTable(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('how-counted')).toContainText(
    'each person counted once per session',
  );

  // Weeks that met (a week that met last year only has a row of zeros).
  const met = (totals: Map<string, number>) =>
    [...totals].filter(([, total]) => total > 0).sort(([a], [b]) => a.localeCompare(b));
  await expect(async () => {
    const expected = met(await weeklyTotals(request, timeZone, from, to));
    if (JSON.stringify(met(await shownWeeklyTotals(page))) !== JSON.stringify(expected)) {
      await page.getByRole('button', { name: 'Count again' }).click();
      await expect(page.getByRole('button', { name: 'Count again' })).toBeEnabled({
        timeout: 60_000,
      });
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(met(await shownWeeklyTotals(page))).toEqual(expected);
    const sum = expected.reduce((a, [, b]) => a + b, 0);
    await expect(
      reportTable(page).locator('tfoot tr[data-group="total"] td[data-column="Total"]'),
    ).toHaveText(sum.toLocaleString('en-US'));
  }).toPass({ timeout: 90_000 });

  // Another tab and back: the cached counts, no walk again.
  const asked = walked.length;
  await page
    .getByRole('navigation', { name: 'Reports sections' })
    .getByRole('link', { name: 'First-time guests' })
    .click();
  await expect(page).toHaveURL(/\/reports\/first-time/);
  await page.goBack();
  await expect(reportTable(page)).toBeVisible();
  expect(walked.length).toBe(asked);
});

test('grouping and range live in the URL, with back and forward', async ({ page, request }) => {
  const timeZone = await organizationZone(request);
  const { from, to } = twelveWeeks(timeZone);
  await page.goto(`/reports/attendance?from=${from}&to=${to}&group=week`);
  await expect(reportTable(page)).toBeVisible({ timeout: 60_000 });

  await page.getByText('Month', { exact: true }).click();
  await expect(page).toHaveURL(/group=month/);
  await expect(reportTable(page).getByRole('columnheader', { name: 'Month' })).toBeVisible();

  await page.getByText('52 weeks', { exact: true }).click();
  const from52 = addDays(to, -52 * 7 + 1);
  await expect(page).toHaveURL(new RegExp(`from=${from52}`));
  await expect(page.getByLabel('From')).toHaveValue(from52);
  await expect(reportTable(page)).toBeVisible({ timeout: 60_000 });

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`from=${from}.*group=month`));
  await expect(page.getByLabel('From')).toHaveValue(from);
  await page.goBack();
  await expect(page).toHaveURL(/group=week/);
  await expect(reportTable(page).getByRole('columnheader', { name: 'Week' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/group=month/);
  await expect(reportTable(page).getByRole('columnheader', { name: 'Month' })).toBeVisible();
});

test('the table exports to CSV and prints without the controls', async ({ page, request }) => {
  const timeZone = await organizationZone(request);
  const { from, to } = twelveWeeks(timeZone);
  await page.goto(`/reports/attendance?from=${from}&to=${to}&group=week`);
  await expect(reportTable(page)).toBeVisible({ timeout: 60_000 });
  const shownRows = await reportTable(page).locator('tbody tr').count();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export table (CSV)' }).click();
  const file = await download;
  // Named by what it holds: the grouping and the range.
  expect(file.suggestedFilename()).toBe(`attendance-per-week-${from}-to-${to}.csv`);
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(
    /^"Week","Total","Last year","Sessions","Regulars","Guests","Volunteers",/,
  );
  expect(lines).toHaveLength(shownRows + 2);
  const totalCell = await reportTable(page)
    .locator('tfoot tr[data-group="total"] td[data-column="Total"]')
    .innerText();
  const last = lines.at(-1)?.split(',') ?? [];
  expect(last[0]).toBe('"Total"');
  expect(last[1]).toBe(`"${totalCell.replace(/[^\d]/g, '')}"`);

  await page.emulateMedia({ media: 'print' });
  await expect(reportTable(page)).toBeVisible();
  await expect(page.getByText('Group by')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export table (CSV)' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Reports sections' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('the report is accessible, on a desktop and on a phone', async ({ page, request }) => {
  // Two axe runs over a wide table and a chart.
  test.slow();
  const timeZone = await organizationZone(request);
  const { from, to } = twelveWeeks(timeZone);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/reports/attendance?from=${from}&to=${to}&group=week`);
  await expect(reportTable(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('reports-attendance') });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(reportTable(page)).toBeVisible();
  // The chart follows the new width once its resize observer has fired.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('reports-attendance-phone'), fullPage: true });
});
