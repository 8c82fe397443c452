/**
 * The check-ins app's fixed set-up (events, rooms, labels, options, stations, themes, attendance
 * types) and the schedule of sessions: event periods and their event times, as real local times
 * of the organization converted to UTC.
 */
import type { ListedValue } from '../catalog-keys';
import type { SeedContext } from './seed-context';
import { DAY_MS, MINUTE_MS, addDays, weekdayOnOrBefore } from './time';
import type { LocalDay } from './time';

export type EventKey = 'sunday' | 'kids' | 'youth' | 'prayer' | 'bible';
export type CheckInKind = ListedValue<'check_ins', 'CheckIn', 'kind'>;

export interface EventSpec {
  readonly id: number;
  readonly key: EventKey;
  readonly name: string;
  readonly frequency: 'Weekly' | 'Daily';
  /** Day of the week of a weekly event (0 = Sunday). */
  readonly weekday: number;
  /** Local start times, [hour, minute]. */
  readonly times: readonly (readonly [number, number])[];
  readonly durationMinutes: number;
  /** Stations show a time this long before it starts, and hide it this long after. */
  readonly showsBeforeMinutes: number;
  readonly hidesAfterMinutes: number;
  readonly servicesIntegration: boolean;
  /** Archived events ran only in the first part of the range. */
  readonly archived: boolean;
}

export const events: readonly EventSpec[] = [
  {
    id: 1,
    key: 'sunday',
    name: 'Sunday Service',
    frequency: 'Weekly',
    weekday: 0,
    times: [
      [9, 0],
      [11, 0],
    ],
    durationMinutes: 75,
    showsBeforeMinutes: 60,
    hidesAfterMinutes: 45,
    servicesIntegration: true,
    archived: false,
  },
  {
    id: 2,
    key: 'kids',
    name: 'Kids Church',
    frequency: 'Weekly',
    weekday: 0,
    times: [
      [9, 0],
      [11, 0],
    ],
    durationMinutes: 75,
    showsBeforeMinutes: 60,
    hidesAfterMinutes: 45,
    servicesIntegration: false,
    archived: false,
  },
  {
    id: 3,
    key: 'youth',
    name: 'Youth Night',
    frequency: 'Weekly',
    weekday: 3,
    times: [[18, 30]],
    durationMinutes: 120,
    showsBeforeMinutes: 45,
    hidesAfterMinutes: 60,
    servicesIntegration: false,
    archived: false,
  },
  {
    id: 4,
    key: 'prayer',
    name: 'Morning Prayer',
    frequency: 'Daily',
    weekday: 0,
    times: [[6, 30]],
    durationMinutes: 45,
    showsBeforeMinutes: 30,
    hidesAfterMinutes: 30,
    servicesIntegration: false,
    archived: false,
  },
  {
    id: 5,
    key: 'bible',
    name: 'Midweek Bible Study',
    frequency: 'Weekly',
    weekday: 2,
    times: [[19, 0]],
    durationMinutes: 90,
    showsBeforeMinutes: 45,
    hidesAfterMinutes: 45,
    servicesIntegration: false,
    archived: true,
  },
];

export function eventSpec(key: EventKey): EventSpec {
  const found = events.find((e) => e.key === key);
  if (!found) throw new Error(`no event ${key}`);
  return found;
}

export interface LocationSpec {
  readonly id: number;
  readonly event: EventKey;
  readonly name: string;
  readonly kind: ListedValue<'check_ins', 'Location', 'kind'>;
  readonly parentId: number | null;
  readonly position: number;
  /** 'age' or 'grade' for children's rooms, '' when the room takes anyone. */
  readonly ageRangeBy: 'age' | 'grade' | '';
  readonly ageMinMonths: number;
  readonly gradeMin: number;
  readonly gradeMax: number;
  readonly maxOccupancy: number;
  readonly questions: string;
}

