import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';

export const donationsPath = '/giving/v2/donations';
export type DonationAttributes = RecordOf<typeof donationsPath>['attributes'];

/** "Card · credit", "Check": the payment method in words, with its card kind. */
export function paymentMethodText(
  t: Translate,
  attributes: {
    payment_method: DonationAttributes['payment_method'];
    payment_method_sub: DonationAttributes['payment_method_sub'];
  },
): string {
  const method = t('giving.payment.method', { method: attributes.payment_method });
  const sub = attributes.payment_method_sub;
  return sub === null
    ? method
    : t('giving.payment.methodWithSub', { method, sub: t('giving.payment.methodSub', { sub }) });
}

export function channelText(t: Translate, channel: DonationAttributes['payment_channel']): string {
  return t('giving.payment.channel', { channel });
}
