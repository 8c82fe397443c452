import { useComputedColorScheme } from '@mantine/core';

import {
  checkInKindColor,
  checkInKinds,
  headcountColor,
  previousYearColor,
} from '../../../ui/charts/attendance-palette';
import {
  StackedAttendanceChart,
  type StackSeries,
} from '../../../ui/charts/stacked-attendance-chart';
import type { AttendanceRow, AttendanceTable } from './attendance-groups';

/**
 * Stacked bars of each kind and attendance type per group, with last year's totals as a dashed
 * line (decorative: the table below holds the same figures).
 */
export function AttendanceChart({ table }: { table: AttendanceTable }) {
  const scheme = useComputedColorScheme('light');
  const series: StackSeries<AttendanceRow>[] = [
    ...checkInKinds.map(({ key, label }) => ({
      key,
      label,
      color: checkInKindColor(scheme, key),
      value: (row: AttendanceRow) => row[key],
    })),
    ...table.headcountNames.map((name, index) => ({
      key: `headcount:${name}`,
      label: name,
      color: headcountColor(scheme, index),
      value: (row: AttendanceRow) => row.headcounts[name] ?? 0,
    })),
  ];
  return (
    <StackedAttendanceChart
      points={table.rows}
      series={series}
      line={{
        label: 'Last year',
        color: previousYearColor[scheme],
        value: (row) => row.previous,
      }}
      legend
    />
  );
}
