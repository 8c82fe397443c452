import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

import { severeAxeViolations } from './support/axe';
import { failedLoad, test } from './support/page-problems';
import { sandboxAll, sandboxGet } from './support/sandbox-api';
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

/** Every record of a sandbox check-ins list, page after page. */
async function checkInsAll(
  request: APIRequestContext,
  path: string,
  query: Record<string, string> = {},
): Promise<SandboxRecord[]> {
  return (await sandboxAll<SandboxRecord>(request, `/check_ins/v2${path}`, query)).data;
}

const text = (record: SandboxRecord | undefined, name: string) => String(record?.attributes[name]);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

test('an event page shows its sessions, their event times and an attendance chart', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // the sandbox's event times are read in full, and two axe scans
  const eventId = await eventIdNamed(request, 'Sunday Service');
  const sessions = await checkInsAll(request, `/events/${eventId}/event_periods`);
  expect(sessions.length).toBeGreaterThan(1);
  const newestFirst = [...sessions].reverse();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/check-ins/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sunday Service');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Events');

  // Sessions, newest first, with the sandbox's counts.
  const table = page.getByRole('table', { name: 'Sessions of this event, newest first' });
  const rows = table.locator(':scope > tbody > tr');
  await expect(rows).toHaveCount(Math.min(10, sessions.length));
  for (const [index, session] of newestFirst.slice(0, 3).entries()) {
    const cells = rows.nth(index).locator(':scope > td');
    await expect(cells.nth(2)).toHaveText(text(session, 'regular_count'));
    await expect(cells.nth(3)).toHaveText(text(session, 'guest_count'));
    await expect(cells.nth(4)).toHaveText(text(session, 'volunteer_count'));
  }
  await expect(page.getByText(`1–10 of ${sessions.length} sessions`)).toBeVisible();

  // The chart is drawn, covers every session, and its table has one row per session.
  const chart = page.getByRole('img', { name: /Stacked bar chart/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  expect(await chart.locator('svg .recharts-bar-rectangle').count()).toBeGreaterThan(0);
  await expect(page.getByText(`Covers all ${sessions.length} sessions`)).toBeVisible();
  const alternative = page.getByRole('table', { name: 'Attendance by session' });
  await expect(alternative.locator('tbody tr')).toHaveCount(sessions.length);
  await page.screenshot({ path: screenshotPath('event') });
  expect(await severeAxeViolations(page)).toEqual([]);

  // The newest session's event times, with their counts and a link to their headcounts.
  const newest = newestFirst[0];
  expect(newest).toBeDefined();
  const allTimes = await checkInsAll(request, '/event_times', {
    include: 'event_period',
    order: 'starts_at',
  });
  const times = allTimes.filter((time) => {
    const link = time.relationships.event_period?.data;
    return link !== null && link !== undefined && !Array.isArray(link) && link.id === newest?.id;
  });
  expect(times.length).toBeGreaterThan(0);
  const toggle = rows.first().getByRole('button', { name: /^Times/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const timesTable = page.getByRole('table', { name: 'Event times of this session' });
  const timeRows = timesTable.locator('tbody tr');
  await expect(timeRows).toHaveCount(times.length);
  for (const [index, time] of times.entries()) {
    const cells = timeRows.nth(index).locator('td');
    await expect(cells.nth(1)).toHaveText(text(time, 'regular_count'));
    await expect(cells.nth(2)).toHaveText(text(time, 'guest_count'));
    await expect(cells.nth(3)).toHaveText(text(time, 'volunteer_count'));
    await expect(cells.nth(5).getByRole('link', { name: /^Headcounts/ })).toHaveAttribute(
      'href',
      `/headcounts?event=${eventId}&event_time=${time.id}`,
    );
  }
  expect(await severeAxeViolations(page)).toEqual([]);

  // The chart reads in the dark scheme too (its picture is kept with the test's output).
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(chart.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('event-dark.png') });
  expect(await severeAxeViolations(page)).toEqual([]);
});

/**
 * Per session of an event, as the sandbox counts it right now: its regular, guest and volunteer
 * check-ins plus the headcounts of its event times, oldest session first.
 */
async function sandboxSessionTotals(request: APIRequestContext, eventId: string) {
  const [sessions, headcounts] = await Promise.all([
    checkInsAll(request, `/events/${eventId}/event_periods`),
    sandboxAll<SandboxRecord>(request, '/check_ins/v2/headcounts', { include: 'event_time' }),
  ]);
  // Linkage comes with what is included: each headcount's event time, and that time's session.
  const linked = (record: SandboxRecord, name: string) => {
    const data = record.relationships[name]?.data;
    return data && !Array.isArray(data) ? data.id : undefined;
  };
  const sessionOfTime = new Map(headcounts.included.map((t) => [t.id, linked(t, 'event_period')]));
  const headcountsOf = new Map<string, number>();
  for (const headcount of headcounts.data) {
    const session = sessionOfTime.get(linked(headcount, 'event_time') ?? '');
    if (session === undefined) continue;
    headcountsOf.set(
      session,
      (headcountsOf.get(session) ?? 0) + Number(headcount.attributes.total),
    );
  }
  return [...sessions]
    .sort((a, b) => text(a, 'starts_at').localeCompare(text(b, 'starts_at')))
    .map((session) => {
      const checkIns = ['regular_count', 'guest_count', 'volunteer_count'].reduce(
        (sum, name) => sum + Number(session.attributes[name]),
        0,
      );
      return {
        checkIns,
        headcounts: headcountsOf.get(session.id) ?? 0,
        total: checkIns + (headcountsOf.get(session.id) ?? 0),
      };
    });
}

test('the attendance chart and its table count check-ins plus headcounts per session', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // every session, event time and headcount is read, on the page and here
  // Kids Church: no other spec writes its check-ins or headcounts.
  const eventId = await eventIdNamed(request, 'Kids Church');
  const types = await checkInsAll(request, `/events/${eventId}/attendance_types`);
  expect(types.length).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/check-ins/events/${eventId}`);
  const section = page.getByRole('region', { name: 'Attendance by session' });
  await expect(section.getByText('Total attendance: check-ins plus headcounts')).toBeVisible({
    timeout: 60_000,
  });
  const legend = section.getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveText([
    'Regulars',
    'Guests',
    'Volunteers',
    ...types.map((t) => text(t, 'name')),
  ]);

  await section.getByRole('button', { name: 'Show the table' }).click();
  const table = section.getByRole('table', { name: 'Attendance by session' });
  await expect(table).toBeVisible();
  await expect(table.locator('thead th')).toHaveText([
    'Session',
    'Regulars',
    'Guests',
    'Volunteers',
    ...types.map((t) => text(t, 'name')),
    'Total',
  ]);

  // The table's totals equal the sandbox's own counts; a re-seed in between means another read.
  const number = (value: string) => Number(value.replace(/[^\d]/g, ''));
  let expected: Awaited<ReturnType<typeof sandboxSessionTotals>> = [];
  await expect(async () => {
    expected = await sandboxSessionTotals(request, eventId);
    const shown = (await table.locator('tbody tr td:last-child').allTextContents()).map(number);
    if (shown.length !== expected.length || shown.some((n, i) => n !== expected[i]?.total)) {
      await page.reload();
      await section.getByRole('button', { name: 'Show the table' }).click();
      await expect(table.locator('tbody tr').first()).toBeVisible();
    }
    expect(shown).toEqual(expected.map((e) => e.total));
  }).toPass({ timeout: 90_000 });
  expect(expected.some((e) => e.headcounts > 0)).toBe(true);
  expect(expected.some((e) => e.checkIns > 0)).toBe(true);

  // The tooltip of the newest session (the rightmost bar) gives the same total.
  const chart = section.getByRole('img', { name: /Stacked bar chart/ });
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  const plotLeft = 40; // the y axis's width
  const slot = (box.width - plotLeft - 8) / expected.length;
  await page.mouse.move(box.x + box.width - 8 - slot / 2, box.y + box.height / 2);
  await expect(chart.locator('.recharts-tooltip-label')).toContainText(
    `${expected.at(-1)?.total ?? ''} in all`,
  );
  await page.screenshot({ path: testInfo.outputPath('event-attendance-1280.png') });
  expect(await severeAxeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  await section.evaluate((element) => element.scrollIntoView());
  await page.screenshot({ path: testInfo.outputPath('event-attendance-390.png') });
});

test('the locations tab shows the folder tree and a location’s details', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // several lists and an axe scan on a shared machine
  const eventId = await eventIdNamed(request, 'Kids Church');
  const locations = await checkInsAll(request, `/events/${eventId}/locations`, {
    include: 'parent,locations',
    order: 'name',
  });
  const folder = locations.find((l) => l.attributes.kind === 'Folder');
  expect(folder).toBeDefined();
  const childIds = new Set(
    locations
      .filter((l) => {
        const parent = l.relationships.parent?.data;
        return parent && !Array.isArray(parent) && parent.id === folder?.id;
      })
      .map((l) => l.id),
  );
  const children = locations.filter((l) => childIds.has(l.id)).map((l) => text(l, 'name'));
  expect(children.length).toBeGreaterThan(0);
  const folderName = folder ? text(folder, 'name') : '';

  await page.goto(`/check-ins/events/${eventId}?tab=locations`);
  const tree = page.getByRole('tree', { name: 'Locations of Kids Church' });
  await expect(tree).toBeVisible();
  const folderItem = tree.getByRole('treeitem', {
    name: new RegExp(`^${escapeRegExp(folderName)}`),
  });
  await expect(folderItem).toHaveAttribute('aria-expanded', 'true');
  await expect(folderItem.getByRole('group').getByRole('treeitem')).toHaveCount(children.length);
  for (const child of children) {
    await expect(
      folderItem
        .getByRole('group')
        .getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(child)}`) }),
    ).toBeVisible();
  }

  // Keyboard: collapse and expand the folder, then open a child's details with Enter.
  await folderItem.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(folderItem).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(folderItem).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/location=\d+/);
  const details = page.getByRole('region', { name: children[0] ?? '' });
  await expect(details).toBeVisible();
  await expect(details).toContainText('Max occupancy');
  await details.getByRole('button', { name: /Show check-ins at/ }).click();
  await expect(
    details.getByRole('table', { name: /Check-ins at this location by session/ }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('locations.png'), fullPage: true });
  expect(await severeAxeViolations(page)).toEqual([]);
});
test('the attendance types, labels and people tabs match the sandbox', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // three tabs, three axe scans
  const eventId = await eventIdNamed(request, 'Sunday Service');

  const types = await checkInsAll(request, `/events/${eventId}/attendance_types`);
  await page.goto(`/check-ins/events/${eventId}?tab=attendance-types`);
  const typesTable = page.getByRole('table', { name: 'Attendance types of this event' });
  await expect(typesTable.locator('tbody tr')).toHaveCount(types.length);
  for (const type of types) {
    const row = typesTable.getByRole('row', { name: new RegExp(escapeRegExp(text(type, 'name'))) });
    await expect(row).toContainText(text(type, 'color').toLowerCase());
  }
  expect(await severeAxeViolations(page)).toEqual([]);

  const eventLabels = await sandboxList(request, `/events/${eventId}/event_labels`, {
    include: 'label',
  });
  await page.getByRole('tab', { name: 'Labels' }).click();
  await expect(page).toHaveURL(/tab=labels/);
  const labelsTable = page.getByRole('table', { name: 'Labels printed for this event' });
  await expect(labelsTable.locator('tbody tr')).toHaveCount(eventLabels.data.length);
  for (const label of eventLabels.included ?? []) {
    const row = labelsTable.getByRole('row', {
      name: new RegExp(escapeRegExp(text(label, 'name'))),
    });
    await expect(row).toContainText(
      text(label, 'prints_for') === 'Person' ? 'Name label' : 'Security label',
    );
    await expect(page.getByRole('heading', { name: text(label, 'name'), level: 3 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Where these labels print' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('labels.png'), fullPage: true });
  expect(await severeAxeViolations(page)).toEqual([]);

  const people = await sandboxList(request, `/events/${eventId}/person_events`, {
    include: 'person',
  });
  await page.getByRole('tab', { name: 'People' }).click();
  await expect(page).toHaveURL(/tab=people/);
  const peopleTable = page.getByRole('table', { name: 'People who checked in to this event' });
  await expect(peopleTable.locator('tbody tr')).toHaveCount(Math.min(25, people.meta.total_count));
  const firstPerson = people.data[0];
  const personId = firstPerson?.relationships.person?.data;
  const person = (people.included ?? []).find(
    (p) => personId && !Array.isArray(personId) && p.id === personId.id,
  );
  const firstRow = peopleTable.locator('tbody tr').first();
  if (person) {
    await expect(firstRow).toContainText(
      `${text(person, 'first_name')} ${text(person, 'last_name')}`,
    );
  }
  await expect(firstRow.locator('td').nth(1)).toHaveText(text(firstPerson, 'check_in_count'));
  await expect(firstRow.locator('time')).toHaveCount(2);
  await expect(page.getByText(`of ${people.meta.total_count} people`)).toBeVisible();
  expect(await severeAxeViolations(page)).toEqual([]);

  // Back returns to the previous tab.
  await page.goBack();
  await expect(page).toHaveURL(/tab=labels/);
  await expect(page.getByRole('tab', { name: 'Labels' })).toHaveAttribute('aria-selected', 'true');
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
