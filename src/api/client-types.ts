/** Types of the client's calls and results, computed from the catalog. */
import type {
  ActionPath,
  CreatePath,
  DeletePath,
  ListKey,
  QueryNameOf,
  ReadKey,
  ReadResource,
  ResourceOf,
  SingleKey,
  UpdatePath,
  WhereTypesOf,
  WriteSpecOf,
} from './catalog/catalog';
import type {
  AttributeValue,
  AttributesOf,
  PathParams,
  ResourceSpec,
  WhereType,
  WhereValue,
  WriteMethod,
} from './catalog/schema';
import type { RelationshipObject } from './json-api';

type RelationshipNames<R extends ResourceSpec> = keyof R['relationships'] & string;

type TargetOf<R extends ResourceSpec, N extends RelationshipNames<R>> = ResourceOf<
  R['app'],
  R['relationships'][N]['target']
>;

/** What an included relationship resolves to: a record or null (to-one), records (to-many). */
export type RelatedValue<
  R extends ResourceSpec,
  N extends RelationshipNames<R>,
  F = unknown,
> = R['relationships'][N]['cardinality'] extends 'one'
  ? ApiRecord<TargetOf<R, N>, never, F> | null
  : ApiRecord<TargetOf<R, N>, never, F>[];

/**
 * The attributes of `R` an answer holds: all of them, or the sparse fieldset `F` names for its
 * type (`{ CheckIn: ['first_name'] }`: JSON:API `fields[CheckIn]=first_name`).
 */
export type SelectedAttributes<R extends ResourceSpec, F> = R['type'] extends keyof F
  ? F[R['type']] extends readonly (infer A)[]
    ? Pick<AttributesOf<R>, A & keyof AttributesOf<R>>
    : AttributesOf<R>
  : AttributesOf<R>;

/**
 * One record with typed attributes (those of its sparse fieldset, when `F` names one); `related`
 * holds the relationships that were included.
 */
export interface ApiRecord<R extends ResourceSpec, I extends string = never, F = unknown> {
  type: R['type'];
  id: string;
  attributes: SelectedAttributes<R, F>;
  relationships: Record<string, RelationshipObject>;
  related: { [N in I & RelationshipNames<R>]: RelatedValue<R, N, F> };
  links: Record<string, string | null>;
}

export interface Page<T> {
  records: T[];
  /** All records that match, across pages. */
  totalCount: number;
  /** Offset of the next page, or null on the last page. */
  nextOffset: number | null;
  prevOffset: number | null;
  offset: number;
}

// Query names of every dialect (catalog `onlyIn`); the client refuses at run time those its
// service's dialect does not answer.
export type IncludeOf<K extends ReadKey> = QueryNameOf<K, 'include'>;
export type OrderName<K extends ReadKey> = QueryNameOf<K, 'order'>;
export type OrderOf<K extends ReadKey> = OrderName<K> | `-${OrderName<K>}`;
export type FilterOf<K extends ReadKey> = QueryNameOf<K, 'filter'>;
export type WhereOf<K extends ReadKey> = {
  [N in keyof WhereTypesOf<K>]?: WhereTypesOf<K>[N] extends WhereType
    ? WhereValue<WhereTypesOf<K>[N]>
    : never;
};

/** `params` is required exactly when the path has placeholders. */
export type PathArgs<P extends string> = keyof PathParams<P> extends never
  ? { params?: PathParams<P> }
  : { params: PathParams<P> };

export interface RequestControl {
  signal?: AbortSignal;
}

/** The types an answer of `K` with includes `I` holds: its resource's and the included ones'. */
type AnswerTypes<K extends ReadKey, I extends string> =
  ReadResource<K> | TargetOf<ReadResource<K>, I & RelationshipNames<ReadResource<K>>>;

