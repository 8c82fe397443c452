import { checkInsReadEndpoints, checkInsResources } from './check-ins';
import { givingReadEndpoints, givingResources } from './giving';
import { peopleReadEndpoints, peopleResources } from './people';
import type { actionEndpoints, writeEndpoints } from './write-endpoints';
import type { AppName, AppSpec, ReadEndpointSpec, ResourceSpec, WriteMethod } from './schema';

export const apps = {
  check_ins: { name: 'check_ins', basePath: '/check_ins/v2', scope: 'check_ins', beta: false },
  giving: { name: 'giving', basePath: '/giving/v2', scope: 'giving', beta: true },
  people: { name: 'people', basePath: '/people/v2', scope: 'people', beta: false },
} as const satisfies Record<AppName, AppSpec>;

/** OAuth scopes the service knows; `services` has no endpoints in this interface. */
export const oauthScopes = ['check_ins', 'giving', 'people', 'services'] as const;

export const resources = {
  check_ins: checkInsResources,
  giving: givingResources,
  people: peopleResources,
} as const;

/** Every GET endpoint of the spec, keyed by its path template. Show paths are `${key}/{id}`. */
export const readEndpoints = {
  ...checkInsReadEndpoints,
  ...givingReadEndpoints,
  ...peopleReadEndpoints,
} as const;

/**
 * Association traversal: GET {resource_url}/{association_name} answers the associated record(s)
 * of the resource's relationship, for every relationship of every resource that has a URL
 * (a show endpoint, or an app root for the Organization). To-one associations answer a single
 * record (or null data), to-many ones a paginated list.
 */
export const associationTraversal = {
  pattern: '{resource_url}/{association_name}',
  resourceUrl: 'the show path of the record, or the app root for the Organization',
} as const;

/** The file upload endpoint, outside the three apps. */
export const fileUpload = {
  method: 'POST',
  path: '/v2/files',
  part: 'file',
  resource: 'File',
  attributes: {
    source_ip: 'string',
    md5: 'string',
    content_type: 'string',
    file_size: 'integer',
    name: 'string',
    expires_at: 'datetime',
  },
} as const;

export type Resources = typeof resources;
export type ReadEndpoints = typeof readEndpoints;
export type WriteEndpoints = typeof writeEndpoints;
export type ActionEndpoints = typeof actionEndpoints;

export type ReadKey = keyof ReadEndpoints;
export type ListKey = {
  [K in ReadKey]: ReadEndpoints[K]['returns'] extends 'list' ? K : never;
}[ReadKey];
export type ShowKey = {
  [K in ReadKey]: ReadEndpoints[K]['show'] extends true ? K : never;
}[ReadKey];
export type SingleKey = {
  [K in ReadKey]: ReadEndpoints[K]['returns'] extends 'single' ? K : never;
}[ReadKey];

type StripMethod<K, M extends WriteMethod> = K extends `${M} ${infer Path}` ? Path : never;
export type CreatePath = StripMethod<keyof WriteEndpoints, 'POST'>;
export type UpdatePath = StripMethod<keyof WriteEndpoints, 'PATCH'>;
export type DeletePath = StripMethod<keyof WriteEndpoints, 'DELETE'>;
export type ActionPath = StripMethod<keyof ActionEndpoints, 'POST'>;

/** The resource description of an app's type name, at the type level. */
export type ResourceOf<A extends AppName, T> = T extends keyof Resources[A]
  ? Resources[A][T] extends ResourceSpec
    ? Resources[A][T]
    : never
  : never;

/** The query names only some dialect's service answers at an endpoint (its `onlyIn`). */
type OnlyInQuery<K extends ReadKey> = K extends ReadKey
  ? ReadEndpoints[K] extends { onlyIn: infer O }
    ? O[keyof O]
    : never
  : never;

/**
 * An endpoint's query names of one kind in any dialect: the typed client takes them all, and
 * checks at run time that its service's dialect answers the ones it is given.
 */
export type QueryNameOf<K extends ReadKey, P extends 'include' | 'order' | 'filter'> =
  | ReadEndpoints[K][P][number]
  | (OnlyInQuery<K> extends infer Q
      ? Q extends { readonly [_ in P]: readonly (infer N)[] }
        ? N
        : never
      : never);

type OnlyInWhere<K extends ReadKey> =
  OnlyInQuery<K> extends infer Q ? (Q extends { readonly where: infer W } ? W : never) : never;

/** An endpoint's `where` names and their types, in any dialect. */
export type WhereTypesOf<K extends ReadKey> = ReadEndpoints[K]['where'] &
  ([OnlyInWhere<K>] extends [never] ? unknown : OnlyInWhere<K>);

export type ReadResource<K extends ReadKey> = ResourceOf<
  ReadEndpoints[K]['app'],
  ReadEndpoints[K]['resource']
>;

export type WriteSpecOf<
  M extends WriteMethod,
  P extends string,
> = `${M} ${P}` extends keyof WriteEndpoints ? WriteEndpoints[`${M} ${P}`] : never;

// ---------------------------------------------------------------------------------------------
// Run-time lookups, for code that walks the catalog (the client's checks, the sandbox, tests).

export function resourceSpec(app: AppName, type: string): ResourceSpec | undefined {
  const appResources: Readonly<Record<string, ResourceSpec>> = resources[app];
  return Object.hasOwn(appResources, type) ? appResources[type] : undefined;
}

export function readEndpointSpec(path: string): ReadEndpointSpec | undefined {
  const all: Readonly<Record<string, ReadEndpointSpec>> = readEndpoints;
  return Object.hasOwn(all, path) ? all[path] : undefined;
}

export function appOfPath(path: string): AppName | undefined {
  return (Object.values(apps) as AppSpec[]).find(
    (a) => path === a.basePath || path.startsWith(`${a.basePath}/`),
  )?.name;
}
