import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

import { severeAxeViolations, type AxeProblem } from './support/axe';
import { failedLoad, test } from './support/page-problems';
import { sandboxGet } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// Pages here read several lists from a sandbox both workers share; give each check some room.
const expect = baseExpect.configure({ timeout: 15_000 });

interface SandboxRecord {
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data?: { id: string } | { id: string }[] | null }>;
}

interface SandboxList {
  data: SandboxRecord[];
  included?: SandboxRecord[];
  meta: { total_count: number; next?: { offset: number } };
}

/** GET a check-ins list straight from the embedded sandbox, past the proxy. */
function sandboxList(
  request: APIRequestContext,
  path: string,
  query: Record<string, string> = {},
): Promise<SandboxList> {
  return sandboxGet<SandboxList>(request, `/check_ins/v2${path}`, query);
}

const text = (record: SandboxRecord | undefined, name: string) => String(record?.attributes[name]);

async function eventIdNamed(request: APIRequestContext, name: string): Promise<string> {
  const events = await sandboxList(request, '/events', { per_page: '100' });
  const event = events.data.find((e) => e.attributes.name === name);
  expect(event, `the sandbox has the event ${name}`).toBeDefined();
  return event?.id ?? '';
}

function eventsTable(page: Page) {
  return page.getByRole('table', { name: 'Events' });
}

async function expectEventRows(page: Page, names: string[]) {
  await expect(eventsTable(page).locator('tbody tr td:first-child')).toHaveText(names);
}

