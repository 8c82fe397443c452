/**
 * Lists of the people app with their rules, conditions, shares and current results. Results are
 * computed the way the sandbox's list run computes them (list-run.ts): a condition matches people
 * whose attribute equals settings.value (text compared without case); a rule and a list combine
 * with subset 'all' (every one) or 'any' (at least one); inactive people are left out unless the
 * list includes them. Running a seeded list again gives the same results.
 */
import type { StoredValue } from '../catalog-keys';
import type { SandboxDatabase } from '../database';
import { links } from '../storage-plan';
import { linkWriter, tableWriter } from './insert';
import type { PersonModel, Population } from './population';
import { fullName } from './population';
import type { SeedContext } from './seed-context';
import { DAY_MS, HOUR_MS, utcText } from './time';

type Attribute = 'membership' | 'status' | 'child' | 'gender';
type Value = string | boolean;

interface ConditionSpec {
  readonly attribute: Attribute;
  readonly value: Value;
  readonly description: string;
}

interface RuleSpec {
  readonly subset: 'all' | 'any';
  readonly conditions: readonly ConditionSpec[];
}

interface ListSpec {
  readonly name: string;
  readonly description: string;
  readonly subset: 'all' | 'any';
  readonly includeInactive: boolean;
  readonly rules: readonly RuleSpec[];
}

/** A condition on a Person attribute; a value of a listed attribute is checked against the catalog. */
const is = <N extends Attribute>(
  attribute: N,
  value: NonNullable<StoredValue<'people', 'Person', N>>,
  description: string,
): ConditionSpec => ({ attribute, value, description });

const lists: readonly ListSpec[] = [
  {
    name: 'Members',
    description: 'Everyone whose membership is Member',
    subset: 'all',
    includeInactive: false,
    rules: [{ subset: 'all', conditions: [is('membership', 'Member', 'Membership is Member')] }],
  },
  {
    name: 'Children',
    description: 'Children of the church, for Kids Church planning',
    subset: 'all',
    includeInactive: false,
    rules: [{ subset: 'all', conditions: [is('child', true, 'Child is true')] }],
  },
  {
    name: "Women's Ministry",
    description: 'Active women',
    subset: 'all',
    includeInactive: false,
    rules: [
      {
        subset: 'all',
        conditions: [
          is('gender', 'Female', 'Gender is Female'),
          is('child', false, 'Child is false'),
        ],
      },
    ],
  },
  {
    name: 'Newcomers',
    description: 'Visitors and regular attenders to follow up with',
    subset: 'all',
    includeInactive: false,
    rules: [
      {
        subset: 'any',
        conditions: [
          is('membership', 'Visitor', 'Membership is Visitor'),
          is('membership', 'Regular Attender', 'Membership is Regular Attender'),
        ],
      },
    ],
  },
  {
    name: 'Inactive People',
    description: 'People marked inactive, for the yearly clean-up',
    subset: 'all',
    includeInactive: true,
    rules: [{ subset: 'all', conditions: [is('status', 'inactive', 'Status is inactive')] }],
  },
  {
    name: "Men's Breakfast or Kids",
    description: 'Men, or any child (two rules, either one)',
    subset: 'any',
    includeInactive: false,
    rules: [
      { subset: 'all', conditions: [is('gender', 'Male', 'Gender is Male')] },
      { subset: 'all', conditions: [is('child', true, 'Child is true')] },
    ],
  },
];

function matches(person: PersonModel, condition: ConditionSpec): boolean {
  const actual: Value | null = person[condition.attribute];
  if (actual === null) return false;
  if (typeof actual === 'boolean' || typeof condition.value === 'boolean') {
    return actual === condition.value;
  }
  return actual.toLowerCase() === condition.value.toLowerCase();
}

function combine(sets: readonly Set<number>[], subset: 'all' | 'any'): Set<number> {
  const [first, ...rest] = sets;
  if (!first) return new Set();
  if (subset === 'any') return new Set(sets.flatMap((s) => [...s]));
  return new Set([...first].filter((id) => rest.every((s) => s.has(id))));
}

export function seedLists(db: SandboxDatabase, ctx: SeedContext, population: Population): void {
  const rng = ctx.rng('people:lists');
  const { staff } = population;
  const editors = [staff.admin, staff.pastor, staff.office];
  const listTable = tableWriter(db, 'people', 'List');
  const ruleTable = tableWriter(db, 'people', 'Rule');
  const conditionTable = tableWriter(db, 'people', 'Condition');
  const resultTable = tableWriter(db, 'people', 'ConditionResult');
  const shareTable = tableWriter(db, 'people', 'ListShare');
  const listPeople = linkWriter(db, links.listPeople.table);
  let ruleId = 0;
  let conditionId = 0;
  let resultId = 0;
  let shareId = 0;

  for (const [i, list] of lists.entries()) {
    const listId = i + 1;
    const created = ctx.startMs - rng.int(30, 600) * DAY_MS;
    const ranAt = ctx.endMs - rng.int(1, 72) * HOUR_MS;
    const owner = rng.pick(editors);
    const ruleSets: Set<number>[] = [];
    const ruleRows: Parameters<typeof ruleTable.insert>[0][] = [];
    const conditionRows: Parameters<typeof conditionTable.insert>[0][] = [];
    const resultRows: Parameters<typeof resultTable.insert>[0][] = [];
    for (const rule of list.rules) {
      const id = ++ruleId;
      ruleRows.push({
        id,
        subset: rule.subset,
        created_at: utcText(created),
        updated_at: utcText(created),
        list_id: listId,
      });
      const conditionSets = rule.conditions.map((condition) => {
        const cid = ++conditionId;
        conditionRows.push({
          id: cid,
          application: 'People',
          comparison: 'equal',
          created_at: utcText(created),
          definition_class: 'Person',
          definition_identifier: condition.attribute,
          description: condition.description,
          settings: JSON.stringify({ value: condition.value }),
          updated_at: utcText(created),
          rule_id: id,
        });
        const found = new Set<number>();
        for (const person of population.people) {
          if (!matches(person, condition)) continue;
          found.add(person.id);
          resultRows.push({ id: ++resultId, person_id: person.id, condition_id: cid });
        }
        return found;
      });
      ruleSets.push(combine(conditionSets, rule.subset));
    }
    const combined = [...combine(ruleSets, list.subset)].sort((a, b) => a - b);
    const inactive = (id: number) => population.person(id).status === 'inactive';
    const results = list.includeInactive ? combined : combined.filter((id) => !inactive(id));
    listTable.insert({
      id: listId,
      batch_completed_at: utcText(ranAt),
      created_at: utcText(created),
      description: list.description,
      has_inactive_results: combined.some(inactive),
      include_inactive: list.includeInactive,
      name: list.name,
      return_original_if_none: false,
      returns: 'people',
      status: 'complete',
      subset: list.subset,
      total_people: results.length,
      updated_at: utcText(ranAt),
      created_by_id: owner.id,
      owner_id: owner.id,
      updated_by_id: rng.pick(editors).id,
    });
    for (const row of ruleRows) ruleTable.insert(row);
    for (const row of conditionRows) conditionTable.insert(row);
    for (const row of resultRows) resultTable.insert(row);
    for (const personId of results) listPeople.insert(listId, personId);
    for (const person of rng.sample(
      editors.filter((e) => e !== owner),
      rng.int(1, 2),
    )) {
      shareTable.insert({
        id: ++shareId,
        created_at: utcText(created + rng.int(1, 20) * DAY_MS),
        group: 1,
        name: fullName(person),
        person_id: person.id,
        list_id: listId,
      });
    }
  }
}
