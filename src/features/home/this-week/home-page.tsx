import { SimpleGrid, Stack } from '@mantine/core';

import { formatDate } from '../../../lib/pure/dates';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useLocale, useT } from '../../../ui/i18n/language-context';
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
  const t = useT();
  const locale = useLocale();
  const { timeZone } = useOrganizationTimeZone();
  const today = timeZone === undefined ? undefined : todayIn(timeZone);
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('home.page.title')}
        description={
          today === undefined
            ? t('home.page.descriptionLoading')
            : t('home.page.description', {
                day: formatDate(weekStart(today), locale),
                timeZone,
              })
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
