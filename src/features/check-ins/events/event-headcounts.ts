/**
 * The headcounts of an event's sessions, by attendance type. The organization's whole
 * headcounts list (beyond the spec, as the real service has it) is read in pages of 100 with
 * each headcount's event time included, whose linkage names its session. A service without
 * that list (404) gets the spec's per-event-time list instead, for the newest sessions only:
 * their event times newest first, then one request per event time.
 */
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { isNotFoundError } from '../../../api/api-error';
import { parseApiDatetime } from '../../../lib/pure/dates';
import { linkedId } from './event-times-search';

const ATTENDANCE_TYPES = '/check_ins/v2/events/{event_id}/attendance_types';
const ALL_HEADCOUNTS = '/check_ins/v2/headcounts';
const TIME_HEADCOUNTS = '/check_ins/v2/event_times/{event_time_id}/headcounts';
const EVENT_TIMES = '/check_ins/v2/event_times';
const PAGE_SIZE = 100;

/** Sessions whose headcounts the per-event-time fallback reads, newest first. */
export const FALLBACK_SESSIONS = 12;

export interface HeadcountType {
  id: string;
  /** Null for headcounts of a type the service did not name (the page says "Other headcounts"). */
  name: string | null;
}

/** What a session needs of itself to have its event times and headcounts matched. */
export interface SessionSpan {
  id: string;
  startsAt: string;
  endsAt: string;
}

export interface EventHeadcounts {
  /** The event's attendance types in the service's order, then any others counted. */
  types: HeadcountType[];
  /** Per session id, headcount totals by attendance type id (sessions read and without any). */
  bySession: Map<string, Map<string, number>>;
  /** The sessions whose headcounts were read: all of them, or the newest on the fallback. */
  covered: Set<string>;
  /** Whether the per-event-time fallback was used. */
  fallback: boolean;
  /** Requests this reading cost. */
  requests: number;
}

type EventTimeLink = Pick<RecordOf<typeof EVENT_TIMES>, 'id' | 'attributes' | 'relationships'>;

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * The session an event time belongs to: its `event_period` linkage, or else, for a time of this
 * event, the session whose window holds its start.
 */
export function sessionOfTime(
  time: EventTimeLink,
  eventId: string,
  sessions: readonly SessionSpan[],
): string | undefined {
  const period = linkedId(time.relationships.event_period);
  if (period !== undefined) return sessions.some((s) => s.id === period) ? period : undefined;
  if (linkedId(time.relationships.event) !== eventId) return undefined;
  const start = parseApiDatetime(time.attributes.starts_at);
  return sessions.find(
    (s) => parseApiDatetime(s.startsAt) <= start && start <= parseApiDatetime(s.endsAt),
  )?.id;
}

class Tally {
  readonly bySession = new Map<string, Map<string, number>>();
  readonly names = new Map<string, string | null>();

  constructor(sessionIds: Iterable<string>) {
    for (const id of sessionIds) this.bySession.set(id, new Map());
  }

  add(sessionId: string, typeId: string, typeName: string | undefined, total: number) {
    const byType = this.bySession.get(sessionId);
    if (!byType) return;
    byType.set(typeId, (byType.get(typeId) ?? 0) + total);
    if (typeName !== undefined || !this.names.has(typeId)) {
      this.names.set(typeId, typeName ?? null);
    }
  }
}

async function walkAll(
  client: Client,
  eventId: string,
  sessions: readonly SessionSpan[],
  tally: Tally,
  signal: AbortSignal | undefined,
): Promise<number> {
  const read = (offset: number) =>
    client.list(ALL_HEADCOUNTS, {
      include: ['event_time', 'attendance_type'],
      offset,
      perPage: PAGE_SIZE,
      signal,
    });
  const first = await read(0);
  // The count is known from the first page, so the rest go out together under the pacer.
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.totalCount / PAGE_SIZE) - 1 }, (_, i) =>
      read((i + 1) * PAGE_SIZE),
    ),
  );
  for (const page of [first, ...rest]) {
    for (const headcount of page.records) {
      const time = headcount.related.event_time;
      const type = headcount.related.attendance_type;
      const typeId = type?.id ?? linkedId(headcount.relationships.attendance_type);
      const sessionId = time ? sessionOfTime(time, eventId, sessions) : undefined;
      if (sessionId === undefined || typeId === undefined) continue;
      tally.add(sessionId, typeId, type?.attributes.name, count(headcount.attributes.total));
    }
  }
  return 1 + rest.length;
}

