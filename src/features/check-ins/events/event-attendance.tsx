import {
  Box,
  Button,
  ColorSwatch,
  Group,
  Loader,
  Paper,
  Progress,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
  useComputedColorScheme,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { QueryError } from '../../../ui/query-error';
import { attendancePoints, chartSeries, type AttendancePoint } from './event-attendance-data';
import type { HeadcountType } from './event-headcounts';
import { useAllSessions, useEventHeadcounts } from './event-sessions-queries';

// recharts stays out of the page's first paint; it loads with the first chart.
const EventAttendanceChart = lazy(() =>
  import('./event-attendance-chart').then((m) => ({ default: m.EventAttendanceChart })),
);

const CHART_HEIGHT = 240;
const number = new Intl.NumberFormat();

function Legend({ series }: { series: { key: string; label: string; color: string }[] }) {
  return (
    <Group
      gap="md"
      style={{ listStyle: 'none', rowGap: 'var(--mantine-spacing-xs)' }}
      component="ul"
      m={0}
      p={0}
      aria-label="Legend"
    >
      {series.map((entry) => (
        <Group key={entry.key} gap={6} component="li" wrap="nowrap">
          <ColorSwatch color={entry.color} size={12} radius={2} aria-hidden="true" />
          <Text size="sm">{entry.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The chart's numbers, one row per session; headcounts not read show as a dash. */
function AttendanceTable({ points, types }: { points: AttendancePoint[]; types: HeadcountType[] }) {
  return (
    <Table striped fz="sm" data-testid="attendance-table" style={{ whiteSpace: 'nowrap' }}>
      <caption>Attendance by session</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Session</Table.Th>
          <Table.Th scope="col">Regulars</Table.Th>
          <Table.Th scope="col">Guests</Table.Th>
          <Table.Th scope="col">Volunteers</Table.Th>
          {types.map((type) => (
            <Table.Th scope="col" key={type.id}>
              {type.name}
            </Table.Th>
          ))}
          <Table.Th scope="col">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {points.map((point) => (
          <Table.Tr key={point.id}>
            <Table.Th scope="row">{point.date}</Table.Th>
            <Table.Td>{number.format(point.regular)}</Table.Td>
            <Table.Td>{number.format(point.guest)}</Table.Td>
            <Table.Td>{number.format(point.volunteer)}</Table.Td>
            {types.map((type) => (
              <Table.Td key={type.id}>
                {point.headcounts ? number.format(point.headcounts[type.id] ?? 0) : '—'}
              </Table.Td>
            ))}
            <Table.Td>{number.format(point.total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Attendance by session over the event's whole history, drawn once every session is read. */
export function EventAttendance({ eventId }: { eventId: string }) {
  const { timeZone } = useOrganizationTimeZone();
  const scheme = useComputedColorScheme('light');
  const all = useAllSessions(eventId);
  const headcounts = useEventHeadcounts(eventId, all.sessions, all.done);
  const [tableShown, setTableShown] = useState(false);
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
    const counted = headcounts.data;
    const types = counted?.types ?? [];
    const points = attendancePoints(all.sessions, timeZone, counted);
    const series = chartSeries(types, scheme);
    const first = points[0];
    const last = points.at(-1);
    const span = first && last ? `from ${first.date} to ${last.date}` : '';
    const sessionsText =
      loaded === 1 ? 'the only session' : `all ${number.format(loaded)} sessions`;
    const partial = counted?.fallback && counted.covered.size < loaded;
    const table = <AttendanceTable points={points} types={types} />;
    content = (
      <>
        <Group justify="space-between" mb="xs" gap="sm" align="flex-start">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Covers {sessionsText}, {span}.
            </Text>
            {counted && (
              <Text size="sm" c="dimmed" data-testid="attendance-counting">
                Total attendance: check-ins plus headcounts
                {partial
                  ? ` (headcounts of the newest ${number.format(counted.covered.size)} sessions only: this service lists them one event time at a time).`
                  : '.'}
              </Text>
            )}
          </Stack>
          <Legend series={series} />
        </Group>
        {headcounts.isPending && (
          <Group gap="xs" mb="xs" role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">
              Reading the headcounts; the totals count check-ins only until then.
            </Text>
          </Group>
        )}
        {headcounts.error && (
          <Box mb="xs">
            <QueryError
              error={headcounts.error}
              what="the headcounts"
              onRetry={() => void headcounts.refetch()}
            />
            <Text size="sm" mt={4}>
              The chart and its totals count check-ins only.
            </Text>
          </Box>
        )}
        <Box
          h={CHART_HEIGHT}
          role="img"
          aria-label={`Stacked bar chart of the attendance at ${sessionsText} ${span}: ${series.map((s) => s.label).join(', ')}. The table “Attendance by session” has the same numbers.`}
          data-testid="attendance-chart"
        >
          <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
            <EventAttendanceChart points={points} series={series} />
          </Suspense>
        </Box>
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          aria-expanded={tableShown}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? 'Hide the table' : 'Show the table'}
        </Button>
        {tableShown ? (
          <ScrollArea.Autosize
            mah={360}
            mt="xs"
            type="auto"
            viewportProps={{ tabIndex: 0, 'aria-label': 'Attendance by session, scrollable' }}
          >
            {table}
          </ScrollArea.Autosize>
        ) : (
          <div className={VisuallyHidden.classes.root}>{table}</div>
        )}
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
