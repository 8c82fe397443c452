/**
 * The people app's write rules: one primary address and e-mail per person, unique texts,
 * households in step with their memberships (D26), custom field values that fit their
 * definition, soft-deleted field definitions (D27) and avatars. The other apps read a person
 * from the people record itself (D28, D133), so nothing here copies a change to them.
 */
import { isCalendarDate } from '../../api/catalog/wire-dates';
import type { PayloadProblem } from '../../api/catalog/validate';
import { tablesOf } from '../catalog-keys';
import type { SandboxContext } from '../context';
import { resolveFileId } from '../files';
import { get, problem, run, uniqueValue, withUniqueText } from './write-hook-kit';
import type { AppWriteHooks, WriteHooks, WriteInput } from './write-hook-kit';

const table = tablesOf('people');

/** One primary per person: setting one clears the others; the first is primary; a deleted primary is replaced. */
function onePrimary(type: 'Address' | 'Email') {
  const own = table(type);
  const settle = (ctx: SandboxContext, personId: number, primaryId?: number) => {
    if (primaryId !== undefined) {
      run(
        ctx,
        `UPDATE ${own} SET "primary" = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE person_id = ?`,
        primaryId,
        personId,
      );
      return;
    }
    if (!get(ctx, `SELECT 1 FROM ${own} WHERE person_id = ? AND "primary" = 1`, personId)) {
      run(
        ctx,
        `UPDATE ${own} SET "primary" = 1 WHERE id = (SELECT MIN(id) FROM ${own} WHERE person_id = ?)`,
        personId,
      );
    }
  };
  const personOf = (ctx: SandboxContext, id: number) =>
    Number(
      get<{ person_id: number }>(ctx, `SELECT person_id FROM ${own} WHERE id = ?`, id)?.person_id,
    );
  const hooks: WriteHooks = {
    afterCreate: (input, id) =>
      settle(
        input.ctx,
        personOf(input.ctx, id),
        input.attributes.primary === true ? id : undefined,
      ),
    afterUpdate: (input, id) =>
      settle(
        input.ctx,
        personOf(input.ctx, id),
        input.attributes.primary === true ? id : undefined,
      ),
    afterDelete: (input) => settle(input.ctx, Number(input.row.person_id)),
  };
  return hooks;
}

function personName(ctx: SandboxContext, id: number): string | undefined {
  const row = get<{ first_name: string; last_name: string }>(
    ctx,
    `SELECT first_name, last_name FROM ${table('Person')} WHERE id = ?`,
    id,
  );
  return row ? `${row.first_name} ${row.last_name}`.trim() : undefined;
}

function refreshHousehold(ctx: SandboxContext, householdId: number): void {
  run(
    ctx,
    `UPDATE ${table('Household')} SET member_count = (SELECT COUNT(*) FROM ${table('HouseholdMembership')} WHERE household_id = ?) WHERE id = ?`,
    householdId,
    householdId,
  );
  const household = get<{ primary_contact_id: number }>(
    ctx,
    `SELECT primary_contact_id FROM ${table('Household')} WHERE id = ?`,
    householdId,
  );
  const contactIsMember = get(
    ctx,
    `SELECT 1 FROM ${table('HouseholdMembership')} WHERE household_id = ? AND person_id = ?`,
    householdId,
    household?.primary_contact_id,
  );
  if (!contactIsMember) {
    const next = get<{ person_id: number }>(
      ctx,
      `SELECT person_id FROM ${table('HouseholdMembership')} WHERE household_id = ? ORDER BY id LIMIT 1`,
      householdId,
    );
    if (next) {
      run(
        ctx,
        `UPDATE ${table('Household')} SET primary_contact_id = ?, primary_contact_name = ? WHERE id = ?`,
        next.person_id,
        personName(ctx, next.person_id) ?? '',
        householdId,
      );
    }
  }
}

