import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';

/** Label settings in words. */

type PrintsFor = RecordOf<'/check_ins/v2/labels'>['attributes']['prints_for'];

/** The catalog's prints_for values: a name label or a security label (spec, Label). */
const printsForWords: Readonly<Record<PrintsFor, MessageId>> = {
  Person: 'check-ins.events.labels.nameLabel',
  Group: 'check-ins.events.labels.securityLabel',
};

export function printsForText(t: Translate, printsFor: string): string {
  return Object.hasOwn(printsForWords, printsFor)
    ? t(printsForWords[printsFor as PrintsFor])
    : t('check-ins.events.labels.printsForOther', {
        audience: printsFor || t('check-ins.events.labels.unknownAudience'),
      });
}

/** Who a label prints for: regulars, guests and/or volunteers ("Regulars and guests"). */
export function audienceText(
  t: Translate,
  flags: {
    for_regular: boolean;
    for_guest: boolean;
    for_volunteer: boolean;
  },
): string {
  const who = `${flags.for_regular ? 'r' : ''}${flags.for_guest ? 'g' : ''}${flags.for_volunteer ? 'v' : ''}`;
  return t('check-ins.events.labels.audience', { who: who || 'none' });
}
