import { useApiList, useApiRecord } from '../../lib/browser/api-query/api-queries';
import { headcountsPath } from './headcount-writes';
import type { KioskAttendanceType } from './kiosk-db';

/**
 * An event time with its event, the event's attendance types and the time's headcounts, as the
 * staff page and the kiosk setup both show them.
 */
export function useEventTimeHeadcounts(eventTimeId: string) {
  const eventTime = useApiRecord('/check_ins/v2/event_times', {
    id: eventTimeId,
    include: ['event'],
  });
  const eventId = eventTime.data?.related.event?.id;
  const types = useApiList(
    '/check_ins/v2/events/{event_id}/attendance_types',
    { params: { event_id: eventId ?? '' }, perPage: 100 },
    { enabled: eventId !== undefined },
  );
  const headcounts = useApiList(headcountsPath, {
    params: { event_time_id: eventTimeId },
    include: ['attendance_type'],
    perPage: 100,
  });
  // A list kept from the previous event time (placeholder data) must never stand for this one.
  const typesPage = types.isPlaceholderData ? undefined : types.data;
  const headcountsPage = headcounts.isPlaceholderData ? undefined : headcounts.data;
  return {
    eventTime,
    listsError: types.error ?? headcounts.error,
    /** The attendance types and each one's headcount; undefined while either list loads. */
    lists:
      typesPage && headcountsPage
        ? {
            types: typesPage.records.map((t): KioskAttendanceType => ({
              id: t.id,
              name: t.attributes.name,
              color: t.attributes.color,
              // Only the real service has it (catalog `onlyIn`).
              limit: t.attributes.limit ?? null,
            })),
            headcountOf(typeId: string): { id: string; total: number } | undefined {
              const found = headcountsPage.records.find(
                (h) => h.related.attendance_type?.id === typeId,
              );
              return found && { id: found.id, total: found.attributes.total };
            },
          }
        : undefined,
    /** Reads again whichever of the three failed. */
    retry() {
      for (const query of [eventTime, types, headcounts]) if (query.isError) void query.refetch();
    },
  };
}