const householdHooks: WriteHooks = {
  beforeCreate(input) {
    const problems: PayloadProblem[] = [];
    const people = [...new Set(input.relationships.people ?? [])].map(Number);
    const missing = people.filter(
      (id) => !Number.isSafeInteger(id) || personName(input.ctx, id) === undefined,
    );
    if (missing.length > 0)
      problems.push(
        problem('/data/relationships/people', `people ${missing.join(', ')} do not exist`),
      );
    const contact = Number(input.relationships.primary_contact?.[0]);
    if (!people.includes(contact)) {
      problems.push(
        problem(
          '/data/relationships/primary_contact',
          'primary_contact must be one of the people of the household',
        ),
      );
    }
    if (
      input.attributes.member_count !== undefined &&
      input.attributes.member_count !== people.length
    ) {
      problems.push(
        problem(
          '/data/attributes/member_count',
          `member_count must be ${people.length}, the number of people given`,
        ),
      );
    }
    if (
      input.attributes.primary_contact_id !== undefined &&
      input.attributes.primary_contact_id !== contact
    ) {
      problems.push(
        problem(
          '/data/attributes/primary_contact_id',
          'primary_contact_id must match the primary_contact relationship',
        ),
      );
    }
    input.attributes.member_count = people.length;
    input.attributes.primary_contact_id = contact;
    input.attributes.primary_contact_name = personName(input.ctx, contact) ?? '';
    return problems;
  },
  afterCreate(input, id) {
    for (const personId of new Set((input.relationships.people ?? []).map(Number))) {
      run(
        input.ctx,
        `INSERT INTO ${table('HouseholdMembership')} (pending, person_name, household_id, person_id) VALUES (0, ?, ?, ?)`,
        personName(input.ctx, personId) ?? '',
        id,
        personId,
      );
    }
    refreshHousehold(input.ctx, id);
  },
  beforeUpdate(input) {
    const problems: PayloadProblem[] = [];
    const id = input.id ?? 0;
    const contact = input.attributes.primary_contact_id;
    if (contact !== undefined) {
      if (
        !get(
          input.ctx,
          `SELECT 1 FROM ${table('HouseholdMembership')} WHERE household_id = ? AND person_id = ?`,
          id,
          contact,
        )
      ) {
        problems.push(
          problem(
            '/data/attributes/primary_contact_id',
            'primary_contact_id must be a member of the household',
          ),
        );
      } else {
        input.attributes.primary_contact_name = personName(input.ctx, Number(contact)) ?? '';
      }
    }
    const count =
      get<{ n: number }>(
        input.ctx,
        `SELECT COUNT(*) AS n FROM ${table('HouseholdMembership')} WHERE household_id = ?`,
        id,
      )?.n ?? 0;
    if (input.attributes.member_count !== undefined && input.attributes.member_count !== count) {
      problems.push(
        problem(
          '/data/attributes/member_count',
          `member_count follows the memberships (${count}); add or remove members instead`,
        ),
      );
    }
    return problems;
  },
  afterDelete: (input) =>
    run(
      input.ctx,
      `DELETE FROM ${table('HouseholdMembership')} WHERE household_id = ?`,
      input.row.id,
    ),
};

/**
 * The person a membership names (on create, or on an update that names one: the real service's
 * `person_id`): one who exists and is not yet a member of the household.
 */
function memberProblems(input: WriteInput, householdId: number): PayloadProblem[] {
  const personId = Number(input.relationships.person?.[0]);
  const name = personName(input.ctx, personId);
  if (name === undefined) return [problem('/data/relationships/person', 'person does not exist')];
  if (
    get(
      input.ctx,
      `SELECT 1 FROM ${table('HouseholdMembership')} WHERE household_id = ? AND person_id = ? AND id IS NOT ?`,
      householdId,
      personId,
      input.id ?? null,
    )
  ) {
    return [problem('/data/relationships/person', 'person is already a member of this household')];
  }
  input.columns.person_id = personId;
  input.attributes.person_name = name;
  return [];
}

function householdOfMembership(input: { ctx: SandboxContext; id?: number }): number {
  const row = get<{ household_id: number }>(
    input.ctx,
    `SELECT household_id FROM ${table('HouseholdMembership')} WHERE id = ?`,
    input.id,
  );
  return Number(row?.household_id);
}

const householdMembershipHooks: WriteHooks = {
  beforeCreate: (input) => memberProblems(input, input.parent.id),
  afterCreate: (input) => refreshHousehold(input.ctx, input.parent.id),
  beforeUpdate: (input) =>
    input.relationships.person ? memberProblems(input, householdOfMembership(input)) : [],
  afterUpdate: (input) => refreshHousehold(input.ctx, householdOfMembership(input)),
  afterDelete: (input) => refreshHousehold(input.ctx, Number(input.row.household_id)),
};

function fieldValueProblem(dataType: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  switch (dataType) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value) ? undefined : 'value must be a number for this field';
    case 'date':
      return isCalendarDate(value) ? undefined : 'value must be a date (YYYY-MM-DD) for this field';
    case 'boolean':
      return value === 'true' || value === 'false'
        ? undefined
        : 'value must be true or false for this field';
    case 'header':
      return 'a header field holds no value';
    case 'file':
      return 'file fields take an upload, not a value';
    default:
      return undefined;
  }
}

type FieldDefinitionRow = {
  id: number;
  data_type: string;
  tab_id: number;
  deleted_at: string | null;
};

