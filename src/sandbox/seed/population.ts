/**
 * The church's people, in memory: households of adults and children with their names, ages,
 * contacts, membership, roles and how often they come. Every app's rows about people are
 * derived from this one model, so a person has the same id and facts everywhere.
 */
import type { Faker } from '@faker-js/faker';
import { listedValues } from '../catalog-keys';
import type { ListedValue } from '../catalog-keys';
import type { Rng } from './random';
import { at } from './random';
import {
  areaCodes,
  carriers,
  idIn,
  inactiveReasons,
  maritalStatuses,
  medicalNotes,
  namePrefixes,
  nameSuffixes,
  organization,
  towns,
} from './reference-data';
import type { SeedContext } from './seed-context';
import { eventSpec } from './check-ins-setup';
import { DAY_MS, HOUR_MS, addDays, dayText, utcDay, weekdayOnOrBefore } from './time';
import type { LocalDay } from './time';

export type Gender = ListedValue<'people', 'Person', 'gender'>;
/** The genders of the catalog, in its order (Male, Female). */
const genders = listedValues('people', 'Person', 'gender');
export type StaffRole = 'admin' | 'pastor' | 'finance' | 'kids' | 'youth' | 'office';
export type VolunteerTeam = 'welcome' | 'kids' | 'youth' | 'prayer';

export interface AddressModel {
  street: string;
  city: string;
  state: string;
  zip: string;
  location: 'Home' | 'Work';
  primary: boolean;
}

export interface EmailModel {
  address: string;
  location: 'Home' | 'Work';
  primary: boolean;
}

export interface PhoneModel {
  number: string;
  carrier: string | null;
  location: 'Mobile' | 'Home' | 'Work';
}

export interface PersonModel {
  id: number;
  /** null for the administrator, who belongs to no household. */
  householdId: number | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  nickname: string | null;
  gender: Gender | null;
  birthdate: string | null;
  /** Whole years on the anchor day (estimated when the birthdate is unknown). */
  age: number;
  ageMonths: number;
  child: boolean;
  grade: number | null;
  graduationYear: number | null;
  status: ListedValue<'people', 'Person', 'status'>;
  inactivatedMs: number | null;
  inactiveReasonId: number | null;
  membership: string | null;
  maritalStatusId: number | null;
  anniversary: string | null;
  namePrefixId: number | null;
  nameSuffixId: number | null;
  campusId: number;
  createdMs: number;
  updatedMs: number;
  medicalNotes: string | null;
  remoteId: number | null;
  avatarUrl: string;
  addresses: AddressModel[];
  emails: EmailModel[];
  phones: PhoneModel[];
  staff: StaffRole | null;
  volunteer: VolunteerTeam | null;
  /** How likely the person is to come on a given week, before scaling (0..1). */
  engagement: number;
}

export interface HouseholdModel {
  id: number;
  name: string;
  memberIds: number[];
  primaryContactId: number;
  /** Members whose membership is pending. */
  pendingIds: number[];
  createdMs: number;
  updatedMs: number;
  engagement: number;
  /** 0 = the first Sunday service, 1 = the second. */
  preferredTime: 0 | 1;
  /** A household that first came during the range (its members' membership is 'Visitor'). */
  visitor: boolean;
  /** A newcomer's first Sunday service (the start of its first time), when all of it came. */
  firstVisitMs: number | null;
  /** Check-ins before this instant are the household's guest visits. */
  guestUntilMs: number;
}

export interface Population {
  readonly people: readonly PersonModel[];
  readonly households: readonly HouseholdModel[];
  readonly staff: Readonly<Record<StaffRole, PersonModel>>;
  person(id: number): PersonModel;
  /** Active from its creation until it was inactivated. */
  activeAt(person: PersonModel, ms: number): boolean;
}

export const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

const nicknames: Readonly<Record<string, string>> = {
  William: 'Bill',
  Robert: 'Bob',
  Richard: 'Rick',
  James: 'Jim',
  Michael: 'Mike',
  Thomas: 'Tom',
  Joseph: 'Joe',
  Daniel: 'Dan',
  Matthew: 'Matt',
  Christopher: 'Chris',
  Elizabeth: 'Liz',
  Katherine: 'Kate',
  Margaret: 'Peggy',
  Jennifer: 'Jen',
  Rebecca: 'Becky',
  Patricia: 'Pat',
  Susan: 'Sue',
  Deborah: 'Deb',
};

function ageOn(birth: LocalDay, day: LocalDay): number {
  const before = day.month < birth.month || (day.month === birth.month && day.day < birth.day);
  return day.year - birth.year - (before ? 1 : 0);
}

