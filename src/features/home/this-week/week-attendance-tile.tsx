import { Anchor, Box, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { DateTimeText } from '../../../ui/date-time-text';
import { HomeTile } from './home-tile';
import { useWeekAttendance } from './home-queries';
import type { EventTimeAttendance } from './week-attendance';

const numberFormat = new Intl.NumberFormat();

function plural(count: number, one: string, many: string): string {
  return `${numberFormat.format(count)} ${count === 1 ? one : many}`;
}

/** "32 regular · 5 guests · 8 volunteers · Adults 40": the parts of a time's total. */
function breakdown(time: EventTimeAttendance): string {
  const parts = [
    `${numberFormat.format(time.regular)} regular`,
    plural(time.guest, 'guest', 'guests'),
    plural(time.volunteer, 'volunteer', 'volunteers'),
    ...time.headcounts.map((h) => `${h.attendanceType} ${numberFormat.format(h.total)}`),
  ];
  return parts.join(' · ');
}

function isLive(time: EventTimeAttendance, now: number): boolean {
  return Date.parse(time.showsAt) <= now && now < Date.parse(time.hidesAt);
}

export function WeekAttendanceTile({
  timeZone,
  today,
}: {
  timeZone: string | undefined;
  today: string | undefined;
}) {
  const query = useWeekAttendance(timeZone, today);
  return (
    <HomeTile
      title="Attendance this week"
      to="/check-ins/events"
      linkLabel="All events"
      query={query}
      what="this week's attendance"
    >
      {() => {
        const week = query.data;
        if (!week) return null;
        const now = query.dataUpdatedAt;
        if (week.events.length === 0) {
          return <Text c="dimmed">No event times this week yet.</Text>;
        }
        return (
          <Stack gap="md">
            <Text>
              <Text span fz={32} fw={700} data-testid="week-total">
                {numberFormat.format(week.total)}
              </Text>{' '}
              attended since Sunday: check-ins of every kind plus headcounts.
            </Text>
            {week.events.map((event) => (
              <Stack key={event.eventId ?? 'unknown'} gap={4}>
                <Group justify="space-between" gap="xs">
                  {event.eventId ? (
                    <Anchor component={Link} to={`/check-ins/events/${event.eventId}`} fw={600}>
                      {event.eventName}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{event.eventName}</Text>
                  )}
                  <Text fw={600} aria-label={`${event.eventName}: ${event.total} this week`}>
                    {numberFormat.format(event.total)}
                  </Text>
                </Group>
                <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
                  {event.times.map((time) => (
                    <Box component="li" key={time.id} data-testid={`event-time-${time.id}`}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Group gap="xs">
                          <DateTimeText value={time.startsAt} format="weekday-datetime" size="sm" />
                          {isLive(time, now) && (
                            // Filled dark teal: white on it is 5:1; light green's label was 3.8:1.
                            <Badge color="teal.9" size="sm" variant="filled">
                              Live
                            </Badge>
                          )}
                        </Group>
                        <Text size="sm" fw={600} data-testid="time-total">
                          {numberFormat.format(time.total)}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {breakdown(time)}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        );
      }}
    </HomeTile>
  );
}
