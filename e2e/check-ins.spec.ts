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
import { sandboxGet } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// papaparse is CommonJS without named ESM exports; Playwright loads this file as ESM.
const { parse } = createRequire(import.meta.url)('papaparse') as typeof Papa;

// Generous waits: the end-to-end servers share the machine with builds and other test runs.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 120_000 });

interface SandboxCheckIn {
  id: string;
  attributes: {
    first_name: string;
    last_name: string;
    number: number;
    security_code: string;
    medical_notes: string;
  };
  relationships: { person?: { data: { id: string } | null } };
}

interface SandboxList {
  data: SandboxCheckIn[];
  meta: { total_count: number };
}

/** GET /check_ins/v2/check_ins straight from the embedded sandbox, past the proxy. */
function sandboxCheckIns(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<SandboxList> {
  return sandboxGet<SandboxList>(request, '/check_ins/v2/check_ins', query);
}

/** A row as the test compares it: the name given at check-in, number and security code. */
function rowKey(checkIn: SandboxCheckIn): string {
  const a = checkIn.attributes;
  return `${`${a.first_name} ${a.last_name}`.trim()} | ${a.number} | ${a.security_code}`;
}

function checkInsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Check-ins' });
}

/** The rows on screen once the table has settled (not loading, not refreshing). */
async function shownRows(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return checkInsTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td')].map((cell) => cell.innerText.trim());
        const name = (cells[0] ?? '').split('\n')[0]?.trim() ?? '';
        return `${name} | ${cells[2] ?? ''} | ${cells[3] ?? ''}`;
      }),
    );
}

async function expectRowsToMatch(page: Page, expected: SandboxList): Promise<void> {
  const keys = expected.data.map(rowKey);
  expect(keys.length).toBeGreaterThan(0);
  await expect.poll(() => shownRows(page), { timeout: 30_000 }).toEqual(keys);
}

function filterChip(page: Page, label: string): Locator {
  return page.getByRole('checkbox', { name: label, exact: true });
}

/** Clicks a filter chip as a user does: on its label (the checkbox itself is visually hidden). */
async function toggleFilter(page: Page, label: string): Promise<void> {
  await page
    .getByRole('group', { name: 'Show only check-ins that are' })
    .getByText(label, { exact: true })
    .click();
}

const include = 'person,event,location,event_period';

test('two filters and an order, page 2, reload, back and forward', async ({ page, request }) => {
  await page.goto('/check-ins');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check-ins');
  const firstPage = await sandboxCheckIns(request, { include, order: '-created_at' });
  await expectRowsToMatch(page, firstPage);
  await expect(
    page.getByText(`of ${firstPage.meta.total_count.toLocaleString('en-US')}`),
  ).toBeVisible();

  await toggleFilter(page, 'Regular');
  await expect(page).toHaveURL(/filter=regular(&|$)/);
  await toggleFilter(page, 'Checked out');
  await page.getByLabel('Order').selectOption({ label: 'Last name, A to Z' });

  const url = () => new URL(page.url()).searchParams;
  await expect.poll(() => url().get('filter')).toBe('regular,checked_out');
  await expect.poll(() => url().get('order')).toBe('last_name');

  const query = { include, filter: 'regular,checked_out', order: 'last_name' };
  const filtered = await sandboxCheckIns(request, query);
  expect(filtered.meta.total_count).toBeGreaterThan(25);
  await expectRowsToMatch(page, filtered);
  const total = filtered.meta.total_count.toLocaleString('en-US');
  await expect(page.getByText(`1–25 of ${total} check-ins`)).toBeVisible();

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect.poll(() => url().get('offset')).toBe('25');
  const secondPage = await sandboxCheckIns(request, { ...query, offset: '25' });
  await expectRowsToMatch(page, secondPage);
  await expect(page.getByText(`26–50 of ${total} check-ins`)).toBeVisible();

  // Reload keeps filters, order and page.
  await page.reload();
  await expectRowsToMatch(page, secondPage);
  await expect(filterChip(page, 'Regular')).toBeChecked();
  await expect(filterChip(page, 'Checked out')).toBeChecked();
  await expect(filterChip(page, 'Guest')).not.toBeChecked();
  await expect(page.getByLabel('Order')).toHaveValue('last_name');
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'data-active',
    'true',
  );

  // Back: page 1, then the default order, then one filter; forward again.
  await page.goBack();
  await expect.poll(() => url().get('offset')).toBeNull();
  await expectRowsToMatch(page, filtered);
  await page.goBack();
  await expect.poll(() => url().get('order')).toBeNull();
  await expect(page.getByLabel('Order')).toHaveValue('-created_at');
  await expectRowsToMatch(
    page,
    await sandboxCheckIns(request, {
      include,
      filter: 'regular,checked_out',
      order: '-created_at',
    }),
  );
  await page.goBack();
  await expect.poll(() => url().get('filter')).toBe('regular');
  await expect(filterChip(page, 'Checked out')).not.toBeChecked();
  await expectRowsToMatch(
    page,
    await sandboxCheckIns(request, { include, filter: 'regular', order: '-created_at' }),
  );
  await page.goForward();
  await page.goForward();
  await page.goForward();
  await expect.poll(() => url().get('offset')).toBe('25');
  await expectRowsToMatch(page, secondPage);
});

