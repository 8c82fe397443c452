import type { peopleResources } from '../../../api/catalog/people';
import type { ApiRecord } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';

/** The value-only settings resources of the people app, each a list of short texts. */
const words = {
  inactive_reasons: {
    title: 'people.settings.inactiveReasons.title',
    singular: 'people.settings.inactiveReasons.singular',
    withArticle: 'people.settings.inactiveReasons.withArticle',
    definite: 'people.settings.inactiveReasons.definite',
    description: 'people.settings.inactiveReasons.description',
    example: 'people.settings.inactiveReasons.example',
  },
  marital_statuses: {
    title: 'people.settings.maritalStatuses.title',
    singular: 'people.settings.maritalStatuses.singular',
    withArticle: 'people.settings.maritalStatuses.withArticle',
    definite: 'people.settings.maritalStatuses.definite',
    description: 'people.settings.maritalStatuses.description',
    example: 'people.settings.maritalStatuses.example',
  },
  name_prefixes: {
    title: 'people.settings.namePrefixes.title',
    singular: 'people.settings.namePrefixes.singular',
    withArticle: 'people.settings.namePrefixes.withArticle',
    definite: 'people.settings.namePrefixes.definite',
    description: 'people.settings.namePrefixes.description',
    example: 'people.settings.namePrefixes.example',
  },
  name_suffixes: {
    title: 'people.settings.nameSuffixes.title',
    singular: 'people.settings.nameSuffixes.singular',
    withArticle: 'people.settings.nameSuffixes.withArticle',
    definite: 'people.settings.nameSuffixes.definite',
    description: 'people.settings.nameSuffixes.description',
    example: 'people.settings.nameSuffixes.example',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

export type ValueKind = keyof typeof words;

export const valueKinds = Object.keys(words) as ValueKind[];

export function isValueKind(text: string): text is ValueKind {
  return Object.hasOwn(words, text);
}

/**
 * A kind in words ("Name prefixes", "name prefix", "a name prefix", "the name prefix", what it is,
 * an example) and its paths: `list` reads (typed as one of them: a union of read paths types as
 * `never`), `create` and `record` write.
 */
export function valueKind(kind: ValueKind, t: Translate) {
  const ids = words[kind];
  return {
    title: t(ids.title),
    singular: t(ids.singular),
    withArticle: t(ids.withArticle),
    definite: t(ids.definite),
    description: t(ids.description),
    example: t(ids.example),
    list: `/people/v2/${kind}` as '/people/v2/inactive_reasons',
    create: `/people/v2/${kind}` as const,
    record: `/people/v2/${kind}/{id}` as const,
  };
}

/**
 * A value record, typed from the catalog's resource. (The catalog's valueEndpoint() widens
 * `resource` to string, so RecordOf of these read paths has no attributes; see the report.)
 * The four resources have the same shape: value only.
 */
export type ValueRecord = ApiRecord<(typeof peopleResources)['InactiveReason']>;
