import type { RecordOf } from '../../../api/client-types';
import { formatMoney } from '../../../lib/pure/money';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { GivingHeader } from '../shared/giving-tabs';
import { recurringColumns, recurringParam, recurringPath } from '../shared/recurring-columns';
import { describeSchedule } from '../shared/recurring-schedule';
import { RecurringDrawer } from './recurring-drawer';

const include = ['designations'] as const;
/** Stable for useListUrlState (its defaults are memo dependencies). */
const listDefaults = { include } as const;

type Row = RecordOf<typeof recurringPath, 'designations'>;

const columns: ListColumn<Row>[] = [
  ...recurringColumns<Row>(),
  {
    id: 'funds',
    header: 'Funds',
    meta: { numeric: true },
    // How many funds the gift is split between.
    csv: (row) => row.related.designations.length,
    cell: ({ row }) => {
      const count = row.original.related.designations.length;
      return count === 0 ? '—' : count === 1 ? 'One fund' : `Split ${count} ways`;
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
  const drawer = useRecordDrawerParam(recurringParam);
  return (
    <>
      <GivingHeader
        title="Recurring donations"
        description="Gifts set up to repeat on a schedule: their status, next gift, designations and payment method. Open one for its details."
      />
      <ResourceList<typeof recurringPath, (typeof include)[number]>
        path={recurringPath}
        noun="recurring donations"
        columns={columns}
        defaults={listDefaults}
        onRowOpen={(row) => drawer.open(row.id)}
        rowLabel={rowLabel}
      />
      <RecurringDrawer />
    </>
  );
}
