/** Month ranges (YYYY-MM keys, both ends included) for the giving overview. */
import type { Translate } from '../../../lib/pure/i18n/translator';

export interface MonthRange {
  /** First month, YYYY-MM. */
  from: string;
  /** Last month, YYYY-MM (included). */
  to: string;
}

/** The widest range the overview draws: three years of columns is already a wide table. */
export const maxRangeMonths = 36;

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthKey(text: string): boolean {
  return monthPattern.test(text);
}

function parts(month: string): { year: number; month: number } {
  const m = monthPattern.exec(month);
  if (!m) throw new RangeError(`'${month}' is not a month in the form YYYY-MM`);
  return { year: Number(m[1]), month: Number(m[2]) };
}

/** The month `count` months after (or before, when negative) `month`. */
export function addMonths(month: string, count: number): string {
  const { year, month: m } = parts(month);
  const index = year * 12 + (m - 1) + count;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return `${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}`;
}

/** Months from `from` through `to`; empty when `to` is before `from`. */
export function monthsOf({ from, to }: MonthRange): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

export function monthCount({ from, to }: MonthRange): number {
  const a = parts(from);
  const b = parts(to);
  return (b.year - a.year) * 12 + (b.month - a.month) + 1;
}

/** The twelve months that end with `currentMonth`. */
export function lastTwelveMonths(currentMonth: string): MonthRange {
  return { from: addMonths(currentMonth, -11), to: currentMonth };
}

/** Reads a range from the URL's `from` and `to`; anything unusable falls back, with a reason. */
export function parseMonthRange(
  t: Translate,
  from: string | null,
  to: string | null,
  fallback: MonthRange,
): { range: MonthRange; problem: string | undefined } {
  if (from === null && to === null) return { range: fallback, problem: undefined };
  const badFrom = from !== null && !isMonthKey(from);
  const badTo = to !== null && !isMonthKey(to);
  if (badFrom || badTo) {
    const bad = badFrom ? from : to;
    return {
      range: fallback,
      problem: t('giving.overview.notAMonth', { value: bad ?? '' }),
    };
  }
  const range = { from: from ?? fallback.from, to: to ?? fallback.to };
  if (range.from > range.to) {
    return {
      range: fallback,
      problem: t('giving.overview.firstAfterLast'),
    };
  }
  if (monthCount(range) > maxRangeMonths) {
    return {
      range: fallback,
      problem: t('giving.overview.tooLong', { months: maxRangeMonths }),
    };
  }
  return { range, problem: undefined };
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "Mar 2026" (or "March 2026" with `long`): a calendar month, which never shifts a zone. */
export function formatMonth(
  month: string,
  locale: string,
  style: 'short' | 'long' = 'short',
): string {
  const { year, month: m } = parts(month);
  const key = `${locale}|${style}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(key, format);
  }
  return format.format(Date.UTC(year, m - 1, 1));
}
