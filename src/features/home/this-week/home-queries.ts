/**
 * The home page's queries. Each sits under its list's API key, so a write that invalidates a
 * list (a headcount saved, a batch committed) also refreshes the tile that counts it.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import { addDays, weekStart } from '../../../lib/pure/calendar-days';
import { loadFirstTimeGuests } from './first-time-guests';
import { loadGivingToDate } from './giving-to-date';
import { loadOpenBatches } from './open-batches';
import { loadWeekAttendance } from './week-attendance';

/**
 * While the week has times running or to come, attendance is read again every minute, so a count
 * entered at the kiosk shows here within a minute: one event-times page plus one headcounts list
 * per time of the week, a few requests a minute against a limit of 100 per 20 s.
 */
const LIVE_REFRESH_MS = 60_000;
const QUIET_REFRESH_MS = 5 * 60_000;

export function useWeekAttendance(timeZone: string | undefined, today: string | undefined) {
  const client = useApiClient();
  const from = today === undefined ? undefined : weekStart(today);
  return useQuery({
    queryKey: [...apiKeys.path('/check_ins/v2/event_times'), 'home-week', from, timeZone],
    enabled: timeZone !== undefined && from !== undefined,
    queryFn: ({ signal }) =>
      loadWeekAttendance(client, { from: from ?? '', timeZone: timeZone ?? 'UTC', signal }),
    refetchInterval: (query) =>
      (query.state.data?.upcomingOrLive ?? 0) > 0 ? LIVE_REFRESH_MS : QUIET_REFRESH_MS,
  });
}

export function useFirstTimeGuests(timeZone: string | undefined, today: string | undefined) {
  const client = useApiClient();
  const from = today === undefined ? undefined : addDays(today, -6);
  return useQuery({
    queryKey: [...apiKeys.path('/check_ins/v2/check_ins'), 'home-first-time', from, timeZone],
    enabled: timeZone !== undefined && from !== undefined,
    queryFn: ({ signal }) =>
      loadFirstTimeGuests(client, { from: from ?? '', timeZone: timeZone ?? 'UTC', signal }),
    refetchInterval: QUIET_REFRESH_MS,
  });
}

export function useOpenBatches() {
  const client = useApiClient();
  return useQuery({
    queryKey: [...apiKeys.path('/giving/v2/batches'), 'home-open'],
    queryFn: ({ signal }) => loadOpenBatches(client, signal),
  });
}

/** Giving walks every donation page: kept for an hour unless a write invalidates it. */
const GIVING_KEEP_MS = 60 * 60_000;

export function useGivingToDate(timeZone: string | undefined, today: string | undefined) {
  const client = useApiClient();
  const [progress, setProgress] = useState<{ walked: number; total: number } | undefined>();
  const query = useQuery({
    queryKey: [...apiKeys.path('/giving/v2/donations'), 'home-to-date', today, timeZone],
    enabled: timeZone !== undefined && today !== undefined,
    queryFn: ({ signal }) =>
      loadGivingToDate(client, {
        today: today ?? '',
        timeZone: timeZone ?? 'UTC',
        signal,
        onProgress: (walked, total) => setProgress({ walked, total }),
      }),
    staleTime: GIVING_KEEP_MS,
    gcTime: GIVING_KEEP_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return { query, progress };
}
