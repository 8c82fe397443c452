import { Anchor, Text } from '@mantine/core';
import type { ColumnDef } from '../../ui/data-table';
import { Link } from 'react-router';

import type { RecordOf } from '../../api/client-types';
import { DataTable } from '../../ui/data-table';
import { DateTimeText } from '../../ui/date-time-text';
import { MoneyText } from '../../ui/money-text';
import { PaginationBar } from '../../ui/pagination-bar';
import { QueryError } from '../../ui/query-error';
import { usePersonListPaging } from './giving-person-paging';
import { usePersonRelated } from './giving-person-related';
import { RecurringScheduleText } from './recurring-schedule-text';
import { RecurringStatusLabel } from './recurring-status-label';

type Recurring = RecordOf<'/giving/v2/recurring_donations'>;

const columns: ColumnDef<Recurring>[] = [
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <RecurringStatusLabel status={row.original.attributes.status} />,
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
      />
    ),
  },
  {
    id: 'schedule',
    header: 'Schedule',
    cell: ({ row }) => <RecurringScheduleText schedule={row.original.attributes.schedule} />,
  },
  {
    id: 'next',
    header: 'Next gift',
    cell: ({ row }) => (
      <DateTimeText value={row.original.attributes.next_occurrence} format="date" size="sm" />
    ),
  },
  {
    id: 'last',
    header: 'Last gift received',
    cell: ({ row }) => (
      <DateTimeText
        value={row.original.attributes.last_donation_received_at}
        empty="None yet"
        size="sm"
      />
    ),
  },
  {
    id: 'details',
    header: 'Details',
    cell: ({ row }) => (
      <Anchor
        component={Link}
        to={`/giving/recurring?recurring=${row.original.id}`}
        size="sm"
        aria-label={`Details of recurring donation #${row.original.id}`}
      >
        Designations and payment method
      </Anchor>
    ),
  },
];

export function GivingPersonRecurring({ personId, name }: { personId: string; name: string }) {
  const paging = usePersonListPaging('recurring_');
  const query = usePersonRelated(personId, 'recurring_donations', paging);
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        what="the recurring donations"
      />
    );
  }
  return (
    <>
      <DataTable
        caption={`Recurring donations of ${name}`}
        columns={columns}
        rows={query.data?.records}
        rowKey={(row) => row.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        skeletonRows={2}
        empty={
          <Text c="dimmed" ta="center" py="lg">
            {name} has no recurring donations.
          </Text>
        }
      />
      <PaginationBar
        noun="recurring donations"
        offset={paging.offset}
        perPage={paging.perPage}
        totalCount={query.data?.totalCount}
        onOffsetChange={paging.setOffset}
        onPerPageChange={paging.setPerPage}
      />
    </>
  );
}
