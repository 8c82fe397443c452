/**
 * What happens during one live session (live-session.ts): who comes to Sunday Service and Kids
 * Church, in which room, when each family arrives and when its children are picked up. A pure
 * function of the seed, the session's start and the people the database knew before it, so the
 * same seed and clock always give the same morning (D144).
 *
 * The rooms are made to matter on the live board: the smallest kids' room fills to nine tenths of
 * its capacity (children and volunteers), one room has children and no volunteer, the others a volunteer or two.
 */
import { eventSpec, kidsRooms, locationIds, stationIds } from '../seed/check-ins-setup';
import type { CheckInKind, EventKey } from '../seed/check-ins-setup';
import { Rng, seededFaker } from '../seed/random';
import { MINUTE_MS } from '../seed/time';
import type { NewCheckIn } from './live-writes';

/** Someone the database knew before the session, as their last check-in of the event had them. */
export interface Regular {
  readonly personId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly medicalNotes: string;
  /** The room of their last check-in. */
  readonly locationId: number;
  /** Who checked them in last time (a parent), or themselves. */
  readonly checkedInById: number | null;
  readonly emergencyName: string;
  readonly emergencyPhone: string;
}

export interface Candidates {
  /** Children of past Kids Church sessions. */
  readonly kids: readonly Regular[];
  readonly kidsVolunteers: readonly Regular[];
  /** Adults and teens of past Sunday Services. */
  readonly adults: readonly Regular[];
  readonly welcomeVolunteers: readonly Regular[];
  /** Each room's capacity, by location id. */
  readonly capacity: ReadonlyMap<number, number>;
}

/** A check-in as planned: what the write path takes, but for what the session decides. */
export type PlannedCheckIn = Omit<
  NewCheckIn,
  'eventTimeIds' | 'securityCode' | 'groupId' | 'atMs' | 'stationId'
> & {
  readonly event: EventKey;
  readonly stationId: number;
};

/** People checked in together (a family, or one volunteer): one group, one security code. */
export interface PlannedFamily {
  readonly securityCode: string;
  readonly members: readonly PlannedCheckIn[];
  readonly arrivesMs: number;
  /** When they leave and who checks them out, or null when they stay checked in. */
  readonly leaves: { readonly atMs: number; readonly byPersonId: number | null } | null;
}

export type LiveStep =
  | { readonly kind: 'in'; readonly atMs: number; readonly family: number; readonly member: number }
  | {
      readonly kind: 'out';
      readonly atMs: number;
      readonly family: number;
      readonly member: number;
      readonly byPersonId: number | null;
    };

export interface LivePlan {
  readonly families: readonly PlannedFamily[];
  /** Every check-in and check-out, in the order they happen. */
  readonly steps: readonly LiveStep[];
}

/** A session's times, relative to its start. */
export const liveSessionShape = {
  showsBeforeMs: 60 * MINUTE_MS,
  hidesAfterMs: 120 * MINUTE_MS,
} as const;

const codeAlphabet = 'ACDEFGHJKLMNPQRTUVWXY34679';

const guestNotes = [
  'Peanut allergy: no snacks with nuts.',
  'Asthma; inhaler in the diaper bag.',
  'Dairy intolerance.',
  'Bee sting allergy: EpiPen with the parent.',
];

/** How many of a room's capacity come, and how many volunteers serve there. */
function roomFill(
  rng: Rng,
  roomId: number,
  capacity: number,
): { children: number; volunteers: number } {
  const [nearlyFull] = kidsRooms;
  if (roomId === nearlyFull) {
    // Everyone in the room counts against its capacity, volunteers too (D145).
    const people = Math.max(3, Math.floor(capacity * 0.92));
    const volunteers = Math.max(2, Math.round(people / 4));
    return { children: people - volunteers, volunteers };
  }
  // A room that has children and no volunteer yet: someone must be sent there.
  if (roomId === kidsRooms[5]) return { children: Math.round(capacity * 0.55), volunteers: 0 };
  const children = Math.round(capacity * rng.float(0.45, 0.7));
  return { children, volunteers: Math.max(1, Math.round(children / 7)) };
}

