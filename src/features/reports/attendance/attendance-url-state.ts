/**
 * The report's state in the URL (`?events=1,2&from=…&to=…&group=week`), so back, forward and
 * a shared link show the same report. A missing or unreadable part falls back to its default:
 * every event, the last 12 complete weeks, grouped by week.
 */
import { isCalendarDay } from '../../../lib/pure/calendar-days';
import { presetRange, rangeProblem, type DayRange } from '../shared/report-range';
import { groupings, type Grouping } from './attendance-groups';

export interface AttendanceState {
  range: DayRange;
  group: Grouping;
  eventIds: readonly string[] | 'all';
}

export function readAttendanceState(params: URLSearchParams, today: string): AttendanceState {
  const fallback = presetRange('12-weeks', today);
  const from = params.get('from');
  const to = params.get('to');
  const range =
    isCalendarDay(from) && isCalendarDay(to) && Object.keys(rangeProblem({ from, to })).length === 0
      ? { from, to }
      : fallback;
  const groupParam = params.get('group');
  const group = groupings.find((g) => g === groupParam) ?? 'week';
  const ids = (params.get('events') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id));
  return { range, group, eventIds: ids.length === 0 ? 'all' : ids };
}

export function writeAttendanceState(state: AttendanceState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.eventIds !== 'all' && state.eventIds.length > 0) {
    params.set('events', state.eventIds.join(','));
  }
  params.set('from', state.range.from);
  params.set('to', state.range.to);
  params.set('group', state.group);
  return params;
}
