import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { useId } from 'react';

import { isNotFoundError } from '../../api/api-error';
import { useCreateAcceptance } from '../../lib/browser/api-query/create-acceptance';
import { EmptyState } from '../../ui/empty-state';
import { useLocale, useT } from '../../ui/i18n/language-context';
import { eventTimeLabel } from './event-time-label';
import { HeadcountForm } from './headcount-form';
import { headcountsPath } from './headcount-writes';
import { LoadFailure, Loading, MissingEventTime, problemText } from './load-states';
import { useEventTimeHeadcounts } from './use-event-time-headcounts';
import { countText } from './whole-number';

function Figure({ label, value }: { label: string; value: unknown }) {
  const id = useId();
  const locale = useLocale();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={id}>
      <Text size="sm" c="dimmed" id={id}>
        {label}
      </Text>
      <Text fz={28} fw={700} c="bright">
        {typeof value === 'number'
          ? countText(value, locale)
          : typeof value === 'string'
            ? value
            : '—'}
      </Text>
    </Paper>
  );
}

/** One event time: its totals, and each attendance type's headcount with a form to change it. */
export function EventTimeHeadcounts({
  eventTimeId,
  timeZone,
}: {
  eventTimeId: string;
  timeZone: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const { eventTime, listsError, lists, retry } = useEventTimeHeadcounts(eventTimeId);
  // Learned from the service's answer (D166): a service that takes headcounts gets the forms.
  const acceptance = useCreateAcceptance(headcountsPath, { event_time_id: eventTimeId });

  if (isNotFoundError(eventTime.error)) return <MissingEventTime />;
  if (eventTime.isError) {
    return (
      <LoadFailure
        title={t('headcounts.eventTime.loadFailed')}
        message={problemText(t, eventTime.error)}
        retry={retry}
      />
    );
  }
  if (!eventTime.data) return <Loading label={t('headcounts.load.eventTime')} />;

  const attributes = eventTime.data.attributes;
  const heading = `${eventTime.data.related.event?.attributes.name ?? t('headcounts.eventTime.event')}, ${
    timeZone === undefined ? '…' : eventTimeLabel(attributes.starts_at, timeZone, locale)
  }`;

  let body;
  if (listsError) {
    body = (
      <LoadFailure
        title={t('headcounts.eventTime.headcountsFailed')}
        message={problemText(t, listsError)}
        retry={retry}
      />
    );
  } else if (!lists) {
    body = <Loading label={t('headcounts.eventTime.loadingHeadcounts')} />;
  } else if (lists.types.length === 0) {
    body = (
      <EmptyState
        title={t('headcounts.eventTime.noTypesTitle')}
        description={t('headcounts.eventTime.noTypes')}
      />
    );
  } else if (acceptance.kind === 'refused') {
    body = (
      <Stack gap="md">
        <Alert color="grape" title={t('headcounts.eventTime.readOnlyTitle')} role="status">
          {t('headcounts.eventTime.readOnly', { reason: acceptance.reason })}
        </Alert>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
          {lists.types.map((type) => (
            <Figure
              key={type.id}
              label={type.name}
              value={lists.headcountOf(type.id)?.total ?? t('headcounts.eventTime.noCount')}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {lists.types.map((type) => (
          <HeadcountForm
            key={type.id}
            eventTimeId={eventTimeId}
            attendanceType={type}
            headcount={lists.headcountOf(type.id)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="lg">
      <section aria-labelledby="event-time-totals">
        <Title order={2} id="event-time-totals" size="h3" mb="sm">
          {heading}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure label={t('headcounts.eventTime.regular')} value={attributes.regular_count} />
          <Figure label={t('headcounts.eventTime.guest')} value={attributes.guest_count} />
          <Figure label={t('headcounts.eventTime.volunteer')} value={attributes.volunteer_count} />
          <Figure label={t('headcounts.eventTime.total')} value={attributes.total_count} />
        </SimpleGrid>
      </section>
      <section aria-labelledby="headcounts-heading">
        <Title order={2} id="headcounts-heading" size="h3" mb="sm">
          {t('headcounts.eventTime.heading')}
        </Title>
        {body}
      </section>
    </Stack>
  );
}
