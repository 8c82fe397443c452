/**
 * A kiosk's totals as they are entered elsewhere when the service takes no headcounts from
 * Narthex (D167): a short summary to copy, and a CSV file, in the kiosk's language. No React.
 */
import { toCsv } from '../../lib/pure/export/csv';
import { exportFilename } from '../../lib/pure/export/export-filename';
import { zonedDay } from '../../lib/pure/dates';
import type { Translate } from '../../lib/pure/i18n/translator';
import { eventTimeLabel } from './event-time-label';
import type { KioskConfig } from './kiosk-db';
import { countText } from './whole-number';

export interface KioskTotal {
  readonly attendanceType: string;
  /** null: not counted on this device. */
  readonly total: number | null;
}

/** Each attendance type of the kiosk, in its order, with the total kept on this device. */
export function kioskTotals(
  config: KioskConfig,
  keptOf: (attendanceTypeId: string) => number | null,
): KioskTotal[] {
  return config.attendanceTypes.map((type) => ({
    attendanceType: type.name,
    total: keptOf(type.id),
  }));
}

/** The words and formats of the totals: the kiosk's language and locale. */
export interface TotalsLanguage {
  readonly t: Translate;
  readonly locale: string;
}

const timeLabelOf = (config: KioskConfig, locale: string) =>
  eventTimeLabel(config.startsAt, config.timeZone, locale);

/** "Sunday Service, Sun, Nov 22, 9:00 AM", then one line per type and the sum. */
export function totalsSummary(
  { t, locale }: TotalsLanguage,
  config: KioskConfig,
  totals: readonly KioskTotal[],
): string {
  const counted = totals.filter((row) => row.total !== null);
  const sum = counted.reduce((total, row) => total + (row.total ?? 0), 0);
  return [
    `${config.eventName}, ${timeLabelOf(config, locale)}`,
    ...totals.map(
      (row) =>
        `${row.attendanceType}: ${
          row.total === null ? t('headcounts.totals.notCounted') : countText(row.total, locale)
        }`,
    ),
    t('headcounts.totals.allCounted', { sum }),
  ].join('\n');
}

/** The totals as a CSV file: its headers in the kiosk's language, the totals as bare numbers. */
export function totalsCsv(
  { t, locale }: TotalsLanguage,
  config: KioskConfig,
  totals: readonly KioskTotal[],
): string {
  const timeLabel = timeLabelOf(config, locale);
  return toCsv(totals, [
    { header: t('headcounts.totals.csv.event'), value: () => config.eventName },
    { header: t('headcounts.totals.csv.eventTime'), value: () => timeLabel },
    { header: t('headcounts.totals.csv.attendanceType'), value: (row) => row.attendanceType },
    { header: t('headcounts.totals.csv.total'), value: (row) => row.total },
  ]);
}

/** "headcounts-sunday-service-2026-11-22.csv": the event time's day in the organization's zone. */
export function totalsFilename(t: Translate, config: KioskConfig): string {
  const day = zonedDay(config.startsAt, config.timeZone);
  return exportFilename({
    subject: t('headcounts.totals.fileSubject'),
    narrowing: [config.eventName],
    days: { from: day, to: day },
  });
}