/** The first check-in (newest first) that has medical notes. */
async function checkInWithMedicalNotes(request: APIRequestContext): Promise<SandboxCheckIn> {
  for (let offset = 0; offset < 2000; offset += 100) {
    const page = await sandboxCheckIns(request, { per_page: '100', offset: String(offset) });
    const found = page.data.find((c) => c.attributes.medical_notes.trim() !== '');
    if (found) return found;
    if (page.data.length < 100) break;
  }
  throw new Error('no seeded check-in has medical notes');
}

/** The export's page requests (per_page=100), not the list's. */
function isExportPage(url: URL): boolean {
  return (
    url.pathname === '/api/check_ins/v2/check_ins' && url.searchParams.get('per_page') === '100'
  );
}

test('CSV export: progress, then a file with every matching check-in', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const query = { filter: 'attendee', order: 'last_name' };
  const expected = await sandboxCheckIns(request, { ...query, per_page: '1' });
  expect(expected.meta.total_count).toBeGreaterThan(300);
  // The first page goes through, so the total is known; the rest wait until the progress is seen.
  const laterPages = await holdRequests(page, isExportPage, { passing: 1 });
  await page.goto('/check-ins?filter=attendee&order=last_name&offset=25');
  await expect(checkInsTable(page).locator('tbody tr')).toHaveCount(25);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const progress = page.getByRole('progressbar', { name: 'Export progress' });
  await expect(progress).toBeVisible();
  const total = expected.meta.total_count.toLocaleString('en-US');
  await expect(page.getByText(new RegExp(`of ${total} check-ins fetched`))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('export-progress.png') });
  laterPages.release();

  const file = await download;
  // Named by the filter it holds, not the day it was saved.
  expect(file.suggestedFilename()).toBe('check-ins-attendee.csv');
  const saved = testInfo.outputPath('check-ins.csv');
  await file.saveAs(saved);
  const text = (await readFile(saved, 'utf8')).replace(/^\ufeff/, '');
  const parsed = parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data).toHaveLength(expected.meta.total_count);
  expect(parsed.meta.fields).toEqual(
    expect.arrayContaining(['Check-in ID', 'First name', 'Last name', 'Security code', 'Event']),
  );
  // Same order as the list: the first row is the sandbox's first record of the query.
  expect(parsed.data[0]?.['Check-in ID']).toBe(expected.data[0]?.id);
  expect(new Set(parsed.data.map((row) => row['Check-in ID'])).size).toBe(
    expected.meta.total_count,
  );
  expect(parsed.data.every((row) => row.Kind === 'Regular' || row.Kind === 'Guest')).toBe(true);

  await expect(page.getByText('Export ready')).toBeVisible();
  await expect(
    page.getByText(`${total} check-ins saved as ${file.suggestedFilename()}.`),
  ).toBeVisible();
});

test('CSV export: Cancel stops it and downloads nothing', async ({ page }) => {
  const downloads: string[] = [];
  page.on('download', (file) => downloads.push(file.suggestedFilename()));
  const exportPages = await holdRequests(page, isExportPage);
  await page.goto('/check-ins');
  await expect(checkInsTable(page).locator('tbody tr')).toHaveCount(25);

  await page.getByRole('button', { name: 'Export CSV' }).click();
  // Its first page is held, so the bar stays at 0% (a section of no width).
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeAttached();
  await expectCancelAbortsExport(page, exportPages, async () => {
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await expect(page.getByText('Export cancelled')).toBeVisible();
  });
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveCount(0);
  expect(downloads).toEqual([]);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violations, page and drawer (${colorScheme})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/check-ins?filter=guest');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expect(checkInsTable(page).locator('tbody tr').first()).toBeVisible();
    await shownRows(page);
    const severe = await severeAxeViolations(page, 'list');

    await page.screenshot({
      path: screenshotPath(colorScheme === 'light' ? 'check-ins' : 'check-ins-dark', {
        forDocs: colorScheme === 'light',
      }),
    });

    const checkIn = await checkInWithMedicalNotes(request);
    await page.goto(`/check-ins?filter=guest&check_in=${checkIn.id}`);
    const drawer = page.getByRole('dialog', { name: /^Check-in of / });
    await expect(drawer.getByRole('button', { name: 'Show medical notes' })).toBeVisible();
    await expect(drawer.getByText('Check-ins in the group')).toBeVisible();
    await expect(drawer.getByText(/Options/)).toBeVisible();
    // Scan after the slide-in: half-transparent text would fail the contrast check.
    await expect(drawer).toHaveCSS('opacity', '1');
    severe.push(...(await severeAxeViolations(page, 'drawer')));

    await page.screenshot({
      path: screenshotPath(colorScheme === 'light' ? 'check-in-drawer' : 'check-in-drawer-dark', {
        forDocs: colorScheme === 'light',
      }),
    });
    expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
  });
}

