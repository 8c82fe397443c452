import { addDays, isCalendarDay } from '../../../lib/pure/calendar-days';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { DayRange } from '../shared/report-range';

/** The range shown when the URL gives none: the last four weeks, today included. */
export const defaultWeeks = 4;

/**
 * The URL's `from` and `to` (YYYY-MM-DD, organization's zone), each falling back to the last
 * four weeks; a reversed range is put in order.
 */
export function rangeFromUrl(params: URLSearchParams, today: string): DayRange {
  const toParam = params.get('to');
  const fromParam = params.get('from');
  const to = isCalendarDay(toParam) ? toParam : today;
  const from = isCalendarDay(fromParam) ? fromParam : addDays(to, -(defaultWeeks * 7 - 1));
  return from <= to ? { from, to } : { from: to, to: from };
}

/** "4 weeks", "10 days", "1 day": the range's length in words, as the summary says it. */
export function rangeLength({ from, to }: DayRange, t: Translate): string {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return days % 7 === 0
    ? t('reports.shared.weeks', { count: days / 7 })
    : t('reports.shared.days', { count: days });
}
