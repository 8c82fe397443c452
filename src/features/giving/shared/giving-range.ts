/**
 * The days a giving page narrows to, in its URL (`from`, `to`: calendar days in the
 * organization's zone, both included) and as the instants the query helpers take (a day starts
 * at midnight in the organization's zone, so a month is its calendar month, D153).
 */
import type { DateRange } from '../../../api/dated-lists';
import { addDays, isCalendarDay, zonedDayStart } from '../../../lib/pure/calendar-days';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';

export interface DayRange {
  from?: string;
  to?: string;
}

/** The URL's days, and what of them had to be ignored, in words. */
export function readDayRange(
  params: URLSearchParams,
  t: Translate,
): { days: DayRange; problems: string[] } {
  const problems: string[] = [];
  const day = (name: 'from' | 'to') => {
    const value = params.get(name);
    if (value === null || value === '') return undefined;
    if (isCalendarDay(value)) return value;
    problems.push(t('giving.range.notADay', { name, value }));
    return undefined;
  };
  const from = day('from');
  let to = day('to');
  if (from !== undefined && to !== undefined && to < from) {
    problems.push(t('giving.range.toBeforeFrom', { to, from }));
    to = undefined;
  }
  return {
    days: { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) },
    problems,
  };
}

export const hasDays = (days: DayRange) => days.from !== undefined || days.to !== undefined;

/** The instants of a day range in a time zone: from its first day's start to the next day's. */
export function rangeInstants(days: DayRange, timeZone: string): DateRange {
  return {
    ...(days.from === undefined ? {} : { from: zonedDayStart(days.from, timeZone) }),
    ...(days.to === undefined ? {} : { to: zonedDayStart(addDays(days.to, 1), timeZone) }),
  };
}

/** A calendar month (YYYY-MM) as its first and last day. */
export function monthDays(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [year = 0, number = 0] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month (YYYY-MM) `months` away from another. */
export function addMonths(month: string, months: number): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1 + months, 1)).toISOString().slice(0, 7);
}

export const isMonth = (text: string | null): text is string =>
  text !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);

export const rangePresets = ['this-month', 'last-month', 'this-year', 'last-year'] as const;
export type RangePreset = (typeof rangePresets)[number];

export const presetLabels: Record<RangePreset, MessageId> = {
  'this-month': 'giving.range.thisMonth',
  'last-month': 'giving.range.lastMonth',
  'this-year': 'giving.range.thisYear',
  'last-year': 'giving.range.lastYear',
};

/** A preset's days, from today in the organization's zone. */
export function presetDays(preset: RangePreset, today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case 'this-month':
      return monthDays(today.slice(0, 7));
    case 'last-month':
      return monthDays(addMonths(today.slice(0, 7), -1));
    case 'this-year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'last-year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

export function presetOf(days: DayRange, today: string): RangePreset | undefined {
  return rangePresets.find((preset) => {
    const candidate = presetDays(preset, today);
    return candidate.from === days.from && candidate.to === days.to;
  });
}
