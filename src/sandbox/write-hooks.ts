/**
 * The rules of particular resources around the generic writes: uniqueness, derived counts,
 * one primary address/email, households and their memberships, soft deletes, files.
 */
import { randomInt } from 'node:crypto';
import type { AppName, ResourceSpec } from '../api/catalog/schema';
import { isCalendarDate } from '../api/catalog/validate';
import type { PayloadProblem } from '../api/catalog/validate';
import type { SandboxContext } from './context';
import { quoteIdentifier as q } from './database';
import { resolveFileId } from './files';
import type { RecordRef } from './path-resolver';
import type { Row } from './serializer';

export interface WriteInput {
  ctx: SandboxContext;
  app: AppName;
  resource: ResourceSpec;
  parent: RecordRef;
  /** Attributes as sent; hooks may add or change values. */
  attributes: Record<string, unknown>;
  /** Relationship ids as sent, by relationship name. */
  relationships: Record<string, string[]>;
  /** Extra column values (foreign keys, hidden columns) to store. */
  columns: Record<string, unknown>;
  now: string;
  /** scheme://host of the request, for URLs the record hands out. */
  origin: string;
  /** The record's id, on update. */
  id?: number;
}

export interface DeleteInput {
  ctx: SandboxContext;
  app: AppName;
  resource: ResourceSpec;
  row: Row;
  now: string;
}

export interface WriteHooks {
  beforeCreate?(input: WriteInput): PayloadProblem[];
  afterCreate?(input: WriteInput, id: number): void;
  beforeUpdate?(input: WriteInput): PayloadProblem[];
  afterUpdate?(input: WriteInput, id: number): void;
  /** Return 'soft' when the hook handled the delete itself. */
  delete?(input: DeleteInput): 'soft' | undefined;
  afterDelete?(input: DeleteInput): void;
}

const problem = (pointer: string, detail: string): PayloadProblem => ({
  pointer,
  title: 'Validation Error',
  detail,
});

function get<T extends Row>(ctx: SandboxContext, sql: string, ...params: unknown[]): T | undefined {
  return ctx.db.prepare(sql).get(...params) as T | undefined;
}

function run(ctx: SandboxContext, sql: string, ...params: unknown[]): void {
  ctx.db.prepare(sql).run(...params);
}

/**
 * Text that must be unique (ignoring case and surrounding spaces) among the records of one
 * parent, or of the whole organization without `scope`: a 422 on the attribute. `together`
 * names attributes that must match as well (an address is its street in its city).
 */
interface UniqueText {
  table: string;
  attribute: string;
  /** The column holding the parent's id (the parent of the create path). */
  scope?: string;
  together?: readonly string[];
  /** SQL that only the records that count satisfy (soft-deleted ones do not). */
  live?: string;
  detail: string;
}

function uniqueTextProblems(input: WriteInput, rule: UniqueText): PayloadProblem[] {
  const names = [rule.attribute, ...(rule.together ?? [])];
  if (!names.some((name) => Object.hasOwn(input.attributes, name))) return [];
  const current =
    input.id === undefined
      ? undefined
      : get(input.ctx, `SELECT * FROM ${q(rule.table)} WHERE id = ?`, input.id);
  const valueOf = (name: string) => {
    const value = Object.hasOwn(input.attributes, name) ? input.attributes[name] : current?.[name];
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };
  if (valueOf(rule.attribute) === '') return [];
  const conditions = names.map((name) => `lower(trim(COALESCE(${q(name)}, ''))) = ?`);
  const params: unknown[] = names.map(valueOf);
  if (rule.scope !== undefined) {
    conditions.push(`${q(rule.scope)} = ?`);
    params.push(current === undefined ? input.parent.id : current[rule.scope]);
  }
  if (rule.live !== undefined) conditions.push(rule.live);
  const clash = get(
    input.ctx,
    `SELECT 1 FROM ${q(rule.table)} WHERE ${conditions.join(' AND ')} AND id IS NOT ?`,
    ...params,
    input.id ?? null,
  );
  return clash ? [problem(`/data/attributes/${rule.attribute}`, rule.detail)] : [];
}

