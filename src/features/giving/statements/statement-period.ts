/**
 * The period a run of statements covers: a calendar year, a fiscal year (starting in the month
 * the statement settings name) or any range of days. Days are the organization's (YYYY-MM-DD,
 * both ends included); the range the API is asked for is the instants those days start and end
 * in its time zone, so a gift at 23:30 on 31 December in Chicago is that year's.
 */
import { addDays, isCalendarDay, zonedDayStart } from '../../../lib/pure/calendar-days';

export type StatementPeriod =
  | { kind: 'year'; year: number }
  /** The fiscal year that starts in `year` (in the settings' start month). */
  | { kind: 'fiscal'; year: number }
  | { kind: 'range'; from: string; to: string };

export interface PeriodDays {
  /** First day, included. */
  from: string;
  /** Last day, included. */
  to: string;
}

/** The longest range a run covers: a statement is about one tax year, two at most. */
export const maxPeriodDays = 2 * 366;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function periodDays(period: StatementPeriod, fiscalStartMonth: number): PeriodDays {
  switch (period.kind) {
    case 'year':
      return { from: `${pad(period.year, 4)}-01-01`, to: `${pad(period.year, 4)}-12-31` };
    case 'fiscal': {
      const from = `${pad(period.year, 4)}-${pad(fiscalStartMonth)}-01`;
      const next =
        fiscalStartMonth === 1
          ? `${pad(period.year + 1, 4)}-01-01`
          : `${pad(period.year + 1, 4)}-${pad(fiscalStartMonth)}-01`;
      return { from, to: addDays(next, -1) };
    }
    case 'range':
      return { from: period.from, to: period.to };
  }
}

/** The instants of a period in a time zone: `from` included, `to` (the next day's start) not. */
export function periodInstants(days: PeriodDays, timeZone: string): { from: string; to: string } {
  return {
    from: zonedDayStart(days.from, timeZone),
    to: zonedDayStart(addDays(days.to, 1), timeZone),
  };
}

/** Days of a period, both ends counted. */
export function periodLength({ from, to }: PeriodDays): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

const yearPattern = /^(19|20)\d\d$/;

/** The period the URL names (`?year=2025`, `?fiscal=2025`, `?from=…&to=…`), or why not. */
export function readPeriod(params: URLSearchParams): StatementPeriod | { problem: string } | null {
  const year = params.get('year');
  const fiscal = params.get('fiscal');
  const from = params.get('from');
  const to = params.get('to');
  if (year !== null) {
    return yearPattern.test(year) ? { kind: 'year', year: Number(year) } : { problem: 'year' };
  }
  if (fiscal !== null) {
    return yearPattern.test(fiscal)
      ? { kind: 'fiscal', year: Number(fiscal) }
      : { problem: 'fiscal' };
  }
  if (from === null && to === null) return null;
  if (!isCalendarDay(from) || !isCalendarDay(to)) return { problem: 'range' };
  if (from > to) return { problem: 'order' };
  if (periodLength({ from, to }) > maxPeriodDays) return { problem: 'length' };
  return { kind: 'range', from, to };
}

/** The URL parameters of a period (the inverse of readPeriod). */
export function periodParams(period: StatementPeriod): Record<string, string> {
  switch (period.kind) {
    case 'year':
      return { year: String(period.year) };
    case 'fiscal':
      return { fiscal: String(period.year) };
    case 'range':
      return { from: period.from, to: period.to };
  }
}

/** The last calendar year that has ended by `today` (the year statements are usually for). */
export function lastFullYear(today: string): number {
  return Number(today.slice(0, 4)) - 1;
}
