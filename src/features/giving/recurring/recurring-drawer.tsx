import type { RecordOf } from '../../../api/client-types';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import { FactGrid } from '../../../ui/resource-view/fact-grid';
import {
  ResourceDrawer,
  type ResourceDrawerSection,
} from '../../../ui/resource-view/resource-drawer';
import { recurringParam, recurringPath } from '../shared/recurring-columns';
import { RecurringScheduleDetails, RecurringScheduleText } from '../shared/recurring-schedule-text';
import { RecurringStatusLabel } from '../shared/recurring-status-label';
import { RecurringDesignations } from './recurring-designations';
import { RecurringPaymentMethod } from './recurring-payment-method';

function recurringSections(recurring: RecordOf<typeof recurringPath>): ResourceDrawerSection[] {
  const { attributes } = recurring;
  return [
    {
      content: (
        <FactGrid
          cols={2}
          spacing="md"
          verticalSpacing="sm"
          facts={{
            Status: <RecurringStatusLabel status={attributes.status} />,
            Amount: (
              <MoneyText
                cents={attributes.amount_cents}
                currency={attributes.amount_currency}
                size="lg"
                fw={600}
              />
            ),
            'Next gift': (
              <DateTimeText
                value={attributes.next_occurrence}
                format="weekday-datetime"
                size="sm"
              />
            ),
            'Last gift received': (
              <DateTimeText
                value={attributes.last_donation_received_at}
                empty="None received yet"
                size="sm"
              />
            ),
            Schedule: <RecurringScheduleText schedule={attributes.schedule} />,
            'Set up': <DateTimeText value={attributes.created_at} format="date" size="sm" />,
          }}
        />
      ),
    },
    { title: 'Payment method', content: <RecurringPaymentMethod recurringId={recurring.id} /> },
    { title: 'Designations', content: <RecurringDesignations recurringId={recurring.id} /> },
    {
      title: 'Schedule as sent',
      content: <RecurringScheduleDetails schedule={attributes.schedule} />,
    },
  ];
}

/** A recurring donation's details, opened by `?recurring=ID`. */
export function RecurringDrawer() {
  return (
    <ResourceDrawer
      path={recurringPath}
      param={recurringParam}
      noun="recurring donation"
      title={(id) => `Recurring donation #${id}`}
      sections={recurringSections}
      size="md"
    />
  );
}
