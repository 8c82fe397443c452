/**
 * Who came, when and where: families at the Sunday services (adults and teens in the service,
 * children in their Kids Church room, checked in together by a parent), volunteers serving,
 * students at Youth Night, the prayer team every morning, the archived Bible study, people who
 * were later deleted, and one-time guests at the welcome desk. Probabilities are scaled so the
 * total lands near the scale's target.
 */
import type { Faker } from '@faker-js/faker';
import { childRoom, kidsRooms, locationIds, options, stationIds } from './check-ins-setup';
import type { CheckInKind, EventKey, PeriodModel, Schedule, TimeModel } from './check-ins-setup';
import type { HouseholdModel, PersonModel, Population } from './population';
import { fullName } from './population';
import { at } from './random';
import type { Rng } from './random';
import type { SeedContext } from './seed-context';
import { seasonsOf } from './seasons';
import type { Seasons } from './seasons';
import { MINUTE_MS } from './time';

export interface DraftCheckIn {
  /** null for one-time guests and deleted people. */
  personId: number | null;
  /** Who the check-in counts for when telling first visits (a deleted person still had them). */
  attendeeKey: string;
  oneTimeGuest: boolean;
  firstName: string;
  lastName: string;
  kind: CheckInKind;
  period: PeriodModel;
  times: TimeModel[];
  locationId: number;
  stationId: number;
  checkedInById: number | null;
  createdMs: number;
  checkedOutMs: number | null;
  checkedOutById: number | null;
  emergencyName: string;
  emergencyPhone: string;
  medicalNotes: string;
  optionIds: number[];
  /** Check-ins of one period with the same group key were made together. */
  groupKey: string;
}

/** The most likely anyone is to come to one session. */
const CAP = 0.97;

/** A person (or family) that may come to sessions of one event, and how likely. */
interface Unit {
  base: number;
  /** Expected check-ins each time the unit comes, summed over its eligible sessions. */
  weight: number;
}