async function walkPerTime(
  client: Client,
  eventId: string,
  newest: readonly SessionSpan[],
  tally: Tally,
  signal: AbortSignal | undefined,
): Promise<number> {
  let requests = 0;
  const earliest = Math.min(...newest.map((s) => parseApiDatetime(s.startsAt)));
  const times: { timeId: string; sessionId: string }[] = [];
  for await (const page of client.pages(EVENT_TIMES, {
    order: '-starts_at',
    include: ['event_period'],
    perPage: PAGE_SIZE,
    signal,
  })) {
    requests += 1;
    for (const time of page.records) {
      const sessionId = sessionOfTime(time, eventId, newest);
      if (sessionId !== undefined) times.push({ timeId: time.id, sessionId });
    }
    const last = page.records.at(-1);
    if (!last || parseApiDatetime(last.attributes.starts_at) < earliest) break;
  }
  const pageCounts = await Promise.all(
    times.map(async ({ timeId, sessionId }) => {
      let pages = 0;
      for await (const page of client.pages(TIME_HEADCOUNTS, {
        params: { event_time_id: timeId },
        include: ['attendance_type'],
        perPage: PAGE_SIZE,
        signal,
      })) {
        pages += 1;
        for (const headcount of page.records) {
          const type = headcount.related.attendance_type;
          const typeId = type?.id ?? linkedId(headcount.relationships.attendance_type);
          if (typeId === undefined) continue;
          tally.add(sessionId, typeId, type?.attributes.name, count(headcount.attributes.total));
        }
      }
      return pages;
    }),
  );
  return pageCounts.reduce((sum, pages) => sum + pages, requests);
}

async function attendanceTypes(
  client: Client,
  eventId: string,
  signal: AbortSignal | undefined,
): Promise<{ types: HeadcountType[]; requests: number }> {
  const types: HeadcountType[] = [];
  let requests = 0;
  for await (const page of client.pages(ATTENDANCE_TYPES, {
    params: { event_id: eventId },
    perPage: PAGE_SIZE,
    signal,
  })) {
    requests += 1;
    for (const type of page.records) types.push({ id: type.id, name: type.attributes.name });
  }
  return { types, requests };
}

/**
 * Headcounts of the given sessions of one event by attendance type. Costs one request for the
 * attendance types plus one per 100 headcounts of the organization; on the fallback, the event
 * times back to the newest sessions (100 a request) plus one request per event time of theirs.
 */
export async function loadEventHeadcounts(
  client: Client,
  eventId: string,
  sessions: readonly SessionSpan[],
  signal?: AbortSignal,
): Promise<EventHeadcounts> {
  const walk = async () => {
    const tally = new Tally(sessions.map((s) => s.id));
    try {
      return {
        tally,
        fallback: false,
        requests: await walkAll(client, eventId, sessions, tally, signal),
      };
    } catch (error) {
      if (!isNotFoundError(error)) throw error;
    }
    const newest = [...sessions]
      .sort((a, b) => parseApiDatetime(b.startsAt) - parseApiDatetime(a.startsAt))
      .slice(0, FALLBACK_SESSIONS);
    const newestTally = new Tally(newest.map((s) => s.id));
    const requests = newest.length
      ? await walkPerTime(client, eventId, newest, newestTally, signal)
      : 0;
    // The 404 of the whole list counts too.
    return { tally: newestTally, fallback: true, requests: 1 + requests };
  };
  const [{ types, requests: typeRequests }, { tally, fallback, requests }] = await Promise.all([
    attendanceTypes(client, eventId, signal),
    walk(),
  ]);
  const known = new Set(types.map((t) => t.id));
  const others = [...tally.names]
    .filter(([id]) => !known.has(id))
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  return {
    types: [...types, ...others],
    bySession: tally.bySession,
    covered: new Set(tally.bySession.keys()),
    fallback,
    requests: requests + typeRequests,
  };
}
