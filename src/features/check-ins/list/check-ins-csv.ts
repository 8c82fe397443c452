import type { CsvColumn } from '../../../lib/pure/export/csv';
import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { kindLabel } from '../shared/kind-label';
import type { CheckInExportRow } from './check-ins-query';

/**
 * The export's columns: what the table shows plus every id, all as text; each time in UTC (ISO
 * 8601, as the API sends it) and as wall-clock time in the organization's zone. Emergency
 * contacts and medical notes are left out: a file travels further than a screen. Headers, kinds
 * and yes/no are in the interface's language.
 */
export function checkInCsvColumns(t: Translate, timeZone: string): CsvColumn<CheckInExportRow>[] {
  const both = (
    label: string,
    value: (row: CheckInExportRow) => string | null | undefined,
  ): CsvColumn<CheckInExportRow>[] => [
    { header: `${label} (UTC)`, value: (row) => value(row) ?? '' },
    { header: `${label} (${timeZone})`, value: (row) => zonedDatetimeText(value(row), timeZone) },
  ];
  return [
    { header: t('check-ins.list.csv.checkInId'), value: (row) => row.id },
    { header: t('check-ins.list.csv.firstName'), value: (row) => row.attributes.first_name },
    { header: t('check-ins.list.csv.lastName'), value: (row) => row.attributes.last_name },
    { header: t('check-ins.list.csv.personId'), value: (row) => row.related.person?.id ?? '' },
    {
      header: t('check-ins.list.csv.personRecord'),
      value: (row) => t(row.related.person ? 'check-ins.list.csv.yes' : 'check-ins.list.csv.no'),
    },
    { header: t('check-ins.list.csv.kind'), value: (row) => kindLabel(t, row.attributes.kind) },
    { header: t('check-ins.list.csv.number'), value: (row) => row.attributes.number },
    { header: t('check-ins.list.csv.securityCode'), value: (row) => row.attributes.security_code },
    { header: t('check-ins.list.csv.eventId'), value: (row) => row.related.event?.id ?? '' },
    {
      header: t('check-ins.list.csv.event'),
      value: (row) => row.related.event?.attributes.name ?? '',
    },
    {
      header: t('check-ins.list.csv.sessionId'),
      value: (row) => row.related.event_period?.id ?? '',
    },
    ...both(
      t('check-ins.list.csv.sessionStarts'),
      (row) => row.related.event_period?.attributes.starts_at,
    ),
    { header: t('check-ins.list.csv.locationId'), value: (row) => row.related.location?.id ?? '' },
    {
      header: t('check-ins.list.csv.location'),
      value: (row) => row.related.location?.attributes.name ?? '',
    },
    {
      header: t('check-ins.list.csv.stationId'),
      value: (row) => row.related.checked_in_at?.id ?? '',
    },
    {
      header: t('check-ins.list.csv.station'),
      value: (row) => row.related.checked_in_at?.attributes.name ?? '',
    },
    ...both(t('check-ins.list.csv.checkedIn'), (row) => row.attributes.created_at),
    ...both(t('check-ins.list.csv.checkedOut'), (row) => row.attributes.checked_out_at),
    ...both(t('check-ins.list.csv.updated'), (row) => row.attributes.updated_at),
  ];
}
