import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as Papa from 'papaparse';

import { severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { sandboxAll, sandboxGet } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';
import { addDays, zonedDay } from './support/days';

// First-time guests against the sandbox's own check-ins, read at that moment. The ranges lie in
// the past: the other worker checks people in now, which never changes a past range.

const { parse } = createRequire(import.meta.url)('papaparse') as typeof Papa;
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

interface CheckIn {
  id: string;
  attributes: { created_at: string; first_name: string; last_name: string };
  relationships?: { person?: { data: { id: string } | null } };
}

async function organizationZone(request: APIRequestContext): Promise<string> {
  const body = await sandboxGet<{ data: { attributes: { time_zone: string } } }>(
    request,
    '/check_ins/v2',
  );
  return body.data.attributes.time_zone;
}

interface Expected {
  /** People whose earliest check-in falls in the range, by id, with their check-in name. */
  people: Map<string, string>;
  /** One-time guests' check-ins in the range. */
  guests: number;
}

/** Brute force over the sandbox's lists: every person's earliest first-time check-in. */
async function expectedGuests(
  request: APIRequestContext,
  timeZone: string,
  from: string,
  to: string,
): Promise<Expected> {
  const inRange = (instant: string) => {
    const day = zonedDay(instant, timeZone);
    return day >= from && day <= to;
  };
  const { data: firsts } = await sandboxAll<CheckIn>(request, '/check_ins/v2/check_ins', {
    filter: 'first_time',
    include: 'person',
  });
  const earliest = new Map<string, CheckIn>();
  for (const checkIn of firsts) {
    const id = checkIn.relationships?.person?.data?.id;
    if (id === undefined) continue;
    const seen = earliest.get(id);
    if (!seen || seen.attributes.created_at > checkIn.attributes.created_at) {
      earliest.set(id, checkIn);
    }
  }
  const people = new Map(
    [...earliest]
      .filter(([, checkIn]) => inRange(checkIn.attributes.created_at))
      .map(([id, checkIn]) => [
        id,
        `${checkIn.attributes.first_name} ${checkIn.attributes.last_name}`.trim(),
      ]),
  );
  const { data: oneTime } = await sandboxAll<CheckIn>(request, '/check_ins/v2/check_ins', {
    filter: 'one_time_guest',
  });
  const guests = oneTime.filter((checkIn) => inRange(checkIn.attributes.created_at)).length;
  return { people, guests };
}

function summaryPattern({ people, guests }: Expected, weeks: number): RegExp {
  const head = `${people.size} first-time guests? in ${weeks} weeks?`;
  return new RegExp(guests === 0 ? `^${head}$` : `^${head}, and ${guests} one-time guests?$`);
}

async function openRange(page: Page, from: string, to: string) {
  await page.goto(`/reports/first-time?from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
}

test('lists the people whose first check-in falls in the range, as the sandbox counts them', async ({
  page,
  request,
}) => {
  const timeZone = await organizationZone(request);
  const today = zonedDay(new Date().toISOString(), timeZone);
  const to = addDays(today, -8);
  const from = addDays(to, -27);
  const expected = await expectedGuests(request, timeZone, from, to);

  await openRange(page, from, to);
  const summary = page.getByTestId('first-time-summary');
  await expect(summary).toHaveText(summaryPattern(expected, 4));
  const table = page.getByRole('table', { name: 'First-time guests' });
  // Each person links to their profile.
  for (const [id] of [...expected.people].slice(0, 5)) {
    await expect(table.locator(`a[href="/people/${id}"]`)).toBeVisible();
  }
  await expect(table.getByRole('row')).toHaveCount(
    Math.max(1, expected.people.size + expected.guests) + 1,
  );

  // A shorter range goes into the URL; Back brings the first one again.
  const shorter = addDays(to, -13);
  await page.getByRole('textbox', { name: 'From' }).fill(shorter);
  await expect(page).toHaveURL(new RegExp(`from=${shorter}`));
  const second = await expectedGuests(request, timeZone, shorter, to);
  await expect(summary).toHaveText(summaryPattern(second, 2));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(from);
  await expect(summary).toHaveText(summaryPattern(expected, 4));
});

test('exports the whole result as CSV and prints without the controls', async ({
  page,
  request,
}, testInfo) => {
  const timeZone = await organizationZone(request);
  const today = zonedDay(new Date().toISOString(), timeZone);
  const to = addDays(today, -8);
  const from = addDays(to, -27);
  const expected = await expectedGuests(request, timeZone, from, to);
  await openRange(page, from, to);
  await expect(page.getByTestId('first-time-summary')).toHaveText(summaryPattern(expected, 4));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`first-time-guests-${from}-to-${to}.csv`);
  const path = testInfo.outputPath('first-time.csv');
  await file.saveAs(path);
  const [header, ...rows] = parse<string[]>((await readFile(path, 'utf8')).trim()).data;
  expect(header?.slice(0, 4)).toEqual(['Name', 'One-time guest', 'First check-in', 'Event']);
  expect(rows).toHaveLength(expected.people.size + expected.guests);
  const ids = new Set(rows.map((row) => row.at(-1)).filter((id) => id !== ''));
  expect([...ids].sort()).toEqual([...expected.people.keys()].sort());

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'From' })).toBeHidden();
  await expect(page.getByRole('table', { name: 'First-time guests' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

test('has no serious axe violations and fits a phone and a desktop', async ({ page, request }) => {
  const timeZone = await organizationZone(request);
  const today = zonedDay(new Date().toISOString(), timeZone);
  const to = addDays(today, -8);
  const from = addDays(to, -27);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await openRange(page, from, to);
    await expect(page.getByTestId('first-time-summary')).toHaveText(/in 4 weeks/);
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.screenshot({
      path: screenshotPath(
        viewport.width < 600 ? 'reports-first-time-phone' : 'reports-first-time',
      ),
      fullPage: true,
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

test('the attendance report’s export downloads one row per check-in and headcount', async ({
  page,
  request,
}, testInfo) => {
  const timeZone = await organizationZone(request);
  const today = zonedDay(new Date().toISOString(), timeZone);
  const to = addDays(today, -8);
  const from = addDays(to, -6);
  const inRange = (instant: string) => {
    const day = zonedDay(instant, timeZone);
    return day >= from && day <= to;
  };
  const { data: events } = await sandboxAll<{ id: string }>(request, '/check_ins/v2/events');
  let checkIns = 0;
  for (const event of events) {
    // A day either side in UTC holds every instant of the zone's days.
    const { data } = await sandboxAll<CheckIn>(
      request,
      `/check_ins/v2/events/${event.id}/check_ins`,
      {
        'where[created_at][gte]': `${addDays(from, -1)}T00:00:00Z`,
        'where[created_at][lt]': `${addDays(to, 2)}T00:00:00Z`,
      },
    );
    checkIns += data.filter((checkIn) => inRange(checkIn.attributes.created_at)).length;
  }
  const { data: headcounts, included } = await sandboxAll<
    { relationships: { event_time: { data: { id: string } } } },
    { id: string; type: string; attributes: { starts_at: string } }
  >(request, '/check_ins/v2/headcounts', { include: 'event_time' });
  const times = new Map(
    included.filter((each) => each.type === 'EventTime').map((time) => [time.id, time]),
  );
  const counted = headcounts.filter((headcount) => {
    const time = times.get(headcount.relationships.event_time.data.id);
    return time !== undefined && inRange(time.attributes.starts_at);
  }).length;

  await page.goto(`/reports/attendance?from=${from}&to=${to}`);
  const button = page.getByRole('button', { name: 'Export attendance CSV' });
  await expect(button).toBeEnabled();
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`attendance-${from}-to-${to}.csv`);
  const path = testInfo.outputPath('attendance.csv');
  await file.saveAs(path);
  const [header, ...rows] = parse<string[]>((await readFile(path, 'utf8')).trim()).data;
  expect(header?.slice(0, 4)).toEqual(['Row', 'Name', 'Kind', 'Count']);
  expect(rows.filter((row) => row[0] === 'Check-in')).toHaveLength(checkIns);
  expect(rows.filter((row) => row[0] === 'Headcount')).toHaveLength(counted);
  await expect(page.getByRole('status').filter({ hasText: 'Export ready' })).toBeVisible();
});

test('selects the people of the range and copies their e-mail addresses', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const timeZone = await organizationZone(request);
  const today = zonedDay(new Date().toISOString(), timeZone);
  const to = addDays(today, -8);
  const from = addDays(to, -27);
  const expected = await expectedGuests(request, timeZone, from, to);
  test.skip(expected.people.size === 0, 'no first-time guests in the range');
  await openRange(page, from, to);
  const table = page.getByRole('table', { name: 'First-time guests' });
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByText(`${expected.people.size} selected`)).toBeVisible();
  // One-time guests have no profile to copy from, so no checkbox.
  await expect(table.getByRole('checkbox', { name: /^Select (?!all)/ })).toHaveCount(
    expected.people.size,
  );

  await page.getByRole('button', { name: 'Copy e-mails' }).click();
  const status = page.getByRole('status').filter({ hasText: /copied/i });
  await expect(status).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  const addresses = [...clipboard.matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? '');
  for (const address of addresses) {
    await expect(table.getByText(address, { exact: true }).filter({ visible: true })).toBeVisible();
  }
  const people = `${expected.people.size - addresses.length}`;
  if (addresses.length < expected.people.size) await expect(status).toContainText(people);
});
