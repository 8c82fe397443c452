import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { DateTimeText } from '../../../ui/date-time-text';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { scheduleText } from './recurring-schedule';
import { RecurringScheduleText } from './recurring-schedule-text';
import { parseRecurringStatus, recurringStatusText } from './recurring-status';
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
export function recurringColumns<R extends RecurringLike>(
  t: Translate,
  locale: string,
): ListColumn<R>[] {
  const status = t('giving.shared.status');
  return [
    {
      id: 'status',
      header: status,
      csvColumns: (timeZone) => [
        {
          header: status,
          value: (recurring) =>
            recurringStatusText(
              t,
              locale,
              parseRecurringStatus(recurring.attributes.status),
              timeZone,
            ),
        },
      ],
      cell: ({ row }) => <RecurringStatusLabel status={row.original.attributes.status} />,
    },
    attributeColumn<typeof recurringPath, R>(recurringPath, 'amount_cents', {
      header: t('giving.shared.amount'),
    }),
    {
      id: 'schedule',
      header: t('giving.schedule.title'),
      csv: (recurring) => scheduleText(t, locale, recurring.attributes.schedule),
      cell: ({ row }) => <RecurringScheduleText schedule={row.original.attributes.schedule} />,
    },
    attributeColumn<typeof recurringPath, R>(recurringPath, 'next_occurrence', {
      header: t('giving.recurring.nextGift'),
      format: 'date',
    }),
    {
      ...attributeColumn<typeof recurringPath, R>(recurringPath, 'last_donation_received_at', {
        header: t('giving.recurring.lastGift'),
      }),
      id: 'last',
      cell: ({ row }) => (
        <DateTimeText
          value={row.original.attributes.last_donation_received_at}
          empty={t('giving.recurring.noneYet')}
          size="sm"
        />
      ),
    },
  ];
}
