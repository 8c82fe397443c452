import { Button, Stack } from '@mantine/core';
import { IconDeviceTablet } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';

import { useOrganizationTimeZone } from '../../lib/browser/organization-time-zone';
import { EmptyState } from '../../ui/empty-state';
import { useT } from '../../ui/i18n/language-context';
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
  const t = useT();

  const icon = <IconDeviceTablet size={18} aria-hidden="true" />;
  const startKiosk =
    eventTimeId === null ? (
      <Button leftSection={icon} disabled>
        {t('headcounts.kiosk.start')}
      </Button>
    ) : (
      <Button component={Link} to={kioskUrl(eventTimeId)} leftSection={icon}>
        {t('headcounts.kiosk.start')}
      </Button>
    );

  return (
    <>
      <PageHeader
        title={t('headcounts.page.title')}
        description={t('headcounts.page.description')}
        actions={startKiosk}
      />
      <Stack gap="xl">
        <EventTimePicker timeZone={timeZone} />
        {eventTimeId === null ? (
          <EmptyState
            title={t('headcounts.page.chooseTitle')}
            description={t('headcounts.page.chooseDescription')}
          />
        ) : (
          <EventTimeHeadcounts key={eventTimeId} eventTimeId={eventTimeId} timeZone={timeZone} />
        )}
      </Stack>
    </>
  );
}
