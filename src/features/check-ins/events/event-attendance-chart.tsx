import { useComputedColorScheme } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { attendanceColors, attendanceSeries, type AttendancePoint } from './event-attendance-data';

const axisTick = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };

/** Stacked bars of regulars, guests and volunteers per session (decorative: see the table). */
export function EventAttendanceChart({ points }: { points: AttendancePoint[] }) {
  const scheme = useComputedColorScheme('light');
  const colors = attendanceColors[scheme];
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
          labelFormatter={(_, payload) => {
            const point = payload[0]?.payload as AttendancePoint | undefined;
            return point ? `${point.date} · ${point.total} in all` : '';
          }}
          contentStyle={{
            background: 'var(--mantine-color-body)',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 8,
          }}
          labelStyle={{ color: 'var(--mantine-color-text)', fontWeight: 600 }}
          itemStyle={{ color: 'var(--mantine-color-text)' }}
        />
        {attendanceSeries.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.label}
            stackId="attendance"
            fill={colors[series.key]}
            stroke="var(--mantine-color-body)"
            strokeWidth={0.5}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
