/**
 * The live rooms board as data, without React or requests: what the reads of a refresh make of
 * the board kept so far, and what a room, the check-out feed and the lookup show (D145).
 *
 * A room is a place: its count is everyone checked in there for any of the event's times shown
 * and not checked out, volunteers included (they are in the room too). Its ratio sets
 * attendees against volunteers, judged by the room's target (attendees per volunteer) when staff
 * set one (a room without a target is not judged).
 */
import type { LiveRoomsSettings } from '../../../api/proxy/live-rooms-settings';
import type { BoardCheckIn, BoardRoom, BoardTime } from './live-board-data';

export interface BoardSnapshot {
  /** The times shown. */
  readonly times: readonly BoardTime[];
  /** Each time's rooms with the service's counts. */
  readonly rooms: readonly BoardRoom[];
  /** Every check-in of the times shown, in or out. */
  readonly checkIns: readonly BoardCheckIn[];
  /** The newest check-in and check-out seen: a refresh reads what is newer. */
  readonly newestCheckIn: string | null;
  readonly newestCheckOut: string | null;
  /** When the reads that made this board began (epoch ms): the data is from then. */
  readonly readAt: number;
  /** When the rosters were last read whole (epoch ms). */
  readonly wholeAt: number;
}

const latest = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : a > b ? a : b;

/** The newest check-in and check-out among `checkIns`. */
export function cursorsOf(checkIns: readonly BoardCheckIn[]): {
  newestCheckIn: string | null;
  newestCheckOut: string | null;
} {
  let newestCheckIn: string | null = null;
  let newestCheckOut: string | null = null;
  for (const c of checkIns) {
    newestCheckIn = latest(newestCheckIn, c.checkedInAt);
    newestCheckOut = latest(newestCheckOut, c.checkedOutAt);
  }
  return { newestCheckIn, newestCheckOut };
}

/**
 * The board's check-ins with `changes` read since: new ones of the times shown added, known ones
 * replaced (a check-out). Check-ins of other times are left out.
 */
export function mergeChanges(
  checkIns: readonly BoardCheckIn[],
  changes: readonly BoardCheckIn[],
  timeIds: ReadonlySet<string>,
): BoardCheckIn[] {
  const byId = new Map(checkIns.map((c) => [c.id, c]));
  for (const change of changes) {
    if (change.eventTimeIds.some((id) => timeIds.has(id))) byId.set(change.id, change);
  }
  return [...byId.values()];
}

/**
 * Times whose roster misses check-ins the service counted in one of its rooms: read them whole
 * again. (A roster may hold more than the counts: a check-in made between the two reads.)
 */
export function timesMissingCheckIns(
  rooms: readonly BoardRoom[],
  checkIns: readonly BoardCheckIn[],
): Set<string> {
  const held = new Map<string, number>();
  for (const c of checkIns) {
    for (const timeId of c.eventTimeIds) {
      const key = `${timeId}:${c.locationId ?? ''}`;
      held.set(key, (held.get(key) ?? 0) + 1);
    }
  }
  const missing = new Set<string>();
  for (const room of rooms) {
    if ((held.get(`${room.eventTimeId}:${room.locationId}`) ?? 0) < room.counted) {
      missing.add(room.eventTimeId);
    }
  }
  return missing;
}

export type CapacityLevel = 'unknown' | 'ok' | 'near' | 'full' | 'over';
export type RatioLevel = 'unjudged' | 'ok' | 'short' | 'no-volunteer';

export interface RoomView {
  readonly locationId: string;
  readonly name: string;
  readonly capacity: number | null;
  readonly attendees: number;
  readonly volunteers: number;
  /** Everyone in the room: attendees and volunteers. */
  readonly present: number;
  /** `present` of `capacity` (0 to 1 and beyond), null without a capacity. */
  readonly fill: number | null;
  readonly capacityLevel: CapacityLevel;
  /** The room's target: at most so many attendees per volunteer; null when none is set. */
  readonly target: number | null;
  readonly ratioLevel: RatioLevel;
  /** Volunteers to send so the room meets its target (or has one at all). */
  readonly volunteersNeeded: number;
}

export interface EventView {
  readonly eventId: string;
  readonly eventName: string;
  readonly times: readonly BoardTime[];
  readonly rooms: readonly RoomView[];
}

/** 90% of capacity is near it; at it or over it is marked too (D145). */
export const NEAR_CAPACITY = 0.9;

