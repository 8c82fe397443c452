import { describe, expect, it } from 'vitest';
import {
  DateFormatError,
  formatDate,
  formatDatetime,
  isValidTimeZone,
  parseApiDate,
  parseApiDatetime,
  toApiDatetime,
  zonedDay,
  zonedMonth,
} from './dates';

describe('the API date formats', () => {
  it('parses dates and datetimes strictly', () => {
    expect(parseApiDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(() => parseApiDate('2026-02-30')).toThrow(DateFormatError);
    expect(() => parseApiDate('26-2-3')).toThrow(DateFormatError);
    expect(parseApiDatetime('2026-11-22T15:30:00Z')).toBe(Date.UTC(2026, 10, 22, 15, 30));
    expect(() => parseApiDatetime('2026-11-22 15:30:00')).toThrow(DateFormatError);
    expect(() => parseApiDatetime('2026-11-22T24:00:00Z')).toThrow(DateFormatError);
    expect(toApiDatetime(Date.UTC(2026, 10, 22, 15, 30, 5, 250))).toBe('2026-11-22T15:30:05Z');
  });

  it('shows a datetime in the organization time zone', () => {
    const sunday = '2026-11-22T15:30:00Z';
    expect(formatDatetime(sunday, 'America/Chicago', 'time', 'en-US')).toBe('9:30 AM');
    expect(formatDatetime(sunday, 'Europe/Berlin', 'time', 'en-US')).toBe('4:30 PM');
    expect(formatDatetime(sunday, 'America/Chicago', 'datetime', 'en-US')).toBe(
      'Nov 22, 2026, 9:30 AM',
    );
  });

  it('puts a late-evening gift in the right local day and month', () => {
    // 03:00 UTC on Dec 1 is still Nov 30 in Chicago.
    expect(zonedDay('2026-12-01T03:00:00Z', 'America/Chicago')).toBe('2026-11-30');
    expect(zonedMonth('2026-12-01T03:00:00Z', 'America/Chicago')).toBe('2026-11');
    expect(zonedMonth('2026-12-01T03:00:00Z', 'Europe/Berlin')).toBe('2026-12');
  });

  it('never shifts a calendar date by a time zone', () => {
    expect(formatDate('2014-05-01', 'en-US')).toBe('May 1, 2014');
  });

  it('tells a real IANA zone from a wrong one', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
