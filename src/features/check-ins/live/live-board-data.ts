/**
 * The live rooms board's reads (D143), each the cheapest the catalog allows:
 *
 * - the event times: one page of the newest, for the ones running now (and to choose from);
 * - each time's rooms and counts: its location event times, with the room's name and capacity;
 * - each time's roster, once: its session's check-ins with their event times, room and person;
 * - then, each refresh, only what changed: the newest check-ins (order -created_at) and the
 *   newest check-outs (filter checked_out, order -checked_out_at), one page each while they
 *   hold nothing already seen.
 *
 * Check-ins are read with sparse fieldsets: the name, kind, times and security code a roster
 * shows, never medical notes, which are read one check-in at a time when a staff member reveals
 * them. Every answer is turned into the board's own plain records here, so nothing a page hides
 * is kept or shared with other tabs.
 */
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import type { CheckInKind } from '../list/check-ins-query';

const EVENT_TIMES = '/check_ins/v2/event_times';
const ROOM_TALLIES = '/check_ins/v2/event_times/{event_time_id}/location_event_times';
const SESSION_CHECK_INS =
  '/check_ins/v2/events/{event_id}/event_periods/{event_period_id}/check_ins';
const CHECK_INS = '/check_ins/v2/check_ins';

/** An event time the board can show. */
export interface BoardTime {
  readonly id: string;
  readonly eventId: string;
  readonly eventName: string;
  readonly periodId: string;
  readonly startsAt: string;
  readonly showsAt: string;
  readonly hidesAt: string;
}

/** A room of a time, with what the service counted there (every check-in, in or out). */
export interface BoardRoom {
  readonly locationId: string;
  readonly eventTimeId: string;
  readonly name: string;
  /** Location.max_occupancy; null when none is set. */
  readonly capacity: number | null;
  /** The location event time's counts: check-ins of the time in this room, checked out or not. */
  readonly counted: number;
}

/** One check-in as the board keeps it: no medical notes, no contact details. */
export interface BoardCheckIn {
  readonly id: string;
  readonly personId: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly kind: CheckInKind;
  readonly checkedInAt: string;
  readonly checkedOutAt: string | null;
  readonly securityCode: string;
  readonly locationId: string | null;
  readonly eventTimeIds: readonly string[];
}

export type TimeScope = { readonly kind: 'now' } | { readonly kind: 'time'; readonly id: string };

/** What a roster shows of a check-in; the rest is never asked for (D146). */
const rosterFields = {
  CheckIn: ['first_name', 'last_name', 'kind', 'created_at', 'checked_out_at', 'security_code'],
  EventTime: [],
  Location: [],
  Person: [],
} as const;
const rosterIncludes = ['event_times', 'location', 'person'] as const;

type CheckInRecord = RecordOf<
  typeof CHECK_INS,
  (typeof rosterIncludes)[number],
  typeof rosterFields
>;

function toBoardCheckIn(record: CheckInRecord): BoardCheckIn {
  const a = record.attributes;
  return {
    id: record.id,
    personId: record.related.person?.id ?? null,
    firstName: a.first_name,
    lastName: a.last_name,
    kind: a.kind,
    checkedInAt: a.created_at,
    checkedOutAt: a.checked_out_at,
    securityCode: a.security_code,
    locationId: record.related.location?.id ?? null,
    eventTimeIds: record.related.event_times.map((time) => time.id),
  };
}

/** What the board reads of an event time: its window, its event's name, its session. */
const timeQuery = {
  include: ['event', 'event_period'],
  fields: {
    EventTime: ['starts_at', 'shows_at', 'hides_at'],
    Event: ['name'],
    EventPeriod: [],
  },
} as const;

type TimeRecord = RecordOf<typeof EVENT_TIMES, 'event' | 'event_period', typeof timeQuery.fields>;

function toBoardTime(record: TimeRecord | null): BoardTime | undefined {
  const event = record?.related.event;
  const period = record?.related.event_period;
  if (!record || !event || !period) return undefined;
  return {
    id: record.id,
    eventId: event.id,
    eventName: event.attributes.name,
    periodId: period.id,
    startsAt: record.attributes.starts_at,
    showsAt: record.attributes.shows_at,
    hidesAt: record.attributes.hides_at,
  };
}

/** The newest event times: those running now are among them, and the ones to choose from. */
export async function loadBoardTimes(
  client: Client,
  options: { signal?: AbortSignal },
): Promise<BoardTime[]> {
  const page = await client.list(EVENT_TIMES, {
    ...timeQuery,
    order: '-starts_at',
    perPage: 50,
    signal: options.signal,
  });
  return page.records.flatMap((record) => toBoardTime(record) ?? []);
}

