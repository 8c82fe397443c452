import { Text } from '@mantine/core';
import type { ColumnDef } from '../../ui/data-table';

import type { RecordOf } from '../../api/client-types';
import { useApiList } from '../../lib/api-query/api-queries';
import { useListUrlState, useSearchParamsUpdate } from '../../lib/list-url-state';
import { BetaBadge } from '../../ui/beta-badge';
import { DataTable } from '../../ui/data-table';
import { DateTimeText } from '../../ui/date-time-text';
import { MoneyText } from '../../ui/money-text';
import { PageHeader } from '../../ui/page-header';
import { PaginationBar } from '../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../ui/query-error';
import { formatMoney } from '../../lib/money';
import { GivingTabs } from './giving-tabs';
import { RecurringDrawer } from './recurring-drawer';
import { describeSchedule } from './recurring-schedule';
import { RecurringScheduleText } from './recurring-schedule-text';
import { RecurringStatusLabel } from './recurring-status-label';

const path = '/giving/v2/recurring_donations';
const include = ['designations'] as const;

type Row = RecordOf<typeof path, 'designations'>;

const columns: ColumnDef<Row>[] = [
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
    id: 'funds',
    header: 'Funds',
    meta: { numeric: true },
    cell: ({ row }) => {
      const count = row.original.related.designations.length;
      return (
        <Text span size="sm">
          {count === 0 ? '—' : count === 1 ? 'One fund' : `Split ${count} ways`}
        </Text>
      );
    },
  },
];

function rowLabel(row: Row): string {
  const { amount_cents, amount_currency, schedule } = row.attributes;
  let amount: string;
  try {
    amount = formatMoney({ cents: amount_cents, currency: amount_currency });
  } catch {
    amount = `${amount_cents} ${amount_currency}`;
  }
  const { summary } = describeSchedule(schedule);
  return `Open recurring donation #${row.id}: ${amount}${summary ? `, ${summary.toLowerCase()}` : ''}`;
}

export function RecurringDonationsPage() {
  const list = useListUrlState<typeof path, (typeof include)[number]>(path, { include });
  const query = useApiList(path, list.options);
  const [params, updateParams] = useSearchParamsUpdate();
  const openId = params.get('recurring');
  const validOpenId = openId !== null && /^[1-9][0-9]{0,15}$/.test(openId) ? openId : null;

  const setOpen = (id: string | null) =>
    updateParams((next) => {
      if (id === null) next.delete('recurring');
      else next.set('recurring', id);
    });

  return (
    <>
      <PageHeader
        title="Recurring donations"
        badge={<BetaBadge api="Giving" />}
        description="Gifts set up to repeat on a schedule: their status, next gift, designations and payment method. Open one for its details."
      />
      <GivingTabs />
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      {query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          what="the recurring donations"
        />
      ) : (
        <>
          <DataTable
            caption="Recurring donations"
            columns={columns}
            rows={query.data?.records}
            rowKey={(row) => row.id}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            onRowOpen={(row) => setOpen(row.id)}
            rowLabel={rowLabel}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                No recurring donations have been set up.
              </Text>
            }
          />
          <PaginationBar
            noun="recurring donations"
            offset={list.query.offset}
            perPage={list.query.perPage}
            totalCount={query.data?.totalCount}
            onOffsetChange={list.setOffset}
            onPerPageChange={list.setPerPage}
          />
        </>
      )}
      <RecurringDrawer recurringId={validOpenId} onClose={() => setOpen(null)} />
    </>
  );
}