/**
 * Sparse fieldsets an answer of `K` may take: for its resource and each included type, the
 * attributes to send (JSON:API `fields[Type]`). A type left out comes whole. Ask for the
 * attributes a page shows, and leave out what it hides until asked (medical notes, D146).
 */
export type FieldsOf<K extends ReadKey, I extends string = never> = {
  [R in AnswerTypes<K, I> as R['type']]?: readonly (keyof R['attributes'] & string)[];
};

export type ListOptions<
  K extends ListKey,
  I extends IncludeOf<K>,
  F extends FieldsOf<K, I> = FieldsOf<K, I>,
> = PathArgs<K> &
  RequestControl & {
    include?: readonly I[];
    order?: OrderOf<K>;
    filter?: readonly FilterOf<K>[];
    where?: WhereOf<K>;
    offset?: number;
    perPage?: number;
    fields?: F;
  };

export type GetOptions<
  K extends ReadKey,
  I extends IncludeOf<K>,
  F extends FieldsOf<K, I> = FieldsOf<K, I>,
> = PathArgs<K> &
  RequestControl & { include?: readonly I[]; fields?: F } & (K extends SingleKey
    ? { id?: never }
    : { id: string });

export type RecordOf<K extends ReadKey, I extends string = never, F = unknown> = ApiRecord<
  ReadResource<K>,
  I,
  F
>;

// Writes ------------------------------------------------------------------------------------

type WriteResource<M extends WriteMethod, P extends string> = ResourceOf<
  WriteSpecOf<M, P>['app'],
  WriteSpecOf<M, P>['resource']
>;

type WritableNames<M extends WriteMethod, P extends string> = WriteSpecOf<
  M,
  P
>['writable'][number] &
  keyof WriteResource<M, P>['attributes'];

type RequiredNames<M extends WriteMethod, P extends string> =
  WriteSpecOf<M, P> extends { required: readonly (infer N)[] } ? N & WritableNames<M, P> : never;

/** Writable attributes; on create the required ones must be present. */
export type WritableAttributes<M extends WriteMethod, P extends string> = {
  [N in Exclude<WritableNames<M, P>, RequiredNames<M, P>>]?: AttributeValue<
    WriteResource<M, P>['attributes'][N]
  >;
} & {
  [N in RequiredNames<M, P>]: AttributeValue<WriteResource<M, P>['attributes'][N]>;
};

type PayloadRelationships<M extends WriteMethod, P extends string> =
  WriteSpecOf<M, P> extends { relationships: infer Rels }
    ? {
        [N in keyof Rels]: Rels[N] extends { cardinality: 'many'; target: infer T }
          ? { data: { type: T; id: string }[] }
          : Rels[N] extends { target: infer T }
            ? { data: { type: T; id: string } }
            : never;
      }
    : never;

export type CreateBody<P extends CreatePath> = { attributes: WritableAttributes<'POST', P> } & ([
  PayloadRelationships<'POST', P>,
] extends [never]
  ? { relationships?: never }
  : { relationships: PayloadRelationships<'POST', P> });

export interface UpdateBody<P extends UpdatePath> {
  attributes: Partial<WritableAttributes<'PATCH', P>>;
}

export type CreatedRecord<P extends CreatePath> = ApiRecord<WriteResource<'POST', P>>;
export type UpdatedRecord<P extends UpdatePath> = ApiRecord<WriteResource<'PATCH', P>>;

export type { ActionPath, CreatePath, DeletePath, ListKey, ReadKey, SingleKey, UpdatePath };

// Association traversal -----------------------------------------------------------------------

export type AssociationOf<K extends ReadKey> = RelationshipNames<ReadResource<K>>;

export type AssociationResult<
  K extends ReadKey,
  N extends AssociationOf<K>,
> = ReadResource<K>['relationships'][N]['cardinality'] extends 'one'
  ? ApiRecord<TargetOf<ReadResource<K>, N>> | null
  : Page<ApiRecord<TargetOf<ReadResource<K>, N>>>;
