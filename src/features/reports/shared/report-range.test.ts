import { afterEach, describe, expect, it, vi } from 'vitest';

import { todayIn } from '../../../lib/pure/calendar-days';
import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
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

  it.each([
    ['2027-01-01', '2026-12-01', '2026-12-31'],
    ['2028-03-31', '2028-02-01', '2028-02-29'],
    ['2026-03-15', '2026-02-01', '2026-02-28'],
  ])('takes last month on %s as a whole calendar month: %s to %s', (day, from, to) => {
    expect(presetRange('last-month', day)).toEqual({ from, to });
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

  // At each instant, in each zone: what the month is there decides, not UTC's.
  it.each([
    ['2026-11-01T04:30:00Z', 'America/Chicago', '2026-09-01', '2026-09-30'], // 23:30 on 31 Oct
    ['2026-11-01T04:30:00Z', 'UTC', '2026-10-01', '2026-10-31'],
    ['2026-10-31T11:30:00Z', 'Pacific/Auckland', '2026-10-01', '2026-10-31'], // 00:30 on 1 Nov
    ['2026-10-31T10:30:00Z', 'Pacific/Auckland', '2026-09-01', '2026-09-30'], // 23:30 on 31 Oct
    ['2027-01-01T04:59:59Z', 'America/New_York', '2026-11-01', '2026-11-30'], // before midnight
    ['2027-01-01T05:00:00Z', 'America/New_York', '2026-12-01', '2026-12-31'], // New Year's Day
  ])('at %s in %s is %s to %s', (instant, timeZone, from, to) => {
    expect(lastMonthAt(instant, timeZone)).toEqual({ from, to });
  });
});

describe('a range’s problems', () => {
  it('accepts a range of real days in order, up to two years', () => {
    expect(rangeProblem({ from: '2025-01-01', to: '2026-12-31' })).toEqual({});
  });

  it('names the field at fault', () => {
    const t = translatorOf(testLanguage().i18n);
    const problem = (from: string, to: string) => {
      const found = rangeProblem({ from, to });
      return {
        ...(found.from ? { from: t(found.from) } : {}),
        ...(found.to ? { to: t(found.to) } : {}),
      };
    };
    expect(problem('2026-02-30', '2026-03-01')).toEqual({ from: 'Enter a day' });
    expect(problem('2026-03-02', '2026-03-01')).toEqual({
      to: 'Must not be before the first day',
    });
    expect(problem('2024-01-01', '2026-01-02')).toEqual({ to: 'At most two years' });
  });
});

describe('a link’s unreadable days', () => {
  it('names each of from and to that is there and is not a day', () => {
    const params = (query: string) => new URLSearchParams(query);
    const t = translatorOf(testLanguage().i18n);
    expect(unreadableDays(params('from=zz&to=2026-02-30'), t)).toEqual([
      "from 'zz' is not a day (YYYY-MM-DD)",
      "to '2026-02-30' is not a day (YYYY-MM-DD)",
    ]);
    expect(unreadableDays(params('from=2026-01-01&to=2026-02-28'), t)).toEqual([]);
    expect(unreadableDays(params('from=&group=week'), t)).toEqual([]);
    expect(unreadableDays(params('to=zz'), translatorOf(testLanguage('es').i18n))).toEqual([
      "to 'zz' no es una fecha (AAAA-MM-DD)",
    ]);
  });
});