function monthsOn(birth: LocalDay, day: LocalDay): number {
  return (day.year - birth.year) * 12 + (day.month - birth.month) - (day.day < birth.day ? 1 : 0);
}

type Plan = { kind: 'adult'; age: number; gender: Gender | null } | { kind: 'child'; age: number };

class PopulationBuilder {
  readonly people: PersonModel[] = [];
  readonly households: HouseholdModel[] = [];
  private readonly usedEmails = new Set<string>();
  private readonly anchorMs: number;

  constructor(
    private readonly ctx: SeedContext,
    private readonly rng: Rng,
    private readonly faker: Faker,
  ) {
    this.anchorMs = Date.UTC(ctx.anchorDay.year, ctx.anchorDay.month - 1, ctx.anchorDay.day);
  }

  build(): Population {
    this.addAdministrator();
    const target = this.ctx.settings.people;
    while (this.people.length < target) this.addHousehold(target - this.people.length, null);
    for (const firstVisitMs of this.newcomerVisits()) {
      for (let n = 0; n < this.ctx.settings.newcomersPerWeek; n++) {
        this.addHousehold(Infinity, firstVisitMs);
      }
    }
    const staff = this.assignStaff();
    this.assignVolunteers();
    for (const h of this.households) {
      h.createdMs = Math.min(...h.memberIds.map((id) => at(this.people, id - 1).createdMs));
    }
    const byId = this.people;
    return {
      people: this.people,
      households: this.households,
      staff,
      person: (id) => at(byId, id - 1),
      activeAt: (p, ms) => ms >= p.createdMs && (p.inactivatedMs === null || ms < p.inactivatedMs),
    };
  }

  /** The first Sunday service of each week of the range that has started by now. */
  private newcomerVisits(): number[] {
    const { ctx } = this;
    const [hour, minute] = at(eventSpec('sunday').times, 0);
    const visits: number[] = [];
    for (let day = weekdayOnOrBefore(ctx.firstDay, 0); ; day = addDays(day, 7)) {
      const ms = ctx.clock.toUtc(day, hour, minute);
      if (ms > ctx.endMs) break;
      if (ms >= ctx.startMs) visits.push(ms);
    }
    return visits;
  }

  private phone(): string {
    return `(${this.rng.pick(areaCodes)}) 555-01${this.rng.digits(2)}`;
  }

  private email(first: string, last: string, domain: string): string {
    const base = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    let address = `${base}@${domain}`;
    for (let n = 2; this.usedEmails.has(address); n++) address = `${base}${n}@${domain}`;
    this.usedEmails.add(address);
    return address;
  }

  private createdBefore(ms: number, minDays: number, maxDays: number): number {
    return ms - this.rng.int(minDays, maxDays) * DAY_MS - this.rng.int(9, 17) * HOUR_MS;
  }

  private basePerson(id: number, householdId: number | null): PersonModel {
    return {
      id,
      householdId,
      firstName: '',
      middleName: null,
      lastName: '',
      nickname: null,
      gender: null,
      birthdate: null,
      age: 40,
      ageMonths: 480,
      child: false,
      grade: null,
      graduationYear: null,
      status: 'active',
      inactivatedMs: null,
      inactiveReasonId: null,
      membership: null,
      maritalStatusId: null,
      anniversary: null,
      namePrefixId: null,
      nameSuffixId: null,
      campusId: 1,
      createdMs: this.ctx.startMs,
      updatedMs: this.ctx.startMs,
      medicalNotes: null,
      remoteId: null,
      avatarUrl: '',
      addresses: [],
      emails: [],
      phones: [],
      staff: null,
      volunteer: null,
      engagement: 0,
    };
  }

  private addAdministrator(): void {
    const admin = this.basePerson(1, null);
    admin.firstName = 'Sandbox';
    admin.lastName = 'Admin';
    admin.membership = 'Member';
    admin.staff = 'admin';
    admin.createdMs = this.createdBefore(this.ctx.startMs, 2500, 3000);
    admin.updatedMs = this.ctx.endMs - 30 * DAY_MS;
    admin.avatarUrl = 'https://people.sandbox.test/static/avatars/adult-neutral.png';
    admin.addresses.push({
      street: organization.street,
      city: organization.city,
      state: organization.state,
      zip: organization.zip,
      location: 'Work',
      primary: true,
    });
    const address = `admin@${organization.emailDomain}`;
    this.usedEmails.add(address);
    admin.emails.push({ address, location: 'Work', primary: true });
    admin.phones.push({ number: organization.phone, carrier: null, location: 'Work' });
    admin.engagement = 0.3;
    this.people.push(admin);
  }

