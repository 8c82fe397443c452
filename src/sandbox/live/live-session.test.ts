/**
 * The live session on a test clock: a session running now, people checking in and out as the
 * clock moves, every count the API shows kept with them (checked against brute-force queries of
 * the rows), the same rows from the same seed and clock, a restart that carries on, and the
 * hook that checks a test's own people in and out. Without asking for it, the database is still.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { tablesOf } from '../catalog-keys';
import { kidsRooms } from '../seed/check-ins-setup';
import { scales } from '../seed/scales';
import { utcText as utc } from '../seed/time';
import { links } from '../storage-plan';
import { createSandbox, type Sandbox } from '../server';
import { sandboxAuthorization } from '../testing/http';
import { SANDBOX_CHECK_INS_PATH } from './live-routes';
import { FakeClock } from '../../api/testing/fake-clock';

const table = tablesOf('check_ins');
const MINUTE = 60_000;

/** A Wednesday afternoon in Chicago: no seeded session runs then. */
const opened = Date.UTC(2026, 10, 25, 20, 7);

const open: Sandbox[] = [];
afterEach(async () => {
  for (const sandbox of open.splice(0)) await sandbox.app.close();
});

async function liveSandbox(clock: FakeClock, file = ':memory:') {
  const sandbox = await createSandbox({
    file,
    clock,
    anchor: new Date(opened),
    liveSession: { tickMs: false },
  });
  open.push(sandbox);
  const live = sandbox.live;
  if (!live) throw new Error('no live session');
  return { sandbox, live, db: sandbox.ctx.db };
}

type Db = Sandbox['ctx']['db'];
const all = <T>(db: Db, sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];
const one = <T>(db: Db, sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;

/** Check-ins of one kind for an event time, and in one room when given, counted in the rows. */
function countOf(db: Db, kind: string, eventTimeId: unknown, locationId: unknown = null): number {
  return one<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n FROM ${table('CheckIn')} c
       JOIN ${links.checkInEventTimes.table} t ON t.check_in_id = c.id
      WHERE t.event_time_id = ? AND c.kind = ? AND (? IS NULL OR c.location_id = ?)`,
    eventTimeId,
    kind,
    locationId,
    locationId,
  ).n;
}

/** Every count a room, a time, a session and a person show, against the rows themselves. */
function expectCountsToMatchRows(db: Db): void {
  const kinds = ['Regular', 'Guest', 'Volunteer'] as const;
  const column = { Regular: 'regular_count', Guest: 'guest_count', Volunteer: 'volunteer_count' };
  const roomTimes = all<Record<string, number>>(db, `SELECT * FROM ${table('LocationEventTime')}`);
  for (const tally of roomTimes) {
    for (const kind of kinds) {
      expect(tally[column[kind]], `room ${tally.location_id}, time ${tally.event_time_id}`).toBe(
        countOf(db, kind, tally.event_time_id, tally.location_id),
      );
    }
    const { linked } = one<{ linked: number }>(
      db,
      `SELECT COUNT(*) AS linked FROM ${links.locationEventTimeCheckIns.table} WHERE location_event_time_id = ?`,
      tally.id,
    );
    expect(linked).toBe(
      (tally.regular_count ?? 0) + (tally.guest_count ?? 0) + (tally.volunteer_count ?? 0),
    );
  }
  const times = all<Record<string, number>>(db, `SELECT * FROM ${table('EventTime')}`);
  for (const time of times) {
    for (const kind of kinds) {
      expect(time[column[kind]], `time ${time.id}`).toBe(countOf(db, kind, time.id));
    }
  }
  const periods = all<Record<string, number>>(db, `SELECT * FROM ${table('EventPeriod')}`);
  for (const period of periods) {
    const { n } = one<{ n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM ${table('CheckIn')} WHERE event_period_id = ?`,
      period.id,
    );
    expect(
      (period.regular_count ?? 0) + (period.guest_count ?? 0) + (period.volunteer_count ?? 0),
    ).toBe(n);
  }
  const attendance = all<{
    check_in_count: number;
    person_id: number;
    event_id: number;
    last_check_in_id: number;
  }>(db, `SELECT * FROM ${table('PersonEvent')}`);
  for (const row of attendance) {
    const { n, last } = one<{ n: number; last: number }>(
      db,
      `SELECT COUNT(*) AS n, MAX(id) AS last FROM ${table('CheckIn')} WHERE person_id = ? AND event_id = ?`,
      row.person_id,
      row.event_id,
    );
    expect(row.check_in_count).toBe(n);
    expect(row.last_check_in_id).toBe(last);
  }
}

