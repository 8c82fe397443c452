/**
 * An event's attendance per session (check-ins plus headcounts) against a brute-force count of
 * the sandbox's own database; the loader walks the API over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createClient, type Client } from '../../../api/client';
import { tablesOf } from '../../../sandbox/catalog-keys';
import { startSandbox } from '../../../sandbox/server';
import { translatorOf } from '../../../lib/pure/i18n/translator';
import { sandboxAuth } from '../../../ui/testing/sandbox-component-tests';
import { testLanguage } from '../../../ui/testing/test-providers';
import { attendancePoints, chartSeries } from './event-attendance-data';
import type { SessionRecord } from './event-sessions-queries';
import { FALLBACK_SESSIONS, loadEventHeadcounts, type EventHeadcounts } from './event-headcounts';

const table = tablesOf('check_ins');
const english = translatorOf(testLanguage('en').i18n);
const EVENTS = '/check_ins/v2/events';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let timeZone: string;

beforeAll(async () => {
  sandbox = await startSandbox({
    file: ':memory:',
    scale: 'small',
    config: { rateLimit: { limit: 100_000, periodSeconds: 60 } },
  });
  const organization = await clientWith().get('/check_ins/v2', {});
  timeZone = String(organization?.attributes.time_zone);
}, 60_000);

afterAll(async () => {
  await sandbox.close();
});

/** A client that counts its requests; `without` answers 404 for one path, as a service lacking it. */
function clientWith(options: { without?: string; requests?: { count: number } } = {}): Client {
  return createClient({
    baseUrl: sandbox.url,
    auth: sandboxAuth,
    fetch: (input, init) => {
      if (options.requests) options.requests.count += 1;
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === options.without) {
        return Promise.resolve(
          Response.json(
            { errors: [{ status: '404', title: 'Not Found' }] },
            { status: 404, headers: { 'content-type': 'application/vnd.api+json' } },
          ),
        );
      }
      return fetch(input, init);
    },
  });
}

function rows<T>(sql: string, ...args: unknown[]): T[] {
  return sandbox.ctx.db.prepare(sql).all(...args) as T[];
}

/** Per session of the event: its check-ins by kind plus its event times' headcounts, from SQL. */
function expectedTotals(eventId: string): Map<string, number> {
  return new Map(
    rows<{ id: number; total: number }>(
      `SELECT p.id, p.regular_count + p.guest_count + p.volunteer_count +
              COALESCE((SELECT SUM(h.total) FROM ${table('Headcount')} h
                          JOIN ${table('EventTime')} t ON t.id = h.event_time_id
                         WHERE t.event_period_id = p.id), 0) AS total
         FROM ${table('EventPeriod')} p WHERE p.event_id = ?`,
      Number(eventId),
    ).map((r) => [String(r.id), r.total]),
  );
}

async function eventWithHeadcounts(client: Client, name?: string) {
  const events = await client.list(EVENTS, { perPage: 100 });
  const withHeadcounts = rows<{ event_id: number }>(
    `SELECT DISTINCT t.event_id FROM ${table('Headcount')} h
       JOIN ${table('EventTime')} t ON t.id = h.event_time_id`,
  ).map((r) => String(r.event_id));
  const event = events.records.find(
    (e) => withHeadcounts.includes(e.id) && (name === undefined || e.attributes.name === name),
  );
  if (!event) throw new Error('the seed should have headcounts');
  const sessions: SessionRecord[] = [];
  for (let offset = 0; ;) {
    const page = await client.related(
      EVENTS,
      { id: event.id, offset, perPage: 100 },
      'event_periods',
    );
    sessions.push(...page.records);
    if (page.nextOffset === null || page.records.length === 0) break;
    offset = page.nextOffset;
  }
  return { eventId: event.id, sessions };
}

const spans = (sessions: SessionRecord[]) =>
  sessions.map((s) => ({
    id: s.id,
    startsAt: s.attributes.starts_at,
    endsAt: s.attributes.ends_at,
  }));

