import { Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';

import { useApiList } from '../../../lib/browser/api-query/api-queries';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { humanize } from '../../../lib/pure/i18n/field-label';
import { QueryError } from '../../../ui/query-error';

/**
 * A figure's name in words: the ones the service is known to send have messages; another (the
 * service added one) shows its name humanized.
 */
function statName(name: string, t: Translate): string {
  const id = `people.settings.stats.names.${name}`;
  return t.has(id) ? t(id) : humanize(name);
}

/** The organization's figures (/stats: one record per figure). */
export function SettingsStats() {
  const query = useApiList('/people/v2/stats', { perPage: 100 });
  const t = useT();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <section aria-labelledby="settings-stats">
      <Title order={2} size="h4" id="settings-stats" mb="sm">
        {t('people.settings.stats.title')}
      </Title>
      {query.isError ? (
        <QueryError
          error={query.error}
          what={t('people.settings.stats.what')}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 6 }}
          role="status"
          aria-busy="true"
          aria-label={t('people.settings.stats.loading')}
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={64} />
          ))}
        </SimpleGrid>
      ) : query.data.records.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('people.settings.stats.none')}
        </Text>
      ) : (
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 6 }} m={0}>
          {query.data.records.map((stat) => (
            <Paper key={stat.id} withBorder p="sm">
              <Text component="dt" size="xs" c="dimmed" fw={600}>
                {statName(stat.attributes.name, t)}
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