/** `hooks` plus the uniqueness check before each create and update. */
function withUniqueText(hooks: WriteHooks, rule: UniqueText): WriteHooks {
  return {
    ...hooks,
    beforeCreate: (input) => [
      ...uniqueTextProblems(input, rule),
      ...(hooks.beforeCreate?.(input) ?? []),
    ],
    beforeUpdate: (input) => [
      ...uniqueTextProblems(input, rule),
      ...(hooks.beforeUpdate?.(input) ?? []),
    ],
  };
}

// Check-ins ------------------------------------------------------------------------------------

function refreshEventTimeTotal(ctx: SandboxContext, eventTimeId: number): void {
  run(
    ctx,
    `UPDATE check_ins__EventTime SET total_count = json(regular_count + guest_count + volunteer_count +
       COALESCE((SELECT SUM(total) FROM check_ins__Headcount WHERE event_time_id = ?), 0)) WHERE id = ?`,
    eventTimeId,
    eventTimeId,
  );
}

const headcountHooks: WriteHooks = {
  beforeCreate(input) {
    const problems: PayloadProblem[] = [];
    const total = input.attributes.total;
    if (typeof total === 'number' && total < 0)
      problems.push(problem('/data/attributes/total', "total can't be negative"));
    const typeId = Number(input.relationships.attendance_type?.[0]);
    const eventTime = get<{ event_id: number }>(
      input.ctx,
      'SELECT event_id FROM check_ins__EventTime WHERE id = ?',
      input.parent.id,
    );
    const type = get(
      input.ctx,
      'SELECT id FROM check_ins__AttendanceType WHERE id = ? AND event_id = ?',
      typeId,
      eventTime?.event_id,
    );
    if (!type) {
      problems.push(
        problem(
          '/data/relationships/attendance_type',
          'attendance_type is not an attendance type of this event',
        ),
      );
      return problems;
    }
    const existing = get<{ id: number }>(
      input.ctx,
      'SELECT id FROM check_ins__Headcount WHERE event_time_id = ? AND attendance_type_id = ?',
      input.parent.id,
      typeId,
    );
    if (existing) {
      problems.push(
        problem(
          '/data/relationships/attendance_type',
          `A headcount for this attendance type at this event time already exists (id ${existing.id}); update it instead`,
        ),
      );
    }
    input.columns.attendance_type_id = typeId;
    return problems;
  },
  afterCreate: (input) => refreshEventTimeTotal(input.ctx, input.parent.id),
  beforeUpdate(input) {
    const total = input.attributes.total;
    return typeof total === 'number' && total < 0
      ? [problem('/data/attributes/total', "total can't be negative")]
      : [];
  },
  afterUpdate: (input) => refreshEventTimeTotal(input.ctx, input.parent.id),
  afterDelete: (input) => refreshEventTimeTotal(input.ctx, Number(input.row.event_time_id)),
};

const passHooks: WriteHooks = {
  beforeCreate(input) {
    const kind = (input.attributes.kind as string | undefined) ?? 'barcode';
    input.attributes.kind = kind;
    let code = input.attributes.code as string | undefined;
    if (code === undefined || code === '') {
      do code = String(randomInt(10 ** 9, 10 ** 10));
      while (get(input.ctx, 'SELECT 1 FROM check_ins__Pass WHERE code = ?', code));
      input.attributes.code = code;
    } else if (get(input.ctx, 'SELECT 1 FROM check_ins__Pass WHERE code = ?', code)) {
      return [problem('/data/attributes/code', 'code is already used by another pass')];
    }
    if (kind === 'pkpass') {
      input.columns._emailed_at = input.now;
      run(
        input.ctx,
        'INSERT INTO sandbox_sent_emails (to_person_id, subject, body, sent_at) VALUES (?, ?, ?, ?)',
        input.parent.id,
        'Your check-in pass',
        `Add your pass ${code} to your phone's wallet.`,
        input.now,
      );
    }
    return [];
  },
};

// People ---------------------------------------------------------------------------------------

