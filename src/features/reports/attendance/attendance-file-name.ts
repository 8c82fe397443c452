import { exportFilename } from '../../../lib/pure/export/export-filename';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { DayRange } from '../shared/report-range';
import type { Grouping } from './attendance-groups';

/** More chosen events than this are named by their number ("5 events"), to keep names short. */
const namedEvents = 2;

/**
 * The name of an attendance file, in the interface's language: the chosen events, the table's grouping (none for the file of
 * every check-in and headcount) and the range ("attendance-per-week-2026-10-01-to-2026-10-31.csv").
 */
export function attendanceFilename(
  range: DayRange,
  eventNames: readonly string[] | 'all',
  t: Translate,
  grouping?: Grouping,
): string {
  const events =
    eventNames === 'all' || eventNames.length <= namedEvents
      ? eventNames
      : [t('reports.attendance.file.events', { count: eventNames.length })];
  return exportFilename({
    subject: t('reports.attendance.file.subject'),
    narrowing: [
      ...(events === 'all' ? [] : events),
      grouping ? t('reports.attendance.file.per', { grouping }) : '',
    ],
    days: range,
  });
}
