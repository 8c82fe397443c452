import { Alert, Progress, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

import type { WalkProgress } from '../../../lib/pure/export/walk-pages';
import { useT } from '../../../ui/i18n/language-context';
import { MoneyText } from '../../../ui/money-text';
import type { TotalsCheck } from './giving-totals';

export interface TotalsCheckAlertProps {
  check: TotalsCheck;
  /** Column heading of the record's own figure: "Batch total". */
  statedLabel: string;
  /** Column heading of the sum: "Sum of its donations". */
  summedLabel: string;
  /** What was compared, as the sentence reads it: "its 14 donations". */
  partsText: string;
}

// Mantine's light-variant titles fall short of 4.5:1 on their tinted background.
const agreeTitle = 'light-dark(#237032, var(--mantine-color-green-4))';
const disagreeTitle = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

const figures = ['stated', 'summed', 'difference'] as const;

/** The result of a totals cross-check: a calm confirmation, or a clear warning with both figures. */
export function TotalsCheckAlert({
  check,
  statedLabel,
  summedLabel,
  partsText,
}: TotalsCheckAlertProps) {
  const t = useT();
  const { agrees } = check;
  const stated = statedLabel.toLowerCase();
  return (
    <Alert
      color={agrees ? 'green' : 'red'}
      variant="light"
      role={agrees ? 'status' : 'alert'}
      icon={
        agrees ? <IconCircleCheck aria-hidden="true" /> : <IconAlertTriangle aria-hidden="true" />
      }
      title={agrees ? t('giving.totals.agreeTitle') : t('giving.totals.disagreeTitle')}
      styles={{ title: { color: agrees ? agreeTitle : disagreeTitle }, body: { minWidth: 0 } }}
    >
      <Stack gap="xs">
        <Text size="sm">
          {agrees
            ? t('giving.totals.agree', { stated, parts: partsText })
            : t('giving.totals.disagree', { stated, parts: partsText })}
        </Text>
        {/* Both figures per currency, side by side, with the difference. On a phone the four
            columns scroll inside the alert instead of pushing it off the screen. */}
        <Table.ScrollContainer minWidth={420} type="native">
          <Table
            withTableBorder={false}
            verticalSpacing={4}
            fz="sm"
            maw={640}
            aria-label={t('giving.totals.byCurrency')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('giving.shared.currency')}</Table.Th>
                {[statedLabel, summedLabel, t('giving.shared.difference')].map((label) => (
                  <Table.Th key={label} scope="col" ta="right">
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {check.currencies.map((row) => (
                <Table.Tr key={row.currency} data-currency={row.currency}>
                  <Table.Th scope="row">{row.currency}</Table.Th>
                  {figures.map((figure) => (
                    <Table.Td key={figure} ta="right" data-figure={figure}>
                      <MoneyText
                        cents={row[figure].cents}
                        currency={row[figure].currency}
                        size="sm"
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Alert>
  );
}

/** The walk that feeds a cross-check, as a progress bar with words. */
export function WalkProgressBar({
  progress,
  noun,
}: {
  progress: WalkProgress | undefined;
  noun: string;
}) {
  const t = useT();
  const percent =
    progress === undefined
      ? 0
      : progress.total === 0
        ? 100
        : Math.min(100, (progress.fetched / progress.total) * 100);
  return (
    <Stack gap={6}>
      <Progress
        value={Math.round(percent)}
        aria-label={t('giving.totals.loadingNoun', { noun })}
        animated={progress === undefined}
        striped={progress === undefined}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {progress === undefined
          ? t('giving.totals.counting', { noun })
          : t('giving.totals.loaded', { fetched: progress.fetched, total: progress.total, noun })}
      </Text>
    </Stack>
  );
}
