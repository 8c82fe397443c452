/**
 * The people app's writes and actions, apart from its resources and reads (people.ts) so that
 * a page that only reads never downloads them.
 */
import { defineActions, defineWriteEndpoints } from './schema';

const app = 'people';
const P = '/people/v2';

type ValueWrites<Path extends string, R extends string> = Record<
  `POST ${typeof P}/${Path}`,
  {
    readonly app: typeof app;
    readonly method: 'POST';
    readonly resource: R;
    readonly writable: readonly ['value'];
    readonly required: readonly ['value'];
  }
> &
  Record<
    `PATCH ${typeof P}/${Path}/{id}`,
    {
      readonly app: typeof app;
      readonly method: 'PATCH';
      readonly resource: R;
      readonly writable: readonly ['value'];
    }
  > &
  Record<
    `DELETE ${typeof P}/${Path}/{id}`,
    {
      readonly app: typeof app;
      readonly method: 'DELETE';
      readonly resource: R;
      readonly writable: readonly [];
    }
  >;

/** Create, update and delete of the value-only settings resources (inactive reasons, ...). */
/* @__NO_SIDE_EFFECTS__ */
function valueWrites<const Path extends string, const R extends string>(
  path: Path,
  resource: R,
): ValueWrites<Path, R> {
  return {
    [`POST ${P}/${path}`]: {
      app,
      method: 'POST',
      resource,
      writable: ['value'],
      required: ['value'],
    },
    [`PATCH ${P}/${path}/{id}`]: { app, method: 'PATCH', resource, writable: ['value'] },
    [`DELETE ${P}/${path}/{id}`]: { app, method: 'DELETE', resource, writable: [] },
  } as ValueWrites<Path, R>;
}

const addressAttributes = ['city', 'state', 'zip', 'street', 'location', 'primary'] as const;
const emailAttributes = ['address', 'location', 'primary'] as const;
const fieldDefinitionAttributes = [
  'data_type',
  'name',
  'slug',
  'config',
  'sequence',
  'deleted_at',
] as const;
const householdAttributes = ['name', 'member_count', 'primary_contact_id'] as const;
const personAttributes = [
  'given_name',
  'first_name',
  'nickname',
  'middle_name',
  'last_name',
  'birthdate',
  'anniversary',
  'gender',
  'grade',
  'child',
  'graduation_year',
  'site_administrator',
  'accounting_administrator',
  'people_permissions',
  'membership',
  'inactivated_at',
  'status',
  'medical_notes',
  'avatar',
  'remote_id',
] as const;

export const peopleWriteEndpoints = defineWriteEndpoints({
  [`POST ${P}/people/{person_id}/addresses`]: {
    app,
    method: 'POST',
    resource: 'Address',
    writable: addressAttributes,
  },
  [`PATCH ${P}/people/{person_id}/addresses/{id}`]: {
    app,
    method: 'PATCH',
    resource: 'Address',
    writable: addressAttributes,
  },
  [`DELETE ${P}/people/{person_id}/addresses/{id}`]: {
    app,
    method: 'DELETE',
    resource: 'Address',
    writable: [],
  },
  [`POST ${P}/people/{person_id}/emails`]: {
    app,
    method: 'POST',
    resource: 'Email',
    writable: emailAttributes,
    required: ['address'],
  },
  [`PATCH ${P}/emails/{id}`]: {
    app,
    method: 'PATCH',
    resource: 'Email',
    writable: emailAttributes,
  },
  [`DELETE ${P}/emails/{id}`]: { app, method: 'DELETE', resource: 'Email', writable: [] },
  [`POST ${P}/people/{person_id}/field_data`]: {
    app,
    method: 'POST',
    resource: 'FieldDatum',
    writable: ['value'],
    required: ['value'],
    relationships: {
      field_definition: { target: 'FieldDefinition', cardinality: 'one', required: true },
    },
    note: 'the field a value belongs to is named as the relationship field_definition',
  },
  [`PATCH ${P}/people/{person_id}/field_data/{id}`]: {
    app,
    method: 'PATCH',
    resource: 'FieldDatum',
    writable: ['value'],
  },
  [`DELETE ${P}/people/{person_id}/field_data/{id}`]: {
    app,
    method: 'DELETE',
    resource: 'FieldDatum',
    writable: [],
  },
  [`POST ${P}/tabs/{tab_id}/field_definitions`]: {
    app,
    method: 'POST',
    resource: 'FieldDefinition',
    writable: fieldDefinitionAttributes,
    required: ['name', 'data_type'],
  },
  [`PATCH ${P}/field_definitions/{id}`]: {
    app,
    method: 'PATCH',
    resource: 'FieldDefinition',
    writable: fieldDefinitionAttributes,
  },
  [`DELETE ${P}/field_definitions/{id}`]: {
    app,
    method: 'DELETE',
    resource: 'FieldDefinition',
    writable: [],
    note: 'soft delete: sets deleted_at',
  },
  [`POST ${P}/field_definitions/{field_definition_id}/field_options`]: {
    app,
    method: 'POST',
    resource: 'FieldOption',
    writable: ['value', 'sequence'],
    required: ['value'],
  },
  [`PATCH ${P}/field_definitions/{field_definition_id}/field_options/{id}`]: {
    app,
    method: 'PATCH',
    resource: 'FieldOption',
    writable: ['value', 'sequence'],
  },
  [`DELETE ${P}/field_definitions/{field_definition_id}/field_options/{id}`]: {
    app,
    method: 'DELETE',
    resource: 'FieldOption',
    writable: [],
  },
  [`POST ${P}/households`]: {
    app,
    method: 'POST',
    resource: 'Household',
    writable: householdAttributes,
    required: ['name'],
    relationships: {
      people: { target: 'Person', cardinality: 'many', required: true },
      primary_contact: { target: 'Person', cardinality: 'one', required: true },
    },
  },
  [`PATCH ${P}/households/{id}`]: {
    app,
    method: 'PATCH',
    resource: 'Household',
    writable: householdAttributes,
  },
  [`DELETE ${P}/households/{id}`]: {
    app,
    method: 'DELETE',
    resource: 'Household',
    writable: [],
  },
  [`POST ${P}/households/{household_id}/household_memberships`]: {
    app,
    method: 'POST',
    resource: 'HouseholdMembership',
    writable: ['pending'],
    relationships: { person: { target: 'Person', cardinality: 'one', required: true } },
    note: 'the member is named as the relationship person',
  },
  [`PATCH ${P}/people/{person_id}/household_memberships/{id}`]: {
    app,
    method: 'PATCH',
    resource: 'HouseholdMembership',
    writable: ['pending'],
  },
  [`DELETE ${P}/people/{person_id}/household_memberships/{id}`]: {
    app,
    method: 'DELETE',
    resource: 'HouseholdMembership',
    writable: [],
  },
  ...valueWrites('inactive_reasons', 'InactiveReason'),
  ...valueWrites('marital_statuses', 'MaritalStatus'),
  ...valueWrites('name_prefixes', 'NamePrefix'),
  ...valueWrites('name_suffixes', 'NameSuffix'),
  [`PATCH ${P}/people/{id}`]: {
    app,
    method: 'PATCH',
    resource: 'Person',
    writable: personAttributes,
    beyondSpec: true,
    note: 'the profile edit and avatar attach; writable list of the real service',
  },
});

export const peopleActions = defineActions({
  [`POST ${P}/lists/{list_id}/run`]: {
    app,
    method: 'POST',
    resource: 'List',
    meaning: 'Runs the list to update its results',
  },
});
