/**
 * The catalog as plain data, and deep copies of it that a test can damage, so the catalog's
 * checks can be shown to catch each kind of mistake.
 */
import { apps, readEndpoints, resources } from '../catalog';
import { actionEndpoints, writeEndpoints } from '../write-endpoints';
import type {
  ActionEndpointSpec,
  AppName,
  AppSpec,
  ReadEndpointSpec,
  ResourceSpec,
  WriteEndpointSpec,
} from '../schema';

/** The catalog data a check reads (the real catalog, or a damaged copy in tests). */
export interface CatalogData {
  readonly apps: Readonly<Record<AppName, AppSpec>>;
  readonly resources: Readonly<Record<AppName, Readonly<Record<string, ResourceSpec>>>>;
  readonly readEndpoints: Readonly<Record<string, ReadEndpointSpec>>;
  readonly writeEndpoints: Readonly<Record<string, WriteEndpointSpec>>;
  readonly actionEndpoints: Readonly<Record<string, ActionEndpointSpec>>;
}

export const realCatalog: CatalogData = {
  apps,
  resources,
  readEndpoints,
  writeEndpoints,
  actionEndpoints,
};

type DeepMutable<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer U)[]
    ? DeepMutable<U>[]
    : { -readonly [K in keyof T]: DeepMutable<T[K]> };

export type MutableCatalog = DeepMutable<CatalogData>;

export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`test setup: ${what} not in the catalog`);
  return value;
}

/** A deep copy of the real catalog with one change made to it. */
export function mutated(change: (catalog: MutableCatalog) => void): CatalogData {
  const copy = structuredClone(realCatalog) as MutableCatalog;
  change(copy);
  return copy;
}

export const resourceIn = (c: MutableCatalog, app: AppName, type: string) =>
  must(c.resources[app][type], `${app} ${type}`);
export const readIn = (c: MutableCatalog, key: string) => must(c.readEndpoints[key], key);
export const writeIn = (c: MutableCatalog, key: string) => must(c.writeEndpoints[key], key);