const room = (
  id: number,
  event: EventKey,
  name: string,
  position: number,
  parentId: number | null,
  maxOccupancy: number,
  range: Partial<Pick<LocationSpec, 'ageRangeBy' | 'ageMinMonths' | 'gradeMin' | 'gradeMax'>> = {},
): LocationSpec => ({
  id,
  event,
  name,
  kind: 'Location',
  parentId,
  position,
  ageRangeBy: range.ageRangeBy ?? '',
  ageMinMonths: range.ageMinMonths ?? 0,
  gradeMin: range.gradeMin ?? 0,
  gradeMax: range.gradeMax ?? 0,
  maxOccupancy,
  questions: range.ageRangeBy ? 'Any allergies or special needs we should know about?' : '',
});

const folder = (id: number, event: EventKey, name: string, position: number): LocationSpec => ({
  ...room(id, event, name, position, null, 0),
  kind: 'Folder',
});

/** Rooms by id; children point at their folder. */
export const locations: readonly LocationSpec[] = [
  folder(1, 'sunday', 'Worship Center', 1),
  room(2, 'sunday', 'Auditorium', 1, 1, 450),
  room(3, 'sunday', 'Balcony', 2, 1, 150),
  room(4, 'sunday', 'Welcome Team', 2, null, 40),
  folder(5, 'kids', 'Nursery', 1),
  room(6, 'kids', 'Babies', 1, 5, 12, { ageRangeBy: 'age', ageMinMonths: 0 }),
  room(7, 'kids', 'Toddlers', 2, 5, 14, { ageRangeBy: 'age', ageMinMonths: 12 }),
  folder(8, 'kids', 'Preschool', 2),
  room(9, 'kids', 'Twos & Threes', 1, 8, 18, { ageRangeBy: 'age', ageMinMonths: 24 }),
  room(10, 'kids', 'Pre-K', 2, 8, 20, { ageRangeBy: 'age', ageMinMonths: 48 }),
  folder(11, 'kids', 'Elementary', 3),
  room(12, 'kids', 'K-1st', 1, 11, 24, { ageRangeBy: 'grade', gradeMin: 0, gradeMax: 1 }),
  room(13, 'kids', '2nd-3rd', 2, 11, 24, { ageRangeBy: 'grade', gradeMin: 2, gradeMax: 3 }),
  room(14, 'kids', '4th-5th', 3, 11, 24, { ageRangeBy: 'grade', gradeMin: 4, gradeMax: 5 }),
  room(15, 'kids', 'Kids Volunteers', 4, null, 30),
  folder(16, 'youth', 'Student Ministry', 1),
  room(17, 'youth', 'Middle School', 1, 16, 60, { ageRangeBy: 'grade', gradeMin: 6, gradeMax: 8 }),
  room(18, 'youth', 'High School', 2, 16, 60, { ageRangeBy: 'grade', gradeMin: 9, gradeMax: 12 }),
  room(19, 'youth', 'Youth Leaders', 2, null, 20),
  room(20, 'prayer', 'Prayer Room', 1, null, 30),
  room(21, 'bible', 'Fellowship Hall', 1, null, 80),
];

export const locationIds = {
  auditorium: 2,
  balcony: 3,
  welcomeTeam: 4,
  kidsVolunteers: 15,
  middleSchool: 17,
  highSchool: 18,
  youthLeaders: 19,
  prayerRoom: 20,
  fellowshipHall: 21,
} as const;

/** The children's room of a child, by grade from kindergarten up and by age below. */
export function childRoom(grade: number | null, ageMonths: number): number {
  if (grade !== null && grade >= 0) {
    if (grade <= 1) return 12;
    if (grade <= 3) return 13;
    if (grade <= 5) return 14;
    return grade <= 8 ? locationIds.middleSchool : locationIds.highSchool;
  }
  if (ageMonths < 12) return 6;
  if (ageMonths < 24) return 7;
  return ageMonths < 48 ? 9 : 10;
}

export const kidsRooms = [6, 7, 9, 10, 12, 13, 14] as const;

export interface LabelSpec {
  readonly id: number;
  readonly name: string;
  readonly printsFor: ListedValue<'check_ins', 'Label', 'prints_for'>;
  readonly roll: string;
}

