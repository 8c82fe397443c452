import { Stack, Text } from '@mantine/core';

import type { ColumnDef } from '../../../ui/data-table';
import { donationDate } from '../../../api/find-donations';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { MoneyText } from '../../../ui/money-text';
import { DonationStatusBadge } from './donation-status-badge';
import { channelText, paymentMethodText, type DonationAttributes } from './donation-words';

type Donation = { attributes: DonationAttributes };

/** Method and card kind, then brand and last four ("Visa, ending 2143"). */
function PaymentCell({ attributes }: { attributes: DonationAttributes }) {
  const t = useT();
  const detail = [
    attributes.payment_brand,
    attributes.payment_last4
      ? t('giving.payment.ending', { last4: attributes.payment_last4 })
      : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={0}>
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {paymentMethodText(t, attributes)}
      </Text>
      {detail !== '' && (
        <Text span size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A donation's columns, the same in every table of donations (all gifts, a batch's, a
 * person's); none sorts, because no donations endpoint offers an order.
 */
export function donationColumns<R extends Donation>(
  t: Translate,
): Record<'date' | 'amount' | 'fee' | 'payment' | 'channel' | 'status', ColumnDef<R>> {
  return {
    date: {
      id: 'created_at',
      header: t('giving.shared.date'),
      // May wrap at its comma on a phone, so the status still fits beside it.
      cell: ({ row }) => <DateTimeText value={donationDate(row.original)} size="sm" />,
    },
    amount: {
      id: 'amount',
      header: t('giving.shared.amount'),
      meta: { numeric: true },
      cell: ({ row }) => (
        <MoneyText
          cents={row.original.attributes.amount_cents}
          currency={row.original.attributes.amount_currency}
          size="sm"
          fw={600}
        />
      ),
    },
    fee: {
      id: 'fee',
      header: t('giving.donations.fee'),
      meta: { numeric: true, visibleFrom: 'sm' },
      cell: ({ row }) => (
        <MoneyText
          cents={row.original.attributes.fee_cents}
          currency={row.original.attributes.fee_currency}
          negativeHint={t('giving.payment.refundedHint')}
          size="sm"
        />
      ),
    },
    payment: {
      id: 'payment',
      header: t('giving.donations.payment'),
      meta: { visibleFrom: 'sm' },
      cell: ({ row }) => <PaymentCell attributes={row.original.attributes} />,
    },
    channel: {
      id: 'channel',
      header: t('giving.donations.channel'),
      meta: { visibleFrom: 'sm' },
      cell: ({ row }) => channelText(t, row.original.attributes.payment_channel),
    },
    status: {
      id: 'status',
      header: t('giving.shared.status'),
      cell: ({ row }) => <DonationStatusBadge status={row.original.attributes.payment_status} />,
    },
  };
}
