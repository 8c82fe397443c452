import { Skeleton, Stack, Text } from '@mantine/core';

import { useApiRecord } from '../../../lib/api-query/api-queries';
import { QueryError } from '../../../ui/query-error';
import { PaymentMethodSummary } from '../shared/payment-method-summary';

/** The payment method a recurring donation is charged to (a to-one association). */
export function RecurringPaymentMethod({ recurringId }: { recurringId: string }) {
  const query = useApiRecord(
    '/giving/v2/recurring_donations/{recurring_donation_id}/payment_method',
    {
      params: { recurring_donation_id: recurringId },
    },
  );
  if (query.isPending) {
    return (
      <Stack gap={6} aria-hidden="true">
        <Skeleton height={16} width="60%" />
        <Skeleton height={14} width="30%" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        what="the payment method"
      />
    );
  }
  if (query.data === null) {
    return (
      <Text size="sm" c="dimmed">
        No payment method on file.
      </Text>
    );
  }
  return <PaymentMethodSummary method={query.data.attributes} />;
}
