import { StackedAttendanceChart } from '../../../ui/charts/stacked-attendance-chart';
import { useT } from '../../../ui/i18n/language-context';
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
  const t = useT();
  return (
    <StackedAttendanceChart
      points={points}
      series={series}
      tooltipTitle={(point) =>
        t(
          point.headcounts
            ? 'check-ins.events.attendance.tooltip'
            : 'check-ins.events.attendance.tooltipCheckInsOnly',
          { date: point.date, total: point.total },
        )
      }
    />
  );
}
