import { EventAttendance } from './event-attendance';
import { EventSessionsTable } from './event-sessions-table';

/** Attendance over time, then the sessions themselves. */
export function EventSessionsTab({ eventId }: { eventId: string }) {
  return (
    <>
      <EventAttendance eventId={eventId} />
      <EventSessionsTable eventId={eventId} />
    </>
  );
}
