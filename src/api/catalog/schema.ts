/**
 * The vocabulary the catalog is written in, and the TypeScript types derived from it.
 * Every resource and endpoint of the API is described once with these shapes; record,
 * parameter and payload types are computed from those descriptions, never restated.
 */

export type AppName = 'check_ins' | 'giving' | 'people';

export type ScalarType = 'string' | 'integer' | 'boolean' | 'date' | 'datetime' | 'unspecified';

/** A rich attribute description. A bare ScalarType is shorthand for `{ type }`. */
export interface AttributeOptions {
  readonly type: ScalarType | 'array' | 'object';
  /** The spec says "or null", or the value is absent until something happens (see decisions). */
  readonly nullable?: boolean;
  /** Allowed values listed by the spec (or the real service, when `beyondSpec`). */
  readonly values?: readonly string[];
  /** Allowed values that start with a fixed text followed by a date, e.g. 'on hold until {date}'. */
  readonly datedValues?: readonly string[];
  /** A regular expression (source) every non-null value matches. */
  readonly pattern?: string;
  /** Element shape of an array of objects. */
  readonly items?: Readonly<Record<string, AttributeSpec>>;
  /** Shape of an object; absent means the structure is not shown. */
  readonly fields?: Readonly<Record<string, AttributeSpec>>;
  /** Takes a file id from the upload endpoint on write; reads return a URL. */
  readonly file?: boolean;
  readonly beyondSpec?: boolean;
  /**
   * Only this dialect's service has it (the real service's AttendanceType `limit`): its sandbox
   * serves it, the other dialect's leaves it out, and a client reads it as possibly missing.
   */
  readonly onlyIn?: 'spec' | 'real';
  readonly note?: string;
}

export type AttributeSpec = ScalarType | AttributeOptions;

export interface RelationshipSpec {
  readonly target: string;
  readonly cardinality: 'one' | 'many';
  readonly beyondSpec?: boolean;
}

export interface ResourceSpec {
  readonly type: string;
  readonly app: AppName;
  readonly meaning?: string;
  /** Attributes the spec leaves out, filled in from the real service. */
  readonly beyondSpec?: boolean;
  readonly attributes: Readonly<Record<string, AttributeSpec>>;
  readonly relationships: Readonly<Record<string, RelationshipSpec>>;
}

export type WhereType = ScalarType;

/** The query names a list endpoint answers: what it includes, orders by, filters and `where`s. */
export interface QueryNames {
  readonly include: readonly string[];
  readonly order: readonly string[];
  readonly filter: readonly string[];
  readonly where: Readonly<Record<string, WhereType>>;
}

/** A GET endpoint of the spec: a list (with its show endpoint at path/{id}) or a single record. */
export interface ReadEndpointSpec extends QueryNames {
  readonly app: AppName;
  readonly resource: string;
  /** 'list' answers an array; 'single' answers one record (app roots, to-one associations). */
  readonly returns: 'list' | 'single';
  /** A show endpoint exists at `${path}/{id}`. */
  readonly show: boolean;
  readonly beyondSpec?: boolean;
  /**
   * Query names only one dialect's service answers, besides the ones above that both answer
   * (the real service orders and narrows its giving lists; the spec's offers neither): that
   * dialect's sandbox serves them, the other's refuses them as unknown, and the client sends
   * them only to a service of that dialect (`queryNamesIn`, D151).
   */
  readonly onlyIn?: { readonly [D in 'spec' | 'real']?: Partial<QueryNames> };
}

export type WriteMethod = 'POST' | 'PATCH' | 'DELETE';

export interface RelationshipPayloadSpec {
  readonly target: string;
  readonly cardinality: 'one' | 'many';
  readonly required: boolean;
}

export interface WriteEndpointSpec {
  readonly app: AppName;
  readonly method: WriteMethod;
  readonly resource: string;
  /** Attribute names of the resource that the body may carry. */
  readonly writable: readonly string[];
  /** Attribute names a create must carry. */
  readonly required?: readonly string[];
  readonly relationships?: Readonly<Record<string, RelationshipPayloadSpec>>;
  readonly beyondSpec?: boolean;
  readonly note?: string;
}

/**
 * A record a write names besides the one its path names (the field a value belongs to, a
 * household's people): as a JSON:API relationship, as an `*_id` attribute holding its id (as
 * the real service assigns relations), or either.
 */
export interface WriteLinkSpec {
  readonly target: string;
  readonly cardinality: 'one' | 'many';
  /** A create must name it, and no write may set it to null. */
  readonly required: boolean;
  /** The body may name it in `relationships` (JSON:API linkage, ids as text). */
  readonly relationship: boolean;
  /** The body may name it by this attribute: the id as text or as a number (`person_id`). */
  readonly idAttribute?: string;
}

/**
 * A write's body as one dialect takes it (write-shapes.ts): the plain attributes it may carry,
 * the ones a create must carry, and the records it names.
 */
