/**
 * The home page's numbers against a brute-force count of the sandbox's own database: every
 * loader walks the API over HTTP; the test reads the tables directly.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { realDialect } from '../../../api/catalog/dialects';
import type { Client } from '../../../api/client';
import { zonedDay } from '../../../lib/pure/dates';
import { tablesOf } from '../../../sandbox/catalog-keys';
import { startTodaysSandbox } from '../../../ui/testing/todays-sandbox';
import { addDays, isWithin, sameDayLastYear, weekStart } from '../../../lib/pure/calendar-days';
import { loadFirstTimeGuests } from './first-time-guests';
import { loadGivingToDate } from './giving-to-date';
import { loadOpenBatches } from './open-batches';
import { loadWeekAttendance } from './week-attendance';

const checkIns = tablesOf('check_ins');
const giving = tablesOf('giving');

const sandbox = startTodaysSandbox();
const { rows } = sandbox;
let client: Client;
let timeZone: string;
let today: string;

beforeAll(() => {
  ({ client, timeZone, today } = sandbox);
});

describe('the week’s attendance', () => {
  it('equals check-ins by kind plus headcounts of every event time of the week', async () => {
    const from = weekStart(today);
    const week = await loadWeekAttendance(client, { from, timeZone });

    const times = rows<{
      id: number;
      starts_at: string;
      regular_count: number;
      guest_count: number;
      volunteer_count: number;
    }>(
      `SELECT id, starts_at, regular_count, guest_count, volunteer_count FROM ${checkIns('EventTime')}`,
    ).filter((t) => isWithin(zonedDay(t.starts_at, timeZone), from, addDays(from, 6)));
    const headcounts = new Map(
      rows<{ event_time_id: number; total: number }>(
        `SELECT event_time_id, SUM(total) AS total FROM ${checkIns('Headcount')} GROUP BY event_time_id`,
      ).map((h) => [h.event_time_id, h.total]),
    );
    const expected = times.reduce(
      (sum, t) =>
        sum + t.regular_count + t.guest_count + t.volunteer_count + (headcounts.get(t.id) ?? 0),
      0,
    );

    expect(times.length).toBeGreaterThan(0);
    expect(week.events.flatMap((e) => e.times.map((t) => t.id)).sort()).toEqual(
      times.map((t) => String(t.id)).sort(),
    );
    expect(week.total).toBe(expected);
    expect(week.events.reduce((sum, e) => sum + e.total, 0)).toBe(expected);
  });

  it('counts a headcount entered for one of the week’s times', async () => {
    const from = weekStart(today);
    const before = await loadWeekAttendance(client, { from, timeZone });
    const free = before.events
      .flatMap((e) => e.times)
      .map((time) => ({
        time,
        type: rows<{ id: number }>(
          `SELECT a.id FROM ${checkIns('AttendanceType')} a
             JOIN ${checkIns('EventTime')} t ON t.event_id = a.event_id
            WHERE t.id = ? AND a.id NOT IN
              (SELECT attendance_type_id FROM ${checkIns('Headcount')} WHERE event_time_id = ?)`,
          Number(time.id),
          Number(time.id),
        )[0],
      }))
      .find((candidate) => candidate.type !== undefined);
    if (!free?.type) throw new Error('the seed should leave a headcount of this week to enter');
    const { time, type: unused } = free;

    await client.create(
      '/check_ins/v2/event_times/{event_time_id}/headcounts',
      { event_time_id: time.id },
      {
        attributes: { total: 17 },
        relationships: {
          attendance_type: { data: { type: 'AttendanceType', id: String(unused.id) } },
        },
      },
    );

    const after = await loadWeekAttendance(client, { from, timeZone });
    expect(after.total).toBe(before.total + 17);
    const changed = after.events.flatMap((e) => e.times).find((t) => t.id === time.id);
    expect(changed?.total).toBe(time.total + 17);
  });
});

describe('first-time guests', () => {
  it('are the people whose first check-in falls in the days asked for, each once', async () => {
    // Two weeks, so a Sunday's service is always in it: on a Sunday morning, before the day's
    // service, the last seven days may hold no first visit at all.
    const from = addDays(today, -13);
    const guests = await loadFirstTimeGuests(client, { from, timeZone });
    const expected = new Set(
      rows<{ person_id: number | null; id: number; created_at: string }>(
        `SELECT id, person_id, created_at FROM ${checkIns('CheckIn')} WHERE _first_time = 1`,
      )
        .filter((c) => zonedDay(c.created_at, timeZone) >= from)
        .map((c) => (c.person_id === null ? `check-in:${c.id}` : String(c.person_id))),
    );
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(guests.map((g) => g.personId ?? `check-in:${g.checkInId}`))).toEqual(expected);
    expect(guests).toHaveLength(expected.size);
  });
});

const realSandbox = startTodaysSandbox({ dialect: realDialect });

describe.each([
  ['spec', sandbox],
  ['real', realSandbox],
] as const)('giving to date (%s dialect)', (_, dialectSandbox) => {
  it('sums this month and the same days last year per currency, without failed or refunded payments', async () => {
    const { client, rows, timeZone, today } = dialectSandbox;
    const from = `${today.slice(0, 7)}-01`;
    const inDays = (createdAt: string) => {
      const day = zonedDay(createdAt, timeZone);
      return (
        isWithin(day, from, today) || isWithin(day, sameDayLastYear(from), sameDayLastYear(today))
      );
    };
    // A gift of the days refunded, so that counting it would show (the spec's dialect serves it
    // as failed, the real one as succeeded and refunded).
    const refund = rows<{ id: number; created_at: string }>(
      `SELECT id, created_at FROM ${giving('Donation')} WHERE payment_status = 'succeeded' AND refunded = 0 ORDER BY id DESC`,
    ).find((d) => inDays(d.created_at));
    if (!refund) throw new Error('no succeeded gift in the days');
    rows(`UPDATE ${giving('Donation')} SET refunded = 1 WHERE id = ? RETURNING id`, refund.id);

    const result = await loadGivingToDate(client, { today, timeZone });
    const totals = new Map<string, { thisYear: number; lastYear: number }>();
    for (const d of rows<{ created_at: string; amount_cents: number; amount_currency: string }>(
      `SELECT created_at, amount_cents, amount_currency FROM ${giving('Donation')}
        WHERE payment_status = 'pending' OR (payment_status = 'succeeded' AND refunded = 0)`,
    )) {
      const day = zonedDay(d.created_at, timeZone);
      const entry = totals.get(d.amount_currency) ?? { thisYear: 0, lastYear: 0 };
      if (isWithin(day, from, today)) entry.thisYear += d.amount_cents;
      else if (isWithin(day, sameDayLastYear(from), sameDayLastYear(today)))
        entry.lastYear += d.amount_cents;
      else continue;
      totals.set(d.amount_currency, entry);
    }
    expect(result.currencies.map((c) => [c.currency, c.thisYear.cents, c.lastYear.cents])).toEqual(
      [...totals]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, t]) => [currency, t.thisYear, t.lastYear]),
    );
  });
});

describe('open batches', () => {
  it('are the batches not yet deposited', async () => {
    const batches = await loadOpenBatches(client);
    const expected = rows<{ id: number }>(
      `SELECT id FROM ${giving('Batch')} WHERE status IN ('in_progress', 'ready_for_deposit')`,
    ).map((b) => String(b.id));
    expect(expected.length).toBeGreaterThan(0);
    expect(batches.map((b) => b.id).sort()).toEqual(expected.sort());
  });
});
