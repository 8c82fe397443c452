import type { CsvColumn } from '../../../lib/pure/export/csv';
import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import type { CheckInExportRow } from './check-ins-query';

/**
 * The export's columns: what the table shows plus every id, all as text; each time in UTC (ISO
 * 8601, as the API sends it) and as wall-clock time in the organization's zone. Emergency
 * contacts and medical notes are left out: a file travels further than a screen.
 */
export function checkInCsvColumns(timeZone: string): CsvColumn<CheckInExportRow>[] {
  const both = (
    label: string,
    value: (row: CheckInExportRow) => string | null | undefined,
  ): CsvColumn<CheckInExportRow>[] => [
    { header: `${label} (UTC)`, value: (row) => value(row) ?? '' },
    { header: `${label} (${timeZone})`, value: (row) => zonedDatetimeText(value(row), timeZone) },
  ];
  return [
    { header: 'Check-in ID', value: (row) => row.id },
    { header: 'First name', value: (row) => row.attributes.first_name },
    { header: 'Last name', value: (row) => row.attributes.last_name },
    { header: 'Person ID', value: (row) => row.related.person?.id ?? '' },
    { header: 'Person record', value: (row) => (row.related.person ? 'yes' : 'no') },
    { header: 'Kind', value: (row) => row.attributes.kind },
    { header: 'Number', value: (row) => row.attributes.number },
    { header: 'Security code', value: (row) => row.attributes.security_code },
    { header: 'Event ID', value: (row) => row.related.event?.id ?? '' },
    { header: 'Event', value: (row) => row.related.event?.attributes.name ?? '' },
    { header: 'Session ID', value: (row) => row.related.event_period?.id ?? '' },
    ...both('Session starts', (row) => row.related.event_period?.attributes.starts_at),
    { header: 'Location ID', value: (row) => row.related.location?.id ?? '' },
    { header: 'Location', value: (row) => row.related.location?.attributes.name ?? '' },
    { header: 'Station ID', value: (row) => row.related.checked_in_at?.id ?? '' },
    { header: 'Station', value: (row) => row.related.checked_in_at?.attributes.name ?? '' },
    ...both('Checked in', (row) => row.attributes.created_at),
    ...both('Checked out', (row) => row.attributes.checked_out_at),
    ...both('Updated', (row) => row.attributes.updated_at),
  ];
}
