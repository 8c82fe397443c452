import { formatDatetime } from '../../lib/pure/dates';

/** An event time's start as a label in `locale`: "Sun, Nov 22, 2026, 9:00 AM". */
export function eventTimeLabel(startsAt: string, timeZone: string, locale: string): string {
  try {
    const text = formatDatetime(startsAt, timeZone, 'weekday-datetime', locale);
    return timeZone === 'UTC' ? `${text} UTC` : text;
  } catch {
    return startsAt;
  }
}
