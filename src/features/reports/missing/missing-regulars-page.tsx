import { Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { addDays } from '../../../lib/pure/calendar-days';
import { formatDate } from '../../../lib/pure/dates';
import { exportFilename } from '../../../lib/pure/export/export-filename';
import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import type { MissingPerson, MissingRole } from '../../../lib/pure/pastoral-care/missing-regulars';
import {
  useMissingRegulars,
  type MissingRegularsRead,
} from '../../../lib/browser/pastoral-care/pastoral-care-queries';
import { DataTable } from '../../../ui/data-table';
import { ListActions } from '../../../ui/list-actions';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { SelectionBar } from '../../../ui/selection/selection-bar';
import { useRowSelection } from '../../../ui/selection/use-row-selection';
import { ReportPage } from '../shared/report-page';
import { CountingCancelled, WalkProgress } from '../shared/walk-progress';
import { missingColumns, missingCsvColumns } from './missing-columns';
import { MissingRuleFields } from './missing-rule-fields';
import { readMissingState, writeMissingState, type MissingState } from './missing-url-state';

const number = new Intl.NumberFormat();
const count = (n: number, one: string, many: string) =>
  `${number.format(n)} ${n === 1 ? one : many}`;
const weeksText = (n: number) => count(n, 'week', 'weeks');
const roleLabels: Record<MissingRole, string> = { regular: 'Regulars', volunteer: 'Volunteers' };
const nouns: Record<MissingRole, [string, string]> = {
  regular: ['regular', 'regulars'],
  volunteer: ['volunteer', 'volunteers'],
};

export function MissingRegularsPage() {
  return (
    <ReportPage description="People who came regularly and have not been seen for a few weeks, with how to reach them, for Monday’s follow-up.">
      {(timeZone) => <MissingRegularsReport timeZone={timeZone} />}
    </ReportPage>
  );
}

function MissingRegularsReport({ timeZone }: { timeZone: string }) {
  const [params, updateParams] = useSearchParamsUpdate();
  const { state, problems } = readMissingState(params);
  const setState = (next: Partial<MissingState>, options?: { replace: boolean }) =>
    updateParams((current) => {
      const written = writeMissingState({ ...state, ...next });
      for (const key of [...current.keys()]) current.delete(key);
      for (const [key, value] of written) current.set(key, value);
    }, options);
  const events = useApiList('/check_ins/v2/events', { perPage: 100, order: 'name' });
  const eventChoices = [
    { value: 'all', label: 'All events' },
    ...(events.data?.records ?? []).map((event) => ({
      value: event.id,
      label: event.attributes.name || `Event ${event.id}`,
    })),
  ];
  const eventName =
    state.eventId === 'all'
      ? undefined
      : (eventChoices.find((choice) => choice.value === state.eventId)?.label ??
        `Event ${state.eventId}`);
  const read = useMissingRegulars(state.rule, state.eventId, timeZone);
  const { found, days } = read;
  const rows = found && (state.show === 'volunteer' ? found.volunteers : found.regulars);
  const selection = useRowSelection(`${params.toString()}`);
  const [one, many] = nouns[state.show];

  return (
    <Stack gap="md">
      <IgnoredUrlParts problems={problems} onClear={() => setState({}, { replace: true })} />
      <Paper withBorder p="md" data-print-hide>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              label="Event"
              data={eventChoices}
              value={state.eventId}
              onChange={(value) => setState({ eventId: value ?? 'all' })}
              allowDeselect={false}
              error={events.isError ? 'Events could not be loaded' : undefined}
              w={{ base: '100%', xs: 260 }}
            />
            <MissingRuleFields rule={state.rule} onChange={(rule) => setState({ rule })} />
          </Group>
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label="Show"
              value={state.show}
              onChange={(value) => setState({ show: value as MissingRole })}
              data={(['regular', 'volunteer'] as const).map((role) => ({
                value: role,
                label: found
                  ? `${roleLabels[role]} (${number.format(found[`${role}s`].length)})`
                  : roleLabels[role],
              }))}
            />
            <Button
              variant="subtle"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={read.refetch}
              disabled={read.fetching}
            >
              Count again
            </Button>
          </Group>
        </Stack>
      </Paper>

      {read.fetching && <MissingProgress read={read} />}

      {read.error ? (
        <QueryError error={read.error} what="the missing regulars" onRetry={read.refetch} />
      ) : !found && !read.fetching ? (
        <CountingCancelled onCount={read.refetch} />
      ) : (
        <>
          <Text fw={600} size="lg" role="status" aria-live="polite" data-testid="missing-summary">
            {found
              ? `${count(rows?.length ?? 0, one, many)} ${rows?.length === 1 ? 'has' : 'have'} missed ${weeksText(state.rule.missingWeeks)} or more`
              : `Counting missing ${many}…`}
          </Text>
          {days && (
            <Text size="sm">
              At least {count(state.rule.minCheckIns, 'check-in', 'check-ins')}{' '}
              {eventName ? `at ${eventName}` : 'at any event'} from {formatDate(days.from)} to{' '}
              {formatDate(addDays(days.missingFrom, -1))}, and none since{' '}
              {formatDate(days.missingFrom)} ({weeksText(state.rule.missingWeeks)}).
            </Text>
          )}
          {found && <HowCounted read={read} role={state.show} />}
          {rows && days && (
            <ListActions
              noun={`missing ${many}`}
              total={rows.length}
              shown={rows.length}
              exportTask={(zone) => async () => {
                const { toCsv } = await import('../../../lib/pure/export/csv');
                return {
                  text: toCsv(rows, missingCsvColumns(zone)),
                  filename: exportFilename({
                    subject: `missing ${many}`,
                    narrowing: [
                      eventName ?? '',
                      `${state.rule.minCheckIns} in ${state.rule.weeks} weeks`,
                      `none in last ${state.rule.missingWeeks} weeks`,
                    ],
                    days: { from: days.from, to: days.to },
                  }),
                  count: rows.length,
                };
              }}
            />
          )}
          <SelectionBar selection={selection} />
          <DataTable<MissingPerson>
            caption={`Missing ${many}`}
            columns={missingColumns(selection, rows ?? [], state.rule.weeks)}
            rows={rows}
            rowKey={(row) => row.personId}
            loading={!found}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                No {many} have missed {weeksText(state.rule.missingWeeks)}. Try fewer check-ins or
                more weeks.
              </Text>
            }
          />
        </>
      )}
    </Stack>
  );
}

