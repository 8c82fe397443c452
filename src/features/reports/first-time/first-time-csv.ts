import type { CsvColumn } from '../../../lib/pure/export/csv';
import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { visitName, type FirstVisit } from './first-time-guests-report';

export function firstTimeCsvColumns(timeZone: string, t: Translate): CsvColumn<FirstVisit>[] {
  return [
    { header: t('reports.columns.name'), value: (row) => visitName(row, t) },
    { header: t('reports.firstTime.oneTimeGuest'), value: (row) => row.personId === null },
    {
      header: t('reports.firstTime.firstCheckIn'),
      value: (row) => zonedDatetimeText(row.createdAt, timeZone),
    },
    { header: t('reports.columns.event'), value: (row) => row.eventName },
    { header: t('reports.columns.emailAddresses'), value: (row) => row.emails.join('; ') },
    { header: t('reports.columns.phoneNumbers'), value: (row) => row.phones.join('; ') },
    { header: t('reports.columns.personId'), value: (row) => row.personId },
  ];
}
