import { Stack, Text, Title } from '@mantine/core';

import { useT } from '../../../ui/i18n/language-context';
import { PageHeader } from '../../../ui/page-header';
import { CheckInsTabs } from '../shared/check-ins-tabs';
import { StationThemesTable } from './station-themes-table';
import { StationsTable } from './stations-table';

/** Stations and the themes they show; read-only, as the API allows no writes to either. */
export function StationsPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t('check-ins.stations.page.title')}
        description={t('check-ins.stations.page.description')}
      />
      <CheckInsTabs />
      <Stack gap="xl">
        <section aria-labelledby="stations-heading">
          <Title order={2} size="h3" id="stations-heading" mb={4}>
            {t('check-ins.stations.page.stations')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('check-ins.stations.page.stationsHint')}
          </Text>
          <StationsTable />
        </section>
        <section aria-labelledby="themes-heading">
          <Title order={2} size="h3" id="themes-heading" mb={4}>
            {t('check-ins.stations.page.themes')}
          </Title>
          <StationThemesTable />
        </section>
      </Stack>
    </>
  );
}
