/**
 * Fills the people app's tables: the organization and its value lists, people with their
 * addresses, e-mails and households, custom fields, lists, messages, imports, connected people
 * and statistics.
 */
import type { SandboxDatabase } from '../database';
import { tableWriter } from './insert';
import { seedFields } from './people-fields';
import { seedLists } from './people-lists';
import { seedMessages } from './people-messages';
import type { PersonModel, Population } from './population';
import { fullName } from './population';
import {
  campuses,
  carriers,
  inactiveReasons,
  maritalStatuses,
  namePrefixes,
  nameSuffixes,
  organization,
} from './reference-data';
import type { SeedContext } from './seed-context';
import { DAY_MS, HOUR_MS, MINUTE_MS, utcText } from './time';

const app = 'people';

const apps = [
  'Calendar',
  'Check-Ins',
  'Giving',
  'Groups',
  'People',
  'Registrations',
  'Services',
] as const;

const reports = [
  'Church Directory',
  'Birthday List',
  'Anniversary List',
  'Household Mailing Labels',
  'Membership Summary',
] as const;

const schoolOptions = [
  'Lincoln Elementary',
  'Jefferson Middle School',
  'Central High School',
  'Grace Christian Academy',
  'Homeschool',
] as const;

const workflows = [
  'New Visitor Follow-up',
  'Membership Class',
  'Volunteer Onboarding',
  'Baptism Requests',
  'Care & Prayer Requests',
] as const;

const socialProfiles = [
  { site: 'facebook', url: 'https://www.facebook.com/gracefellowship.sandbox', verified: true },
  { site: 'instagram', url: 'https://www.instagram.com/gracefellowship.sandbox', verified: true },
  { site: 'youtube', url: 'https://www.youtube.com/@gracefellowship-sandbox', verified: false },
] as const;

/** Value-only tables (id = position + 1). */
function seedValues(db: SandboxDatabase): void {
  const valueTables = [
    ['InactiveReason', inactiveReasons],
    ['MaritalStatus', maritalStatuses],
    ['NamePrefix', namePrefixes],
    ['NameSuffix', nameSuffixes],
    ['SchoolOption', schoolOptions],
  ] as const;
  for (const [type, values] of valueTables) {
    const table = tableWriter(db, app, type);
    for (const [i, value] of values.entries()) table.insert({ id: i + 1, value });
  }
  const appTable = tableWriter(db, app, 'App');
  for (const [i, name] of apps.entries()) {
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
    appTable.insert({ id: i + 1, name, url: `https://${slug}.sandbox.test` });
  }
  const campusTable = tableWriter(db, app, 'Campus');
  for (const [i, c] of campuses.entries()) campusTable.insert({ id: i + 1, ...c });
  const carrierTable = tableWriter(db, app, 'Carrier');
  for (const [i, c] of carriers.entries()) carrierTable.insert({ id: i + 1, ...c });
  const reportTable = tableWriter(db, app, 'Report');
  for (const [i, name] of reports.entries()) reportTable.insert({ id: i + 1, name });
  const socialTable = tableWriter(db, app, 'SocialProfile');
  for (const [i, s] of socialProfiles.entries()) socialTable.insert({ id: i + 1, ...s });
}

function peoplePermissions(p: PersonModel): string | null {
  if (p.staff === 'admin') return 'Manager';
  if (p.staff) return 'Editor';
  return p.volunteer === 'welcome' ? 'Viewer' : null;
}

function seedPersons(db: SandboxDatabase, ctx: SeedContext, population: Population): void {
  const rng = ctx.rng('people:persons');
  const personTable = tableWriter(db, app, 'Person');
  const addressTable = tableWriter(db, app, 'Address');
  const emailTable = tableWriter(db, app, 'Email');
  let addressId = 0;
  let emailId = 0;
  for (const p of population.people) {
    const login = !p.child && p.emails.length > 0 && (p.staff !== null || rng.chance(0.35));
    personTable.insert({
      id: p.id,
      first_name: p.firstName,
      middle_name: p.middleName,
      last_name: p.lastName,
      given_name: null,
      nickname: p.nickname,
      name: fullName(p),
      birthdate: p.birthdate,
      anniversary: p.anniversary,
      gender: p.gender,
      grade: p.grade,
      graduation_year: p.graduationYear,
      child: p.child,
      status: p.status,
      inactivated_at: p.inactivatedMs === null ? null : utcText(p.inactivatedMs),
      membership: p.membership,
      site_administrator: p.staff === 'admin',
      accounting_administrator: p.staff === 'admin' || p.staff === 'finance',
      people_permissions: peoplePermissions(p),
      medical_notes: p.medicalNotes,
      remote_id: p.remoteId,
      avatar: p.avatarUrl,
      demographic_avatar_url: p.avatarUrl,
      passed_background_check: p.volunteer === 'kids' || p.volunteer === 'youth',
      can_create_forms: p.staff !== null,
      can_email_lists: p.staff !== null,
      directory_status: p.membership === 'Member' && !p.child ? 'shared' : 'no_access',
      login_identifier: login ? (p.emails[0]?.address ?? null) : null,
      resource_permission_flags:
        p.staff === 'admin' ? { can_edit_people: true, can_manage_lists: true } : {},
      created_at: utcText(p.createdMs),
      updated_at: utcText(p.updatedMs),
      inactive_reason_id: p.inactiveReasonId,
      marital_status_id: p.maritalStatusId,
      name_prefix_id: p.namePrefixId,
      name_suffix_id: p.nameSuffixId,
      primary_campus_id: p.campusId,
      _avatar_file_id: null,
      _phone_numbers: JSON.stringify(p.phones),
    });
    for (const a of p.addresses) addressTable.insert({ id: ++addressId, ...a, person_id: p.id });
    for (const e of p.emails) emailTable.insert({ id: ++emailId, ...e, person_id: p.id });
  }
}

