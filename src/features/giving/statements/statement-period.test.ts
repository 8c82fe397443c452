import { describe, expect, it } from 'vitest';

import { lastFullYear, periodDays, periodInstants, readPeriod } from './statement-period';

describe('statement periods', () => {
  it('gives a calendar year, a fiscal year from its first month, and a range as they are', () => {
    expect(periodDays({ kind: 'year', year: 2025 }, 7)).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(periodDays({ kind: 'fiscal', year: 2025 }, 7)).toEqual({
      from: '2025-07-01',
      to: '2026-06-30',
    });
    expect(periodDays({ kind: 'fiscal', year: 2025 }, 1)).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(periodDays({ kind: 'fiscal', year: 2023 }, 3)).toEqual({
      from: '2023-03-01',
      to: '2024-02-29',
    });
    expect(periodDays({ kind: 'range', from: '2025-02-03', to: '2025-02-04' }, 1)).toEqual({
      from: '2025-02-03',
      to: '2025-02-04',
    });
  });

  it('turns days into the instants they start and end in the organization’s zone', () => {
    expect(periodInstants({ from: '2025-01-01', to: '2025-12-31' }, 'America/Chicago')).toEqual({
      from: '2025-01-01T06:00:00Z',
      to: '2026-01-01T06:00:00Z',
    });
    // A summer range: Chicago is five hours behind then.
    expect(periodInstants({ from: '2025-07-01', to: '2025-07-31' }, 'America/Chicago')).toEqual({
      from: '2025-07-01T05:00:00Z',
      to: '2025-08-01T05:00:00Z',
    });
  });

  it('reads the URL’s period and says what is wrong with one it cannot use', () => {
    const read = (query: string) => readPeriod(new URLSearchParams(query));
    expect(read('')).toBeNull();
    expect(read('year=2025')).toEqual({ kind: 'year', year: 2025 });
    expect(read('fiscal=2024')).toEqual({ kind: 'fiscal', year: 2024 });
    expect(read('from=2025-03-01&to=2025-03-31')).toEqual({
      kind: 'range',
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(read('year=25')).toEqual({ problem: 'year' });
    expect(read('fiscal=next')).toEqual({ problem: 'fiscal' });
    expect(read('from=2025-02-30&to=2025-03-01')).toEqual({ problem: 'range' });
    expect(read('from=2025-03-01')).toEqual({ problem: 'range' });
    expect(read('from=2025-03-02&to=2025-03-01')).toEqual({ problem: 'order' });
    expect(read('from=2020-01-01&to=2025-01-01')).toEqual({ problem: 'length' });
  });

  it('takes the year before today’s as the last full year', () => {
    expect(lastFullYear('2026-01-15')).toBe(2025);
    expect(lastFullYear('2026-12-31')).toBe(2025);
  });
});
