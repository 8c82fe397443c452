/**
 * The live rooms board's shared settings (the group `live-rooms`): each room's ratio target, at
 * most so many attendees per volunteer, set once for all staff. Rooms are check-in locations, by
 * id; a room without a target shows its ratio without judging it.
 */
import type { SettingProblem, SettingReading, SharedSettingGroup } from './shared-setting-group';

export interface RoomRatioTarget {
  /** At most this many attendees per volunteer in the room. */
  readonly attendeesPerVolunteer: number;
}

export interface LiveRoomsSettings {
  /** By location id. */
  readonly rooms: Readonly<Record<string, RoomRatioTarget>>;
}

/** The plausible range of a target: one-to-one (a baby room) up to a large hall's 50. */
export const ATTENDEES_PER_VOLUNTEER = { min: 1, max: 50 } as const;

/** More rooms than any church has, so a runaway client cannot fill the store. */
export const MAX_TARGETED_ROOMS = 1000;

const locationId = /^[1-9][0-9]{0,15}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `attendeesPerVolunteer` when `input` is a plausible target, else why not. */
function readTarget(input: unknown, pointer: string): RoomRatioTarget | SettingProblem {
  const { min, max } = ATTENDEES_PER_VOLUNTEER;
  if (!isRecord(input)) {
    return { pointer, detail: 'A room’s target must be an object { attendeesPerVolunteer }.' };
  }
  const extra = Object.keys(input).find((key) => key !== 'attendeesPerVolunteer');
  if (extra !== undefined) {
    return { pointer: `${pointer}/${extra}`, detail: `A room’s target has no “${extra}”.` };
  }
  const value = input.attendeesPerVolunteer;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    return {
      pointer: `${pointer}/attendeesPerVolunteer`,
      detail: `Attendees per volunteer must be a whole number from ${min} to ${max}.`,
    };
  }
  return { attendeesPerVolunteer: value };
}

export function readLiveRoomsSettings(input: unknown): SettingReading<LiveRoomsSettings> {
  if (!isRecord(input)) {
    return {
      ok: false,
      problems: [{ pointer: '/value', detail: 'The value must be an object { rooms }.' }],
    };
  }
  const problems: SettingProblem[] = [];
  for (const key of Object.keys(input)) {
    if (key !== 'rooms')
      problems.push({ pointer: `/value/${key}`, detail: `There is no setting “${key}”.` });
  }
  const rooms = input.rooms;
  if (!isRecord(rooms)) {
    problems.push({
      pointer: '/value/rooms',
      detail: 'rooms must be an object keyed by location id.',
    });
    return { ok: false, problems };
  }
  const ids = Object.keys(rooms);
  if (ids.length > MAX_TARGETED_ROOMS) {
    problems.push({
      pointer: '/value/rooms',
      detail: `At most ${MAX_TARGETED_ROOMS} rooms may have a target; this has ${ids.length}.`,
    });
    return { ok: false, problems };
  }
  const read: Record<string, RoomRatioTarget> = {};
  for (const id of ids) {
    const pointer = `/value/rooms/${id}`;
    if (!locationId.test(id)) {
      problems.push({
        pointer,
        detail: `“${id.slice(0, 40)}” is not a location id (digits only).`,
      });
      continue;
    }
    const target = readTarget(rooms[id], pointer);
    if ('detail' in target) problems.push(target);
    else read[id] = target;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { rooms: read } };
}

export const liveRoomsSettings: SharedSettingGroup<LiveRoomsSettings> = {
  initial: { rooms: {} },
  read: readLiveRoomsSettings,
};