describe('an event’s attendance per session', () => {
  it.each(['Sunday Service', 'Kids Church'])(
    'of %s is check-ins plus the headcounts of its event times, read from the whole list',
    async (name) => {
      const requests = { count: 0 };
      const client = clientWith({ requests });
      const { eventId, sessions } = await eventWithHeadcounts(client, name);
      requests.count = 0;
      const headcounts = await loadEventHeadcounts(client, eventId, spans(sessions));

      const expected = expectedTotals(eventId);
      const points = attendancePoints(sessions, timeZone, 'en', headcounts);
      expect(points).toHaveLength(expected.size);
      expect(new Map(points.map((p) => [p.id, p.total]))).toEqual(expected);
      expect(headcounts.fallback).toBe(false);
      expect(headcounts.covered.size).toBe(sessions.length);
      // One request for the attendance types, one per 100 headcounts of the organization.
      const all = rows<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table('Headcount')}`)[0]?.n ?? 0;
      expect(headcounts.requests).toBe(1 + Math.max(1, Math.ceil(all / 100)));
      expect(requests.count).toBe(headcounts.requests);

      // The chart stacks the three kinds of check-in and one series per attendance type, which
      // add up to the session's total.
      const typeNames = rows<{ name: string }>(
        `SELECT name FROM ${table('AttendanceType')} WHERE event_id = ?`,
        Number(eventId),
      ).map((t) => t.name);
      const series = chartSeries(
        english,
        headcounts.types.map((type) => ({ id: type.id, name: type.name ?? '' })),
        'light',
      );
      expect(series.map((s) => s.label)).toEqual([
        'Regulars',
        'Guests',
        'Volunteers',
        ...typeNames,
      ]);
      expect(new Set(series.map((s) => s.color)).size).toBe(series.length);
      for (const point of points) {
        expect(series.reduce((sum, s) => sum + s.value(point), 0)).toBe(point.total);
      }
      expect(points.some((p) => Object.values(p.headcounts ?? {}).some((n) => n > 0))).toBe(true);
    },
  );

  it('counts check-ins only before the headcounts are read', async () => {
    const client = clientWith();
    const { eventId, sessions } = await eventWithHeadcounts(client);
    const points = attendancePoints(sessions, timeZone, 'en');
    for (const point of points) {
      expect(point.headcounts).toBeNull();
      expect(point.total).toBe(point.regular + point.guest + point.volunteer);
    }
    expect(points.map((p) => p.id).sort()).toEqual([...expectedTotals(eventId).keys()].sort());
  });

  it('falls back to each event time’s headcounts for the newest sessions when the list is missing', async () => {
    const requests = { count: 0 };
    const client = clientWith({ without: '/check_ins/v2/headcounts', requests });
    const { eventId, sessions } = await eventWithHeadcounts(client);
    requests.count = 0;
    const headcounts: EventHeadcounts = await loadEventHeadcounts(client, eventId, spans(sessions));

    const newest = [...sessions]
      .sort((a, b) => b.attributes.starts_at.localeCompare(a.attributes.starts_at))
      .slice(0, FALLBACK_SESSIONS)
      .map((s) => s.id);
    expect(headcounts.fallback).toBe(true);
    expect([...headcounts.covered].sort()).toEqual([...newest].sort());
    const expected = expectedTotals(eventId);
    for (const point of attendancePoints(sessions, timeZone, 'en', headcounts)) {
      if (newest.includes(point.id)) expect(point.total).toBe(expected.get(point.id));
      else expect(point.headcounts).toBeNull();
    }
    // The event times of those sessions, one request per event time, and never more than the
    // whole-list reading would be worth for a handful of sessions.
    const times =
      rows<{ n: number }>(
        `SELECT COUNT(*) AS n FROM ${table('EventTime')} WHERE event_period_id IN (${newest.map(() => '?').join()})`,
        ...newest.map(Number),
      )[0]?.n ?? 0;
    expect(requests.count).toBe(headcounts.requests);
    expect(headcounts.requests).toBeGreaterThanOrEqual(2 + times);
    expect(headcounts.requests).toBeLessThanOrEqual(2 + times + 10);
  });
});
