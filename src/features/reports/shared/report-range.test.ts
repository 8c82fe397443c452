import { describe, expect, it } from 'vitest';

import { presetOf, presetRange, rangeProblem, unreadableDays } from './report-range';

// Wednesday 25 November 2026: the last complete week ended on Saturday the 21st.
const today = '2026-11-25';

describe('report range presets', () => {
  it('end at the last complete week, month or today', () => {
    expect(presetRange('12-weeks', today)).toEqual({ from: '2026-08-30', to: '2026-11-21' });
    expect(presetRange('52-weeks', today)).toEqual({ from: '2025-11-23', to: '2026-11-21' });
    expect(presetRange('6-months', today)).toEqual({ from: '2026-05-01', to: '2026-10-31' });
    expect(presetRange('this-year', today)).toEqual({ from: '2026-01-01', to: today });
  });

  it('counts six months back across a new year', () => {
    expect(presetRange('6-months', '2026-02-10')).toEqual({ from: '2025-08-01', to: '2026-01-31' });
  });

  it('recognises a range that equals a preset, and only then', () => {
    expect(presetOf({ from: '2026-08-30', to: '2026-11-21' }, today)).toBe('12-weeks');
    expect(presetOf({ from: '2026-08-31', to: '2026-11-21' }, today)).toBeUndefined();
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
