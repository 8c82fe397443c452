import { Stack, Text, Title } from '@mantine/core';

import { PageHeader } from '../../../ui/page-header';
import { CheckInsTabs } from '../shared/check-ins-tabs';
import { StationThemesTable } from './station-themes-table';
import { StationsTable } from './stations-table';

/** Stations and the themes they show; read-only, as the API allows no writes to either. */
export function StationsPage() {
  return (
    <>
      <PageHeader
        title="Stations and themes"
        description="The devices people check in at, and the looks they can show. Both are set up in the check-ins app; this page only shows them."
      />
      <CheckInsTabs />
      <Stack gap="xl">
        <section aria-labelledby="stations-heading">
          <Title order={2} size="h3" id="stations-heading" mb={4}>
            Stations
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Each station checks people in for an event; a station with a printer may print labels
            for others.
          </Text>
          <StationsTable />
        </section>
        <section aria-labelledby="themes-heading">
          <Title order={2} size="h3" id="themes-heading" mb={4}>
            Themes
          </Title>
          <StationThemesTable />
        </section>
      </Stack>
    </>
  );
}