  private planHousehold(newcomer: boolean): Plan[] {
    const rng = this.rng;
    const kind = rng.weighted([
      ['single', newcomer ? 45 : 30],
      ['couple', newcomer ? 25 : 22],
      ['family', newcomer ? 25 : 40],
      ['single-parent', newcomer ? 5 : 8],
    ] as const);
    const gender = (): Gender | null => (rng.chance(0.02) ? null : rng.pick(genders));
    const kids = (parentAge: number, count: number): Plan[] =>
      Array.from({ length: count }, () => ({
        kind: 'child' as const,
        age: rng.int(0, Math.min(17, parentAge - 21)),
      })).sort((a, b) => b.age - a.age);
    switch (kind) {
      case 'single':
        return [{ kind: 'adult', age: rng.int(19, 88), gender: gender() }];
      case 'couple': {
        const age = rng.int(24, 84);
        const first: Gender = rng.chance(0.5) ? 'Male' : 'Female';
        return [
          { kind: 'adult', age, gender: first },
          {
            kind: 'adult',
            age: Math.max(22, age + rng.int(-4, 4)),
            gender: first === 'Male' ? 'Female' : 'Male',
          },
        ];
      }
      case 'family': {
        const age = rng.int(27, 52);
        const first: Gender = rng.chance(0.5) ? 'Male' : 'Female';
        return [
          { kind: 'adult', age, gender: first },
          {
            kind: 'adult',
            age: Math.max(24, age + rng.int(-4, 4)),
            gender: first === 'Male' ? 'Female' : 'Male',
          },
          ...kids(
            age,
            rng.weighted([
              [1, 30],
              [2, 40],
              [3, 22],
              [4, 8],
            ] as const),
          ),
        ];
      }
      case 'single-parent': {
        const age = rng.int(25, 50);
        return [
          { kind: 'adult', age, gender: gender() },
          ...kids(
            age,
            rng.weighted([
              [1, 45],
              [2, 40],
              [3, 15],
            ] as const),
          ),
        ];
      }
    }
  }

