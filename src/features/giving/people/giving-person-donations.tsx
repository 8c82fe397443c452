import { Text } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';

import type { RecordOf } from '../../../api/client-types';
import { DataTable } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import { PaginationBar } from '../../../ui/pagination-bar';
import { QueryError } from '../../../ui/query-error';
import { usePersonListPaging } from './giving-person-paging';
import { usePersonRelated } from './giving-person-related';

type Donation = RecordOf<'/giving/v2/donations'>;

const statusWords: Record<string, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

const methodWords: Record<string, string> = {
  ach: 'Bank transfer',
  cash: 'Cash',
  check: 'Check',
  card: 'Card',
};

/** "Visa credit card ending 4242", "Check 1043", "Cash". */
export function donationMethodText(attributes: Donation['attributes']): string {
  const { payment_method, payment_method_sub, payment_brand, payment_last4 } = attributes;
  const method = methodWords[payment_method] ?? payment_method;
  if (payment_method === 'cash') return method;
  if (payment_method === 'check') return payment_last4 ? `Check ending ${payment_last4}` : method;
  const kind =
    payment_method === 'card'
      ? payment_method_sub && payment_method_sub !== 'unknown'
        ? `${payment_method_sub} card`
        : 'card'
      : method.toLowerCase();
  const text = [payment_brand, kind].filter(Boolean).join(' ');
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return payment_last4 ? `${sentence} ending ${payment_last4}` : sentence;
}

const columns: ColumnDef<Donation>[] = [
  {
    id: 'created_at',
    header: 'Given',
    cell: ({ row }) => <DateTimeText value={row.original.attributes.created_at} size="sm" />,
  },
  {
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
  {
    id: 'fee',
    header: 'Fee',
    meta: { numeric: true },
    cell: ({ row }) => (
      <MoneyText
        cents={row.original.attributes.fee_cents}
        currency={row.original.attributes.fee_currency}
        negativeHint="refunded"
        size="sm"
      />
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const status = row.original.attributes.payment_status;
      return (
        <Text span size="sm" fw={status === 'failed' ? 600 : undefined}>
          {statusWords[status] ?? status}
        </Text>
      );
    },
  },
  {
    id: 'method',
    header: 'Paid with',
    cell: ({ row }) => (
      <Text span size="sm">
        {donationMethodText(row.original.attributes)}
      </Text>
    ),
  },
  {
    id: 'channel',
    header: 'Channel',
    cell: ({ row }) => (
      <Text span size="sm">
        {row.original.attributes.payment_channel === 'online' ? 'Online' : 'In a batch'}
      </Text>
    ),
  },
];

/** A person's donations in the order the service lists them, paginated in the URL. */
export function GivingPersonDonations({ personId, name }: { personId: string; name: string }) {
  const paging = usePersonListPaging('donations_');
  const query = usePersonRelated(personId, 'donations', paging);
  if (query.isError) {
    return (
      <QueryError error={query.error} onRetry={() => void query.refetch()} what="the donations" />
    );
  }
  return (
    <>
      <DataTable
        caption={`Donations of ${name}`}
        columns={columns}
        rows={query.data?.records}
        rowKey={(row) => row.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        skeletonRows={5}
        empty={
          <Text c="dimmed" ta="center" py="lg">
            No donations from {name}.
          </Text>
        }
      />
      <PaginationBar
        noun="donations"
        offset={paging.offset}
        perPage={paging.perPage}
        totalCount={query.data?.totalCount}
        onOffsetChange={paging.setOffset}
        onPerPageChange={paging.setPerPage}
      />
    </>
  );
}
