import {
  Alert,
  Box,
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';

import { ApiError } from '../../../api/api-error';
import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { todayIn } from '../../../lib/pure/calendar-days';
import { toCsv } from '../../../lib/pure/export/csv';
import { downloadText } from '../../../lib/browser/export/download';
import { EmptyState } from '../../../ui/empty-state';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import '../../../ui/print.css';
import { unreadableDays } from '../shared/report-range';
import { ReportRangePicker } from '../shared/report-range-picker';
import { ReportPage } from '../shared/report-page';
import { CountingCancelled, WalkProgress } from '../shared/walk-progress';
import { AttendanceChart } from './attendance-chart';
import { csvColumns, groupHeaders, totalsRow } from './attendance-columns';
import { AttendanceExportButton } from './attendance-export-button';
import { attendanceFilename } from './attendance-file-name';
import { groupAttendance, groupings, ofEvents, type Grouping } from './attendance-groups';
import { useAttendance } from './attendance-query';
import type { AttendanceData } from './attendance-report-data';
import { AttendanceTable } from './attendance-table';
import {
  readAttendanceState,
  writeAttendanceState,
  type AttendanceState,
} from './attendance-url-state';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const showDay = (day: string) => dayFormat.format(Date.parse(`${day}T00:00:00Z`));

const howCounted: Record<AttendanceData['headcountSource'], string> = {
  'all-headcounts':
    'Check-ins by kind from each session’s own counts, plus headcounts by attendance type; each person counted once per session.',
  'total-count':
    'Check-ins by kind from each session’s own counts; headcounts as each session’s total minus its check-ins (this service lists headcounts per session only, so they are not split by attendance type).',
  'per-time':
    'Check-ins by kind from each session’s own counts, plus each session’s own headcounts list (this service lists headcounts per session only).',
};

export function AttendanceReportPage() {
  return (
    <ReportPage description="Total attendance: check-ins by kind plus headcounts, against the same weeks last year.">
      {(timeZone) => <AttendanceReport timeZone={timeZone} />}
    </ReportPage>
  );
}

function AttendanceReport({ timeZone }: { timeZone: string }) {
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const state = readAttendanceState(params, today);
  const setState = (next: Partial<AttendanceState>) =>
    setParams(writeAttendanceState({ ...state, ...next }));
  const events = useApiList('/check_ins/v2/events', { perPage: 100, order: 'name' });
  const eventChoices = (events.data?.records ?? []).map((event) => ({
    value: event.id,
    label: String(event.attributes.name ?? `Event ${event.id}`),
  }));
  const eventNames =
    state.eventIds === 'all'
      ? 'all'
      : state.eventIds.map(
          (id) => eventChoices.find((choice) => choice.value === id)?.label ?? `Event ${id}`,
        );
  const { query, progress, cancel } = useAttendance(state.range, timeZone);
  const data = query.data;
  const table =
    data &&
    groupAttendance(
      ofEvents(data.sessions, state.eventIds),
      ofEvents(data.previous, state.eventIds),
      state.group,
      timeZone,
    );
  const rangeText = `${showDay(state.range.from)} – ${showDay(state.range.to)}`;
  const caption = `Attendance per ${state.group}, ${rangeText}`;

  const exportCsv = () => {
    if (!table) return;
    const text = toCsv([...table.rows, totalsRow(table)], csvColumns(table, state.group));
    downloadText(text, attendanceFilename(state.range, eventNames, state.group));
  };

  return (
    <Stack gap="md">
      <IgnoredUrlParts
        problems={unreadableDays(params)}
        onClear={() => setParams(writeAttendanceState(state), { replace: true })}
      />
      <Paper withBorder p="md" data-print-hide>
        <Stack gap="sm">
          <ReportRangePicker
            range={state.range}
            today={today}
            onChange={(range) => setState({ range })}
          />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <MultiSelect
              label="Events"
              placeholder={state.eventIds === 'all' ? 'All events' : undefined}
              data={eventChoices}
              value={state.eventIds === 'all' ? [] : [...state.eventIds]}
              onChange={(ids) => setState({ eventIds: ids.length === 0 ? 'all' : ids })}
              error={events.isError ? 'Events could not be loaded' : undefined}
              clearable
              searchable
              miw={240}
              maw={520}
              style={{ flex: '1 1 240px' }}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="attendance-group-label">
                Group by
              </Text>
              <SegmentedControl
                aria-labelledby="attendance-group-label"
                value={state.group}
                onChange={(value) => setState({ group: value as Grouping })}
                data={groupings.map((value) => ({ value, label: groupHeaders[value] }))}
              />
            </Stack>
          </Group>
          <Group gap="sm" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={exportCsv}
              disabled={!table || table.rows.length === 0}
            >
              Export table (CSV)
            </Button>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden="true" />}
              onClick={() => window.print()}
              disabled={!table}
            >
              Print
            </Button>
            <AttendanceExportButton
              from={state.range.from}
              to={state.range.to}
              eventIds={state.eventIds}
              filename={attendanceFilename(state.range, eventNames)}
            />
            <Button
              variant="subtle"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              Count again
            </Button>
          </Group>
        </Stack>
      </Paper>

      {query.isFetching && (
        <WalkProgress
          title="Counting attendance"
          percent={progress && (progress.pages / progress.maxPages) * 100}
          text={
            progress === undefined
              ? 'Starting…'
              : `${progress.pages} of at most ${progress.maxPages} pages read`
          }
          onCancel={cancel}
        />
      )}

      {query.isError ? (
        <ReportError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending && !query.isFetching ? (
        <CountingCancelled onCount={() => void query.refetch()} />
      ) : !table || !data ? null : table.rows.length === 0 ? (
        <EmptyState
          title="No sessions in this range"
          description={`No event time of ${state.eventIds === 'all' ? 'any event' : 'the chosen events'} starts between ${rangeText}. Choose a longer range or other events.`}
        />
      ) : (
        <Stack gap="md">
          <Title order={2} size="h3">
            {caption}
          </Title>
          <Text size="sm" c="dimmed" data-testid="how-counted">
            {howCounted[data.headcountSource]} Last year: the same weekdays 52 weeks earlier (
            {showDay(data.previousFrom)} – {showDay(data.previousTo)}).
          </Text>
          <Box h={{ base: 260, sm: 340 }} aria-hidden="true">
            <AttendanceChart table={table} />
          </Box>
          <AttendanceTable table={table} grouping={state.group} caption={caption} />
        </Stack>
      )}
    </Stack>
  );
}

function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Alert color="yellow" variant="light" role="alert" title="You may not read check-ins">
        This report counts event times and headcounts from Check-Ins; your account has no access to
        them. Ask an administrator to grant the Check-Ins permission.
      </Alert>
    );
  }
  return <QueryError error={error} what="the attendance" onRetry={onRetry} />;
}
