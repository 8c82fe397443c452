import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
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

function recurringSections(
  t: Translate,
  recurring: RecordOf<typeof recurringPath>,
): ResourceDrawerSection[] {
  const { attributes } = recurring;
  return [
    {
      content: (
        <FactGrid
          cols={2}
          spacing="md"
          verticalSpacing="sm"
          facts={{
            [t('giving.shared.status')]: <RecurringStatusLabel status={attributes.status} />,
            [t('giving.shared.amount')]: (
              <MoneyText
                cents={attributes.amount_cents}
                currency={attributes.amount_currency}
                size="lg"
                fw={600}
              />
            ),
            [t('giving.recurring.nextGift')]: (
              <DateTimeText
                value={attributes.next_occurrence}
                format="weekday-datetime"
                size="sm"
              />
            ),
            [t('giving.recurring.lastGift')]: (
              <DateTimeText
                value={attributes.last_donation_received_at}
                empty={t('giving.recurring.noneReceived')}
                size="sm"
              />
            ),
            [t('giving.schedule.title')]: <RecurringScheduleText schedule={attributes.schedule} />,
            [t('giving.recurring.setUp')]: (
              <DateTimeText value={attributes.created_at} format="date" size="sm" />
            ),
          }}
        />
      ),
    },
    {
      title: t('giving.recurring.paymentMethod'),
      content: <RecurringPaymentMethod recurringId={recurring.id} />,
    },
    {
      title: t('giving.designations.title'),
      content: <RecurringDesignations recurringId={recurring.id} />,
    },
    {
      title: t('giving.recurring.scheduleAsSent'),
      content: <RecurringScheduleDetails schedule={attributes.schedule} />,
    },
  ];
}

/** A recurring donation's details, opened by `?recurring=ID`. */
export function RecurringDrawer() {
  const t = useT();
  return (
    <ResourceDrawer
      path={recurringPath}
      param={recurringParam}
      noun={t('giving.recurring.one')}
      title={(id) => t('giving.recurring.title', { id })}
      sections={(recurring) => recurringSections(t, recurring)}
      size="md"
    />
  );
}
