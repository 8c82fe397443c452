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
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { QueryError } from '../../../ui/query-error';
import { useNumberFormat } from '../shared/use-number-format';
import {
  attendancePoints,
  chartSeries,
  type AttendancePoint,
  type NamedType,
} from './event-attendance-data';
import { useAllSessions, useEventHeadcounts } from './event-sessions-queries';

// recharts stays out of the page's first paint; it loads with the first chart.
const EventAttendanceChart = lazy(() =>
  import('./event-attendance-chart').then((m) => ({ default: m.EventAttendanceChart })),
);

const CHART_HEIGHT = 240;

function Legend({ series }: { series: { key: string; label: string; color: string }[] }) {
  const t = useT();
  return (
    <Group
      gap="md"
      style={{ listStyle: 'none', rowGap: 'var(--mantine-spacing-xs)' }}
      component="ul"
      m={0}
      p={0}
      aria-label={t('check-ins.events.attendance.legend')}
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
function AttendanceTable({ points, types }: { points: AttendancePoint[]; types: NamedType[] }) {
  const t = useT();
  const number = useNumberFormat();
  return (
    <Table striped fz="sm" data-testid="attendance-table" style={{ whiteSpace: 'nowrap' }}>
      <caption>{t('check-ins.events.attendance.heading')}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('check-ins.shared.session')}</Table.Th>
          <Table.Th scope="col">{t('check-ins.shared.regulars')}</Table.Th>
          <Table.Th scope="col">{t('check-ins.shared.guests')}</Table.Th>
          <Table.Th scope="col">{t('check-ins.shared.volunteers')}</Table.Th>
          {types.map((type) => (
            <Table.Th scope="col" key={type.id}>
              {type.name}
            </Table.Th>
          ))}
          <Table.Th scope="col">{t('check-ins.shared.total')}</Table.Th>
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
  const t = useT();
  const locale = useLocale();
  const { timeZone } = useOrganizationTimeZone();
  const scheme = useComputedColorScheme('light');
  const all = useAllSessions(eventId);
  const headcounts = useEventHeadcounts(eventId, all.sessions, all.done);
  const [tableShown, setTableShown] = useState(false);
  const loaded = all.sessions.length;

  let content;
  if (all.error) {
    content = (
      <QueryError
        error={all.error}
        what={t('check-ins.events.attendance.sessionsWhat')}
        onRetry={all.refetch}
      />
    );
  } else if (!all.done || timeZone === undefined) {
    const total = all.total;
    content = (
      <Stack gap="xs" h={CHART_HEIGHT} justify="center" role="status">
        <Text size="sm">
          {total === undefined
            ? t('check-ins.events.attendance.reading')
            : t('check-ins.events.attendance.readingProgress', { loaded, total })}
        </Text>
        <Progress
          value={total ? (loaded / total) * 100 : 0}
          aria-label={t('check-ins.events.attendance.progressLabel')}
          animated
        />
      </Stack>
    );
  } else if (loaded === 0) {
    content = (
      <Text c="dimmed" py="lg">
        {t('check-ins.events.attendance.noSessions')}
      </Text>
    );
  } else {
    const counted = headcounts.data;
    const types = (counted?.types ?? []).map((type) => ({
      id: type.id,
      name: type.name ?? t('check-ins.events.attendance.otherHeadcounts'),
    }));
    const points = attendancePoints(all.sessions, timeZone, locale, counted);
    const series = chartSeries(t, types, scheme);
    const span = {
      count: loaded,
      first: points[0]?.date ?? '',
      last: points.at(-1)?.date ?? '',
    };
    const partial = counted?.fallback && counted.covered.size < loaded;
    const table = <AttendanceTable points={points} types={types} />;
    content = (
      <>
        <Group justify="space-between" mb="xs" gap="sm" align="flex-start">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('check-ins.events.attendance.covers', span)}
            </Text>
            {counted && (
              <Text size="sm" c="dimmed" data-testid="attendance-counting">
                {partial
                  ? t('check-ins.events.attendance.countingPartial', {
                      count: counted.covered.size,
                    })
                  : t('check-ins.events.attendance.counting')}
              </Text>
            )}
          </Stack>
          <Legend series={series} />
        </Group>
        {headcounts.isPending && (
          <Group gap="xs" mb="xs" role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('check-ins.events.attendance.readingHeadcounts')}</Text>
          </Group>
        )}
        {headcounts.error && (
          <Box mb="xs">
            <QueryError
              error={headcounts.error}
              what={t('check-ins.events.attendance.headcountsWhat')}
              onRetry={() => void headcounts.refetch()}
            />
            <Text size="sm" mt={4}>
              {t('check-ins.events.attendance.checkInsOnly')}
            </Text>
          </Box>
        )}
        <Box
          h={CHART_HEIGHT}
          role="img"
          aria-label={t('check-ins.events.attendance.chartLabel', {
            ...span,
            series: series.map((s) => s.label).join(', '),
          })}
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
          {tableShown
            ? t('check-ins.events.attendance.hideTable')
            : t('check-ins.events.attendance.showTable')}
        </Button>
        {tableShown ? (
          <ScrollArea.Autosize
            mah={360}
            mt="xs"
            type="auto"
            viewportProps={{
              tabIndex: 0,
              'aria-label': t('check-ins.events.attendance.tableScroll'),
            }}
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
        {t('check-ins.events.attendance.heading')}
      </Title>
      {content}
    </Paper>
  );
}
