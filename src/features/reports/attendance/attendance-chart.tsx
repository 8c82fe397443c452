import { useComputedColorScheme } from '@mantine/core';
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

import type { AttendanceTable } from './attendance-groups';

type Scheme = 'light' | 'dark';

/** Each at least 3:1 against the page in its scheme, as the event page's chart. */
const kindColors: Record<Scheme, { regular: string; guest: string; volunteer: string }> = {
  light: {
    regular: 'var(--mantine-color-indigo-7)',
    guest: 'var(--mantine-color-orange-8)',
    volunteer: 'var(--mantine-color-teal-8)',
  },
  dark: {
    regular: 'var(--mantine-color-indigo-4)',
    guest: 'var(--mantine-color-orange-5)',
    volunteer: 'var(--mantine-color-teal-5)',
  },
};
const headcountColors: Record<Scheme, readonly string[]> = {
  light: ['grape-7', 'cyan-8', 'pink-7', 'lime-9', 'blue-8', 'red-8'],
  dark: ['grape-4', 'cyan-5', 'pink-4', 'lime-5', 'blue-4', 'red-4'],
};
const previousColor: Record<Scheme, string> = {
  light: 'var(--mantine-color-dark-6)',
  dark: 'var(--mantine-color-gray-2)',
};

const axisTick = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };

/**
 * Stacked bars of each kind and attendance type per group, with last year's totals as a dashed
 * line (decorative: the table below holds the same figures).
 */
export function AttendanceChart({ table }: { table: AttendanceTable }) {
  const scheme = useComputedColorScheme('light');
  const colors = kindColors[scheme];
  const points = table.rows.map((row) => ({
    label: row.label,
    regular: row.regular,
    guest: row.guest,
    volunteer: row.volunteer,
    previous: row.previous,
    ...Object.fromEntries(
      table.headcountNames.map((name) => [`h:${name}`, row.headcounts[name] ?? 0]),
    ),
  }));
  const series = [
    { key: 'regular', label: 'Regulars', color: colors.regular },
    { key: 'guest', label: 'Guests', color: colors.guest },
    { key: 'volunteer', label: 'Volunteers', color: colors.volunteer },
    ...table.headcountNames.map((name, index) => {
      const shades = headcountColors[scheme];
      return {
        key: `h:${name}`,
        label: name,
        color: `var(--mantine-color-${shades[index % shades.length] ?? 'gray-6'})`,
      };
    }),
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
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
          minTickGap={16}
        />
        <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={48} />
        <Tooltip
          cursor={{ fill: 'var(--mantine-color-default-hover)' }}
          contentStyle={{
            background: 'var(--mantine-color-body)',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 8,
          }}
          labelStyle={{ color: 'var(--mantine-color-text)', fontWeight: 600 }}
          itemStyle={{ color: 'var(--mantine-color-text)' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stackId="attendance"
            fill={s.color}
            stroke="var(--mantine-color-body)"
            strokeWidth={0.5}
            isAnimationActive={false}
          />
        ))}
        <Line
          dataKey="previous"
          name="Last year"
          type="monotone"
          stroke={previousColor[scheme]}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          connectNulls
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
