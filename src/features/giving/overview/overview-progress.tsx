import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';

import type { FundMonthWalkProgress } from './fund-month-walk';
import { walkStepPercents } from './overview-progress-steps';

const number = new Intl.NumberFormat();

function describe(progress: FundMonthWalkProgress | null): string {
  if (progress === null || progress.total === undefined) return 'Counting donations…';
  const done = number.format(progress.done);
  const total = number.format(progress.total);
  return progress.step === 'donations'
    ? `${done} of ${total} donations read`
    : `Then each donation's funds: ${done} of ${total} read`;
}

/** A step's bar: its percent, or an animated sliver while its total is unknown. */
function StepBar({ label, value, text }: { label: string; value: number | null; text: string }) {
  return (
    <Progress.Root size="lg">
      <Progress.Section
        value={value ?? 0}
        aria-label={label}
        aria-valuetext={text}
        animated={value === null}
        striped={value === null}
        // Visible from the first moment, even at 0 %.
        style={{ minWidth: value === null ? 24 : 8 }}
      />
    </Progress.Root>
  );
}

/** How far the walk over every donation has come, with a way to stop it. */
export function OverviewProgress({
  progress,
  onCancel,
}: {
  progress: FundMonthWalkProgress | null;
  onCancel: () => void;
}) {
  const steps = walkStepPercents(progress);
  const text = describe(progress);
  return (
    <Paper withBorder p="md" role="region" aria-label="Adding up donations">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>Adding up every donation</Text>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
        <StepBar
          label="Donations read"
          value={steps.donations}
          text={steps.funds === undefined ? text : 'Every donation read'}
        />
        {steps.funds !== undefined && (
          <StepBar label="Funds looked up" value={steps.funds} text={text} />
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {text}
        </Text>
        <Text size="xs" c="dimmed">
          The giving API cannot filter donations by date, so every page is read under the rate
          limit. The result is kept while you move between tabs.
        </Text>
      </Stack>
    </Paper>
  );
}