/** Whether check-in is open for `time` at `now`: from when stations show it until they hide it. */
export function isRunning(time: BoardTime, now: number): boolean {
  return Date.parse(time.showsAt) <= now && now < Date.parse(time.hidesAt);
}

/** The times a scope shows: those running at `now`, or the one chosen (when it is known). */
export function timesOf(scope: TimeScope, times: readonly BoardTime[], now: number): BoardTime[] {
  if (scope.kind === 'time') return times.filter((time) => time.id === scope.id);
  return times.filter((time) => isRunning(time, now));
}

/** A chosen time that is not among the newest: read on its own. */
export async function loadBoardTime(
  client: Client,
  id: string,
  signal?: AbortSignal,
): Promise<BoardTime | undefined> {
  return toBoardTime(await client.get(EVENT_TIMES, { ...timeQuery, id, signal }));
}

/** What a read found, and the requests it took. */
export interface Read<T> {
  readonly found: T[];
  readonly requests: number;
}

/** Every page of a list, each record mapped to what it gives (none, one or more). */
async function readWhole<R, T>(
  pages: AsyncIterable<{ readonly records: readonly R[] }>,
  found: (record: R) => T[],
): Promise<Read<T>> {
  const all: T[] = [];
  let requests = 0;
  for await (const page of pages) {
    requests += 1;
    for (const record of page.records) all.push(...found(record));
  }
  return { found: all, requests };
}

/** A time's rooms (folders have none), each with its name, capacity and the service's count. */
export function loadRooms(
  client: Client,
  time: BoardTime,
  signal?: AbortSignal,
): Promise<Read<BoardRoom>> {
  const pages = client.pages(ROOM_TALLIES, {
    params: { event_time_id: time.id },
    include: ['location'],
    fields: {
      LocationEventTime: ['regular_count', 'guest_count', 'volunteer_count'],
      Location: ['name', 'max_occupancy'],
    },
    perPage: 100,
    signal,
  });
  return readWhole(pages, (record) => {
    const location = record.related.location;
    if (!location) return [];
    const a = record.attributes;
    const capacity = location.attributes.max_occupancy;
    return [
      {
        locationId: location.id,
        eventTimeId: time.id,
        name: location.attributes.name,
        capacity: typeof capacity === 'number' && capacity > 0 ? capacity : null,
        counted: a.regular_count + a.guest_count + a.volunteer_count,
      },
    ];
  });
}

/** Every check-in of a time: its session's, page after page, those of the time kept. */
export function loadRoster(
  client: Client,
  time: BoardTime,
  signal?: AbortSignal,
): Promise<Read<BoardCheckIn>> {
  const pages = client.pages(SESSION_CHECK_INS, {
    params: { event_id: time.eventId, event_period_id: time.periodId },
    include: [...rosterIncludes],
    fields: rosterFields,
    order: 'created_at',
    perPage: 100,
    signal,
  });
  return readWhole(pages, (record) => {
    const checkIn = toBoardCheckIn(record);
    return checkIn.eventTimeIds.includes(time.id) ? [checkIn] : [];
  });
}

/** One of the two lists of changes: newest check-ins, or newest check-outs. */
export type ChangeList = 'checked_in' | 'checked_out';

/** The most pages of one list a refresh reads before it reads the rosters again whole. */
export const MAX_CHANGE_PAGES = 4;
export const CHANGE_PAGE_SIZE = 25;

/**
 * The check-ins of a change list newer than `since` (all of the first page without it), page
 * after page while a whole page is new. `complete` is false when the pages ran out first.
 */
export async function loadChanges(
  client: Client,
  list: ChangeList,
  since: string | null,
  signal?: AbortSignal,
): Promise<{ checkIns: BoardCheckIn[]; complete: boolean; requests: number }> {
  const checkIns: BoardCheckIn[] = [];
  const stamp = (c: BoardCheckIn) => (list === 'checked_in' ? c.checkedInAt : c.checkedOutAt);
  let requests = 0;
  for await (const page of client.pages(CHECK_INS, {
    ...(list === 'checked_in'
      ? { order: '-created_at' as const }
      : { order: '-checked_out_at' as const, filter: ['checked_out' as const] }),
    include: [...rosterIncludes],
    fields: rosterFields,
    perPage: CHANGE_PAGE_SIZE,
    signal,
  })) {
    requests += 1;
    const read = page.records.map(toBoardCheckIn);
    checkIns.push(...read);
    // Same-second stamps are read again: they may hold a check-in not seen yet.
    const reachedSeen = since === null || read.some((c) => (stamp(c) ?? '') < since);
    if (reachedSeen || page.nextOffset === null) return { checkIns, complete: true, requests };
    if (requests >= MAX_CHANGE_PAGES) return { checkIns, complete: false, requests };
  }
  return { checkIns, complete: true, requests };
}
