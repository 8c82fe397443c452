import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { isNotFoundError } from '../../api/api-error';
import { useApiList, useApiRecord } from '../../lib/browser/api-query/api-queries';
import { useLocale, useT } from '../../ui/i18n/language-context';
import { IgnoredUrlParts } from '../../ui/query-error';
import { LoadFailure, problemText } from './load-states';
import { eventTimeLabel } from './event-time-label';
import { readEventTimeParams } from './event-time-params';

/** Event times are listed newest first, a page at a time; the list has no filter by event. */
const TIMES_PER_PAGE = 100;

/**
 * Pick an event (active ones, by name) and one of its times, kept in the URL (`event`,
 * `event_time`). The API cannot list one event's times, so times come from the whole list,
 * newest first, filtered here, with paging to older ones; a chosen time outside the page (a
 * shared link) is read on its own.
 */
export function EventTimePicker({ timeZone }: { timeZone: string | undefined }) {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const { eventId, eventTimeId, problems } = readEventTimeParams(params);
  // Each choice is a history entry, so back and forward step through them.
  const choose = (nextEvent: string | null, nextTime: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (nextEvent) next.set('event', nextEvent);
      else next.delete('event');
      if (nextTime) next.set('event_time', nextTime);
      else next.delete('event_time');
      return next;
    });
  const [offset, setOffset] = useState(0);
  const events = useApiList('/check_ins/v2/events', {
    filter: ['not_archived'],
    order: 'name',
    perPage: 100,
  });
  const times = useApiList('/check_ins/v2/event_times', {
    include: ['event'],
    order: '-starts_at',
    perPage: TIMES_PER_PAGE,
    offset,
  });
  const chosenTime = useApiRecord(
    '/check_ins/v2/event_times',
    { id: eventTimeId ?? '', include: ['event'] },
    { enabled: eventTimeId !== null },
  );
  // The chosen time's own event wins over the URL's, so the two never disagree.
  const effectiveEventId = chosenTime.data?.related.event?.id ?? eventId;

  const eventOptions = (events.data?.records ?? []).map((e) => ({
    value: e.id,
    label: e.attributes.name,
  }));
  const chosenEvent = chosenTime.data?.related.event;
  if (chosenEvent && !eventOptions.some((o) => o.value === chosenEvent.id)) {
    // An archived event reached through a link still shows its name.
    eventOptions.push({ value: chosenEvent.id, label: chosenEvent.attributes.name });
  }

  const timeRecords = (times.data?.records ?? []).filter(
    (time) => time.related.event?.id === effectiveEventId,
  );
  if (chosenTime.data && !timeRecords.some((time) => time.id === chosenTime.data?.id)) {
    timeRecords.unshift(chosenTime.data);
  }
  const timeOptions =
    timeZone === undefined
      ? []
      : timeRecords.map((time) => ({
          value: time.id,
          label: eventTimeLabel(time.attributes.starts_at, timeZone, locale),
        }));

  const page = times.data;
  const olderAvailable = page?.nextOffset !== null && page?.nextOffset !== undefined;

  return (
    <Stack gap="sm">
      <IgnoredUrlParts
        problems={problems.map(({ param, value }) =>
          param === 'event'
            ? t('headcounts.picker.notAnEventId', { value })
            : t('headcounts.picker.notAnEventTimeId', { value }),
        )}
        onClear={() =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              for (const { param } of problems) next.delete(param);
              return next;
            },
            { replace: true },
          )
        }
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('headcounts.picker.event')}
          placeholder={
            events.isPending
              ? t('headcounts.picker.loadingEvents')
              : t('headcounts.picker.chooseEvent')
          }
          data={eventOptions}
          value={effectiveEventId}
          onChange={(value) => choose(value, null)}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('headcounts.picker.noEventMatches')}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label={t('headcounts.picker.eventTime')}
          placeholder={
            effectiveEventId === null
              ? t('headcounts.picker.chooseEventFirst')
              : times.isPending || timeZone === undefined
                ? t('headcounts.picker.loadingTimes')
                : timeOptions.length === 0
                  ? t('headcounts.picker.noTimes')
                  : t('headcounts.picker.chooseTime')
          }
          data={timeOptions}
          value={eventTimeId}
          onChange={(value) => choose(effectiveEventId, value)}
          disabled={effectiveEventId === null}
          allowDeselect={false}
          w={{ base: '100%', sm: 320 }}
        />
        {effectiveEventId !== null && (
          <Group gap="xs">
            <Button
              variant="default"
              disabled={offset === 0 || times.isFetching}
              onClick={() => setOffset(Math.max(0, offset - TIMES_PER_PAGE))}
            >
              {t('headcounts.picker.newer')}
            </Button>
            <Button
              variant="default"
              disabled={!olderAvailable || times.isFetching}
              onClick={() => setOffset(page?.nextOffset ?? offset)}
            >
              {t('headcounts.picker.older')}
            </Button>
          </Group>
        )}
      </Group>
      {effectiveEventId !== null && page && timeZone !== undefined && page.records.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('headcounts.picker.listed', {
            from: eventTimeLabel(page.records.at(-1)?.attributes.starts_at ?? '', timeZone, locale),
            to: eventTimeLabel(page.records[0]?.attributes.starts_at ?? '', timeZone, locale),
          })}
        </Text>
      )}
      {events.isError && (
        <LoadFailure
          title={t('headcounts.picker.eventsFailed')}
          message={problemText(t, events.error)}
          retry={() => void events.refetch()}
        />
      )}
      {times.isError && (
        <LoadFailure
          title={t('headcounts.picker.timesFailed')}
          message={problemText(t, times.error)}
          retry={() => void times.refetch()}
        />
      )}
      {/* A time that is not there is said where its headcounts would be. */}
      {chosenTime.isError && !isNotFoundError(chosenTime.error) && (
        <Alert color="red" title={t('headcounts.picker.chosenFailed')}>
          {problemText(t, chosenTime.error)}
        </Alert>
      )}
    </Stack>
  );
}
