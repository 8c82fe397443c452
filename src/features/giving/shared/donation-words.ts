import type { RecordOf } from '../../../api/client-types';

export const donationsPath = '/giving/v2/donations';
export type DonationAttributes = RecordOf<typeof donationsPath>['attributes'];

const methods: Record<DonationAttributes['payment_method'], string> = {
  ach: 'Bank (ACH)',
  card: 'Card',
  check: 'Check',
  cash: 'Cash',
};

/** "Card · credit", "Check": the payment method in words, with its card kind. */
export function paymentMethodText(attributes: {
  payment_method: DonationAttributes['payment_method'];
  payment_method_sub: DonationAttributes['payment_method_sub'];
}): string {
  const method = methods[attributes.payment_method] ?? attributes.payment_method;
  const sub = attributes.payment_method_sub;
  return sub === null ? method : `${method} · ${sub === 'unknown' ? 'type unknown' : sub}`;
}

export function channelText(channel: DonationAttributes['payment_channel']): string {
  return channel === 'online' ? 'Online' : channel === 'batch' ? 'Batch' : channel;
}
