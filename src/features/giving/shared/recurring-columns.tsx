import type { RecordOf } from '../../../api/client-types';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { RecurringScheduleText } from './recurring-schedule-text';
import { RecurringStatusLabel } from './recurring-status-label';

export const recurringPath = '/giving/v2/recurring_donations';
/** The URL parameter that opens a recurring donation's drawer: `?recurring=ID`. */
export const recurringParam = 'recurring';

/** A recurring donation from the list or from a person's recurring donations. */
export type RecurringLike = Pick<RecordOf<typeof recurringPath>, 'id' | 'attributes'>;

/**
 * The columns every table of recurring donations has: status, amount, schedule, next gift and
 * last gift received. A table adds what is its own (the funds, a link to the details).
 */
export function recurringColumns<R extends RecurringLike>(): ColumnDef<R>[] {
  return [
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <RecurringStatusLabel status={row.original.attributes.status} />,
    },
    attributeColumn<typeof recurringPath, R>(recurringPath, 'amount_cents'),
    {
      id: 'schedule',
      header: 'Schedule',
      cell: ({ row }) => <RecurringScheduleText schedule={row.original.attributes.schedule} />,
    },
    attributeColumn<typeof recurringPath, R>(recurringPath, 'next_occurrence', {
      header: 'Next gift',
      format: 'date',
    }),
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
  ];
}
