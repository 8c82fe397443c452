/**
 * The API's date formats: dates are YYYY-MM-DD (a calendar day, no zone) and datetimes are
 * YYYY-MM-DDTHH:MM:SSZ (UTC). Datetimes are shown in the organization's IANA time zone.
 */

export class DateFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DateFormatError';
  }
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const datetimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

export function parseApiDate(text: string): CalendarDate {
  const m = datePattern.exec(text);
  const [year, month, day] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [NaN, NaN, NaN];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!m || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new DateFormatError(`'${text}' is not a date in the form YYYY-MM-DD`);
  }
  return { year, month, day };
}

/** Milliseconds since the epoch of an API datetime. */
export function parseApiDatetime(text: string): number {
  const m = datetimePattern.exec(text);
  if (!m) throw new DateFormatError(`'${text}' is not a UTC datetime (YYYY-MM-DDTHH:MM:SSZ)`);
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(ms);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1 || h > 23 || mi > 59 || s > 59) {
    throw new DateFormatError(`'${text}' is not a valid datetime`);
  }
  return ms;
}

export function toApiDatetime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Answers so far: making a formatter to find out takes about a millisecond, and every cell asks. */
const knownTimeZones = new Map<string, boolean>();

export function isValidTimeZone(timeZone: string): boolean {
  let valid = knownTimeZones.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      valid = true;
    } catch {
      valid = false;
    }
    knownTimeZones.set(timeZone, valid);
  }
  return valid;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

export type DatetimeStyle = 'datetime' | 'date' | 'time' | 'weekday-datetime';

const styles: Record<DatetimeStyle, Intl.DateTimeFormatOptions> = {
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  'weekday-datetime': {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
};

/** An API datetime as the organization reads it, in its own time zone. */
export function formatDatetime(
  text: string,
  timeZone: string,
  style: DatetimeStyle = 'datetime',
  locale?: string,
): string {
  return formatter(locale, { ...styles[style], timeZone }).format(parseApiDatetime(text));
}

/** A calendar date (birthdate, anniversary): no zone, so it never shifts a day. */
export function formatDate(text: string, locale?: string): string {
  const { year, month, day } = parseApiDate(text);
  return formatter(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

/** A calendar day with its weekday and no year ("Sun, Nov 29"), as a week's list shows it. */
export function formatWeekday(day: string, locale?: string): string {
  const { year, month, day: date } = parseApiDate(day);
  return formatter(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, date));
}

/** The calendar day (YYYY-MM-DD) a datetime falls on in a time zone. */
export function zonedDay(text: string, timeZone: string): string {
  const parts = formatter('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(parseApiDatetime(text));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The month (YYYY-MM) a datetime falls in, in a time zone: the key for monthly totals. */
export function zonedMonth(text: string, timeZone: string): string {
  return zonedDay(text, timeZone).slice(0, 7);
}
