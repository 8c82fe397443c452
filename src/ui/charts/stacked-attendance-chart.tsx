import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { useLocale } from '../i18n/language-context';

/**
 * The legend as a plain list of the series' names with their colors. Recharts' own labels each
 * icon "<name> legend icon", in English whatever the page's language; the name beside it says
 * all, so the swatch is hidden from screen readers.
 */
function LegendList({ payload }: { payload?: readonly { value?: unknown; color?: string }[] }) {
  return (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: '4px 12px',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {payload?.map((entry) => (
        <li key={String(entry.value)} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <span
            aria-hidden="true"
            style={{ width: 10, height: 10, borderRadius: 2, background: entry.color }}
          />
          {String(entry.value ?? '')}
        </li>
      ))}
    </ul>
  );
}

/** One stacked series: a kind of check-in or an attendance type's headcounts. */
export interface StackSeries<P> {
  key: string;
  label: string;
  color: string;
  value: (point: P) => number;
}

/** A line over the stacks, e.g. last year's totals. */
export interface ComparisonLine<P> {
  label: string;
  color: string;
  value: (point: P) => number | null;
}

const axisTick = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };
const border = 'var(--mantine-color-default-border)';

/**
 * Stacked bars of attendance per point (a session, a week, a month), with an optional dashed
 * comparison line, its figures in the page's locale. Decorative: the page shows the same figures
 * in a table.
 */
export function StackedAttendanceChart<P extends { label: string }>({
  points,
  series,
  line,
  legend = false,
  tooltipTitle,
}: {
  points: readonly P[];
  series: readonly StackSeries<P>[];
  line?: ComparisonLine<P>;
  legend?: boolean;
  /** The tooltip's heading for a point; its label when not given. */
  tooltipTitle?: (point: P) => string;
}) {
  const number = new Intl.NumberFormat(useLocale());
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={[...points]}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke={border} />
        <XAxis
          dataKey="label"
          tick={axisTick}
          tickLine={false}
          axisLine={{ stroke: border }}
          minTickGap={12}
        />
        <YAxis
          allowDecimals={false}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          width={48}
          tickFormatter={(value: number) => number.format(value)}
        />
        <Tooltip
          cursor={{ fill: 'var(--mantine-color-default-hover)' }}
          // Top of the stack first, as the bars read.
          itemSorter={(item) => -series.findIndex((entry) => entry.label === item.name)}
          formatter={(value) => (typeof value === 'number' ? number.format(value) : value)}
          labelFormatter={(label, payload) => {
            const point = payload[0]?.payload as P | undefined;
            return point && tooltipTitle ? tooltipTitle(point) : String(label);
          }}
          contentStyle={{
            background: 'var(--mantine-color-body)',
            border: `1px solid ${border}`,
            borderRadius: 8,
          }}
          labelStyle={{ color: 'var(--mantine-color-text)', fontWeight: 600 }}
          itemStyle={{ color: 'var(--mantine-color-text)' }}
        />
        {legend && <Legend wrapperStyle={{ fontSize: 12 }} content={LegendList} />}
        {series.map((entry) => (
          <Bar
            key={entry.key}
            dataKey={entry.value}
            name={entry.label}
            stackId="attendance"
            fill={entry.color}
            stroke="var(--mantine-color-body)"
            strokeWidth={0.5}
            isAnimationActive={false}
          />
        ))}
        {line && (
          <Line
            dataKey={line.value}
            name={line.label}
            type="monotone"
            stroke={line.color}
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
