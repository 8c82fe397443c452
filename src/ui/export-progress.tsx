import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

import type { ExportState } from '../lib/browser/export/use-export-task';
import { describeError } from './query-error';

export interface ExportProgressProps {
  state: ExportState;
  /** What is exported, for messages: "check-ins". */
  noun: string;
  onCancel: () => void;
  onDismiss: () => void;
  /** Starts the same export again after a failure. */
  onRetry?: () => void;
}

/**
 * An export's progress (records fetched of all that match) with Cancel, then its outcome: the
 * file that was saved, "Export cancelled", or why it failed. Nothing is shown while idle.
 */
export function ExportProgress({ state, noun, onCancel, onDismiss, onRetry }: ExportProgressProps) {
  const number = new Intl.NumberFormat();
  switch (state.status) {
    case 'idle':
      return null;
    case 'running': {
      const { fetched, total } = state;
      const percent =
        total === undefined ? 0 : total === 0 ? 100 : Math.min(100, (fetched / total) * 100);
      return (
        <Paper withBorder p="md" mb="md" aria-label={`Exporting ${noun}`} role="region">
          <Stack gap="xs">
            <Group justify="space-between" gap="sm">
              <Text fw={600}>Exporting {noun} to CSV</Text>
              <Button size="xs" variant="default" onClick={onCancel}>
                Cancel export
              </Button>
            </Group>
            <Progress
              value={Math.round(percent)}
              aria-label="Export progress"
              animated={total === undefined}
              striped={total === undefined}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {total === undefined
                ? `Counting ${noun}…`
                : `${number.format(fetched)} of ${number.format(total)} ${noun} fetched`}
            </Text>
          </Stack>
        </Paper>
      );
    }
    case 'done':
      return (
        <Alert
          color="green"
          variant="light"
          mb="md"
          role="status"
          icon={<IconCircleCheck aria-hidden="true" />}
          title="Export ready"
          // Green on light green is 3.8:1 for the bold title (axe's colour-contrast); the text's
          // own colour is readable in both schemes.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={onDismiss}
        >
          {`${number.format(state.count)} ${noun} saved as ${state.filename}.`}
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert
          color="gray"
          variant="light"
          mb="md"
          role="status"
          icon={<IconInfoCircle aria-hidden="true" />}
          title="Export cancelled"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={onDismiss}
        >
          Nothing was downloaded.
        </Alert>
      );
    case 'failed': {
      const { title, message } = describeError(state.error);
      return (
        <Alert
          color="red"
          variant="light"
          mb="md"
          role="alert"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={`Export failed: ${title.toLowerCase()}`}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={onDismiss}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{message} Nothing was downloaded.</Text>
            {onRetry && (
              <Button size="xs" variant="white" color="red" onClick={onRetry}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      );
    }
  }
}
