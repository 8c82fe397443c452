import { formatDatetime, parseApiDatetime } from '../../../lib/dates';
import type { SessionRecord } from './event-sessions-queries';

/** One session as the attendance chart and its table read it. */
export interface AttendancePoint {
  id: string;
  /** Short day for the axis ("Aug 30"), in the organization's time zone. */
  label: string;
  /** The full date, for the tooltip and the table. */
  date: string;
  regular: number;
  guest: number;
  volunteer: number;
  total: number;
}

export const attendanceSeries = [
  { key: 'regular', label: 'Regulars' },
  { key: 'guest', label: 'Guests' },
  { key: 'volunteer', label: 'Volunteers' },
] as const;

export type AttendanceKey = (typeof attendanceSeries)[number]['key'];

/** Shades with at least 3:1 against the page in each scheme. */
export const attendanceColors: Record<'light' | 'dark', Record<AttendanceKey, string>> = {
  light: {
    regular: 'var(--mantine-color-indigo-7)',
    guest: 'var(--mantine-color-orange-8)',
    volunteer: 'var(--mantine-color-teal-8)',
  },
  dark: {
    regular: 'var(--mantine-color-indigo-4)',
    guest: 'var(--mantine-color-orange-5)',
    volunteer: 'var(--mantine-color-teal-5)',
  },
};

/** Sessions in time order, each with its day in the organization's zone. */
export function attendancePoints(sessions: SessionRecord[], timeZone: string): AttendancePoint[] {
  const short = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone });
  return [...sessions]
    .sort(
      (a, b) => parseApiDatetime(a.attributes.starts_at) - parseApiDatetime(b.attributes.starts_at),
    )
    .map((session) => {
      const a = session.attributes;
      return {
        id: session.id,
        label: short.format(parseApiDatetime(a.starts_at)),
        date: formatDatetime(a.starts_at, timeZone, 'date'),
        regular: a.regular_count,
        guest: a.guest_count,
        volunteer: a.volunteer_count,
        total: a.regular_count + a.guest_count + a.volunteer_count,
      };
    });
}
