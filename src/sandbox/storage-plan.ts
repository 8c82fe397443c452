/**
 * How the sandbox stores the catalog in SQLite. One table per resource of each app, named
 * `${app}__${Type}`, with an INTEGER `id`, one column per attribute (named as the attribute),
 * one `${name}_id` column per to-one relationship, and hidden columns (leading underscore or a
 * parent id) for facts the API does not show. To-many relationships are answered from the
 * storage of the other side; this module says how, inferring it from the catalog where that is
 * unambiguous and naming the rest explicitly.
 */
import { resources } from '../api/catalog/catalog';
import { normalizeAttribute } from '../api/catalog/schema';
import type { AppName, ResourceSpec } from '../api/catalog/schema';

export type ToManyStorage =
  /** Every row of the target table (the Organization's root collections). */
  | { kind: 'all' }
  /** Target rows whose `column` holds the source id. */
  | { kind: 'inverse'; column: string }
  /** Rows of a link table: `sourceColumn` holds the source id, `targetColumn` the target id. */
  | { kind: 'join'; table: string; sourceColumn: string; targetColumn: string };

export interface ColumnPlan {
  name: string;
  sqlType: 'INTEGER' | 'TEXT' | 'REAL';
  /** What the column holds, for the serializer. */
  role: 'attribute' | 'to-one' | 'hidden';
  /**
   * An attribute read from the people app's person instead of stored (`readFromPeople`): SQL
   * over the aliases `own` (the stored row) and `person` (its people record).
   */
  readFrom?: PersonSource;
}

/** Where an attribute read from the people app comes from. */
export type PersonSource =
  /** A column of the people app's Person, as it is (an index on it serves a search). */
  | { column: string }
  /** Any other SQL expression (a list built from the person's e-mails…). */
  | { sql: string };

export interface TablePlan {
  app: AppName;
  type: string;
  /** What SQL reads records from: the stored table, or a view when some attributes are read through. */
  table: string;
  /** The table rows are written to: `table` itself, or `${table}__own` behind a view. */
  storedTable: string;
  /** `SELECT …` of the view named `table`, when some attributes are read from the people app. */
  viewSelect?: string;
  resource: ResourceSpec;
  columns: ColumnPlan[];
}

export function tableName(app: AppName, type: string): string {
  return `${app}__${type}`;
}

