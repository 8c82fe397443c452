import { useComputedColorScheme } from '@mantine/core';

import {
  checkInKindColor,
  checkInKinds,
  headcountColor,
  previousYearColor,
  type CheckInKind,
} from '../../../ui/charts/attendance-palette';
import {
  StackedAttendanceChart,
  type StackSeries,
} from '../../../ui/charts/stacked-attendance-chart';
import { useT } from '../../../ui/i18n/language-context';
import type { MessageId } from '../../../messages/message-id';
import { headcountLabel } from './attendance-columns';
import type { AttendanceRow, AttendanceTable } from './attendance-groups';

const kindLabels: Record<CheckInKind, MessageId> = {
  regular: 'reports.attendance.kind.regular',
  guest: 'reports.attendance.kind.guest',
  volunteer: 'reports.attendance.kind.volunteer',
};

/**
 * Stacked bars of each kind and attendance type per group, with last year's totals as a dashed
 * line (decorative: the table below holds the same figures).
 */
export function AttendanceChart({ table }: { table: AttendanceTable }) {
  const t = useT();
  const scheme = useComputedColorScheme('light');
  const series: StackSeries<AttendanceRow>[] = [
    ...checkInKinds.map(({ key }) => ({
      key,
      label: t(kindLabels[key]),
      color: checkInKindColor(scheme, key),
      value: (row: AttendanceRow) => row[key],
    })),
    ...table.headcountNames.map((name, index) => ({
      key: `headcount:${name}`,
      label: headcountLabel(name, t),
      color: headcountColor(scheme, index),
      value: (row: AttendanceRow) => row.headcounts[name] ?? 0,
    })),
  ];
  return (
    <StackedAttendanceChart
      points={table.rows}
      series={series}
      line={{
        label: t('reports.attendance.column.previous'),
        color: previousYearColor[scheme],
        value: (row) => row.previous,
      }}
      legend
    />
  );
}
