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
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { SelectionBar } from '../../../ui/selection/selection-bar';
import { useRowSelection } from '../../../ui/selection/use-row-selection';
import { ReportPage } from '../shared/report-page';
import { CountingCancelled, WalkProgress } from '../shared/walk-progress';
import { missingColumns, missingCsvColumns } from './missing-columns';
import { MissingRuleFields } from './missing-rule-fields';
import { readMissingState, writeMissingState, type MissingState } from './missing-url-state';

export function MissingRegularsPage() {
  const t = useT();
  return (
    <ReportPage description={t('reports.missing.description')}>
      {(timeZone) => <MissingRegularsReport timeZone={timeZone} />}
    </ReportPage>
  );
}

function MissingRegularsReport({ timeZone }: { timeZone: string }) {
  const t = useT();
  const locale = useLocale();
  const [params, updateParams] = useSearchParamsUpdate();
  const { state, problems } = readMissingState(params, t);
  const setState = (next: Partial<MissingState>, options?: { replace: boolean }) =>
    updateParams((current) => {
      const written = writeMissingState({ ...state, ...next });
      for (const key of [...current.keys()]) current.delete(key);
      for (const [key, value] of written) current.set(key, value);
    }, options);
  const events = useApiList('/check_ins/v2/events', { perPage: 100, order: 'name' });
  const eventChoices = [
    { value: 'all', label: t('reports.shared.allEvents') },
    ...(events.data?.records ?? []).map((event) => ({
      value: event.id,
      label: event.attributes.name || t('reports.shared.eventFallback', { id: event.id }),
    })),
  ];
  const eventName =
    state.eventId === 'all'
      ? undefined
      : (eventChoices.find((choice) => choice.value === state.eventId)?.label ??
        t('reports.shared.eventFallback', { id: state.eventId }));
  const read = useMissingRegulars(state.rule, state.eventId, timeZone);
  const { found, days } = read;
  const rows = found && (state.show === 'volunteer' ? found.volunteers : found.regulars);
  const selection = useRowSelection(`${params.toString()}`);
  const role = state.show;
  const missingWeeks = state.rule.missingWeeks;

  return (
    <Stack gap="md">
      <IgnoredUrlParts problems={problems} onClear={() => setState({}, { replace: true })} />
      <Paper withBorder p="md" data-print-hide>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              label={t('reports.missing.event')}
              data={eventChoices}
              value={state.eventId}
              onChange={(value) => setState({ eventId: value ?? 'all' })}
              allowDeselect={false}
              error={events.isError ? t('reports.shared.eventsError') : undefined}
              w={{ base: '100%', xs: 260 }}
            />
            <MissingRuleFields rule={state.rule} onChange={(rule) => setState({ rule })} />
          </Group>
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label={t('reports.missing.show')}
              value={state.show}
              onChange={(value) => setState({ show: value as MissingRole })}
              data={(['regular', 'volunteer'] as const).map((each) => ({
                value: each,
                label: found
                  ? t('reports.missing.roleCount', {
                      role: each,
                      count: found[`${each}s`].length,
                    })
                  : t('reports.missing.role', { role: each }),
              }))}
            />
            <Button
              variant="subtle"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={read.refetch}
              disabled={read.fetching}
            >
              {t('reports.shared.countAgain')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {read.fetching && <MissingProgress read={read} />}

      {read.error ? (
        <QueryError
          error={read.error}
          what={t('reports.missing.errorWhat')}
          onRetry={read.refetch}
        />
      ) : !found && !read.fetching ? (
        <CountingCancelled onCount={read.refetch} />
      ) : (
        <>
          <Text fw={600} size="lg" role="status" aria-live="polite" data-testid="missing-summary">
            {found
              ? t('reports.missing.summary', { role, count: rows?.length ?? 0, missingWeeks })
              : t('reports.missing.counting', { role })}
          </Text>
          {days && (
            <Text size="sm">
              {t(eventName ? 'reports.missing.ruleAtEvent' : 'reports.missing.ruleAnyEvent', {
                min: state.rule.minCheckIns,
                event: eventName,
                from: formatDate(days.from, locale),
                to: formatDate(addDays(days.missingFrom, -1), locale),
                since: formatDate(days.missingFrom, locale),
                missingWeeks,
              })}
            </Text>
          )}
          {found && <HowCounted read={read} role={state.show} />}
          {rows && days && (
            <ListActions
              noun={t('reports.missing.noun', { role })}
              total={rows.length}
              shown={rows.length}
              exportTask={(zone) => async () => {
                const { toCsv } = await import('../../../lib/pure/export/csv');
                return {
                  text: toCsv(rows, missingCsvColumns(zone, t)),
                  filename: exportFilename({
                    subject: t('reports.missing.noun', { role }),
                    narrowing: [
                      eventName ?? '',
                      t('reports.missing.file.rule', {
                        min: state.rule.minCheckIns,
                        weeks: state.rule.weeks,
                      }),
                      t('reports.missing.file.none', { missingWeeks }),
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
            caption={t('reports.missing.caption', { role })}
            columns={missingColumns(selection, rows ?? [], state.rule.weeks, t)}
            rows={rows}
            rowKey={(row) => row.personId}
            loading={!found}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                {t('reports.missing.empty', { role, missingWeeks })}
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
  const t = useT();
  const locale = useLocale();
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
      ? t('reports.missing.progress.checkInsRead')
      : recent
        ? t('reports.missing.progress.checkInsBackTo', {
            day: formatDate(recent.reachedDay, locale),
            done: Math.min(Math.floor(back / 7), Math.round(span / 7)),
            span: Math.round(span / 7),
          })
        : t('reports.missing.progress.readingCheckIns'),
    read.directory.query.data
      ? t('reports.missing.progress.peopleRead')
      : directory
        ? t('reports.missing.progress.peopleReadCount', {
            fetched: directory.fetched,
            total: directory.total,
          })
        : t('reports.missing.progress.readingPeople'),
  ].join('; ');
  return (
    <WalkProgress
      title={t('reports.missing.progress.title')}
      percent={recent || directory ? ((parts[0] ?? 0) + (parts[1] ?? 0)) * 50 : undefined}
      text={text}
      onCancel={read.cancel}
    />
  );
}

/** How the list was counted, and from what, as the page must say. */
function HowCounted({ read, role }: { read: MissingRegularsRead; role: MissingRole }) {
  const t = useT();
  const locale = useLocale();
  const recent = read.recent.query.data;
  const directory = read.directory.query.data;
  if (!recent || !directory) return null;
  const notActive = read.found?.notActive ?? 0;
  const people =
    directory.source !== 'people'
      ? t('reports.missing.howCounted.notFromPeople')
      : notActive > 0
        ? t('reports.missing.howCounted.fromPeopleLeavingOut', {
            active: directory.people.size,
            requests: directory.requests,
            notActive,
          })
        : t('reports.missing.howCounted.fromPeople', {
            active: directory.people.size,
            requests: directory.requests,
          });
  return (
    <Text size="sm" c="dimmed" data-testid="how-counted">
      {t('reports.missing.howCounted.text', {
        checkIns: recent.checkIns.length,
        since: formatDate(recent.since, locale),
        requests: recent.requests,
        people,
        role,
      })}
    </Text>
  );
}