interface SandboxScopedList {
  data: (SandboxCheckIn & {
    relationships: { location?: { data: { id: string } | null } };
  })[];
  included?: { type: string; id: string; attributes: { name?: string } }[];
}

test('an event’s session: its check-ins, a name search, a location, then back', async ({
  page,
  request,
}) => {
  const events = await sandboxGet<{ data: { id: string; attributes: { name: string } }[] }>(
    request,
    '/check_ins/v2/events',
    { order: 'name', per_page: '100' },
  );
  const eventId = events.data.find((e) => e.attributes.name === 'Sunday Service')?.id ?? '';
  expect(eventId).not.toBe('');
  const periods = await sandboxGet<{ meta: { total_count: number } }>(
    request,
    `/check_ins/v2/events/${eventId}/event_periods`,
    { per_page: '1' },
  );
  // The event page lists sessions newest first. The newest may not have begun (a Sunday
  // morning's run meets today's service before its time): take the newest with check-ins.
  const total = periods.meta.total_count;
  let sessionId = '';
  let session: SandboxScopedList = { data: [] };
  for (let offset = total - 1; offset >= Math.max(0, total - 3) && sessionId === ''; offset--) {
    const period = await sandboxGet<{ data: { id: string }[] }>(
      request,
      `/check_ins/v2/events/${eventId}/event_periods`,
      { per_page: '1', offset: String(offset) },
    );
    const id = period.data[0]?.id ?? '';
    const read = await sandboxGet<SandboxScopedList>(
      request,
      `/check_ins/v2/events/${eventId}/event_periods/${id}/check_ins`,
      { include, order: '-created_at', per_page: '100' },
    );
    if (read.data.length > 1) [sessionId, session] = [id, read];
  }
  expect(session.data.length).toBeGreaterThan(1);

  await page.goto(`/check-ins/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sunday Service');
  await page
    .getByRole('table', { name: 'Sessions of this event, newest first' })
    .locator(`a[href$="session=${sessionId}"]`)
    .click();
  await expect(page).toHaveURL(new RegExp(`/check-ins\\?event=${eventId}&session=${sessionId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check-ins');
  await expectRowsToMatch(page, { data: session.data, meta: { total_count: 0 } });

  // A name: every check-in of the session whose name holds it.
  const someone = session.data.find((c) => c.attributes.last_name !== '') ?? session.data[0];
  const lastName = someone?.attributes.last_name ?? '';
  const named = session.data.filter((c) =>
    `${c.attributes.first_name} ${c.attributes.last_name}`
      .toLowerCase()
      .includes(lastName.toLowerCase()),
  );
  await page.getByRole('searchbox', { name: 'Name' }).fill(lastName);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(lastName);
  await expectRowsToMatch(page, { data: named, meta: { total_count: 0 } });

  // And a location: that person's.
  const locationId = someone?.relationships.location?.data?.id ?? '';
  expect(locationId).not.toBe('');
  await page.getByLabel('Location').selectOption(locationId);
  await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBe(locationId);
  const there = named.filter((c) => c.relationships.location?.data?.id === locationId);
  await expectRowsToMatch(page, { data: there, meta: { total_count: 0 } });
  await expect(page.getByText(/narrow the check-ins on this page only/)).toBeVisible();

  // Back: the name alone, then the whole session.
  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBeNull();
  await expectRowsToMatch(page, { data: named, meta: { total_count: 0 } });
  await expect(page.getByRole('searchbox', { name: 'Name' })).toHaveValue(lastName);
  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
  await expectRowsToMatch(page, { data: session.data, meta: { total_count: 0 } });
});
