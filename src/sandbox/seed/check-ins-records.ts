/**
 * Turns drafted check-ins into records: ids in time order, numbers within each session,
 * first visits, check-in groups with their label counts, and every count the API shows
 * (per session, per time, per room and session, per room and time, per person and event).
 */
import {
  eventLabels,
  eventSpec,
  labels,
  locationLabels,
  locations,
  options,
  stations,
} from './check-ins-setup';
import type { CheckInKind, EventKey, PeriodModel, Schedule } from './check-ins-setup';
import type { DraftCheckIn } from './check-ins-attendance';
import type { Rng } from './random';

export interface KindCounts {
  regular: number;
  guest: number;
  volunteer: number;
}

export interface CheckInRecord {
  readonly id: number;
  readonly draft: DraftCheckIn;
  readonly number: number;
  readonly firstTime: boolean;
  readonly groupId: number;
}

export interface GroupRecord {
  readonly id: number;
  readonly periodId: number;
  readonly printStationId: number | null;
  readonly securityCode: string;
  checkIns: number;
  nameLabels: number;
  securityLabels: number;
  printStatus: number;
}

export interface LocationTally {
  readonly id: number;
  readonly locationId: number;
  /** Event period id or event time id. */
  readonly ownerId: number;
  readonly counts: KindCounts;
  readonly checkInIds: number[];
}

export interface PersonEventRecord {
  readonly id: number;
  readonly personId: number;
  readonly event: EventKey;
  count: number;
  readonly firstId: number;
  lastId: number;
}

export interface CheckInTally {
  readonly checkIns: readonly CheckInRecord[];
  readonly groups: readonly GroupRecord[];
  readonly periodCounts: ReadonlyMap<number, KindCounts>;
  readonly timeCounts: ReadonlyMap<number, KindCounts>;
  /** Last check-in or check-out of each period. */
  readonly periodActivity: ReadonlyMap<number, number>;
  readonly locationPeriods: readonly LocationTally[];
  readonly locationTimes: readonly LocationTally[];
  readonly personEvents: readonly PersonEventRecord[];
  readonly personCheckIns: ReadonlyMap<number, number>;
}

const zero = (): KindCounts => ({ regular: 0, guest: 0, volunteer: 0 });

export function bump(counts: KindCounts, kind: CheckInKind): void {
  if (kind === 'Regular') counts.regular++;
  else if (kind === 'Guest') counts.guest++;
  else counts.volunteer++;
}

function countsOf<K>(map: Map<K, KindCounts>, key: K): KindCounts {
  let counts = map.get(key);
  if (!counts) {
    counts = zero();
    map.set(key, counts);
  }
  return counts;
}

const codeAlphabet = 'ACDEFGHJKLMNPQRTUVWXY34679';

/** Person labels and security labels a check-in prints, from its event, room and options. */
function labelCounts(draft: DraftCheckIn): { name: number; security: number } {
  const audience = [
    ...eventLabels[draft.period.event],
    ...(locationLabels[draft.locationId] ?? []),
  ].filter((l) =>
    draft.kind === 'Regular' ? l.regular : draft.kind === 'Guest' ? l.guest : l.volunteer,
  );
  let name = 0;
  let security = 0;
  for (const l of audience) {
    if (labels.find((x) => x.id === l.labelId)?.printsFor === 'Group') security += l.quantity;
    else name += l.quantity;
  }
  for (const optionId of draft.optionIds) {
    const option = options.find((o) => o.id === optionId);
    if (option?.labelId) name += option.quantity;
  }
  return { name, security };
}

/** Leaf rooms (not folders) of each event: every one has a tally for every session. */
const roomsByEvent = new Map<EventKey, number[]>();
function rooms(event: EventKey): number[] {
  let found = roomsByEvent.get(event);
  if (!found) {
    found = locations.filter((l) => l.event === event && l.kind === 'Location').map((l) => l.id);
    roomsByEvent.set(event, found);
  }
  return found;
}

