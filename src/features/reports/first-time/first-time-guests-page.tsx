import { Paper, Progress, Stack, Text } from '@mantine/core';
import { todayIn } from '../../../lib/pure/calendar-days';
import { formatDate } from '../../../lib/pure/dates';
import { exportFilename } from '../../../lib/pure/export/export-filename';
import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { DataTable } from '../../../ui/data-table';
import { ListActions } from '../../../ui/list-actions';
import { PageHeader } from '../../../ui/page-header';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { SelectionBar } from '../../../ui/selection/selection-bar';
import { useRowSelection } from '../../../ui/selection/use-row-selection';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { ReportsTabs } from '../shared/reports-tabs';
import { firstTimeColumns } from './first-time-columns';
import { firstTimeCsvColumns } from './first-time-csv';
import { firstTimeGuestsIn, type FirstVisit } from './first-time-guests-report';
import { useFirstVisits } from './first-time-query';
import { unreadableDays, type DayRange } from '../shared/report-range';
import { ReportRangePicker } from '../shared/report-range-picker';
import { rangeFromUrl, rangeLength } from './first-time-range';

function summary(rows: readonly FirstVisit[], range: DayRange, t: Translate): string {
  const guests = rows.filter((row) => row.personId === null).length;
  const people = rows.length - guests;
  const length = rangeLength(range, t);
  return guests === 0
    ? t('reports.firstTime.summary', { people, length })
    : t('reports.firstTime.summaryWithGuests', { people, length, guests });
}

/**
 * People whose first check-in falls in the range (the URL's from and to, the last four weeks
 * otherwise), with the event, the day and the profile's contact data, for the follow-up team.
 */
export function FirstTimeGuestsPage() {
  const t = useT();
  const locale = useLocale();
  const [params, updateParams] = useSearchParamsUpdate();
  const { timeZone } = useOrganizationTimeZone();
  const today = timeZone === undefined ? undefined : todayIn(timeZone);
  const range = today === undefined ? undefined : rangeFromUrl(params, today);
  const { query, progress } = useFirstVisits();
  const from = range?.from;
  const to = range?.to;
  const rows =
    query.data && from !== undefined && to !== undefined && timeZone !== undefined
      ? firstTimeGuestsIn(query.data, from, to, timeZone)
      : undefined;
  const selection = useRowSelection(`${from}/${to}`);
  const columns = firstTimeColumns(selection, rows ?? [], t);

  return (
    <>
      <PageHeader
        title={t('reports.page.title')}
        description={t('reports.firstTime.description')}
      />
      <ReportsTabs />
      <IgnoredUrlParts
        problems={unreadableDays(params, t)}
        onClear={() =>
          updateParams(
            (next) => {
              next.delete('from');
              next.delete('to');
            },
            { replace: true },
          )
        }
      />
      <Stack gap="md">
        {range && today && (
          <div data-print-hide="">
            <ReportRangePicker
              range={range}
              today={today}
              onChange={(next) =>
                updateParams((params) => {
                  params.set('from', next.from);
                  params.set('to', next.to);
                })
              }
            />
          </div>
        )}

        {query.isError ? (
          <QueryError
            error={query.error}
            what={t('reports.firstTime.errorWhat')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            <Text
              fw={600}
              size="lg"
              role="status"
              aria-live="polite"
              data-testid="first-time-summary"
            >
              {rows && range ? summary(rows, range, t) : t('reports.firstTime.counting')}
            </Text>
            {range && (
              <Text size="sm">
                {t('reports.firstTime.rangeLine', {
                  from: formatDate(range.from, locale),
                  to: formatDate(range.to, locale),
                })}
              </Text>
            )}
            {rows === undefined && progress && (
              <Paper withBorder p="sm" data-print-hide="">
                <Progress
                  value={progress.total === 0 ? 100 : (progress.fetched / progress.total) * 100}
                  aria-label={t('reports.firstTime.progressLabel')}
                />
                <Text size="sm" c="dimmed" mt={4}>
                  {t('reports.firstTime.progress', {
                    fetched: progress.fetched,
                    total: progress.total,
                  })}
                </Text>
              </Paper>
            )}
            <Text size="sm" c="dimmed">
              {t('reports.firstTime.explanation')}
              {query.data && ` ${t('reports.firstTime.requests', { count: query.data.requests })}`}
            </Text>
            {rows && range && timeZone && (
              <ListActions
                noun={t('reports.firstTime.noun')}
                total={rows.length}
                shown={rows.length}
                exportTask={(zone) => async () => {
                  const { toCsv } = await import('../../../lib/pure/export/csv');
                  return {
                    text: toCsv(rows, firstTimeCsvColumns(zone, t)),
                    filename: exportFilename({
                      subject: t('reports.firstTime.fileSubject'),
                      days: range,
                    }),
                    count: rows.length,
                  };
                }}
              />
            )}
            <SelectionBar selection={selection} />
            <DataTable
              caption={t('reports.firstTime.caption')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.personId ?? `guest-${row.checkInId}`}
              loading={query.isPending}
              empty={
                <Text c="dimmed" ta="center" py="lg">
                  {t('reports.firstTime.empty')}
                </Text>
              }
            />
          </>
        )}
      </Stack>
    </>
  );
}
