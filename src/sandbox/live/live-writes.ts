/**
 * Checking a person in and out as a station would: the sandbox's own write path for check-ins,
 * which the API does not offer (the spec's check-ins app writes only headcounts and passes). The
 * live session (live-session.ts) and the tests' hook (live-routes.ts) both go through it, so
 * every count the API shows follows each check-in at once: the event time's and session's
 * counts, the room's counts per time and per session (with their check-in links), the person's
 * attendance of the event and check-in count, the check-in group and its labels (D144).
 */
import type { CheckInKind } from '../seed/check-ins-setup';
import { tablesOf } from '../catalog-keys';
import type { SandboxDatabase } from '../database';
import { linkWriter, tableWriter } from '../seed/insert';
import { utcText } from '../seed/time';
import { links, tablePlan } from '../storage-plan';

const app = 'check_ins';
const table = tablesOf(app);

export interface NewCheckIn {
  /** The event times it is for: one or more times of one session. */
  readonly eventTimeIds: readonly number[];
  /** A room (not a folder) of the times' event. */
  readonly locationId: number;
  readonly kind: CheckInKind;
  /** null for a one-time guest, who has no person record. */
  readonly personId: number | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly medicalNotes: string;
  readonly emergencyName: string;
  readonly emergencyPhone: string;
  readonly securityCode: string;
  readonly stationId: number | null;
  readonly checkedInById: number | null;
  /** The group of those checked in together (a family); a new group when absent. */
  readonly groupId?: number;
  readonly atMs: number;
}

/** Which count column a kind adds to. */
function countColumn(kind: CheckInKind): 'regular_count' | 'guest_count' | 'volunteer_count' {
  switch (kind) {
    case 'Regular':
      return 'regular_count';
    case 'Guest':
      return 'guest_count';
    case 'Volunteer':
      return 'volunteer_count';
  }
}

