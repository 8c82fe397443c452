import { SimpleGrid, Stack } from '@mantine/core';

import { formatDate } from '../../../lib/pure/dates';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { PageHeader } from '../../../ui/page-header';
import { todayIn, weekStart } from '../../../lib/pure/calendar-days';
import { CelebrationsTile } from './celebrations-tile';
import { FirstTimeGuestsTile } from './first-time-guests-tile';
import { GivingToDateTile } from './giving-to-date-tile';
import { MissingRegularsTile } from './missing-regulars-tile';
import { OpenBatchesTile } from './open-batches-tile';
import { WeekAttendanceTile } from './week-attendance-tile';

/** "This week": what staff ask first, each tile a link to the list behind it. */
export function HomePage() {
  const { timeZone } = useOrganizationTimeZone();
  const today = timeZone === undefined ? undefined : todayIn(timeZone);
  return (
    <Stack gap={0}>
      <PageHeader
        title="This week"
        description={
          today === undefined
            ? 'Attendance, follow-up and giving at a glance.'
            : `Since Sunday ${formatDate(weekStart(today))}, in the organization's time zone (${timeZone}).`
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <WeekAttendanceTile timeZone={timeZone} today={today} />
          <CelebrationsTile today={today} />
        </Stack>
        <Stack gap="lg">
          <FirstTimeGuestsTile timeZone={timeZone} today={today} />
          <MissingRegularsTile timeZone={timeZone} />
          <OpenBatchesTile />
          <GivingToDateTile timeZone={timeZone} today={today} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
