/**
 * Total attendance of this week's event times: check-ins by kind (the event time's own counts)
 * plus every headcount taken for it, each attendance type by name. The event times endpoint
 * allows no date `where` in the spec, so the walk reads them newest first and stops at the first
 * page that reaches back before the week's Sunday.
 */
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { zonedDay } from '../../../lib/pure/dates';
import { addDays } from '../../../lib/pure/calendar-days';

const EVENT_TIMES = '/check_ins/v2/event_times';
const HEADCOUNTS = '/check_ins/v2/event_times/{event_time_id}/headcounts';

type EventTimeRecord = RecordOf<typeof EVENT_TIMES, 'event'>;

export interface HeadcountTotal {
  /** null: the service did not include the attendance type. */
  attendanceType: string | null;
  total: number;
}

export interface EventTimeAttendance {
  id: string;
  startsAt: string;
  showsAt: string;
  hidesAt: string;
  /** The day it starts on, in the organization's zone (YYYY-MM-DD). */
  day: string;
  regular: number;
  guest: number;
  volunteer: number;
  headcounts: HeadcountTotal[];
  /** Check-ins of every kind plus every headcount. */
  total: number;
}

export interface EventAttendance {
  eventId: string | null;
  /** null: the event time's event was not found. */
  eventName: string | null;
  times: EventTimeAttendance[];
  total: number;
}

export interface WeekAttendance {
  from: string;
  to: string;
  events: EventAttendance[];
  total: number;
  /** Event times of the week with a time still to come or running. */
  upcomingOrLive: number;
}

export interface WeekAttendanceOptions {
  /** The week's first day (Sunday) in the organization's zone. */
  from: string;
  timeZone: string;
  signal?: AbortSignal;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

async function weekEventTimes(
  client: Client,
  { from, timeZone, signal }: WeekAttendanceOptions,
): Promise<EventTimeRecord[]> {
  const to = addDays(from, 6);
  const inWeek: EventTimeRecord[] = [];
  for await (const page of client.pages(EVENT_TIMES, {
    order: '-starts_at',
    include: ['event'],
    perPage: 100,
    signal,
  })) {
    let reachedEarlier = false;
    for (const time of page.records) {
      const day = zonedDay(time.attributes.starts_at, timeZone);
      if (day < from) reachedEarlier = true;
      else if (day <= to) inWeek.push(time);
    }
    if (reachedEarlier) break;
  }
  return inWeek;
}

async function headcountsOf(
  client: Client,
  eventTimeId: string,
  signal: AbortSignal | undefined,
): Promise<HeadcountTotal[]> {
  const totals: HeadcountTotal[] = [];
  for await (const page of client.pages(HEADCOUNTS, {
    params: { event_time_id: eventTimeId },
    include: ['attendance_type'],
    perPage: 100,
    signal,
  })) {
    for (const headcount of page.records) {
      totals.push({
        attendanceType: headcount.related.attendance_type?.attributes.name ?? null,
        total: count(headcount.attributes.total),
      });
    }
  }
  return totals.sort((a, b) => (a.attendanceType ?? '').localeCompare(b.attendanceType ?? ''));
}

export async function loadWeekAttendance(
  client: Client,
  options: WeekAttendanceOptions,
  now = Date.now(),
): Promise<WeekAttendance> {
  const { from, timeZone, signal } = options;
  const times = await weekEventTimes(client, options);
  const withHeadcounts = await Promise.all(
    times.map(async (time) => ({ time, headcounts: await headcountsOf(client, time.id, signal) })),
  );

  const byEvent = new Map<string, EventAttendance>();
  let upcomingOrLive = 0;
  for (const { time, headcounts } of withHeadcounts) {
    const { attributes } = time;
    const regular = count(attributes.regular_count);
    const guest = count(attributes.guest_count);
    const volunteer = count(attributes.volunteer_count);
    const total = headcounts.reduce((sum, h) => sum + h.total, regular + guest + volunteer);
    if (Date.parse(attributes.hides_at) > now) upcomingOrLive += 1;
    const event = time.related.event;
    const key = event?.id ?? '';
    const entry = byEvent.get(key) ?? {
      eventId: event?.id ?? null,
      eventName: event?.attributes.name ?? null,
      times: [],
      total: 0,
    };
    entry.times.push({
      id: time.id,
      startsAt: attributes.starts_at,
      showsAt: attributes.shows_at,
      hidesAt: attributes.hides_at,
      day: zonedDay(attributes.starts_at, timeZone),
      regular,
      guest,
      volunteer,
      headcounts,
      total,
    });
    entry.total += total;
    byEvent.set(key, entry);
  }
  const events = [...byEvent.values()]
    .map((entry) => ({
      ...entry,
      times: entry.times.sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    }))
    .sort((a, b) => (a.times[0]?.startsAt ?? '').localeCompare(b.times[0]?.startsAt ?? ''));
  return {
    from,
    to: addDays(from, 6),
    events,
    total: events.reduce((sum, e) => sum + e.total, 0),
    upcomingOrLive,
  };
}
