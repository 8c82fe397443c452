import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as Papa from 'papaparse';

import { test } from './support/page-problems';
import { sandboxGet } from './support/sandbox-api';

// papaparse is CommonJS without named ESM exports; Playwright loads this file as ESM.
const { parse } = createRequire(import.meta.url)('papaparse') as typeof Papa;

// The machine is shared with other test runs: generous waits, never a fixed sleep to pass.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

async function sandboxTotal(request: APIRequestContext, path: string): Promise<number> {
  const answer = await sandboxGet<{ meta: { total_count: number } }>(request, path, {
    per_page: '1',
  });
  return answer.meta.total_count;
}

/**
 * Clicks Export CSV and answers the parsed rows of the downloaded file (header first), which is
 * named by what it holds: the whole list, so its name alone.
 */
async function exportRows(page: Page, name: string, outputPath: string): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name}.csv`);
  await file.saveAs(outputPath);
  const text = (await readFile(outputPath, 'utf8')).replace(/^\ufeff/, '');
  return parse<string[]>(text.trim()).data;
}

test('exports every batch of the list, one row each, money as decimals with currency', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/giving/batches');
  await expect(page.getByRole('table', { name: 'Batches' })).toBeVisible();
  const rows = await exportRows(page, 'batches', testInfo.outputPath('batches.csv'));
  // Counted after the file: the other worker only ever adds batches, never removes them.
  const total = await sandboxTotal(request, '/giving/v2/batches');
  const [header, ...records] = rows;
  expect(header?.[0]).toBe('ID');
  expect(header).toContain('Total');
  expect(header).toContain('Total currency');
  expect(records.length).toBeGreaterThan(0);
  expect(records.length).toBeLessThanOrEqual(total);
  expect(new Set(records.map((row) => row[0])).size).toBe(records.length);
  const amount = header!.indexOf('Total');
  for (const record of records) expect(record[amount]).toMatch(/^-?\d+(\.\d+)?$/);
  await expect(page.getByText('Export ready')).toBeVisible();
});

test('exports every household, as many rows as the API counts', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/people/households');
  await expect(page.getByRole('table', { name: /households/i })).toBeVisible();
  const before = await sandboxTotal(request, '/people/v2/households');
  const rows = await exportRows(page, 'households', testInfo.outputPath('households.csv'));
  const after = await sandboxTotal(request, '/people/v2/households');
  const records = rows.slice(1);
  // Another worker may add or remove its own households meanwhile: the count lies between.
  expect(records.length).toBeGreaterThanOrEqual(Math.min(before, after) - 2);
  expect(records.length).toBeLessThanOrEqual(Math.max(before, after) + 2);
  if (before === after) expect(records.length).toBe(before);
});

test('exports the people directory, as many rows as the API counts, with their names', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/people');
  await expect(page.getByRole('table', { name: /people/i })).toBeVisible();
  const before = await sandboxTotal(request, '/people/v2/people');
  const rows = await exportRows(page, 'people', testInfo.outputPath('people.csv'));
  const after = await sandboxTotal(request, '/people/v2/people');
  const [header, ...records] = rows;
  expect(header?.[0]).toBe('ID');
  // Another worker may add or remove its own people meanwhile: the count lies between.
  expect(records.length).toBeGreaterThanOrEqual(Math.min(before, after) - 2);
  expect(records.length).toBeLessThanOrEqual(Math.max(before, after) + 2);
  if (before === after) expect(records.length).toBe(before);
  const first = await sandboxGet<{ data: { id: string; attributes: { name: string } }[] }>(
    request,
    '/people/v2/people',
    { order: 'last_name', per_page: '1' },
  );
  const person = first.data[0];
  if (person) {
    const row = records.find((record) => record[0] === person.id);
    expect(row?.join(' ')).toContain(person.attributes.name.split(' ')[0] ?? '');
  }
});

interface SandboxCheckIns {
  data: { relationships: Record<'event' | 'event_period', { data: { id: string } }> }[];
  included: { type: string; id: string; attributes: { name?: string; starts_at?: string } }[];
}

test('a session’s check-ins are saved under its event’s name and its day, not today’s', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const organization = await sandboxGet<{ data: { attributes: { time_zone: string } } }>(
    request,
    '/check_ins/v2',
  );
  // The oldest check-in is the seed's: no other test changes its session.
  const oldest = await sandboxGet<SandboxCheckIns>(request, '/check_ins/v2/check_ins', {
    include: 'event,event_period',
    order: 'created_at',
    per_page: '1',
  });
  const links = oldest.data[0]!.relationships;
  const included = (type: string, id: string) =>
    oldest.included.find((record) => record.type === type && record.id === id)!.attributes;
  const eventName = included('Event', links.event.data.id).name!;
  const startsAt = included('EventPeriod', links.event_period.data.id).starts_at!;
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: organization.data.attributes.time_zone,
  }).format(new Date(startsAt));
  const eventWords = eventName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

  await page.goto(`/check-ins?event=${links.event.data.id}&session=${links.event_period.data.id}`);
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`check-ins-${eventWords}-${day}.csv`);
});

/** Lists exported as their tables show them (not by an export of their own), first on the page. */
const COLUMN_EXPORTS = [
  '/check-ins/events',
  '/check-ins/stations',
  '/giving/batches',
  '/giving/deposits',
  '/giving/funds',
  '/giving/recurring',
  '/giving/people',
  '/people',
  '/people/households',
  '/people/lists',
  '/people/messages',
] as const;

test('every column a list shows is in its CSV export, under the same header', async ({
  page,
}, testInfo) => {
  for (const path of COLUMN_EXPORTS) {
    await page.goto(path);
    const table = page.getByRole('table').first();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // What a sighted user reads in the header row: no selection box, no text kept for screen
    // readers only (sort hints, an actions column's name).
    const shown = await table.locator('thead th').evaluateAll((cells) =>
      cells
        .map((cell) => {
          const copy = cell.cloneNode(true) as HTMLElement;
          for (const hidden of copy.querySelectorAll(
            '.narthex-visually-hidden, [class*="VisuallyHidden"], input',
          )) {
            hidden.remove();
          }
          return copy.textContent?.trim() ?? '';
        })
        .filter((text) => text !== ''),
    );
    expect(shown.length, path).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).first().click();
    const file = await download;
    const outputPath = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(outputPath);
    const text = (await readFile(outputPath, 'utf8')).replace(/^\ufeff/, '');
    const [header] = parse<string[]>(text.trim()).data;
    for (const name of shown) {
      expect.soft(header, `${path}: the column "${name}"`).toContain(name);
    }
  }
});

test('print shows the table without the navigation or the list’s controls', async ({ page }) => {
  await page.goto('/giving/batches');
  const table = page.getByRole('table', { name: 'Batches' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Print/ }).first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(table).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});

interface PersonWithEmails {
  data: { id: string };
  included?: { type: string; attributes: { address: string; primary: boolean } }[];
}

test('select three people in the directory and copy their e-mail addresses', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/people?per_page=10');
  const table = page.getByRole('table', { name: 'People' });
  const boxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
  await expect(boxes.nth(2)).toBeVisible();
  const ids: string[] = [];
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const row = table.getByRole('row').nth(index + 1);
    const link = row.getByRole('link').first();
    ids.push((await link.getAttribute('href'))!.split('/').pop()!);
    names.push((await link.textContent())!.trim());
    // Not check(): on the server-rendered page, a box clicked before the app has taken it over
    // is checked once it has (the click is held until then), not at once.
    await boxes.nth(index).click();
    await expect(boxes.nth(index)).toBeChecked();
  }
  await expect(page.getByText('3 selected')).toBeVisible();
  await expect(table.getByRole('checkbox', { name: `Select ${names[0]}` })).toBeChecked();

  await page.getByRole('button', { name: 'Copy e-mails' }).click();
  await expect(page.getByRole('status').filter({ hasText: /copied/i })).toBeVisible();

  const expected: string[] = [];
  for (const [index, id] of ids.entries()) {
    const person = await sandboxGet<PersonWithEmails>(request, `/people/v2/people/${id}`, {
      include: 'emails',
    });
    const emails = (person.included ?? []).filter((record) => record.type === 'Email');
    const email = emails.find((record) => record.attributes.primary) ?? emails[0];
    if (email) expected.push(`${names[index]} <${email.attributes.address}>`);
  }
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  if (expected.length > 0) expect(clipboard).toBe(expected.join(', '));

  // Paging keeps the selection; a new search clears it.
  await page.getByRole('button', { name: /next page/i }).click();
  await expect(page.getByText('3 selected')).toBeVisible();
});
