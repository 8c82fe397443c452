import { Anchor, Box, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { DateTimeText } from '../../../ui/date-time-text';
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
  const query = useFirstTimeGuests(timeZone, today);
  return (
    <HomeTile
      title="First-time guests, last 7 days"
      to="/check-ins?filter=first_time"
      linkLabel="All first-time check-ins"
      query={query}
      what="first-time guests"
    >
      {() => {
        const guests = query.data ?? [];
        if (guests.length === 0) {
          return <Text c="dimmed">No first-time guests in the last 7 days.</Text>;
        }
        return (
          <Stack gap="sm">
            <Text>
              <Text span fz={32} fw={700} data-testid="first-time-count">
                {guests.length}
              </Text>{' '}
              {guests.length === 1 ? 'person' : 'people'} checked in for the first time.
            </Text>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {guests.slice(0, SHOWN).map((guest) => (
                <Box component="li" key={guest.checkInId}>
                  {guest.personId ? (
                    <Anchor component={Link} to={`/people/${guest.personId}`} size="sm">
                      {guest.name}
                    </Anchor>
                  ) : (
                    <Text size="sm" span>
                      {guest.name}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {guest.eventName ?? 'Event not found'} ·{' '}
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
                and {guests.length - SHOWN} more.
              </Text>
            )}
          </Stack>
        );
      }}
    </HomeTile>
  );
}
