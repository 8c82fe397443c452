/** Named filter scopes with their real meaning, and the default scopes of some resources. */
import type { AppName } from '../api/catalog/schema';
import type { Scope } from './path-resolver';

const scope = (sql: string): Scope => ({ sql, params: [] });

const filterScopes: Record<string, Scope> = {
  'check_ins.CheckIn.regular': scope(`t.kind = 'Regular'`),
  'check_ins.CheckIn.guest': scope(`t.kind = 'Guest'`),
  'check_ins.CheckIn.volunteer': scope(`t.kind = 'Volunteer'`),
  // Attendees are the people attending: regulars and guests, not volunteers.
  'check_ins.CheckIn.attendee': scope(`t.kind IN ('Regular', 'Guest')`),
  // A person's first check-in to the event (one-time guests are always first-timers).
  'check_ins.CheckIn.first_time': scope('t._first_time = 1'),
  'check_ins.CheckIn.one_time_guest': scope('t._one_time_guest = 1'),
  'check_ins.CheckIn.not_one_time_guest': scope('COALESCE(t._one_time_guest, 0) = 0'),
  'check_ins.CheckIn.checked_out': scope('t.checked_out_at IS NOT NULL'),
  'check_ins.Event.archived': scope('t.archived_at IS NOT NULL'),
  'check_ins.Event.not_archived': scope('t.archived_at IS NULL'),
  // include_deleted lifts the default scope below instead of adding a condition.
  'people.FieldDefinition.include_deleted': scope('1 = 1'),
};

export function filterScope(app: AppName, type: string, name: string): Scope {
  const found = filterScopes[`${app}.${type}.${name}`];
  if (!found) throw new Error(`no meaning for filter ${app}.${type}.${name}`);
  return found;
}

/** The columns a scope holds to one value (`t.column =` or `IS NULL`): an order can follow them. */
export function scopeEqualityColumns(found: Scope): string[] {
  return [...found.sql.matchAll(/\bt\.([A-Za-z_][A-Za-z0-9_]*)\s*(?:=|IS\s+NULL)/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
}

export function hasFilterScope(app: AppName, type: string, name: string): boolean {
  return Object.hasOwn(filterScopes, `${app}.${type}.${name}`);
}

/**
 * Rows hidden unless asked for: soft-deleted field definitions are left out of lists unless
 * filter=include_deleted is given or where[deleted_at] names a date.
 */
export function defaultScope(
  app: AppName,
  type: string,
  query: { filter: readonly string[]; where: readonly { name: string; value: string }[] },
): Scope | undefined {
  if (app === 'people' && type === 'FieldDefinition') {
    const asked =
      query.filter.includes('include_deleted') ||
      query.where.some((w) => w.name === 'deleted_at' && w.value !== '');
    return asked ? undefined : scope('t.deleted_at IS NULL');
  }
  return undefined;
}
