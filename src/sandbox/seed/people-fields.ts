/**
 * Custom fields of the people app: tabs, field definitions of every data type (one soft-deleted),
 * options of select and checkbox fields, and the values people have in them.
 */
import type { ListedValue } from '../catalog-keys';
import type { SandboxDatabase } from '../database';
import { tableWriter } from './insert';
import type { PersonModel, Population } from './population';
import type { Rng } from './random';
import type { SeedContext } from './seed-context';
import { DAY_MS, dayText, utcDay, utcText } from './time';

type DataType = ListedValue<'people', 'FieldDefinition', 'data_type'>;

interface FieldSpec {
  readonly tab: number;
  readonly name: string;
  readonly dataType: DataType;
  readonly options?: readonly string[];
  readonly config?: string;
  readonly deleted?: boolean;
  /** Who has a value, and how likely; returns the values (several for checkboxes). */
  readonly value: (p: PersonModel, rng: Rng, ctx: SeedContext) => string[];
}

const tabs = ['Personal Details', 'Kids Ministry', 'Volunteering', 'Membership'] as const;

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const pastDay = (rng: Rng, ctx: SeedContext, minDays: number, maxDays: number) =>
  dayText(utcDay(new Date(ctx.endMs - rng.int(minDays, maxDays) * DAY_MS)));

const adult = (p: PersonModel) => !p.child && p.staff !== 'admin';

const fields: readonly FieldSpec[] = [
  { tab: 1, name: 'About Me', dataType: 'header', value: () => [] },
  {
    tab: 1,
    name: 'Shirt Size',
    dataType: 'select',
    options: ['S', 'M', 'L', 'XL', 'XXL'],
    value: (p, rng) =>
      adult(p) && rng.chance(0.4) ? [rng.pick(['S', 'M', 'L', 'XL', 'XXL'])] : [],
  },
  {
    tab: 1,
    name: 'How did you hear about us?',
    dataType: 'select',
    options: ['A friend', 'Website', 'Social media', 'Drove by', 'Community event'],
    value: (p, rng) =>
      adult(p) && rng.chance(p.membership === 'Visitor' ? 0.8 : 0.2)
        ? [rng.pick(['A friend', 'Website', 'Social media', 'Drove by', 'Community event'])]
        : [],
  },
  {
    tab: 1,
    name: 'Favorite Bible Verse',
    dataType: 'string',
    config: '{"placeholder":"John 3:16"}',
    value: (p, rng) =>
      adult(p) && rng.chance(0.15)
        ? [
            rng.pick([
              'John 3:16',
              'Psalm 23:1',
              'Romans 8:28',
              'Philippians 4:13',
              'Jeremiah 29:11',
            ]),
          ]
        : [],
  },
  {
    tab: 1,
    name: 'Years Attending',
    dataType: 'number',
    value: (p, rng) => (adult(p) && rng.chance(0.3) ? [String(rng.int(1, 30))] : []),
  },
  {
    tab: 1,
    name: 'Anything we should know?',
    dataType: 'text',
    value: (p, rng) =>
      adult(p) && rng.chance(0.08)
        ? [
            rng.pick([
              'Prefers to be contacted by text.',
              'Uses a wheelchair; needs the accessible entrance.',
              'Interested in joining a small group.',
              'Works most Sundays; comes to Youth Night as a parent.',
            ]),
          ]
        : [],
  },
  {
    tab: 2,
    name: 'Allergies',
    dataType: 'text',
    value: (p) => (p.child && p.medicalNotes ? [p.medicalNotes] : []),
  },
  {
    tab: 2,
    name: 'Photo Release',
    dataType: 'boolean',
    value: (p, rng) => (p.child && rng.chance(0.6) ? [rng.chance(0.85) ? 'true' : 'false'] : []),
  },
  {
    tab: 2,
    name: 'Authorized Pickup',
    dataType: 'string',
    value: (p, rng) =>
      p.child && p.grade !== null && p.grade <= 5 && rng.chance(0.3)
        ? [rng.pick(['Grandparents', 'Aunt and uncle', 'Family friend', 'Older sibling'])]
        : [],
  },
  {
    tab: 3,
    name: 'Serving Interests',
    dataType: 'checkboxes',
    options: ['Greeting', 'Kids', 'Youth', 'Music', 'Tech', 'Prayer', 'Hospitality'],
    value: (p, rng) =>
      p.volunteer || (adult(p) && rng.chance(0.1))
        ? rng.sample(
            ['Greeting', 'Kids', 'Youth', 'Music', 'Tech', 'Prayer', 'Hospitality'],
            rng.int(1, 3),
          )
        : [],
  },
  {
    tab: 3,
    name: 'Background Check Form',
    dataType: 'file',
    value: (p) => (p.volunteer === 'kids' || p.volunteer === 'youth' ? [''] : []),
  },
  {
    tab: 3,
    name: 'Background Check Date',
    dataType: 'date',
    value: (p, rng, ctx) =>
      p.volunteer === 'kids' || p.volunteer === 'youth' ? [pastDay(rng, ctx, 10, 900)] : [],
  },
  {
    tab: 4,
    name: 'Baptized',
    dataType: 'boolean',
    value: (p, rng) => (adult(p) && rng.chance(0.5) ? [rng.chance(0.8) ? 'true' : 'false'] : []),
  },
  {
    tab: 4,
    name: 'Baptism Date',
    dataType: 'date',
    value: (p, rng, ctx) => (adult(p) && rng.chance(0.25) ? [pastDay(rng, ctx, 30, 9000)] : []),
  },
  {
    tab: 4,
    name: 'Membership Class Completed',
    dataType: 'date',
    value: (p, rng, ctx) =>
      p.membership === 'Member' && rng.chance(0.4) ? [pastDay(rng, ctx, 30, 3000)] : [],
  },
  {
    tab: 4,
    name: 'Old Mailbox Number',
    dataType: 'string',
    deleted: true,
    value: (p, rng) => (adult(p) && rng.chance(0.05) ? [String(rng.int(1, 250))] : []),
  },
];

