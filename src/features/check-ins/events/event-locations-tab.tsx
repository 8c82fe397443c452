import { Grid, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';

import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import type { MessageId } from '../../../messages/message-id';
import { useT } from '../../../ui/i18n/language-context';
import { QueryError } from '../../../ui/query-error';
import { useEventLocations, type LocationOrder } from './event-locations-query';
import { LocationDetails } from './location-details';
import { LocationTree } from './location-tree';
import { linkedId } from './event-times-search';

const orders: { value: LocationOrder; label: MessageId }[] = [
  { value: 'name', label: 'check-ins.events.locations.orderName' },
  { value: 'kind', label: 'check-ins.events.locations.orderKind' },
];

/** The event's locations as a folder tree, and the details of the one chosen (`?location=`). */
export function EventLocationsTab({ eventId, eventName }: { eventId: string; eventName: string }) {
  const t = useT();
  const [params, updateParams] = useSearchParamsUpdate();
  const order: LocationOrder = params.get('locations_order') === 'kind' ? 'kind' : 'name';
  const selected = params.get('location') ?? undefined;
  const query = useEventLocations(eventId, order);
  const update = (name: string, value: string | undefined) =>
    updateParams((next) => (value === undefined ? next.delete(name) : next.set(name, value)), {
      replace: name === 'location',
    });

  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        what={t('check-ins.events.locations.what')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const locations = query.data;
  const chosen = locations?.find((location) => location.id === selected);
  const childCount = chosen
    ? (locations ?? []).filter((l) => linkedId(l.relationships.parent) === chosen.id).length
    : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw="40rem">
          {t('check-ins.events.locations.help')}
        </Text>
        <Group gap="xs">
          <Text size="sm" id="locations-order-label">
            {t('check-ins.events.locations.orderBy')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby="locations-order-label"
            value={order}
            data={orders.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
            onChange={(value) => update('locations_order', value === 'name' ? undefined : value)}
          />
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="sm">
            <Title order={2} size="h4" mb="xs">
              {t('check-ins.events.locations.heading')}
            </Title>
            {locations === undefined ? (
              <Stack gap="xs" role="status" aria-label={t('check-ins.events.locations.loading')}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Skeleton key={i} height={20} />
                ))}
              </Stack>
            ) : locations.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('check-ins.events.locations.none')}
              </Text>
            ) : (
              <LocationTree
                locations={locations}
                label={t('check-ins.events.locations.treeLabel', { event: eventName })}
                selected={chosen?.id}
                onSelect={(id) => update('location', id)}
              />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {chosen ? (
            <LocationDetails
              key={chosen.id}
              eventId={eventId}
              location={chosen}
              childCount={childCount}
            />
          ) : (
            <Paper withBorder p="md">
              <Text size="sm" c="dimmed">
                {t('check-ins.events.locations.choose')}
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
