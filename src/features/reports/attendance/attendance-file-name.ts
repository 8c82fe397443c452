import { exportFilename } from '../../../lib/pure/export/export-filename';
import type { DayRange } from '../shared/report-range';
import type { Grouping } from './attendance-groups';

/** More chosen events than this are named by their number ("5 events"), to keep names short. */
const namedEvents = 2;

/**
 * The name of an attendance file: the chosen events, the table's grouping (none for the file of
 * every check-in and headcount) and the range ("attendance-per-week-2026-10-01-to-2026-10-31.csv").
 */
export function attendanceFilename(
  range: DayRange,
  eventNames: readonly string[] | 'all',
  grouping?: Grouping,
): string {
  const events =
    eventNames === 'all' || eventNames.length <= namedEvents
      ? eventNames
      : [`${eventNames.length} events`];
  return exportFilename({
    subject: 'attendance',
    narrowing: [...(events === 'all' ? [] : events), grouping ? `per ${grouping}` : ''],
    days: range,
  });
}
