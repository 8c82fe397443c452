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
import type { PeopleDirectory } from '../../../lib/pure/pastoral-care/people-directory';
import { usePeopleDirectory } from '../../../lib/browser/pastoral-care/pastoral-care-queries';
import { CelebrationNames } from '../../../ui/celebration-names';
import { QueryError } from '../../../ui/query-error';
import '../../../ui/print.css';
import { ReportPage } from '../shared/report-page';
import { CountingCancelled, WalkProgress } from '../shared/walk-progress';

const number = new Intl.NumberFormat();

/** Where the dates come from, as the page says it. */
export function celebrationsSource(directory: PeopleDirectory): string {
  return directory.source === 'people'
    ? 'From the birthdate and anniversary on each active person’s profile in People.'
    : 'From the birthdate on each person’s Check-Ins record: People could not be read with this account, so inactive people are not left out.';
}

const captions: Record<CelebrationKind, string> = {
  birthday: 'Birthdays',
  anniversary: 'Anniversaries',
};

const years = (n: number) => `${number.format(n)} ${n === 1 ? 'year' : 'years'}`;

/** One kind's days and names, as a bulletin lists them: a day, then who. */
function CelebrationList({ kind, found }: { kind: CelebrationKind; found: Celebration[] }) {
  const items = found.filter((c) => c.kind === kind);
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No {captions[kind].toLowerCase()} this week or next.
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      aria-label={captions[kind]}
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
            {formatWeekday(celebration.day)}
          </Text>
          <Text size="sm">
            <CelebrationNames celebration={celebration} />
            {kind === 'anniversary' && (
              <Text span size="sm" c="dimmed">
                {` · ${years(celebration.years)}`}
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
  return (
    <ReportPage description="Birthdays and anniversaries this week and next, to print for the bulletin.">
      {(timeZone) => <Birthdays timeZone={timeZone} />}
    </ReportPage>
  );
}

function Birthdays({ timeZone }: { timeZone: string }) {
  const directory = usePeopleDirectory();
  const days = bulletinDays(todayIn(timeZone));
  const data = directory.query.data;
  const found = data ? celebrationsBetween(data, days.from, days.to) : undefined;
  const progress = directory.progress;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          Birthdays and anniversaries, {formatWeekday(days.from)} to {formatWeekday(days.to)}
        </Title>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden="true" />}
          onClick={() => window.print()}
          disabled={!found}
          data-print-hide
        >
          Print
        </Button>
      </Group>
      {directory.query.isFetching && (
        <WalkProgress
          title="Reading birthdays and anniversaries"
          percent={
            progress && progress.total > 0 ? (progress.fetched / progress.total) * 100 : undefined
          }
          text={
            progress
              ? `${number.format(progress.fetched)} of ${number.format(progress.total)} people read`
              : 'Starting…'
          }
          onCancel={directory.cancel}
        />
      )}
      {directory.query.isError ? (
        <QueryError
          error={directory.query.error}
          what="birthdays and anniversaries"
          onRetry={() => void directory.query.refetch()}
        />
      ) : !data && !directory.query.isFetching ? (
        <CountingCancelled onCount={() => void directory.query.refetch()} />
      ) : !found || !data ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">Loading…</Text>
        </Group>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="celebrations-source">
            {celebrationsSource(data)}
          </Text>
          {(['birthday', 'anniversary'] as const).map((kind) => (
            <Stack gap="xs" key={kind}>
              <Title order={3} size="h4">
                {captions[kind]}
              </Title>
              {kind === 'anniversary' && data.source !== 'people' ? (
                <Alert color="gray" variant="light" role="note">
                  Anniversaries are not available: only People records an anniversary, and People
                  could not be read with this account. None are listed.
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
