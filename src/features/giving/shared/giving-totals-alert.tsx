import { Alert, Progress, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

import type { WalkProgress } from '../../../lib/pure/export/walk-pages';
import { MoneyText } from '../../../ui/money-text';
import type { TotalsCheck } from './giving-totals';

export interface TotalsCheckAlertProps {
  check: TotalsCheck;
  /** Column heading of the record's own figure: "Batch total". */
  statedLabel: string;
  /** Column heading of the sum: "Sum of its donations". */
  summedLabel: string;
  /** One sentence on what was compared: "14 donations". */
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
      title={agrees ? 'Totals agree' : 'Totals disagree'}
      styles={{ title: { color: agrees ? agreeTitle : disagreeTitle }, body: { minWidth: 0 } }}
    >
      <Stack gap="xs">
        <Text size="sm">
          {agrees
            ? `The ${stated} equals the sum of ${partsText}, to the cent.`
            : `The ${stated} does not equal the sum of ${partsText}. Check the records before relying on either figure.`}
        </Text>
        {/* Both figures per currency, side by side, with the difference. On a phone the four
            columns scroll inside the alert instead of pushing it off the screen. */}
        <Table.ScrollContainer minWidth={420} type="native">
          <Table
            withTableBorder={false}
            verticalSpacing={4}
            fz="sm"
            maw={640}
            aria-label="Totals by currency"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Currency</Table.Th>
                {[statedLabel, summedLabel, 'Difference'].map((label) => (
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
  const number = new Intl.NumberFormat();
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
        aria-label={`Loading ${noun}`}
        animated={progress === undefined}
        striped={progress === undefined}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {progress === undefined
          ? `Counting ${noun}…`
          : `${number.format(progress.fetched)} of ${number.format(progress.total)} ${noun} loaded`}
      </Text>
    </Stack>
  );
}
