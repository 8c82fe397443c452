/**
 * A kiosk's totals as they are entered elsewhere when the service takes no headcounts from
 * Narthex (D167): a short summary to copy, and a CSV file. No React.
 */
import { toCsv } from '../../lib/pure/export/csv';
import { exportFilename } from '../../lib/pure/export/export-filename';
import { zonedDay } from '../../lib/pure/dates';
import type { KioskConfig } from './kiosk-db';

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

/** "Sunday Service, Sun, Nov 22, 9:00 AM", then one line per type and the sum. */
export function totalsSummary(config: KioskConfig, totals: readonly KioskTotal[]): string {
  const counted = totals.filter((row) => row.total !== null);
  const sum = counted.reduce((total, row) => total + (row.total ?? 0), 0);
  return [
    `${config.eventName}, ${config.timeLabel}`,
    ...totals.map((row) => `${row.attendanceType}: ${row.total ?? 'not counted'}`),
    `All counted: ${sum}`,
  ].join('\n');
}

export function totalsCsv(config: KioskConfig, totals: readonly KioskTotal[]): string {
  return toCsv(totals, [
    { header: 'Event', value: () => config.eventName },
    { header: 'Event time', value: () => config.timeLabel },
    { header: 'Attendance type', value: (row) => row.attendanceType },
    { header: 'Total', value: (row) => row.total },
  ]);
}

/** "headcounts-sunday-service-2026-11-22.csv": the event time's day in the organization's zone. */
export function totalsFilename(config: KioskConfig): string {
  const day = zonedDay(config.startsAt, config.timeZone);
  return exportFilename({
    subject: 'headcounts',
    narrowing: [config.eventName],
    days: { from: day, to: day },
  });
}
