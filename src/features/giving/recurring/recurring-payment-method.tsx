import { useApiRecord } from '../../../lib/browser/api-query/api-queries';
import { QueryView } from '../../../ui/query-view';
import { PaymentMethodSummary } from '../shared/payment-method-summary';

/** The payment method a recurring donation is charged to (a to-one association). */
export function RecurringPaymentMethod({ recurringId }: { recurringId: string }) {
  const query = useApiRecord(
    '/giving/v2/recurring_donations/{recurring_donation_id}/payment_method',
    { params: { recurring_donation_id: recurringId } },
  );
  return (
    <QueryView
      query={query}
      what="the payment method"
      skeleton={['60%', '30%']}
      isEmpty={(method) => method === null}
      empty="No payment method on file."
    >
      {(method) => method && <PaymentMethodSummary method={method.attributes} />}
    </QueryView>
  );
}
