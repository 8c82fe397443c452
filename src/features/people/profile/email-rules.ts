/**
 * What the e-mail form checks beyond the catalog (which only requires an address on create):
 * an address is always required, looks like one, and is not already on the person's record.
 * The sandbox only refuses a duplicate (a 422 on the field, e.g. one added from another tab);
 * these checks answer before anything is sent.
 */
import { emailProblem } from '../../../lib/pure/forms/text-rules';
import type { Translate } from '../../../lib/pure/i18n/translator';

export function emailAddressProblem(
  t: Translate,
  address: string,
  otherAddresses: readonly string[],
): string | undefined {
  const text = address.trim();
  if (text === '') return undefined; // "required" is the catalog form's message
  const format = emailProblem(t, text);
  if (format !== undefined) return format;
  const lower = text.toLowerCase();
  if (otherAddresses.some((other) => other.trim().toLowerCase() === lower)) {
    return t('people.emails.duplicate');
  }
  return undefined;
}
