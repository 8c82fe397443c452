/**
 * A report's date range: two calendar days (YYYY-MM-DD, both included) in the organization's
 * zone, with presets that end at the last complete week or month so no half-counted period
 * shows as a dip. Both reports take their presets from here.
 */
import { addDays, isCalendarDay, weekStart } from '../../../lib/pure/calendar-days';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';

export interface DayRange {
  from: string;
  to: string;
}

export const rangePresets = [
  'last-month',
  '12-weeks',
  '6-months',
  '52-weeks',
  'this-year',
] as const;
export type RangePreset = (typeof rangePresets)[number];

export const presetLabels: Record<RangePreset, MessageId> = {
  'last-month': 'reports.range.preset.lastMonth',
  '12-weeks': 'reports.range.preset.twelveWeeks',
  '6-months': 'reports.range.preset.sixMonths',
  '52-weeks': 'reports.range.preset.fiftyTwoWeeks',
  'this-year': 'reports.range.preset.thisYear',
};

/** The longest range a report reads: two years of sessions plus the year before them. */
export const maxRangeDays = 731;

/** The first day of the calendar month `monthsBack` months before `day`'s (0: its own). */
function monthStart(day: string, monthsBack: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 - monthsBack;
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** A preset's days, from today's day in the organization's zone (`todayIn(timeZone)`). */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const lastSaturday = addDays(weekStart(today), -1);
  const lastOfLastMonth = addDays(monthStart(today, 0), -1);
  switch (preset) {
    case 'last-month':
      return { from: monthStart(today, 1), to: lastOfLastMonth };
    case '12-weeks':
      return { from: addDays(lastSaturday, -12 * 7 + 1), to: lastSaturday };
    case '52-weeks':
      return { from: addDays(lastSaturday, -52 * 7 + 1), to: lastSaturday };
    case '6-months':
      return { from: monthStart(today, 6), to: lastOfLastMonth };
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset a range equals today, if any. */
export function presetOf(range: DayRange, today: string): RangePreset | undefined {
  return rangePresets.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/** The link's `from` and `to` that are there but are not days, said as the page reports them. */
export function unreadableDays(params: URLSearchParams, t: Translate): string[] {
  return (['from', 'to'] as const).flatMap((param) => {
    const value = params.get(param);
    return value === null || value === '' || isCalendarDay(value)
      ? []
      : [t('reports.range.unreadableDay', { param, value })];
  });
}

function dayCount({ from, to }: DayRange): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** Why a range cannot be read, per field (a message's id); empty when it can. */
export function rangeProblem(range: DayRange): { from?: MessageId; to?: MessageId } {
  if (!isCalendarDay(range.from)) return { from: 'reports.range.problem.enterDay' };
  if (!isCalendarDay(range.to)) return { to: 'reports.range.problem.enterDay' };
  if (range.from > range.to) return { to: 'reports.range.problem.beforeFrom' };
  if (dayCount(range) > maxRangeDays) return { to: 'reports.range.problem.tooLong' };
  return {};
}
