import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  addDays,
  isCalendarDay,
  isWithin,
  sameDayLastYear,
  weekStart,
  zonedDayStart,
} from './calendar-days';

describe('calendar days', () => {
  it('starts the week on Sunday', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-22'); // a Wednesday
    expect(weekStart('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(weekStart('2026-11-28')).toBe('2026-11-22'); // a Saturday
    expect(weekStart('2027-01-02')).toBe('2026-12-27'); // across a year
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('maps a day to the same day last year, 29 February to the 28th', () => {
    expect(sameDayLastYear('2026-11-25')).toBe('2025-11-25');
    expect(sameDayLastYear('2028-02-29')).toBe('2027-02-28');
  });

  it('refuses text that is not a day', () => {
    expect(() => weekStart('2026-11')).toThrow(RangeError);
  });

  it('puts every day within its own week, at most six days after its start', () => {
    const days = fc
      .date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, (day) => {
        const start = weekStart(day);
        expect(isWithin(day, start, addDays(start, 6))).toBe(true);
        expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(0);
      }),
    );
  });
});

describe('zonedDayStart', () => {
  it('finds midnight in zones east and west of UTC, and on a day that changes the clocks', () => {
    expect(zonedDayStart('2026-11-25', 'UTC')).toBe('2026-11-25T00:00:00Z');
    expect(zonedDayStart('2026-11-25', 'Asia/Tokyo')).toBe('2026-11-24T15:00:00Z');
    expect(zonedDayStart('2026-03-08', 'America/Chicago')).toBe('2026-03-08T06:00:00Z');
    expect(zonedDayStart('2026-03-09', 'America/Chicago')).toBe('2026-03-09T05:00:00Z');
  });
});

describe('isCalendarDay', () => {
  it('takes real days as YYYY-MM-DD and nothing else, without throwing', () => {
    for (const day of ['2026-11-28', '2024-02-29', '0001-01-01'])
      expect(isCalendarDay(day)).toBe(true);
    for (const text of ['2026-02-30', '2026-13-45', '2026-00-10', '2026-1-5', 'zz', '', null]) {
      expect(isCalendarDay(text), String(text)).toBe(false);
    }
  });
});
