import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';

import type { FundMonthWalkProgress } from './fund-month-walk';

const number = new Intl.NumberFormat();

function describe(progress: FundMonthWalkProgress | null): string {
  if (progress === null || progress.total === undefined) return 'Counting donations…';
  const done = number.format(progress.done);
  const total = number.format(progress.total);
  return progress.step === 'donations'
    ? `${done} of ${total} donations read`
    : `Then each donation's funds: ${done} of ${total} read`;
}

/** How far the walk over every donation has come, with a way to stop it. */
export function OverviewProgress({
  progress,
  onCancel,
}: {
  progress: FundMonthWalkProgress | null;
  onCancel: () => void;
}) {
  const total = progress?.total;
  const percent =
    progress === null || total === undefined
      ? 0
      : total === 0
        ? 100
        : Math.min(100, (progress.done / total) * 100);
  return (
    <Paper withBorder p="md" role="region" aria-label="Adding up donations">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>Adding up every donation</Text>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
        <Progress.Root size="lg">
          <Progress.Section
            value={total === undefined ? 100 : Math.round(percent)}
            aria-label="Donations read"
            aria-valuetext={describe(progress)}
            animated={total === undefined}
            striped={total === undefined}
            // Visible from the first moment, even at 0 %.
            style={{ minWidth: 8 }}
          />
        </Progress.Root>
        <Text size="sm" c="dimmed" aria-live="polite">
          {describe(progress)}
        </Text>
        <Text size="xs" c="dimmed">
          The giving API cannot filter donations by date, so every page is read under the rate
          limit. The result is kept while you move between tabs.
        </Text>
      </Stack>
    </Paper>
  );
}
