import { Box, Stack, Text } from '@mantine/core';

import { formatWeekday } from '../../../lib/pure/dates';
import { bulletinDays, celebrationsBetween } from '../../../lib/pure/pastoral-care/celebrations';
import { usePeopleDirectory } from '../../../lib/browser/pastoral-care/pastoral-care-queries';
import { CelebrationNames } from '../../../ui/celebration-names';
import { HomeTile } from './home-tile';

/** Enough to see who is coming up; the printable list has every one. */
const SHOWN = 6;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Birthdays and anniversaries of this week (from Sunday) and next. */
export function CelebrationsTile({ today }: { today: string | undefined }) {
  const directory = usePeopleDirectory();
  const data = directory.query.data;
  const days = today === undefined ? undefined : bulletinDays(today);
  return (
    <HomeTile
      title="Birthdays and anniversaries"
      to="/reports/birthdays"
      linkLabel="Printable list"
      query={{
        isPending: !data && !directory.query.error,
        error: directory.query.error,
        refetch: () => void directory.query.refetch(),
      }}
      what="birthdays and anniversaries"
    >
      {() => {
        if (!data || !days) return null;
        const found = celebrationsBetween(data, days.from, days.to);
        const birthdays = found.filter((c) => c.kind === 'birthday').length;
        return (
          <Stack gap="sm">
            <Text data-testid="celebrations-count">
              {data.source === 'people'
                ? `${count(birthdays, 'birthday', 'birthdays')} and ${count(found.length - birthdays, 'anniversary', 'anniversaries')} this week and next.`
                : `${count(birthdays, 'birthday', 'birthdays')} this week and next; anniversaries are not available without People.`}
            </Text>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {found.slice(0, SHOWN).map((celebration) => (
                <Box
                  component="li"
                  key={`${celebration.kind}-${celebration.day}-${celebration.names}`}
                >
                  <CelebrationNames celebration={celebration} />
                  <Text size="xs" c="dimmed">
                    {formatWeekday(celebration.day)} ·{' '}
                    {celebration.kind === 'birthday'
                      ? 'Birthday'
                      : `Anniversary, ${count(celebration.years, 'year', 'years')}`}
                  </Text>
                </Box>
              ))}
            </Stack>
            {found.length > SHOWN && (
              <Text size="xs" c="dimmed">
                and {found.length - SHOWN} more.
              </Text>
            )}
          </Stack>
        );
      }}
    </HomeTile>
  );
}