export const labels: readonly LabelSpec[] = [
  { id: 1, name: 'Name Tag', printsFor: 'Person', roll: 'Dymo 30256' },
  { id: 2, name: 'Security Tag', printsFor: 'Group', roll: 'Dymo 30252' },
  { id: 3, name: 'Allergy Alert', printsFor: 'Person', roll: 'Dymo 30252' },
  { id: 4, name: 'Volunteer Badge', printsFor: 'Person', roll: 'Dymo 30256' },
  { id: 5, name: 'Parent Pickup', printsFor: 'Group', roll: 'Dymo 30252' },
];

export function labelXml(label: LabelSpec): string {
  const fields =
    label.printsFor === 'Group'
      ? '<text field="security_code" size="48"/><text field="event_name" size="12"/>'
      : '<text field="first_name" size="36"/><text field="last_name" size="18"/><text field="location_name" size="12"/>';
  return `<label name="${label.name}" roll="${label.roll}">${fields}</label>`;
}

export interface AudienceLabel {
  readonly labelId: number;
  readonly quantity: number;
  readonly regular: boolean;
  readonly guest: boolean;
  readonly volunteer: boolean;
}

const audience = (labelId: number, who: readonly CheckInKind[], quantity = 1): AudienceLabel => ({
  labelId,
  quantity,
  regular: who.includes('Regular'),
  guest: who.includes('Guest'),
  volunteer: who.includes('Volunteer'),
});

export const eventLabels: Readonly<Record<EventKey, readonly AudienceLabel[]>> = {
  sunday: [audience(1, ['Guest']), audience(4, ['Volunteer'])],
  kids: [
    audience(1, ['Regular', 'Guest']),
    audience(2, ['Regular', 'Guest']),
    audience(5, ['Regular', 'Guest']),
    audience(4, ['Volunteer']),
  ],
  youth: [audience(1, ['Regular', 'Guest']), audience(4, ['Volunteer'])],
  prayer: [],
  bible: [audience(1, ['Guest'])],
};

export const locationLabels: Readonly<Record<number, readonly AudienceLabel[]>> = {
  6: [audience(3, ['Regular', 'Guest'])],
  7: [audience(3, ['Regular', 'Guest'])],
  9: [audience(3, ['Regular', 'Guest'])],
  15: [audience(1, ['Volunteer'])],
};

export interface OptionSpec {
  readonly id: number;
  readonly locationId: number;
  readonly body: string;
  readonly labelId: number | null;
  readonly quantity: number;
  readonly purpose: 'allergy' | 'diaper' | 'both-services' | 'friend';
}

export const options: readonly OptionSpec[] = (() => {
  const list: OptionSpec[] = [];
  const add = (
    locationId: number,
    body: string,
    labelId: number | null,
    quantity: number,
    purpose: OptionSpec['purpose'],
  ) => list.push({ id: list.length + 1, locationId, body, labelId, quantity, purpose });
  for (const locationId of kidsRooms) add(locationId, 'Food allergy', 3, 1, 'allergy');
  for (const locationId of [6, 7]) add(locationId, 'Needs diaper changes', null, 0, 'diaper');
  for (const locationId of [12, 13, 14])
    add(locationId, 'Staying for both services', null, 0, 'both-services');
  for (const locationId of [17, 18]) add(locationId, 'Bringing a friend', 1, 1, 'friend');
  return list;
})();

export interface ThemeSpec {
  readonly id: number;
  readonly name: string;
  readonly color: string;
  readonly textColor: string;
  readonly slug: string;
}

export const themes: readonly ThemeSpec[] = [
  { id: 1, name: 'Grace Blue', color: '#1c4e80', textColor: '#ffffff', slug: 'grace-blue' },
  { id: 2, name: 'Kids Jungle', color: '#2b8a3e', textColor: '#ffffff', slug: 'kids-jungle' },
  { id: 3, name: 'Youth Neon', color: '#5f3dc4', textColor: '#f8f9fa', slug: 'youth-neon' },
];

export interface StationSpec {
  readonly id: number;
  readonly name: string;
  /** 0 self check-in, 1 manned, 2 roster. */
  readonly mode: number;
  /** 0 phone number search, 1 name search, 2 barcode. */
  readonly inputType: number;
  readonly event: EventKey;
  readonly locationId: number | null;
  readonly themeId: number;
  readonly printStationId: number | null;
  readonly showScanner: boolean;
  readonly timeoutSeconds: number;
  readonly online: boolean;
}

