import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as Papa from 'papaparse';

import { severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { sandboxGet } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';
import { addDays, zonedDay } from './support/days';

// Missing regulars and the bulletin's birthdays, against the sandbox's own check-ins read at that
// moment: the seed has regulars who came every Sunday for months and stopped 3 to 10 weeks ago.

const { parse } = createRequire(import.meta.url)('papaparse') as typeof Papa;
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ locale: 'en-US' });

interface CheckInPage {
  data: {
    attributes: { created_at: string; kind: string };
    relationships: { person?: { data: { id: string } | null } };
  }[];
  meta: { next?: { offset: number } };
}

/**
 * Brute force over the sandbox's check-ins, newest first: the active people with 3 check-ins or
 * more in the last 8 weeks, none in the last 3 and none as a volunteer, by how often they came.
 */
async function expectedRegulars(request: APIRequestContext) {
  const zone = await sandboxGet<{ data: { attributes: { time_zone: string } } }>(
    request,
    '/check_ins/v2',
  );
  const timeZone = zone.data.attributes.time_zone;
  const today = zonedDay(new Date().toISOString(), timeZone);
  const from = addDays(today, -55);
  const people = new Map<string, { n: number; last: string; served: boolean }>();
  for (let offset = 0; ;) {
    const page = await sandboxGet<CheckInPage>(request, '/check_ins/v2/check_ins', {
      order: '-created_at',
      // The spec's dialect links a relationship only when it is included.
      include: 'person',
      per_page: '100',
      offset: String(offset),
    });
    const days = page.data.map((c) => zonedDay(c.attributes.created_at, timeZone));
    page.data.forEach((checkIn, i) => {
      const id = checkIn.relationships.person?.data?.id;
      const day = days[i] ?? '';
      if (!id || day < from) return;
      const seen = people.get(id) ?? { n: 0, last: day, served: false };
      people.set(id, {
        n: seen.n + 1,
        last: seen.last,
        served: seen.served || checkIn.attributes.kind === 'Volunteer',
      });
    });
    if (page.meta.next === undefined || days.some((day) => day < from)) break;
    offset = page.meta.next.offset;
  }
  const missing = [...people].filter(
    ([, p]) => p.n >= 3 && p.last < addDays(today, -20) && !p.served,
  );
  const active: { id: string; n: number }[] = [];
  for (const [id, p] of missing) {
    const person = await sandboxGet<{ data: { attributes: { status: string } } }>(
      request,
      `/people/v2/people/${id}`,
    );
    if (person.data.attributes.status === 'active') active.push({ id, n: p.n });
  }
  return { today, from, regulars: active.sort((a, b) => b.n - a.n) };
}

/** The ids of the people the list links to. */
async function listedIds(page: Page): Promise<string[]> {
  const links = page.getByRole('table', { name: 'Missing regulars' }).getByRole('link');
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace('/people/', '')).sort();
}

test('the home tile leads to the missing regulars, who export to CSV (desktop)', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const expected = await expectedRegulars(request);
  // The most regular of them: a household the seed had stop coming.
  const dropout = expected.regulars[0];
  expect(dropout).toBeDefined();

  await page.goto('/');
  const tile = page.getByRole('region', { name: 'Missing regulars' });
  await expect(tile.getByTestId('missing-count')).toHaveText(/^\d+$/);
  await tile.getByRole('link', { name: 'Follow up' }).click();
  await expect(page).toHaveURL(/\/reports\/missing$/);
  const table = page.getByRole('table', { name: 'Missing regulars' });
  await expect(table.locator(`a[href="/people/${dropout?.id}"]`)).toBeVisible();
  const shown = await listedIds(page);
  await expect(page.getByTestId('missing-summary')).toHaveText(
    `${shown.length} ${shown.length === 1 ? 'regular has' : 'regulars have'} missed 3 weeks or more`,
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(
    `missing-regulars-3-in-8-weeks-none-in-last-3-weeks-${expected.from}-to-${expected.today}.csv`,
  );
  const path = testInfo.outputPath('missing.csv');
  await file.saveAs(path);
  const [header, ...rows] = parse<string[]>((await readFile(path, 'utf8')).trim()).data;
  expect(header?.slice(0, 3)).toEqual(['Name', 'Last seen', 'Last event']);
  expect(rows.map((row) => row.at(-1) ?? '').sort()).toEqual(shown);

  expect(await severeAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('reports-missing'), fullPage: true });
});

test('a phone shows the missing list, and the birthdays list prints without the controls', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [dropout] = (await expectedRegulars(request)).regulars;
  await page.goto('/reports/missing');
  const table = page.getByRole('table', { name: 'Missing regulars' });
  await expect(table.locator(`a[href="/people/${dropout?.id}"]`)).toBeVisible();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath('reports-missing-phone'), fullPage: true });

  await page
    .getByRole('navigation', { name: 'Reports sections' })
    .getByRole('link', {
      name: 'Birthdays',
    })
    .click();
  await expect(page.getByText(/^From the birthdate and anniversary/)).toBeVisible();
  const birthdays = page.getByRole('list', { name: 'Birthdays' });
  await expect(birthdays).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Reports sections' })).toBeHidden();
  await expect(birthdays).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anniversaries', exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('reports-birthdays-print-phone'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});
