/**
 * How the real service documents each write of the catalog, with its source: its own
 * self-description (`create_assignable` / `update_assignable` / `can_create` of each vertex, as
 * parsed in jeffmikels/planningcenter_api_dart `docCache/` and twcrews/planningcenter-api
 * `Definitions/`), the vertices' own example bodies, and pypco's `template()`. A write the real
 * service takes as the spec describes it has only its source; one it takes otherwise says which
 * records it names, and how (`links`, replacing the spec's). write-shapes.ts makes the shapes.
 */
import type { WriteEndpoints } from './catalog';
import type { WriteLinkSpec } from './schema';

export interface RealWrite {
  /** Where the real service documents this write. */
  readonly source: string;
  /** The records the body names, as the real service takes them (instead of the spec's). */
  readonly links?: Readonly<Record<string, WriteLinkSpec>>;
  /** A checkboxes value that is no option yet adds one (FieldDatum's own docs). */
  readonly addsCheckboxOptions?: true;
  /** The resource is read-only on the real service: the write is refused with a 403 (D164). */
  readonly readOnly?: true;
}

/* @__NO_SIDE_EFFECTS__ */
const people = (version: string, vertex: string, what: string) =>
  `People ${version} ${vertex}: ${what} (planningcenter_api_dart docCache/people/v2/documentation/${version}/vertices)`;

const P = '/people/v2';
const P1 = '/check_ins/v2';

const address = people(
  '2022-07-14',
  'Address',
  'create_assignable and update_assignable city, state, zip, street, location, primary; can_destroy',
);
const email = people(
  '2022-07-14',
  'Email',
  'create_assignable and update_assignable address, location, primary; can_destroy',
);
const fieldDefinition = people(
  '2022-07-14',
  'FieldDefinition',
  'create_assignable and update_assignable data_type, name, sequence, slug, config, deleted_at; destroy sets deleted_at',
);
const fieldOption = people(
  '2022-07-14',
  'FieldOption',
  'create_assignable and update_assignable value, sequence; can_destroy',
);
/* @__NO_SIDE_EFFECTS__ */
const valueOnly = (version: string, vertex: string) =>
  people(version, vertex, 'create_assignable and update_assignable value; can_destroy');
/** A write to a resource the real service lets no one write (D164). */
/* @__NO_SIDE_EFFECTS__ */
const readOnly = (vertex: string): RealWrite => ({
  source: `Check-Ins 2025-05-28 ${vertex}: can_create, can_update and can_destroy false (twcrews/planningcenter-api Definitions/CheckIns/2025-05-28.json; church-api-real-behaviour.md §4.2): read-only on the real service; a write to a read-only API is a 403 (planningcenter/developers#684)`,
  readOnly: true,
});

/** The person named by id, as a relationship (the create note's body) or `person_id`. */
/* @__NO_SIDE_EFFECTS__ */
const personLink = (required: boolean, relationship: boolean): WriteLinkSpec => ({
  target: 'Person',
  cardinality: 'one',
  required,
  relationship,
  idAttribute: 'person_id',
});

/** The field a value belongs to, named by `field_definition_id` only (FieldDatum's docs). */
const fieldDefinitionLink: WriteLinkSpec = {
  target: 'FieldDefinition',
  cardinality: 'one',
  required: true,
  relationship: false,
  idAttribute: 'field_definition_id',
};

type ValueWriteKey<Path extends string> =
  `POST ${typeof P}/${Path}` | `${'PATCH' | 'DELETE'} ${typeof P}/${Path}/{id}`;

/* @__NO_SIDE_EFFECTS__ */
const valueWrites = <const Path extends string>(path: Path, version: string, vertex: string) => {
  const source = valueOnly(version, vertex);
  return {
    [`POST ${P}/${path}`]: { source },
    [`PATCH ${P}/${path}/{id}`]: { source },
    [`DELETE ${P}/${path}/{id}`]: { source },
  } as Record<ValueWriteKey<Path>, RealWrite>;
};

