import { formatDatetime, parseApiDatetime } from '../../../lib/dates';
import type { EventHeadcounts, HeadcountType } from './event-headcounts';
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
  /** Headcount totals by attendance type id; null when they were not read for this session. */
  headcounts: Record<string, number> | null;
  /** Check-ins of every kind plus every headcount read. */
  total: number;
}

export const attendanceSeries = [
  { key: 'regular', label: 'Regulars' },
  { key: 'guest', label: 'Guests' },
  { key: 'volunteer', label: 'Volunteers' },
] as const;

export type AttendanceKey = (typeof attendanceSeries)[number]['key'];
type Scheme = 'light' | 'dark';

/** Shades with at least 3:1 against the page in each scheme. */
export const attendanceColors: Record<Scheme, Record<AttendanceKey, string>> = {
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

/**
 * Attendance types take these in turn (an attendance type's own colour is the church's choice and
 * may not read against the page). Each has at least 3:1 against white (light) and dark.7 (dark).
 */
const headcountColors: Record<Scheme, readonly string[]> = {
  light: ['grape-7', 'cyan-8', 'pink-7', 'lime-9', 'blue-8', 'red-8'].map(
    (shade) => `var(--mantine-color-${shade})`,
  ),
  dark: ['grape-4', 'cyan-5', 'pink-4', 'lime-5', 'blue-4', 'red-4'].map(
    (shade) => `var(--mantine-color-${shade})`,
  ),
};

/** One stacked series of the chart: a kind of check-in or an attendance type's headcounts. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  value: (point: AttendancePoint) => number;
}

export function chartSeries(types: readonly HeadcountType[], scheme: Scheme): ChartSeries[] {
  const palette = headcountColors[scheme];
  return [
    ...attendanceSeries.map((series) => ({
      key: series.key,
      label: series.label,
      color: attendanceColors[scheme][series.key],
      value: (point: AttendancePoint) => point[series.key],
    })),
    ...types.map((type, index) => ({
      key: `headcount-${type.id}`,
      label: type.name,
      color: palette[index % palette.length] ?? 'currentColor',
      value: (point: AttendancePoint) => point.headcounts?.[type.id] ?? 0,
    })),
  ];
}

/**
 * Sessions in time order, each with its day in the organization's zone. A session's total is its
 * regular, guest and volunteer check-ins plus the headcounts of its event times, when read.
 */
export function attendancePoints(
  sessions: readonly SessionRecord[],
  timeZone: string,
  headcounts?: Pick<EventHeadcounts, 'bySession'>,
): AttendancePoint[] {
  const short = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone });
  return [...sessions]
    .sort(
      (a, b) => parseApiDatetime(a.attributes.starts_at) - parseApiDatetime(b.attributes.starts_at),
    )
    .map((session) => {
      const a = session.attributes;
      const counted = headcounts?.bySession.get(session.id);
      const byType = counted ? Object.fromEntries(counted) : null;
      const headcountTotal = counted ? [...counted.values()].reduce((sum, n) => sum + n, 0) : 0;
      return {
        id: session.id,
        label: short.format(parseApiDatetime(a.starts_at)),
        date: formatDatetime(a.starts_at, timeZone, 'date'),
        regular: a.regular_count,
        guest: a.guest_count,
        volunteer: a.volunteer_count,
        headcounts: byType,
        total: a.regular_count + a.guest_count + a.volunteer_count + headcountTotal,
      };
    });
}
