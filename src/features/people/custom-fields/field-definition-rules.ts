/**
 * What the custom field forms check beyond the catalog: a short name, and a slug in the form
 * the service's own slugs take (lower-case letters, digits and underscores, e.g.
 * "allergy_notes"), so it can name the field in a URL or an export.
 */
import type { Translate } from '../../../lib/pure/i18n/translator';

export const fieldDefinitionMaxLengths: Readonly<Record<string, number>> = { name: 100, slug: 60 };

/** An option's value or a settings value (a marital status, a name prefix): one short line. */
export const shortValueMaxLengths: Readonly<Record<string, number>> = { value: 100 };

const slugPattern = /^[a-z0-9]+(_[a-z0-9]+)*$/;

export function slugProblem(value: string, t: Translate): string | undefined {
  const text = value.trim();
  if (text === '' || slugPattern.test(text)) return undefined;
  return t('people.customFields.slugProblem');
}
