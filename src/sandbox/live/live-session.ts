/**
 * A session running now, whenever the sandbox runs with it (`npm start`; D144): Sunday Service
 * and Kids Church, each with one event time that started a moment ago in the organization's time
 * zone, and people checking in and out through it as the sandbox's clock moves (live-plan.ts),
 * written as real rows (live-writes.ts), so every API read sees them.
 *
 * The session starts at the next quarter hour after it is opened (so about half of everyone has
 * arrived by then), shows an hour before and hides two hours after; once it has hidden, the next
 * `advance` opens another. What has been applied is kept in the database, so a restart carries
 * on where it stopped. Deterministic: the same seed and the same clock make the same rows.
 */
import { tablesOf } from '../catalog-keys';
import type { SandboxClock } from '../context';
import { readMeta } from '../database';
import type { SandboxDatabase } from '../database';
import { kidsRooms, locationIds } from '../seed/check-ins-setup';
import type { EventKey } from '../seed/check-ins-setup';
import { tableWriter } from '../seed/insert';
import { seededDayEndMs } from '../seed/seed-context';
import { DAY_MS, MINUTE_MS, utcText } from '../seed/time';
import { buildLivePlan, liveEventId, liveEvents, liveSessionShape } from './live-plan';
import type { Candidates, LivePlan, Regular } from './live-plan';
import { openRoomTallies, recordCheckIn, recordCheckOut } from './live-writes';

const table = tablesOf('check_ins');
const QUARTER_HOUR_MS = 15 * MINUTE_MS;

export interface LiveSessionState {
  /** When the session's event times start (UTC ms). */
  readonly startsMs: number;
  /** Its event time of each event. */
  readonly eventTimeIds: Readonly<Record<EventKey, number>>;
  /** Check-ins and check-outs applied so far, of `steps`. */
  readonly applied: number;
  readonly steps: number;
}

export interface LiveSession {
  /** Opens a session when none is running, and applies every step due by the clock. */
  advance(): LiveSessionState;
  /** Stops the timer (the sandbox's close does it). */
  stop(): void;
}

export interface LiveSessionOptions {
  readonly seed: number;
  readonly clock: SandboxClock;
  /** Advance every so many ms; false for none (tests call advance). Default 5 s. */
  readonly tickMs?: number | false;
}

interface SessionRow {
  starts_at: number;
  event_time_ids: string;
  applied: number;
}

const schema = `
CREATE TABLE IF NOT EXISTS sandbox_live_sessions (
  starts_at INTEGER PRIMARY KEY,
  event_time_ids TEXT NOT NULL,
  applied INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS sandbox_live_steps (
  session INTEGER NOT NULL,
  step INTEGER NOT NULL,
  family INTEGER NOT NULL,
  member INTEGER NOT NULL,
  check_in_id INTEGER NOT NULL,
  PRIMARY KEY (session, step)
);`;

/**
 * The people of an event's past check-ins before `beforeMs` who came to anything from `sinceMs`,
 * each as their last check-in of the event had them.
 */
function regulars(
  db: SandboxDatabase,
  eventId: number,
  volunteers: boolean,
  { sinceMs, beforeMs }: { sinceMs: number; beforeMs: number },
): Regular[] {
  const rows = db
    .prepare(
      `SELECT c.person_id, c.location_id, c.checked_in_by_id, c.emergency_contact_name,
              c.emergency_contact_phone_number, p.first_name, p.last_name, p.medical_notes
         FROM ${table('CheckIn')} c JOIN ${table('Person')} p ON p.id = c.person_id
        WHERE c.id IN (SELECT MAX(id) FROM ${table('CheckIn')}
                        WHERE event_id = ? AND person_id IS NOT NULL AND created_at < ?
                          AND (kind = 'Volunteer') = ? GROUP BY person_id)
          AND c.person_id IN (SELECT person_id FROM ${table('CheckIn')}
                               WHERE created_at >= ? AND created_at < ?)
        ORDER BY c.person_id`,
    )
    .all(eventId, utcText(beforeMs), volunteers ? 1 : 0, utcText(sinceMs), utcText(beforeMs)) as {
    person_id: number;
    location_id: number;
    checked_in_by_id: number | null;
    emergency_contact_name: string;
    emergency_contact_phone_number: string;
    first_name: string;
    last_name: string;
    medical_notes: string;
  }[];
  return rows.map((row) => ({
    personId: row.person_id,
    firstName: row.first_name,
    lastName: row.last_name,
    medicalNotes: row.medical_notes,
    locationId: row.location_id,
    checkedInById: row.checked_in_by_id,
    emergencyName: row.emergency_contact_name,
    emergencyPhone: row.emergency_contact_phone_number,
  }));
}

