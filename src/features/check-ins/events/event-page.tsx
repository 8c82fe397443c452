import { Badge, Button, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';

import { ApiError } from '../../../api/api-error';
import { useApiRecord } from '../../../lib/api-query/api-queries';
import { DateTimeText } from '../../../ui/date-time-text';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { CheckInsTabs } from '../shared/check-ins-tabs';
import { eventCheckInsPath } from '../shared/event-paths';
import { EventAttendanceTypesTab } from './event-attendance-types-tab';
import { eventCrumbs } from './event-crumbs';
import { EventLabelsTab } from './event-labels-tab';
import { EventLocationsTab } from './event-locations-tab';
import { EventMissing } from './event-missing';
import { EventPeopleTab } from './event-people-tab';
import { EventSessionsTab } from './event-sessions-tab';
import { eventTabs, useEventTab } from './event-tab-state';

const EVENTS = '/check_ins/v2/events';

function EventLoading() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading the event" mb="xl">
      <Skeleton height={14} width={200} />
      <Skeleton height={36} width={320} />
      <Skeleton height={16} width={260} />
    </Stack>
  );
}

/** One event: its sessions and attendance, rooms, attendance types, labels and people. */
export function EventPage() {
  const { eventId = '' } = useParams();
  const query = useApiRecord(EVENTS, { id: eventId });
  const [tab, setTab] = useEventTab();

  if (query.isPending) {
    return (
      <>
        <EventLoading />
        <CheckInsTabs />
      </>
    );
  }
  if ((query.error instanceof ApiError && query.error.isNotFound) || query.data === null) {
    return <EventMissing />;
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title="Event" breadcrumbs={eventCrumbs} />
        <QueryError error={query.error} what="the event" onRetry={() => void query.refetch()} />
      </>
    );
  }

  const event = query.data;
  const { name, frequency, archived_at: archivedAt, created_at: createdAt } = event.attributes;
  return (
    <>
      <PageHeader
        title={name}
        breadcrumbs={eventCrumbs}
        actions={
          <Button component={Link} to={eventCheckInsPath(event.id)} variant="default">
            Check-ins
          </Button>
        }
        badge={
          archivedAt === null ? undefined : (
            <Badge color="gray" variant="light" size="lg">
              Archived
            </Badge>
          )
        }
        description={
          <Text span c="dimmed">
            {frequency} event, created <DateTimeText value={createdAt} format="date" c="dimmed" />
            {archivedAt !== null && (
              <>
                , archived <DateTimeText value={archivedAt} format="date" c="dimmed" />
              </>
            )}
            .
          </Text>
        }
      />
      <CheckInsTabs />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = eventTabs.find((t) => t.value === value);
          if (next) setTab(next.value);
        }}
        keepMounted={false}
        variant="pills"
      >
        <Tabs.List aria-label={`Parts of ${name}`} mb="lg">
          {eventTabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="sessions">
          <EventSessionsTab eventId={event.id} />
        </Tabs.Panel>
        <Tabs.Panel value="locations">
          <EventLocationsTab eventId={event.id} eventName={name} />
        </Tabs.Panel>
        <Tabs.Panel value="attendance-types">
          <EventAttendanceTypesTab eventId={event.id} />
        </Tabs.Panel>
        <Tabs.Panel value="labels">
          <EventLabelsTab eventId={event.id} />
        </Tabs.Panel>
        <Tabs.Panel value="people">
          <EventPeopleTab eventId={event.id} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
