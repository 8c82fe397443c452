/**
 * What an app's named filters mean in SQL, and the rows its lists hide unless asked for, typed
 * against the catalog: each app's meanings (`check-ins-filters.ts`…) must give every filter its
 * lists declare, and a type or filter the catalog does not list fails to compile.
 */
import type { AppName } from '../../api/catalog/schema';
import type { FilteredType, FilterName, TypeName } from '../catalog-keys';
import type { Scope } from '../path-resolver';

/**
 * A filter's meaning: a condition on the list's rows (alias `t`), or no condition of its own
 * (passed through), with the reason it needs none.
 */
export type FilterMeaning =
  | { readonly kind: 'condition'; readonly scope: Scope }
  | { readonly kind: 'passed-through'; readonly why: string };

export const condition = (sql: string): FilterMeaning => ({
  kind: 'condition',
  scope: { sql, params: [] },
});

export const passedThrough = (why: string): FilterMeaning => ({ kind: 'passed-through', why });

/** The query a default scope looks at: a filter or a `where` may lift it. */
export interface ScopeQuery {
  readonly filter: readonly string[];
  readonly where: readonly { readonly name: string; readonly value: string }[];
}

/** Rows hidden unless asked for (soft-deleted ones), or undefined when the query asks for them. */
export type DefaultScope = (query: ScopeQuery) => Scope | undefined;

export interface AppFilters<A extends AppName> {
  /** Every filter of every list of the app, by resource type and filter name. */
  readonly named: {
    readonly [T in FilteredType<A>]: { readonly [F in FilterName<A, T>]: FilterMeaning };
  } & {
    readonly [T in Exclude<TypeName<A>, FilteredType<A>>]?: never;
  };
  /** Default scopes, by resource type. */
  readonly hidden: { readonly [T in TypeName<A>]?: DefaultScope };
}
