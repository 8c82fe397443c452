/**
 * The attendance report's figures against a brute-force count of the sandbox's own database:
 * the loader walks the API over HTTP; the test reads the tables directly.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { createClient, type Client } from '../../../api/client';
import { addDays, weekStart } from '../../../lib/pure/calendar-days';
import { zonedDay } from '../../../lib/pure/dates';
import { translatorOf } from '../../../lib/pure/i18n/translator';
import { tablesOf } from '../../../sandbox/catalog-keys';
import { sandboxAuth } from '../../../ui/testing/sandbox-component-tests';
import { testLanguage } from '../../../ui/testing/test-providers';
import { startTodaysSandbox } from '../../../ui/testing/todays-sandbox';
import { groupAttendance, groupings, ofEvents, type Grouping } from './attendance-groups';
import { loadAttendance, type AttendanceData } from './attendance-report-data';

const checkIns = tablesOf('check_ins');
const english = { t: translatorOf(testLanguage().i18n), locale: 'en' };

const sandbox = startTodaysSandbox();
const { rows } = sandbox;
let client: Client;
let timeZone: string;
let from: string;
let to: string;

beforeAll(() => {
  ({ client, timeZone } = sandbox);
  // 26 complete weeks and the same weekdays a year before.
  to = addDays(weekStart(sandbox.today), -1);
  from = addDays(to, -26 * 7 + 1);
});

interface Expected {
  total: number;
  regular: number;
  guest: number;
  volunteer: number;
  headcounts: Record<string, number>;
  previous: number;
}

/** Group totals computed straight from the tables, with keys built the simplest way. */
function bruteForce(
  grouping: Grouping,
  eventIds: readonly string[] | 'all',
  { from, to }: { from: string; to: string },
) {
  const times = rows<{
    id: number;
    event_id: number;
    starts_at: string;
    regular_count: number;
    guest_count: number;
    volunteer_count: number;
  }>(
    `SELECT id, event_id, starts_at, regular_count, guest_count, volunteer_count
       FROM ${checkIns('EventTime')}`,
  ).filter((t) => eventIds === 'all' || eventIds.includes(String(t.event_id)));
  const headcounts = rows<{ event_time_id: number; name: string; total: number }>(
    `SELECT h.event_time_id, a.name, h.total FROM ${checkIns('Headcount')} h
       JOIN ${checkIns('AttendanceType')} a ON a.id = h.attendance_type_id`,
  );
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const keyOf = (day: string, t: (typeof times)[number]) =>
    grouping === 'week'
      ? weekStart(day)
      : grouping === 'month'
        ? day.slice(0, 7)
        : `${day} ${hour.format(Date.parse(t.starts_at))} ${t.event_id}`;
  const expected = new Map<string, Expected>();
  const entry = (key: string) => {
    const found = expected.get(key) ?? {
      total: 0,
      regular: 0,
      guest: 0,
      volunteer: 0,
      headcounts: {},
      previous: 0,
    };
    expected.set(key, found);
    return found;
  };
  let sessions = 0;
  const dated = times.map((t) => {
    const own = headcounts.filter((h) => h.event_time_id === t.id);
    const total =
      t.regular_count + t.guest_count + t.volunteer_count + own.reduce((s, h) => s + h.total, 0);
    return { t, own, total, day: zonedDay(t.starts_at, timeZone) };
  });
  for (const { t, own, total, day } of dated) {
    if (day < from || day > to) continue;
    sessions += 1;
    const e = entry(keyOf(day, t));
    e.total += total;
    e.regular += t.regular_count;
    e.guest += t.guest_count;
    e.volunteer += t.volunteer_count;
    for (const h of own) e.headcounts[h.name] = (e.headcounts[h.name] ?? 0) + h.total;
  }
  // Then last year's, so each finds this year's row (a range over a year is in both).
  for (const { t, total, day } of dated) {
    if (day < addDays(from, -364) || day > addDays(to, -364)) continue;
    const key = keyOf(addDays(day, 364), t);
    // A session that met last year only has no row of its own (it is this year's list).
    if (grouping === 'session' && !expected.has(key)) continue;
    entry(key).previous += total;
  }
  return { expected, sessions };
}