const nextId = (db: SandboxDatabase, name: string) =>
  (db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${name}`).get() as { id: number }).id;

/** The id of the tally row of `locationId` under `ownerColumn = ownerId`, made when missing. */
function tallyRow(
  db: SandboxDatabase,
  type: 'LocationEventTime' | 'LocationEventPeriod',
  ownerColumn: 'event_time_id' | 'event_period_id',
  ownerId: number,
  locationId: number,
): number {
  const found = db
    .prepare(`SELECT id FROM ${table(type)} WHERE ${ownerColumn} = ? AND location_id = ?`)
    .get(ownerId, locationId) as { id: number } | undefined;
  if (found) return found.id;
  const id = nextId(db, table(type));
  db.prepare(
    `INSERT INTO ${table(type)} (id, guest_count, regular_count, volunteer_count, ${ownerColumn}, location_id) VALUES (?, 0, 0, 0, ?, ?)`,
  ).run(id, ownerId, locationId);
  return id;
}

/** Makes the empty tallies of every room of a session's event, as the seed has them. */
export function openRoomTallies(db: SandboxDatabase, periodId: number): void {
  const period = db
    .prepare(`SELECT event_id FROM ${table('EventPeriod')} WHERE id = ?`)
    .get(periodId) as { event_id: number } | undefined;
  if (!period) throw new Error(`no event period ${periodId}`);
  const rooms = db
    .prepare(
      `SELECT id FROM ${table('Location')} WHERE event_id = ? AND kind = 'Location' ORDER BY id`,
    )
    .all(period.event_id) as { id: number }[];
  const times = db
    .prepare(`SELECT id FROM ${table('EventTime')} WHERE event_period_id = ? ORDER BY id`)
    .all(periodId) as { id: number }[];
  for (const room of rooms) {
    tallyRow(db, 'LocationEventPeriod', 'event_period_id', periodId, room.id);
    for (const time of times) tallyRow(db, 'LocationEventTime', 'event_time_id', time.id, room.id);
  }
}

/** Stores a check-in and every count that follows from it; answers its id and group. */
export function recordCheckIn(
  db: SandboxDatabase,
  input: NewCheckIn,
): { id: number; groupId: number; number: number } {
  const [firstTimeId] = input.eventTimeIds;
  if (firstTimeId === undefined) throw new Error('a check-in needs an event time');
  const time = db
    .prepare(`SELECT event_id, event_period_id FROM ${table('EventTime')} WHERE id = ?`)
    .get(firstTimeId) as { event_id: number; event_period_id: number } | undefined;
  if (!time) throw new Error(`no event time ${firstTimeId}`);
  const periodId = time.event_period_id;
  const eventId = time.event_id;
  const at = utcText(input.atMs);
  const column = countColumn(input.kind);
  const isVolunteer = input.kind === 'Volunteer';

  return db.transaction(() => {
    let groupId = input.groupId;
    if (groupId === undefined) {
      groupId = nextId(db, table('CheckInGroup'));
      const printStation =
        input.stationId === null
          ? null
          : ((
              db
                .prepare(`SELECT print_station_id FROM ${table('Station')} WHERE id = ?`)
                .get(input.stationId) as { print_station_id: number | null } | undefined
            )?.print_station_id ?? null);
      tableWriter(db, app, 'CheckInGroup').insert({
        id: groupId,
        check_ins_count: 0,
        name_labels_count: 0,
        print_status: printStation === null ? 0 : 1,
        security_labels_count: 0,
        event_period_id: periodId,
        print_station_id: printStation,
      });
    }
    // A name label for everyone, one security label for a group with someone to pick up.
    db.prepare(
      `UPDATE ${table('CheckInGroup')} SET check_ins_count = check_ins_count + 1,
         name_labels_count = name_labels_count + 1,
         security_labels_count = MAX(security_labels_count, ?) WHERE id = ?`,
    ).run(isVolunteer ? 0 : 1, groupId);

    const number = (
      db
        .prepare(
          `SELECT COALESCE(MAX(number), 0) + 1 AS n FROM ${table('CheckIn')} WHERE event_period_id = ?`,
        )
        .get(periodId) as { n: number }
    ).n;
    const seenBefore =
      input.personId !== null &&
      db
        .prepare(`SELECT 1 FROM ${table('CheckIn')} WHERE person_id = ? AND event_id = ? LIMIT 1`)
        .get(input.personId, eventId) !== undefined;
    const id = nextId(db, table('CheckIn'));
    tableWriter(db, app, 'CheckIn').insert({
      id,
      checked_out_at: null,
      created_at: at,
      emergency_contact_name: input.emergencyName,
      emergency_contact_phone_number: input.emergencyPhone,
      first_name: input.firstName,
      kind: input.kind,
      last_name: input.lastName,
      medical_notes: input.medicalNotes,
      number,
      security_code: input.securityCode,
      updated_at: at,
      check_in_group_id: groupId,
      checked_in_at_id: input.stationId,
      checked_in_by_id: input.checkedInById,
      checked_out_by_id: null,
      event_id: eventId,
      event_period_id: periodId,
      location_id: input.locationId,
      person_id: input.personId,
      _first_time: seenBefore ? 0 : 1,
      _one_time_guest: input.personId === null && input.kind === 'Guest' ? 1 : 0,
    });

    const timeLinks = linkWriter(db, links.checkInEventTimes.table);
    const roomTimeLinks = linkWriter(db, links.locationEventTimeCheckIns.table);
    for (const eventTimeId of input.eventTimeIds) {
      timeLinks.insert(id, eventTimeId);
      const tally = tallyRow(
        db,
        'LocationEventTime',
        'event_time_id',
        eventTimeId,
        input.locationId,
      );
      db.prepare(
        `UPDATE ${table('LocationEventTime')} SET ${column} = ${column} + 1 WHERE id = ?`,
      ).run(tally);
      roomTimeLinks.insert(tally, id);
      // An event time's total also counts its headcounts (D25).
      db.prepare(
        `UPDATE ${table('EventTime')} SET ${column} = ${column} + 1, updated_at = ?,
           total_count = json(regular_count + guest_count + volunteer_count + 1 +
             COALESCE((SELECT SUM(total) FROM ${table('Headcount')} WHERE event_time_id = ?), 0))
         WHERE id = ?`,
      ).run(at, eventTimeId, eventTimeId);
    }
    const roomPeriod = tallyRow(
      db,
      'LocationEventPeriod',
      'event_period_id',
      periodId,
      input.locationId,
    );
    db.prepare(
      `UPDATE ${table('LocationEventPeriod')} SET ${column} = ${column} + 1 WHERE id = ?`,
    ).run(roomPeriod);
    linkWriter(db, links.locationEventPeriodCheckIns.table).insert(roomPeriod, id);
    db.prepare(
      `UPDATE ${table('EventPeriod')} SET ${column} = ${column} + 1, updated_at = ? WHERE id = ?`,
    ).run(at, periodId);

    if (input.personId !== null) {
      db.prepare(
        `UPDATE ${tablePlan(app, 'Person').storedTable} SET check_in_count = check_in_count + 1 WHERE id = ?`,
      ).run(input.personId);
      const attendance = db
        .prepare(`SELECT id FROM ${table('PersonEvent')} WHERE person_id = ? AND event_id = ?`)
        .get(input.personId, eventId) as { id: number } | undefined;
      if (attendance) {
        db.prepare(
          `UPDATE ${table('PersonEvent')} SET check_in_count = check_in_count + 1, last_check_in_id = ? WHERE id = ?`,
        ).run(id, attendance.id);
      } else {
        tableWriter(db, app, 'PersonEvent').insert({
          id: nextId(db, table('PersonEvent')),
          check_in_count: 1,
          event_id: eventId,
          first_check_in_id: id,
          last_check_in_id: id,
          person_id: input.personId,
        });
      }
    }
    db.prepare(`UPDATE ${table('Organization')} SET daily_check_ins = daily_check_ins + 1`).run();
    return { id, groupId, number };
  })();
}

export type CheckOutOutcome = 'checked_out' | 'not_found' | 'already_checked_out';

/** Checks a check-in out at `atMs` (by the person who picked them up, when known). */
export function recordCheckOut(
  db: SandboxDatabase,
  checkInId: number,
  atMs: number,
  byPersonId: number | null,
): CheckOutOutcome {
  const row = db
    .prepare(`SELECT checked_out_at, event_period_id FROM ${table('CheckIn')} WHERE id = ?`)
    .get(checkInId) as { checked_out_at: string | null; event_period_id: number } | undefined;
  if (!row) return 'not_found';
  if (row.checked_out_at !== null) return 'already_checked_out';
  const at = utcText(atMs);
  db.transaction(() => {
    db.prepare(
      `UPDATE ${table('CheckIn')} SET checked_out_at = ?, checked_out_by_id = ?, updated_at = ? WHERE id = ?`,
    ).run(at, byPersonId, at, checkInId);
    db.prepare(`UPDATE ${table('EventPeriod')} SET updated_at = ? WHERE id = ?`).run(
      at,
      row.event_period_id,
    );
  })();
  return 'checked_out';
}
