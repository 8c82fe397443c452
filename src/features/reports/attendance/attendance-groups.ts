/**
 * The report's rows: sessions summed per group (a session, a Sunday-to-Saturday week or a
 * calendar month in the organization's zone), each with the previous year's figure for the
 * same weekdays 52 weeks earlier.
 */
import { addDays, weekStart } from '../../../lib/pure/calendar-days';
import { formatDate, formatDatetime } from '../../../lib/pure/dates';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { PREVIOUS_YEAR_DAYS, type SessionAttendance } from './attendance-report-data';

export const groupings = ['session', 'week', 'month'] as const;
export type Grouping = (typeof groupings)[number];

export interface AttendanceRow {
  key: string;
  label: string;
  sessions: number;
  regular: number;
  guest: number;
  volunteer: number;
  headcounts: Record<string, number>;
  total: number;
  /** The previous year's total of the same group; null when it had no session. */
  previous: number | null;
}

export interface AttendanceTable {
  rows: AttendanceRow[];
  /** Attendance type names with a headcount in the rows, sorted. */
  headcountNames: string[];
  total: number;
  previousTotal: number;
  /** Average total per row with a session this year; null when none. */
  average: number | null;
  /** Average of the previous year per group that had a session then; null when none. */
  previousAverage: number | null;
}

/** The words and formats a table's labels are written in. */
export interface LabelLanguage {
  t: Translate;
  /** The locale days and months are written in. */
  locale: string;
}

/** The session's wall-clock time, for its group's key (not shown: a fixed 24-hour form). */
function wallTime(startsAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(Date.parse(startsAt));
}

/** The group a session of this year's range falls in, by its day (already shifted). */
function groupKey(session: SessionAttendance, day: string, grouping: Grouping, timeZone: string) {
  switch (grouping) {
    case 'session':
      return `${day} ${wallTime(session.startsAt, timeZone)} ${session.eventId ?? ''}`;
    case 'week':
      return weekStart(day);
    case 'month':
      return day.slice(0, 7);
  }
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthFormat(locale: string): Intl.DateTimeFormat {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format;
}

function periodLabel(key: string, grouping: 'week' | 'month', { t, locale }: LabelLanguage) {
  return grouping === 'week'
    ? t('reports.attendance.weekOf', { day: formatDate(key, locale) })
    : monthFormat(locale).format(Date.parse(`${key}-01T00:00:00Z`));
}

function groupLabel(
  session: SessionAttendance,
  key: string,
  grouping: Grouping,
  timeZone: string,
  language: LabelLanguage,
): string {
  if (grouping !== 'session') return periodLabel(key, grouping, language);
  const when = formatDatetime(session.startsAt, timeZone, 'weekday-datetime', language.locale);
  const event = session.eventName ?? language.t('reports.attendance.eventNotFound');
  return `${when} · ${event}`;
}

function emptyRow(key: string, label: string): AttendanceRow {
  return {
    key,
    label,
    sessions: 0,
    regular: 0,
    guest: 0,
    volunteer: 0,
    headcounts: {},
    total: 0,
    previous: null,
  };
}

/** Sessions of the chosen events ('all': every session). */
export function ofEvents(
  sessions: readonly SessionAttendance[],
  eventIds: readonly string[] | 'all',
): readonly SessionAttendance[] {
  if (eventIds === 'all') return sessions;
  const chosen = new Set(eventIds);
  return sessions.filter((session) => session.eventId !== null && chosen.has(session.eventId));
}

export function groupAttendance(
  sessions: readonly SessionAttendance[],
  previous: readonly SessionAttendance[],
  grouping: Grouping,
  timeZone: string,
  language: LabelLanguage,
): AttendanceTable {
  const rows = new Map<string, AttendanceRow>();
  const names = new Set<string>();
  for (const session of sessions) {
    const key = groupKey(session, session.day, grouping, timeZone);
    const row =
      rows.get(key) ?? emptyRow(key, groupLabel(session, key, grouping, timeZone, language));
    row.sessions += 1;
    row.regular += session.regular;
    row.guest += session.guest;
    row.volunteer += session.volunteer;
    for (const [name, value] of Object.entries(session.headcounts)) {
      names.add(name);
      row.headcounts[name] = (row.headcounts[name] ?? 0) + value;
    }
    row.total += session.total;
    rows.set(key, row);
  }
  const previousByKey = new Map<string, number>();
  let previousTotal = 0;
  for (const session of previous) {
    const key = groupKey(session, addDays(session.day, PREVIOUS_YEAR_DAYS), grouping, timeZone);
    previousByKey.set(key, (previousByKey.get(key) ?? 0) + session.total);
    previousTotal += session.total;
  }
  for (const [key, value] of previousByKey) {
    const row = rows.get(key);
    if (row) row.previous = value;
    // A week or month that met last year only still gets its row; a session is this year's.
    else if (grouping !== 'session')
      rows.set(key, { ...emptyRow(key, periodLabel(key, grouping, language)), previous: value });
  }
  const sorted = [...rows.values()].sort((a, b) => a.key.localeCompare(b.key));
  const total = sorted.reduce((sum, row) => sum + row.total, 0);
  const met = sorted.filter((row) => row.sessions > 0).length;
  return {
    rows: sorted,
    headcountNames: [...names].sort((a, b) => a.localeCompare(b)),
    total,
    previousTotal,
    average: met === 0 ? null : total / met,
    previousAverage: previousByKey.size === 0 ? null : previousTotal / previousByKey.size,
  };
}