export interface WriteShape {
  readonly method: WriteMethod;
  readonly writable: readonly string[];
  readonly required: readonly string[];
  readonly links: Readonly<Record<string, WriteLinkSpec>>;
  /** `data.type` may be left out, as the real service's own examples leave it out. */
  readonly typeOptional: boolean;
  /** A relationship the shape does not name: refused (the spec's sandbox, D24) or ignored. */
  readonly unknownRelationships: 'refuse' | 'ignore';
  /** An attribute the shape does not take is the only error answered: it stops the write first. */
  readonly forbiddenAlone: boolean;
  /** A value that is not yet an option of a checkboxes field adds it (the real FieldDatum docs). */
  readonly addsCheckboxOptions: boolean;
  /** The service lets no one make this write (a read-only resource): refused, body unread. */
  readonly refused: boolean;
}

export interface ActionEndpointSpec {
  readonly app: AppName;
  readonly method: 'POST';
  /** The resource the action acts on; the action answers with no body or that resource. */
  readonly resource: string;
  readonly meaning: string;
}

export interface AppSpec {
  readonly name: AppName;
  readonly basePath: string;
  readonly scope: AppName;
  readonly beta: boolean;
}

// ---------------------------------------------------------------------------------------------
// Definition helpers: identity functions whose `const` type parameters keep literal types.

/* @__NO_SIDE_EFFECTS__ */
export function defineResources<const R extends Readonly<Record<string, ResourceSpec>>>(r: R): R {
  return r;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineReadEndpoints<const E extends Readonly<Record<string, ReadEndpointSpec>>>(
  e: E,
): E {
  return e;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineWriteEndpoints<const E extends Readonly<Record<string, WriteEndpointSpec>>>(
  e: E,
): E {
  return e;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineActions<const E extends Readonly<Record<string, ActionEndpointSpec>>>(
  e: E,
): E {
  return e;
}

/* @__NO_SIDE_EFFECTS__ */
export const one = <const T extends string>(target: T) =>
  ({ target, cardinality: 'one' }) as const satisfies RelationshipSpec;
/* @__NO_SIDE_EFFECTS__ */
export const many = <const T extends string>(target: T) =>
  ({ target, cardinality: 'many' }) as const satisfies RelationshipSpec;

/** Defaults for the optional parts of a read endpoint, spelled out in each definition. */
export const noQuery = { include: [], order: [], filter: [], where: {} } as const;

export function normalizeAttribute(spec: AttributeSpec): AttributeOptions {
  return typeof spec === 'string' ? { type: spec } : spec;
}

function withNames(base: QueryNames, extra: Partial<QueryNames> | undefined): QueryNames {
  if (extra === undefined) return base;
  return {
    include: [...base.include, ...(extra.include ?? [])],
    order: [...base.order, ...(extra.order ?? [])],
    filter: [...base.filter, ...(extra.filter ?? [])],
    where: { ...base.where, ...extra.where },
  };
}

/** The query names an endpoint answers in a dialect: those of both, and that dialect's own. */
export function queryNamesIn(endpoint: ReadEndpointSpec, dialect: 'spec' | 'real'): QueryNames {
  return withNames(endpoint, endpoint.onlyIn?.[dialect]);
}

/** Every query name an endpoint answers in some dialect (the sandbox indexes them all). */
export function queryNamesOfEveryDialect(endpoint: ReadEndpointSpec): QueryNames {
  return withNames(withNames(endpoint, endpoint.onlyIn?.spec), endpoint.onlyIn?.real);
}

// ---------------------------------------------------------------------------------------------
// Value types derived from descriptions.

interface ScalarValues {
  string: string;
  integer: number;
  boolean: boolean;
  date: string;
  datetime: string;
  unspecified: unknown;
}

type ShapeValue<S> = { -readonly [K in keyof S]: AttributeValue<S[K]> };

type NonNullAttributeValue<A> = A extends ScalarType
  ? ScalarValues[A]
  : A extends { type: 'array'; items: infer I }
    ? ShapeValue<I>[]
    : A extends { type: 'array' }
      ? unknown[]
      : A extends { type: 'object'; fields: infer F }
        ? ShapeValue<F>
        : A extends { type: 'object' }
          ? Record<string, unknown>
          : A extends { type: 'string'; values: readonly (infer V extends string)[] }
            ? | V
              | (A extends { datedValues: readonly (infer P extends string)[] }
                  ? `${P}${string}`
                  : never)
            : A extends { type: infer S extends ScalarType }
              ? ScalarValues[S]
              : never;

export type AttributeValue<A> =
  | NonNullAttributeValue<A>
  | (A extends { nullable: true } ? null : never)
  | (A extends { onlyIn: string } ? undefined : never);

export type AttributesOf<R extends ResourceSpec> = {
  -readonly [K in keyof R['attributes']]: AttributeValue<R['attributes'][K]>;
};

export interface WhereValueTypes {
  string: string;
  integer: number;
  boolean: boolean;
  date: string;
  datetime: string;
  unspecified: string;
}

/** Date and datetime attributes also take the comparison operators of the query language. */
export type WhereComparison = 'gt' | 'gte' | 'lt' | 'lte';

export type WhereValue<T extends WhereType> = T extends 'date' | 'datetime'
  ? WhereValueTypes[T] | Partial<Record<WhereComparison, WhereValueTypes[T]>>
  : WhereValueTypes[T];

/** `{event_id}` style placeholders of a path template, as an object type. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : Record<never, string>;
