import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';

import type { Translate } from '../../../lib/pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';
import type { FundMonthWalkProgress } from './fund-month-walk';
import { walkStepPercents } from './overview-progress-steps';

function describe(t: Translate, progress: FundMonthWalkProgress | null): string {
  if (progress === null || progress.total === undefined) return t('giving.overview.counting');
  const { done, total } = progress;
  return progress.step === 'donations'
    ? t('giving.overview.donationsRead', { done, total })
    : t('giving.overview.fundsRead', { done, total });
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
  const t = useT();
  const steps = walkStepPercents(progress);
  const text = describe(t, progress);
  return (
    <Paper withBorder p="md" role="region" aria-label={t('giving.overview.addingUp')}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>{t('giving.overview.addingUpEvery')}</Text>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('giving.shared.cancel')}
          </Button>
        </Group>
        <StepBar
          label={t('giving.overview.donationsReadLabel')}
          value={steps.donations}
          text={steps.funds === undefined ? text : t('giving.overview.everyDonationRead')}
        />
        {steps.funds !== undefined && (
          <StepBar label={t('giving.overview.fundsLookedUp')} value={steps.funds} text={text} />
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {text}
        </Text>
        <Text size="xs" c="dimmed">
          {t('giving.overview.whyEveryPage')}
        </Text>
      </Stack>
    </Paper>
  );
}
