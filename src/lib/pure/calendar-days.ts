/**
 * Calendar days as 'YYYY-MM-DD' text, with no time zone: pages compare a record's day in the
 * organization's zone (`zonedDay`) with these, so no instant arithmetic can slip a day across a
 * daylight-saving change; `zonedDayStart` turns a day into the instant it starts in a zone.
 */
import { toApiDatetime, zonedDay } from './dates';

function toUtcDate(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** Whether text is a day of the calendar as 'YYYY-MM-DD' (so not '2026-02-30' or '2026-13-45'). */
export function isCalendarDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export function addDays(day: string, days: number): string {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The Sunday that starts the week `day` falls in. Churches count a week from Sunday, so on a
 * Monday "this week" still holds yesterday's services (D99).
 */
export function weekStart(day: string): string {
  return addDays(day, -toUtcDate(day).getUTCDay());
}

/** The same day of the month a year earlier (29 February becomes 28 February). */
export function sameDayLastYear(day: string): string {
  const date = toUtcDate(day);
  const year = date.getUTCFullYear() - 1;
  const month = date.getUTCMonth();
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastOfMonth)));
  return result.toISOString().slice(0, 10);
}

/** Whether `day` falls within [from, to] (both included). */
export function isWithin(day: string, from: string, to: string): boolean {
  return day >= from && day <= to;
}

/** Today's day in a time zone. */
export function todayIn(timeZone: string, now = Date.now()): string {
  return zonedDay(toApiDatetime(now), timeZone);
}

/** Minutes a zone is ahead of UTC at an instant. */
function offsetMinutes(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((wall - ms) / 60_000);
}

/** The UTC instant a day starts in a time zone (checked twice, for a day that starts a DST). */
export function zonedDayStart(day: string, timeZone: string): string {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  let ms = midnight - offsetMinutes(midnight, timeZone) * 60_000;
  ms = midnight - offsetMinutes(ms, timeZone) * 60_000;
  return toApiDatetime(ms);
}
