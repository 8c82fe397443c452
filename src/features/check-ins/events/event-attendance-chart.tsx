import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { AttendancePoint, ChartSeries } from './event-attendance-data';

const axisTick = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };

/**
 * Stacked bars per session: regulars, guests, volunteers and each attendance type's headcounts
 * (decorative: see the table).
 */
export function EventAttendanceChart({
  points,
  series,
}: {
  points: AttendancePoint[];
  series: ChartSeries[];
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={points}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--mantine-color-default-border)" />
        <XAxis
          dataKey="label"
          tick={axisTick}
          tickLine={false}
          axisLine={{ stroke: 'var(--mantine-color-default-border)' }}
          minTickGap={12}
        />
        <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={40} />
        <Tooltip
          cursor={{ fill: 'var(--mantine-color-default-hover)' }}
          // Top of the stack first, as the bars read.
          itemSorter={(item) => -series.findIndex((entry) => entry.label === item.name)}
          labelFormatter={(_, payload) => {
            const point = payload[0]?.payload as AttendancePoint | undefined;
            if (!point) return '';
            return `${point.date} · ${point.total} in all${point.headcounts ? '' : ' (check-ins only)'}`;
          }}
          contentStyle={{
            background: 'var(--mantine-color-body)',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 8,
          }}
          labelStyle={{ color: 'var(--mantine-color-text)', fontWeight: 600 }}
          itemStyle={{ color: 'var(--mantine-color-text)' }}
        />
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
      </BarChart>
    </ResponsiveContainer>
  );
}
