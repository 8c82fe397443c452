import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';

import { useT } from '../../../ui/i18n/language-context';

export interface WalkProgressProps {
  /** What is running, as the region's name: "Counting attendance". */
  title: string;
  /** Percent done; undefined before the first page says how far there is to go. */
  percent: number | undefined;
  /** Where the walk is, in words: "3 of at most 14 pages read". */
  text: string;
  onCancel: () => void;
}

/** A report's walk under way: how far it got, and a Cancel. Hidden from the printout. */
export function WalkProgress({ title, percent, text, onCancel }: WalkProgressProps) {
  const t = useT();
  return (
    <Paper withBorder p="md" role="region" aria-label={title} data-print-hide>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>{title}</Text>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('reports.walk.cancel')}
          </Button>
        </Group>
        <Progress
          value={Math.round(Math.min(100, percent ?? 0))}
          aria-label={t('reports.walk.progressLabel')}
          animated={percent === undefined}
          striped={percent === undefined}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A walk cancelled before it had counted anything: the way to count after all. */
export function CountingCancelled({ onCount }: { onCount: () => void }) {
  const t = useT();
  return (
    <Alert color="gray" variant="light" role="status" title={t('reports.walk.cancelled')}>
      <Button size="xs" variant="default" onClick={onCount}>
        {t('reports.walk.count')}
      </Button>
    </Alert>
  );
}