/** Who is in each room of the session's kids' time now: children and volunteers apart. */
function rooms(db: Db, eventTimeId: number) {
  return all<{ location_id: number; capacity: number; attendees: number; volunteers: number }>(
    db,
    `SELECT c.location_id, l.max_occupancy AS capacity,
            SUM(c.kind != 'Volunteer') AS attendees, SUM(c.kind = 'Volunteer') AS volunteers
       FROM ${table('CheckIn')} c
       JOIN ${links.checkInEventTimes.table} t ON t.check_in_id = c.id
       JOIN ${table('Location')} l ON l.id = c.location_id
      WHERE t.event_time_id = ? AND c.checked_out_at IS NULL
      GROUP BY c.location_id`,
    eventTimeId,
  );
}

describe('the live session', () => {
  it('runs now, and people check in and out through it as the clock moves', async () => {
    const clock = new FakeClock(opened);
    const { live, db } = await liveSandbox(clock);
    const first = live.advance();
    for (const id of Object.values(first.eventTimeIds)) {
      const time = one<{ shows_at: string; hides_at: string; starts_at: string }>(
        db,
        `SELECT * FROM ${table('EventTime')} WHERE id = ?`,
        id,
      );
      expect(Date.parse(time.shows_at)).toBeLessThanOrEqual(clock.now());
      expect(Date.parse(time.hides_at)).toBeGreaterThan(clock.now());
      expect(Date.parse(time.starts_at)).toBe(first.startsMs);
    }
    // Some have come already, more are on their way.
    expect(first.applied).toBeGreaterThan(20);
    expect(first.applied).toBeLessThan(first.steps);

    await clock.advance(first.startsMs + 20 * MINUTE - clock.now());
    const arrived = live.advance();
    expect(arrived.applied).toBeGreaterThan(first.applied);
    const now = rooms(db, first.eventTimeIds.kids);
    // A room near capacity (everyone in it counts) and a room with children and no volunteer.
    expect(
      now.some(
        (r) =>
          r.attendees + r.volunteers >= 0.9 * r.capacity && r.attendees + r.volunteers < r.capacity,
      ),
    ).toBe(true);
    expect(now.some((r) => r.attendees > 0 && r.volunteers === 0)).toBe(true);
    expect(now.map((r) => r.location_id).sort((a, b) => a - b)).toEqual(
      expect.arrayContaining([...kidsRooms]),
    );
    expectCountsToMatchRows(db);

    // Pick-up time: most children leave, checked out.
    await clock.advance(first.startsMs + 100 * MINUTE - clock.now());
    live.advance();
    const later = rooms(db, first.eventTimeIds.kids);
    const sum = (list: typeof now) => list.reduce((n, r) => n + r.attendees, 0);
    expect(sum(later)).toBeLessThan(sum(now) / 3);
    const { out } = one<{ out: number }>(
      db,
      `SELECT COUNT(*) AS out FROM ${table('CheckIn')} WHERE event_period_id IN
         (SELECT event_period_id FROM ${table('EventTime')} WHERE id = ?) AND checked_out_at IS NOT NULL`,
      first.eventTimeIds.kids,
    );
    expect(out).toBeGreaterThan(20);
    expectCountsToMatchRows(db);

    // Once it has hidden, the next session opens.
    await clock.advance(first.startsMs + 121 * MINUTE - clock.now());
    const next = live.advance();
    expect(next.startsMs).toBeGreaterThan(first.startsMs);
    expect(next.eventTimeIds.kids).not.toBe(first.eventTimeIds.kids);
  });

  it('makes the same rows from the same seed and clock', async () => {
    const rowsAt = async () => {
      const clock = new FakeClock(opened);
      const { live, db } = await liveSandbox(clock);
      const { startsMs } = live.advance();
      await clock.advance(startsMs + 70 * MINUTE - clock.now());
      live.advance();
      return all(db, `SELECT * FROM ${table('CheckIn')} ORDER BY id DESC LIMIT 300`);
    };
    const [a, b] = [await rowsAt(), await rowsAt()];
    expect(a.length).toBe(300);
    expect(b).toEqual(a);
  });

  it('carries on after a restart without repeating anyone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'narthex-live-'));
    try {
      const file = path.join(dir, 'sandbox.db');
      const clock = new FakeClock(opened);
      const before = await liveSandbox(clock, file);
      const { startsMs, eventTimeIds } = before.live.advance();
      await before.sandbox.app.close();
      open.splice(open.indexOf(before.sandbox), 1);
      before.db.close();

      await clock.advance(startsMs + 30 * MINUTE - clock.now());
      const after = await liveSandbox(clock, file);
      const resumed = after.live.advance();
      expect(resumed.startsMs).toBe(startsMs);
      expect(resumed.eventTimeIds).toEqual(eventTimeIds);
      const repeated = all(
        after.db,
        `SELECT person_id FROM ${table('CheckIn')} WHERE event_period_id IN
           (SELECT event_period_id FROM ${table('EventTime')} WHERE id IN (?, ?))
           AND person_id IS NOT NULL GROUP BY person_id, event_id HAVING COUNT(*) > 1`,
        eventTimeIds.kids,
        eventTimeIds.sunday,
      );
      expect(repeated).toEqual([]);
      expectCountsToMatchRows(after.db);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never brings back a regular who stopped coming', async () => {
    const clock = new FakeClock(opened);
    const { live, db } = await liveSandbox(clock);
    const day = 24 * 60 * MINUTE;
    // The missing-regulars report's rule by brute force, over the seed's rows before the session:
    // at least 3 check-ins in the 30 weeks before today (a dropout came every Sunday for 20), and
    // none in the last 3. The seed's dropouts are among them.
    const missing = all<{ person_id: number }>(
      db,
      `SELECT person_id FROM ${table('CheckIn')}
        WHERE person_id IS NOT NULL AND created_at >= ? AND created_at < ?
        GROUP BY person_id HAVING COUNT(*) >= 3 AND MAX(created_at) < ?`,
      utc(opened - 30 * 7 * day),
      utc(opened),
      utc(opened - 3 * 7 * day),
    ).map((row) => row.person_id);
    expect(missing.length).toBeGreaterThanOrEqual(scales.small.dropouts);

    const { startsMs, eventTimeIds, steps } = live.advance();
    await clock.advance(startsMs + 119 * MINUTE - clock.now());
    expect(live.advance().applied).toBe(steps);
    const came = all<{ person_id: number }>(
      db,
      `SELECT DISTINCT person_id FROM ${table('CheckIn')} WHERE event_period_id IN
         (SELECT event_period_id FROM ${table('EventTime')} WHERE id IN (?, ?))
         AND person_id IS NOT NULL`,
      eventTimeIds.kids,
      eventTimeIds.sunday,
    ).map((row) => row.person_id);
    // People who came before do come: the session is not all visitors.
    expect(came.length).toBeGreaterThan(40);
    expect(came.filter((id) => missing.includes(id))).toEqual([]);
  });

  it('is not there unless asked for: the database stays still', async () => {
    const sandbox = await createSandbox({ file: ':memory:', anchor: new Date(opened) });
    open.push(sandbox);
    expect(sandbox.live).toBeUndefined();
    const sessions = sandbox.ctx.db
      .prepare("SELECT name FROM sqlite_master WHERE name = 'sandbox_live_sessions'")
      .all();
    expect(sessions).toEqual([]);
  });
});

