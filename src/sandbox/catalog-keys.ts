/**
 * Names of the catalog as types, for the sandbox's registries and seed: an app's resource types,
 * the filters its lists declare, the resources it writes, an attribute's listed values and a
 * resource's table. A misspelt type, a filter or value the catalog does not list fails to
 * compile instead of failing (or silently matching nothing) at run time.
 */
import { resourceSpec } from '../api/catalog/catalog';
import type {
  ListKey,
  QueryNameOf,
  ReadEndpoints,
  ResourceOf,
  Resources,
  WriteEndpoints,
} from '../api/catalog/catalog';
import { normalizeAttribute } from '../api/catalog/schema';
import type { AppName, AttributeValue } from '../api/catalog/schema';
import { tablePlan } from './storage-plan';

/** The resource types of an app: `'Household'`, `'CheckIn'`… */
export type TypeName<A extends AppName> = keyof Resources[A] & string;

/** The list endpoints (path templates) of the catalog that answer records of `A.T`. */
type ListsOf<A extends AppName, T extends string> = {
  [K in ListKey]: ReadEndpoints[K] extends { app: A; resource: T } ? K : never;
}[ListKey];

/** Every filter a list of `A.T` declares, over all its list endpoints and every dialect. */
export type FilterName<A extends AppName, T extends string> = QueryNameOf<ListsOf<A, T>, 'filter'>;

/** The types of an app that have at least one list with a named filter. */
export type FilteredType<A extends AppName> = {
  [T in TypeName<A>]: [FilterName<A, T>] extends [never] ? never : T;
}[TypeName<A>];

/** The types of an app that a write endpoint creates, updates or deletes. */
export type WrittenType<A extends AppName> = {
  [K in keyof WriteEndpoints]: WriteEndpoints[K] extends {
    app: A;
    resource: infer T extends string;
  }
    ? T
    : never;
}[keyof WriteEndpoints];

type AttributesOfType<A extends AppName, T extends TypeName<A>> = ResourceOf<A, T>['attributes'];

/** Attributes of `A.T` whose values the catalog lists. */
export type ListedAttribute<A extends AppName, T extends TypeName<A>> = {
  [N in keyof AttributesOfType<A, T>]: AttributesOfType<A, T>[N] extends {
    values: readonly string[];
  }
    ? N
    : never;
}[keyof AttributesOfType<A, T>] &
  string;

/** One of the values the catalog lists for `A.T.N` (dated values and null left out). */
export type ListedValue<
  A extends AppName,
  T extends TypeName<A>,
  N extends ListedAttribute<A, T>,
> = AttributesOfType<A, T>[N] extends { values: readonly (infer V extends string)[] } ? V : never;

/** Any value `A.T.N` may hold: listed values, dated values (`on hold until …`) and null. */
export type StoredValue<
  A extends AppName,
  T extends TypeName<A>,
  N extends keyof AttributesOfType<A, T>,
> = AttributeValue<AttributesOfType<A, T>[N]>;

/** The values the catalog lists for `A.T.N`, in the catalog's order. */
export function listedValues<
  const A extends AppName,
  const T extends TypeName<A>,
  const N extends ListedAttribute<A, T>,
>(app: A, type: T, attribute: N): readonly ListedValue<A, T, N>[] {
  const spec = resourceSpec(app, type)?.attributes[attribute];
  const values = spec === undefined ? undefined : normalizeAttribute(spec).values;
  if (values === undefined) throw new Error(`${app}.${type}.${attribute} lists no values`);
  return values as readonly ListedValue<A, T, N>[];
}

/** `value`, checked at compile time to be listed for `A.T.N`: for SQL that names a value. */
export function listedValue<
  const A extends AppName,
  const T extends TypeName<A>,
  const N extends ListedAttribute<A, T>,
>(app: A, type: T, attribute: N, value: ListedValue<A, T, N>): ListedValue<A, T, N> {
  if (!listedValues(app, type, attribute).includes(value)) {
    throw new Error(`${String(value)} is not a value of ${app}.${type}.${attribute}`);
  }
  return value;
}

/**
 * The table of a resource (storage-plan's `${app}__${Type}`, a plain identifier that needs no
 * quoting), for SQL text.
 */
export function tableOf<const A extends AppName>(app: A, type: TypeName<A>): string {
  return tablePlan(app, type).table;
}

/** `tableOf` for one app: `const table = tablesOf('people'); table('Household')`. */
export function tablesOf<const A extends AppName>(app: A): (type: TypeName<A>) => string {
  return (type) => tableOf(app, type);
}
