import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeAttribute } from '../../api/catalog/schema';
import { attributeProblem } from '../../api/catalog/validate';
import { isCalendarDate } from '../../api/catalog/wire-dates';
import { openDatabase, quoteIdentifier as q, readMeta } from '../database';
import type { SandboxDatabase } from '../database';
import { decodeAttribute } from '../row-codec';
import { linkTables, tablePlans } from '../storage-plan';
import { openSeededMemoryDatabase } from './memory-images';
import { seedDatabase } from './seed';
import type { SeedOptions } from './seed';

const small: SeedOptions = { scale: 'small', seed: 7 };

function seeded(options: SeedOptions = small): SandboxDatabase {
  const db = openDatabase({ file: ':memory:' });
  seedDatabase(db, options);
  return db;
}

const allTables = [...tablePlans.map((p) => p.table), ...linkTables.map((l) => l.table)];

function dump(db: SandboxDatabase, table: string): unknown[] {
  return db.prepare(`SELECT * FROM ${q(table)} ORDER BY 1, 2`).all();
}

/** Local wall-clock hour and minute of a UTC datetime in Chicago. */
function chicagoTime(utc: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(utc));
}

describe('seedDatabase', () => {
  let db: SandboxDatabase;
  const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
  const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
  const count = (sql: string, ...params: unknown[]) =>
    (db
      .prepare(sql)
      .pluck()
      .get(...params) as number | null) ?? 0;

  beforeAll(() => {
    db = seeded();
  });

  describe('seeding', () => {
    it('gives identical data for the same options and different data for another seed', () => {
      const again = seeded();
      for (const table of allTables) expect(dump(again, table), table).toEqual(dump(db, table));
      const other = seeded({ scale: 'small', seed: 8 });
      expect(dump(other, 'people__Person')).not.toEqual(dump(db, 'people__Person'));
      expect(dump(other, 'check_ins__CheckIn')).not.toEqual(dump(db, 'check_ins__CheckIn'));
      expect(dump(other, 'giving__Donation')).not.toEqual(dump(db, 'giving__Donation'));
    });

    it('copies a seed for each in-memory sandbox: the same rows, and a write stays in its copy', () => {
      const first = openSeededMemoryDatabase(small);
      const second = openSeededMemoryDatabase(small);
      for (const table of allTables) expect(dump(second, table), table).toEqual(dump(db, table));
      first.prepare('DELETE FROM people__Person').run();
      expect(dump(second, 'people__Person')).toEqual(dump(db, 'people__Person'));
      expect(dump(openSeededMemoryDatabase(small), 'people__Person')).toEqual(
        dump(db, 'people__Person'),
      );
    });

    it('seeds once: a second call leaves the database alone', () => {
      const fresh = openDatabase({ file: ':memory:' });
      const first = seedDatabase(fresh, small);
      expect(first.seeded).toBe(true);
      const before = dump(fresh, 'people__Person');
      const second = seedDatabase(fresh, { scale: 'medium', seed: 99 });
      expect(second).toEqual({ seeded: false, counts: first.counts });
      expect(dump(fresh, 'people__Person')).toEqual(before);
      expect(JSON.parse(readMeta(fresh, 'seed') ?? 'null')).toEqual({
        scale: 'small',
        seed: 7,
        anchor: '2026-11-22',
      });
      expect(readMeta(fresh, 'time_zone')).toBe('America/Chicago');
    });

    it('fills every table and link table, with several lists over 100 records', () => {
      const { counts } = seedDatabase(db, small);
      for (const table of allTables) expect(counts[table], table).toBeGreaterThan(0);
      for (const table of [
        'people__Person',
        'check_ins__CheckIn',
        'check_ins__EventTime',
        'giving__Donation',
        'people__FieldDatum',
        'people__Message',
      ]) {
        expect(counts[table], table).toBeGreaterThan(100);
      }
      // 120 people of the church, and a newcomer household each of the 80 weeks.
      expect(counts.people__Person).toBeGreaterThan(120 + 100);
      expect(counts.people__Person).toBeLessThan(120 + 250);
      expect(counts.check_ins__CheckIn).toBeGreaterThan(4500);
      expect(counts.check_ins__CheckIn).toBeLessThan(5600);
      expect(counts.giving__Donation).toBeGreaterThan(1250);
      expect(counts.giving__Donation).toBeLessThan(1600);
    });

    it('stores only values that fit their catalog attribute', () => {
      const problems: string[] = [];
      for (const plan of tablePlans) {
        const rows = db.prepare(`SELECT * FROM ${q(plan.table)}`).all() as Record<
          string,
          unknown
        >[];
        for (const row of rows) {
          for (const [name, spec] of Object.entries(plan.resource.attributes)) {
            const problem = attributeProblem(spec, decodeAttribute(spec, row[name]));
            if (problem) problems.push(`${plan.table}#${String(row.id)}.${name} ${problem}`);
          }
        }
      }
      expect(problems.slice(0, 20)).toEqual([]);
    });

    it('stores datetimes without milliseconds and unspecified values as JSON', () => {
      for (const plan of tablePlans) {
        for (const [name, spec] of Object.entries(plan.resource.attributes)) {
          const type = normalizeAttribute(spec).type;
          if (type !== 'unspecified' && type !== 'array' && type !== 'object') continue;
          const values = db
            .prepare(`SELECT ${q(name)} FROM ${q(plan.table)} WHERE ${q(name)} IS NOT NULL`)
            .pluck()
            .all() as string[];
          for (const v of values) expect(() => JSON.parse(v) as unknown).not.toThrow();
        }
      }
      expect(
        count(`SELECT COUNT(*) FROM check_ins__EventTime WHERE typeof(json(total_count)) IS NULL`),
      ).toBe(0);
      expect(count(`SELECT COUNT(*) FROM people__Campus WHERE json_type(latitude) <> 'real'`)).toBe(
        0,
      );
    });

    it("has a batch in progress on a Sunday morning, before that Sunday's gifts come in", () => {
      // 06:00 in Chicago on a Sunday: the newest batch with gifts is last Sunday's.
      const sunday = seeded({ scale: 'small', seed: 1, anchor: new Date('2026-11-29T12:00:00Z') });
      const statuses = sunday
        .prepare(`SELECT DISTINCT status FROM giving__Batch ORDER BY 1`)
        .pluck()
        .all();
      expect(statuses).toEqual(['deposited', 'in_progress', 'ready_for_deposit']);
    });

    it('ends on the anchor day and keeps service times local across daylight saving time', () => {
      const march = seeded({ scale: 'small', seed: 1, anchor: new Date('2025-03-17T04:59:59Z') });
      const starts = march
        .prepare(`SELECT starts_at FROM check_ins__EventTime WHERE event_id = 1 ORDER BY starts_at`)
        .pluck()
        .all() as string[];
      expect(new Set(starts.map(chicagoTime))).toEqual(new Set(['09:00', '11:00']));
      // Both offsets occur: CST before 9 March 2025, CDT after.
      expect(new Set(starts.map((s) => s.slice(11, 13)))).toEqual(
        new Set(['15', '17', '14', '16']),
      );
      expect(starts.at(-1)?.slice(0, 10)).toBe('2025-03-16');
      const latest = march
        .prepare(
          `SELECT MAX(created_at) FROM (SELECT created_at FROM check_ins__CheckIn UNION ALL SELECT created_at FROM giving__Donation UNION ALL SELECT created_at FROM people__Person)`,
        )
        .pluck()
        .get() as string;
      expect(latest <= '2025-03-17T05:00:00Z').toBe(true);
    });
  });

  describe('one organization and the same people in every app', () => {
    it('has one organization per app, id 1, with the same name', () => {
      const names = ['check_ins', 'giving', 'people'].map(
        (app) => all<{ id: number; name: string }>(`SELECT id, name FROM ${app}__Organization`)[0],
      );
      expect(names).toEqual([
        { id: 1, name: 'Grace Fellowship Church' },
        { id: 1, name: 'Grace Fellowship Church' },
        { id: 1, name: 'Grace Fellowship Church' },
      ]);
      expect(one(`SELECT time_zone FROM check_ins__Organization`)).toEqual({
        time_zone: 'America/Chicago',
      });
    });

    it('mirrors people by id in check-ins (everyone) and giving (donors and staff)', () => {
      expect(
        count(
          `SELECT COUNT(*) FROM people__Person p LEFT JOIN check_ins__Person c ON c.id = p.id
           WHERE c.id IS NULL OR c.first_name <> p.first_name OR c.last_name <> p.last_name
              OR c.child <> p.child`,
        ),
      ).toBe(0);
      expect(count(`SELECT COUNT(*) FROM check_ins__Person`)).toBe(
        count(`SELECT COUNT(*) FROM people__Person`),
      );
      expect(
        count(
          `SELECT COUNT(*) FROM giving__Person g LEFT JOIN people__Person p ON p.id = g.id
           WHERE p.id IS NULL OR g.first_name <> p.first_name OR g.last_name <> p.last_name`,
        ),
      ).toBe(0);
      // Every giving person gave, has a recurring donation, or is staff.
      expect(
        count(
          `SELECT COUNT(*) FROM giving__Person g WHERE g.permissions IS NULL
             AND NOT EXISTS (SELECT 1 FROM giving__Donation d WHERE d.person_id = g.id)
             AND NOT EXISTS (SELECT 1 FROM giving__RecurringDonation r WHERE r.person_id = g.id)
             AND NOT EXISTS (SELECT 1 FROM people__Person p WHERE p.id = g.id AND p.people_permissions IS NOT NULL)`,
        ),
      ).toBe(0);
    });

    it('copies e-mails and addresses of givers from the people app', () => {
      const givers = all<{ id: number; email_addresses: string; addresses: string }>(
        `SELECT id, email_addresses, addresses FROM giving__Person`,
      );
      for (const g of givers) {
        const emails = all<{ address: string; location: string }>(
          `SELECT address, location FROM people__Email WHERE person_id = ? ORDER BY id`,
          g.id,
        );
        expect(JSON.parse(g.email_addresses)).toEqual(emails);
        const addresses = all(
          `SELECT street, city, state, zip, location FROM people__Address WHERE person_id = ? ORDER BY id`,
          g.id,
        );
        expect(JSON.parse(g.addresses)).toEqual(addresses);
      }
    });

    it('makes person 1 the administrator "Sandbox Admin" in every app', () => {
      expect(
        one(
          `SELECT first_name, last_name, site_administrator, people_permissions FROM people__Person WHERE id = 1`,
        ),
      ).toEqual({
        first_name: 'Sandbox',
        last_name: 'Admin',
        site_administrator: 1,
        people_permissions: 'Manager',
      });
      expect(one(`SELECT permissions FROM giving__Person WHERE id = 1`)).toEqual({
        permissions: 'administrator',
      });
      expect(one(`SELECT permission FROM check_ins__Person WHERE id = 1`)).toEqual({
        permission: 'Editor',
      });
      expect(one(`SELECT address FROM people__Email WHERE person_id = 1`)).toEqual({
        address: 'admin@sandbox.test',
      });
    });
  });

  describe('check-ins', () => {
    it('has the weekly, daily and archived events', () => {
      expect(
        all(`SELECT name, frequency, archived_at IS NOT NULL AS archived FROM check_ins__Event`),
      ).toEqual([
        { name: 'Sunday Service', frequency: 'Weekly', archived: 0 },
        { name: 'Kids Church', frequency: 'Weekly', archived: 0 },
        { name: 'Youth Night', frequency: 'Weekly', archived: 0 },
        { name: 'Morning Prayer', frequency: 'Daily', archived: 0 },
        { name: 'Midweek Bible Study', frequency: 'Weekly', archived: 1 },
      ]);
      expect(count(`SELECT COUNT(*) FROM check_ins__EventPeriod WHERE event_id = 1`)).toBe(80);
      expect(count(`SELECT COUNT(*) FROM check_ins__EventPeriod WHERE event_id = 4`)).toBe(560);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__EventPeriod p JOIN check_ins__Event e ON e.id = p.event_id
           WHERE e.archived_at IS NOT NULL AND p.ends_at > e.archived_at`,
        ),
      ).toBe(0);
    });

    it('schedules Sunday services at 9:00 and 11:00 in Chicago, two per period', () => {
      const times = all<{ starts_at: string; shows_at: string; hides_at: string }>(
        `SELECT starts_at, shows_at, hides_at FROM check_ins__EventTime WHERE event_id = 1`,
      );
      expect(times).toHaveLength(160);
      expect(new Set(times.map((t) => chicagoTime(t.starts_at)))).toEqual(
        new Set(['09:00', '11:00']),
      );
      // The range (12 May 2025 to 22 Nov 2026) crosses both changes of daylight saving time.
      expect(new Set(times.map((t) => t.starts_at.slice(11, 13)))).toEqual(
        new Set(['14', '15', '16', '17']),
      );
      for (const t of times) {
        expect(t.shows_at < t.starts_at && t.starts_at < t.hides_at).toBe(true);
      }
      expect(
        count(
          `SELECT COUNT(*) FROM (SELECT event_period_id, COUNT(*) n FROM check_ins__EventTime
           WHERE event_id IN (1, 2) GROUP BY event_period_id) WHERE n <> 2`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__EventTime t JOIN check_ins__EventPeriod p ON p.id = t.event_period_id
           WHERE t.event_id <> p.event_id OR t.starts_at < p.starts_at OR t.starts_at > p.ends_at`,
        ),
      ).toBe(0);
    });

    it('nests rooms in folders; check-ins happen in rooms of their own event', () => {
      expect(
        count(`SELECT COUNT(*) FROM check_ins__Location WHERE kind = 'Folder'`),
      ).toBeGreaterThan(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__Location c JOIN check_ins__Location p ON p.id = c.parent_id
           WHERE p.kind <> 'Folder' OR p.event_id <> c.event_id`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__CheckIn c
           JOIN check_ins__Location l ON l.id = c.location_id
           JOIN check_ins__EventPeriod p ON p.id = c.event_period_id
           WHERE l.kind <> 'Location' OR l.event_id <> c.event_id OR p.event_id <> c.event_id`,
        ),
      ).toBe(0);
    });

    it('links each check-in to event times of its period, checked in while the time shows', () => {
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__CheckIn c WHERE NOT EXISTS
           (SELECT 1 FROM check_ins__link__check_in_event_times l WHERE l.check_in_id = c.id)`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__link__check_in_event_times l
           JOIN check_ins__CheckIn c ON c.id = l.check_in_id
           JOIN check_ins__EventTime t ON t.id = l.event_time_id
           WHERE t.event_period_id <> c.event_period_id`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__CheckIn c
           JOIN check_ins__EventTime t ON t.id = (SELECT MIN(event_time_id) FROM check_ins__link__check_in_event_times WHERE check_in_id = c.id)
           WHERE c.created_at < t.shows_at OR c.created_at > t.hides_at`,
        ),
      ).toBe(0);
      expect(count(`SELECT COUNT(*) FROM check_ins__link__check_in_event_times`)).toBeGreaterThan(
        count(`SELECT COUNT(*) FROM check_ins__CheckIn`),
      );
    });

    it('has the three kinds, stations, who checked in, and coherent check-outs', () => {
      expect(all(`SELECT DISTINCT kind FROM check_ins__CheckIn ORDER BY kind`)).toEqual([
        { kind: 'Guest' },
        { kind: 'Regular' },
        { kind: 'Volunteer' },
      ]);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__CheckIn WHERE checked_in_at_id IS NULL
           OR (checked_out_at IS NULL) <> (checked_out_by_id IS NULL)
           OR checked_out_at < created_at OR updated_at < created_at`,
        ),
      ).toBe(0);
      expect(
        count(`SELECT COUNT(*) FROM check_ins__CheckIn WHERE checked_out_at IS NOT NULL`),
      ).toBeGreaterThan(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__CheckIn WHERE person_id IS NOT NULL AND checked_in_by_id IS NULL`,
        ),
      ).toBe(0);
      expect(count(`SELECT COUNT(*) FROM check_ins__CheckIn WHERE security_code = ''`)).toBe(0);
      expect(
        count(`SELECT COUNT(*) FROM check_ins__CheckIn WHERE medical_notes <> ''`),
      ).toBeGreaterThan(0);
      expect(
        count(`SELECT COUNT(*) FROM check_ins__CheckIn WHERE emergency_contact_name <> ''`),
      ).toBeGreaterThan(0);
      expect(count(`SELECT COUNT(*) FROM check_ins__link__check_in_options`)).toBeGreaterThan(0);
      // Check-in numbers run 1..n within each period.
      expect(
        count(
          `SELECT COUNT(*) FROM (SELECT event_period_id, MAX(number) m, COUNT(*) n, COUNT(DISTINCT number) d
           FROM check_ins__CheckIn GROUP BY event_period_id) WHERE m <> n OR d <> n`,
        ),
      ).toBe(0);
    });

    it('has about 2% one-time guests and a few check-ins of deleted people', () => {
      const total = count(`SELECT COUNT(*) FROM check_ins__CheckIn`);
      const guests = count(
        `SELECT COUNT(*) FROM check_ins__CheckIn WHERE _one_time_guest = 1 AND person_id IS NULL AND kind = 'Guest'`,
      );
      expect(guests / total).toBeGreaterThan(0.01);
      expect(guests / total).toBeLessThan(0.03);
      expect(count(`SELECT COUNT(*) FROM check_ins__CheckIn WHERE _one_time_guest = 1`)).toBe(
        guests,
      );
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__CheckIn WHERE person_id IS NULL AND _one_time_guest = 0`,
        ),
      ).toBeGreaterThan(0);
    });

    it('has active regulars who came every Sunday for 20 weeks, then stopped 3 to 10 weeks ago', () => {
      const at = (instant: string, days: number) =>
        `strftime('%Y-%m-%dT%H:%M:%SZ', ${instant}, '${days} days')`;
      const end = `(SELECT MAX(created_at) FROM check_ins__CheckIn)`;
      const stopped = all<{ last: string; weeksAgo: number }>(
        `WITH last AS (SELECT person_id, MAX(created_at) AS last FROM check_ins__CheckIn
                       WHERE person_id IS NOT NULL GROUP BY person_id)
         SELECT l.last, (julianday(${end}) - julianday(l.last)) / 7 AS weeksAgo
         FROM last l JOIN people__Person p ON p.id = l.person_id
         WHERE p.status = 'active' AND l.last < ${at(end, -21)} AND l.last > ${at(end, -77)}
           AND (SELECT COUNT(DISTINCT c.event_period_id) FROM check_ins__CheckIn c
                WHERE c.person_id = l.person_id AND c.event_id = 1
                  AND c.created_at > ${at('l.last', -140)}) >= 20`,
      );
      // Three households of one or two adults at small scale; the first stopped 4 weeks ago.
      expect(stopped.length).toBeGreaterThanOrEqual(3);
      expect(stopped.some((person) => person.weeksAgo < 5)).toBe(true);
    });

    it("marks exactly each person's first check-in to an event as first time", () => {
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__CheckIn c WHERE c.person_id IS NOT NULL AND c._first_time <>
           (c.id = (SELECT MIN(id) FROM check_ins__CheckIn x WHERE x.person_id = c.person_id AND x.event_id = c.event_id))`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__CheckIn WHERE _one_time_guest = 1 AND _first_time <> 1`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__CheckIn WHERE person_id IS NOT NULL AND _first_time = 0`,
        ),
      ).toBeGreaterThan(0);
    });

    it('counts check-ins by kind on periods, times, rooms per period and rooms per time', () => {
      const byKind = `SUM(c.kind = 'Regular') r, SUM(c.kind = 'Guest') g, SUM(c.kind = 'Volunteer') v`;
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__EventPeriod p LEFT JOIN
             (SELECT c.event_period_id id, ${byKind} FROM check_ins__CheckIn c GROUP BY 1) k ON k.id = p.id
           WHERE p.regular_count <> COALESCE(k.r, 0) OR p.guest_count <> COALESCE(k.g, 0) OR p.volunteer_count <> COALESCE(k.v, 0)`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__EventTime t LEFT JOIN
             (SELECT l.event_time_id id, ${byKind} FROM check_ins__link__check_in_event_times l
              JOIN check_ins__CheckIn c ON c.id = l.check_in_id GROUP BY 1) k ON k.id = t.id
           WHERE t.regular_count <> COALESCE(k.r, 0) OR t.guest_count <> COALESCE(k.g, 0) OR t.volunteer_count <> COALESCE(k.v, 0)
              OR json(t.total_count) + 0 <> t.regular_count + t.guest_count + t.volunteer_count
                 + COALESCE((SELECT SUM(total) FROM check_ins__Headcount h WHERE h.event_time_id = t.id), 0)`,
        ),
      ).toBe(0);
      // Room tallies: their link tables hold exactly the room's check-ins of that period or time.
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__LocationEventPeriod x LEFT JOIN
             (SELECT l.location_event_period_id id, ${byKind}, COUNT(*) n FROM check_ins__link__location_event_period_check_ins l
              JOIN check_ins__CheckIn c ON c.id = l.check_in_id GROUP BY 1) k ON k.id = x.id
           WHERE x.regular_count <> COALESCE(k.r, 0) OR x.guest_count <> COALESCE(k.g, 0) OR x.volunteer_count <> COALESCE(k.v, 0)`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__link__location_event_period_check_ins l
           JOIN check_ins__LocationEventPeriod x ON x.id = l.location_event_period_id
           JOIN check_ins__CheckIn c ON c.id = l.check_in_id
           WHERE c.location_id <> x.location_id OR c.event_period_id <> x.event_period_id`,
        ),
      ).toBe(0);
      expect(count(`SELECT COUNT(*) FROM check_ins__link__location_event_period_check_ins`)).toBe(
        count(`SELECT COUNT(*) FROM check_ins__CheckIn`),
      );
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__LocationEventTime x LEFT JOIN
             (SELECT l.location_event_time_id id, ${byKind} FROM check_ins__link__location_event_time_check_ins l
              JOIN check_ins__CheckIn c ON c.id = l.check_in_id GROUP BY 1) k ON k.id = x.id
           WHERE x.regular_count <> COALESCE(k.r, 0) OR x.guest_count <> COALESCE(k.g, 0) OR x.volunteer_count <> COALESCE(k.v, 0)`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__link__location_event_time_check_ins l
           JOIN check_ins__LocationEventTime x ON x.id = l.location_event_time_id
           JOIN check_ins__CheckIn c ON c.id = l.check_in_id
           WHERE c.location_id <> x.location_id OR NOT EXISTS (SELECT 1 FROM check_ins__link__check_in_event_times e
             WHERE e.check_in_id = c.id AND e.event_time_id = x.event_time_id)`,
        ),
      ).toBe(0);
      expect(count(`SELECT COUNT(*) FROM check_ins__link__location_event_time_check_ins`)).toBe(
        count(`SELECT COUNT(*) FROM check_ins__link__check_in_event_times`),
      );
    });

    it('has at most one headcount per event time and attendance type of its event', () => {
      expect(
        count(
          `SELECT COUNT(*) FROM (SELECT event_time_id, attendance_type_id FROM check_ins__Headcount GROUP BY 1, 2 HAVING COUNT(*) > 1)`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__Headcount h JOIN check_ins__EventTime t ON t.id = h.event_time_id
           JOIN check_ins__AttendanceType a ON a.id = h.attendance_type_id WHERE a.event_id <> t.event_id OR h.total < 0`,
        ),
      ).toBe(0);
    });

    it('keeps person events, person counts and group counts in step with the check-ins', () => {
      expect(
        count(
          `SELECT COUNT(*) FROM (SELECT person_id, event_id, COUNT(*) n, MIN(id) f, MAX(id) l FROM check_ins__CheckIn
             WHERE person_id IS NOT NULL GROUP BY 1, 2) k
           LEFT JOIN check_ins__PersonEvent pe ON pe.person_id = k.person_id AND pe.event_id = k.event_id
           WHERE pe.id IS NULL OR pe.check_in_count <> k.n OR pe.first_check_in_id <> k.f OR pe.last_check_in_id <> k.l`,
        ),
      ).toBe(0);
      expect(count(`SELECT COUNT(*) FROM check_ins__PersonEvent`)).toBe(
        count(
          `SELECT COUNT(*) FROM (SELECT DISTINCT person_id, event_id FROM check_ins__CheckIn WHERE person_id IS NOT NULL)`,
        ),
      );
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__Person p WHERE p.check_in_count <>
           (SELECT COUNT(*) FROM check_ins__CheckIn c WHERE c.person_id = p.id)`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__CheckInGroup g WHERE g.check_ins_count <>
           (SELECT COUNT(*) FROM check_ins__CheckIn c WHERE c.check_in_group_id = g.id)
           OR EXISTS (SELECT 1 FROM check_ins__CheckIn c WHERE c.check_in_group_id = g.id AND c.event_period_id <> g.event_period_id)`,
        ),
      ).toBe(0);
      expect(
        count(`SELECT COUNT(*) FROM check_ins__CheckInGroup WHERE check_ins_count > 1`),
      ).toBeGreaterThan(0);
    });

    it('gives grades to children only, and passes with unique codes', () => {
      expect(
        count(`SELECT COUNT(*) FROM check_ins__Person WHERE child = 0 AND grade IS NOT NULL`),
      ).toBe(0);
      expect(
        count(`SELECT COUNT(*) FROM check_ins__Person WHERE child = 1 AND grade IS NOT NULL`),
      ).toBeGreaterThan(0);
      expect(count(`SELECT COUNT(DISTINCT code) FROM check_ins__Pass`)).toBe(
        count(`SELECT COUNT(*) FROM check_ins__Pass`),
      );
      expect(all(`SELECT DISTINCT kind FROM check_ins__Pass ORDER BY kind`)).toEqual([
        { kind: 'barcode' },
        { kind: 'pkpass' },
      ]);
    });
  });

  describe('giving', () => {
    it('has what year-end statements meet: a whole year, unreachable donors, joint households, camp fees, refunds', () => {
      // Gifts in every month of the year before the anchor's (2025, anchored in 2026).
      expect(
        all<{ month: string }>(
          `SELECT DISTINCT substr(created_at, 1, 7) AS month FROM giving__Donation
            WHERE created_at >= '2025-01-01T06:00:00Z' AND created_at < '2026-01-01T06:00:00Z' ORDER BY 1`,
        ),
      ).toHaveLength(12);
      const donors = `SELECT DISTINCT person_id FROM giving__Donation`;
      const without = (table: string) =>
        count(
          `SELECT COUNT(*) FROM (${donors}) d WHERE NOT EXISTS (SELECT 1 FROM ${table} x WHERE x.person_id = d.person_id)`,
        );
      expect(without('people__Address')).toBeGreaterThan(0);
      expect(without('people__Email')).toBeGreaterThan(0);
      expect(
        count(
          `SELECT COUNT(*) FROM (${donors}) d WHERE NOT EXISTS (SELECT 1 FROM people__Address a WHERE a.person_id = d.person_id)
             AND NOT EXISTS (SELECT 1 FROM people__Email e WHERE e.person_id = d.person_id)`,
        ),
      ).toBeGreaterThan(0);
      expect(
        count(
          `SELECT COUNT(*) FROM (SELECT m.household_id FROM people__HouseholdMembership m
             WHERE m.person_id IN (${donors}) GROUP BY 1 HAVING COUNT(*) >= 2)`,
        ),
      ).toBeGreaterThan(0);
      expect(
        count(
          `SELECT COUNT(*) FROM giving__Designation x JOIN giving__Fund f ON f.id = x.fund_id
            WHERE f.name = 'Camp Registration'`,
        ),
      ).toBeGreaterThan(0);
      // Gifts refunded whole: succeeded, then refunded (D156), online so no batch total changes.
      expect(
        count(
          `SELECT COUNT(*) FROM giving__Donation WHERE refunded = 1 AND payment_status = 'succeeded'
             AND batch_id IS NULL AND updated_at > created_at`,
        ),
      ).toBeGreaterThan(0);
      expect(
        count(`SELECT COUNT(*) FROM giving__Donation WHERE refunded = 1 AND batch_id IS NOT NULL`),
      ).toBe(0);
    });

    it('splits every donation across one to three funds, summing exactly', () => {
      expect(
        count(
          `SELECT COUNT(*) FROM giving__Donation d WHERE d.amount_cents <= 0 OR d.person_id IS NULL
           OR d.fee_currency <> d.amount_currency
           OR (SELECT COUNT(*) FROM giving__Designation x WHERE x.donation_id = d.id) NOT BETWEEN 1 AND 3
           OR (SELECT SUM(amount_cents) FROM giving__Designation x WHERE x.donation_id = d.id) <> d.amount_cents
           OR EXISTS (SELECT 1 FROM giving__Designation x WHERE x.donation_id = d.id AND (x.amount_currency <> d.amount_currency OR x.amount_cents <= 0))`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM giving__Donation d WHERE (SELECT COUNT(*) FROM giving__Designation x WHERE x.donation_id = d.id) > 1`,
        ),
      ).toBeGreaterThan(0);
    });

    it('describes each payment coherently with its method', () => {
      const bad = count(
        `SELECT COUNT(*) FROM giving__Donation WHERE
           (payment_method = 'cash' AND (payment_brand IS NOT NULL OR payment_last4 IS NOT NULL OR fee_cents <> 0))
        OR (payment_method = 'check' AND (payment_brand IS NOT NULL OR fee_cents <> 0))
        OR (payment_method = 'card' AND (payment_brand NOT IN ('Visa', 'Mastercard', 'American Express', 'Discover') OR payment_method_sub IS NULL))
        OR (payment_method = 'ach' AND (payment_brand IS NULL OR payment_last4 IS NULL))
        OR (payment_method <> 'card' AND payment_method_sub IS NOT NULL)
        OR (payment_last4 IS NOT NULL AND payment_last4 NOT GLOB '[0-9][0-9][0-9][0-9]')
        OR ((batch_id IS NULL) <> (payment_channel = 'online'))
        OR (payment_channel = 'batch' AND payment_method NOT IN ('cash', 'check'))`,
      );
      expect(bad).toBe(0);
      expect(all(`SELECT DISTINCT payment_method FROM giving__Donation ORDER BY 1`)).toHaveLength(
        4,
      );
      expect(all(`SELECT DISTINCT payment_status FROM giving__Donation ORDER BY 1`)).toEqual([
        { payment_status: 'failed' },
        { payment_status: 'pending' },
        { payment_status: 'succeeded' },
      ]);
      expect(count(`SELECT COUNT(*) FROM giving__Donation WHERE fee_cents < 0`)).toBeGreaterThan(0);
      expect(
        count(
          `SELECT COUNT(*) FROM giving__Donation WHERE payment_method IN ('card', 'ach') AND fee_cents > 0`,
        ),
      ).toBeGreaterThan(0);
    });

    it('totals batches and deposits, with batch statuses matching deposits', () => {
      expect(
        count(
          `SELECT COUNT(*) FROM giving__Batch b WHERE b.total_cents <>
             (SELECT SUM(amount_cents) FROM giving__Donation d WHERE d.batch_id = b.id)
           OR EXISTS (SELECT 1 FROM giving__Donation d WHERE d.batch_id = b.id AND d.amount_currency <> b.total_currency)
           OR (b.status = 'deposited') <> (b.deposit_id IS NOT NULL)`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM giving__Deposit x WHERE x.total_cents <>
             (SELECT SUM(total_cents) FROM giving__Batch b WHERE b.deposit_id = x.id)
           OR EXISTS (SELECT 1 FROM giving__Batch b WHERE b.deposit_id = x.id AND b.total_currency <> x.total_currency)`,
        ),
      ).toBe(0);
      expect(all(`SELECT DISTINCT status FROM giving__Batch ORDER BY 1`)).toEqual([
        { status: 'deposited' },
        { status: 'in_progress' },
        { status: 'ready_for_deposit' },
      ]);
      expect(all(`SELECT DISTINCT cleared FROM giving__Deposit ORDER BY 1`)).toEqual([
        { cleared: 0 },
        { cleared: 1 },
      ]);
      expect(
        count(
          `SELECT COUNT(*) FROM giving__Batch b WHERE b.total_currency = 'CAD' AND EXISTS
           (SELECT 1 FROM giving__Donation d WHERE d.batch_id = b.id)`,
        ),
      ).toBeGreaterThan(0);
      expect(
        count(
          `SELECT COUNT(*) FROM giving__Donation WHERE amount_currency = 'CAD' AND batch_id IS NULL`,
        ),
      ).toBe(0);
    });

    it('stores payment methods and recurring donations coherently', () => {
      expect(
        count(
          `SELECT COUNT(*) FROM giving__PaymentMethod WHERE
             (method_type = 'card' AND (expiration IS NULL OR verified IS NOT NULL OR method_subtype NOT IN ('credit', 'debit')))
          OR (method_type = 'bank_account' AND (expiration IS NOT NULL OR verified NOT IN ('true', 'false') OR method_subtype NOT IN ('checking', 'savings')))`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM giving__RecurringDonation r JOIN giving__PaymentMethod m ON m.id = r.payment_method_id
           WHERE m.person_id <> r.person_id
              OR r.amount_cents <> (SELECT SUM(amount_cents) FROM giving__RecurringDonationDesignation d WHERE d.recurring_donation_id = r.id)
              OR json_type(r.schedule) <> 'object'
              OR r.next_occurrence <= '2026-11-23T06:00:00Z'`,
        ),
      ).toBe(0);
      const statuses = all<{ status: string }>(
        `SELECT DISTINCT status FROM giving__RecurringDonation`,
      );
      expect(statuses.map((s) => s.status)).toContain('active');
      for (const { status } of statuses) {
        expect(
          status === 'active' ||
            status === 'on hold indefinitely' ||
            (status.startsWith('on hold until ') && isCalendarDate(status.slice(14))),
        ).toBe(true);
      }
      expect(
        count(
          `SELECT COUNT(*) FROM giving__RecurringDonation WHERE last_donation_received_at IS NULL`,
        ),
      ).toBeGreaterThan(0);
      expect(
        count(
          `SELECT COUNT(*) FROM giving__RecurringDonation WHERE last_donation_received_at IS NOT NULL`,
        ),
      ).toBeGreaterThan(0);
    });

    it('has funds with colors and every visibility', () => {
      expect(all(`SELECT DISTINCT visibility FROM giving__Fund ORDER BY 1`)).toEqual([
        { visibility: 'admin_only' },
        { visibility: 'everywhere' },
        { visibility: 'nowhere' },
      ]);
    });
  });

  describe('people', () => {
    it('gives each person with addresses or e-mails exactly one primary of each', () => {
      for (const table of ['people__Address', 'people__Email']) {
        expect(
          count(
            `SELECT COUNT(*) FROM (SELECT person_id, SUM("primary") p FROM ${table} GROUP BY 1) WHERE p <> 1`,
          ),
          table,
        ).toBe(0);
      }
    });

    it('keeps households in step with their memberships', () => {
      expect(
        count(
          `SELECT COUNT(*) FROM people__Household h WHERE h.member_count <>
             (SELECT COUNT(*) FROM people__HouseholdMembership m WHERE m.household_id = h.id)
           OR NOT EXISTS (SELECT 1 FROM people__HouseholdMembership m WHERE m.household_id = h.id AND m.person_id = h.primary_contact_id)
           OR h.primary_contact_name <> (SELECT name FROM people__Person p WHERE p.id = h.primary_contact_id)`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM people__HouseholdMembership m JOIN people__Person p ON p.id = m.person_id WHERE m.person_name <> p.name`,
        ),
      ).toBe(0);
      expect(
        count(`SELECT COUNT(*) FROM people__HouseholdMembership WHERE pending = 1`),
      ).toBeGreaterThan(0);
    });

    it('stores field data that fit their definitions', () => {
      expect(
        count(
          `SELECT COUNT(*) FROM people__FieldDatum d JOIN people__FieldDefinition f ON f.id = d.field_definition_id
           LEFT JOIN people__FieldOption o ON o.id = d.field_option_id
           WHERE d.tab_id <> f.tab_id
              OR (f.data_type IN ('select', 'checkboxes') AND (o.id IS NULL OR o.field_definition_id <> f.id OR o.value <> d.value))
              OR (f.data_type NOT IN ('select', 'checkboxes') AND d.field_option_id IS NOT NULL)
              OR (f.data_type = 'boolean' AND d.value NOT IN ('true', 'false'))
              OR (f.data_type = 'number' AND CAST(d.value AS INTEGER) || '' <> d.value)
              OR (f.data_type = 'date' AND date(d.value) IS NOT d.value)
              OR (f.data_type = 'file' AND d.file IS NULL)
              OR (f.data_type <> 'file' AND d.file IS NOT NULL)
              OR f.data_type = 'header'`,
        ),
      ).toBe(0);
      expect(
        all(
          `SELECT DISTINCT f.data_type FROM people__FieldDatum d JOIN people__FieldDefinition f ON f.id = d.field_definition_id ORDER BY 1`,
        ),
      ).toHaveLength(8);
      expect(
        count(`SELECT COUNT(*) FROM people__FieldDefinition WHERE deleted_at IS NOT NULL`),
      ).toBe(1);
      expect(
        count(
          `SELECT COUNT(*) FROM (SELECT person_id, field_definition_id FROM people__FieldDatum d
           JOIN people__FieldDefinition f ON f.id = d.field_definition_id WHERE f.data_type <> 'checkboxes'
           GROUP BY 1, 2 HAVING COUNT(*) > 1)`,
        ),
      ).toBe(0);
    });

    it("stores list results as a run computes them from the lists' conditions", () => {
      const lists = all<{
        id: number;
        subset: string;
        include_inactive: number;
        total_people: string;
      }>(`SELECT id, subset, include_inactive, total_people FROM people__List`);
      const inactive = new Set(
        db
          .prepare(`SELECT id FROM people__Person WHERE status = 'inactive'`)
          .pluck()
          .all() as number[],
      );
      const combine = (sets: Set<number>[], subset: string) =>
        subset === 'any'
          ? new Set(sets.flatMap((s) => [...s]))
          : new Set([...(sets[0] ?? [])].filter((id) => sets.every((s) => s.has(id))));
      for (const list of lists) {
        const rules = all<{ id: number; subset: string }>(
          `SELECT id, subset FROM people__Rule WHERE list_id = ?`,
          list.id,
        );
        const ruleSets = rules.map((rule) => {
          const conditions = all<{
            id: number;
            definition_identifier: string;
            comparison: string;
            settings: string;
          }>(
            `SELECT id, definition_identifier, comparison, settings FROM people__Condition WHERE rule_id = ?`,
            rule.id,
          );
          return combine(
            conditions.map((c) => {
              expect(c.comparison).toBe('equal');
              const { value } = JSON.parse(c.settings) as { value: string | boolean };
              const sqlValue = typeof value === 'boolean' ? Number(value) : value;
              const expected = db
                .prepare(
                  `SELECT id FROM people__Person WHERE ${q(c.definition_identifier)} = ? COLLATE NOCASE ORDER BY id`,
                )
                .pluck()
                .all(sqlValue) as number[];
              const stored = db
                .prepare(
                  `SELECT person_id FROM people__ConditionResult WHERE condition_id = ? ORDER BY person_id`,
                )
                .pluck()
                .all(c.id) as number[];
              expect(stored).toEqual(expected);
              return new Set(expected);
            }),
            rule.subset,
          );
        });
        const everyone = [...combine(ruleSets, list.subset)];
        const results = everyone
          .filter((id) => list.include_inactive === 1 || !inactive.has(id))
          .sort((a, b) => a - b);
        const stored = db
          .prepare(
            `SELECT person_id FROM people__link__list_people WHERE list_id = ? ORDER BY person_id`,
          )
          .pluck()
          .all(list.id) as number[];
        expect(stored).toEqual(results);
        expect(JSON.parse(list.total_people)).toBe(results.length);
      }
      expect(all(`SELECT DISTINCT subset FROM people__List ORDER BY 1`)).toEqual([
        { subset: 'all' },
        { subset: 'any' },
      ]);
    });

    it('records message deliveries with the matching times', () => {
      expect(
        count(
          `SELECT COUNT(*) FROM people__Message WHERE
             delivery_status NOT IN ('sent', 'delivered', 'bounced', 'rejected')
          OR (delivery_status IN ('sent', 'delivered') AND (sent_at IS NULL OR bounced_at IS NOT NULL OR reject_reason IS NOT NULL))
          OR (delivery_status = 'bounced' AND (sent_at IS NULL OR bounced_at IS NULL OR bounced_at < sent_at))
          OR (delivery_status = 'rejected' AND (sent_at IS NOT NULL OR reject_reason IS NULL OR rejection_notification_sent_at IS NULL))`,
        ),
      ).toBe(0);
      expect(
        count(
          `SELECT COUNT(*) FROM people__MessageGroup g WHERE g.message_count <> (SELECT COUNT(*) FROM people__Message m WHERE m.message_group_id = g.id)`,
        ),
      ).toBe(0);
      expect(all(`SELECT DISTINCT delivery_status FROM people__Message ORDER BY 1`)).toHaveLength(
        4,
      );
    });

    it('records imports, and statistics that match the data', () => {
      expect(
        count(
          `SELECT COUNT(*) FROM people__PeopleImport WHERE (status = 0) <> (processed_at IS NULL) OR (status = 2) <> (undone_at IS NOT NULL)`,
        ),
      ).toBe(0);
      expect(
        one(`SELECT value FROM people__OrganizationStatistics WHERE name = 'total_people'`),
      ).toEqual({
        value: count(`SELECT COUNT(*) FROM people__Person`),
      });
      expect(
        one(`SELECT value FROM people__OrganizationStatistics WHERE name = 'households'`),
      ).toEqual({
        value: count(`SELECT COUNT(*) FROM people__Household`),
      });
      expect(
        count(
          `SELECT COUNT(*) FROM people__Person WHERE (status = 'inactive') <> (inactivated_at IS NOT NULL)`,
        ),
      ).toBe(0);
    });
  });

  describe('an 80-week history with seasons, growth and newcomers', () => {
    // The small range: Monday 12 May 2025 to Sunday 22 November 2026, 80 Sundays.
    const rangeStart = '2025-05-12T05:00:00Z';
    const now = '2026-11-23T06:00:00Z';

    /** Total attendance (check-ins and headcounts) of the Sunday services, per day. */
    function sundays(): Map<string, number> {
      const rows = all<{ day: string; n: number }>(
        `SELECT substr(starts_at, 1, 10) AS day, SUM(json(total_count)) AS n
         FROM check_ins__EventTime WHERE event_id = 1 GROUP BY day ORDER BY day`,
      );
      return new Map(rows.map((r) => [r.day, r.n]));
    }
    const mean = (days: Map<string, number>, from: string, to: string, except?: string) => {
      const values = [...days].filter(([d]) => d >= from && d <= to && d !== except);
      return values.reduce((sum, [, n]) => sum + n, 0) / values.length;
    };

    it('has weekly sessions and gifts over all 80 weeks', () => {
      const days = [...sundays().keys()];
      expect(days).toHaveLength(80);
      expect(days[0]).toBe('2025-05-18');
      expect(days.at(-1)).toBe('2026-11-22');
      // Every four weeks of the range have check-ins, gifts online and in the offering, and
      // batches; recurring gifts come from the start.
      for (let block = 0; block < 20; block++) {
        const from = new Date(Date.parse(rangeStart) + block * 28 * 86_400_000).toISOString();
        const to = new Date(Date.parse(from) + 28 * 86_400_000).toISOString();
        const where = `created_at >= '${from.slice(0, 19)}Z' AND created_at < '${to.slice(0, 19)}Z'`;
        expect(
          count(`SELECT COUNT(*) FROM check_ins__CheckIn WHERE ${where}`),
          from,
        ).toBeGreaterThan(150);
        expect(
          count(
            `SELECT COUNT(*) FROM giving__Donation WHERE payment_channel = 'online' AND ${where}`,
          ),
          from,
        ).toBeGreaterThan(10);
        expect(
          count(`SELECT COUNT(*) FROM giving__Donation WHERE batch_id IS NOT NULL AND ${where}`),
          from,
        ).toBeGreaterThan(10);
        expect(count(`SELECT COUNT(*) FROM giving__Batch WHERE ${where}`), from).toBeGreaterThan(2);
      }
      expect(
        count(`SELECT COUNT(*) FROM giving__RecurringDonation WHERE created_at < ?`, rangeStart),
      ).toBeGreaterThan(5);
    });

    it('dips in summer and in January, and peaks at Easter and Christmas', () => {
      const days = sundays();
      const autumn = mean(days, '2025-09-01', '2025-11-30');
      expect(mean(days, '2025-06-01', '2025-08-31')).toBeLessThan(autumn * 0.9);
      expect(mean(days, '2026-06-01', '2026-08-31')).toBeLessThan(
        mean(days, '2026-09-01', '2026-11-22') * 0.9,
      );
      expect(mean(days, '2026-01-01', '2026-01-31')).toBeLessThan(autumn * 0.95);
      // Easter 2026 fell on 5 April, Christmas Sunday 2025 on 21 December.
      const easter = days.get('2026-04-05') ?? 0;
      expect(easter).toBeGreaterThan(mean(days, '2026-03-01', '2026-04-30', '2026-04-05') * 1.3);
      const christmas = days.get('2025-12-21') ?? 0;
      expect(christmas).toBeGreaterThan(
        mean(days, '2025-11-01', '2025-12-31', '2025-12-21') * 1.25,
      );
      // A crowded Sunday opens the overflow room.
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__Headcount h JOIN check_ins__EventTime t ON t.id = h.event_time_id
           WHERE h.attendance_type_id = 2 AND substr(t.starts_at, 1, 10) IN ('2026-04-05', '2025-12-21')`,
        ),
      ).toBe(4);
    });

    it('grows attendance and giving by about a tenth a year', () => {
      // The last 28 weeks against the same weeks a year before, over the events that ran the
      // whole range (the archived Bible study stopped halfway).
      const yearAgo = (iso: string) =>
        `${new Date(Date.parse(iso) - 364 * 86_400_000).toISOString().slice(0, 19)}Z`;
      const recentFrom = '2026-05-11T05:00:00Z';
      const attendance = (from: string, to: string) =>
        count(
          `SELECT SUM(json(t.total_count)) FROM check_ins__EventTime t JOIN check_ins__Event e ON e.id = t.event_id
           WHERE e.archived_at IS NULL AND t.starts_at >= ? AND t.starts_at < ?`,
          from,
          to,
        );
      const giving = (from: string, to: string) =>
        count(
          `SELECT SUM(amount_cents) FROM giving__Donation
           WHERE amount_currency = 'USD' AND created_at >= ? AND created_at < ?`,
          from,
          to,
        );
      const attendanceGrowth =
        attendance(recentFrom, now) / attendance(yearAgo(recentFrom), yearAgo(now));
      expect(attendanceGrowth).toBeGreaterThan(1.06);
      expect(attendanceGrowth).toBeLessThan(1.15);
      const givingGrowth = giving(recentFrom, now) / giving(yearAgo(recentFrom), yearAgo(now));
      expect(givingGrowth).toBeGreaterThan(1.05);
      expect(givingGrowth).toBeLessThan(1.16);
    });

    it('has first-time guests every week: new people at their first Sunday service', () => {
      const firstTimers = all<{ day: string; n: number }>(
        `SELECT substr(c.created_at, 1, 10) AS day, COUNT(DISTINCT c.person_id) AS n
         FROM check_ins__CheckIn c JOIN people__Person p ON p.id = c.person_id
         WHERE c._first_time = 1 AND c.event_id IN (1, 2) AND c.kind = 'Guest'
           AND p.created_at > datetime(c.created_at, '-7 days') GROUP BY day`,
      );
      const byDay = new Map(firstTimers.map((r) => [r.day, r.n]));
      const days = [...sundays().keys()];
      for (const day of days) expect(byDay.get(day) ?? 0, day).toBeGreaterThan(0);
      const perWeek = days.reduce((sum, d) => sum + (byDay.get(d) ?? 0), 0) / days.length;
      expect(perWeek).toBeGreaterThan(1);
      expect(perWeek).toBeLessThan(5);
      // Some of them stay: they come back and become regular attenders.
      expect(
        count(
          `SELECT COUNT(*) FROM people__Person p WHERE p.created_at >= ? AND p.membership = 'Regular Attender'
           AND (SELECT COUNT(*) FROM check_ins__CheckIn c WHERE c.person_id = p.id) >= 5`,
          rangeStart,
        ),
      ).toBeGreaterThan(20);
    });

    it('counts heads at most sessions of events with attendance types, plausibly', () => {
      const started = `t.starts_at <= '${now}' AND t.event_id IN (SELECT event_id FROM check_ins__AttendanceType)`;
      const times = count(`SELECT COUNT(*) FROM check_ins__EventTime t WHERE ${started}`);
      const counted = count(
        `SELECT COUNT(*) FROM check_ins__EventTime t WHERE ${started}
         AND EXISTS (SELECT 1 FROM check_ins__Headcount h WHERE h.event_time_id = t.id)`,
      );
      expect(counted / times).toBeGreaterThan(0.7);
      // Adults not checked in are fewer than those checked in at the same service, never none.
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__Headcount h JOIN check_ins__EventTime t ON t.id = h.event_time_id
           WHERE h.attendance_type_id = 1
             AND (h.total < 6 OR h.total > MAX(6, t.regular_count + t.guest_count + t.volunteer_count))`,
        ),
      ).toBe(0);
      // The event time's total is its check-ins and headcounts (D25).
      expect(
        count(
          `SELECT COUNT(*) FROM check_ins__EventTime t WHERE json(t.total_count) + 0 <>
             t.regular_count + t.guest_count + t.volunteer_count +
             (SELECT COALESCE(SUM(h.total), 0) FROM check_ins__Headcount h WHERE h.event_time_id = t.id)`,
        ),
      ).toBe(0);
    });
  });
});
