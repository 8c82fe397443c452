import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

import { DateTimeText } from '../../../ui/date-time-text';
import { PaginationBar } from '../../../ui/pagination-bar';
import { QueryError } from '../../../ui/query-error';
import { useUrlPaging } from '../../../lib/list-paging';
import { useRelatedPage } from '../../../ui/resource-view/related-list';
import { PaymentMethodSummary } from '../shared/payment-method-summary';

export function GivingPersonPaymentMethods({ personId, name }: { personId: string; name: string }) {
  const paging = useUrlPaging('methods_', 10);
  const query = useRelatedPage('/giving/v2/people', personId, 'payment_methods', paging);
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        what="the payment methods"
      />
    );
  }
  const methods = query.data?.records;
  return (
    <>
      {methods === undefined ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-hidden="true">
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </SimpleGrid>
      ) : methods.length === 0 ? (
        <Text c="dimmed" py="sm">
          {name} has no saved payment methods.
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            opacity: query.isPlaceholderData ? 0.6 : 1,
          }}
          aria-label={`Payment methods of ${name}`}
        >
          {methods.map((method) => (
            <Paper key={method.id} withBorder p="sm" component="li">
              <PaymentMethodSummary method={method.attributes} />
              <Text size="xs" c="dimmed" mt={6}>
                Added <DateTimeText value={method.attributes.created_at} format="date" size="xs" />
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <PaginationBar
        noun="payment methods"
        offset={paging.offset}
        perPage={paging.perPage}
        totalCount={query.data?.totalCount}
        onOffsetChange={paging.setOffset}
        onPerPageChange={paging.setPerPage}
      />
    </>
  );
}
