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
import { ReportsTabs } from '../shared/reports-tabs';
import { firstTimeColumns } from './first-time-columns';
import { firstTimeCsvColumns } from './first-time-csv';
import { firstTimeGuestsIn, type FirstVisit } from './first-time-guests-report';
import { useFirstVisits } from './first-time-query';
import { unreadableDays, type DayRange } from '../shared/report-range';
import { ReportRangePicker } from '../shared/report-range-picker';
import { rangeFromUrl, rangeLength } from './first-time-range';

const number = new Intl.NumberFormat();

function summary(rows: readonly FirstVisit[], range: DayRange): string {
  const guests = rows.filter((row) => row.personId === null).length;
  const people = rows.length - guests;
  const head = `${number.format(people)} first-time ${people === 1 ? 'guest' : 'guests'} in ${rangeLength(range)}`;
  return guests === 0
    ? head
    : `${head}, and ${number.format(guests)} one-time ${guests === 1 ? 'guest' : 'guests'}`;
}

/**
 * People whose first check-in falls in the range (the URL's from and to, the last four weeks
 * otherwise), with the event, the day and the profile's contact data, for the follow-up team.
 */
export function FirstTimeGuestsPage() {
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
  const columns = firstTimeColumns(selection, rows ?? []);

  return (
    <>
      <PageHeader
        title="Reports"
        description="People whose first check-in falls in the range, with how to reach them, for the follow-up team."
      />
      <ReportsTabs />
      <IgnoredUrlParts
        problems={unreadableDays(params)}
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
            what="the first-time guests"
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
              {rows && range ? summary(rows, range) : 'Counting first-time guests…'}
            </Text>
            {range && (
              <Text size="sm">
                First check-ins from {formatDate(range.from)} to {formatDate(range.to)}
              </Text>
            )}
            {rows === undefined && progress && (
              <Paper withBorder p="sm" data-print-hide="">
                <Progress
                  value={progress.total === 0 ? 100 : (progress.fetched / progress.total) * 100}
                  aria-label="First check-ins read"
                />
                <Text size="sm" c="dimmed" mt={4}>
                  {number.format(progress.fetched)} of {number.format(progress.total)} first
                  check-ins read
                </Text>
              </Paper>
            )}
            <Text size="sm" c="dimmed">
              A first-time guest is a person whose earliest check-in, at any event, falls in the
              range; one-time guests have no profile and are listed by the name they gave.
              {query.data && ` Read in ${number.format(query.data.requests)} requests.`}
            </Text>
            {rows && range && timeZone && (
              <ListActions
                noun="first-time guests"
                total={rows.length}
                shown={rows.length}
                exportTask={(zone) => async () => {
                  const { toCsv } = await import('../../../lib/pure/export/csv');
                  return {
                    text: toCsv(rows, firstTimeCsvColumns(zone)),
                    filename: exportFilename({ subject: 'first-time guests', days: range }),
                    count: rows.length,
                  };
                }}
              />
            )}
            <SelectionBar selection={selection} />
            <DataTable
              caption="First-time guests"
              columns={columns}
              rows={rows}
              rowKey={(row) => row.personId ?? `guest-${row.checkInId}`}
              loading={query.isPending}
              empty={
                <Text c="dimmed" ta="center" py="lg">
                  No first-time guests in this range. Try a longer one.
                </Text>
              }
            />
          </>
        )}
      </Stack>
    </>
  );
}
