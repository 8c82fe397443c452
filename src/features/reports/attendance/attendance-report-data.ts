/**
 * The attendance report's counts, read from the cheapest source the API offers: each event
 * time's own check-in counts by kind, plus the headcounts of the top-level headcounts list (a few
 * pages for every headcount). The spec gives event times no date `where`, so they are walked
 * newest first down to the previous year's range and the walk stops at the first page older
 * than it. A service that only lists headcounts per event time (404 on the top-level list) is
 * counted from `EventTime.total_count` minus its check-ins when that is a number, else from each
 * time's own headcounts list, paced by the client.
 */
import { ApiError } from '../../../api/api-error';
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { addDays, isWithin } from '../../../lib/pure/calendar-days';
import { zonedDay } from '../../../lib/pure/dates';

const EVENT_TIMES = '/check_ins/v2/event_times';
const ALL_HEADCOUNTS = '/check_ins/v2/headcounts';
const TIME_HEADCOUNTS = '/check_ins/v2/event_times/{event_time_id}/headcounts';
const PER_PAGE = 100;

/** The previous year's range lies this many days earlier: the same weekdays 52 weeks before. */
export const PREVIOUS_YEAR_DAYS = 364;

/** The figure an unsplit headcount (total_count minus check-ins) is shown under. */
export const UNSPLIT_HEADCOUNTS = 'Headcounts';

type EventTimeRecord = RecordOf<typeof EVENT_TIMES, 'event'>;

export interface SessionAttendance {
  /** The event time's id: a session is one event time. */
  id: string;
  eventId: string | null;
  /** Null when the event time's event is not there any more. */
  eventName: string | null;
  startsAt: string;
  /** The day it starts on, in the organization's zone (YYYY-MM-DD). */
  day: string;
  regular: number;
  guest: number;
  volunteer: number;
  /** Headcount totals by attendance type name. */
  headcounts: Record<string, number>;
  total: number;
}

/**
 * How headcounts were counted: the top-level list; `total_count` minus check-ins (unsplit);
 * or each event time's own list.
 */
export type HeadcountSource = 'all-headcounts' | 'total-count' | 'per-time';

export interface AttendanceData {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Sessions of [from, to], oldest first. */
  sessions: SessionAttendance[];
  /** Sessions of the previous year's range, oldest first. */
  previous: SessionAttendance[];
  headcountSource: HeadcountSource;
  /** Requests the load made (one per page). */
  requests: number;
}

export interface AttendanceProgress {
  /** Pages read so far. */
  pages: number;
  /** Pages the walk may need at most (known after the first page of each list). */
  maxPages: number;
}

export interface AttendanceOptions {
  from: string;
  to: string;
  timeZone: string;
  signal?: AbortSignal;
  onProgress?: (progress: AttendanceProgress) => void;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function pagesOf(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / PER_PAGE));
}

/** Counts pages read against an upper bound per list, for the progress bar and the bench. */
class PageCounter {
  pages = 0;
  private readonly bounds = new Map<string, number>();

  constructor(private readonly onProgress?: (progress: AttendanceProgress) => void) {}

  read(list: string, bound: number) {
    this.pages += 1;
    this.bounds.set(list, bound);
    this.report();
  }

  /** A list that ended: its bound becomes the pages it took. */
  finish(list: string, pages: number) {
    this.bounds.set(list, pages);
    this.report();
  }

  private report() {
    let maxPages = 0;
    for (const bound of this.bounds.values()) maxPages += bound;
    this.onProgress?.({ pages: this.pages, maxPages: Math.max(maxPages, this.pages) });
  }
}

async function eventTimesSince(
  client: Client,
  since: string,
  to: string,
  { timeZone, signal }: AttendanceOptions,
  counter: PageCounter,
): Promise<EventTimeRecord[]> {
  const times: EventTimeRecord[] = [];
  let read = 0;
  for await (const page of client.pages(EVENT_TIMES, {
    order: '-starts_at',
    include: ['event'],
    perPage: PER_PAGE,
    signal,
  })) {
    read += 1;
    counter.read('event-times', pagesOf(page.totalCount));
    let reachedEarlier = false;
    for (const time of page.records) {
      const day = zonedDay(time.attributes.starts_at, timeZone);
      if (day < since) reachedEarlier = true;
      else if (day <= to) times.push(time);
    }
    if (reachedEarlier) break;
  }
  counter.finish('event-times', read);
  return times;
}

/** Every headcount by event time id and type name, or null when the list is not served. */
async function allHeadcounts(
  client: Client,
  signal: AbortSignal | undefined,
  counter: PageCounter,
): Promise<Map<string, Record<string, number>> | null> {
  const byTime = new Map<string, Record<string, number>>();
  try {
    // The spec's dialect links only what is included: event_time carries the id to match.
    for await (const page of client.pages(ALL_HEADCOUNTS, {
      include: ['attendance_type', 'event_time'],
      perPage: PER_PAGE,
      signal,
    })) {
      counter.read('headcounts', pagesOf(page.totalCount));
      for (const headcount of page.records) {
        const timeId = headcount.related.event_time?.id;
        if (timeId === undefined) continue;
        const name = headcount.related.attendance_type?.attributes.name ?? UNSPLIT_HEADCOUNTS;
        const totals = byTime.get(timeId) ?? {};
        totals[name] = (totals[name] ?? 0) + count(headcount.attributes.total);
        byTime.set(timeId, totals);
      }
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      counter.read('headcounts', 1);
      return null;
    }
    throw error;
  }
  return byTime;
}