export const stations: readonly StationSpec[] = [
  {
    id: 1,
    name: 'Lobby Kiosk 1',
    mode: 0,
    inputType: 0,
    event: 'sunday',
    locationId: null,
    themeId: 1,
    printStationId: 1,
    showScanner: true,
    timeoutSeconds: 60,
    online: true,
  },
  {
    id: 2,
    name: 'Lobby Kiosk 2',
    mode: 0,
    inputType: 0,
    event: 'sunday',
    locationId: null,
    themeId: 1,
    printStationId: 1,
    showScanner: true,
    timeoutSeconds: 60,
    online: true,
  },
  {
    id: 3,
    name: 'Welcome Desk',
    mode: 1,
    inputType: 1,
    event: 'sunday',
    locationId: null,
    themeId: 1,
    printStationId: 3,
    showScanner: false,
    timeoutSeconds: 300,
    online: true,
  },
  {
    id: 4,
    name: 'Kids Kiosk 1',
    mode: 0,
    inputType: 0,
    event: 'kids',
    locationId: null,
    themeId: 2,
    printStationId: 4,
    showScanner: true,
    timeoutSeconds: 60,
    online: true,
  },
  {
    id: 5,
    name: 'Kids Kiosk 2',
    mode: 0,
    inputType: 2,
    event: 'kids',
    locationId: null,
    themeId: 2,
    printStationId: 4,
    showScanner: true,
    timeoutSeconds: 60,
    online: true,
  },
  {
    id: 6,
    name: 'Youth Check-in',
    mode: 0,
    inputType: 0,
    event: 'youth',
    locationId: null,
    themeId: 3,
    printStationId: 6,
    showScanner: true,
    timeoutSeconds: 90,
    online: true,
  },
  {
    id: 7,
    name: 'Volunteer Kiosk',
    mode: 0,
    inputType: 1,
    event: 'sunday',
    locationId: null,
    themeId: 1,
    printStationId: 3,
    showScanner: false,
    timeoutSeconds: 60,
    online: true,
  },
  {
    id: 8,
    name: 'Prayer Room iPad',
    mode: 0,
    inputType: 1,
    event: 'prayer',
    locationId: 20,
    themeId: 1,
    printStationId: null,
    showScanner: false,
    timeoutSeconds: 30,
    online: false,
  },
  {
    id: 9,
    name: 'Fellowship Hall Kiosk',
    mode: 2,
    inputType: 1,
    event: 'bible',
    locationId: 21,
    themeId: 1,
    printStationId: null,
    showScanner: false,
    timeoutSeconds: 60,
    online: false,
  },
];

export const stationIds = {
  lobby: [1, 2],
  welcomeDesk: 3,
  kids: [4, 5],
  youth: 6,
  volunteer: 7,
  prayer: 8,
  bible: 9,
} as const;

export interface AttendanceTypeSpec {
  readonly id: number;
  readonly event: EventKey;
  readonly name: string;
  readonly color: string;
  /** Its capacity (the real service's `limit`, served only in the real dialect); null: none. */
  readonly limit: number | null;
  /** Share of the event's times that have a headcount of this type. */
  readonly frequency: number;
  /** The count against the time's check-ins (a range of ratios), and the least count. */
  readonly ratio: readonly [number, number];
  readonly least: number;
}

export const attendanceTypes: readonly AttendanceTypeSpec[] = [
  {
    id: 1,
    event: 'sunday',
    name: 'Adults (not checked in)',
    color: '#4c6ef5',
    limit: null,
    frequency: 0.93,
    ratio: [0.7, 0.9],
    least: 6,
  },
  {
    id: 2,
    event: 'sunday',
    name: 'Overflow Room',
    color: '#f59f00',
    limit: 60,
    frequency: 0.25,
    ratio: [0.08, 0.25],
    least: 3,
  },
  {
    id: 3,
    event: 'kids',
    name: 'Walk-in Kids',
    color: '#12b886',
    limit: 30,
    frequency: 0.55,
    ratio: [0.05, 0.2],
    least: 1,
  },
  {
    id: 4,
    event: 'youth',
    name: 'Students (not checked in)',
    color: '#be4bdb',
    limit: null,
    frequency: 0.85,
    ratio: [0.1, 0.45],
    least: 1,
  },
  {
    id: 5,
    event: 'bible',
    name: 'Attendees',
    color: '#868e96',
    limit: null,
    frequency: 0.85,
    ratio: [0.3, 0.9],
    least: 2,
  },
];

