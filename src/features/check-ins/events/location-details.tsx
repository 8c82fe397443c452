import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { formatDate } from '../../../lib/pure/dates';
import { BooleanText } from '../../../ui/boolean-text';
import { DateTimeText } from '../../../ui/date-time-text';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
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
function calendarDate(text: string, locale: string): string {
  try {
    return formatDate(text, locale);
  } catch {
    return text;
  }
}

/** The labels that print at one location: one lookup per label, so only for a few labels. */
function LocationLabels({ locationId }: { locationId: string }) {
  const t = useT();
  const locale = useLocale();
  const labels = useLabels();
  const few = labels.data !== undefined && labels.data.length <= MAX_LABELS_TO_INDEX;
  const byLabel = useLocationsOfLabels(few ? labels.data : undefined);

  if (labels.isError) {
    return (
      <QueryError
        error={labels.error}
        what={t('check-ins.events.location.labelsWhat')}
        onRetry={() => void labels.refetch()}
      />
    );
  }
  if (
    labels.isPending ||
    byLabel.some((entry) => entry.locationLabels === undefined && !entry.error)
  ) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('check-ins.events.location.lookingUp')}
      </Text>
    );
  }
  if (!few) {
    return (
      <Text size="sm" c="dimmed">
        {t('check-ins.events.location.tooMany')}
      </Text>
    );
  }
  const failed = byLabel.find((entry) => entry.error);
  if (failed) {
    return <QueryError error={failed.error} what={t('check-ins.events.location.whereWhat')} />;
  }

  const here: { label: LabelRecord; quantity: number; audience: string; id: string }[] = [];
  for (const entry of byLabel) {
    for (const locationLabel of entry.locationLabels ?? []) {
      if (locationLabel.related.location?.id !== locationId) continue;
      here.push({
        id: locationLabel.id,
        label: entry.label,
        quantity: locationLabel.attributes.quantity,
        audience: audienceText(t, locationLabel.attributes),
      });
    }
  }
  if (here.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('check-ins.events.location.noLabel')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4}>
      {here.map((entry) => (
        <List.Item key={entry.id}>
          <Message
            id="check-ins.events.location.labelLine"
            values={{
              label: entry.label.attributes.name,
              printsFor: printsForText(t, entry.label.attributes.prints_for),
              quantity: entry.quantity,
              audience: entry.audience.toLocaleLowerCase(locale),
            }}
            components={{ 0: <Text span fw={600} size="sm" /> }}
          />
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
  const t = useT();
  const locale = useLocale();
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
              ? t('check-ins.events.location.folderOf', { count: childCount })
              : t('check-ins.events.location.place')}
          </Text>
        </div>
        {!folder && (
          <FactList
            labelWidth="9rem"
            gap="sm"
            facts={{
              [t('check-ins.events.location.who')]: rangeText(t, a),
              ...(a.age_range_by === 'age' && a.age_on
                ? { [t('check-ins.events.location.agesOn')]: calendarDate(a.age_on, locale) }
                : {}),
              [t('check-ins.events.location.maxOccupancy')]:
                a.max_occupancy > 0
                  ? a.max_occupancy.toLocaleString(locale)
                  : t('check-ins.events.location.noLimit'),
              [t('check-ins.events.location.open')]: (
                <BooleanText
                  value={a.opened}
                  yes={t('check-ins.events.location.opened')}
                  no={t('check-ins.events.location.closed')}
                />
              ),
              ...(a.questions !== '' ? { [t('check-ins.events.location.asks')]: a.questions } : {}),
              [t('check-ins.events.location.created')]: (
                <DateTimeText value={a.created_at} format="date" size="sm" />
              ),
            }}
          />
        )}
        <div>
          <Title order={4} size="h5" mb={4}>
            {t('check-ins.events.location.labelsHeading')}
          </Title>
          <LocationLabels locationId={location.id} />
        </div>
        <div>
          <Title order={4} size="h5" mb={4}>
            {t('check-ins.events.location.bySessionHeading')}
          </Title>
          {showCounts ? (
            <LocationEventPeriods eventId={eventId} locationId={location.id} />
          ) : (
            <Button size="xs" variant="default" onClick={() => setShowCounts(true)}>
              {t('check-ins.events.location.showBySession', { name: a.name })}
            </Button>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
