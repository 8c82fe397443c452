import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { AssociationResult, RecordOf } from '../../../api/client-types';
import { relatedQuery } from '../../../lib/browser/api-query/query-options';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import { useNewestFirstPage } from '../shared/newest-first';
import { loadEventHeadcounts } from './event-headcounts';
import { findSessionTimes } from './event-times-search';

const EVENTS = '/check_ins/v2/events';
const EVENT_TIMES = '/check_ins/v2/event_times';
const HEADCOUNTS = '/check_ins/v2/headcounts';

export type SessionRecord = AssociationResult<typeof EVENTS, 'event_periods'>['records'][number];
export type EventTimeRecord = RecordOf<typeof EVENT_TIMES, 'event_period'>;

/** The service's largest page: the fewest requests when walking a whole list. */
const WALK_PAGE_SIZE = 100;

/** One page of an event's sessions, newest first (see ../shared/newest-first.ts). */
export function useSessionsPage(eventId: string, skip: number, perPage: number) {
  const client = useApiClient();
  return useNewestFirstPage(
    (window) => relatedQuery(client, EVENTS, { id: eventId, ...window }, 'event_periods'),
    skip,
    perPage,
  );
}

/** Every session of an event, page after page (for the chart), with progress while it walks. */
export function useAllSessions(eventId: string) {
  const client = useApiClient();
  const query = useInfiniteQuery({
    queryKey: [...apiKeys.path(EVENTS), 'related', 'event_periods', 'all', eventId],
    queryFn: ({ pageParam, signal }) =>
      client.related(
        EVENTS,
        { id: eventId, offset: pageParam, perPage: WALK_PAGE_SIZE, signal },
        'event_periods',
      ),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.nextOffset === null || last.records.length === 0 || last.nextOffset <= last.offset
        ? undefined
        : last.nextOffset,
  });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const pages = query.data?.pages ?? [];
  const sessions = pages.flatMap((page) => page.records);
  return {
    sessions,
    total: pages[0]?.totalCount,
    done: query.isSuccess && !hasNextPage,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** The event times of one session (see event-times-search.ts for how they are found). */
export function useSessionTimes(session: SessionRecord) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...apiKeys.path(EVENT_TIMES), 'of-session', session.id],
    queryFn: ({ signal }) =>
      findSessionTimes(
        (offset) =>
          client.list(EVENT_TIMES, {
            order: 'starts_at',
            include: ['event_period'],
            offset,
            perPage: WALK_PAGE_SIZE,
            signal,
          }),
        {
          id: session.id,
          startsAt: session.attributes.starts_at,
          endsAt: session.attributes.ends_at,
        },
        WALK_PAGE_SIZE,
      ),
  });
}

/**
 * The headcounts of an event's sessions by attendance type (see event-headcounts.ts for the
 * requests), read once every session is known.
 */
export function useEventHeadcounts(eventId: string, sessions: SessionRecord[], enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...apiKeys.path(HEADCOUNTS), 'of-event', eventId, sessions.map((s) => s.id).join()],
    enabled,
    queryFn: ({ signal }) =>
      loadEventHeadcounts(
        client,
        eventId,
        sessions.map((s) => ({
          id: s.id,
          startsAt: s.attributes.starts_at,
          endsAt: s.attributes.ends_at,
        })),
        signal,
      ),
  });
}
