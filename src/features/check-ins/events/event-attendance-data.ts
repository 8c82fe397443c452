import { formatDatetime, parseApiDatetime } from '../../../lib/pure/dates';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';
import {
  checkInKindColor,
  checkInKinds,
  headcountColor,
  type ColorScheme,
} from '../../../ui/charts/attendance-palette';
import type { StackSeries } from '../../../ui/charts/stacked-attendance-chart';
import type { EventHeadcounts } from './event-headcounts';
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

/** One stacked series of the chart: a kind of check-in or an attendance type's headcounts. */
export type ChartSeries = StackSeries<AttendancePoint>;

/** Each kind of check-in's series, in words. */
const kindWords: Readonly<Record<(typeof checkInKinds)[number]['key'], MessageId>> = {
  regular: 'check-ins.shared.regulars',
  guest: 'check-ins.shared.guests',
  volunteer: 'check-ins.shared.volunteers',
};

/** An attendance type's name as the chart and its table show it. */
export interface NamedType {
  id: string;
  name: string;
}

export function chartSeries(
  t: Translate,
  types: readonly NamedType[],
  scheme: ColorScheme,
): ChartSeries[] {
  return [
    ...checkInKinds.map(({ key }) => ({
      key,
      label: t(kindWords[key]),
      color: checkInKindColor(scheme, key),
      value: (point: AttendancePoint) => point[key],
    })),
    ...types.map((type, index) => ({
      key: `headcount-${type.id}`,
      label: type.name,
      color: headcountColor(scheme, index),
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
  locale: string,
  headcounts?: Pick<EventHeadcounts, 'bySession'>,
): AttendancePoint[] {
  const short = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone });
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
        date: formatDatetime(a.starts_at, timeZone, 'date', locale),
        regular: a.regular_count,
        guest: a.guest_count,
        volunteer: a.volunteer_count,
        headcounts: byType,
        total: a.regular_count + a.guest_count + a.volunteer_count + headcountTotal,
      };
    });
}
