import { expect, type APIRequestContext } from '@playwright/test';

import { severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { screenshotPath } from './support/screenshots';
import { e2ePorts, sandboxBasicAuth, sandboxOrigin } from './support/servers';

// Live rooms against the server whose sandbox runs a session now (playwright.config.ts, the
// live-session project): people check in and out as its clock moves, so every test checks in
// people of its own, with a unique name, through the sandbox's hook, and asserts on them.

/** The spec's limit: a check-in shows within 30 s. */
const LIMIT_MS = 30_000;

const sandbox = sandboxOrigin(e2ePorts.livePort);
const headers = { Authorization: sandboxBasicAuth };

interface EventTime {
  id: string;
  attributes: { shows_at: string; hides_at: string };
  relationships: { event?: { data: { id: string } | null } };
}

/** The Kids Church time running now, and its rooms (name, capacity). */
async function kidsTimeNow(request: APIRequestContext) {
  const times = await request.get(
    `${sandbox}/check_ins/v2/event_times?order=-starts_at&per_page=25&include=event`,
    { headers },
  );
  expect(times.status()).toBe(200);
  const body = (await times.json()) as {
    data: EventTime[];
    included: { id: string; attributes: { name: string } }[];
  };
  const kidsChurch = body.included.find((e) => e.attributes.name === 'Kids Church')?.id;
  const now = Date.now();
  const time = body.data.find(
    (t) =>
      t.relationships.event?.data?.id === kidsChurch &&
      Date.parse(t.attributes.shows_at) <= now &&
      now < Date.parse(t.attributes.hides_at),
  );
  if (!time) throw new Error('no Kids Church time runs now: is the live session on?');
  const rooms = await request.get(
    `${sandbox}/check_ins/v2/event_times/${time.id}/location_event_times?include=location&per_page=100`,
    { headers },
  );
  const roomsBody = (await rooms.json()) as {
    included: { id: string; attributes: { name: string; max_occupancy: number } }[];
  };
  const room = (name: string) => {
    const found = roomsBody.included.find((l) => l.attributes.name === name);
    if (!found) throw new Error(`no room ${name}`);
    return { id: found.id, capacity: found.attributes.max_occupancy };
  };
  return { timeId: time.id, room };
}

async function checkIn(
  request: APIRequestContext,
  body: { event_time_id: string; location_id: string; first_name: string; medical_notes?: string },
): Promise<string> {
  const answer = await request.post(`${sandbox}/sandbox/check-ins`, {
    headers,
    data: { kind: 'Guest', last_name: 'Visitor', ...body },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

const suffix = () => Math.random().toString(36).slice(2, 8);

test.describe('live rooms', () => {
  test('a check-in and a check-out made at a station appear on a phone within 30 s', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/check-ins/live');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live rooms');
    await expect(page.getByTestId('board-status')).toContainText('Data from', {
      timeout: LIMIT_MS,
    });

    const { timeId, room } = await kidsTimeNow(request);
    const name = `Phone${suffix()}`;
    await page.getByRole('searchbox', { name: 'Find someone' }).fill(name);
    const matches = page.getByRole('region', { name: 'Matches' });
    await expect(matches).toContainText('No one on the board matches');

    const id = await checkIn(request, {
      event_time_id: timeId,
      location_id: room('Toddlers').id,
      first_name: name,
    });
    const madeAt = Date.now();
    await expect(matches).toContainText(`${name} Visitor`, { timeout: LIMIT_MS });
    await expect(matches).toContainText(/In Toddlers since/);
    expect(Date.now() - madeAt).toBeLessThan(LIMIT_MS);

    const out = await request.post(`${sandbox}/sandbox/check-ins/${id}/check-out`, { headers });
    expect(out.status()).toBe(200);
    const feed = page.getByRole('region', { name: 'Just checked out' });
    await expect(feed.getByText(`${name} Visitor`)).toBeVisible({ timeout: LIMIT_MS });
    await expect(matches).toContainText(/Left Toddlers at/);

    expect(await severeAxeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('live-rooms-phone'), fullPage: true });
  });

  test('a room over capacity is marked, and its roster hides medical notes until revealed', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const { timeId, room } = await kidsTimeNow(request);
    const babies = room('Babies');
    const name = `Notes${suffix()}`;
    const notes = `Bee sting allergy ${suffix()}`;
    // More than the room holds, whoever else is in it or leaves meanwhile.
    let noted = '';
    for (let i = 0; i <= babies.capacity + 3; i++) {
      const id = await checkIn(request, {
        event_time_id: timeId,
        location_id: babies.id,
        first_name: i === 0 ? name : `Crowd${suffix()}`,
        ...(i === 0 ? { medical_notes: notes } : {}),
      });
      if (i === 0) noted = id;
    }
    const asked: string[] = [];
    page.on('request', (r) => asked.push(decodeURIComponent(r.url())));

    await page.goto('/check-ins/live');
    const card = page.getByRole('article', { name: 'Babies' });
    await expect(card.getByText(/^Over capacity by \d+$/)).toBeVisible({ timeout: LIMIT_MS });
    await expect(card.getByTestId('room-present')).toHaveAttribute(
      'aria-label',
      new RegExp(`in the room of ${babies.capacity}: Over capacity by`),
    );
    expect(await severeAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('live-rooms'), fullPage: true });

    await card.getByRole('button', { name: 'Babies' }).click();
    const roster = page.getByRole('dialog', { name: 'Roster of Babies' });
    await expect(page).toHaveURL(/room=/);
    const row = roster.getByTestId(`roster-${noted}`);
    await expect(row).toContainText(`${name} Visitor`);
    await expect(roster.getByText(notes)).toHaveCount(0);
    expect(asked.filter((url) => url.includes('medical_notes'))).toEqual([]);

    await row.getByRole('button', { name: 'Show medical notes' }).click();
    await expect(row.getByText(notes)).toBeVisible();
    expect(asked.filter((url) => url.includes('fields[CheckIn]=medical_notes'))).toHaveLength(1);
    await page.screenshot({ path: screenshotPath('live-rooms-roster') });
    await row.getByRole('button', { name: 'Hide medical notes' }).click();
    await expect(row.getByText(notes)).toHaveCount(0);
  });
});
