import { Stack, Text } from '@mantine/core';

import type { ColumnDef } from '../../../ui/data-table';
import { donationDate } from '../../../api/find-donations';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import { DonationStatusBadge } from './donation-status-badge';
import { channelText, paymentMethodText, type DonationAttributes } from './donation-words';

type Donation = { attributes: DonationAttributes };

/** Method and card kind, then brand and last four ("Visa, ending 2143"). */
function PaymentCell({ attributes }: { attributes: DonationAttributes }) {
  const detail = [
    attributes.payment_brand,
    attributes.payment_last4 ? `ending ${attributes.payment_last4}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={0}>
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {paymentMethodText(attributes)}
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
export function donationColumns<R extends Donation>(): Record<
  'date' | 'amount' | 'fee' | 'payment' | 'channel' | 'status',
  ColumnDef<R>
> {
  return {
    date: {
      id: 'created_at',
      header: 'Date',
      // May wrap at its comma on a phone, so the status still fits beside it.
      cell: ({ row }) => <DateTimeText value={donationDate(row.original)} size="sm" />,
    },
    amount: {
      id: 'amount',
      header: 'Amount',
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
      header: 'Fee',
      meta: { numeric: true, visibleFrom: 'sm' },
      cell: ({ row }) => (
        <MoneyText
          cents={row.original.attributes.fee_cents}
          currency={row.original.attributes.fee_currency}
          negativeHint="refunded"
          size="sm"
        />
      ),
    },
    payment: {
      id: 'payment',
      header: 'Payment',
      meta: { visibleFrom: 'sm' },
      cell: ({ row }) => <PaymentCell attributes={row.original.attributes} />,
    },
    channel: {
      id: 'channel',
      header: 'Channel',
      meta: { visibleFrom: 'sm' },
      cell: ({ row }) => channelText(row.original.attributes.payment_channel),
    },
    status: {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <DonationStatusBadge status={row.original.attributes.payment_status} />,
    },
  };
}
