import { Button, Stack } from '@mantine/core';
import { IconDeviceTablet } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';

import { useOrganizationTimeZone } from '../../lib/browser/organization-time-zone';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { EventTimeHeadcounts } from './event-time-headcounts';
import { EventTimePicker } from './event-time-picker';
import { kioskUrl } from './kiosk-url';
import { readEventTimeParams } from './event-time-params';

/** Staff enter and correct headcounts per attendance type for one event time. */
export function HeadcountsPage() {
  const [params] = useSearchParams();
  const { eventTimeId } = readEventTimeParams(params);
  const { timeZone } = useOrganizationTimeZone();

  const icon = <IconDeviceTablet size={18} aria-hidden="true" />;
  const startKiosk =
    eventTimeId === null ? (
      <Button leftSection={icon} disabled>
        Start kiosk
      </Button>
    ) : (
      <Button component={Link} to={kioskUrl(eventTimeId)} leftSection={icon}>
        Start kiosk
      </Button>
    );

  return (
    <>
      <PageHeader
        title="Headcounts"
        description="Attendance counted by type for each event time, for people who do not check in."
        actions={startKiosk}
      />
      <Stack gap="xl">
        <EventTimePicker timeZone={timeZone} />
        {eventTimeId === null ? (
          <EmptyState
            title="Choose an event time"
            description="Pick an event and one of its times to see and enter its headcounts, or start a kiosk for the people counting at the door."
          />
        ) : (
          <EventTimeHeadcounts key={eventTimeId} eventTimeId={eventTimeId} timeZone={timeZone} />
        )}
      </Stack>
    </>
  );
}
