import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

import type { ExportState } from '../lib/browser/export/use-export-task';
import { useT } from './i18n/language-context';
import { describeError, reasonText } from './query-error';

export interface ExportProgressProps {
  state: ExportState;
  /** What is exported, plural and in the page's language, for messages: "check-ins". */
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
  const t = useT();
  switch (state.status) {
    case 'idle':
      return null;
    case 'running': {
      const { fetched, total } = state;
      const percent =
        total === undefined ? 0 : total === 0 ? 100 : Math.min(100, (fetched / total) * 100);
      return (
        <Paper
          withBorder
          p="md"
          mb="md"
          aria-label={t('ui.export.regionLabel', { noun })}
          role="region"
        >
          <Stack gap="xs">
            <Group justify="space-between" gap="sm">
              <Text fw={600}>{t('ui.export.heading', { noun })}</Text>
              <Button size="xs" variant="default" onClick={onCancel}>
                {t('ui.export.cancel')}
              </Button>
            </Group>
            <Progress
              value={Math.round(percent)}
              aria-label={t('ui.export.progressLabel')}
              animated={total === undefined}
              striped={total === undefined}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {total === undefined
                ? t('ui.list.counting', { noun })
                : t('ui.export.fetched', { fetched, total, noun })}
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
          title={t('ui.export.readyTitle')}
          // Green on light green is 3.8:1 for the bold title (axe's colour-contrast); the text's
          // own colour is readable in both schemes.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          withCloseButton
          closeButtonLabel={t('common.dismiss')}
          onClose={onDismiss}
        >
          {t('ui.export.saved', { count: state.count, noun, filename: state.filename })}
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
          title={t('ui.export.cancelledTitle')}
          withCloseButton
          closeButtonLabel={t('common.dismiss')}
          onClose={onDismiss}
        >
          {t('ui.export.nothingDownloaded')}
        </Alert>
      );
    case 'failed': {
      const { title, message } = describeError(state.error, t);
      return (
        <Alert
          color="red"
          variant="light"
          mb="md"
          role="alert"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={t('ui.export.failedTitle', { reason: reasonText(title) })}
          withCloseButton
          closeButtonLabel={t('common.dismiss')}
          onClose={onDismiss}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('ui.export.failedMessage', { message })}</Text>
            {onRetry && (
              <Button size="xs" variant="white" color="red" onClick={onRetry}>
                {t('common.tryAgain')}
              </Button>
            )}
          </Stack>
        </Alert>
      );
    }
  }
}