test('the events list filters active and archived events and sorts by name, as the sandbox does', async ({
  page,
  request,
}) => {
  test.slow(); // several lists and an axe scan on a shared machine
  const names = async (query: Record<string, string>) =>
    (await sandboxList(request, '/events', { per_page: '25', ...query })).data.map((e) =>
      text(e, 'name'),
    );
  const all = await names({ order: 'name' });
  const active = await names({ order: 'name', filter: 'not_archived' });
  const archived = await names({ order: 'name', filter: 'archived' });
  const activeDescending = await names({ order: '-name', filter: 'not_archived' });
  expect(archived.length).toBeGreaterThan(0);
  expect(active.length).toBeGreaterThan(archived.length);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/check-ins/events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
  await expectEventRows(page, all);
  await expect(page.getByText(`1–${all.length} of ${all.length} events`)).toBeVisible();
  await page.screenshot({ path: screenshotPath('events') });

  await page
    .getByRole('radiogroup', { name: 'Show events' })
    .getByText('Active', { exact: true })
    .click();
  await expect(page).toHaveURL(/filter=not_archived/);
  await expectEventRows(page, active);

  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(/order=-name/);
  await expectEventRows(page, activeDescending);

  await page
    .getByRole('radiogroup', { name: 'Show events' })
    .getByText('Archived', { exact: true })
    .click();
  await expect(page).toHaveURL(/filter=archived/);
  await expectEventRows(page, await names({ order: '-name', filter: 'archived' }));
  await expect(eventsTable(page).getByText('Archived', { exact: true }).first()).toBeVisible();

  // Back and forward walk the same states.
  await page.goBack();
  await expect(page).toHaveURL(/filter=not_archived/);
  await expectEventRows(page, activeDescending);
  await page.goBack();
  await expect(page).not.toHaveURL(/order=/);
  await expectEventRows(page, active);
  await page.goForward();
  await expectEventRows(page, activeDescending);

  expect(await severeAxeViolations(page)).toEqual([]);

  // A row's name is a real link to the event.
  const first = activeDescending[0] ?? '';
  await eventsTable(page).getByRole('link', { name: first }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/check-ins\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
});

test('an event page draws its attendance chart, and reads well with a session’s times open and in the dark scheme', async ({
  page,
  request,
}, testInfo) => {
  // What the sessions and times tables say is event-page.test.tsx's; here the chart is drawn by
  // the browser, and the page is scanned in its states.
  test.slow(); // three axe scans
  const eventId = await eventIdNamed(request, 'Sunday Service');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/check-ins/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sunday Service');
  const table = page.getByRole('table', { name: 'Sessions of this event, newest first' });
  const rows = table.locator(':scope > tbody > tr');
  await expect(rows.first()).toBeVisible();

  // The chart is drawn, with bars.
  const chart = page.getByRole('img', { name: /Stacked bar chart/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('event') });
  expect(await severeAxeViolations(page)).toEqual([]);

  // The newest session's event times, open.
  const toggle = rows.first().getByRole('button', { name: /^Times/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('table', { name: 'Event times of this session' }).locator('tbody tr').first(),
  ).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  // The chart reads in the dark scheme too (its picture is kept with the test's output).
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(chart.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('event-dark.png') });
  expect(await severeAxeViolations(page)).toEqual([]);
});

test('the attendance chart’s tooltip gives a session’s total as its table does, and the section reads well', async ({
  page,
  request,
}, testInfo) => {
  // The table's figures against the sandbox's own counts are event-attendance.test.tsx's; here
  // the browser draws the chart, and its tooltip says what the table says.
  test.slow();
  const eventId = await eventIdNamed(request, 'Kids Church');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/check-ins/events/${eventId}`);
  const section = page.getByRole('region', { name: 'Attendance by session' });
  await expect(section.getByText('Total attendance: check-ins plus headcounts')).toBeVisible({
    timeout: 60_000,
  });
  await section.getByRole('button', { name: 'Show the table' }).click();
  const table = section.getByRole('table', { name: 'Attendance by session' });
  const totals = table.locator('tbody tr td:last-child');
  await expect(totals.first()).toBeVisible();
  const shown = await totals.allTextContents();

  // The tooltip of the newest session (the rightmost bar) gives the table's last total.
  const chart = section.getByRole('img', { name: /Stacked bar chart/ });
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  const plotLeft = 40; // the y axis's width
  const slot = (box.width - plotLeft - 8) / shown.length;
  await page.mouse.move(box.x + box.width - 8 - slot / 2, box.y + box.height / 2);
  await expect(chart.locator('.recharts-tooltip-label')).toContainText(
    `${shown.at(-1) ?? ''} in all`,
  );
  await page.screenshot({ path: testInfo.outputPath('event-attendance-1280.png') });
  expect(await severeAxeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  await section.evaluate((element) => element.scrollIntoView());
  await page.screenshot({ path: testInfo.outputPath('event-attendance-390.png') });
});

test('the event page’s tabs read well: attendance types, labels, people, and a location’s details', async ({
  page,
  request,
}) => {
  // What each tab shows, and the tree's keys, are event-page.test.tsx's; here each is scanned.
  test.slow(); // four axe scans
  const eventId = await eventIdNamed(request, 'Kids Church');
  const severe: AxeProblem[] = [];

  await page.goto(`/check-ins/events/${eventId}?tab=attendance-types`);
  await expect(
    page.getByRole('table', { name: 'Attendance types of this event' }).locator('tbody tr').first(),
  ).toBeVisible();
  severe.push(...(await severeAxeViolations(page, 'attendance types')));

  await page.getByRole('tab', { name: 'Labels' }).click();
  await expect(page.getByRole('heading', { name: 'Where these labels print' })).toBeVisible();
  severe.push(...(await severeAxeViolations(page, 'labels')));

  await page.getByRole('tab', { name: 'People' }).click();
  await expect(
    page
      .getByRole('table', { name: 'People who checked in to this event' })
      .locator('tbody tr')
      .first(),
  ).toBeVisible();
  severe.push(...(await severeAxeViolations(page, 'people')));

  await page.getByRole('tab', { name: 'Locations' }).click();
  const tree = page.getByRole('tree', { name: 'Locations of Kids Church' });
  // A location, not a folder: a tree item that does not open.
  await tree.locator('[role="treeitem"]:not([aria-expanded])').first().click();
  await expect(page).toHaveURL(/location=\d+/);
  const details = page.getByRole('region').filter({ hasText: 'Max occupancy' });
  await details.getByRole('button', { name: /Show check-ins at/ }).click();
  await expect(
    details.getByRole('table', { name: /Check-ins at this location by session/ }),
  ).toBeVisible();
  severe.push(...(await severeAxeViolations(page, 'a location')));
  expect(severe, JSON.stringify(severe, null, 2)).toEqual([]);
});

test('a missing event says so and links back to the events', async ({
  page,
  expectedConsoleErrors,
}) => {
  test.slow(); // several lists and an axe scan on a shared machine
  // The browser logs the API's 404 itself; anything else is still a failure.
  expectedConsoleErrors.push(failedLoad(404));
  await page.goto('/check-ins/events/987654');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This event no longer exists');
  expect(await severeAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to events' }).click();
  await expect(page).toHaveURL(/\/check-ins\/events$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
});
