/**
 * Running a list: each condition matches people by one Person attribute
 * (definition_identifier) compared with settings.value; a rule combines its conditions (subset
 * 'all' = every one, 'any' = at least one) and the list combines its rules the same way.
 * Inactive people count only when the list includes them. Results replace the old ones.
 */
import { peopleResources } from '../api/catalog/people';
import { toApiDatetime } from '../lib/pure/dates';
import { listedValue, tablesOf } from './catalog-keys';
import type { SandboxContext } from './context';
import { quoteIdentifier as q } from './database';
import { httpErrors } from './errors';
import { links } from './storage-plan';

const table = tablesOf('people');
const listPeople = links.listPeople;

interface ConditionRow {
  id: number;
  definition_identifier: string;
  comparison: string;
  settings: string;
}

const comparisons: Record<string, string> = {
  equal: '=',
  not_equal: '<>',
  greater_than: '>',
  less_than: '<',
};

function conditionMatches(ctx: SandboxContext, condition: ConditionRow): Set<number> {
  const attribute = condition.definition_identifier;
  const operator = comparisons[condition.comparison];
  if (!Object.hasOwn(peopleResources.Person.attributes, attribute) || !operator) return new Set();
  let value: unknown;
  try {
    value = (JSON.parse(condition.settings) as { value?: unknown }).value;
  } catch {
    return new Set();
  }
  if (typeof value === 'boolean') value = value ? 1 : 0;
  if (value === undefined || (typeof value !== 'string' && typeof value !== 'number'))
    return new Set();
  const rows = ctx.db
    .prepare(`SELECT id FROM ${table('Person')} WHERE ${q(attribute)} ${operator} ? COLLATE NOCASE`)
    .all(value) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

function combine(sets: Set<number>[], subset: string): Set<number> {
  if (sets.length === 0) return new Set();
  if (subset === 'any') return new Set(sets.flatMap((s) => [...s]));
  const [first, ...rest] = sets;
  return new Set([...(first ?? [])].filter((id) => rest.every((s) => s.has(id))));
}

export function runList(ctx: SandboxContext, listId: number): void {
  const list = ctx.db
    .prepare(`SELECT id, subset, include_inactive FROM ${table('List')} WHERE id = ?`)
    .get(listId) as { id: number; subset: string; include_inactive: number } | undefined;
  if (!list) throw httpErrors.notFound();
  const now = toApiDatetime(ctx.clock.now());
  ctx.db.transaction(() => {
    const rules = ctx.db
      .prepare(`SELECT id, subset FROM ${table('Rule')} WHERE list_id = ? ORDER BY id`)
      .all(listId) as { id: number; subset: string }[];
    const ruleSets = rules.map((rule) => {
      const conditions = ctx.db
        .prepare(
          `SELECT id, definition_identifier, comparison, settings FROM ${table('Condition')} WHERE rule_id = ? ORDER BY id`,
        )
        .all(rule.id) as ConditionRow[];
      const matches = conditions.map((condition) => {
        const found = conditionMatches(ctx, condition);
        ctx.db
          .prepare(`DELETE FROM ${table('ConditionResult')} WHERE condition_id = ?`)
          .run(condition.id);
        const insert = ctx.db.prepare(
          `INSERT INTO ${table('ConditionResult')} (condition_id, person_id) VALUES (?, ?)`,
        );
        for (const personId of found) insert.run(condition.id, personId);
        return found;
      });
      return combine(matches, rule.subset);
    });
    let people = [...combine(ruleSets, list.subset)];
    const inactive = new Set(
      (
        ctx.db
          .prepare(
            `SELECT id FROM ${table('Person')} WHERE status = '${listedValue('people', 'Person', 'status', 'inactive')}'`,
          )
          .all() as {
          id: number;
        }[]
      ).map((r) => r.id),
    );
    const hasInactive = people.some((id) => inactive.has(id));
    if (!list.include_inactive) people = people.filter((id) => !inactive.has(id));
    ctx.db.prepare(`DELETE FROM ${listPeople.table} WHERE ${listPeople.a} = ?`).run(listId);
    const link = ctx.db.prepare(
      `INSERT INTO ${listPeople.table} (${listPeople.a}, ${listPeople.b}) VALUES (?, ?)`,
    );
    for (const personId of people) link.run(listId, personId);
    ctx.db
      .prepare(
        `UPDATE ${table('List')} SET total_people = ?, batch_completed_at = ?, updated_at = ?, has_inactive_results = ?, status = 'complete' WHERE id = ?`,
      )
      .run(JSON.stringify(people.length), now, now, hasInactive ? 1 : 0, listId);
  })();
}
