import { StackedAttendanceChart } from '../../../ui/charts/stacked-attendance-chart';
import type { AttendancePoint, ChartSeries } from './event-attendance-data';

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
    <StackedAttendanceChart
      points={points}
      series={series}
      tooltipTitle={(point) =>
        `${point.date} · ${point.total} in all${point.headcounts ? '' : ' (check-ins only)'}`
      }
    />
  );
}