function seedHouseholds(db: SandboxDatabase, population: Population): void {
  const householdTable = tableWriter(db, app, 'Household');
  const membershipTable = tableWriter(db, app, 'HouseholdMembership');
  let membershipId = 0;
  for (const h of population.households) {
    householdTable.insert({
      id: h.id,
      created_at: utcText(h.createdMs),
      member_count: h.memberIds.length,
      name: h.name,
      primary_contact_id: h.primaryContactId,
      primary_contact_name: fullName(population.person(h.primaryContactId)),
      updated_at: utcText(Math.max(h.createdMs, h.updatedMs)),
    });
    for (const personId of h.memberIds) {
      membershipTable.insert({
        id: ++membershipId,
        pending: h.pendingIds.includes(personId),
        person_name: fullName(population.person(personId)),
        household_id: h.id,
        person_id: personId,
      });
    }
  }
}

function seedConnections(db: SandboxDatabase, ctx: SeedContext, population: Population): void {
  const rng = ctx.rng('people:connections');
  const table = tableWriter(db, app, 'ConnectedPerson');
  const others = [
    { id: 20417, name: 'Hope Community Church' },
    { id: 33981, name: 'New Life Church' },
  ];
  let id = 0;
  for (const p of population.people) {
    if (p.child || p.staff === 'admin' || !rng.chance(0.05)) continue;
    const org = rng.pick(others);
    table.insert({
      id: ++id,
      first_name: p.firstName,
      gender: p.gender ?? '',
      given_name: '',
      last_name: p.lastName,
      middle_name: p.middleName ?? '',
      nickname: p.nickname ?? '',
      organization_id: org.id,
      organization_name: org.name,
      type: 'Person',
      person_id: p.id,
    });
  }
}

function seedImports(db: SandboxDatabase, ctx: SeedContext, population: Population): void {
  const rng = ctx.rng('people:imports');
  const table = tableWriter(db, app, 'PeopleImport');
  const imported = population.people.filter((p) => p.remoteId !== null).map((p) => p.id);
  const matched = rng
    .sample(
      population.people.filter((p) => p.remoteId === null && !p.child),
      3,
    )
    .map((p) => p.id)
    .sort((a, b) => a - b);
  const attribs = JSON.stringify({
    first_name: 'First Name',
    last_name: 'Last Name',
    email: 'Email',
    remote_id: 'Member ID',
  });
  const first = ctx.startMs - 400 * DAY_MS;
  const undone = ctx.startMs - 90 * DAY_MS;
  const pending = ctx.endMs - 2 * HOUR_MS;
  // status: 0 pending, 1 processed, 2 undone.
  table.insert({
    id: 1,
    attribs,
    created_at: utcText(first),
    identical_people_ids: matched.join(','),
    people_ids: imported.join(','),
    processed_at: utcText(first + 4 * MINUTE_MS),
    status: 1,
    undone_at: null,
    updated_at: utcText(first + 4 * MINUTE_MS),
  });
  table.insert({
    id: 2,
    attribs,
    created_at: utcText(undone),
    identical_people_ids: '',
    people_ids: '',
    processed_at: utcText(undone + 2 * MINUTE_MS),
    status: 2,
    undone_at: utcText(undone + 3 * HOUR_MS),
    updated_at: utcText(undone + 3 * HOUR_MS),
  });
  table.insert({
    id: 3,
    attribs,
    created_at: utcText(pending),
    identical_people_ids: '',
    people_ids: '',
    processed_at: null,
    status: 0,
    undone_at: null,
    updated_at: utcText(pending),
  });
}

function seedWorkflows(db: SandboxDatabase, ctx: SeedContext): void {
  const rng = ctx.rng('people:workflows');
  const table = tableWriter(db, app, 'Workflow');
  for (const [i, name] of workflows.entries()) {
    const created = ctx.startMs - rng.int(30, 900) * DAY_MS;
    table.insert({
      id: i + 1,
      name,
      created_at: utcText(created),
      updated_at: utcText(rng.int(created, ctx.endMs)),
    });
  }
}

function seedStatistics(
  db: SandboxDatabase,
  population: Population,
  extra: Record<string, number>,
): void {
  const people = population.people;
  const figures: Record<string, number> = {
    total_people: people.length,
    active_people: people.filter((p) => p.status === 'active').length,
    inactive_people: people.filter((p) => p.status === 'inactive').length,
    adults: people.filter((p) => !p.child).length,
    children: people.filter((p) => p.child).length,
    members: people.filter((p) => p.membership === 'Member').length,
    households: population.households.length,
    emails: people.reduce((n, p) => n + p.emails.length, 0),
    addresses: people.reduce((n, p) => n + p.addresses.length, 0),
    ...extra,
  };
  const table = tableWriter(db, app, 'OrganizationStatistics');
  let id = 0;
  for (const [name, value] of Object.entries(figures)) table.insert({ id: ++id, name, value });
}

export function seedPeople(db: SandboxDatabase, ctx: SeedContext, population: Population): void {
  tableWriter(db, app, 'Organization').insert({ id: 1, name: organization.name });
  seedValues(db);
  seedPersons(db, ctx, population);
  seedHouseholds(db, population);
  seedConnections(db, ctx, population);
  const { fieldData } = seedFields(db, ctx, population);
  seedLists(db, ctx, population);
  const { messageGroups, messages } = seedMessages(db, ctx, population);
  seedImports(db, ctx, population);
  seedWorkflows(db, ctx);
  seedStatistics(db, population, {
    field_data: fieldData,
    message_groups: messageGroups,
    messages,
  });
}