export function tallyCheckIns(
  drafts: readonly DraftCheckIn[],
  schedule: Schedule,
  rng: Rng,
): CheckInTally {
  const ordered = drafts
    .map((draft, i) => ({ draft, i }))
    .sort((a, b) => a.draft.createdMs - b.draft.createdMs || a.i - b.i)
    .map((x) => x.draft);

  const locationPeriods: LocationTally[] = [];
  const locationTimes: LocationTally[] = [];
  const lepByKey = new Map<string, LocationTally>();
  const letByKey = new Map<string, LocationTally>();
  const addTallies = (period: PeriodModel) => {
    for (const locationId of rooms(period.event)) {
      const lep: LocationTally = {
        id: locationPeriods.length + 1,
        locationId,
        ownerId: period.id,
        counts: zero(),
        checkInIds: [],
      };
      locationPeriods.push(lep);
      lepByKey.set(`${locationId}:${period.id}`, lep);
      for (const time of period.times) {
        const tally: LocationTally = {
          id: locationTimes.length + 1,
          locationId,
          ownerId: time.id,
          counts: zero(),
          checkInIds: [],
        };
        locationTimes.push(tally);
        letByKey.set(`${locationId}:${time.id}`, tally);
      }
    }
  };
  for (const period of schedule.periods) addTallies(period);

  const numbers = new Map<number, number>();
  const seen = new Set<string>();
  const groups: GroupRecord[] = [];
  const groupByKey = new Map<string, GroupRecord>();
  const periodCounts = new Map<number, KindCounts>();
  const timeCounts = new Map<number, KindCounts>();
  const periodActivity = new Map<number, number>();
  const personEvents: PersonEventRecord[] = [];
  const personEventByKey = new Map<string, PersonEventRecord>();
  const personCheckIns = new Map<number, number>();
  const checkIns: CheckInRecord[] = [];

  for (const draft of ordered) {
    const id = checkIns.length + 1;
    const period = draft.period;
    const number = (numbers.get(period.id) ?? 0) + 1;
    numbers.set(period.id, number);
    const visitKey = `${period.event}:${draft.attendeeKey}`;
    const firstTime = draft.oneTimeGuest || !seen.has(visitKey);
    seen.add(visitKey);

    const groupKey = `${period.id}|${draft.groupKey}`;
    let group = groupByKey.get(groupKey);
    if (!group) {
      group = {
        id: groups.length + 1,
        periodId: period.id,
        printStationId: stations.find((s) => s.id === draft.stationId)?.printStationId ?? null,
        securityCode: rng.chars(codeAlphabet, 4),
        checkIns: 0,
        nameLabels: 0,
        securityLabels: 0,
        printStatus: 0,
      };
      groups.push(group);
      groupByKey.set(groupKey, group);
    }
    const printed = labelCounts(draft);
    group.checkIns++;
    group.nameLabels += printed.name;
    group.securityLabels += printed.security;

    bump(countsOf(periodCounts, period.id), draft.kind);
    const lep = lepByKey.get(`${draft.locationId}:${period.id}`);
    if (!lep) throw new Error(`room ${draft.locationId} is not a room of period ${period.id}`);
    bump(lep.counts, draft.kind);
    lep.checkInIds.push(id);
    for (const time of draft.times) {
      bump(countsOf(timeCounts, time.id), draft.kind);
      const tally = letByKey.get(`${draft.locationId}:${time.id}`);
      if (!tally) throw new Error(`room ${draft.locationId} has no tally for time ${time.id}`);
      bump(tally.counts, draft.kind);
      tally.checkInIds.push(id);
    }
    const activity = Math.max(draft.createdMs, draft.checkedOutMs ?? 0);
    periodActivity.set(period.id, Math.max(periodActivity.get(period.id) ?? 0, activity));

    if (draft.personId !== null) {
      personCheckIns.set(draft.personId, (personCheckIns.get(draft.personId) ?? 0) + 1);
      const key = `${draft.personId}:${period.event}`;
      const existing = personEventByKey.get(key);
      if (existing) {
        existing.count++;
        existing.lastId = id;
      } else {
        const record: PersonEventRecord = {
          id: personEvents.length + 1,
          personId: draft.personId,
          event: period.event,
          count: 1,
          firstId: id,
          lastId: id,
        };
        personEvents.push(record);
        personEventByKey.set(key, record);
      }
    }
    checkIns.push({ id, draft, number, firstTime, groupId: group.id });
  }

  for (const group of groups) {
    const labelsToPrint = group.nameLabels + group.securityLabels;
    group.printStatus =
      group.printStationId === null || labelsToPrint === 0 ? 0 : rng.chance(0.01) ? 2 : 1;
  }
  return {
    checkIns,
    groups,
    periodCounts,
    timeCounts,
    periodActivity,
    locationPeriods,
    locationTimes,
    personEvents,
    personCheckIns,
  };
}

export function eventIdOf(key: EventKey): number {
  return eventSpec(key).id;
}