function compare(data: AttendanceData, grouping: Grouping, eventIds: readonly string[] | 'all') {
  const table = groupAttendance(
    ofEvents(data.sessions, eventIds),
    ofEvents(data.previous, eventIds),
    grouping,
    timeZone,
    english,
  );
  const { expected, sessions } = bruteForce(grouping, eventIds, data);
  expect(sessions).toBeGreaterThan(0);
  const actual = new Map(
    table.rows.map((row) => [
      row.key,
      {
        total: row.total,
        regular: row.regular,
        guest: row.guest,
        volunteer: row.volunteer,
        headcounts: row.headcounts,
        previous: row.previous ?? 0,
      },
    ]),
  );
  expect(actual).toEqual(expected);
  expect(table.total).toBe([...expected.values()].reduce((s, e) => s + e.total, 0));
  expect(table.rows.reduce((s, row) => s + row.sessions, 0)).toBe(sessions);
}

describe('the attendance report', () => {
  let data: AttendanceData;
  beforeAll(async () => {
    data = await loadAttendance(client, { from, to, timeZone });
  }, 60_000);

  it('reads headcounts from the top-level list, in a few requests', () => {
    expect(data.headcountSource).toBe('all-headcounts');
    expect(data.previous.length).toBeGreaterThan(0);
    const timePages = Math.ceil(
      rows<{ n: number }>(`SELECT COUNT(*) AS n FROM ${checkIns('EventTime')}`)[0]!.n / 100,
    );
    const headcountPages = Math.ceil(
      rows<{ n: number }>(`SELECT COUNT(*) AS n FROM ${checkIns('Headcount')}`)[0]!.n / 100,
    );
    expect(data.requests).toBeLessThanOrEqual(timePages + headcountPages);
  });

  for (const grouping of groupings) {
    it(`equals a brute-force count per ${grouping}, with the previous year`, () => {
      compare(data, grouping, 'all');
    });
  }

  it('equals a brute-force count of one event', () => {
    const busiest = rows<{ event_id: number }>(
      `SELECT event_id FROM ${checkIns('EventTime')} GROUP BY event_id ORDER BY COUNT(*) DESC`,
    )[0];
    if (!busiest) throw new Error('the seed should have event times');
    for (const grouping of groupings) compare(data, grouping, [String(busiest.event_id)]);
  });

  it('counts a range longer than a year, which overlaps its previous year', async () => {
    const long = await loadAttendance(client, { from: addDays(to, -70 * 7 + 1), to, timeZone });
    for (const grouping of groupings) compare(long, grouping, 'all');
  }, 60_000);

  it('gives the same totals without the top-level headcounts list', async () => {
    // A service with the spec's per-event-time list only: the same sandbox, asked for the
    // top-level list on a path it does not serve, answers its own 404.
    const withoutList = createClient({
      baseUrl: sandbox.url,
      auth: sandboxAuth,
      fetch: (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        return fetch(url.replace('/check_ins/v2/headcounts', '/check_ins/v2/no_headcounts'), init);
      },
    });
    const fallback = await loadAttendance(withoutList, { from, to, timeZone });
    expect(fallback.headcountSource).toBe('total-count');
    for (const grouping of groupings) {
      const split = groupAttendance(data.sessions, data.previous, grouping, timeZone, english);
      const unsplit = groupAttendance(
        fallback.sessions,
        fallback.previous,
        grouping,
        timeZone,
        english,
      );
      expect(unsplit.rows.map((r) => [r.key, r.total, r.previous])).toEqual(
        split.rows.map((r) => [r.key, r.total, r.previous]),
      );
      expect(unsplit.previousTotal).toBe(split.previousTotal);
    }
  });
});
