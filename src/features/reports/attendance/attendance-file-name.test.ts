import { describe, expect, it } from 'vitest';

import { attendanceFilename } from './attendance-file-name';

const october = { from: '2026-10-01', to: '2026-10-31' };

describe('attendanceFilename', () => {
  it('names the file of every row by its range, and the table by its grouping too', () => {
    expect(attendanceFilename(october, 'all')).toBe('attendance-2026-10-01-to-2026-10-31.csv');
    expect(attendanceFilename(october, 'all', 'week')).toBe(
      'attendance-per-week-2026-10-01-to-2026-10-31.csv',
    );
  });

  it('names up to two chosen events, and more by their number', () => {
    expect(attendanceFilename(october, ['Sunday Service'], 'month')).toBe(
      'attendance-sunday-service-per-month-2026-10-01-to-2026-10-31.csv',
    );
    expect(attendanceFilename(october, ['Sunday Service', 'Kids Church'])).toBe(
      'attendance-sunday-service-kids-church-2026-10-01-to-2026-10-31.csv',
    );
    expect(attendanceFilename(october, ['A', 'B', 'C'])).toBe(
      'attendance-3-events-2026-10-01-to-2026-10-31.csv',
    );
  });
});
