import type { peopleResources } from '../../../api/catalog/people';
import type { ApiRecord } from '../../../api/client-types';

/** The value-only settings resources of the people app, each a list of short texts. */
export const valueKinds = [
  'inactive_reasons',
  'marital_statuses',
  'name_prefixes',
  'name_suffixes',
] as const;

export type ValueKind = (typeof valueKinds)[number];

export function isValueKind(text: string): text is ValueKind {
  return (valueKinds as readonly string[]).includes(text);
}

export const valueKindText: Readonly<
  Record<
    ValueKind,
    { title: string; singular: string; article: 'a' | 'an'; description: string; example: string }
  >
> = {
  inactive_reasons: {
    title: 'Inactive reasons',
    singular: 'inactive reason',
    article: 'an',
    description: 'Why a person is no longer active.',
    example: 'Moved away',
  },
  marital_statuses: {
    title: 'Marital statuses',
    singular: 'marital status',
    article: 'a',
    description: 'The statuses a profile can record.',
    example: 'Married',
  },
  name_prefixes: {
    title: 'Name prefixes',
    singular: 'name prefix',
    article: 'a',
    description: 'Titles shown before a name.',
    example: 'Dr.',
  },
  name_suffixes: {
    title: 'Name suffixes',
    singular: 'name suffix',
    article: 'a',
    description: 'Suffixes shown after a name.',
    example: 'Jr.',
  },
};

/** The list (and create) path, and the record path, of a kind. */
export const valuePaths = {
  inactive_reasons: {
    list: '/people/v2/inactive_reasons',
    record: '/people/v2/inactive_reasons/{id}',
  },
  marital_statuses: {
    list: '/people/v2/marital_statuses',
    record: '/people/v2/marital_statuses/{id}',
  },
  name_prefixes: { list: '/people/v2/name_prefixes', record: '/people/v2/name_prefixes/{id}' },
  name_suffixes: { list: '/people/v2/name_suffixes', record: '/people/v2/name_suffixes/{id}' },
} as const satisfies Record<ValueKind, { list: string; record: string }>;

export type ValueListPath = (typeof valuePaths)[ValueKind]['list'];
export type ValueRecordPath = (typeof valuePaths)[ValueKind]['record'];

/**
 * A value record, typed from the catalog's resource. (The catalog's valueEndpoint() widens
 * `resource` to string, so RecordOf of these read paths has no attributes; see the report.)
 * The four resources have the same shape: value only.
 */
export type ValueRecord = ApiRecord<(typeof peopleResources)['InactiveReason']>;

/** The read path of a kind, typed as one of them (a union of read paths types as `never`). */
export function valueListPath(kind: ValueKind): '/people/v2/inactive_reasons' {
  return valuePaths[kind].list as '/people/v2/inactive_reasons';
}
