import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { useApiClient } from '../../../lib/api-query/api-client-context';
import { apiKeys } from '../../../lib/api-query/query-keys';
import type { DayRange } from '../shared/report-range';
import { loadAttendance, type AttendanceProgress } from './attendance-report-data';

/**
 * A report walks up to two years of event times: kept for the session's hour, so a second visit
 * (or another grouping or event choice, filtered on the client) answers without walking again.
 */
const KEEP_MS = 60 * 60_000;

/** The sessions of a range and of the year before it, with the walk's progress and a cancel. */
export function useAttendance(range: DayRange, timeZone: string | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<AttendanceProgress | undefined>();
  // Under the event times' key, so a write that invalidates them counts again.
  const queryKey = [
    ...apiKeys.path('/check_ins/v2/event_times'),
    'attendance-report',
    range.from,
    range.to,
    timeZone,
  ];
  const query = useQuery({
    queryKey,
    enabled: timeZone !== undefined,
    queryFn: ({ signal }) => {
      setProgress(undefined);
      return loadAttendance(client, {
        from: range.from,
        to: range.to,
        timeZone: timeZone ?? 'UTC',
        signal,
        onProgress: setProgress,
      });
    },
    staleTime: KEEP_MS,
    gcTime: KEEP_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const cancel = () => void queryClient.cancelQueries({ queryKey });
  return { query, progress, cancel };
}