export function seedFields(
  db: SandboxDatabase,
  ctx: SeedContext,
  population: Population,
): { fieldData: number } {
  const rng = ctx.rng('people:fields');
  const tabTable = tableWriter(db, 'people', 'Tab');
  for (const [i, name] of tabs.entries()) {
    tabTable.insert({ id: i + 1, name, sequence: i + 1, slug: slugOf(name) });
  }

  const definitionTable = tableWriter(db, 'people', 'FieldDefinition');
  const optionTable = tableWriter(db, 'people', 'FieldOption');
  const optionIds = new Map<string, number>();
  let optionId = 0;
  const sequenceInTab = new Map<number, number>();
  for (const [i, field] of fields.entries()) {
    const sequence = (sequenceInTab.get(field.tab) ?? 0) + 1;
    sequenceInTab.set(field.tab, sequence);
    definitionTable.insert({
      id: i + 1,
      config: field.config ?? null,
      data_type: field.dataType,
      deleted_at: field.deleted ? utcText(ctx.endMs - rng.int(20, 60) * DAY_MS) : null,
      name: field.name,
      sequence,
      slug: slugOf(field.name),
      tab_id: field.tab,
    });
    for (const [j, value] of (field.options ?? []).entries()) {
      optionTable.insert({ id: ++optionId, sequence: j + 1, value, field_definition_id: i + 1 });
      optionIds.set(`${i + 1}:${value}`, optionId);
    }
  }

  const datumTable = tableWriter(db, 'people', 'FieldDatum');
  let datumId = 0;
  for (const person of population.people) {
    for (const [i, field] of fields.entries()) {
      const definitionId = i + 1;
      for (const value of field.value(person, rng, ctx)) {
        const id = ++datumId;
        const file = field.dataType === 'file';
        datumTable.insert({
          id,
          file: file ? `https://people.sandbox.test/field_data/${id}/background-check.pdf` : null,
          file_content_type: file ? 'application/pdf' : null,
          file_name: file ? 'background-check.pdf' : '',
          file_size: file ? rng.int(40_000, 900_000) : null,
          value,
          field_definition_id: definitionId,
          field_option_id: optionIds.get(`${definitionId}:${value}`) ?? null,
          tab_id: field.tab,
          person_id: person.id,
        });
      }
    }
  }
  return { fieldData: datumId };
}
