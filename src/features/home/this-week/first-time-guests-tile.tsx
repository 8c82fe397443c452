import { Anchor, Box, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { HomeTile } from './home-tile';
import { useFirstTimeGuests } from './home-queries';

/** Enough names to start the follow-up; the link leads to every one. */
const SHOWN = 8;

export function FirstTimeGuestsTile({
  timeZone,
  today,
}: {
  timeZone: string | undefined;
  today: string | undefined;
}) {
  const t = useT();
  const query = useFirstTimeGuests(timeZone, today);
  return (
    <HomeTile
      title={t('home.firstTime.title')}
      to="/check-ins?filter=first_time"
      linkLabel={t('home.firstTime.link')}
      query={query}
      what={t('home.firstTime.what')}
    >
      {() => {
        const guests = query.data ?? [];
        if (guests.length === 0) {
          return <Text c="dimmed">{t('home.firstTime.empty')}</Text>;
        }
        return (
          <Stack gap="sm">
            <Text>
              <Message
                id="home.firstTime.count"
                values={{ count: guests.length }}
                components={{ 0: <Text span fz={32} fw={700} data-testid="first-time-count" /> }}
              />
            </Text>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {guests.slice(0, SHOWN).map((guest) => (
                <Box component="li" key={guest.checkInId}>
                  {guest.personId ? (
                    <Anchor component={Link} to={`/people/${guest.personId}`} size="sm">
                      {guest.name ?? t('home.firstTime.noName')}
                    </Anchor>
                  ) : (
                    <Text size="sm" span>
                      {guest.name ?? t('home.firstTime.noName')}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {guest.eventName ?? t('home.eventNotFound')} ·{' '}
                    <DateTimeText
                      value={guest.createdAt}
                      format="weekday-datetime"
                      size="xs"
                      c="dimmed"
                    />
                  </Text>
                </Box>
              ))}
            </Stack>
            {guests.length > SHOWN && (
              <Text size="xs" c="dimmed">
                {t('home.tile.more', { count: guests.length - SHOWN })}
              </Text>
            )}
          </Stack>
        );
      }}
    </HomeTile>
  );
}
