import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { useId } from 'react';

import { isNotFoundError } from '../../api/api-error';
import { useCreateAcceptance } from '../../lib/browser/api-query/create-acceptance';
import { EmptyState } from '../../ui/empty-state';
import { eventTimeLabel } from './event-time-label';
import { HeadcountForm } from './headcount-form';
import { headcountsPath } from './headcount-writes';
import { LoadFailure, Loading, MissingEventTime, problemText } from './load-states';
import { useEventTimeHeadcounts } from './use-event-time-headcounts';

function Figure({ label, value }: { label: string; value: unknown }) {
  const id = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={id}>
      <Text size="sm" c="dimmed" id={id}>
        {label}
      </Text>
      <Text fz={28} fw={700} c="bright">
        {typeof value === 'number' || typeof value === 'string' ? value : '—'}
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
  const { eventTime, listsError, lists, retry } = useEventTimeHeadcounts(eventTimeId);
  // Learned from the service's answer (D166): a service that takes headcounts gets the forms.
  const acceptance = useCreateAcceptance(headcountsPath, { event_time_id: eventTimeId });

  if (isNotFoundError(eventTime.error)) return <MissingEventTime />;
  if (eventTime.isError) {
    return (
      <LoadFailure
        title="This event time could not be loaded"
        message={problemText(eventTime.error)}
        retry={retry}
      />
    );
  }
  if (!eventTime.data) return <Loading label="Loading the event time" />;

  const attributes = eventTime.data.attributes;
  const heading = `${eventTime.data.related.event?.attributes.name ?? 'Event'}, ${
    timeZone === undefined ? '…' : eventTimeLabel(attributes.starts_at, timeZone)
  }`;

  let body;
  if (listsError) {
    body = (
      <LoadFailure
        title="The headcounts could not be loaded"
        message={problemText(listsError)}
        retry={retry}
      />
    );
  } else if (!lists) {
    body = <Loading label="Loading the headcounts" />;
  } else if (lists.types.length === 0) {
    body = (
      <EmptyState
        title="No attendance types"
        description="This event counts no one by headcount. Attendance types are set up for each event in the check-ins app."
      />
    );
  } else if (acceptance.kind === 'refused') {
    body = (
      <Stack gap="md">
        <Alert color="grape" title="Read only" role="status">
          The service does not let Narthex enter headcounts ({acceptance.reason}). Enter them in the
          service&apos;s own Headcounts; a kiosk here still counts, and gives its totals to enter
          there.
        </Alert>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
          {lists.types.map((type) => (
            <Figure
              key={type.id}
              label={type.name}
              value={lists.headcountOf(type.id)?.total ?? 'No count'}
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
          <Figure label="Regular check-ins" value={attributes.regular_count} />
          <Figure label="Guest check-ins" value={attributes.guest_count} />
          <Figure label="Volunteer check-ins" value={attributes.volunteer_count} />
          <Figure label="Total (with headcounts)" value={attributes.total_count} />
        </SimpleGrid>
      </section>
      <section aria-labelledby="headcounts-heading">
        <Title order={2} id="headcounts-heading" size="h3" mb="sm">
          Headcounts by attendance type
        </Title>
        {body}
      </section>
    </Stack>
  );
}
