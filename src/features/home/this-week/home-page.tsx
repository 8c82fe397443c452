import { SimpleGrid, Stack } from '@mantine/core';

import { formatDate } from '../../../lib/dates';
import { useOrganizationTimeZone } from '../../../lib/organization-time-zone';
import { PageHeader } from '../../../ui/page-header';
import { todayIn, weekStart } from '../../../lib/calendar-days';
import { FirstTimeGuestsTile } from './first-time-guests-tile';
import { GivingToDateTile } from './giving-to-date-tile';
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
            ? 'Attendance, first-time guests and giving at a glance.'
            : `Since Sunday ${formatDate(weekStart(today))}, in the organization's time zone (${timeZone}).`
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <WeekAttendanceTile timeZone={timeZone} today={today} />
        <Stack gap="lg">
          <FirstTimeGuestsTile timeZone={timeZone} today={today} />
          <OpenBatchesTile />
          <GivingToDateTile timeZone={timeZone} today={today} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
