/**
 * Each attendance type's totals at an event's recent times, read at kiosk setup and stored with
 * the kiosk's config, so the kiosk judges a count with no network (D123). The API lists event
 * times for the whole organization with no filter by event: the list is walked newest first
 * until enough of the event's times before the one counted are found (a few pages at most),
 * then each of those times' headcounts is read.
 */
import { useQuery } from '@tanstack/react-query';

import type { Client } from '../../api/client';
import { parseApiDatetime } from '../../lib/pure/dates';
import { useApiClient } from '../../lib/browser/api-query/api-client-context';
import { apiKeys } from '../../lib/pure/api-query/query-keys';
import { headcountsPath } from './headcount-writes';

/** How many of the event's earlier times count as recent. */
export const RECENT_TIMES = 8;
const EVENT_TIMES = '/check_ins/v2/event_times';
const PAGE_SIZE = 100;
/** Older pages are not walked: an event with no time in the last 500 has no recent counts. */
const MAX_PAGES = 5;

export interface CountedTime {
  readonly eventId: string;
  readonly eventTimeId: string;
  /** Its starts_at (API datetime). */
  readonly startsAt: string;
}

/** The ids of the event's RECENT_TIMES times that start before `time`, newest first. */
async function recentTimeIds(
  client: Client,
  time: CountedTime,
  signal: AbortSignal | undefined,
): Promise<string[]> {
  const before = parseApiDatetime(time.startsAt);
  const readPage = (offset: number) =>
    client.list(EVENT_TIMES, {
      include: ['event'],
      order: '-starts_at',
      perPage: PAGE_SIZE,
      offset,
      signal,
    });
  const ids: string[] = [];
  let offset: number | null = 0;
  for (let page = 0; page < MAX_PAGES && offset !== null; page++) {
    const found = await readPage(offset);
    for (const candidate of found.records) {
      if (
        candidate.id !== time.eventTimeId &&
        candidate.related.event?.id === time.eventId &&
        parseApiDatetime(candidate.attributes.starts_at) < before
      ) {
        ids.push(candidate.id);
        if (ids.length === RECENT_TIMES) return ids;
      }
    }
    offset = found.nextOffset;
  }
  return ids;
}

/** Each attendance type's totals at the event's recent times before `time` (types never counted there are absent). */
export async function readRecentTotals(
  client: Client,
  time: CountedTime,
  signal?: AbortSignal,
): Promise<Map<string, number[]>> {
  const ids = await recentTimeIds(client, time, signal);
  const pages = await Promise.all(
    ids.map((id) =>
      client.list(headcountsPath, {
        params: { event_time_id: id },
        include: ['attendance_type'],
        perPage: PAGE_SIZE,
        signal,
      }),
    ),
  );
  const totals = new Map<string, number[]>();
  for (const headcount of pages.flatMap((page) => page.records)) {
    const typeId = headcount.related.attendance_type?.id;
    if (typeId === undefined) continue;
    totals.set(typeId, [...(totals.get(typeId) ?? []), headcount.attributes.total]);
  }
  return totals;
}

/** The recent totals of an event time's attendance types, once the time is known. */
export function useRecentTotals(time: CountedTime | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...apiKeys.path(headcountsPath), 'recent-before', time?.eventTimeId],
    enabled: time !== undefined,
    queryFn: ({ signal }) => {
      if (!time) throw new Error('no event time');
      return readRecentTotals(client, time, signal);
    },
  });
}
