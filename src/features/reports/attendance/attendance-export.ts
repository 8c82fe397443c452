/**
 * Every check-in and headcount of a range of days (organization's zone, inclusive) as one CSV
 * row each: check-ins from each event's own list with a created_at range (D102), headcounts
 * from the whole headcounts list (it takes no `where`), kept when their event time starts in
 * the range. Walked page by page under the client's pacer; no React.
 */
import type { Client } from '../../../api/client';
import { addDays, isWithin, zonedDayStart } from '../../../lib/pure/calendar-days';
import type { CsvColumn } from '../../../lib/pure/export/csv';
import type { ExportFile, ExportControl } from '../../../lib/browser/export/use-export-task';
import { walkList } from '../../../lib/pure/export/walk-pages';
import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import { zonedDay } from '../../../lib/pure/dates';
import type { Translate } from '../../../lib/pure/i18n/translator';

export interface AttendanceExportRange {
  /** First and last day (YYYY-MM-DD) in the organization's zone, inclusive. */
  from: string;
  to: string;
  /** The events to export, or every event. */
  eventIds: readonly string[] | 'all';
}

export interface AttendanceExportRow {
  /** What the row is (a code; the CSV writes it in words). */
  row: 'Check-in' | 'Headcount';
  id: string;
  /** The person's name, the name given at check-in without one, or the attendance type. */
  name: string;
  /** Regular, Guest or Volunteer for a check-in; the attendance type for a headcount. */
  kind: string;
  count: number;
  personId: string | null;
  eventId: string | null;
  event: string;
  /** Session start (check-in) or event time start (headcount), API datetime. */
  startsAt: string | null;
  /** When the person checked in; null for a headcount. */
  checkedInAt: string | null;
  location: string;
}

function fullName(attributes: { first_name: string; last_name: string }): string {
  return `${attributes.first_name} ${attributes.last_name}`.trim();
}

async function eventNames(client: Client, signal: AbortSignal | undefined) {
  const events = await walkList(client, '/check_ins/v2/events', {}, signal ? { signal } : {});
  return new Map(events.map((event) => [event.id, event.attributes.name]));
}

/** The rows of the range, check-ins first (by event, then time), then headcounts by time. */
export async function loadAttendanceRows(
  client: Client,
  { from, to, eventIds }: AttendanceExportRange,
  timeZone: string,
  { signal, onProgress }: Partial<ExportControl> = {},
): Promise<AttendanceExportRow[]> {
  const names = await eventNames(client, signal);
  const events = eventIds === 'all' ? [...names.keys()] : [...eventIds];
  const wanted = new Set(events);
  const range = {
    gte: zonedDayStart(from, timeZone),
    lt: zonedDayStart(addDays(to, 1), timeZone),
  };
  const rows: AttendanceExportRow[] = [];
  // Progress adds each list's count to what the finished lists held.
  let done = 0;
  let expected = 0;
  const report = (fetched: number, total: number) =>
    onProgress?.({ fetched: done + fetched, total: expected + total });

  for (const eventId of events) {
    const checkIns = await walkList(
      client,
      '/check_ins/v2/events/{event_id}/check_ins',
      {
        params: { event_id: eventId },
        where: { created_at: range },
        order: 'created_at',
        include: ['person', 'event_period', 'location'],
      },
      { ...(signal ? { signal } : {}), onProgress: (p) => report(p.fetched, p.total) },
    );
    done += checkIns.length;
    expected += checkIns.length;
    for (const checkIn of checkIns) {
      const person = checkIn.related.person;
      rows.push({
        row: 'Check-in',
        id: checkIn.id,
        name: (person ? fullName(person.attributes) : '') || fullName(checkIn.attributes),
        kind: checkIn.attributes.kind,
        count: 1,
        personId: person?.id ?? null,
        eventId,
        event: names.get(eventId) ?? '',
        startsAt: checkIn.related.event_period?.attributes.starts_at ?? null,
        checkedInAt: checkIn.attributes.created_at,
        location: checkIn.related.location?.attributes.name ?? '',
      });
    }
  }

  const headcounts = await walkList(
    client,
    '/check_ins/v2/headcounts',
    { include: ['event_time', 'attendance_type'] },
    { ...(signal ? { signal } : {}), onProgress: (p) => report(p.fetched, p.total) },
  );
  const counted: AttendanceExportRow[] = [];
  for (const headcount of headcounts) {
    const time = headcount.related.event_time;
    if (!time || !isWithin(zonedDay(time.attributes.starts_at, timeZone), from, to)) continue;
    const eventId = relatedId(time.relationships.event);
    if (eventId === null || !wanted.has(eventId)) continue;
    const type = headcount.related.attendance_type?.attributes.name ?? '';
    counted.push({
      row: 'Headcount',
      id: headcount.id,
      name: type,
      kind: type,
      count: headcount.attributes.total,
      personId: null,
      eventId,
      event: names.get(eventId) ?? '',
      startsAt: time.attributes.starts_at,
      checkedInAt: null,
      location: '',
    });
  }
  counted.sort((a, b) => (a.startsAt ?? '').localeCompare(b.startsAt ?? ''));
  return [...rows, ...counted];
}

function relatedId(relationship: { data?: unknown } | undefined): string | null {
  const data = relationship?.data;
  if (typeof data !== 'object' || data === null || !('id' in data)) return null;
  return typeof data.id === 'string' ? data.id : null;
}

export function attendanceCsvColumns(
  timeZone: string,
  t: Translate,
): CsvColumn<AttendanceExportRow>[] {
  const rowWords = {
    'Check-in': t('reports.attendanceExport.row.checkIn'),
    Headcount: t('reports.attendanceExport.row.headcount'),
  };
  return [
    { header: t('reports.attendanceExport.column.row'), value: (row) => rowWords[row.row] },
    { header: t('reports.columns.name'), value: (row) => row.name },
    { header: t('reports.attendanceExport.column.kind'), value: (row) => row.kind },
    { header: t('reports.attendanceExport.column.count'), value: (row) => row.count },
    { header: t('reports.columns.event'), value: (row) => row.event },
    {
      header: t('reports.attendanceExport.column.sessionStarts'),
      value: (row) => zonedDatetimeText(row.startsAt, timeZone),
    },
    {
      header: t('reports.attendanceExport.column.checkedInAt'),
      value: (row) => zonedDatetimeText(row.checkedInAt, timeZone),
    },
    { header: t('reports.attendanceExport.column.location'), value: (row) => row.location },
    { header: t('reports.columns.personId'), value: (row) => row.personId },
    { header: t('reports.attendanceExport.column.timeZone'), value: () => timeZone },
  ];
}

/** The export task: every row of the range as CSV (papaparse loads only when it runs). */
export function attendanceExportTask(
  client: Client,
  range: AttendanceExportRange,
  timeZone: string,
  filename: string,
  t: Translate,
) {
  return async (control: ExportControl): Promise<ExportFile> => {
    const [rows, { toCsv }] = await Promise.all([
      loadAttendanceRows(client, range, timeZone, control),
      import('../../../lib/pure/export/csv'),
    ]);
    control.signal.throwIfAborted();
    return {
      text: toCsv(rows, attendanceCsvColumns(timeZone, t)),
      filename,
      count: rows.length,
    };
  };
}
