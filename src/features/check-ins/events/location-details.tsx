import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { formatDate } from '../../../lib/pure/dates';
import { BooleanText } from '../../../ui/boolean-text';
import { DateTimeText } from '../../../ui/date-time-text';
import { QueryError } from '../../../ui/query-error';
import { FactList } from '../../../ui/resource-view/fact-list';
import { audienceText, printsForText } from './event-label-text';
import type { LocationRecord } from './event-locations-query';
import { LocationEventPeriods } from './location-event-periods';
import {
  MAX_LABELS_TO_INDEX,
  useLabels,
  useLocationsOfLabels,
  type LabelRecord,
} from './location-labels-index';
import { isFolder, rangeText } from './location-tree-data';

/** A calendar date in words, or as given when it is not one. */
function calendarDate(text: string): string {
  try {
    return formatDate(text);
  } catch {
    return text;
  }
}

/** The labels that print at one location: one lookup per label, so only for a few labels. */
function LocationLabels({ locationId }: { locationId: string }) {
  const labels = useLabels();
  const few = labels.data !== undefined && labels.data.length <= MAX_LABELS_TO_INDEX;
  const byLabel = useLocationsOfLabels(few ? labels.data : undefined);

  if (labels.isError) {
    return (
      <QueryError error={labels.error} what="the labels" onRetry={() => void labels.refetch()} />
    );
  }
  if (
    labels.isPending ||
    byLabel.some((entry) => entry.locationLabels === undefined && !entry.error)
  ) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Looking up labels…
      </Text>
    );
  }
  if (!few) {
    return (
      <Text size="sm" c="dimmed">
        There are too many labels to look them up here; the Labels tab lists where each of this
        event’s labels prints.
      </Text>
    );
  }
  const failed = byLabel.find((entry) => entry.error);
  if (failed) return <QueryError error={failed.error} what="where labels print" />;

  const here: { label: LabelRecord; quantity: number; audience: string; id: string }[] = [];
  for (const entry of byLabel) {
    for (const locationLabel of entry.locationLabels ?? []) {
      if (locationLabel.related.location?.id !== locationId) continue;
      here.push({
        id: locationLabel.id,
        label: entry.label,
        quantity: locationLabel.attributes.quantity,
        audience: audienceText(locationLabel.attributes),
      });
    }
  }
  if (here.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No label is set to print for this location.
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4}>
      {here.map((entry) => (
        <List.Item key={entry.id}>
          <Text span fw={600} size="sm">
            {entry.label.attributes.name}
          </Text>{' '}
          ({printsForText(entry.label.attributes.prints_for)}), {entry.quantity} for{' '}
          {entry.audience.toLowerCase()}
        </List.Item>
      ))}
    </List>
  );
}

/** What staff need to know about one location, its labels, and its counts by session. */
export function LocationDetails({
  eventId,
  location,
  childCount,
}: {
  eventId: string;
  location: LocationRecord;
  childCount: number;
}) {
  const [showCounts, setShowCounts] = useState(false);
  const a = location.attributes;
  const folder = isFolder(location);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="location-details-heading">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id="location-details-heading">
            {a.name}
          </Title>
          <Text size="sm" c="dimmed">
            {folder
              ? `A folder of ${childCount} location${childCount === 1 ? '' : 's'}; nobody checks in to a folder itself.`
              : 'A location people check in to.'}
          </Text>
        </div>
        {!folder && (
          <FactList
            labelWidth="9rem"
            gap="sm"
            facts={{
              Who: rangeText(a),
              ...(a.age_range_by === 'age' && a.age_on
                ? { 'Ages counted on': calendarDate(a.age_on) }
                : {}),
              'Max occupancy': a.max_occupancy > 0 ? a.max_occupancy : 'No limit',
              'Open for check-in': <BooleanText value={a.opened} yes="Open" no="Closed" />,
              ...(a.questions !== '' ? { Asks: a.questions } : {}),
              Created: <DateTimeText value={a.created_at} format="date" size="sm" />,
            }}
          />
        )}
        <div>
          <Title order={4} size="h5" mb={4}>
            Labels printed here
          </Title>
          <LocationLabels locationId={location.id} />
        </div>
        <div>
          <Title order={4} size="h5" mb={4}>
            Check-ins by session
          </Title>
          {showCounts ? (
            <LocationEventPeriods eventId={eventId} locationId={location.id} />
          ) : (
            <Button size="xs" variant="default" onClick={() => setShowCounts(true)}>
              Show check-ins at {a.name} by session
            </Button>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
