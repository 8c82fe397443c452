import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { useKeptWalk } from '../../../lib/browser/api-query/kept-walk';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
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
  return useKeptWalk<Awaited<ReturnType<typeof loadAttendance>>, AttendanceProgress>({
    // Under the event times' key, so a write that invalidates them counts again.
    queryKey: [
      ...apiKeys.path('/check_ins/v2/event_times'),
      'attendance-report',
      range.from,
      range.to,
      timeZone,
    ],
    enabled: timeZone !== undefined,
    keepMs: KEEP_MS,
    walk: (signal, onProgress) =>
      loadAttendance(client, {
        from: range.from,
        to: range.to,
        timeZone: timeZone ?? 'UTC',
        signal,
        onProgress,
      }),
  });
}