  /** A household of the church, or with `firstVisitMs` a newcomer's that first came then. */
  private addHousehold(room: number, firstVisitMs: number | null): void {
    const { rng, faker, ctx } = this;
    const visitor = firstVisitMs !== null;
    const plans = this.planHousehold(visitor).slice(0, Math.max(1, room));
    const householdId = this.households.length + 1;
    const lastName = faker.person.lastName();
    const inactive = !visitor && rng.chance(0.05);
    // About a third of first-time guests stay; the others rarely come back.
    const stays = visitor && rng.chance(0.35);
    const engagement = !visitor
      ? 0.15 + 0.85 * rng.next() ** 0.6
      : stays
        ? rng.float(0.3, 0.75)
        : rng.float(0.01, 0.05);
    // Signed up to "plan a visit" a day or two before their first Sunday.
    const guestUntilMs =
      firstVisitMs === null ? 0 : stays ? firstVisitMs + 8 * 7 * DAY_MS : Infinity;
    const campusId = rng.chance(0.8) ? 1 : 2;
    const town = rng.pick(towns);
    const home: AddressModel = {
      street: faker.location.streetAddress(),
      city: town.city,
      state: 'IL',
      zip: rng.pick(town.zips),
      location: 'Home',
      primary: true,
    };
    const landline = rng.chance(0.25) ? this.phone() : null;
    const createdMs =
      firstVisitMs === null
        ? this.createdBefore(ctx.startMs, 20, 3000)
        : firstVisitMs - rng.int(14, 40) * HOUR_MS;
    const membership = visitor
      ? guestUntilMs < ctx.endMs
        ? 'Regular Attender'
        : 'Visitor'
      : rng.weighted([
          ['Member', 55],
          ['Regular Attender', 30],
          ['Participant', 8],
          [null, 7],
        ] as const);
    const inactivatedMs = inactive
      ? rng.int(ctx.startMs - 120 * DAY_MS, ctx.endMs - 7 * DAY_MS)
      : null;
    const inactiveReasonId = inactive
      ? idIn(inactiveReasons, rng.pick(['Moved away', 'Attending another church'] as const))
      : null;
    const adults = plans.filter((p) => p.kind === 'adult').length;
    const married = adults === 2;
    const anniversary =
      married && rng.chance(0.6)
        ? dayText(
            utcDay(
              new Date(
                this.anchorMs -
                  rng.int(1, Math.max(1, Math.min(...plans.map((p) => p.age)) - 21)) *
                    365.25 *
                    DAY_MS -
                  rng.int(0, 364) * DAY_MS,
              ),
            ),
          )
        : null;

    const members: PersonModel[] = [];
    for (const plan of plans) {
      const id = this.people.length + 1;
      const p = this.basePerson(id, householdId);
      const birthMs =
        this.anchorMs - plan.age * 365.25 * DAY_MS - rng.int(1, 364) * DAY_MS - 12 * HOUR_MS;
      const birth = utcDay(new Date(birthMs));
      p.age = ageOn(birth, ctx.anchorDay);
      p.ageMonths = monthsOn(birth, ctx.anchorDay);
      p.gender = plan.kind === 'adult' ? plan.gender : rng.pick(genders);
      const sex = p.gender === 'Male' ? 'male' : p.gender === 'Female' ? 'female' : undefined;
      p.firstName = faker.person.firstName(sex);
      p.lastName =
        plan.kind === 'adult' && members.length > 0 && rng.chance(0.12)
          ? faker.person.lastName()
          : lastName;
      p.middleName = rng.chance(0.25) ? faker.person.middleName(sex) : null;
      p.nickname = rng.chance(0.5) ? (nicknames[p.firstName] ?? null) : null;
      p.child = p.age < 18;
      p.birthdate = p.child || rng.chance(0.92) ? dayText(birth) : null;
      if (p.child) {
        const grade = ageOn(birth, ctx.schoolCutoff) - 5;
        p.grade = grade >= -1 && grade <= 12 ? grade : null;
        p.graduationYear = p.grade === null ? null : ctx.schoolCutoff.year + 1 + (12 - p.grade);
        p.medicalNotes = rng.chance(0.15) ? rng.pick(medicalNotes) : null;
      } else {
        p.medicalNotes = rng.chance(0.02) ? rng.pick(medicalNotes) : null;
        p.maritalStatusId = idIn(
          maritalStatuses,
          married
            ? 'Married'
            : plans.length > 1
              ? rng.pick(['Divorced', 'Single', 'Separated'] as const)
              : p.age < 30
                ? 'Single'
                : p.age > 65
                  ? rng.pick(['Widowed', 'Single', 'Divorced'] as const)
                  : rng.pick(['Single', 'Divorced'] as const),
        );
        p.anniversary = married ? anniversary : null;
        if (rng.chance(0.35)) {
          const prefix = rng.chance(0.08)
            ? 'Dr.'
            : p.gender === 'Male'
              ? 'Mr.'
              : married
                ? 'Mrs.'
                : 'Ms.';
          p.namePrefixId = idIn(namePrefixes, prefix);
        }
        if (p.gender === 'Male' && rng.chance(0.04)) {
          p.nameSuffixId = idIn(nameSuffixes, rng.pick(['Jr.', 'Sr.', 'III'] as const));
        }
      }
      p.membership = membership;
      p.campusId = campusId;
      p.createdMs = Math.min(
        ctx.endMs - 2 * HOUR_MS,
        Math.max(createdMs, birthMs + rng.int(2, 40) * DAY_MS),
      );
      p.updatedMs = rng.int(p.createdMs, ctx.endMs);
      const latest = ctx.endMs - HOUR_MS;
      if (inactive) {
        this.inactivate(p, Math.min(latest, Math.max(inactivatedMs ?? 0, p.createdMs + DAY_MS)));
        p.inactiveReasonId = inactiveReasonId;
      } else if (!visitor && !p.child && p.createdMs < ctx.endMs - 3 * DAY_MS) {
        const reason: (typeof inactiveReasons)[number] | null =
          plans.length === 1 && p.age > 75 && rng.chance(0.15)
            ? 'Deceased'
            : rng.chance(0.02)
              ? 'No longer attending'
              : null;
        if (reason) {
          this.inactivate(p, rng.int(p.createdMs + DAY_MS, ctx.endMs - DAY_MS));
          p.inactiveReasonId = idIn(inactiveReasons, reason);
        }
      }
      p.remoteId = rng.chance(0.12) ? 100_000 + id : null;
      p.avatarUrl = `https://people.sandbox.test/static/avatars/${p.child ? 'child' : 'adult'}-${
        p.gender === 'Female' ? 'female' : p.gender === 'Male' ? 'male' : 'neutral'
      }.png`;
      p.engagement = Math.min(1, engagement * rng.float(0.85, 1.1));
      this.addContacts(p, home, landline);
      members.push(p);
      this.people.push(p);
    }

    const adultsOf = members.filter((m) => !m.child);
    const contact = at(adultsOf.length > 0 ? adultsOf : members, 0);
    const pendingIds = members
      .filter((m) => m !== contact && rng.chance(visitor ? 0.25 : 0.03))
      .map((m) => m.id);
    this.households.push({
      id: householdId,
      name: `${lastName} Household`,
      memberIds: members.map((m) => m.id),
      primaryContactId: contact.id,
      pendingIds,
      createdMs: Math.min(...members.map((m) => m.createdMs)),
      updatedMs: Math.max(...members.map((m) => m.updatedMs)),
      engagement,
      preferredTime: rng.chance(0.55) ? 0 : 1,
      visitor,
      firstVisitMs,
      guestUntilMs,
    });
  }