export function snakeCase(type: string): string {
  return type.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export const toOneColumn = (relationship: string) => `${relationship}_id`;

/** Link tables for many-to-many relationships: both directions read the same table. */
export const links = {
  checkInEventTimes: {
    table: 'check_ins__link__check_in_event_times',
    a: 'check_in_id',
    b: 'event_time_id',
  },
  checkInOptions: { table: 'check_ins__link__check_in_options', a: 'check_in_id', b: 'option_id' },
  locationEventPeriodCheckIns: {
    table: 'check_ins__link__location_event_period_check_ins',
    a: 'location_event_period_id',
    b: 'check_in_id',
  },
  locationEventTimeCheckIns: {
    table: 'check_ins__link__location_event_time_check_ins',
    a: 'location_event_time_id',
    b: 'check_in_id',
  },
  donationLabels: { table: 'giving__link__donation_labels', a: 'donation_id', b: 'label_id' },
  listPeople: { table: 'people__link__list_people', a: 'list_id', b: 'person_id' },
} as const;

export const linkTables = Object.values(links);

const join = (link: { table: string; a: string; b: string }, from: 'a' | 'b'): ToManyStorage => ({
  kind: 'join',
  table: link.table,
  sourceColumn: from === 'a' ? link.a : link.b,
  targetColumn: from === 'a' ? link.b : link.a,
});

/** Relationships the catalog alone cannot place: `${app}.${Type}.${relationship}`. */
const explicit: Record<string, ToManyStorage> = {
  'check_ins.CheckIn.event_times': join(links.checkInEventTimes, 'a'),
  'check_ins.EventTime.check_ins': join(links.checkInEventTimes, 'b'),
  'check_ins.CheckIn.options': join(links.checkInOptions, 'a'),
  'check_ins.Option.check_ins': join(links.checkInOptions, 'b'),
  'check_ins.LocationEventPeriod.check_ins': join(links.locationEventPeriodCheckIns, 'a'),
  'check_ins.LocationEventTime.check_ins': join(links.locationEventTimeCheckIns, 'a'),
  'check_ins.Person.check_ins': { kind: 'inverse', column: 'person_id' },
  'giving.Donation.labels': join(links.donationLabels, 'a'),
  'people.List.people': join(links.listPeople, 'a'),
  // Households hold people through their memberships, which are themselves records.
  'people.Household.people': {
    kind: 'join',
    table: tableName('people', 'HouseholdMembership'),
    sourceColumn: 'household_id',
    targetColumn: 'person_id',
  },
  'people.Person.households': {
    kind: 'join',
    table: tableName('people', 'HouseholdMembership'),
    sourceColumn: 'person_id',
    targetColumn: 'household_id',
  },
  // The message groups a person received messages from.
  'people.Person.message_groups': {
    kind: 'join',
    table: tableName('people', 'Message'),
    sourceColumn: 'to_id',
    targetColumn: 'message_group_id',
  },
};

function appResources(app: AppName): Readonly<Record<string, ResourceSpec>> {
  return resources[app];
}

/** How a to-many relationship of `app.type` is stored. */
export function toManyStorage(app: AppName, type: string, relationship: string): ToManyStorage {
  const key = `${app}.${type}.${relationship}`;
  const named = explicit[key];
  if (named) return named;
  if (type === 'Organization') return { kind: 'all' };
  const source = appResources(app)[type];
  const rel = source?.relationships[relationship];
  if (!source || !rel || rel.cardinality !== 'many') {
    throw new Error(`${key} is not a to-many relationship of the catalog`);
  }
  const target = appResources(app)[rel.target];
  if (!target) throw new Error(`${key} targets unknown ${rel.target}`);
  const backReferences = Object.entries(target.relationships).filter(
    ([, r]) => r.cardinality === 'one' && r.target === type,
  );
  if (backReferences.length === 1 && backReferences[0]) {
    return { kind: 'inverse', column: toOneColumn(backReferences[0][0]) };
  }
  if (backReferences.length > 1) {
    throw new Error(`${key} is ambiguous: name its storage in storage-plan.ts`);
  }
  // No back reference in the API: the target keeps its parent's id in a hidden column.
  return { kind: 'inverse', column: `${snakeCase(type)}_id` };
}

/** String attributes sort and compare without case (list-sql); their indexes must too. */
export function comparesWithoutCase(resource: ResourceSpec, name: string): boolean {
  const spec = Object.hasOwn(resource.attributes, name) ? resource.attributes[name] : undefined;
  return spec !== undefined && normalizeAttribute(spec).type === 'string';
}

function sqlTypeOf(type: string): ColumnPlan['sqlType'] {
  switch (type) {
    case 'integer':
    case 'boolean':
      return 'INTEGER';
    default:
      return 'TEXT';
  }
}

/** Hidden facts the API does not show but the sandbox needs (filters, files, secrets). */
const hiddenColumns: Record<string, readonly ColumnPlan[]> = {
  'check_ins.CheckIn': [
    { name: '_first_time', sqlType: 'INTEGER', role: 'hidden' },
    { name: '_one_time_guest', sqlType: 'INTEGER', role: 'hidden' },
  ],
  'check_ins.Pass': [{ name: '_emailed_at', sqlType: 'TEXT', role: 'hidden' }],
  'people.Person': [
    { name: '_avatar_file_id', sqlType: 'TEXT', role: 'hidden' },
    // The people app has no phone number records in the catalog; the other apps show the
    // person's numbers from here ([{ number, carrier, location }], JSON).
    { name: '_phone_numbers', sqlType: 'TEXT', role: 'hidden' },
  ],
};

const peopleTable = (type: string) => `"${tableName('people', type)}"`;

/** A JSON array of `fields` of the person's rows of a people table, the primary one first. */
function personRows(type: 'Address' | 'Email', fields: readonly string[]): PersonSource {
  const pairs = fields.map((f) => `'${f}', COALESCE(r."${f}", '')`).join(', ');
  return {
    sql: `(SELECT json_group_array(json_object(${pairs}) ORDER BY r."primary" DESC, r.id) FROM ${peopleTable(type)} r WHERE r.person_id = person.id)`,
  };
}

const contacts = {
  addresses: personRows('Address', ['street', 'city', 'state', 'zip', 'location']),
  email_addresses: personRows('Email', ['address', 'location']),
  phone_numbers: { sql: `COALESCE(person._phone_numbers, '[]')` },
} as const satisfies Record<string, PersonSource>;

const valueOf = (type: 'NamePrefix' | 'NameSuffix', column: string): PersonSource => ({
  sql: `COALESCE((SELECT v.value FROM ${peopleTable(type)} v WHERE v.id = person.${column}), '')`,
});

/**
 * One person across the apps (D133): the check-ins and giving apps' Person is the people app's
 * person under the same id, so what that record says (names, contacts and, for check-ins, the
 * facts a profile edit changes) is read from it, shaped as each app's catalog has it. Each app
 * stores only its own facts (check-in count, permissions) in `${table}__own`; the view named
 * as the table joins the two, so a person whose people record is gone is in no app.
 */
const readFromPeople = {
  check_ins: {
    Person: {
      first_name: { column: 'first_name' },
      middle_name: { sql: `COALESCE(person.middle_name, '')` },
      last_name: { column: 'last_name' },
      name_prefix: valueOf('NamePrefix', 'name_prefix_id'),
      name_suffix: valueOf('NameSuffix', 'name_suffix_id'),
      birthdate: { column: 'birthdate' },
      child: { column: 'child' },
      gender: { sql: `COALESCE(person.gender, '')` },
      grade: { sql: 'CASE WHEN person.child THEN person.grade END' },
      medical_notes: { sql: `COALESCE(person.medical_notes, '')` },
      avatar_url: { column: 'avatar' },
      ...contacts,
    },
  },
  giving: {
    Person: {
      first_name: { column: 'first_name' },
      last_name: { column: 'last_name' },
      ...contacts,
    },
  },
} as const satisfies Partial<Record<AppName, Record<string, Record<string, PersonSource>>>>;

/** The attributes of `A.T` read from the people app (a seed row leaves them out). */
export type ReadThroughAttribute<
  A extends AppName,
  T extends string,
> = A extends keyof typeof readFromPeople
  ? T extends keyof (typeof readFromPeople)[A]
    ? keyof (typeof readFromPeople)[A][T]
    : never
  : never;

function readThroughOf(
  app: AppName,
  type: string,
): Readonly<Record<string, PersonSource>> | undefined {
  const byType: Readonly<Record<string, Readonly<Record<string, PersonSource>>>> | undefined =
    Object.hasOwn(readFromPeople, app)
      ? readFromPeople[app as keyof typeof readFromPeople]
      : undefined;
  return byType && Object.hasOwn(byType, type) ? byType[type] : undefined;
}

const sourceSql = (source: PersonSource) =>
  'column' in source ? `person."${source.column}"` : source.sql;

/** The view's SELECT: the person's id, the app's own columns, then what is read through. */
function viewSelect(plan: TablePlan): string {
  const columns = plan.columns.map((c) =>
    c.readFrom ? `${sourceSql(c.readFrom)} AS "${c.name}"` : `own."${c.name}"`,
  );
  return `SELECT own.id AS id, ${columns.join(', ')} FROM "${plan.storedTable}" own JOIN ${peopleTable('Person')} person ON person.id = own.id`;
}

/**
 * The table an index on `columns` of `table` belongs on: attributes read from the people app
 * are searched through the people table's index of the same column.
 */
export function indexedTable(
  table: string,
  columns: readonly string[],
): { table: string; columns: readonly string[] } {
  const plan = byTable.get(table);
  const sources = columns.map((name) => plan?.columns.find((c) => c.name === name)?.readFrom);
  if (sources.every((source) => source === undefined)) return { table, columns };
  const read = sources.flatMap((source) => (source && 'column' in source ? [source.column] : []));
  if (read.length !== columns.length) {
    throw new Error(`${table}: no index serves (${columns.join(', ')}), read partly from people`);
  }
  return { table: tableName('people', 'Person'), columns: read };
}

function buildTablePlans(): TablePlan[] {
  const plans = new Map<string, TablePlan>();
  for (const app of Object.keys(resources) as AppName[]) {
    for (const resource of Object.values(appResources(app))) {
      const columns: ColumnPlan[] = [];
      const readThrough = readThroughOf(app, resource.type);
      for (const [name, spec] of Object.entries(resource.attributes)) {
        const readFrom = readThrough?.[name];
        columns.push({
          name,
          sqlType: sqlTypeOf(normalizeAttribute(spec).type),
          role: 'attribute',
          ...(readFrom && { readFrom }),
        });
      }
      for (const [name, rel] of Object.entries(resource.relationships)) {
        if (rel.cardinality === 'one') {
          columns.push({ name: toOneColumn(name), sqlType: 'INTEGER', role: 'to-one' });
        }
      }
      columns.push(...(hiddenColumns[`${app}.${resource.type}`] ?? []));
      const table = tableName(app, resource.type);
      plans.set(table, {
        app,
        type: resource.type,
        table,
        storedTable: readThrough ? `${table}__own` : table,
        resource,
        columns,
      });
    }
  }
  // Parent ids that only to-many relationships imply become hidden columns of the target.
  for (const plan of plans.values()) {
    for (const [name, rel] of Object.entries(plan.resource.relationships)) {
      if (rel.cardinality !== 'many') continue;
      const storage = toManyStorage(plan.app, plan.type, name);
      if (storage.kind !== 'inverse') continue;
      const target = plans.get(tableName(plan.app, rel.target));
      if (target && !target.columns.some((c) => c.name === storage.column)) {
        target.columns.push({ name: storage.column, sqlType: 'INTEGER', role: 'hidden' });
      }
    }
  }
  for (const plan of plans.values()) {
    const names = plan.columns.map((c) => c.name);
    const clash = names.find((n, i) => names.indexOf(n) !== i || n === 'id');
    if (clash) throw new Error(`${plan.table}: column ${clash} is defined twice`);
    if (plan.storedTable !== plan.table) plan.viewSelect = viewSelect(plan);
  }
  return [...plans.values()];
}

/** The columns a table stores (those read from the people app are not). */
export const storedColumns = (plan: TablePlan): ColumnPlan[] =>
  plan.columns.filter((c) => c.readFrom === undefined);

export const tablePlans: readonly TablePlan[] = buildTablePlans();

const byTable = new Map(tablePlans.map((p) => [p.table, p]));

export function tablePlan(app: AppName, type: string): TablePlan {
  const plan = byTable.get(tableName(app, type));
  if (!plan) throw new Error(`no table for ${app}.${type}`);
  return plan;
}
