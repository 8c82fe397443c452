import { useApiRecord } from '../../../lib/browser/api-query/api-queries';
import { useT } from '../../../ui/i18n/language-context';
import { QueryView } from '../../../ui/query-view';
import { PaymentMethodSummary } from '../shared/payment-method-summary';

/** The payment method a recurring donation is charged to (a to-one association). */
export function RecurringPaymentMethod({ recurringId }: { recurringId: string }) {
  const t = useT();
  const query = useApiRecord(
    '/giving/v2/recurring_donations/{recurring_donation_id}/payment_method',
    { params: { recurring_donation_id: recurringId } },
  );
  return (
    <QueryView
      query={query}
      what={t('giving.recurring.paymentMethodWhat')}
      skeleton={['60%', '30%']}
      isEmpty={(method) => method === null}
      empty={t('giving.recurring.noPaymentMethod')}
    >
      {(method) => method && <PaymentMethodSummary method={method.attributes} />}
    </QueryView>
  );
}