// The schedule -----------------------------------------------------------------------------

export interface TimeModel {
  readonly id: number;
  readonly periodId: number;
  readonly event: EventKey;
  /** 0 for the first time of the period, 1 for the second… */
  readonly index: number;
  readonly startsMs: number;
  readonly showsMs: number;
  readonly hidesMs: number;
}

export interface PeriodModel {
  readonly id: number;
  readonly event: EventKey;
  readonly day: LocalDay;
  readonly startsMs: number;
  readonly endsMs: number;
  readonly createdMs: number;
  readonly times: readonly TimeModel[];
}

export interface Schedule {
  readonly periods: readonly PeriodModel[];
  readonly times: readonly TimeModel[];
  /** Periods of each event, in time order. */
  readonly byEvent: Readonly<Record<EventKey, readonly PeriodModel[]>>;
  /** When each archived event was archived. */
  readonly archivedMs: Readonly<Partial<Record<EventKey, number>>>;
}

function sessionDays(ctx: SeedContext, event: EventSpec): LocalDay[] {
  if (event.frequency === 'Daily') {
    return Array.from({ length: ctx.settings.weeks * 7 }, (_, i) => addDays(ctx.firstDay, i));
  }
  const last = weekdayOnOrBefore(ctx.anchorDay, event.weekday);
  const weeks = event.archived
    ? Math.max(2, Math.floor(ctx.settings.weeks / 2))
    : ctx.settings.weeks;
  return Array.from({ length: weeks }, (_, i) => addDays(last, -7 * (ctx.settings.weeks - 1 - i)));
}

export function buildSchedule(ctx: SeedContext): Schedule {
  const drafts: { event: EventSpec; day: LocalDay; starts: number[] }[] = [];
  for (const event of events) {
    for (const day of sessionDays(ctx, event)) {
      drafts.push({ event, day, starts: event.times.map(([h, m]) => ctx.clock.toUtc(day, h, m)) });
    }
  }
  drafts.sort((a, b) => (a.starts[0] ?? 0) - (b.starts[0] ?? 0) || a.event.id - b.event.id);
  const periods: PeriodModel[] = [];
  const times: TimeModel[] = [];
  for (const [i, draft] of drafts.entries()) {
    const periodId = i + 1;
    const { event } = draft;
    const periodTimes = draft.starts.map((startsMs, index) => {
      const time: TimeModel = {
        id: times.length + 1,
        periodId,
        event: event.key,
        index,
        startsMs,
        showsMs: startsMs - event.showsBeforeMinutes * MINUTE_MS,
        hidesMs: startsMs + event.hidesAfterMinutes * MINUTE_MS,
      };
      times.push(time);
      return time;
    });
    const first = draft.starts[0] ?? 0;
    const last = draft.starts[draft.starts.length - 1] ?? first;
    periods.push({
      id: periodId,
      event: event.key,
      day: draft.day,
      startsMs: first,
      endsMs: last + event.durationMinutes * MINUTE_MS,
      createdMs: first - (event.frequency === 'Daily' ? 1 : 6) * DAY_MS,
      times: periodTimes,
    });
  }
  const byEvent = Object.fromEntries(
    events.map((e) => [e.key, periods.filter((p) => p.event === e.key)]),
  ) as Record<EventKey, PeriodModel[]>;
  const archivedMs: Partial<Record<EventKey, number>> = {};
  for (const event of events.filter((e) => e.archived)) {
    const last = byEvent[event.key].at(-1);
    if (last) archivedMs[event.key] = last.endsMs + 3 * DAY_MS;
  }
  return { periods, times, byEvent, archivedMs };
}