/** One primary per person: setting one clears the others; the first is primary; a deleted primary is replaced. */
function onePrimary(table: string) {
  const settle = (ctx: SandboxContext, personId: number, primaryId?: number) => {
    if (primaryId !== undefined) {
      run(
        ctx,
        `UPDATE ${q(table)} SET "primary" = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE person_id = ?`,
        primaryId,
        personId,
      );
      return;
    }
    if (!get(ctx, `SELECT 1 FROM ${q(table)} WHERE person_id = ? AND "primary" = 1`, personId)) {
      run(
        ctx,
        `UPDATE ${q(table)} SET "primary" = 1 WHERE id = (SELECT MIN(id) FROM ${q(table)} WHERE person_id = ?)`,
        personId,
      );
    }
  };
  const personOf = (ctx: SandboxContext, id: number) =>
    Number(
      get<{ person_id: number }>(ctx, `SELECT person_id FROM ${q(table)} WHERE id = ?`, id)
        ?.person_id,
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
    'SELECT first_name, last_name FROM people__Person WHERE id = ?',
    id,
  );
  return row ? `${row.first_name} ${row.last_name}`.trim() : undefined;
}

function refreshHousehold(ctx: SandboxContext, householdId: number): void {
  run(
    ctx,
    'UPDATE people__Household SET member_count = (SELECT COUNT(*) FROM people__HouseholdMembership WHERE household_id = ?) WHERE id = ?',
    householdId,
    householdId,
  );
  const household = get<{ primary_contact_id: number }>(
    ctx,
    'SELECT primary_contact_id FROM people__Household WHERE id = ?',
    householdId,
  );
  const contactIsMember = get(
    ctx,
    'SELECT 1 FROM people__HouseholdMembership WHERE household_id = ? AND person_id = ?',
    householdId,
    household?.primary_contact_id,
  );
  if (!contactIsMember) {
    const next = get<{ person_id: number }>(
      ctx,
      'SELECT person_id FROM people__HouseholdMembership WHERE household_id = ? ORDER BY id LIMIT 1',
      householdId,
    );
    if (next) {
      run(
        ctx,
        'UPDATE people__Household SET primary_contact_id = ?, primary_contact_name = ? WHERE id = ?',
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
        'INSERT INTO people__HouseholdMembership (pending, person_name, household_id, person_id) VALUES (0, ?, ?, ?)',
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
          'SELECT 1 FROM people__HouseholdMembership WHERE household_id = ? AND person_id = ?',
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
        'SELECT COUNT(*) AS n FROM people__HouseholdMembership WHERE household_id = ?',
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
    run(input.ctx, 'DELETE FROM people__HouseholdMembership WHERE household_id = ?', input.row.id),
};

const householdMembershipHooks: WriteHooks = {
  beforeCreate(input) {
    const personId = Number(input.relationships.person?.[0]);
    const name = personName(input.ctx, personId);
    if (name === undefined) return [problem('/data/relationships/person', 'person does not exist')];
    if (
      get(
        input.ctx,
        'SELECT 1 FROM people__HouseholdMembership WHERE household_id = ? AND person_id = ?',
        input.parent.id,
        personId,
      )
    ) {
      return [
        problem('/data/relationships/person', 'person is already a member of this household'),
      ];
    }
    input.columns.person_id = personId;
    input.attributes.person_name = name;
    return [];
  },
  afterCreate: (input) => refreshHousehold(input.ctx, input.parent.id),
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

const fieldDatumHooks: WriteHooks = {
  beforeCreate(input) {
    const definitionId = Number(input.relationships.field_definition?.[0]);
    const definition = get<{
      id: number;
      data_type: string;
      tab_id: number;
      deleted_at: string | null;
    }>(
      input.ctx,
      'SELECT id, data_type, tab_id, deleted_at FROM people__FieldDefinition WHERE id = ?',
      definitionId,
    );
    if (!definition || definition.deleted_at !== null) {
      return [problem('/data/relationships/field_definition', 'field_definition does not exist')];
    }
    if (
      definition.data_type !== 'checkboxes' &&
      get(
        input.ctx,
        'SELECT 1 FROM people__FieldDatum WHERE person_id = ? AND field_definition_id = ?',
        input.parent.id,
        definitionId,
      )
    ) {
      return [
        problem(
          '/data/relationships/field_definition',
          'this person already has a value for this field; update it instead',
        ),
      ];
    }
    input.columns.field_definition_id = definitionId;
    input.columns.tab_id = definition.tab_id;
    return optionAndValue(input, definition);
  },
  beforeUpdate(input) {
    const row = get<{ field_definition_id: number }>(
      input.ctx,
      'SELECT field_definition_id FROM people__FieldDatum WHERE id = ?',
      input.id,
    );
    const definition = get<{ id: number; data_type: string }>(
      input.ctx,
      'SELECT id, data_type FROM people__FieldDefinition WHERE id = ?',
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
    const option = get<{ id: number }>(
      input.ctx,
      'SELECT id FROM people__FieldOption WHERE field_definition_id = ? AND value = ?',
      definition.id,
      value,
    );
    if (!option)
      return [problem('/data/attributes/value', 'value must be one of the options of this field')];
    input.columns.field_option_id = option.id;
    return [];
  }
  const detail = fieldValueProblem(definition.data_type, value);
  return detail ? [problem('/data/attributes/value', detail)] : [];
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
        'SELECT MAX(sequence) AS m FROM people__FieldDefinition WHERE tab_id = ?',
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
        'UPDATE people__FieldDefinition SET deleted_at = ? WHERE id = ?',
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
      'SELECT data_type FROM people__FieldDefinition WHERE id = ?',
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
        'SELECT MAX(sequence) AS m FROM people__FieldOption WHERE field_definition_id = ?',
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
      'SELECT first_name, last_name FROM people__Person WHERE id = ?',
      id,
    );
    if (!row) return;
    run(
      input.ctx,
      'UPDATE people__Person SET name = ? WHERE id = ?',
      `${row.first_name} ${row.last_name}`.trim(),
      id,
    );
    // The same person in the other apps reads the same name.
    run(
      input.ctx,
      'UPDATE check_ins__Person SET first_name = ?, last_name = ? WHERE id = ?',
      row.first_name,
      row.last_name,
      id,
    );
    run(
      input.ctx,
      'UPDATE giving__Person SET first_name = ?, last_name = ? WHERE id = ?',
      row.first_name,
      row.last_name,
      id,
    );
  },
};

/** A settings list (inactive reasons, name prefixes…) holds each value once. */
function uniqueValue(table: string): WriteHooks {
  return withUniqueText({}, { table, attribute: 'value', detail: 'value is already in the list' });
}

const hooks: Record<string, WriteHooks> = {
  'check_ins.Headcount': headcountHooks,
  'check_ins.Pass': passHooks,
  'people.Address': withUniqueText(onePrimary('people__Address'), {
    table: 'people__Address',
    attribute: 'street',
    scope: 'person_id',
    together: ['city'],
    detail: 'street and city are already an address of this person',
  }),
  'people.Email': withUniqueText(onePrimary('people__Email'), {
    table: 'people__Email',
    attribute: 'address',
    scope: 'person_id',
    detail: "address is already one of this person's e-mail addresses",
  }),
  'people.Household': householdHooks,
  'people.HouseholdMembership': householdMembershipHooks,
  'people.FieldDatum': fieldDatumHooks,
  'people.FieldDefinition': withUniqueText(fieldDefinitionHooks, {
    table: 'people__FieldDefinition',
    attribute: 'name',
    scope: 'tab_id',
    live: 'deleted_at IS NULL',
    detail: 'name is already used by another field on this tab',
  }),
  'people.FieldOption': withUniqueText(fieldOptionHooks, {
    table: 'people__FieldOption',
    attribute: 'value',
    scope: 'field_definition_id',
    detail: 'value is already an option of this field',
  }),
  'people.InactiveReason': uniqueValue('people__InactiveReason'),
  'people.MaritalStatus': uniqueValue('people__MaritalStatus'),
  'people.NamePrefix': uniqueValue('people__NamePrefix'),
  'people.NameSuffix': uniqueValue('people__NameSuffix'),
  'people.Person': personHooks,
};

export function hooksFor(app: AppName, type: string): WriteHooks {
  return hooks[`${app}.${type}`] ?? {};
}