/**
 * Who may come: people seen since three weeks before the end of the seed's last day. The seed's
 * regulars who stopped coming (check-ins-dropouts.ts) have no check-in in those weeks, so no
 * session brings one back and the missing-regulars report still finds them while `npm start`
 * runs (D144). Everyone a session checks in was seen then, so the people who may come stay the
 * same, however long the database is kept.
 */
const RECENT_MS = 21 * DAY_MS;

function candidatesBefore(db: SandboxDatabase, beforeMs: number): Candidates {
  const seeded = readMeta(db, 'seed');
  if (seeded === undefined) throw new Error('a live session needs a seeded database');
  const seen = { sinceMs: seededDayEndMs(seeded) - RECENT_MS, beforeMs };
  const kids = liveEventId('kids');
  const sunday = liveEventId('sunday');
  const rooms = [...kidsRooms, locationIds.auditorium, locationIds.balcony];
  const capacity = new Map(
    (
      db
        .prepare(
          `SELECT id, max_occupancy FROM ${table('Location')} WHERE id IN (${rooms.map(() => '?').join(', ')})`,
        )
        .all(...rooms) as { id: number; max_occupancy: number }[]
    ).map((row) => [row.id, row.max_occupancy]),
  );
  return {
    kids: regulars(db, kids, false, seen),
    kidsVolunteers: regulars(db, kids, true, seen),
    adults: regulars(db, sunday, false, seen),
    welcomeVolunteers: regulars(db, sunday, true, seen),
    capacity,
  };
}

