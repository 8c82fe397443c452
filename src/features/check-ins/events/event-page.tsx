import { Badge, Button, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft, IconCalendarOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { DateTimeText } from '../../../ui/date-time-text';
import { EmptyState } from '../../../ui/empty-state';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { PageHeader } from '../../../ui/page-header';
import { RecordPage, type RecordPageState } from '../../../ui/resource-view/record-page';
import { CheckInsTabs } from '../shared/check-ins-tabs';
import { EVENTS_PATH, eventCheckInsPath } from '../shared/event-paths';
import { EventAttendance } from './event-attendance';
import { EventAttendanceTypesTab } from './event-attendance-types-tab';
import { EventLabelsTab } from './event-labels-tab';
import { EventLocationsTab } from './event-locations-tab';
import { EventPeopleTab } from './event-people-tab';
import { EventSessionsTable } from './event-sessions-table';
import { eventTabs, useEventTab } from './event-tab-state';

const EVENTS = '/check_ins/v2/events';
type EventRecord = RecordOf<typeof EVENTS>;

function EventHeader({ event, state }: { event: EventRecord | undefined; state: RecordPageState }) {
  const t = useT();
  /** Check-ins › Events, above an event's name. */
  const crumbs = [
    { label: t('check-ins.events.page.crumbCheckIns'), to: '/check-ins' },
    { label: t('check-ins.events.page.crumbEvents'), to: EVENTS_PATH },
  ];
  if (state === 'missing') {
    return (
      <PageHeader
        title={t('check-ins.events.page.gone')}
        breadcrumbs={crumbs}
        current={t('check-ins.events.page.missing')}
      />
    );
  }
  if (state === 'failed') {
    return <PageHeader title={t('check-ins.events.page.event')} breadcrumbs={crumbs} />;
  }
  if (event === undefined) {
    return (
      <>
        <Stack gap="sm" role="status" aria-label={t('check-ins.events.page.loading')} mb="xl">
          <Skeleton height={14} width={200} />
          <Skeleton height={36} width={320} />
          <Skeleton height={16} width={260} />
        </Stack>
        <CheckInsTabs />
      </>
    );
  }
  const { name, frequency, archived_at: archivedAt, created_at: createdAt } = event.attributes;
  return (
    <>
      <PageHeader
        title={name}
        breadcrumbs={crumbs}
        actions={
          <Button component={Link} to={eventCheckInsPath(event.id)} variant="default">
            {t('check-ins.events.page.checkIns')}
          </Button>
        }
        badge={
          archivedAt === null ? undefined : (
            <Badge color="gray" variant="light" size="lg">
              {t('check-ins.events.page.archived')}
            </Badge>
          )
        }
        description={
          <Text span c="dimmed">
            <Message
              id={
                archivedAt === null
                  ? 'check-ins.events.page.summary'
                  : 'check-ins.events.page.summaryArchived'
              }
              values={{ frequency }}
              components={{
                0: <DateTimeText value={createdAt} format="date" c="dimmed" />,
                1: <DateTimeText value={archivedAt} format="date" c="dimmed" />,
              }}
            />
          </Text>
        }
      />
      <CheckInsTabs />
    </>
  );
}

/** One event: its sessions and attendance, rooms, attendance types, labels and people. */
export function EventPage() {
  const t = useT();
  const { eventId = '' } = useParams();
  const [tab, setTab] = useEventTab();
  return (
    <RecordPage
      path={EVENTS}
      id={eventId}
      noun={t('check-ins.events.page.noun')}
      skeleton={[]}
      header={(event, state) => <EventHeader event={event} state={state} />}
      notFound={() => (
        <EmptyState
          title={t('check-ins.events.page.notFound')}
          icon={<IconCalendarOff size={28} stroke={1.5} aria-hidden="true" />}
          description={t('check-ins.events.page.notFoundHint')}
          actions={
            <Button
              component={Link}
              to={EVENTS_PATH}
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            >
              {t('check-ins.events.page.back')}
            </Button>
          }
        />
      )}
    >
      {(event) => (
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = eventTabs.find((choice) => choice.value === value);
            if (next) setTab(next.value);
          }}
          keepMounted={false}
          variant="pills"
        >
          <Tabs.List
            aria-label={t('check-ins.events.page.parts', { name: event.attributes.name })}
            mb="lg"
          >
            {eventTabs.map((choice) => (
              <Tabs.Tab key={choice.value} value={choice.value}>
                {t(choice.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="sessions">
            <EventAttendance eventId={event.id} />
            <EventSessionsTable eventId={event.id} />
          </Tabs.Panel>
          <Tabs.Panel value="locations">
            <EventLocationsTab eventId={event.id} eventName={event.attributes.name} />
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
      )}
    </RecordPage>
  );
}