/**
 * The field a value is for (named on create, or by an update naming another: the real
 * service's `field_definition_id`): a live one this person has no value for yet, unless it holds
 * checkboxes. Its columns are stored with the value.
 */
function definitionOf(
  input: WriteInput,
  definitionId: number,
): { definition?: FieldDefinitionRow; problems: PayloadProblem[] } {
  const definition = get<FieldDefinitionRow>(
    input.ctx,
    `SELECT id, data_type, tab_id, deleted_at FROM ${table('FieldDefinition')} WHERE id = ?`,
    definitionId,
  );
  const pointer = '/data/relationships/field_definition';
  if (!definition || definition.deleted_at !== null) {
    return { problems: [problem(pointer, 'field_definition does not exist')] };
  }
  const personId = input.id === undefined ? input.parent.id : personOfDatum(input);
  if (
    definition.data_type !== 'checkboxes' &&
    get(
      input.ctx,
      `SELECT 1 FROM ${table('FieldDatum')} WHERE person_id = ? AND field_definition_id = ? AND id IS NOT ?`,
      personId,
      definitionId,
      input.id ?? null,
    )
  ) {
    return {
      problems: [
        problem(pointer, 'this person already has a value for this field; update it instead'),
      ],
    };
  }
  input.columns.field_definition_id = definitionId;
  input.columns.tab_id = definition.tab_id;
  return { definition, problems: [] };
}

function personOfDatum(input: WriteInput): number {
  return Number(
    get<{ person_id: number }>(
      input.ctx,
      `SELECT person_id FROM ${table('FieldDatum')} WHERE id = ?`,
      input.id,
    )?.person_id,
  );
}

const fieldDatumHooks: WriteHooks = {
  beforeCreate(input) {
    const { definition, problems } = definitionOf(
      input,
      Number(input.relationships.field_definition?.[0]),
    );
    return definition ? optionAndValue(input, definition) : problems;
  },
  beforeUpdate(input) {
    const named = input.relationships.field_definition?.[0];
    const row = get<{ field_definition_id: number; value: string }>(
      input.ctx,
      `SELECT field_definition_id, value FROM ${table('FieldDatum')} WHERE id = ?`,
      input.id,
    );
    if (named !== undefined && Number(named) !== row?.field_definition_id) {
      const { definition, problems } = definitionOf(input, Number(named));
      if (!definition) return problems;
      // The value kept must fit the field it now belongs to.
      input.attributes.value ??= row?.value;
      return optionAndValue(input, definition);
    }
    const definition = get<{ id: number; data_type: string }>(
      input.ctx,
      `SELECT id, data_type FROM ${table('FieldDefinition')} WHERE id = ?`,
      row?.field_definition_id,
    );
    return definition ? optionAndValue(input, definition) : [];
  },
};

function optionAndValue(
  input: WriteInput,
  definition: { id: number; data_type: string },
): PayloadProblem[] {
  const value = input.attributes.value;
  if (value === undefined) return [];
  if (definition.data_type === 'select' || definition.data_type === 'checkboxes') {
    const option =
      get<{ id: number }>(
        input.ctx,
        `SELECT id FROM ${table('FieldOption')} WHERE field_definition_id = ? AND value = ?`,
        definition.id,
        value,
      ) ?? newCheckboxOption(input, definition, value);
    if (!option)
      return [problem('/data/attributes/value', 'value must be one of the options of this field')];
    input.columns.field_option_id = option.id;
    return [];
  }
  const detail = fieldValueProblem(definition.data_type, value);
  return detail ? [problem('/data/attributes/value', detail)] : [];
}

/** A checkboxes value that is no option yet, where the dialect adds it (the real FieldDatum docs). */
function newCheckboxOption(
  input: WriteInput,
  definition: { id: number; data_type: string },
  value: unknown,
): { id: number } | undefined {
  if (!input.shape.addsCheckboxOptions || definition.data_type !== 'checkboxes') return undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const result = input.ctx.db
    .prepare(
      `INSERT INTO ${table('FieldOption')} (value, sequence, field_definition_id) VALUES (?, (SELECT COALESCE(MAX(sequence), 0) + 1 FROM ${table('FieldOption')} WHERE field_definition_id = ?), ?)`,
    )
    .run(value, definition.id, definition.id);
  return { id: Number(result.lastInsertRowid) };
}

