import type { peopleResources } from '../../../api/catalog/people';
import type { ApiRecord } from '../../../api/client-types';
import { humanize } from '../../../lib/pure/i18n/field-label';

/** The value-only settings resources of the people app, each a list of short texts. */
const described = {
  inactive_reasons: { description: 'Why a person is no longer active.', example: 'Moved away' },
  marital_statuses: { description: 'The statuses a profile can record.', example: 'Married' },
  name_prefixes: { description: 'Titles shown before a name.', example: 'Dr.' },
  name_suffixes: { description: 'Suffixes shown after a name.', example: 'Jr.' },
} as const;

export type ValueKind = keyof typeof described;

export const valueKinds = Object.keys(described) as ValueKind[];

export function isValueKind(text: string): text is ValueKind {
  return Object.hasOwn(described, text);
}

/**
 * A kind in words ("Name prefixes", "a name prefix", an example) and its paths: `list` reads
 * (typed as one of them: a union of read paths types as `never`), `create` and `record` write.
 */
export function valueKind(kind: ValueKind) {
  const title = humanize(kind);
  const singular = title.toLowerCase().replace(/e?s$/, '');
  return {
    ...described[kind],
    title,
    singular,
    article: /^[aeiou]/.test(singular) ? 'an' : 'a',
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