  private inactivate(p: PersonModel, ms: number): void {
    p.status = 'inactive';
    p.inactivatedMs = ms;
    p.updatedMs = Math.max(p.updatedMs, ms);
  }

  private addContacts(p: PersonModel, home: AddressModel, landline: string | null): void {
    const { rng, faker } = this;
    if (!p.child || rng.chance(0.5)) p.addresses.push({ ...home });
    if (!p.child && p.age < 65 && rng.chance(0.12)) {
      const town = rng.pick(towns);
      p.addresses.push({
        street: faker.location.streetAddress(),
        city: town.city,
        state: 'IL',
        zip: rng.pick(town.zips),
        location: 'Work',
        primary: p.addresses.length === 0,
      });
    }
    const teen = p.child && p.age >= 13;
    if ((!p.child && rng.chance(0.93)) || (teen && rng.chance(0.45))) {
      const domain = rng.pick(['example.com', 'example.net', 'example.org']);
      p.emails.push({
        address: this.email(p.firstName, p.lastName, domain),
        location: 'Home',
        primary: true,
      });
    }
    if (!p.child && p.age < 65 && rng.chance(0.18)) {
      p.emails.push({
        address: this.email(p.firstName, p.lastName, 'work.example.com'),
        location: 'Work',
        primary: p.emails.length === 0,
      });
    }
    if ((!p.child && rng.chance(0.9)) || (teen && rng.chance(0.5))) {
      p.phones.push({
        number: this.phone(),
        carrier: rng.chance(0.85) ? rng.pick(carriers).name : null,
        location: 'Mobile',
      });
    }
    if (landline && !p.child) p.phones.push({ number: landline, carrier: null, location: 'Home' });
  }

  private assignStaff(): Record<StaffRole, PersonModel> {
    const admin = at(this.people, 0);
    const roles: StaffRole[] = ['pastor', 'finance', 'kids', 'youth', 'office'];
    const staff: Partial<Record<StaffRole, PersonModel>> = { admin };
    const candidates = this.people.filter(
      (p) =>
        p.staff === null &&
        !p.child &&
        p.age >= 28 &&
        p.age <= 62 &&
        p.status === 'active' &&
        p.createdMs < this.ctx.startMs &&
        p.emails.length > 0,
    );
    for (const [i, role] of roles.entries()) {
      const person = at(candidates, i * 2);
      person.staff = role;
      person.membership = 'Member';
      person.createdMs = Math.min(person.createdMs, this.ctx.startMs - 400 * DAY_MS);
      person.engagement = 0.95;
      staff[role] = person;
    }
    const pastor = staff.pastor;
    if (pastor) pastor.namePrefixId = idIn(namePrefixes, 'Rev.');
    return staff as Record<StaffRole, PersonModel>;
  }

  private assignVolunteers(): void {
    const rng = this.rng;
    const teamOf: Partial<Record<StaffRole, VolunteerTeam>> = {
      pastor: 'prayer',
      kids: 'kids',
      youth: 'youth',
      office: 'welcome',
    };
    for (const p of this.people) {
      if (p.staff) {
        p.volunteer = teamOf[p.staff] ?? null;
        continue;
      }
      const household = p.householdId === null ? undefined : this.households[p.householdId - 1];
      if (p.child || p.status !== 'active' || household?.visitor === true || p.age > 78) continue;
      p.volunteer = rng.weighted([
        ['kids', 12],
        ['welcome', 12],
        ['youth', p.age <= 55 ? 6 : 0],
        ['prayer', 6],
        [null, 64],
      ] as const);
    }
  }
}

export function buildPopulation(ctx: SeedContext): Population {
  return new PopulationBuilder(ctx, ctx.rng('population'), ctx.faker('population')).build();
}
