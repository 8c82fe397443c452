import type { SaveOutcome } from '../../../lib/browser/forms/use-resource-form';
import type { MessageValues, Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';

/**
 * What a profile form says after a save: "Address added.", "Address saved.", "Nothing changed.".
 * `id`'s message may choose its words by `{outcome, select, added {…} other {…}}`.
 */
export function savedMessage(
  t: Translate,
  outcome: SaveOutcome,
  id: MessageId,
  values: MessageValues = {},
): string {
  if (outcome === 'unchanged') return t('people.profile.nothingChanged');
  return t(id, { ...values, outcome });
}