/** Both walks' progress: the check-ins back to the first day, and the people directory. */
function MissingProgress({ read }: { read: MissingRegularsRead }) {
  const { days } = read;
  const recent = read.recent.progress;
  const directory = read.directory.progress;
  const span = days ? (Date.parse(days.to) - Date.parse(days.from)) / 86_400_000 + 1 : 1;
  const back =
    recent && days ? (Date.parse(days.to) - Date.parse(recent.reachedDay)) / 86_400_000 : 0;
  const parts = [
    read.recent.query.data ? 1 : Math.min(1, back / span),
    read.directory.query.data
      ? 1
      : directory && directory.total > 0
        ? directory.fetched / directory.total
        : 0,
  ];
  const text = [
    read.recent.query.data
      ? 'Check-ins read'
      : recent
        ? `Check-ins read back to ${formatDate(recent.reachedDay)} (${weeksText(Math.min(Math.floor(back / 7), Math.round(span / 7)))} of ${weeksText(Math.round(span / 7))})`
        : 'Reading check-ins…',
    read.directory.query.data
      ? 'people read'
      : directory
        ? `${number.format(directory.fetched)} of ${number.format(directory.total)} people read`
        : 'reading people…',
  ].join('; ');
  return (
    <WalkProgress
      title="Counting missing regulars"
      percent={recent || directory ? ((parts[0] ?? 0) + (parts[1] ?? 0)) * 50 : undefined}
      text={text}
      onCancel={read.cancel}
    />
  );
}

/** How the list was counted, and from what, as the page must say. */
function HowCounted({ read, role }: { read: MissingRegularsRead; role: MissingRole }) {
  const recent = read.recent.query.data;
  const directory = read.directory.query.data;
  if (!recent || !directory) return null;
  const notActive = read.found?.notActive ?? 0;
  const people =
    directory.source === 'people'
      ? `${number.format(directory.people.size)} active people in People for households (${count(directory.requests, 'request', 'requests')})${notActive > 0 ? `; ${count(notActive, 'person', 'people')} no longer active there left out` : ''}.`
      : 'not from People, which this account cannot read: no households, and people marked inactive are not left out.';
  return (
    <Text size="sm" c="dimmed" data-testid="how-counted">
      Counted from the {number.format(recent.checkIns.length)} check-ins since{' '}
      {formatDate(recent.since)} at every event (the check-ins list, newest first, with people and
      events included: {count(recent.requests, 'request', 'requests')}) and {people}{' '}
      {role === 'volunteer'
        ? 'Volunteers served at least once in the weeks counted.'
        : 'Regulars only attended; people who also served are under Volunteers.'}{' '}
      Kept for an hour.
    </Text>
  );
}
