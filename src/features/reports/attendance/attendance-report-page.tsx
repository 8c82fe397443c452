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
import { formatDate } from '../../../lib/pure/dates';
import { toCsv } from '../../../lib/pure/export/csv';
import { downloadText } from '../../../lib/browser/export/download';
import { EmptyState } from '../../../ui/empty-state';
import { useLocale, useT } from '../../../ui/i18n/language-context';
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
import type { MessageId } from '../../../messages/message-id';
import { AttendanceTable } from './attendance-table';
import {
  readAttendanceState,
  writeAttendanceState,
  type AttendanceState,
} from './attendance-url-state';

const howCounted: Record<AttendanceData['headcountSource'], MessageId> = {
  'all-headcounts': 'reports.attendance.howCounted.allHeadcounts',
  'total-count': 'reports.attendance.howCounted.totalCount',
  'per-time': 'reports.attendance.howCounted.perTime',
};

export function AttendanceReportPage() {
  const t = useT();
  return (
    <ReportPage description={t('reports.attendance.description')}>
      {(timeZone) => <AttendanceReport timeZone={timeZone} />}
    </ReportPage>
  );
}

function AttendanceReport({ timeZone }: { timeZone: string }) {
  const t = useT();
  const locale = useLocale();
  const showDay = (day: string) => formatDate(day, locale);
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const state = readAttendanceState(params, today);
  const setState = (next: Partial<AttendanceState>) =>
    setParams(writeAttendanceState({ ...state, ...next }));
  const events = useApiList('/check_ins/v2/events', { perPage: 100, order: 'name' });
  const eventChoices = (events.data?.records ?? []).map((event) => ({
    value: event.id,
    label: String(event.attributes.name ?? t('reports.shared.eventFallback', { id: event.id })),
  }));
  const eventNames =
    state.eventIds === 'all'
      ? 'all'
      : state.eventIds.map(
          (id) =>
            eventChoices.find((choice) => choice.value === id)?.label ??
            t('reports.shared.eventFallback', { id }),
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
      { t, locale },
    );
  const rangeText = `${showDay(state.range.from)} – ${showDay(state.range.to)}`;
  const caption = t('reports.attendance.caption', { grouping: state.group, range: rangeText });

  const exportCsv = () => {
    if (!table) return;
    const text = toCsv([...table.rows, totalsRow(table, t)], csvColumns(table, state.group, t));
    downloadText(text, attendanceFilename(state.range, eventNames, t, state.group));
  };

  return (
    <Stack gap="md">
      <IgnoredUrlParts
        problems={unreadableDays(params, t)}
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
              label={t('reports.attendance.events')}
              placeholder={state.eventIds === 'all' ? t('reports.shared.allEvents') : undefined}
              data={eventChoices}
              value={state.eventIds === 'all' ? [] : [...state.eventIds]}
              onChange={(ids) => setState({ eventIds: ids.length === 0 ? 'all' : ids })}
              error={events.isError ? t('reports.shared.eventsError') : undefined}
              clearable
              searchable
              miw={240}
              maw={520}
              style={{ flex: '1 1 240px' }}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="attendance-group-label">
                {t('reports.attendance.groupBy')}
              </Text>
              <SegmentedControl
                aria-labelledby="attendance-group-label"
                value={state.group}
                onChange={(value) => setState({ group: value as Grouping })}
                data={groupings.map((value) => ({ value, label: t(groupHeaders[value]) }))}
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
              {t('reports.attendance.exportTable')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden="true" />}
              onClick={() => window.print()}
              disabled={!table}
            >
              {t('reports.shared.print')}
            </Button>
            <AttendanceExportButton
              from={state.range.from}
              to={state.range.to}
              eventIds={state.eventIds}
              filename={attendanceFilename(state.range, eventNames, t)}
            />
            <Button
              variant="subtle"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              {t('reports.shared.countAgain')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {query.isFetching && (
        <WalkProgress
          title={t('reports.attendance.counting')}
          percent={progress && (progress.pages / progress.maxPages) * 100}
          text={
            progress === undefined
              ? t('reports.walk.starting')
              : t('reports.attendance.pagesRead', {
                  pages: progress.pages,
                  maxPages: progress.maxPages,
                })
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
          title={t('reports.attendance.emptyTitle')}
          description={t('reports.attendance.emptyDescription', {
            events: state.eventIds === 'all' ? 'all' : 'chosen',
            range: rangeText,
          })}
        />
      ) : (
        <Stack gap="md">
          <Title order={2} size="h3">
            {caption}
          </Title>
          <Text size="sm" c="dimmed" data-testid="how-counted">
            {t(howCounted[data.headcountSource])}{' '}
            {t('reports.attendance.lastYearNote', {
              from: showDay(data.previousFrom),
              to: showDay(data.previousTo),
            })}
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
  const t = useT();
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Alert
        color="yellow"
        variant="light"
        role="alert"
        title={t('reports.attendance.forbiddenTitle')}
      >
        {t('reports.attendance.forbiddenBody')}
      </Alert>
    );
  }
  return <QueryError error={error} what={t('reports.attendance.errorWhat')} onRetry={onRetry} />;
}
