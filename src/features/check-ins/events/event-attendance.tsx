import {
  Box,
  ColorSwatch,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
  useComputedColorScheme,
} from '@mantine/core';
import { lazy, Suspense } from 'react';

import { useOrganizationTimeZone } from '../../../lib/organization-time-zone';
import { QueryError } from '../../../ui/query-error';
import {
  attendanceColors,
  attendancePoints,
  attendanceSeries,
  type AttendancePoint,
} from './event-attendance-data';
import { useAllSessions } from './event-sessions-queries';

// recharts stays out of the page's first paint; it loads with the first chart.
const EventAttendanceChart = lazy(() =>
  import('./event-attendance-chart').then((m) => ({ default: m.EventAttendanceChart })),
);

const CHART_HEIGHT = 240;
const number = new Intl.NumberFormat();

function Legend() {
  const scheme = useComputedColorScheme('light');
  return (
    <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Legend">
      {attendanceSeries.map((series) => (
        <Group key={series.key} gap={6} component="li">
          <ColorSwatch
            color={attendanceColors[scheme][series.key]}
            size={12}
            radius={2}
            aria-hidden="true"
          />
          <Text size="sm">{series.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The chart's numbers for screen readers, one row per session. */
function AttendanceTable({ points }: { points: AttendancePoint[] }) {
  return (
    <div className={VisuallyHidden.classes.root}>
      <table>
        <caption>Attendance by session</caption>
        <thead>
          <tr>
            <th scope="col">Session</th>
            <th scope="col">Regulars</th>
            <th scope="col">Guests</th>
            <th scope="col">Volunteers</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.id}>
              <th scope="row">{point.date}</th>
              <td>{point.regular}</td>
              <td>{point.guest}</td>
              <td>{point.volunteer}</td>
              <td>{point.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Attendance by session over the event's whole history, drawn once every session is read. */
export function EventAttendance({ eventId }: { eventId: string }) {
  const { timeZone } = useOrganizationTimeZone();
  const all = useAllSessions(eventId);
  const loaded = all.sessions.length;

  let content;
  if (all.error) {
    content = <QueryError error={all.error} what="the sessions to chart" onRetry={all.refetch} />;
  } else if (!all.done || timeZone === undefined) {
    const total = all.total;
    content = (
      <Stack gap="xs" h={CHART_HEIGHT} justify="center" role="status">
        <Text size="sm">
          {total === undefined
            ? 'Reading the sessions…'
            : `Reading the sessions: ${number.format(loaded)} of ${number.format(total)}`}
        </Text>
        <Progress
          value={total ? (loaded / total) * 100 : 0}
          aria-label="Sessions read for the chart"
          animated
        />
      </Stack>
    );
  } else if (loaded === 0) {
    content = (
      <Text c="dimmed" py="lg">
        This event has no sessions yet, so there is no attendance to chart.
      </Text>
    );
  } else {
    const points = attendancePoints(all.sessions, timeZone);
    const first = points[0];
    const last = points.at(-1);
    const span = first && last ? `from ${first.date} to ${last.date}` : '';
    const sessionsText =
      loaded === 1 ? 'the only session' : `all ${number.format(loaded)} sessions`;
    content = (
      <>
        <Group justify="space-between" mb="xs" gap="sm">
          <Text size="sm" c="dimmed">
            Covers {sessionsText}, {span}.
          </Text>
          <Legend />
        </Group>
        <Box
          h={CHART_HEIGHT}
          role="img"
          aria-label={`Stacked bar chart of regulars, guests and volunteers checked in at ${sessionsText} ${span}. The table “Attendance by session” has the same numbers.`}
          data-testid="attendance-chart"
        >
          <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
            <EventAttendanceChart points={points} />
          </Suspense>
        </Box>
        <AttendanceTable points={points} />
      </>
    );
  }

  return (
    <Paper component="section" withBorder p="md" mb="xl" aria-labelledby="attendance-heading">
      <Title order={2} size="h3" id="attendance-heading" mb="xs">
        Attendance by session
      </Title>
      {content}
    </Paper>
  );
}