/** Opens the session starting at `startsMs`: a period and an event time for each event. */
function openSession(db: SandboxDatabase, startsMs: number): Record<EventKey, number> {
  const showsMs = startsMs - liveSessionShape.showsBeforeMs;
  const hidesMs = startsMs + liveSessionShape.hidesAfterMs;
  const nextId = (name: string) =>
    (db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${name}`).get() as { id: number }).id;
  const times: Partial<Record<EventKey, number>> = {};
  for (const event of liveEvents) {
    const periodId = nextId(table('EventPeriod'));
    // Sessions are made a week ahead, as the service copies them.
    const created = utcText(startsMs - 6 * DAY_MS);
    tableWriter(db, 'check_ins', 'EventPeriod').insert({
      id: periodId,
      created_at: created,
      ends_at: utcText(hidesMs),
      guest_count: 0,
      regular_count: 0,
      starts_at: utcText(startsMs),
      updated_at: created,
      volunteer_count: 0,
      event_id: liveEventId(event),
    });
    const timeId = nextId(table('EventTime'));
    tableWriter(db, 'check_ins', 'EventTime').insert({
      id: timeId,
      created_at: created,
      guest_count: 0,
      hides_at: utcText(hidesMs),
      regular_count: 0,
      shows_at: utcText(showsMs),
      starts_at: utcText(startsMs),
      total_count: 0,
      updated_at: created,
      volunteer_count: 0,
      event_id: liveEventId(event),
      event_period_id: periodId,
    });
    openRoomTallies(db, periodId);
    times[event] = timeId;
  }
  return times as Record<EventKey, number>;
}

export function startLiveSession(db: SandboxDatabase, options: LiveSessionOptions): LiveSession {
  db.exec(schema);
  const { clock, seed } = options;
  const plans = new Map<number, LivePlan>();

  const planOf = (startsMs: number): LivePlan => {
    let plan = plans.get(startsMs);
    if (!plan) {
      plans.clear();
      const showsMs = startsMs - liveSessionShape.showsBeforeMs;
      plan = buildLivePlan(seed, startsMs, candidatesBefore(db, showsMs));
      plans.set(startsMs, plan);
    }
    return plan;
  };

  /** The session running at `now`, opened when the last one has hidden (or there is none). */
  const current = (now: number): SessionRow => {
    const latest = db
      .prepare('SELECT * FROM sandbox_live_sessions ORDER BY starts_at DESC LIMIT 1')
      .get() as SessionRow | undefined;
    if (latest && now < latest.starts_at + liveSessionShape.hidesAfterMs) return latest;
    const startsMs = Math.ceil((now + 1) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
    return db.transaction(() => {
      const times = openSession(db, startsMs);
      db.prepare(
        'INSERT INTO sandbox_live_sessions (starts_at, event_time_ids, applied) VALUES (?, ?, 0)',
      ).run(startsMs, JSON.stringify(times));
      return { starts_at: startsMs, event_time_ids: JSON.stringify(times), applied: 0 };
    })();
  };

  const advance = (): LiveSessionState => {
    const now = clock.now();
    const session = current(now);
    const startsMs = session.starts_at;
    const eventTimeIds = JSON.parse(session.event_time_ids) as Record<EventKey, number>;
    const { families, steps } = planOf(startsMs);
    let applied = session.applied;
    const checkInOf = db.prepare(
      'SELECT check_in_id, step FROM sandbox_live_steps WHERE session = ? AND family = ? ORDER BY step',
    );
    const remember = db.prepare(
      'INSERT INTO sandbox_live_steps (session, step, family, member, check_in_id) VALUES (?, ?, ?, ?, ?)',
    );
    const memberCheckIn = db.prepare(
      'SELECT check_in_id FROM sandbox_live_steps WHERE session = ? AND family = ? AND member = ?',
    );
    const save = db.prepare('UPDATE sandbox_live_sessions SET applied = ? WHERE starts_at = ?');
    while (applied < steps.length) {
      const step = steps[applied];
      if (!step || step.atMs > now) break;
      const family = families[step.family];
      const member = family?.members[step.member];
      if (!family || !member) throw new Error(`live step ${applied} names no one`);
      db.transaction(() => {
        if (step.kind === 'in') {
          const earlier = checkInOf.get(startsMs, step.family) as
            { check_in_id: number } | undefined;
          const groupId = earlier
            ? (
                db
                  .prepare(`SELECT check_in_group_id AS id FROM ${table('CheckIn')} WHERE id = ?`)
                  .get(earlier.check_in_id) as { id: number }
              ).id
            : undefined;
          const { id } = recordCheckIn(db, {
            eventTimeIds: [eventTimeIds[member.event]],
            locationId: member.locationId,
            kind: member.kind,
            personId: member.personId,
            firstName: member.firstName,
            lastName: member.lastName,
            medicalNotes: member.medicalNotes,
            emergencyName: member.emergencyName,
            emergencyPhone: member.emergencyPhone,
            securityCode: family.securityCode,
            stationId: member.stationId,
            checkedInById: member.checkedInById,
            ...(groupId === undefined ? {} : { groupId }),
            atMs: step.atMs,
          });
          remember.run(startsMs, applied, step.family, step.member, id);
        } else {
          const row = memberCheckIn.get(startsMs, step.family, step.member) as
            { check_in_id: number } | undefined;
          // A check-in someone else already checked out (a test's hook) stays as it is.
          if (row) recordCheckOut(db, row.check_in_id, step.atMs, step.byPersonId);
        }
        applied += 1;
        save.run(applied, startsMs);
      })();
    }
    return { startsMs, eventTimeIds, applied, steps: steps.length };
  };

  const timer =
    options.tickMs === false
      ? undefined
      : setInterval(() => {
          try {
            advance();
          } catch (error) {
            console.warn(`[sandbox] the live session could not go on: ${String(error)}`);
          }
        }, options.tickMs ?? 5000);
  timer?.unref();
  return { advance, stop: () => clearInterval(timer) };
}
