import type { CsvColumn } from '../../../lib/pure/export/csv';
import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import type { FirstVisit } from './first-time-guests-report';

export function firstTimeCsvColumns(timeZone: string): CsvColumn<FirstVisit>[] {
  return [
    { header: 'Name', value: (row) => row.name },
    { header: 'One-time guest', value: (row) => row.personId === null },
    { header: 'First check-in', value: (row) => zonedDatetimeText(row.createdAt, timeZone) },
    { header: 'Event', value: (row) => row.eventName },
    { header: 'E-mail addresses', value: (row) => row.emails.join('; ') },
    { header: 'Phone numbers', value: (row) => row.phones.join('; ') },
    { header: 'Person ID', value: (row) => row.personId },
  ];
}
