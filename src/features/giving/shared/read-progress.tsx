import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';

import type { DatedProgress } from '../../../api/dated-lists';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';

/** A paced read in flight: how far it has got (by count, or by the dates it has reached), and Cancel. */
export function ReadProgress({
  noun,
  progress,
  onCancel,
}: {
  /** What is read, plural: "donations". */
  noun: string;
  progress: DatedProgress | null;
  onCancel: () => void;
}) {
  const t = useT();
  const fraction = progress?.fraction;
  return (
    <Paper
      withBorder
      p="md"
      role="region"
      aria-label={t('giving.read.reading', { noun })}
      data-print-hide=""
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>{t('giving.read.readingNow', { noun })}</Text>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('giving.shared.cancel')}
          </Button>
        </Group>
        <Progress
          value={fraction === undefined ? 0 : Math.round(fraction * 100)}
          aria-label={t('giving.read.progress', { noun })}
          animated={fraction === undefined}
          striped={fraction === undefined}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {progress === null ? (
            t('giving.shared.starting')
          ) : progress.reached === undefined ? (
            t('giving.read.soFar', { read: progress.read, requests: progress.requests })
          ) : (
            <Message
              id="giving.read.soFarReached"
              values={{
                read: progress.read,
                requests: progress.requests,
                direction: progress.direction,
              }}
              components={{
                0: <DateTimeText value={progress.reached} format="date" size="sm" />,
              }}
            />
          )}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A read stopped with Cancel: what happened, and how to start it again. */
export function ReadCancelled({ noun, onRestart }: { noun: string; onRestart: () => void }) {
  const t = useT();
  return (
    <Alert color="gray" variant="light" title={t('giving.read.stopped')} data-print-hide="">
      <Group gap="sm">
        <Text size="sm">{t('giving.read.notAllRead', { noun })}</Text>
        <Button size="xs" variant="default" onClick={onRestart}>
          {t('giving.read.readAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
