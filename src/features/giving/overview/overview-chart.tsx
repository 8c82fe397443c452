import { ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';

import { formatMoney, minorUnitDigits } from '../../../lib/pure/money';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { formatMonth } from './fund-month-range';
import { cellCents, type CurrencyTotals, type FundRow } from './fund-month-totals';
import { seriesColors } from './overview-colors';

export interface OverviewChartProps {
  totals: CurrencyTotals;
  months: readonly string[];
  rows: readonly FundRow[];
  /** The chart's accessible name. */
  label: string;
}

/** Cents as major units, for bar heights only: labels and tooltips are formatted from cents. */
function drawingValue(cents: number, currency: string): number {
  return cents / 10 ** minorUnitDigits(currency);
}

function MonthTooltip({
  active,
  label,
  totals,
  rows,
  colors,
}: Pick<TooltipContentProps<number, string>, 'active' | 'label'> & {
  totals: CurrencyTotals;
  rows: readonly FundRow[];
  colors: Map<string, string>;
}) {
  const t = useT();
  const locale = useLocale();
  if (!active || typeof label !== 'string') return null;
  const currency = totals.currency;
  const lines = rows.filter((row) => cellCents(totals, row.key, label) !== 0);
  const long = formatMonth(label, locale, 'long');
  // A heading: "Marzo de 2026", though Spanish writes its months in lower case mid-sentence.
  const month = long.charAt(0).toLocaleUpperCase(locale) + long.slice(1);
  return (
    <Paper withBorder shadow="sm" p="xs">
      <Text fw={600} size="sm" mb={4}>
        {month}
      </Text>
      <Stack gap={2}>
        {lines.map((row) => (
          <Group key={row.key} gap={6} wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={colors.get(row.key) ?? '#868e96'} size={10} aria-hidden="true" />
              <Text size="sm">{row.name}</Text>
            </Group>
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney({ cents: cellCents(totals, row.key, label), currency }, locale)}
            </Text>
          </Group>
        ))}
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('giving.shared.total')}
          </Text>
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney({ cents: totals.byMonth[label] ?? 0, currency }, locale)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A stacked bar per month, one series per fund in the fund's color. */
export function OverviewChart({ totals, months, rows, label }: OverviewChartProps) {
  const t = useT();
  const locale = useLocale();
  const currency = totals.currency;
  const colors = seriesColors(rows);
  const data = months.map((month) => {
    const point: Record<string, string | number> = { month };
    for (const row of rows) {
      point[row.key] = drawingValue(cellCents(totals, row.key, month), currency);
    }
    return point;
  });
  const axisFormat = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });

  return (
    <Stack gap="xs">
      <div style={{ width: '100%', height: 280 }} data-testid="fund-month-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            aria-label={label}
            title={label}
          >
            <CartesianGrid
              strokeDasharray="3 3"
              vertical={false}
              stroke="var(--mantine-color-default-border)"
            />
            <XAxis
              dataKey="month"
              tickFormatter={(month: string) => formatMonth(month, locale)}
              tick={{ fill: 'var(--mantine-color-text)', fontSize: 12 }}
              stroke="var(--mantine-color-dimmed)"
            />
            <YAxis
              tickFormatter={(value: number) => axisFormat.format(value)}
              tick={{ fill: 'var(--mantine-color-text)', fontSize: 12 }}
              stroke="var(--mantine-color-dimmed)"
              width={72}
            />
            <Tooltip
              cursor={{ fill: 'var(--mantine-color-default-hover)' }}
              content={({ active, label: month }) => (
                <MonthTooltip
                  active={active}
                  label={month}
                  totals={totals}
                  rows={rows}
                  colors={colors}
                />
              )}
            />
            {rows.map((row) => (
              <Bar
                key={row.key}
                dataKey={row.key}
                name={row.name}
                stackId="funds"
                fill={colors.get(row.key)}
                className={`fund-series fund-series-${row.key}`}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Group
        gap="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('giving.overview.chartFunds')}
      >
        {rows.map((row) => (
          <Group key={row.key} gap={6} component="li" wrap="nowrap">
            <ColorSwatch color={colors.get(row.key) ?? '#868e96'} size={12} aria-hidden="true" />
            <Text size="sm">{row.name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