export function buildLivePlan(seed: number, startsMs: number, candidates: Candidates): LivePlan {
  const rng = new Rng(seed, `live:${startsMs}`);
  const faker = seededFaker(seed, `live:${startsMs}`);
  const codes = new Set<string>();
  const newCode = () => {
    let code: string;
    do code = rng.chars(codeAlphabet, 4);
    while (codes.has(code));
    codes.add(code);
    return code;
  };
  const minutes = (from: number, to: number) => startsMs + rng.int(from * 60, to * 60) * 1000;
  const families: PlannedFamily[] = [];

  const volunteer = (event: EventKey, person: Regular, locationId: number) => {
    const leaves = rng.chance(0.6)
      ? { atMs: minutes(100, 115), byPersonId: person.personId }
      : null;
    families.push({
      securityCode: newCode(),
      arrivesMs: minutes(-55, -15),
      leaves,
      members: [
        {
          event,
          locationId,
          kind: 'Volunteer',
          personId: person.personId,
          firstName: person.firstName,
          lastName: person.lastName,
          medicalNotes: '',
          emergencyName: '',
          emergencyPhone: '',
          checkedInById: person.personId,
          stationId: stationIds.volunteer,
        },
      ],
    });
  };

  // Everyone already planned: a person has one role in the session (a child, a volunteer of
  // either event or a seat in the service), so no one is checked in twice.
  const planned = new Set<number>();
  const unplanned = (people: readonly Regular[]) =>
    people.filter((person) => !planned.has(person.personId));
  const plan = (people: readonly Regular[]) => {
    for (const person of people) planned.add(person.personId);
    return people;
  };

  // Kids Church: each room's children, then its volunteers: those who served before, then
  // parents from the service (a small church's rooms need more hands than its rota has).
  const pool = [
    ...rng.sample(candidates.kidsVolunteers, candidates.kidsVolunteers.length),
    ...rng.sample(candidates.adults, candidates.adults.length),
  ];
  const serve = (roomId: number, count: number) => {
    for (let served = 0; served < count;) {
      const person = pool.shift();
      if (!person) return;
      if (planned.has(person.personId)) continue;
      plan([person]);
      volunteer('kids', person, roomId);
      served += 1;
    }
  };
  const regularKids: Regular[] = [];
  const guestKids: { locationId: number }[] = [];
  for (const roomId of kidsRooms) {
    const fill = roomFill(rng, roomId, candidates.capacity.get(roomId) ?? 20);
    const known = plan(
      rng.sample(
        unplanned(candidates.kids).filter((kid) => kid.locationId === roomId),
        fill.children,
      ),
    );
    regularKids.push(...known);
    for (let i = known.length; i < fill.children; i++) guestKids.push({ locationId: roomId });
    serve(roomId, fill.volunteers);
  }
  serve(locationIds.kidsVolunteers, 2);

  const child = (
    kid: Omit<Regular, 'personId'> & { readonly personId: number | null },
    kind: CheckInKind,
    stationId: number,
  ): PlannedCheckIn => ({
    event: 'kids',
    locationId: kid.locationId,
    kind,
    personId: kid.personId,
    firstName: kid.firstName,
    lastName: kid.lastName,
    medicalNotes: kid.medicalNotes,
    emergencyName: kid.emergencyName,
    emergencyPhone: kid.emergencyPhone,
    checkedInById: kid.checkedInById,
    stationId,
  });
  const pickup = (byPersonId: number | null) =>
    rng.chance(0.92) ? { atMs: minutes(60, 95), byPersonId } : null;

  // Children who came before arrive with their brothers and sisters, checked in by a parent.
  const byParent = new Map<string, Regular[]>();
  for (const kid of regularKids) {
    const key = kid.checkedInById === null ? `self:${kid.personId}` : `parent:${kid.checkedInById}`;
    byParent.set(key, [...(byParent.get(key) ?? []), kid]);
  }
  for (const kids of byParent.values()) {
    const parent = kids[0]?.checkedInById ?? null;
    const stationId = rng.pick(stationIds.kids);
    families.push({
      securityCode: newCode(),
      arrivesMs: minutes(-45, 15),
      leaves: pickup(parent),
      members: kids.map((kid) => child(kid, 'Regular', stationId)),
    });
  }
  // Visiting families fill the rest, one or two children each, at the welcome desk.
  for (let i = 0; i < guestKids.length;) {
    const lastName = faker.person.lastName();
    const parent = `${faker.person.firstName()} ${lastName}`;
    const phone = `(630) 555-01${rng.digits(2)}`;
    const size = Math.min(rng.chance(0.3) ? 2 : 1, guestKids.length - i);
    const members = guestKids.slice(i, i + size).map(({ locationId }) =>
      child(
        {
          personId: null,
          firstName: faker.person.firstName(),
          lastName,
          medicalNotes: rng.chance(0.2) ? rng.pick(guestNotes) : '',
          locationId,
          checkedInById: null,
          emergencyName: parent,
          emergencyPhone: phone,
        },
        'Guest',
        stationIds.welcomeDesk,
      ),
    );
    i += size;
    families.push({
      securityCode: newCode(),
      arrivesMs: minutes(-40, 15),
      leaves: pickup(null),
      members,
    });
  }

  // Sunday Service: the welcome team, and adults and teens in their usual seats.
  for (const person of plan(rng.sample(unplanned(candidates.welcomeVolunteers), 4))) {
    volunteer('sunday', person, locationIds.welcomeTeam);
  }
  const inService = (seat: number) =>
    unplanned(candidates.adults).filter((adult) => adult.locationId === seat);
  const seats = [
    ...rng.sample(inService(locationIds.auditorium), 60),
    ...rng.sample(inService(locationIds.balcony), 15),
  ];
  const households = new Map<number, Regular[]>();
  for (const adult of seats) {
    const key = adult.checkedInById ?? adult.personId;
    households.set(key, [...(households.get(key) ?? []), adult]);
  }
  for (const adults of households.values()) {
    const stationId = rng.pick(stationIds.lobby);
    families.push({
      securityCode: newCode(),
      arrivesMs: minutes(-30, 8),
      leaves: rng.chance(0.05) ? { atMs: minutes(70, 90), byPersonId: null } : null,
      members: adults.map((adult) => ({
        event: 'sunday' as const,
        locationId: adult.locationId,
        kind: 'Regular' as const,
        personId: adult.personId,
        firstName: adult.firstName,
        lastName: adult.lastName,
        medicalNotes: '',
        emergencyName: '',
        emergencyPhone: '',
        checkedInById: adults[0]?.personId ?? adult.personId,
        stationId,
      })),
    });
  }

  const steps: LiveStep[] = [];
  families.forEach((family, index) => {
    family.members.forEach((_, member) => {
      // Each member a few seconds after the one before, as a station prints their labels.
      steps.push({ kind: 'in', atMs: family.arrivesMs + member * 15_000, family: index, member });
      if (family.leaves) {
        steps.push({
          kind: 'out',
          atMs: family.leaves.atMs + member * 10_000,
          family: index,
          member,
          byPersonId: family.leaves.byPersonId,
        });
      }
    });
  });
  steps.sort((a, b) => a.atMs - b.atMs || a.family - b.family || a.member - b.member);
  return { families, steps };
}

/** The event of each of the session's event times. */
export const liveEvents: readonly EventKey[] = ['sunday', 'kids'];

export const liveEventId = (event: EventKey) => eventSpec(event).id;
