/**
 * The first-time guests report against brute-force queries of the sandbox's own database: the
 * loader walks the API over HTTP; the test reads the tables.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { Client } from '../../../api/client';
import { addDays, isWithin } from '../../../lib/pure/calendar-days';
import { zonedDay } from '../../../lib/pure/dates';
import { tablesOf } from '../../../sandbox/catalog-keys';
import { startTodaysSandbox } from '../../../ui/testing/todays-sandbox';
import { firstTimeGuestsIn, loadFirstVisits } from './first-time-guests-report';

const checkIns = tablesOf('check_ins');

const sandbox = startTodaysSandbox();
const { rows } = sandbox;
let client: Client;
let timeZone: string;
let today: string;

beforeAll(() => {
  ({ client, timeZone, today } = sandbox);
});

/** The day (organization's zone) of each person's earliest check-in, oldest first. */
function firstDays(): string[] {
  return rows<{ first: string }>(
    `SELECT MIN(created_at) AS first FROM ${checkIns('CheckIn')}
     WHERE person_id IS NOT NULL GROUP BY person_id ORDER BY first`,
  ).map((row) => zonedDay(row.first, timeZone));
}

describe('first-time guests', () => {
  it("equals the people whose earliest check-in is in the range, and the range's one-time guests", async () => {
    const index = await loadFirstVisits(client);
    let checked = 0;
    // Volumes change with the seed: ranges around the newest and a middle first check-in.
    const days = firstDays();
    const newest = days.at(-1) ?? today;
    const middle = days[Math.floor(days.length / 2)] ?? today;
    for (const [from, to] of [
      [addDays(today, -27), today],
      [addDays(newest, -27), newest],
      [addDays(middle, -13), addDays(middle, 14)],
    ] as const) {
      const guests = firstTimeGuestsIn(index, from, to, timeZone);
      const firsts = rows<{ person_id: number; first: string }>(
        `SELECT person_id, MIN(created_at) AS first FROM ${checkIns('CheckIn')}
         WHERE person_id IS NOT NULL GROUP BY person_id`,
      ).filter((row) => isWithin(zonedDay(row.first, timeZone), from, to));
      const oneTime = rows<{ id: number; created_at: string }>(
        `SELECT id, created_at FROM ${checkIns('CheckIn')} WHERE _one_time_guest = 1`,
      ).filter((row) => isWithin(zonedDay(row.created_at, timeZone), from, to));

      expect(
        guests.flatMap((guest) => (guest.personId === null ? [] : [guest.personId])).sort(),
      ).toEqual(firsts.map((row) => String(row.person_id)).sort());
      expect(
        guests.flatMap((guest) => (guest.personId === null ? [guest.checkInId] : [])).sort(),
      ).toEqual(oneTime.map((row) => String(row.id)).sort());
      checked += firsts.length;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('carries the first check-in’s event and the profile’s e-mail addresses and phone numbers', async () => {
    const index = await loadFirstVisits(client);
    const guests = firstTimeGuestsIn(index, '2000-01-01', today, timeZone);
    const person = guests.find((guest) => guest.personId !== null && guest.emails.length > 0);
    expect(person).toBeDefined();
    if (!person?.personId) return;
    const [first] = rows<{ id: number; event_id: number }>(
      `SELECT id, event_id FROM ${checkIns('CheckIn')} WHERE person_id = ? ORDER BY created_at, id LIMIT 1`,
      Number(person.personId),
    );
    expect(person.eventId).toBe(String(first?.event_id));
    const profile = await client.get('/people/v2/people', {
      id: person.personId,
      include: ['emails'],
    });
    expect(person.emails.sort()).toEqual(
      (profile?.related.emails ?? []).map((email) => email.attributes.address).sort(),
    );
    expect(index.requests).toBeGreaterThan(0);
  });
});
