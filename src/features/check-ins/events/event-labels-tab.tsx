import { Badge, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { useListUrlState } from '../../../lib/browser/list-url-state';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { ColumnDef } from '../../../ui/data-table';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { QueryError } from '../../../ui/query-error';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { audienceText, printsForText } from './event-label-text';
import { useEventLocations } from './event-locations-query';
import {
  useLocationsOfLabels,
  type LabelLocations,
  type LabelRecord,
} from './location-labels-index';

const EVENT_LABELS = '/check_ins/v2/events/{event_id}/event_labels';
const defaults = { include: ['label'] } as const;
const prefix = 'labels_';
type EventLabelRecord = RecordOf<typeof EVENT_LABELS, 'label'>;

const columns = (t: Translate): ColumnDef<EventLabelRecord>[] => [
  {
    id: 'label',
    header: t('check-ins.events.labels.label'),
    cell: ({ row }) => (
      <Text span size="sm" fw={600}>
        {row.original.related.label?.attributes.name ?? t('check-ins.events.labels.unknownLabel')}
      </Text>
    ),
  },
  {
    id: 'prints_for',
    header: t('check-ins.events.labels.kind'),
    cell: ({ row }) => {
      const label = row.original.related.label;
      return label ? printsForText(t, label.attributes.prints_for) : '—';
    },
  },
  attributeColumn<typeof EVENT_LABELS, EventLabelRecord>(EVENT_LABELS, 'quantity'),
  {
    id: 'for',
    header: t('check-ins.events.labels.printsFor'),
    cell: ({ row }) => audienceText(t, row.original.attributes),
  },
];

function LabelPlaces({
  entry,
  eventLocationIds,
}: {
  entry: LabelLocations;
  eventLocationIds: ReadonlySet<string> | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const name = entry.label.attributes.name;
  let body;
  if (entry.error) {
    body = (
      <QueryError error={entry.error} what={t('check-ins.events.labels.whereWhat', { name })} />
    );
  } else if (entry.locationLabels === undefined) {
    body = (
      <Text size="sm" c="dimmed" role="status">
        {t('check-ins.shared.loading')}
      </Text>
    );
  } else if (entry.locationLabels.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('check-ins.events.labels.noPlace')}
      </Text>
    );
  } else {
    body = (
      <List size="sm" spacing={4}>
        {entry.locationLabels.map((locationLabel) => {
          const location = locationLabel.related.location;
          const elsewhere =
            location !== null &&
            eventLocationIds !== undefined &&
            !eventLocationIds.has(location.id);
          return (
            <List.Item key={locationLabel.id}>
              <Message
                id="check-ins.events.labels.placeLine"
                values={{
                  location:
                    location?.attributes.name ?? t('check-ins.events.labels.unknownLocation'),
                  quantity: locationLabel.attributes.quantity,
                  audience: audienceText(t, locationLabel.attributes).toLocaleLowerCase(locale),
                }}
                components={{ 0: <Text span size="sm" fw={600} /> }}
              />
              {elsewhere && (
                <Badge ml="xs" size="xs" variant="outline" color="gray">
                  {t('check-ins.events.labels.anotherEvent')}
                </Badge>
              )}
            </List.Item>
          );
        })}
      </List>
    );
  }
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5">
        {name}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {printsForText(t, entry.label.attributes.prints_for)}
      </Text>
      {body}
    </Paper>
  );
}

/** The labels the event prints, how many and for whom, and where each prints. */
export function EventLabelsTab({ eventId }: { eventId: string }) {
  const t = useT();
  const labelColumns = useMemo(() => columns(t), [t]);
  // The table's own query, from the same URL state: the places below follow its page.
  const list = useListUrlState<typeof EVENT_LABELS, 'label'>(EVENT_LABELS, defaults, prefix);
  const query = useApiList(EVENT_LABELS, { ...list.options, params: { event_id: eventId } });
  const locations = useEventLocations(eventId);

  const labels: LabelRecord[] = [];
  for (const eventLabel of query.data?.records ?? []) {
    const label = eventLabel.related.label;
    if (label && !labels.some((l) => l.id === label.id)) labels.push(label);
  }
  const places = useLocationsOfLabels(query.data ? labels : undefined);
  const eventLocationIds = locations.data
    ? new Set(locations.data.map((location) => location.id))
    : undefined;

  return (
    <Stack gap="xl">
      <section aria-labelledby="event-labels-heading">
        <Title order={2} size="h3" id="event-labels-heading" mb={4}>
          {t('check-ins.events.labels.heading')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('check-ins.events.labels.description')}
        </Text>
        <ResourceList<typeof EVENT_LABELS, 'label'>
          path={EVENT_LABELS}
          params={{ event_id: eventId }}
          defaults={defaults}
          urlPrefix={prefix}
          noun={t('check-ins.events.labels.noun')}
          caption={t('check-ins.events.labels.caption')}
          columns={labelColumns}
          plain
          skeletonRows={3}
          empty={t('check-ins.events.labels.empty')}
        />
      </section>
      {labels.length > 0 && (
        <section aria-labelledby="label-places-heading">
          <Title order={2} size="h3" id="label-places-heading" mb={4}>
            {t('check-ins.events.labels.placesHeading')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('check-ins.events.labels.placesDescription')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {places.map((entry) => (
              <LabelPlaces key={entry.label.id} entry={entry} eventLocationIds={eventLocationIds} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
