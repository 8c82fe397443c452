import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

import { todayIn } from '../../../lib/pure/calendar-days';
import { formatWeekday } from '../../../lib/pure/dates';
import {
  bulletinDays,
  celebrationsBetween,
  type Celebration,
  type CelebrationKind,
} from '../../../lib/pure/pastoral-care/celebrations';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { PeopleDirectory } from '../../../lib/pure/pastoral-care/people-directory';
import { usePeopleDirectory } from '../../../lib/browser/pastoral-care/pastoral-care-queries';
import type { MessageId } from '../../../messages/message-id';
import { CelebrationNames } from '../../../ui/celebration-names';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { QueryError } from '../../../ui/query-error';
import '../../../ui/print.css';
import { ReportPage } from '../shared/report-page';
import { CountingCancelled, WalkProgress } from '../shared/walk-progress';

/** Where the dates come from, as the page says it. */
export function celebrationsSource(directory: PeopleDirectory, t: Translate): string {
  return directory.source === 'people'
    ? t('reports.birthdays.sourcePeople')
    : t('reports.birthdays.sourceCheckIns');
}

const captions: Record<CelebrationKind, MessageId> = {
  birthday: 'reports.birthdays.birthdays',
  anniversary: 'reports.birthdays.anniversaries',
};

const celebrationKinds: readonly CelebrationKind[] = ['birthday', 'anniversary'];

const noneOf: Record<CelebrationKind, MessageId> = {
  birthday: 'reports.birthdays.noBirthdays',
  anniversary: 'reports.birthdays.noAnniversaries',
};

/** One kind's days and names, as a bulletin lists them: a day, then who. */
function CelebrationList({ kind, found }: { kind: CelebrationKind; found: Celebration[] }) {
  const t = useT();
  const locale = useLocale();
  const items = found.filter((c) => c.kind === kind);
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t(noneOf[kind])}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      aria-label={t(captions[kind])}
      gap={6}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((celebration) => (
        <Group
          component="li"
          key={`${celebration.day}-${celebration.people.map((p) => p.id).join('-')}`}
          gap="sm"
          wrap="nowrap"
          align="baseline"
        >
          <Text size="sm" w={96} style={{ flex: 'none' }}>
            {formatWeekday(celebration.day, locale)}
          </Text>
          <Text size="sm">
            <CelebrationNames celebration={celebration} />
            {kind === 'anniversary' && (
              <Text span size="sm" c="dimmed">
                {` · ${t('reports.birthdays.years', { count: celebration.years })}`}
              </Text>
            )}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Birthdays and anniversaries of this week (from Sunday) and next, to print for the bulletin. */
export function BirthdaysPage() {
  const t = useT();
  return (
    <ReportPage description={t('reports.birthdays.description')}>
      {(timeZone) => <Birthdays timeZone={timeZone} />}
    </ReportPage>
  );
}

function Birthdays({ timeZone }: { timeZone: string }) {
  const t = useT();
  const locale = useLocale();
  const directory = usePeopleDirectory();
  const days = bulletinDays(todayIn(timeZone));
  const data = directory.query.data;
  const found = data ? celebrationsBetween(data, days.from, days.to, locale) : undefined;
  const progress = directory.progress;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {t('reports.birthdays.title', {
            from: formatWeekday(days.from, locale),
            to: formatWeekday(days.to, locale),
          })}
        </Title>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden="true" />}
          onClick={() => window.print()}
          disabled={!found}
          data-print-hide
        >
          {t('reports.shared.print')}
        </Button>
      </Group>
      {directory.query.isFetching && (
        <WalkProgress
          title={t('reports.birthdays.reading')}
          percent={
            progress && progress.total > 0 ? (progress.fetched / progress.total) * 100 : undefined
          }
          text={
            progress
              ? t('reports.birthdays.peopleRead', {
                  fetched: progress.fetched,
                  total: progress.total,
                })
              : t('reports.walk.starting')
          }
          onCancel={directory.cancel}
        />
      )}
      {directory.query.isError ? (
        <QueryError
          error={directory.query.error}
          what={t('reports.birthdays.errorWhat')}
          onRetry={() => void directory.query.refetch()}
        />
      ) : !data && !directory.query.isFetching ? (
        <CountingCancelled onCount={() => void directory.query.refetch()} />
      ) : !found || !data ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('reports.shared.loading')}</Text>
        </Group>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="celebrations-source">
            {celebrationsSource(data, t)}
          </Text>
          {celebrationKinds.map((kind) => (
            <Stack gap="xs" key={kind}>
              <Title order={3} size="h4">
                {t(captions[kind])}
              </Title>
              {kind === 'anniversary' && data.source !== 'people' ? (
                <Alert color="gray" variant="light" role="note">
                  {t('reports.birthdays.anniversariesUnavailable')}
                </Alert>
              ) : (
                <CelebrationList kind={kind} found={found} />
              )}
            </Stack>
          ))}
        </>
      )}
    </Stack>
  );
}
