/**
 * Named filter scopes with their real meaning, and the default scopes of some resources: the
 * registry of each app's meanings (`behaviour/*-filters.ts`), typed against the catalog.
 */
import type { AppName } from '../api/catalog/schema';
import { checkInsFilters } from './behaviour/check-ins-filters';
import type { AppFilters, DefaultScope, FilterMeaning, ScopeQuery } from './behaviour/filter-kit';
import { givingFilters } from './behaviour/giving-filters';
import { peopleFilters } from './behaviour/people-filters';
import type { Scope } from './path-resolver';

const registry: { readonly [A in AppName]: AppFilters<A> } = {
  check_ins: checkInsFilters,
  giving: givingFilters,
  people: peopleFilters,
};

function entry<T>(record: object, key: string): T | undefined {
  return Object.hasOwn(record, key) ? (record as Record<string, T>)[key] : undefined;
}

/** The meaning of filter `name` on lists of `app.type`, or undefined when it has none. */
export function filterMeaning(app: AppName, type: string, name: string): FilterMeaning | undefined {
  const byName = entry<object>(registry[app].named, type);
  return byName === undefined ? undefined : entry<FilterMeaning>(byName, name);
}

/** Every meaning of the registry, as `app.Type.filter` keys (for tests). */
export function filterMeaningKeys(): string[] {
  return (Object.keys(registry) as AppName[]).flatMap((app) =>
    Object.entries(registry[app].named as Readonly<Record<string, object | undefined>>).flatMap(
      ([type, byName]) => Object.keys(byName ?? {}).map((name) => `${app}.${type}.${name}`),
    ),
  );
}

/** The condition filter `name` adds (`1 = 1` for a filter passed through). */
export function filterScope(app: AppName, type: string, name: string): Scope {
  const found = filterMeaning(app, type, name);
  if (!found) throw new Error(`no meaning for filter ${app}.${type}.${name}`);
  return found.kind === 'condition' ? found.scope : { sql: '1 = 1', params: [] };
}

export function hasFilterScope(app: AppName, type: string, name: string): boolean {
  return filterMeaning(app, type, name) !== undefined;
}

/** The columns a scope holds to one value (`t.column =` or `IS NULL`): an order can follow them. */
export function scopeEqualityColumns(found: Scope): string[] {
  return [...found.sql.matchAll(/\bt\.([A-Za-z_][A-Za-z0-9_]*)\s*(?:=|IS\s+NULL)/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
}

/**
 * Rows hidden unless asked for: soft-deleted field definitions are left out of lists unless
 * filter=include_deleted is given or where[deleted_at] names a date.
 */
export function defaultScope(app: AppName, type: string, query: ScopeQuery): Scope | undefined {
  return entry<DefaultScope>(registry[app].hidden, type)?.(query);
}
