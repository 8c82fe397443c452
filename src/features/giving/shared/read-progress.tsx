import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';

import type { DatedProgress } from '../../../api/dated-lists';
import { DateTimeText } from '../../../ui/date-time-text';

const number = new Intl.NumberFormat();

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
  const fraction = progress?.fraction;
  return (
    <Paper withBorder p="md" role="region" aria-label={`Reading ${noun}`} data-print-hide="">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>Reading {noun}…</Text>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
        <Progress
          value={fraction === undefined ? 0 : Math.round(fraction * 100)}
          aria-label={`${noun} read`}
          animated={fraction === undefined}
          striped={fraction === undefined}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {progress === null ? (
            'Starting…'
          ) : (
            <>
              {number.format(progress.read)} read in {number.format(progress.requests)}{' '}
              {progress.requests === 1 ? 'request' : 'requests'}
              {progress.reached !== undefined && (
                <>
                  , {progress.direction === 'back' ? 'back to' : 'up to'}{' '}
                  <DateTimeText value={progress.reached} format="date" size="sm" />
                </>
              )}
            </>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A read stopped with Cancel: what happened, and how to start it again. */
export function ReadCancelled({ noun, onRestart }: { noun: string; onRestart: () => void }) {
  return (
    <Alert color="gray" variant="light" title="Reading stopped" data-print-hide="">
      <Group gap="sm">
        <Text size="sm">The {noun} were not all read, so nothing is shown.</Text>
        <Button size="xs" variant="default" onClick={onRestart}>
          Read again
        </Button>
      </Group>
    </Alert>
  );
}