export const realWrites: Readonly<Record<keyof WriteEndpoints, RealWrite>> = {
  [`POST ${P}/people/{person_id}/addresses`]: { source: address },
  [`PATCH ${P}/people/{person_id}/addresses/{id}`]: { source: address },
  [`DELETE ${P}/people/{person_id}/addresses/{id}`]: { source: address },
  [`POST ${P}/people/{person_id}/emails`]: { source: email },
  [`PATCH ${P}/emails/{id}`]: { source: email },
  [`DELETE ${P}/emails/{id}`]: { source: email },
  [`POST ${P}/people/{person_id}/field_data`]: {
    source: people(
      '2022-07-14',
      'FieldDatum',
      'create_assignable value, field_definition_id; its own example body is {data: {attributes: {field_definition_id, value}}}, without type; a checkboxes value that is no option yet adds one',
    ),
    links: { field_definition: fieldDefinitionLink },
    addsCheckboxOptions: true,
  },
  [`PATCH ${P}/people/{person_id}/field_data/{id}`]: {
    source: people('2022-07-14', 'FieldDatum', 'update_assignable value, field_definition_id'),
    links: { field_definition: fieldDefinitionLink },
    addsCheckboxOptions: true,
  },
  [`DELETE ${P}/people/{person_id}/field_data/{id}`]: {
    source: people('2022-07-14', 'FieldDatum', 'can_destroy (unchecks a checkbox)'),
  },
  [`POST ${P}/tabs/{tab_id}/field_definitions`]: { source: fieldDefinition },
  [`PATCH ${P}/field_definitions/{id}`]: { source: fieldDefinition },
  [`DELETE ${P}/field_definitions/{id}`]: { source: fieldDefinition },
  [`POST ${P}/field_definitions/{field_definition_id}/field_options`]: { source: fieldOption },
  [`PATCH ${P}/field_definitions/{field_definition_id}/field_options/{id}`]: {
    source: fieldOption,
  },
  [`DELETE ${P}/field_definitions/{field_definition_id}/field_options/{id}`]: {
    source: fieldOption,
  },
  [`POST ${P}/households`]: {
    source: people(
      '2021-08-17',
      'Household',
      'create_assignable name, member_count, avatar, primary_contact_id (a primary_key); its create note: "you must specify the primary contact and the people as relationships", body {data: {attributes: {name}, relationships: {people, primary_contact}}}, without type',
    ),
    links: {
      people: { target: 'Person', cardinality: 'many', required: true, relationship: true },
      primary_contact: {
        target: 'Person',
        cardinality: 'one',
        required: true,
        relationship: true,
        idAttribute: 'primary_contact_id',
      },
    },
  },
  [`PATCH ${P}/households/{id}`]: {
    source: people(
      '2021-08-17',
      'Household',
      'update_assignable name, member_count, avatar, primary_contact_id (a primary_key)',
    ),
    links: {
      primary_contact: {
        target: 'Person',
        cardinality: 'one',
        required: true,
        relationship: false,
        idAttribute: 'primary_contact_id',
      },
    },
  },
  [`DELETE ${P}/households/{id}`]: {
    source: people('2021-08-17', 'Household', 'can_destroy'),
  },
  [`POST ${P}/households/{household_id}/household_memberships`]: {
    source: people(
      '2022-07-14',
      'HouseholdMembership',
      'create_assignable person_id, pending; its create note: "you must specify the person as a relationship", body {data: {attributes: {}, relationships: {person}}}, without type',
    ),
    links: { person: personLink(true, true) },
  },
  [`PATCH ${P}/people/{person_id}/household_memberships/{id}`]: {
    source: people('2022-07-14', 'HouseholdMembership', 'update_assignable person_id, pending'),
    links: { person: personLink(true, false) },
  },
  [`DELETE ${P}/people/{person_id}/household_memberships/{id}`]: {
    source: people('2022-07-14', 'HouseholdMembership', 'can_destroy'),
  },
  ...valueWrites('inactive_reasons', '2022-07-14', 'InactiveReason'),
  ...valueWrites('marital_statuses', '2022-07-14', 'MaritalStatus'),
  ...valueWrites('name_prefixes', '2021-08-17', 'NamePrefix'),
  ...valueWrites('name_suffixes', '2021-08-17', 'NameSuffix'),
  [`PATCH ${P}/people/{id}`]: {
    source: people(
      '2022-07-14',
      'Person',
      'update_assignable given_name … remote_id as the catalog lists them, and primary_campus_id, gender_id; gender_id is not taken: People 2025-11-10 removed the gender relationship (twcrews Definitions/People/2025-11-10.json)',
    ),
    links: {
      primary_campus: {
        target: 'Campus',
        cardinality: 'one',
        required: false,
        relationship: false,
        idAttribute: 'primary_campus_id',
      },
    },
  },
  [`POST ${P1}/event_times/{event_time_id}/headcounts`]: readOnly('Headcount'),
  [`PATCH ${P1}/event_times/{event_time_id}/headcounts/{id}`]: readOnly('Headcount'),
  [`POST ${P1}/people/{person_id}/passes`]: readOnly('Pass'),
  [`DELETE ${P1}/passes/{id}`]: readOnly('Pass'),
};