const fieldDefinitionHooks: WriteHooks = {
  beforeCreate(input) {
    const name = String(input.attributes.name ?? '');
    if (input.attributes.slug === undefined) {
      input.attributes.slug = name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, '');
    }
    if (input.attributes.sequence === undefined) {
      const max = get<{ m: number | null }>(
        input.ctx,
        `SELECT MAX(sequence) AS m FROM ${table('FieldDefinition')} WHERE tab_id = ?`,
        input.parent.id,
      );
      input.attributes.sequence = (max?.m ?? 0) + 1;
    }
    return [];
  },
  delete(input) {
    if (input.row.deleted_at === null) {
      run(
        input.ctx,
        `UPDATE ${table('FieldDefinition')} SET deleted_at = ? WHERE id = ?`,
        input.now,
        input.row.id,
      );
    }
    return 'soft';
  },
};

const fieldOptionHooks: WriteHooks = {
  beforeCreate(input) {
    const definition = get<{ data_type: string }>(
      input.ctx,
      `SELECT data_type FROM ${table('FieldDefinition')} WHERE id = ?`,
      input.parent.id,
    );
    if (definition?.data_type !== 'select' && definition?.data_type !== 'checkboxes') {
      return [
        {
          pointer: '/data',
          title: 'Validation Error',
          detail: 'only select and checkboxes fields have options',
        },
      ];
    }
    if (input.attributes.sequence === undefined) {
      const max = get<{ m: number | null }>(
        input.ctx,
        `SELECT MAX(sequence) AS m FROM ${table('FieldOption')} WHERE field_definition_id = ?`,
        input.parent.id,
      );
      input.attributes.sequence = (max?.m ?? 0) + 1;
    }
    return [];
  },
};

const personHooks: WriteHooks = {
  beforeUpdate(input) {
    const problems: PayloadProblem[] = [];
    // The real service's `primary_campus_id`: a campus of the organization, or null for none.
    const campus = input.relationships.primary_campus;
    if (campus !== undefined) {
      const campusId = campus[0] === undefined ? null : Number(campus[0]);
      if (
        campusId !== null &&
        !get(input.ctx, `SELECT 1 FROM ${table('Campus')} WHERE id = ?`, campusId)
      ) {
        problems.push(
          problem('/data/relationships/primary_campus', 'primary_campus does not exist'),
        );
      } else {
        input.columns.primary_campus_id = campusId;
      }
    }
    const avatar = input.attributes.avatar;
    if (typeof avatar === 'string') {
      const file = resolveFileId(input.ctx, avatar);
      if (!file.ok) problems.push(problem('/data/attributes/avatar', `avatar ${file.detail}`));
      else {
        input.attributes.avatar = `${input.origin}${file.url}`;
        input.columns._avatar_file_id = file.fileId;
      }
    }
    if (input.attributes.status === 'inactive' && input.attributes.inactivated_at === undefined) {
      input.attributes.inactivated_at = input.now;
    } else if (input.attributes.status === 'active') {
      input.attributes.inactivated_at = null;
    }
    return problems;
  },
  afterUpdate(input, id) {
    const row = get<{ first_name: string; last_name: string }>(
      input.ctx,
      `SELECT first_name, last_name FROM ${table('Person')} WHERE id = ?`,
      id,
    );
    if (!row) return;
    run(
      input.ctx,
      `UPDATE ${table('Person')} SET name = ? WHERE id = ?`,
      `${row.first_name} ${row.last_name}`.trim(),
      id,
    );
  },
};

export const peopleWriteHooks: AppWriteHooks<'people'> = {
  Address: withUniqueText(onePrimary('Address'), {
    table: table('Address'),
    attribute: 'street',
    scope: 'person_id',
    together: ['city'],
    detail: 'street and city are already an address of this person',
  }),
  Email: withUniqueText(onePrimary('Email'), {
    table: table('Email'),
    attribute: 'address',
    scope: 'person_id',
    detail: "address is already one of this person's e-mail addresses",
  }),
  Household: householdHooks,
  HouseholdMembership: householdMembershipHooks,
  FieldDatum: fieldDatumHooks,
  FieldDefinition: withUniqueText(fieldDefinitionHooks, {
    table: table('FieldDefinition'),
    attribute: 'name',
    scope: 'tab_id',
    live: 'deleted_at IS NULL',
    detail: 'name is already used by another field on this tab',
  }),
  FieldOption: withUniqueText(fieldOptionHooks, {
    table: table('FieldOption'),
    attribute: 'value',
    scope: 'field_definition_id',
    detail: 'value is already an option of this field',
  }),
  InactiveReason: uniqueValue(table('InactiveReason')),
  MaritalStatus: uniqueValue(table('MaritalStatus')),
  NamePrefix: uniqueValue(table('NamePrefix')),
  NameSuffix: uniqueValue(table('NameSuffix')),
  Person: personHooks,
};
