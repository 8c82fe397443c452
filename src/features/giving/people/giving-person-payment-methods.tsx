import { Paper, SimpleGrid, Text } from '@mantine/core';

import { useUrlPaging } from '../../../lib/browser/list-paging';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { PaginationBar } from '../../../ui/pagination-bar';
import { QueryView } from '../../../ui/query-view';
import { useRelatedPage } from '../../../ui/resource-view/related-list';
import { PaymentMethodSummary } from '../shared/payment-method-summary';

/** A giving person's saved payment methods as cards, ten a page, the page in the URL. */
export function GivingPersonPaymentMethods({ personId, name }: { personId: string; name: string }) {
  const t = useT();
  const paging = useUrlPaging('methods_', 10);
  const query = useRelatedPage('/giving/v2/people', personId, 'payment_methods', paging);
  return (
    <>
      <QueryView
        query={{ ...query, data: query.data?.records }}
        what={t('giving.person.paymentMethodsWhat')}
        isEmpty={(methods) => methods.length === 0}
        empty={t('giving.person.noPaymentMethods', { name })}
      >
        {(methods) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            component="ul"
            style={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              opacity: query.isPlaceholderData ? 0.6 : 1,
            }}
            aria-label={t('giving.person.paymentMethodsOf', { name })}
          >
            {methods.map((method) => (
              <Paper key={method.id} withBorder p="sm" component="li">
                <PaymentMethodSummary method={method.attributes} />
                <Text size="xs" c="dimmed" mt={6}>
                  <Message
                    id="giving.person.added"
                    components={{
                      0: (
                        <DateTimeText
                          value={method.attributes.created_at}
                          format="date"
                          size="xs"
                        />
                      ),
                    }}
                  />
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
      {!query.isError && (
        <PaginationBar
          noun={t('giving.person.paymentMethodsNoun')}
          paging={paging}
          totalCount={query.data?.totalCount}
        />
      )}
    </>
  );
}