async function headcountsOfTime(
  client: Client,
  eventTimeId: string,
  signal: AbortSignal | undefined,
  counter: PageCounter,
): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for await (const page of client.pages(TIME_HEADCOUNTS, {
    params: { event_time_id: eventTimeId },
    include: ['attendance_type'],
    perPage: PER_PAGE,
    signal,
  })) {
    counter.read(`headcounts:${eventTimeId}`, pagesOf(page.totalCount));
    for (const headcount of page.records) {
      const name = headcount.related.attendance_type?.attributes.name ?? UNSPLIT_HEADCOUNTS;
      totals[name] = (totals[name] ?? 0) + count(headcount.attributes.total);
    }
  }
  return totals;
}

function sessionOf(
  time: EventTimeRecord,
  headcounts: Record<string, number>,
  timeZone: string,
): SessionAttendance {
  const { attributes } = time;
  const regular = count(attributes.regular_count);
  const guest = count(attributes.guest_count);
  const volunteer = count(attributes.volunteer_count);
  let total = regular + guest + volunteer;
  for (const value of Object.values(headcounts)) total += value;
  const event = time.related.event;
  return {
    id: time.id,
    eventId: event?.id ?? null,
    eventName: event?.attributes.name ?? null,
    startsAt: attributes.starts_at,
    day: zonedDay(attributes.starts_at, timeZone),
    regular,
    guest,
    volunteer,
    headcounts,
    total,
  };
}

/** Headcounts of times the top-level list could not give: total_count, else each time's list. */
async function fallbackHeadcounts(
  client: Client,
  times: readonly EventTimeRecord[],
  signal: AbortSignal | undefined,
  counter: PageCounter,
): Promise<{ byTime: Map<string, Record<string, number>>; source: HeadcountSource }> {
  const byTime = new Map<string, Record<string, number>>();
  const unknown: EventTimeRecord[] = [];
  for (const time of times) {
    const {
      total_count: totalCount,
      regular_count,
      guest_count,
      volunteer_count,
    } = time.attributes;
    if (typeof totalCount !== 'number' || !Number.isFinite(totalCount)) {
      unknown.push(time);
      continue;
    }
    const rest = totalCount - count(regular_count) - count(guest_count) - count(volunteer_count);
    byTime.set(time.id, rest > 0 ? { [UNSPLIT_HEADCOUNTS]: rest } : {});
  }
  // One time after another: the client's pacer keeps the walk within the rate limit.
  for (const time of unknown) {
    byTime.set(time.id, await headcountsOfTime(client, time.id, signal, counter));
  }
  return { byTime, source: unknown.length > 0 ? 'per-time' : 'total-count' };
}

export function previousYearRange(from: string, to: string): { from: string; to: string } {
  return { from: addDays(from, -PREVIOUS_YEAR_DAYS), to: addDays(to, -PREVIOUS_YEAR_DAYS) };
}

/** Every session of [from, to] and of the same weekdays 52 weeks earlier, with its attendance. */
export async function loadAttendance(
  client: Client,
  options: AttendanceOptions,
): Promise<AttendanceData> {
  const { from, to, timeZone, signal } = options;
  const previousRange = previousYearRange(from, to);
  const counter = new PageCounter(options.onProgress);
  const [times, listed] = await Promise.all([
    eventTimesSince(client, previousRange.from, to, options, counter),
    allHeadcounts(client, signal, counter),
  ]);
  let byTime = listed;
  let headcountSource: HeadcountSource = 'all-headcounts';
  if (byTime === null) {
    const fallback = await fallbackHeadcounts(client, times, signal, counter);
    byTime = fallback.byTime;
    headcountSource = fallback.source;
  }
  const sessions: SessionAttendance[] = [];
  const previous: SessionAttendance[] = [];
  for (const time of times) {
    const session = sessionOf(time, byTime.get(time.id) ?? {}, timeZone);
    // A range longer than 52 weeks overlaps its previous year: a session may be in both.
    if (isWithin(session.day, from, to)) sessions.push(session);
    if (isWithin(session.day, previousRange.from, previousRange.to)) previous.push(session);
  }
  const byStart = (a: SessionAttendance, b: SessionAttendance) =>
    a.startsAt.localeCompare(b.startsAt);
  return {
    from,
    to,
    previousFrom: previousRange.from,
    previousTo: previousRange.to,
    sessions: sessions.sort(byStart),
    previous: previous.sort(byStart),
    headcountSource,
    requests: counter.pages,
  };
}
