import { Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';

import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { humanize } from '../../../lib/pure/i18n/field-label';
import { QueryError } from '../../../ui/query-error';

/** The organization's figures (/stats: one record per figure). */
export function SettingsStats() {
  const query = useApiList('/people/v2/stats', { perPage: 100 });
  const number = new Intl.NumberFormat();
  return (
    <section aria-labelledby="settings-stats">
      <Title order={2} size="h4" id="settings-stats" mb="sm">
        Your church in numbers
      </Title>
      {query.isError ? (
        <QueryError
          error={query.error}
          what="the statistics"
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 6 }}
          role="status"
          aria-busy="true"
          aria-label="Loading the statistics"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={64} />
          ))}
        </SimpleGrid>
      ) : query.data.records.length === 0 ? (
        <Text c="dimmed" size="sm">
          The service reports no statistics.
        </Text>
      ) : (
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 6 }} m={0}>
          {query.data.records.map((stat) => (
            <Paper key={stat.id} withBorder p="sm">
              <Text component="dt" size="xs" c="dimmed" fw={600}>
                {humanize(stat.attributes.name)}
              </Text>
              <Text component="dd" m={0} fz="xl" fw={700}>
                {number.format(stat.attributes.value)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
