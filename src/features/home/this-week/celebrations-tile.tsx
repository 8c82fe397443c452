import { Box, Stack, Text } from '@mantine/core';

import { formatWeekday } from '../../../lib/pure/dates';
import { bulletinDays, celebrationsBetween } from '../../../lib/pure/pastoral-care/celebrations';
import { usePeopleDirectory } from '../../../lib/browser/pastoral-care/pastoral-care-queries';
import { CelebrationNames } from '../../../ui/celebration-names';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { HomeTile } from './home-tile';

/** Enough to see who is coming up; the printable list has every one. */
const SHOWN = 6;

/** Birthdays and anniversaries of this week (from Sunday) and next. */
export function CelebrationsTile({ today }: { today: string | undefined }) {
  const t = useT();
  const locale = useLocale();
  const directory = usePeopleDirectory();
  const data = directory.query.data;
  const days = today === undefined ? undefined : bulletinDays(today);
  return (
    <HomeTile
      title={t('home.celebrations.title')}
      to="/reports/birthdays"
      linkLabel={t('home.celebrations.link')}
      query={{
        isPending: !data && !directory.query.error,
        error: directory.query.error,
        refetch: () => void directory.query.refetch(),
      }}
      what={t('home.celebrations.what')}
    >
      {() => {
        if (!data || !days) return null;
        const found = celebrationsBetween(data, days.from, days.to, locale);
        const birthdays = found.filter((c) => c.kind === 'birthday').length;
        return (
          <Stack gap="sm">
            <Text data-testid="celebrations-count">
              {data.source === 'people'
                ? t('home.celebrations.count', {
                    birthdays,
                    anniversaries: found.length - birthdays,
                  })
                : t('home.celebrations.countWithoutPeople', { birthdays })}
            </Text>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {found.slice(0, SHOWN).map((celebration) => (
                <Box
                  component="li"
                  key={`${celebration.kind}-${celebration.day}-${celebration.names}`}
                >
                  <CelebrationNames celebration={celebration} />
                  <Text size="xs" c="dimmed">
                    {formatWeekday(celebration.day, locale)} ·{' '}
                    {celebration.kind === 'birthday'
                      ? t('home.celebrations.birthday')
                      : t('home.celebrations.anniversary', { years: celebration.years })}
                  </Text>
                </Box>
              ))}
            </Stack>
            {found.length > SHOWN && (
              <Text size="xs" c="dimmed">
                {t('home.tile.more', { count: found.length - SHOWN })}
              </Text>
            )}
          </Stack>
        );
      }}
    </HomeTile>
  );
}
