import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { severeAxeViolations, type AxeProblem } from './support/axe';
import { failedLoad, test } from './support/page-problems';
import { sandboxGet } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

/** Sunday Service and its attendance types (src/sandbox/seed/check-ins-setup.ts). */
const SUNDAY = { id: '1', name: 'Sunday Service' } as const;
const OVERFLOW = { id: '2', name: 'Overflow Room' } as const;
const ORGANIZATION_ZONE = 'America/Chicago';

/**
 * Slices of Sunday Service's event times, newest first (about 16 among the 100 newest times).
 * The seed ends today, so ids change from day to day; each test takes its own slice, and the
 * kiosk tests take the ones after these (e2e/kiosk.spec.ts).
 */
const SLICES = { enterAndChange: [0, 5], axeAndScreenshot: [8, 9] };

interface SandboxRecord {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string } | null }>;
}

async function sundayTimes(request: APIRequestContext): Promise<SandboxRecord[]> {
  const body = await sandboxGet<{ data: SandboxRecord[] }>(
    request,
    '/check_ins/v2/event_times?include=event&order=-starts_at&per_page=100',
  );
  return body.data.filter((t) => t.relationships?.event?.data?.id === SUNDAY.id);
}

/** The sandbox's headcounts of one attendance type at an event time (normally zero or one). */
async function storedHeadcounts(
  request: APIRequestContext,
  eventTimeId: string,
  attendanceTypeId: string,
): Promise<number[]> {
  const body = await sandboxGet<{ data: SandboxRecord[] }>(
    request,
    `/check_ins/v2/event_times/${eventTimeId}/headcounts?include=attendance_type&per_page=100`,
  );
  return body.data
    .filter((h) => h.relationships?.attendance_type?.data?.id === attendanceTypeId)
    .map((h) => h.attributes.total as number);
}

/** An event time in the slice whose Overflow Room headcount does not exist yet. */
async function timeWithoutOverflow(
  request: APIRequestContext,
  [from, to]: number[],
): Promise<SandboxRecord> {
  const times = (await sundayTimes(request)).slice(from, to);
  for (const time of times) {
    if ((await storedHeadcounts(request, time.id, OVERFLOW.id)).length === 0) return time;
  }
  throw new Error('every event time of the slice already has an Overflow Room headcount');
}

/** The label the app gives an event time (weekday-datetime in the organization's zone). */
function timeLabel(startsAt: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: ORGANIZATION_ZONE,
  }).format(new Date(startsAt));
}

function typeCard(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

function figure(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label });
}

async function totalCount(page: Page): Promise<number> {
  const text = (await figure(page, 'Total (with headcounts)').innerText()).replace(/\D+/g, ' ');
  return Number(text.trim().split(' ').at(-1));
}

test('picks an event time, enters a headcount (create), changes it (update), and the totals follow', async ({
  page,
}) => {
  const time = await timeWithoutOverflow(page.request, SLICES.enterAndChange);
  await page.goto('/headcounts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Headcounts');
  await expect(page.getByRole('heading', { name: 'Choose an event time' })).toBeVisible();

  // Choose through the pickers; the choice goes into the URL.
  await page.getByRole('combobox', { name: 'Event', exact: true }).click();
  await page.getByRole('option', { name: SUNDAY.name }).click();
  await page.getByRole('combobox', { name: 'Event time', exact: true }).click();
  await page.getByRole('option', { name: timeLabel(time.attributes.starts_at as string) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]event_time=${time.id}(&|$)`));
  await expect(page).toHaveURL(/[?&]event=1(&|$)/);

  const card = typeCard(page, OVERFLOW.name);
  await expect(card).toContainText('No count yet');
  const before = await totalCount(page);

  // Whole numbers of 0 or more only; nothing is sent otherwise.
  const input = card.getByLabel(`New total for ${OVERFLOW.name}`);
  for (const bad of ['abc', '-3', '2.5']) {
    await input.fill(bad);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card).toContainText('Enter a whole number of 0 or more.');
  }
  expect(await storedHeadcounts(page.request, time.id, OVERFLOW.id)).toEqual([]);

  await input.fill('12');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved: the total is now 12.');
  await expect(card).toContainText('Current total: 12');
  await expect.poll(() => totalCount(page)).toBe(before + 12);
  expect(await storedHeadcounts(page.request, time.id, OVERFLOW.id)).toEqual([12]);

  await input.fill('20');
  await card.getByRole('button', { name: 'Update' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved: the total is now 20.');
  await expect(card).toContainText('Current total: 20');
  await expect.poll(() => totalCount(page)).toBe(before + 20);
  expect(await storedHeadcounts(page.request, time.id, OVERFLOW.id)).toEqual([20]);

  // Reload and back/forward keep the choice.
  await page.reload();
  await expect(typeCard(page, OVERFLOW.name)).toContainText('Current total: 20');
  await page.goBack();
  await expect(page).not.toHaveURL(/event_time=/);
  await page.goForward();
  await expect(typeCard(page, OVERFLOW.name)).toContainText('Current total: 20');

  // "Start kiosk" opens the kiosk for this event time.
  await page.getByRole('link', { name: 'Start kiosk' }).click();
  await expect(page).toHaveURL(new RegExp(`/kiosk\\?event_time=${time.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Headcount kiosk');
});

// The headcounts page's own answer is a component test (src/features/headcounts/headcounts-page.test.tsx);
// the kiosk's setup needs the proxy's session.
test('a kiosk for an event time that is not there says so, with no Start kiosk', async ({
  page,
  expectedConsoleErrors,
}) => {
  // The browser logs the expected 404s; anything else is still a failure.
  expectedConsoleErrors.push(failedLoad(404));
  await page.goto('/kiosk?event_time=999999');
  await expect(page.getByText('This event time was not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start kiosk' })).toHaveCount(0);
});

test('the headcounts page has no serious or critical axe violations; screenshot', async ({
  page,
}) => {
  test.slow(); // two axe scans
  const [time] = (await sundayTimes(page.request)).slice(...SLICES.axeAndScreenshot);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  const severe: AxeProblem[] = [];
  for (const path of ['/headcounts', `/headcounts?event=${SUNDAY.id}&event_time=${time?.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Headcounts');
    if (path.includes('event_time')) {
      await expect(typeCard(page, OVERFLOW.name)).toBeVisible();
      await expect(figure(page, 'Regular check-ins')).toBeVisible();
    }
    severe.push(...(await severeAxeViolations(page, path)));
  }
  expect(severe).toEqual([]);
  await page.screenshot({ path: screenshotPath('headcounts') });
});
