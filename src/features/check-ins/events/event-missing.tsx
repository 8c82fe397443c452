import { Button } from '@mantine/core';
import { IconArrowLeft, IconCalendarOff } from '@tabler/icons-react';
import { Link } from 'react-router';

import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { eventCrumbs } from './event-crumbs';
import { EVENTS_PATH } from '../shared/event-paths';

/** What a link to a deleted (or never existing) event shows. */
export function EventMissing() {
  return (
    <>
      <PageHeader
        title="This event no longer exists"
        breadcrumbs={eventCrumbs}
        current="Missing event"
      />
      <EmptyState
        title="Event not found"
        icon={<IconCalendarOff size={28} stroke={1.5} aria-hidden="true" />}
        description="It may have been deleted, or the link is wrong. Every current event is on the Events page."
        actions={
          <Button
            component={Link}
            to={EVENTS_PATH}
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            Back to events
          </Button>
        }
      />
    </>
  );
}
