import { SimpleGrid } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import {
  ResourceDrawer,
  type ResourceDrawerSection,
} from '../../../ui/resource-view/resource-drawer';
import { Fact } from '../shared/fact';
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
        <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
          <Fact label="Status">
            <RecurringStatusLabel status={attributes.status} />
          </Fact>
          <Fact label="Amount">
            <MoneyText
              cents={attributes.amount_cents}
              currency={attributes.amount_currency}
              size="lg"
              fw={600}
            />
          </Fact>
          <Fact label="Next gift">
            <DateTimeText value={attributes.next_occurrence} format="weekday-datetime" size="sm" />
          </Fact>
          <Fact label="Last gift received">
            <DateTimeText
              value={attributes.last_donation_received_at}
              empty="None received yet"
              size="sm"
            />
          </Fact>
          <Fact label="Schedule">
            <RecurringScheduleText schedule={attributes.schedule} />
          </Fact>
          <Fact label="Set up">
            <DateTimeText value={attributes.created_at} format="date" size="sm" />
          </Fact>
        </SimpleGrid>
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