describe('the check-in hook', () => {
  const post = (sandbox: Sandbox, url: string, payload?: unknown, auth = sandboxAuthorization) =>
    sandbox.app.inject({
      method: 'POST',
      url,
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: JSON.stringify(payload ?? {}),
    });

  it('checks a person in and out as a station does, with every count', async () => {
    const clock = new FakeClock(opened);
    const { sandbox, live, db } = await liveSandbox(clock);
    const { eventTimeIds } = live.advance();
    const roomBefore = one<{ guest_count: number }>(
      db,
      `SELECT guest_count FROM ${table('LocationEventTime')} WHERE event_time_id = ? AND location_id = 6`,
      eventTimeIds.kids,
    );
    const made = await post(sandbox, SANDBOX_CHECK_INS_PATH, {
      event_time_id: String(eventTimeIds.kids),
      location_id: 6,
      kind: 'Guest',
      first_name: 'Test',
      last_name: 'Visitor',
      medical_notes: 'Peanut allergy',
    });
    expect(made.statusCode).toBe(201);
    const { id, security_code } = (made.json() as { data: { id: string; security_code: string } })
      .data;
    const row = one<Record<string, unknown>>(
      db,
      `SELECT * FROM ${table('CheckIn')} WHERE id = ?`,
      id,
    );
    expect(row).toMatchObject({
      first_name: 'Test',
      last_name: 'Visitor',
      kind: 'Guest',
      location_id: 6,
      security_code,
      medical_notes: 'Peanut allergy',
      checked_out_at: null,
      created_at: new Date(opened).toISOString().replace('.000', ''),
    });
    const roomAfter = one<{ guest_count: number }>(
      db,
      `SELECT guest_count FROM ${table('LocationEventTime')} WHERE event_time_id = ? AND location_id = 6`,
      eventTimeIds.kids,
    );
    expect(roomAfter.guest_count).toBe(roomBefore.guest_count + 1);

    await clock.advance(5 * MINUTE);
    const out = await post(sandbox, `${SANDBOX_CHECK_INS_PATH}/${id}/check-out`);
    expect(out.statusCode).toBe(200);
    expect(
      one<{ checked_out_at: string }>(
        db,
        `SELECT checked_out_at FROM ${table('CheckIn')} WHERE id = ?`,
        id,
      ).checked_out_at,
    ).toBe(new Date(clock.now()).toISOString().replace('.000', ''));
    const again = await post(sandbox, `${SANDBOX_CHECK_INS_PATH}/${id}/check-out`);
    expect(again.statusCode).toBe(409);
    expect((await post(sandbox, `${SANDBOX_CHECK_INS_PATH}/999999/check-out`)).statusCode).toBe(
      404,
    );
    expectCountsToMatchRows(db);
  });

  it('refuses bad input field by field, and anyone not signed in', async () => {
    const clock = new FakeClock(opened);
    const { sandbox, live } = await liveSandbox(clock);
    const { eventTimeIds } = live.advance();
    const refused = await post(sandbox, SANDBOX_CHECK_INS_PATH, {
      event_time_id: eventTimeIds.kids,
      // Auditorium: a room of Sunday Service, not of Kids Church.
      location_id: 2,
      kind: 'Child',
      first_name: ' ',
      security_code: 'no',
      person_id: 'x',
    });
    expect(refused.statusCode).toBe(422);
    const pointers = (refused.json() as { errors: { source: { pointer: string } }[] }).errors.map(
      (e) => e.source.pointer,
    );
    expect(pointers).toEqual([
      '/location_id',
      '/kind',
      '/first_name',
      '/last_name',
      '/security_code',
      '/person_id',
    ]);
    const stranger = await post(sandbox, SANDBOX_CHECK_INS_PATH, {}, 'Basic bm86bm8=');
    expect(stranger.statusCode).toBe(401);
  });
});
