/**
 * The attendance export against brute-force queries of the sandbox's own database: the loader
 * walks the API over HTTP; the test reads the tables.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { Client } from '../../../api/client';
import { addDays, isWithin } from '../../../lib/pure/calendar-days';
import { zonedDay } from '../../../lib/pure/dates';
import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import { translatorOf } from '../../../lib/pure/i18n/translator';
import { tablesOf } from '../../../sandbox/catalog-keys';
import { testLanguage } from '../../../ui/testing/test-providers';
import { startTodaysSandbox } from '../../../ui/testing/todays-sandbox';
import { attendanceCsvColumns, loadAttendanceRows } from './attendance-export';

const checkIns = tablesOf('check_ins');

const sandbox = startTodaysSandbox();
const { rows } = sandbox;
let client: Client;
let timeZone: string;
let today: string;

beforeAll(() => {
  ({ client, timeZone, today } = sandbox);
});

describe('the attendance export', () => {
  it("holds every check-in and headcount of the range's days, in the organization's zone", async () => {
    const from = addDays(today, -20);
    const to = addDays(today, -7);
    const exported = await loadAttendanceRows(client, { from, to, eventIds: 'all' }, timeZone);

    const expectedCheckIns = rows<{ id: number; created_at: string; kind: string }>(
      `SELECT id, created_at, kind FROM ${checkIns('CheckIn')}`,
    ).filter((row) => isWithin(zonedDay(row.created_at, timeZone), from, to));
    const expectedHeadcounts = rows<{ id: number; total: number; starts_at: string; name: string }>(
      `SELECT h.id, h.total, t.starts_at, a.name FROM ${checkIns('Headcount')} h
       JOIN ${checkIns('EventTime')} t ON t.id = h.event_time_id
       JOIN ${checkIns('AttendanceType')} a ON a.id = h.attendance_type_id`,
    ).filter((row) => isWithin(zonedDay(row.starts_at, timeZone), from, to));

    const got = (kind: string) => exported.filter((row) => row.row === kind);
    expect(expectedCheckIns.length).toBeGreaterThan(0);
    expect(expectedHeadcounts.length).toBeGreaterThan(0);
    expect(
      got('Check-in')
        .map((row) => row.id)
        .sort(),
    ).toEqual(expectedCheckIns.map((row) => String(row.id)).sort());
    expect(
      got('Headcount')
        .map((row) => row.id)
        .sort(),
    ).toEqual(expectedHeadcounts.map((row) => String(row.id)).sort());

    const columns = attendanceCsvColumns(timeZone, translatorOf(testLanguage().i18n));
    const cell = (header: string, row: (typeof exported)[number]) =>
      columns.find((column) => column.header === header)?.value(row);
    for (const expected of expectedCheckIns.slice(0, 20)) {
      const row = exported.find(
        (each) => each.id === String(expected.id) && each.row === 'Check-in',
      );
      expect(row?.kind).toBe(expected.kind);
      expect(row && cell('Checked in at', row)).toBe(
        zonedDatetimeText(expected.created_at, timeZone),
      );
      expect(row?.count).toBe(1);
    }
    for (const expected of expectedHeadcounts.slice(0, 20)) {
      const row = exported.find(
        (each) => each.id === String(expected.id) && each.row === 'Headcount',
      );
      expect(row?.count).toBe(expected.total);
      expect(row?.kind).toBe(expected.name);
      expect(row && cell('Session starts', row)).toBe(
        zonedDatetimeText(expected.starts_at, timeZone),
      );
    }
  });

  it('keeps only the chosen events', async () => {
    const from = addDays(today, -20);
    const [event] = rows<{ event_id: number }>(
      `SELECT event_id FROM ${checkIns('CheckIn')} GROUP BY event_id ORDER BY COUNT(*) DESC LIMIT 1`,
    );
    const eventId = String(event?.event_id);
    const exported = await loadAttendanceRows(
      client,
      { from, to: today, eventIds: [eventId] },
      timeZone,
    );
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.every((row) => row.eventId === eventId)).toBe(true);
  });
});
