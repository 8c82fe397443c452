import { Anchor, Box, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { Translate } from '../../../lib/pure/i18n/translator';
import { DateTimeText } from '../../../ui/date-time-text';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { HomeTile } from './home-tile';
import { useWeekAttendance } from './home-queries';
import type { EventTimeAttendance } from './week-attendance';

/** "32 regular · 5 guests · 8 volunteers · Adults 40": the parts of a time's total. */
function breakdown(t: Translate, locale: string, time: EventTimeAttendance): string {
  const parts = [
    t('home.attendance.regular', { count: time.regular }),
    t('home.attendance.guests', { count: time.guest }),
    t('home.attendance.volunteers', { count: time.volunteer }),
    ...time.headcounts.map(
      (h) =>
        `${h.attendanceType ?? t('home.attendance.headcount')} ${h.total.toLocaleString(locale)}`,
    ),
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
  const t = useT();
  const locale = useLocale();
  const query = useWeekAttendance(timeZone, today);
  const number = (n: number) => n.toLocaleString(locale);
  return (
    <HomeTile
      title={t('home.attendance.title')}
      to="/check-ins/events"
      linkLabel={t('home.attendance.link')}
      query={query}
      what={t('home.attendance.what')}
    >
      {() => {
        const week = query.data;
        if (!week) return null;
        const now = query.dataUpdatedAt;
        if (week.events.length === 0) {
          return <Text c="dimmed">{t('home.attendance.empty')}</Text>;
        }
        return (
          <Stack gap="md">
            <Text>
              <Message
                id="home.attendance.total"
                values={{ total: week.total }}
                components={{ 0: <Text span fz={32} fw={700} data-testid="week-total" /> }}
              />
            </Text>
            {week.events.map((event) => {
              const eventName = event.eventName ?? t('home.eventNotFound');
              return (
                <Stack key={event.eventId ?? 'unknown'} gap={4}>
                  <Group justify="space-between" gap="xs">
                    {event.eventId ? (
                      <Anchor component={Link} to={`/check-ins/events/${event.eventId}`} fw={600}>
                        {eventName}
                      </Anchor>
                    ) : (
                      <Text fw={600}>{eventName}</Text>
                    )}
                    <Text
                      fw={600}
                      aria-label={t('home.attendance.eventTotal', {
                        event: eventName,
                        total: event.total,
                      })}
                    >
                      {number(event.total)}
                    </Text>
                  </Group>
                  <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
                    {event.times.map((time) => (
                      <Box component="li" key={time.id} data-testid={`event-time-${time.id}`}>
                        <Group justify="space-between" gap="xs" wrap="nowrap">
                          <Group gap="xs">
                            <DateTimeText
                              value={time.startsAt}
                              format="weekday-datetime"
                              size="sm"
                            />
                            {isLive(time, now) && (
                              // Filled dark teal: white on it is 5:1; light green's label was 3.8:1.
                              <Badge color="teal.9" size="sm" variant="filled">
                                {t('home.attendance.live')}
                              </Badge>
                            )}
                          </Group>
                          <Text size="sm" fw={600} data-testid="time-total">
                            {number(time.total)}
                          </Text>
                        </Group>
                        <Text size="xs" c="dimmed">
                          {breakdown(t, locale, time)}
                        </Text>
                      </Box>
                    ))}
                  </Stack>
                </Stack>
              );
            })}
          </Stack>
        );
      }}
    </HomeTile>
  );
}