export function capacityLevel(present: number, capacity: number | null): CapacityLevel {
  if (capacity === null) return 'unknown';
  if (present > capacity) return 'over';
  if (present === capacity) return 'full';
  return present >= NEAR_CAPACITY * capacity ? 'near' : 'ok';
}

/**
 * A room's volunteers against its target; without a target nothing is judged (a service's hall
 * needs no volunteer, a nursery does: staff say which by setting targets).
 */
export function ratioOf(
  attendees: number,
  volunteers: number,
  target: number | null,
): { level: RatioLevel; needed: number } {
  if (target === null) return { level: 'unjudged', needed: 0 };
  if (attendees === 0) return { level: 'ok', needed: 0 };
  const needed = Math.max(0, Math.ceil(attendees / target) - volunteers);
  if (volunteers === 0) return { level: 'no-volunteer', needed };
  return { level: needed > 0 ? 'short' : 'ok', needed };
}

/** Each event's rooms as the board shows them, in the service's order of rooms. */
export function eventViews(board: BoardSnapshot, settings: LiveRoomsSettings): EventView[] {
  const present = board.checkIns.filter((c) => c.checkedOutAt === null);
  const events = new Map<string, { name: string; times: BoardTime[]; rooms: BoardRoom[] }>();
  for (const time of board.times) {
    const event = events.get(time.eventId) ?? { name: time.eventName, times: [], rooms: [] };
    event.times.push(time);
    events.set(time.eventId, event);
  }
  return [...events].map(([eventId, event]) => {
    const timeIds = new Set(event.times.map((t) => t.id));
    const places = new Map<string, BoardRoom>();
    for (const room of board.rooms) {
      if (timeIds.has(room.eventTimeId) && !places.has(room.locationId)) {
        places.set(room.locationId, room);
      }
    }
    const rooms = [...places.values()].map((room): RoomView => {
      const here = present.filter(
        (c) => c.locationId === room.locationId && c.eventTimeIds.some((id) => timeIds.has(id)),
      );
      const volunteers = here.filter((c) => c.kind === 'Volunteer').length;
      const attendees = here.length - volunteers;
      const target = settings.rooms[room.locationId]?.attendeesPerVolunteer ?? null;
      const ratio = ratioOf(attendees, volunteers, target);
      return {
        locationId: room.locationId,
        name: room.name,
        capacity: room.capacity,
        attendees,
        volunteers,
        present: here.length,
        fill: room.capacity === null ? null : here.length / room.capacity,
        capacityLevel: capacityLevel(here.length, room.capacity),
        target,
        ratioLevel: ratio.level,
        volunteersNeeded: ratio.needed,
      };
    });
    return { eventId, eventName: event.name, times: event.times, rooms };
  });
}

/** A room's people: in it now by when they came, and those who left by when they left. */
export function rosterOf(
  board: BoardSnapshot,
  locationId: string,
): { present: BoardCheckIn[]; left: BoardCheckIn[] } {
  const here = board.checkIns.filter((c) => c.locationId === locationId);
  return {
    present: here
      .filter((c) => c.checkedOutAt === null)
      .sort((a, b) => a.checkedInAt.localeCompare(b.checkedInAt) || a.id.localeCompare(b.id)),
    left: here
      .filter((c) => c.checkedOutAt !== null)
      .sort((a, b) => (b.checkedOutAt ?? '').localeCompare(a.checkedOutAt ?? '')),
  };
}

/** Who was just checked out, newest first. */
export function checkedOutFeed(board: BoardSnapshot, limit: number): BoardCheckIn[] {
  return board.checkIns
    .filter((c) => c.checkedOutAt !== null)
    .sort(
      (a, b) =>
        (b.checkedOutAt ?? '').localeCompare(a.checkedOutAt ?? '') || b.id.localeCompare(a.id),
    )
    .slice(0, limit);
}

/** Check-ins whose security code starts with, or whose name holds, `query`; those in first. */
export function lookUp(board: BoardSnapshot, query: string): BoardCheckIn[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return board.checkIns
    .filter(
      (c) =>
        c.securityCode.toLowerCase().startsWith(needle) ||
        `${c.firstName} ${c.lastName}`.toLowerCase().includes(needle),
    )
    .sort(
      (a, b) =>
        Number(a.checkedOutAt !== null) - Number(b.checkedOutAt !== null) ||
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName),
    );
}

/** The name of a room by its location id, for the feed and the lookup; undefined for none. */
export function roomName(board: BoardSnapshot, locationId: string | null): string | undefined {
  return board.rooms.find((room) => room.locationId === locationId)?.name;
}