/** The factor that scales every unit's base likelihood so the expected total meets `target`. */
function calibrate(units: readonly Unit[], target: number): number {
  const expected = (f: number) =>
    units.reduce((sum, u) => sum + Math.min(CAP, u.base * f) * u.weight, 0);
  let low = 0;
  let high = 64;
  for (let i = 0; i < 50; i++) {
    const mid = (low + high) / 2;
    if (expected(mid) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const phoneOf = (p: PersonModel) => p.phones[0]?.number ?? '';

class AttendanceBuilder {
  readonly drafts: DraftCheckIn[] = [];
  private factor = 1;
  /** Season and growth of the session being drafted. */
  private season = 1;
  private readonly seasons: Seasons;
  private readonly families: { household: HouseholdModel | null; members: PersonModel[] }[];
  private readonly youth: PersonModel[];
  private readonly bibleStudy: PersonModel[];
  private readonly optionByRoom = new Map<string, number>();
  /** Attendance owed to each family or person: see `comes`. */
  private readonly credit = new Map<object, number>();

  constructor(
    private readonly ctx: SeedContext,
    private readonly population: Population,
    private readonly schedule: Schedule,
    private readonly rng: Rng,
    private readonly faker: Faker,
  ) {
    this.seasons = seasonsOf(ctx);
    const admin = population.staff.admin;
    this.families = [
      { household: null, members: [admin] },
      ...population.households.map((household) => ({
        household,
        members: household.memberIds.map((id) => population.person(id)),
      })),
    ];
    this.youth = population.people.filter((p) => p.child && p.grade !== null && p.grade >= 6);
    this.bibleStudy = population.people.filter(
      (p) => !p.child && p.membership === 'Member' && rng.chance(0.15),
    );
    for (const option of options) {
      this.optionByRoom.set(`${option.locationId}:${option.purpose}`, option.id);
    }
  }

  private p(base: number): number {
    return Math.min(CAP, base * this.factor * this.season);
  }

  /** Sets the season of a session; the calibration assumes it averages 1 over the range. */
  private enter(period: PeriodModel): void {
    this.season = this.seasons.attendance(period.day);
  }

  /**
   * Multipliers of the Sunday services that make their expected attendance follow the seasons
   * and the growth whatever the population does meanwhile (newcomers who stay, people who
   * leave), averaging 1 over the range so the calibration still holds.
   */
  private sundaySeasons(): Map<number, number> {
    const { population } = this;
    const sundays = this.schedule.byEvent.sunday;
    const expected = sundays.map((period) => {
      let sum = 0;
      for (const family of this.families) {
        let size = 0;
        for (const m of family.members) {
          if (population.activeAt(m, period.startsMs)) size += m.child ? 1 : 0.9;
        }
        sum += size * this.familyBase(family.household);
      }
      return sum;
    });
    const mean = expected.reduce((a, b) => a + b, 0) / Math.max(1, expected.length);
    const raw = sundays.map(
      (period, i) => (this.seasons.attendance(period.day) * mean) / Math.max(1e-9, at(expected, i)),
    );
    const scale =
      raw.reduce((sum, m, i) => sum + m * at(expected, i), 0) / Math.max(1e-9, mean * raw.length);
    return new Map(sundays.map((period, i) => [period.id, at(raw, i) / scale]));
  }

  /**
   * Whether a family or person comes to a session it comes to with likelihood `p`: owed
   * attendance accumulates, with some jitter, and is paid when it reaches one. Each one's count
   * over a few months then follows its likelihoods closely, so seasons and growth show in the
   * totals of a small church instead of drowning in coin flips.
   */
  private comes(who: object, p: number): boolean {
    const owed = (this.credit.get(who) ?? this.rng.next()) + p * this.rng.float(0.5, 1.5);
    const paid = owed >= 1;
    this.credit.set(who, paid ? owed - 1 : owed);
    return paid;
  }

  /** Guests until the household settled in (a newcomer's first weeks, or for good). */
  private kindOf(household: HouseholdModel | null | undefined, ms: number): CheckInKind {
    return household && ms < household.guestUntilMs ? 'Guest' : 'Regular';
  }

  private servesBase(person: PersonModel): number {
    return person.staff ? 0.85 : 0.4;
  }

  private familyBase(household: HouseholdModel | null): number {
    return household ? household.engagement : 0.3;
  }

  /** Expected check-ins of every unit at factor 1, to find the factor. */
  private units(): Unit[] {
    const { population, schedule } = this;
    const units: Unit[] = [];
    const sundays = schedule.byEvent.sunday;
    for (const family of this.families) {
      let weight = 0;
      for (const period of sundays) {
        const present = family.members.filter((m) => population.activeAt(m, period.startsMs));
        // Sunday volunteers come with their family on the weeks they do not serve.
        const adults = present.reduce(
          (n, m) =>
            m.child ? n : n + (m.volunteer === 'kids' || m.volunteer === 'welcome' ? 0.45 : 0.9),
          0,
        );
        weight += adults > 0 ? adults + present.filter((m) => m.child).length : 0;
      }
      units.push({ base: this.familyBase(family.household), weight });
    }
    const count = (periods: readonly PeriodModel[], p: PersonModel, share = 1) =>
      periods.filter((period) => population.activeAt(p, period.startsMs)).length * share;
    for (const p of population.people) {
      if (p.volunteer === 'kids' || p.volunteer === 'welcome') {
        units.push({ base: this.servesBase(p), weight: count(sundays, p, 1.3) });
      } else if (p.volunteer === 'youth') {
        units.push({ base: this.servesBase(p), weight: count(schedule.byEvent.youth, p) });
      } else if (p.volunteer === 'prayer') {
        units.push({ base: 0.35, weight: count(schedule.byEvent.prayer, p) });
      }
    }
    for (const p of this.youth) {
      units.push({ base: p.engagement * 0.9, weight: count(schedule.byEvent.youth, p) });
    }
    for (const p of this.bibleStudy) {
      units.push({ base: 0.6, weight: count(schedule.byEvent.bible, p) });
    }
    return units;
  }

  build(): DraftCheckIn[] {
    const target = this.ctx.settings.checkIns * 0.98 - this.ctx.settings.deletedPeople * 5;
    this.factor = calibrate(this.units(), target);
    const { byEvent } = this.schedule;
    const sundaySeasons = this.sundaySeasons();
    for (const [i, sunday] of byEvent.sunday.entries()) {
      this.sunday(sunday, at(byEvent.kids, i), sundaySeasons.get(sunday.id) ?? 1);
    }
    for (const period of byEvent.youth) this.youthNight(period);
    for (const period of byEvent.prayer) this.prayer(period);
    for (const period of byEvent.bible) this.bible(period);
    this.deletedPeople();
    this.oneTimeGuests();
    // Sessions later on the anchor day have not happened yet: no check-in or check-out there.
    const { endMs } = this.ctx;
    for (const d of this.drafts) {
      if (d.checkedOutMs !== null && d.checkedOutMs > endMs) {
        d.checkedOutMs = null;
        d.checkedOutById = null;
      }
    }
    return this.drafts.filter((d) => d.createdMs <= endMs);
  }

  private arrival(time: TimeModel, earliest = 40, latest = 10): number {
    const ms = time.startsMs + this.rng.int(-earliest * 60, latest * 60) * 1000;
    return Math.min(time.hidesMs - MINUTE_MS, Math.max(time.showsMs, ms));
  }

  private add(
    person: PersonModel,
    fields: Omit<
      DraftCheckIn,
      'personId' | 'attendeeKey' | 'oneTimeGuest' | 'firstName' | 'lastName'
    >,
  ): DraftCheckIn {
    const draft: DraftCheckIn = {
      personId: person.id,
      attendeeKey: `p${person.id}`,
      oneTimeGuest: false,
      firstName: person.firstName,
      lastName: person.lastName,
      ...fields,
    };
    this.drafts.push(draft);
    return draft;
  }

  private option(locationId: number, purpose: string): number | undefined {
    return this.optionByRoom.get(`${locationId}:${purpose}`);
  }

  private sunday(service: PeriodModel, kids: PeriodModel, season: number): void {
    const { rng, population } = this;
    this.season = season;
    const serving = new Set<number>();
    // Volunteers first: greeters in the service, teachers in the kids' rooms.
    for (const p of population.people) {
      if (p.volunteer !== 'kids' && p.volunteer !== 'welcome') continue;
      if (!population.activeAt(p, service.startsMs) || !rng.chance(this.p(this.servesBase(p)))) {
        continue;
      }
      serving.add(p.id);
      const period = p.volunteer === 'kids' ? kids : service;
      const times = rng.chance(0.3) ? [...period.times] : [rng.pick(period.times)];
      const first = at(times, 0);
      const last = at(times, times.length - 1);
      const checkedOut = rng.chance(0.3);
      this.add(p, {
        kind: 'Volunteer',
        period,
        times,
        locationId: p.volunteer === 'kids' ? locationIds.kidsVolunteers : locationIds.welcomeTeam,
        stationId: stationIds.volunteer,
        checkedInById: p.id,
        createdMs: this.arrival(first, 55, -20),
        checkedOutMs: checkedOut ? last.startsMs + rng.int(70, 95) * MINUTE_MS : null,
        checkedOutById: checkedOut ? p.id : null,
        emergencyName: '',
        emergencyPhone: '',
        medicalNotes: '',
        optionIds: [],
        groupKey: `volunteer:${p.id}`,
      });
    }
    for (const family of this.families) {
      const present = family.members.filter((m) => population.activeAt(m, service.startsMs));
      if (present.length === 0) continue;
      const household = family.household;
      // A newcomer's first Sunday: everyone comes, at the first service.
      const firstVisit = household !== null && household.firstVisitMs === service.startsMs;
      if (!firstVisit && !this.comes(family, this.p(this.familyBase(household)))) continue;
      const preferred = household?.preferredTime ?? 1;
      const index = firstVisit ? 0 : rng.chance(0.88) ? preferred : 1 - preferred;
      const serviceTime = at(service.times, Math.min(index, service.times.length - 1));
      const kidsTime = at(kids.times, Math.min(index, kids.times.length - 1));
      const adults = present.filter(
        (m) => !m.child && !serving.has(m.id) && (firstVisit || rng.chance(0.9)),
      );
      const checker = adults[0] ?? present.find((m) => !m.child && serving.has(m.id)) ?? undefined;
      if (!checker) continue;
      const inKids = present.filter((m) => m.child && (m.grade === null || m.grade <= 5));
      const teens = present.filter((m) => m.child && m.grade !== null && m.grade > 5);
      const kind = this.kindOf(household, service.startsMs);
      const stationId = inKids.length > 0 ? rng.pick(stationIds.kids) : rng.pick(stationIds.lobby);
      const seat = rng.chance(0.75) ? locationIds.auditorium : locationIds.balcony;
      const arrival = this.arrival(serviceTime, 35, 8);
      let offset = 0;
      const next = () => arrival + (offset += rng.int(5, 40)) * 1000;
      for (const person of [...adults, ...teens]) {
        const checkedOut = rng.chance(0.04);
        this.add(person, {
          kind,
          period: service,
          times: [serviceTime],
          locationId: seat,
          stationId,
          checkedInById: checker.id,
          createdMs: next(),
          checkedOutMs: checkedOut ? serviceTime.startsMs + rng.int(70, 90) * MINUTE_MS : null,
          checkedOutById: checkedOut ? person.id : null,
          emergencyName: '',
          emergencyPhone: '',
          medicalNotes: '',
          optionIds: [],
          groupKey: `family:${household?.id ?? 0}`,
        });
      }
      for (const child of inKids) {
        const room = childRoom(child.grade, child.ageMonths);
        const chosen: number[] = [];
        const allergy = this.option(room, 'allergy');
        if (child.medicalNotes && allergy !== undefined) chosen.push(allergy);
        const diaper = this.option(room, 'diaper');
        if (diaper !== undefined && rng.chance(0.3)) chosen.push(diaper);
        const both = this.option(room, 'both-services');
        if (both !== undefined && rng.chance(0.08)) chosen.push(both);
        const checkedOut = rng.chance(0.92);
        const pickup = checkedOut
          ? (rng.pick(adults.length > 0 ? adults : [checker]) ?? checker)
          : null;
        this.add(child, {
          kind,
          period: kids,
          times: [kidsTime],
          locationId: room,
          stationId,
          checkedInById: checker.id,
          createdMs: next(),
          checkedOutMs: pickup ? kidsTime.startsMs + rng.int(65, 95) * MINUTE_MS : null,
          checkedOutById: pickup?.id ?? null,
          emergencyName: fullName(checker),
          emergencyPhone: phoneOf(checker),
          medicalNotes: child.medicalNotes ?? '',
          optionIds: chosen,
          groupKey: `family:${household?.id ?? 0}`,
        });
      }
    }
  }

  private parentOf(person: PersonModel): PersonModel | undefined {
    if (person.householdId === null) return undefined;
    const household = at(this.population.households, person.householdId - 1);
    const contact = this.population.person(household.primaryContactId);
    return contact.child ? undefined : contact;
  }

  private youthNight(period: PeriodModel): void {
    const { rng, population } = this;
    this.enter(period);
    const time = at(period.times, 0);
    for (const p of population.people) {
      if (p.volunteer !== 'youth' || !population.activeAt(p, period.startsMs)) continue;
      if (!rng.chance(this.p(this.servesBase(p)))) continue;
      this.add(p, {
        kind: 'Volunteer',
        period,
        times: [time],
        locationId: locationIds.youthLeaders,
        stationId: stationIds.youth,
        checkedInById: p.id,
        createdMs: this.arrival(time, 45, -15),
        checkedOutMs: null,
        checkedOutById: null,
        emergencyName: '',
        emergencyPhone: '',
        medicalNotes: '',
        optionIds: [],
        groupKey: `volunteer:${p.id}`,
      });
    }
    for (const p of this.youth) {
      if (!population.activeAt(p, period.startsMs)) continue;
      if (!this.comes(p, this.p(p.engagement * 0.9))) continue;
      const parent = this.parentOf(p);
      const room = childRoom(p.grade, p.ageMonths);
      const friend = this.option(room, 'friend');
      const checkedOut = parent !== undefined && rng.chance(0.35);
      const household =
        p.householdId === null ? undefined : at(population.households, p.householdId - 1);
      this.add(p, {
        kind: this.kindOf(household, period.startsMs),
        period,
        times: [time],
        locationId: room,
        stationId: stationIds.youth,
        checkedInById: p.id,
        createdMs: this.arrival(time, 30, 15),
        checkedOutMs: checkedOut ? time.startsMs + rng.int(115, 135) * MINUTE_MS : null,
        checkedOutById: checkedOut ? (parent?.id ?? null) : null,
        emergencyName: parent ? fullName(parent) : '',
        emergencyPhone: parent ? phoneOf(parent) : '',
        medicalNotes: p.medicalNotes ?? '',
        optionIds: friend !== undefined && rng.chance(0.05) ? [friend] : [],
        groupKey: `self:${p.id}`,
      });
    }
  }

  private simple(
    period: PeriodModel,
    people: readonly PersonModel[],
    base: number,
    locationId: number,
    stationId: number,
  ): void {
    this.enter(period);
    const time = at(period.times, 0);
    for (const p of people) {
      if (!this.population.activeAt(p, period.startsMs) || !this.rng.chance(this.p(base))) continue;
      this.add(p, {
        kind: 'Regular',
        period,
        times: [time],
        locationId,
        stationId,
        checkedInById: p.id,
        createdMs: this.arrival(time, 25, 10),
        checkedOutMs: null,
        checkedOutById: null,
        emergencyName: '',
        emergencyPhone: '',
        medicalNotes: '',
        optionIds: [],
        groupKey: `self:${p.id}`,
      });
    }
  }

  private prayer(period: PeriodModel): void {
    const team = this.population.people.filter((p) => p.volunteer === 'prayer');
    this.simple(period, team, 0.35, locationIds.prayerRoom, stationIds.prayer);
  }

  private bible(period: PeriodModel): void {
    this.simple(period, this.bibleStudy, 0.6, locationIds.fellowshipHall, stationIds.bible);
  }

  /** People who came for a while and whose records were later deleted. */
  private deletedPeople(): void {
    const { rng, faker, schedule } = this;
    const sundays = schedule.byEvent.sunday;
    for (let n = 1; n <= this.ctx.settings.deletedPeople; n++) {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const from = rng.int(0, Math.floor(sundays.length / 3));
      const until = rng.int(from + 1, sundays.length);
      for (const period of sundays.slice(from, until)) {
        if (!rng.chance(0.7)) continue;
        const time = rng.pick(period.times);
        this.drafts.push({
          personId: null,
          attendeeKey: `deleted${n}`,
          oneTimeGuest: false,
          firstName,
          lastName,
          kind: 'Regular',
          period,
          times: [time],
          locationId: locationIds.auditorium,
          stationId: rng.pick(stationIds.lobby),
          checkedInById: null,
          createdMs: this.arrival(time, 30, 10),
          checkedOutMs: null,
          checkedOutById: null,
          emergencyName: '',
          emergencyPhone: '',
          medicalNotes: '',
          optionIds: [],
          groupKey: `deleted:${n}`,
        });
      }
    }
  }

  /** Guests checked in once at the welcome desk, without a person record: about 2%. */
  private oneTimeGuests(): void {
    const { rng, faker, schedule, population } = this;
    const count = Math.max(3, Math.round((this.drafts.length * 0.02) / 0.98));
    const desk = population.staff.office;
    const kidsLead = population.staff.kids;
    // Easter and Christmas draw visitors: each of their services and kids' times has two. Every
    // Sunday has one at its first service; the rest come at random.
    const placements: TimeModel[] = [];
    for (const key of ['sunday', 'kids'] as const) {
      for (const period of schedule.byEvent[key]) {
        if (this.seasons.attendance(period.day) > 1.3) {
          placements.push(...period.times, ...period.times);
        }
      }
    }
    for (const period of schedule.byEvent.sunday) placements.push(at(period.times, 0));
    for (let n = 1; n <= count; n++) {
      const placed = placements[n - 1];
      const event =
        placed?.event ??
        rng.weighted<EventKey>([
          ['sunday', 60],
          ['kids', 25],
          ['youth', 15],
        ]);
      const period = placed
        ? at(schedule.periods, placed.periodId - 1)
        : rng.pick(schedule.byEvent[event]);
      const time = placed ?? rng.pick(period.times);
      const child = event === 'kids';
      const lastName = faker.person.lastName();
      const room =
        event === 'kids'
          ? rng.pick(kidsRooms)
          : event === 'youth'
            ? rng.pick([locationIds.middleSchool, locationIds.highSchool])
            : locationIds.auditorium;
      const checkedOut = child && rng.chance(0.9);
      this.drafts.push({
        personId: null,
        attendeeKey: `guest${n}`,
        oneTimeGuest: true,
        firstName: faker.person.firstName(),
        lastName,
        kind: 'Guest',
        period,
        times: [time],
        locationId: room,
        stationId: stationIds.welcomeDesk,
        checkedInById: desk.id,
        createdMs: this.arrival(time, 30, 10),
        checkedOutMs: checkedOut ? time.startsMs + rng.int(65, 95) * MINUTE_MS : null,
        checkedOutById: checkedOut ? kidsLead.id : null,
        emergencyName: child ? `${faker.person.firstName()} ${lastName}` : '',
        emergencyPhone: child ? `(630) 555-01${rng.digits(2)}` : '',
        medicalNotes: '',
        optionIds: [],
        groupKey: `guest:${n}`,
      });
    }
  }
}

export function buildAttendance(
  ctx: SeedContext,
  population: Population,
  schedule: Schedule,
): DraftCheckIn[] {
  return new AttendanceBuilder(
    ctx,
    population,
    schedule,
    ctx.rng('check-ins:attendance'),
    ctx.faker('check-ins:attendance'),
  ).build();
}
