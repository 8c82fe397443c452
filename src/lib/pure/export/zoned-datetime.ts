import { parseApiDatetime } from '../dates';

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * An API datetime as wall-clock time in a time zone, "YYYY-MM-DD HH:MM:SS": sortable, with no
 * locale to guess, and read as a date by spreadsheets. Empty for a missing value.
 */
export function zonedDatetimeText(text: string | null | undefined, timeZone: string): string {
  if (text === null || text === undefined || text === '') return '';
  const parts = partsFormatter(timeZone).formatToParts(parseApiDatetime(text));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
