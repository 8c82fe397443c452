import { afterEach, describe, expect, it, vi } from 'vitest';

import { todayIn } from '../../../lib/calendar-days';
import { presetOf, presetRange, rangeProblem, unreadableDays } from './report-range';

// Wednesday 25 November 2026: the last complete week ended on Saturday the 21st.
const today = '2026-11-25';

describe('report range presets', () => {
  it('end at the last complete week, month or today', () => {
    expect(presetRange('12-weeks', today)).toEqual({ from: '2026-08-30', to: '2026-11-21' });
    expect(presetRange('52-weeks', today)).toEqual({ from: '2025-11-23', to: '2026-11-21' });
    expect(presetRange('6-months', today)).toEqual({ from: '2026-05-01', to: '2026-10-31' });
    expect(presetRange('this-year', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetRange('last-month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('takes last month as a whole calendar month, across a new year and a leap day', () => {
    expect(presetRange('last-month', '2027-01-01')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(presetRange('last-month', '2028-03-31')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(presetRange('last-month', '2026-03-15')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('counts six months back across a new year', () => {
    expect(presetRange('6-months', '2026-02-10')).toEqual({ from: '2025-08-01', to: '2026-01-31' });
  });

  it('recognises a range that equals a preset, and only then', () => {
    expect(presetOf({ from: '2026-08-30', to: '2026-11-21' }, today)).toBe('12-weeks');
    expect(presetOf({ from: '2026-08-31', to: '2026-11-21' }, today)).toBeUndefined();
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, today)).toBe('last-month');
  });
});

describe('last month in the organization’s zone', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // The pages give the presets today's day in the organization's zone, not the browser's.
  const lastMonthAt = (instant: string, timeZone: string) => {
    vi.useFakeTimers({ now: new Date(instant) });
    return presetRange('last-month', todayIn(timeZone));
  };

  it('is still September late on 31 October in Chicago, when UTC is in November', () => {
    expect(lastMonthAt('2026-11-01T04:30:00Z', 'America/Chicago')).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
    expect(lastMonthAt('2026-11-01T04:30:00Z', 'UTC')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('is already October on 1 November in Auckland, when UTC is still in October', () => {
    expect(lastMonthAt('2026-10-31T11:30:00Z', 'Pacific/Auckland')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(lastMonthAt('2026-10-31T10:30:00Z', 'Pacific/Auckland')).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
  });

  it('turns over at midnight of the zone on New Year’s Day', () => {
    // Midnight in New York on 1 January 2027 is 05:00 UTC.
    expect(lastMonthAt('2027-01-01T04:59:59Z', 'America/New_York')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(lastMonthAt('2027-01-01T05:00:00Z', 'America/New_York')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
});

describe('a range’s problems', () => {
  it('accepts a range of real days in order, up to two years', () => {
    expect(rangeProblem({ from: '2025-01-01', to: '2026-12-31' })).toEqual({});
  });

  it('names the field at fault', () => {
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toEqual({ from: 'Enter a day' });
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: 'Must not be before the first day',
    });
    expect(rangeProblem({ from: '2024-01-01', to: '2026-01-02' })).toEqual({
      to: 'At most two years',
    });
  });
});

describe('a link’s unreadable days', () => {
  it('names each of from and to that is there and is not a day', () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(unreadableDays(params('from=zz&to=2026-02-30'))).toEqual([
      "from 'zz' is not a day (YYYY-MM-DD)",
      "to '2026-02-30' is not a day (YYYY-MM-DD)",
    ]);
    expect(unreadableDays(params('from=2026-01-01&to=2026-02-28'))).toEqual([]);
    expect(unreadableDays(params('from=&group=week'))).toEqual([]);
  });
});
